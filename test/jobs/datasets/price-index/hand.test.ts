// A hand-worked index (test-only sample prices, never published: SAMPLE below), then the stated
// rules one by one: zero prices, row order, rejection, selection.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { IndexRow } from '../../../../jobs/datasets/price-index/blend.ts'
import { computeIndexSeries } from '../../../../jobs/datasets/price-index/index-series.ts'
import { buildPriceIndex, selectIndex } from '../../../../jobs/datasets/price-index/build.ts'
import { PriceIndexPayload } from '../../../../tools/price-index/schema.ts'

// sample: true — invented prices for a hand computation. Four models over three days:
// a (US) on all days; b (CN) on all days; c (US) leaves after day 2; d (CN) enters on day 2.
// CNY = USD * 7 except a on day 3, where the CNY columns use 8 (as if the USD/CNY rate moved).
const row = (date: string, model: string, country: 'CN' | 'US', i: number, o: number, fx = 7): IndexRow => ({
  date,
  model,
  vendor: `${model}-vendor`,
  country,
  input_usd: i,
  output_usd: o,
  input_cny: i * fx,
  output_cny: o * fx,
})
const SAMPLE: IndexRow[] = [
  row('2025-01-01', 'a', 'US', 1, 4), //   blend (3*1 + 4)/4 = 1.75
  row('2025-01-01', 'b', 'CN', 2, 2), //   2
  row('2025-01-01', 'c', 'US', 4, 8), //   (12 + 8)/4 = 5
  row('2025-01-02', 'a', 'US', 1, 4), //   1.75  relative 1
  row('2025-01-02', 'b', 'CN', 1, 1), //   1     relative 0.5
  row('2025-01-02', 'c', 'US', 4, 16), //  (12 + 16)/4 = 7, relative 1.4
  row('2025-01-02', 'd', 'CN', 1, 5), //   (3 + 5)/4 = 2, enters: in no link today
  row('2025-01-03', 'a', 'US', 0.5, 2, 8), // 0.875 relative 0.5; CNY 7 vs 12.25: relative 4/7
  row('2025-01-03', 'b', 'CN', 1, 1), //   1     relative 1
  row('2025-01-03', 'd', 'CN', 1, 1), //   1     relative 0.5  (c has left: no row, no link)
]

// Base: the first day on which CN, US and ALL all have a row = 2025-01-01, every group 100 there.
// ALL  day 2: link (1 * 0.5 * 1.4)^(1/3) = 0.7^(1/3)          -> 100 * 0.7^(1/3)   = 88.79040017426007
//      day 3: link (0.5 * 1 * 0.5)^(1/3) = 0.25^(1/3)         -> 100 * 0.175^(1/3) = 55.93444710406984
//      CNY day 3: link (4/7 * 1 * 0.5)^(1/3) = (2/7)^(1/3)     -> 100 * 0.2^(1/3)   = 58.48035476425733
// US   day 2: link (1 * 1.4)^(1/2)                              -> 100 * 1.4^(1/2)  = 118.32159566199232
//      day 3: link 0.5 (a only)                                 -> 59.16079783099616; CNY * 4/7 -> 67.61234037828133
// CN   day 2: link 0.5 (b only; d enters)                       -> 50
//      day 3: link (1 * 0.5)^(1/2)                              -> 50 * 0.5^(1/2)   = 35.35533905932738
// Medians (USD): ALL {1.75,2,5} = 2; {1,1.75,2,7} = 1.875; {0.875,1,1} = 1.
//                US {1.75,5} = 3.375; {1.75,7} = 4.375; {0.875}.  CN {2}; {1,2} = 1.5; {1,1} = 1.
const EXPECTED = [
  // date, group, index_usd, index_cny, median_usd, models, link_models
  ['2025-01-01', 'CN', 100, 100, 2, 1, 0],
  ['2025-01-01', 'US', 100, 100, 3.375, 2, 0],
  ['2025-01-01', 'ALL', 100, 100, 2, 3, 0],
  ['2025-01-02', 'CN', 50, 50, 1.5, 2, 1],
  ['2025-01-02', 'US', 118.32159566199232, 118.32159566199232, 4.375, 2, 2],
  ['2025-01-02', 'ALL', 88.79040017426007, 88.79040017426007, 1.875, 4, 3],
  ['2025-01-03', 'CN', 35.35533905932738, 35.35533905932738, 1, 2, 2],
  ['2025-01-03', 'US', 59.16079783099616, 67.61234037828133, 0.875, 1, 1],
  ['2025-01-03', 'ALL', 55.93444710406984, 58.48035476425733, 1, 3, 3],
] as const

const hand = suite('computeIndexSeries :: hand-worked sample')
const series = computeIndexSeries(SAMPLE)
hand('base date :: first day all groups have a row', () => {
  assert.is(series.base_date, '2025-01-01')
  assert.is(series.as_of, '2025-01-03')
})
for (const [date, group, usd, cny, med, models, linkModels] of EXPECTED) {
  hand(
    `${date} ${group} :: index ${usd.toFixed(6)} usd, ${cny.toFixed(6)} cny, median ${med}, ` +
      `${models}/${linkModels} models`,
    () => {
      const p = series.items.find((i) => i.date === date && i.group === group)!
      assert.ok(Math.abs(p.index_usd - usd) < 1e-9, `index_usd ${p.index_usd}`)
      assert.ok(Math.abs(p.index_cny - cny) < 1e-9, `index_cny ${p.index_cny}`)
      assert.ok(Math.abs(p.median_blended_usd - med) < 1e-12, `median ${p.median_blended_usd}`)
      assert.ok(Math.abs(p.median_blended_cny - (group === 'US' && date === '2025-01-03' ? 7 : med * 7)) < 1e-12)
      assert.is(p.models, models)
      assert.is(p.link_models, linkModels)
    },
  )
}
hand('row order within a day :: same series', () => {
  const shuffled = [...SAMPLE].sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : x.model < y.model ? 1 : -1))
  assert.equal(computeIndexSeries(shuffled).items, series.items)
})
hand('fixed base date day 2 :: ALL day 1 = 100 / 0.7^(1/3)', () => {
  const p = computeIndexSeries(SAMPLE, { baseDate: '2025-01-02' }).items.find(
    (i) => i.date === '2025-01-01' && i.group === 'ALL',
  )!
  assert.ok(Math.abs(p.index_usd - 100 / 0.7 ** (1 / 3)) < 1e-9)
})
hand.run()

const rules = suite('computeIndexSeries :: rules')
rules('zero price on one side :: left out of the link, kept in count and median', () => {
  // sample: true. e is free on day 1, priced on day 2: relative undefined, so only a (1) links.
  const rows = [
    row('2025-01-01', 'a', 'US', 1, 4),
    row('2025-01-01', 'e', 'US', 0, 0),
    row('2025-01-02', 'a', 'US', 1, 4),
    row('2025-01-02', 'e', 'US', 1, 1),
  ]
  const day2 = computeIndexSeries(rows).items.find((i) => i.date === '2025-01-02' && i.group === 'US')!
  assert.is(day2.link_models, 1)
  assert.is(day2.index_usd, 100)
  assert.is(day2.models, 2)
  assert.is(day2.median_blended_usd, (1 + 1.75) / 2)
})
rules('no model on both days :: link 1, index carried', () => {
  const rows = [row('2025-01-01', 'a', 'US', 1, 4), row('2025-01-02', 'b', 'US', 9, 9)]
  const day2 = computeIndexSeries(rows).items.find((i) => i.date === '2025-01-02' && i.group === 'ALL')!
  assert.equal([day2.link_usd, day2.index_usd, day2.link_models], [1, 100, 0])
})
rules('date going back :: throws', () => {
  assert.throws(
    () => computeIndexSeries([row('2025-01-02', 'a', 'US', 1, 1), row('2025-01-01', 'a', 'US', 1, 1)]),
    /not ordered by date/,
  )
})
rules('bad rows :: rejected with a reason, not indexed', () => {
  const bad = [
    { ...row('2025-01-01', 'x', 'US', 1, 1), output_usd: NaN },
    row('2025-01-01', 'a', 'US', 1, 4),
    row('2025-01-01', 'a', 'US', 2, 4),
  ]
  const out = computeIndexSeries(bad)
  assert.equal(
    out.rejected.map((r) => r.reason),
    ['output_usd NaN is not a non-negative number', 'second row for this model on this day'],
  )
  assert.is(out.items.find((i) => i.group === 'ALL')!.models, 1)
})
rules.run()

const select = suite('selectIndex :: query')
const { payload } = buildPriceIndex({ rows: [...SAMPLE].reverse(), sources: [] })
select('payload :: valid against PriceIndexPayload', () => {
  PriceIndexPayload.parse(payload)
})
select('builder sorts any order :: same items as the core', () => {
  // The builder adds the quality-adjusted fields (hedonic.test.ts): the chain-linked ones are the core's.
  assert.equal(
    payload.items.map(({ qa_index_usd: _u, qa_index_cny: _c, qa_models: _m, ...chain }) => chain),
    series.items,
  )
})
const cases = [
  [{}, 'ALL', 3],
  [{ group: 'CN' }, 'CN', 3],
  [{ group: 'US', since: '2025-01-02' }, 'US', 2],
  [{ since: '2025-01-04' }, 'ALL', 0],
] as const
for (const [query, group, n] of cases) {
  select(`${JSON.stringify(query)} :: ${n} ${group} points`, () => {
    const out = selectIndex(payload, query)
    assert.is(out.items.length, n)
    assert.ok(out.items.every((i) => i.group === group && (!('since' in query) || i.date >= query.since)))
    assert.ok(out.cost_of_capability.every((s) => s.group === group))
  })
}
select.run()
