// Two offers of one model (a developer's mainland CNY list and its international USD list): the served
// series switches from one to the other between two days. The switch is no price change and no index
// link; the offer no longer served keeps its own rows and changes, each offer one row a day.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { offerChanges, offerRows, type ServedOn } from '../../../../jobs/datasets/llm-prices/offer-history.ts'
import { dailyHistory, priceChanges } from '../../../../jobs/datasets/llm-prices/derive.ts'
import { computeIndexSeries } from '../../../../jobs/datasets/price-index/index-series.ts'
import { FxTable } from '../../../../tools/fx.ts'
import type { Observation } from '../../../../tools/observation.ts'
import type { HistoryRow } from '../../../../tools/schemas.ts'

// Test-only sample observations: not real prices, never published.
const fx = new FxTable([{ date: '2024-01-01', rate: 7, source: 'test' }])
const obs = (model: string, observed: string, extra: Partial<Observation>): Observation => ({
  model,
  source_model_id: model,
  vendor: 'zhipu',
  country: 'CN',
  currency: 'CNY',
  input: 2,
  output: 8,
  cache_read: null,
  cache_write: null,
  observed,
  source_name: 'mainland page',
  source_url: 'https://open.example.cn/pricing',
  date_basis: 'effective: test',
  ...extra,
})
const cn = (observed: string, input = 2) => obs('m', observed, { input })
const intl = (observed: string) =>
  obs('m', observed, {
    currency: 'USD',
    input: 0.6,
    output: 2.2,
    source_name: 'international page',
    source_url: 'https://docs.example.com/pricing',
  })
// A second model at one steady price: the days it links say the index still links what it should.
const steady = obs('n', '2024-01-01', { input: 1, output: 1 })

/** The served offer per model and day, as the stored served series says. */
const servedOf =
  (rows: HistoryRow[]): ServedOn =>
  (model, day) =>
    rows.find((r) => r.model === model && r.date === day)?.offer ?? undefined

const test = suite('offer history :: two offers, a switch of the served one')
const served = new Map([
  ['m', [cn('2024-01-01'), intl('2024-01-03')]],
  ['n', [steady]],
])
// By date, as the index reads the history.
const rows = dailyHistory(served, '2024-01-05', fx).sort((a, b) => a.date.localeCompare(b.date))

test('served series :: each row names its offer, the switch on the day it happens', () => {
  assert.equal(
    rows.filter((r) => r.model === 'm').map((r) => [r.date, r.offer, r.region, r.served]),
    [
      ['2024-01-01', 'm@zhipu/cn', 'cn', 1],
      ['2024-01-02', 'm@zhipu/cn', 'cn', 1],
      ['2024-01-03', 'm@zhipu/intl', 'intl', 1],
      ['2024-01-04', 'm@zhipu/intl', 'intl', 1],
      ['2024-01-05', 'm@zhipu/intl', 'intl', 1],
    ],
  )
})

test('price changes :: the switch of offer records no change', () => {
  const changes = priceChanges(served)
  assert.equal(
    changes.filter((c) => c.model === 'm').map((c) => [c.date, c.kind, c.offer]),
    [['2024-01-01', 'added', 'm@zhipu/cn']],
  )
})

test('price index :: the switch is no link; the steady model still links', () => {
  const cnPoints = computeIndexSeries(rows).items.filter((p) => p.group === 'CN')
  const on = (date: string) => cnPoints.find((p) => p.date === date)!
  assert.is(on('2024-01-02').link_models, 2)
  assert.is(on('2024-01-03').link_models, 1)
  assert.is(on('2024-01-03').link_usd, 1)
  assert.is(on('2024-01-03').index_cny, on('2024-01-02').index_cny)
  // The same rows read as one offer and one source would link the move (the test can fail).
  const blind = rows.map((r) => ({ ...r, offer: 'same', source_name: 'same' }))
  const linked = computeIndexSeries(blind).items.find((p) => p.group === 'CN' && p.date === '2024-01-03')!
  assert.is(linked.link_models, 2)
  assert.ok(linked.link_usd !== 1)
})

test('offer rows :: the offer no longer served keeps its days and its own change, one row per offer per day', () => {
  const byOffer = new Map([
    ['m@zhipu/cn', [cn('2024-01-01'), cn('2024-01-04', 1.5)]],
    ['m@zhipu/intl', [intl('2024-01-03')]],
  ])
  const others = offerRows(byOffer, servedOf(rows), fx, '2024-01-05')
  assert.equal(
    others.map((r) => [r.date, r.offer, r.input_cny, r.served]),
    [
      ['2024-01-03', 'm@zhipu/cn', 2, 0],
      ['2024-01-04', 'm@zhipu/cn', 1.5, 0],
      ['2024-01-05', 'm@zhipu/cn', 1.5, 0],
    ],
  )
  const all = [...rows, ...others].map((r) => `${r.offer}|${r.date}`)
  assert.is(new Set(all).size, all.length)
  // Its cut while not served is its own change, not the model's headline one; its first day was served. The offer
  // the series switched to is added on its first day: the switch moves no price, so the series adds nothing.
  assert.equal(
    offerChanges(byOffer, servedOf(rows)).map((c) => [c.date, c.offer, c.kind, c.input_before, c.headline]),
    [
      ['2024-01-04', 'm@zhipu/cn', 'cut', 2, false],
      ['2024-01-03', 'm@zhipu/intl', 'added', null, undefined],
    ],
  )
})

test.run()
