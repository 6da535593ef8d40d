import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { buildCodingPc, loadCodingPcInputs, produceCodingPc } from '../../../../jobs/datasets/coding-pc/build.ts'
import { memoryKind, neededGb, tierOf } from '../../../../jobs/datasets/coding-pc/tier.ts'
import { CodingPc, matchCodingPc } from '../../../../tools/coding-pc/schema.ts'

const { payload, rejected } = produceCodingPc()
const pc = (id: string) => payload.items.find((i) => i.id === id)!
const tiers: Record<string, number> = {}
for (const i of payload.items) tiers[i.tier.tier ?? 'null'] = (tiers[i.tier.tier ?? 'null'] ?? 0) + 1
console.log(
  `coding-pc: ${payload.items.length} configs, as_of ${payload.as_of}, ` +
    `rejected ${rejected.length}, tiers ${JSON.stringify(tiers)}`,
)

const tier = suite('coding-pc tier :: by hand')
// Needed GB = params(B) × 0.5625 bytes × 1.2; usable = memory × 0.75 (unified/system) or × 1.0 (VRAM).
const ROWS: [string, number | null, string | null, string][] = [
  // 16 GB unified -> 12 GB usable; 14B needs 14 × 0.675 = 9.45 GB, 32B needs 21.6 GB -> 14b
  ['apple-mac-mini-m4-16-256', 12, '14b', '12 ≥ 9.45 (14B), < 21.6 (32B)'],
  // 24 GB VRAM -> 24 GB usable; 32B needs 21.6, 70B needs 47.25 -> 32b
  ['diy-used-rtx3090-900', 24, '32b', '24 ≥ 21.6 (32B), < 47.25 (70B)'],
  // 96 GB unified -> 72 usable; 70B 47.25 fits, 120B needs 81 -> 70b
  ['apple-mac-studio-m3ultra-96', 72, '70b', '72 ≥ 47.25 (70B), < 81 (120B)'],
  // 128 GB unified -> 96; 120B 81 fits, 235B needs 158.63 -> 120b
  ['nvidia-dgx-spark', 96, '120b', '96 ≥ 81 (120B), < 158.63 (235B)'],
  // 24 × 48 GB = 1152 GB system RAM -> 864; 671B needs 452.925 -> 671b (the appliance's own claim)
  ['cn-xingyun-heyi-hy90', 864, '671b', '864 ≥ 452.93 (671B)'],
  ['apple-mac-studio-m4max-base', null, null, 'memory not stated'],
]
for (const [id, usable, want, why] of ROWS) {
  tier(`${id} :: ${want ?? 'null'} (${why})`, () => {
    assert.is(pc(id).tier.usable_gb, usable)
    assert.is(pc(id).tier.tier, want)
  })
}
tier('needed GB :: params × 0.5625 × 1.2', () => {
  assert.is(neededGb(70), 47.25)
  assert.is(Math.round(neededGb(671) * 1000) / 1000, 452.925)
})
tier('boundary :: 8 GB VRAM holds 8B (5.4 GB), 4 GB holds nothing', () => {
  assert.is(tierOf(8, 'vram').tier, '8b')
  assert.is(tierOf(4, 'vram').tier, 'below-8b')
})
tier('memory kind :: unified, VRAM, system RAM read from the words', () => {
  assert.is(memoryKind('unified LPDDR5X-8000 (up to 96GB assignable as VRAM on Windows)'), 'unified')
  assert.is(memoryKind('VRAM total (4x 24GB, not pooled); 16GB DDR4 system RAM'), 'vram')
  assert.is(memoryKind('system RAM: 24x 48GB DDR5-6400 (CPU-side inference with GPU assist)'), 'system')
})
tier.run()

const prices = suite('coding-pc :: prices')
prices('all 23 :: valid, each price with a source', () => {
  assert.is(payload.items.length, 23)
  for (const i of payload.items) CodingPc.parse(i)
  for (const i of payload.items) for (const p of i.prices) assert.ok(/^https?:\/\//.test(p.source_url), i.id)
})
prices('DGX Spark :: $4,699, $3,999 and €4,700 side by side, not averaged', () => {
  assert.equal(
    pc('nvidia-dgx-spark').prices.map((p) => [p.price, p.currency]),
    [
      [4699, 'USD'],
      [3999, 'USD'],
      [4700, 'EUR'],
    ],
  )
})
prices('a range :: low and high kept, price null', () => {
  const p = pc('strix-halo-mini-pcs-range').prices[0]
  assert.equal([p.price, p.price_low, p.price_high], [null, 1800, 2200])
})
prices.run()

const filter = suite('matchCodingPc :: filters')
const ids = (q: Parameters<typeof matchCodingPc>[1]) =>
  payload.items.filter((i) => matchCodingPc(i, q)).map((i) => i.id)
filter('tier 671b :: DGX Station and the Xingyun appliance', () =>
  assert.equal(ids({ tier: '671b' }), ['nvidia-dgx-station-msi-ws300', 'cn-xingyun-heyi-hy90']),
)
filter('category laptop :: 5 laptops', () => assert.is(ids({ category: 'laptop' }).length, 5))
filter('category mini-pc + min_tier 120b :: the 128 GB mini PCs', () =>
  assert.equal(ids({ category: 'mini-pc', min_tier: '120b' }), [
    'nvidia-dgx-spark',
    'framework-desktop-395-128',
    'strix-halo-mini-pcs-range',
  ]),
)
filter('query 褐蚁 :: the Chinese appliance', () => assert.equal(ids({ query: '褐蚁' }), ['cn-xingyun-heyi-hy90']))
filter('query "rtx 5090" :: two builds, the card and the appliance (RTX 5090D)', () =>
  assert.is(ids({ query: 'rtx 5090' }).length, 4),
)
filter.run()

const shape = suite('configs.json :: each record checked against its schema on read')
shape('a record of the wrong shape is rejected by id with the field, the others published', () => {
  const inputs = loadCodingPcInputs()
  const before = buildCodingPc(inputs).payload.items.length
  const [first, ...rest] = inputs.file.records as Record<string, unknown>[]
  const broken = { ...first, id: 'broken-pc', memory_gb: '128 GB' }
  const { payload, rejected } = buildCodingPc({ file: { ...inputs.file, records: [broken, first, ...rest] } })
  assert.is(payload.items.length, before)
  assert.equal(rejected.find((r) => r.record === 'broken-pc')?.reason.startsWith('memory_gb:'), true)
})
shape.run()
