import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { z } from 'zod'
import { NODE_DERIVATION } from '../../../../jobs/datasets/gpu-prices/price-points.ts'
import { produceGpuPrices } from '../../../../jobs/datasets/gpu-prices/load.ts'
import { GpuItem } from '../../../../tools/gpu-prices/schema.ts'

const { payload, rejected } = produceGpuPrices()
const prices = payload.items.flatMap((item) => item.prices.map((price) => ({ item: item.id, price })))
const byId = (id: string) => payload.items.find((item) => item.id === id)!
const priceOf = (item: string, id: string) => byId(item).prices.find((p) => p.id === id)!

const shape = suite('buildGpuPrices :: bundled data')

shape('every item :: passes the published schema, ids unique', () => {
  z.array(GpuItem).parse(payload.items)
  assert.is(new Set(payload.items.map((i) => i.id)).size, payload.items.length)
  console.log(
    `  items ${payload.items.length}, prices ${prices.length}, rejected ${rejected.length}, as_of ${payload.as_of}`,
  )
})

shape('as_of :: newest observation in the data, not the clock', () => {
  assert.is(payload.as_of, '2026-06-01') // GP-033/034 are dated 2026-06 (month only)
})

shape('every price :: source URL, date and quoted currency', () => {
  for (const { item, price } of prices) {
    assert.ok(/^https?:\/\//.test(price.source_url), `${item} ${price.id} source_url`)
    assert.ok(/^\d{4}(-\d{2}(-\d{2})?)?$/.test(price.date), `${item} ${price.id} date`)
    assert.ok(['CNY', 'USD', 'TWD'].includes(price.currency), `${item} ${price.id} currency`)
  }
})

shape('every converted price :: CNY and USD with the rate, its date and source', () => {
  for (const { item, price } of prices) {
    assert.ok(price.fx && price.usd && price.cny, `${item} ${price.id} converted`)
    assert.ok(price.fx!.rate > 0 && /^\d{4}-\d{2}-\d{2}$/.test(price.fx!.date) && price.fx!.source.length > 0)
  }
})

shape('every rental :: source URL, date, quoted currency, CNY at a named rate', () => {
  const rentals = payload.items.flatMap((item) => (item.cloud_rental ? [item.cloud_rental] : []))
  assert.is(rentals.length, 7)
  for (const r of rentals) {
    assert.ok(/^https?:\/\//.test(r.source_url) && /^\d{4}-\d{2}-\d{2}$/.test(r.date) && r.currency === 'USD')
    assert.is(r.median_cny, Math.round(r.median_usd * r.fx.rate * 1e4) / 1e4)
  }
})

const nodes = prices.filter(
  ({ price }) => price.basis === 'per_8gpu_node' || price.basis === 'per_8gpu_node_year_rental',
)
shape('8-GPU node prices :: per-card figure says so and equals node / 8', () => {
  assert.ok(nodes.length >= 8, `node prices: ${nodes.length}`)
  for (const { item, price } of nodes) {
    assert.is(price.per_card?.derived_from, NODE_DERIVATION, `${item} ${price.id}`)
    for (const k of ['amount', 'low', 'high'] as const) {
      const node = price.cny![k]
      assert.is(price.per_card!.cny![k], node === null ? null : node / 8, `${item} ${price.id} ${k}`)
    }
  }
})

const table = [
  { item: 'nvidia-h200-sxm', id: 'gp-002', node: 1_500_000, card: 187_500 },
  { item: 'nvidia-h20', id: 'gp-047', node: 1_400_000, card: 175_000 },
  { item: 'nvidia-h800-sxm', id: 'gp-039', node: 2_300_000, card: 287_500 },
]
for (const row of table) {
  shape(`${row.id} ${row.item} :: ${row.node} CNY node, ${row.card} CNY per card`, () => {
    const price = priceOf(row.item, row.id)
    assert.is(price.cny!.amount, row.node)
    assert.is(price.per_card!.cny!.amount, row.card)
  })
}

shape('per-card quote :: no derived figure', () => {
  assert.is(priceOf('nvidia-h200-sxm', 'gp-001').per_card, null)
})

shape('server without a GPU count :: no per-card figure, with the reason', () => {
  const price = priceOf('nvidia-h20', 'gp-004')
  assert.is(price.per_card, null)
  assert.match(price.per_card_null_reason!, /GPU count/)
})

shape('conflicting reports :: kept side by side (H800 8-GPU server before/after 2023-10-17)', () => {
  const ids = byId('nvidia-h800-sxm').prices.map((p) => p.id)
  assert.ok(ids.includes('gp-039') && ids.includes('gp-040'))
})

shape(
  'rejected :: each with source, record and reason; only derived figures and non-prices among the price points',
  () => {
    for (const r of rejected) assert.ok(r.source && r.record && r.reason)
    const reason = (record: string) => rejected.find((r) => r.record === record)?.reason ?? ''
    assert.match(reason('GP-054'), /derived/)
    assert.match(reason('GP-055'), /order value/)
    assert.equal(
      rejected.filter((r) => /^GP-/.test(r.record)).map((r) => r.record),
      ['GP-054', 'GP-055'],
    )
  },
)

shape('README caveats :: stale AWS list price and vendor pages flagged on the price', () => {
  assert.ok(priceOf('nvidia-h100-sxm', 'gp-023').caveats.some((c) => /June 2025/.test(c)))
  assert.ok(priceOf('nvidia-b200', 'gp-033').caveats.some((c) => /interest in the numbers/.test(c)))
  assert.ok(priceOf('nvidia-rtx-4090', 'gp-063').caveats.some((c) => /reliability: low/.test(c)))
})

shape.run()
