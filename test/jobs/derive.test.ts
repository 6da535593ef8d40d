import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  creditSellers,
  dailyHistory,
  latestPrices,
  mergeByPrecedence,
  preferFirstSource,
  priceChanges,
  priceRecord,
} from '../../jobs/datasets/llm-prices/derive.ts'
import { FxTable } from '../../tools/fx.ts'
import type { Observation } from '../../tools/observation.ts'

// Test-only sample observations: not real prices, never published.
const fx = new FxTable([
  { date: '2024-01-01', rate: 7, source: 'test' },
  { date: '2024-01-03', rate: 8, source: 'test' },
])
const obs = (model: string, observed: string, input: number, extra: Partial<Observation> = {}): Observation => ({
  model,
  source_model_id: model,
  vendor: 'v',
  country: 'US',
  currency: 'USD',
  input,
  output: input * 2,
  cache_read: null,
  cache_write: null,
  observed,
  source_name: 's',
  source_url: 'https://example.test',
  ...extra,
})

const derive = suite('derive :: history, latest, changes')

derive('carry forward :: days between observations keep the last price and its observed date', () => {
  const rows = dailyHistory(preferFirstSource([obs('m', '2024-01-01', 1), obs('m', '2024-01-04', 2)]), '2024-01-05', fx)
  assert.equal(
    rows.map((r) => [r.date, r.input_usd, r.last_observed]),
    [
      ['2024-01-01', 1, '2024-01-01'],
      ['2024-01-02', 1, '2024-01-01'],
      ['2024-01-03', 1, '2024-01-01'],
      ['2024-01-04', 2, '2024-01-04'],
      ['2024-01-05', 2, '2024-01-04'],
    ],
  )
  assert.equal(
    rows.map((r) => r.fx_usd_cny),
    [7, 7, 7, 8, 8],
    'each price converts at the rate of the day it was observed',
  )
})

derive("gone from its source :: carried only until the source's next snapshot", () => {
  const byModel = preferFirstSource([obs('m', '2024-01-01', 1, { valid_until: '2024-01-03' })])
  const rows = dailyHistory(byModel, '2024-01-10', fx)
  assert.equal(
    rows.map((r) => r.date),
    ['2024-01-01', '2024-01-02'],
  )
  assert.equal(latestPrices(rows, '2024-01-10', byModel, fx), [])
})

derive('CNY native :: USD converted, native amount untouched', () => {
  const record = priceRecord(obs('m', '2024-01-03', 8, { currency: 'CNY' }), fx)
  assert.equal([record.input_cny, record.input_usd, record.fx_usd_cny, record.fx_date], [8, 1, 8, '2024-01-03'])
})

derive('first source wins per model :: a second source only adds models', () => {
  const byModel = preferFirstSource([obs('a', '2024-01-01', 1)], [obs('a', '2024-01-02', 9), obs('b', '2024-01-02', 3)])
  assert.equal(
    byModel.get('a')!.map((o) => o.input),
    [1],
  )
  assert.equal(
    byModel.get('b')!.map((o) => o.input),
    [3],
  )
})

derive('changes :: added, cut, increase, mixed with percents', () => {
  const changes = priceChanges(
    preferFirstSource([
      obs('m', '2024-01-01', 4),
      obs('m', '2024-01-02', 4),
      obs('m', '2024-01-03', 2),
      obs('m', '2024-01-04', 3),
      obs('m', '2024-01-05', 4, { output: 1 }),
    ]),
  )
  assert.equal(
    changes.map((c) => [c.date, c.kind, c.input_change_pct, c.change_pct]),
    [
      ['2024-01-01', 'added', null, null],
      ['2024-01-03', 'cut', -50, -50],
      ['2024-01-04', 'increase', 50, 50],
      ['2024-01-05', 'mixed', 33.33, -83.33],
    ],
  )
})

derive.run()

const merge = suite('derive :: merge by precedence')

// A seller's page (date_basis) owns the series; a catalogue (no date_basis) is the lower source.
const page = (observed: string, input: number, extra: Partial<Observation> = {}) =>
  obs('m', observed, input, {
    source_name: 'Seller (page)',
    source_url: 'https://seller.test',
    date_basis: 'page seen: x',
    ...extra,
  })
const served = (list: Observation[]) => list.map((o) => [o.observed, o.input, o.source_url, o.valid_until ?? null])

merge(
  "inside the page's span :: a catalogue showing its price again is kept as that price seen again; another is not",
  () => {
    const byModel = mergeByPrecedence(
      [page('2024-01-01', 1, { valid_until: '2024-09-01' }), page('2024-08-01', 1, { valid_until: '2024-09-01' })],
      [
        obs('m', '2024-03-01', 1, { valid_until: '2024-04-01' }), // the page's price: kept, its own end dropped
        obs('m', '2024-05-01', 7), // another price: sources never alternate
        obs('m', '2024-09-15', 1), // after the page's stated end it is not the page's price seen again
      ],
    )
    assert.equal(served(creditSellers(byModel).get('m')!), [
      ['2024-01-01', 1, 'https://seller.test', '2024-09-01'],
      ['2024-03-01', 1, 'https://seller.test', '2024-09-01'],
      ['2024-08-01', 1, 'https://seller.test', '2024-09-01'],
    ])
    assert.match(creditSellers(byModel).get('m')![1].via ?? '', /^s, 2024-03-01/)
  },
)

merge("a catalogue's price seen again ends where the seller says the price ended, not at its next snapshot", () => {
  // mistral-medium-latest: $2.7 / $8.1 until Mistral moved the id to another model on 2025-05-07.
  const seller = page('2024-03-07', 2.7, { output: 8.1, valid_until: '2025-05-07' })
  const shown = obs('m', '2025-04-30', 2.7, { output: 8.1, valid_until: '2025-05-29' })
  const credited = creditSellers(new Map([['m', [seller, shown]]])).get('m')!
  assert.equal(served(credited), [
    ['2024-03-07', 2.7, 'https://seller.test', '2025-05-07'],
    ['2025-04-30', 2.7, 'https://seller.test', '2025-05-07'],
  ])
  // A catalogue gone sooner keeps its own end.
  const sooner = creditSellers(new Map([['m', [seller, { ...shown, valid_until: '2025-05-01' }]]])).get('m')!
  assert.is(sooner[1].valid_until, '2025-05-01')
})

merge("a Chinese developer's model :: a catalogue's USD price stands only on days no CNY price is carried", () => {
  const cn = { country: 'CN' as const, currency: 'CNY' as const }
  const byModel = mergeByPrecedence(
    [],
    [obs('m', '2024-01-01', 7, { ...cn, valid_until: '2024-03-01' }), obs('m', '2024-06-01', 7, cn)],
    [
      obs('m', '2024-02-01', 1, { country: 'CN' }), // a CNY price is carried: not taken
      obs('m', '2024-04-01', 1, { country: 'CN' }), // between the CNY table's end and its next: taken
    ],
  )
  assert.equal(
    byModel.get('m')!.map((o) => [o.observed, o.currency]),
    [
      ['2024-01-01', 'CNY'],
      ['2024-04-01', 'USD'],
      ['2024-06-01', 'CNY'],
    ],
  )
})

merge.run()
