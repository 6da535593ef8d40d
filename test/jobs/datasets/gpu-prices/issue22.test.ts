// gpu_prices: each case on the real bundled record the audit named.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { existsSync, readFileSync } from 'node:fs'
import { boundOf } from '../../../../jobs/datasets/gpu-prices/bounds.ts'
import { firstDay } from '../../../../tools/dates.ts'
import { GPU_PRICES_DIR, produceGpuPrices } from '../../../../jobs/datasets/gpu-prices/load.ts'

const { payload } = produceGpuPrices()
const item = (id: string) => payload.items.find((i) => i.id === id)!
const price = (id: string, pid: string) => item(id).prices.find((p) => p.id === pid)!

const form = suite('gpu_prices :: a price without a stated form factor is kept')
form(
  'GP-048 (8-GPU H800 server, CNY 2M) :: on nvidia-h800, form_factor "not stated", CNY 2,000,000, 250,000 per card',
  () => {
    const p = price('nvidia-h800', 'gp-048')
    assert.equal(
      [p.form_factor, p.quoted.amount, p.currency, p.basis, p.per_card!.cny!.amount],
      ['not stated', 2_000_000, 'CNY', 'per_8gpu_node', 250_000],
    )
    assert.is(item('nvidia-h800').form_factor, 'not stated')
    assert.equal(item('nvidia-h800').forms, ['nvidia-h800-sxm'])
    assert.not.ok(
      item('nvidia-h800-sxm').prices.some((p) => p.id === 'gp-048'),
      'never put on a guessed form',
    )
  },
)
form('GP-035 (A800, USD 12,000) :: on nvidia-a800 with form_factor "not stated"', () => {
  const p = price('nvidia-a800', 'gp-035')
  assert.equal([p.form_factor, p.quoted.amount, p.currency, p.part], ['not stated', 12000, 'USD', 'NVIDIA A800'])
})
form('form-not-stated records :: no spec figure of their own, each null says why', () => {
  const specs = item('nvidia-h100').specs
  for (const f of Object.values(specs)) {
    assert.is(f.value, null)
    assert.match(f.null_reason!, /form factor not stated.*nvidia-h100-sxm/)
  }
})
form.run()

const gaps = suite('gpu_prices :: every GPU of the spec table has a price or a stated reason')
gaps('every record :: prices, or prices_null_reason', () => {
  for (const i of payload.items) assert.ok(i.prices.length > 0 || (i.prices_null_reason ?? '').length > 20, i.id)
  for (const i of payload.items) if (i.prices.length) assert.is(i.prices_null_reason, null, i.id)
})
gaps('A800 SXM :: reason points to GP-035 on nvidia-a800 and to the README gap', () => {
  const r = item('nvidia-a800-sxm').prices_null_reason!
  assert.match(r, /nvidia-a800 \(GP-035\)/)
  assert.match(r, /A800 server prices were not found/)
})
gaps("Ascend 910C :: reason names GP-055 (an order total, not a unit price) and Epoch's priceless row", () => {
  const r = item('huawei-ascend-910c').prices_null_reason!
  assert.match(r, /GP-055 not published: unit 'order value/)
  assert.match(r, /Huawei Ascend 910C' gives no release price/)
})
gaps.run()

const bounds = suite('gpu_prices :: "from" (起) and "up to" carry bound min / max')
bounds('GP-012 "16499元起" :: min; GP-053 "up to 50,000 yuan" :: max; GP-013 "$3,059 starting" :: min', () => {
  assert.is(price('nvidia-rtx-5090d', 'gp-012').bound, 'min')
  assert.is(price('nvidia-rtx-pro-6000d', 'gp-053').bound, 'max')
  assert.is(price('nvidia-rtx-5090', 'gp-013').bound, 'min')
})
bounds(
  'a bound on the other currency\'s equivalent :: not the quoted figure\'s (GP-037 USD 36,500 vs "人民币超过25.2万元")',
  () => {
    assert.is(price('nvidia-h100', 'gp-037').bound, null)
    assert.is(price('nvidia-v100', 'gp-038').bound, 'min') // "至少10000美元": the USD figure itself is a floor
    assert.is(boundOf('H100加速卡...售价3.65万美元,人民币超过25.2万元', 'CNY'), 'min')
  },
)
bounds('point prices :: no bound (GP-001 "约19万元", GP-039)', () => {
  assert.is(price('nvidia-h200-sxm', 'gp-001').bound, null)
  assert.is(price('nvidia-h800-sxm', 'gp-039').bound, null)
})
bounds.run()

const est = suite('gpu_prices :: estimates are labelled, with method and source')
est('Epoch H100 SXM $33,600 :: kind estimate (DGX price / 8), not list', () => {
  const p = price('nvidia-h100-sxm', 'epoch-release-price')
  assert.is(p.kind, 'estimate')
  assert.is(p.quoted.amount, 33600)
  assert.match(p.estimate!.method, /\$269k.*\$33,600 per GPU/)
  assert.is(p.estimate!.by, 'Epoch AI')
  assert.match(p.estimate!.source_url, /^https?:\/\/web\.archive\.org\//)
})
est(
  'list :: only the seller\'s list (RTX 4090 $1,599 from Epoch stays list); GP-023 "~$98.30/hr (est.)" is an estimate',
  () => {
    assert.is(price('nvidia-rtx-4090', 'epoch-release-price').kind, 'list')
    assert.is(price('nvidia-h100-sxm', 'gp-023').kind, 'estimate')
    for (const i of payload.items)
      for (const p of i.prices) assert.is(p.kind === 'estimate', p.estimate !== null, `${i.id} ${p.id}`)
  },
)
est.run()

const dates = suite('gpu_prices :: as_of is the newest observation and says what it dates')
dates('as_of :: the latest observed date of any record, with its basis stated', () => {
  const newest = payload.items
    .map((i) => firstDay(i.observed ?? ''))
    .sort()
    .at(-1)
  assert.is(payload.as_of, newest)
  assert.is(payload.as_of, '2026-06-01') // GP-033/GP-034, dated 2026-06 (month only)
  assert.match(payload.as_of_basis, /newest observation/)
})
dates('per record :: observed = its newest price or rental day (H800: GP-048 page 2024-01)', () => {
  assert.is(item('nvidia-h800').observed, '2024-01')
  assert.is(price('nvidia-h800', 'gp-048').observed, '2024-01')
  assert.is(item('nvidia-a100-pcie-80gb').observed, '2025-11-16') // rental only
})
dates.run()

const prov = suite('gpu_prices :: provenance')
prov("GP-020..GP-022 (AWS Capacity Blocks) :: source_url is AWS's page, the copy is via_url", () => {
  for (const [id, pid] of [
    ['nvidia-h100-sxm', 'gp-020'],
    ['nvidia-h200-sxm', 'gp-021'],
    ['nvidia-a100-sxm4-40gb', 'gp-022'],
  ]) {
    const p = price(id, pid)
    assert.is(p.source_url, 'https://aws.amazon.com/ec2/capacityblocks/pricing/')
    assert.is(p.via_url, 'http://sibshop.uat.jiralog.com/ec2/capacityblocks/pricing')
  }
})
prov(
  "bundled price points :: AWS Capacity Blocks cite AWS's page, the copy as via_url (as ../shared/data now says)",
  () => {
    const points = JSON.parse(readFileSync(`${GPU_PRICES_DIR}/gpu_price_points_sourced.json`, 'utf8')) as
      | { records?: unknown[] }
      | unknown[]
    const records = (Array.isArray(points) ? points : (points.records ?? [])) as {
      id: string
      source_url: string
      via_url?: string
    }[]
    for (const id of ['GP-020', 'GP-021', 'GP-022']) {
      const r = records.find((x) => x.id === id)!
      assert.match(r.source_url, /^https:\/\/aws\.amazon\.com\//, id)
      assert.ok(r.via_url && r.via_url !== r.source_url, id)
    }
    // Where the shared data sits beside the checkout (the workspace, not CI), the bundled copy is its bytes.
    const shared = new URL('../../../../../shared/data/gpu/gpu_price_points_sourced.json', import.meta.url)
    if (existsSync(shared))
      assert.is(readFileSync(`${GPU_PRICES_DIR}/gpu_price_points_sourced.json`, 'utf8'), readFileSync(shared, 'utf8'))
  },
)
prov('Wikipedia figures :: CC BY-SA 4.0 on the figure itself (RTX 5090 VRAM, RTX PRO 6000 MSRP)', () => {
  const vram = item('nvidia-rtx-5090').specs.vram_gb
  assert.match(vram.source!.license, /^CC BY-SA 4\.0/)
  assert.match(price('nvidia-rtx-pro-6000-blackwell', 'wikipedia-msrp').license!, /^CC BY-SA 4\.0/)
  assert.match(item('nvidia-h100-sxm').specs.vram_gb.source!.license, /^CC BY 4\.0 \(Epoch AI\)/)
  for (const i of payload.items)
    for (const f of Object.values(i.specs)) {
      if (f.source?.file.startsWith('wikipedia')) assert.match(f.source.license, /CC BY-SA 4\.0/, i.id)
    }
})
prov.run()
