import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { gpuCostInputs, pickPurchasePrice } from '../../../../jobs/datasets/gpu-prices/cost-inputs.ts'
import { produceGpuPrices } from '../../../../jobs/datasets/gpu-prices/load.ts'

const costs = gpuCostInputs(produceGpuPrices().payload.items)
const of = (id: string) => costs.find((c) => c.id === id)!
const test = suite('gpuCostInputs :: per-GPU rental and purchase price for enterprise cost')

test(
  'H100 SXM :: rental median 2.26 USD/GPU-hour on 2025-11-16; ' +
    'purchase price Epoch $33,600 (2022-09-20), an estimate',
  () => {
    const c = of('nvidia-h100-sxm')
    assert.equal(
      [c.rental!.median_usd_per_gpu_hour, c.rental!.min_usd_per_gpu_hour, c.rental!.date],
      [2.26, 1, '2025-11-16'],
    )
    assert.equal(
      [c.purchase_price!.usd, c.purchase_price!.date, c.purchase_price!.price_id],
      [33600, '2022-09-20', 'epoch-release-price'],
    )
    assert.ok(/^https?:\/\//.test(c.rental!.source_url) && /^https?:\/\//.test(c.purchase_price!.source_url))
    assert.is(c.purchase_price!.kind, 'estimate')
  },
)

test('RTX 4090 :: latest-dated USD list price (GP-007, 2022-10-12), no rental with reason', () => {
  const c = of('nvidia-rtx-4090')
  assert.equal([c.purchase_price!.usd, c.purchase_price!.price_id], [1599, 'gp-007'])
  assert.is(c.rental, null)
  assert.match(c.rental_null_reason!, /not in the bundled/)
})

test('H200 SXM :: no USD list price, with reason', () => {
  assert.is(of('nvidia-h200-sxm').purchase_price, null)
  assert.match(of('nvidia-h200-sxm').purchase_price_null_reason!, /no USD per-card point price/)
})

test('form-not-stated records :: not a cost input (GP-037 on nvidia-h100 is not an H100 SXM price)', () => {
  assert.is(
    costs.find((c) => c.id === 'nvidia-h100'),
    undefined,
  )
  assert.is(
    costs.find((c) => c.id === 'nvidia-a800'),
    undefined,
  )
})

// "from"/"up to" figures are not point prices. GP-012 (RTX 5090 D, "16499元起") is CNY; the
// USD case is GP-013 ("$3,059 starting"), a street price of the RTX 5090 that must not be picked.
test('bounded prices :: left out (GP-013 "$3,059 starting" never picked)', () => {
  const rtx5090 = produceGpuPrices().payload.items.find((i) => i.id === 'nvidia-rtx-5090')!
  const gp013 = rtx5090.prices.find((p) => p.id === 'gp-013')!
  assert.is(gp013.bound, 'min')
  assert.is(pickPurchasePrice([gp013]), undefined)
  // the same record without the bound would be taken
  assert.is(pickPurchasePrice([{ ...gp013, bound: null }])?.id, 'gp-013')
  assert.equal(
    [of('nvidia-rtx-5090').purchase_price!.price_id, of('nvidia-rtx-5090').purchase_price!.usd],
    ['gp-008', 1999],
  )
})

test.run()
