import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  dailyHistory,
  latestPrices,
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
