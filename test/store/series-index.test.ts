// The embedded store's in-memory series and its segment format, pure (no store, no app): the merge
// by date and key, the round trip, the first format, a field the rows gained later.
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { z } from 'zod'
import { encodeRows, KeyedSegment } from '../../store/keyed-segment.ts'
import { SeriesIndex } from '../../store/series-index.ts'
import { PRICE_HISTORY } from '../../tools/llm-prices/llm-price-history.ts'
import { HistoryRow } from '../../tools/schemas.ts'
import { type AnySeries, anySeries, type SeriesRow, seriesOf } from '../../tools/series.ts'
import { assertProperty } from '../helpers/random.ts'
import { beforeOffers, row } from './contract.ts'

const prices = anySeries(PRICE_HISTORY)
const inMemory = (series: AnySeries, rows: SeriesRow[], name = '1') =>
  KeyedSegment.inMemory(series, name, encodeRows(series, rows))
const fixture = (name: string) => new URL(`../fixtures/store/${name}`, import.meta.url)
const day = (d: number) => new Date(Date.UTC(2024, 0, 1 + d)).toISOString().slice(0, 10)

const index = suite('series index :: merge, segments, formats')

index('newest-first merge :: equals a full sort, for random ranges and limits (the seed is printed on failure)', () => {
  // Test-only rows: per model a random run of days; queried by vendor with random bounds and limits.
  const runs = fc.array(fc.tuple(fc.nat(60), fc.integer({ min: 1, max: 60 })), { minLength: 1, maxLength: 40 })
  const query = fc.tuple(fc.option(fc.nat(120)), fc.option(fc.nat(120)), fc.integer({ min: 1, max: 3000 }))
  assertProperty(
    fc.property(runs, query, (models, [low, high, limit]) => {
      const rows = models.flatMap(([start, days], m) =>
        Array.from({ length: days }, (_, d) => row(`m${String(m).padStart(2, '0')}`, day(start + d))),
      )
      const h = new SeriesIndex(prices)
      h.addSegment(inMemory(prices, rows))
      const [since, until] = [low === null ? undefined : day(low), high === null ? undefined : day(high)]
      const expected = rows
        .filter((r) => (!since || r.date >= since) && (!until || r.date <= until))
        .sort((a, b) => a.date.localeCompare(b.date) || a.model.localeCompare(b.model))
      const page = h.query({ where: { vendor: 'v' }, since, until, limit })
      assert.is(page.total, expected.length)
      assert.equal(
        page.rows.map((r) => `${r.date}/${r.model}`),
        expected.slice(-limit).map((r) => `${r.date}/${r.model}`),
      )
    }),
    { numRuns: 60 },
  )
})

index('segment format :: rows round-trip exactly, in the wire order, nulls included', () => {
  const rows = [
    row('a', '2024-01-01', 1.25),
    { ...row('b', '2024-02-29', 0), cache_read_usd: 0.5, cache_read_cny: 3.5 },
  ]
  const h = new SeriesIndex(prices)
  h.addSegment(inMemory(prices, rows))
  const back = [...h.byDate()]
  assert.equal(back, rows)
  // Same keys in the same order as HistoryRow's schema (date and model first): answers keep their bytes.
  assert.equal(Object.keys(back[0]), [
    'date',
    'model',
    ...Object.keys(HistoryRow.shape).filter((k) => k !== 'date' && k !== 'model'),
  ])
})

index('first format :: a segment written by the first release (history-columns/1) reads back whole', () => {
  const h = new SeriesIndex(prices)
  h.addSegment(KeyedSegment.inMemory(prices, '1', readFileSync(fixture('history-columns-1.cols'))))
  const expected = (JSON.parse(readFileSync(fixture('history-columns-1.json'), 'utf8')) as SeriesRow[]).map(
    beforeOffers,
  )
  assert.equal([...h.byDate()], expected)
  assert.equal(h.query({ where: { vendor: 'w', country: 'CN' }, limit: 5 }).rows, [expected[1]])
})

index('second format :: a segment written column by column (series-columns/2) reads back whole', () => {
  // The same rows as the first-format fixture, written by the release that wrote series-columns/2.
  const h = new SeriesIndex(prices)
  h.addSegment(KeyedSegment.inMemory(prices, '1', readFileSync(fixture('series-columns-2.cols'))))
  const expected = (JSON.parse(readFileSync(fixture('history-columns-1.json'), 'utf8')) as SeriesRow[]).map(
    beforeOffers,
  )
  assert.equal([...h.byDate()], expected)
  assert.equal(h.query({ key: 'a', limit: 5 }).rows, [expected[0]])
})

index('a field added to the rows :: older segments read it as null, newer ones keep it', () => {
  const before = seriesOf(z.object({ date: z.string(), gpu: z.string(), region: z.string(), usd: z.number() }), {
    name: 'sample',
    key: 'gpu',
    date: 'date',
    filters: ['region'],
  })
  const after = seriesOf(
    z.object({ date: z.string(), gpu: z.string(), region: z.string(), usd: z.number(), note: z.string().nullable() }),
    { name: 'sample', key: 'gpu', date: 'date', filters: ['region'] },
  )
  const old = encodeRows(anySeries(before), [{ date: '2024-01-01', gpu: 'h100', region: 'us', usd: 2 }])
  const newer = encodeRows(anySeries(after), [{ date: '2024-01-02', gpu: 'h100', region: 'us', usd: 3, note: 'x' }])
  const h = new SeriesIndex(anySeries(after))
  h.addSegment(KeyedSegment.inMemory(anySeries(after), '1', old))
  h.addSegment(KeyedSegment.inMemory(anySeries(after), '2', newer))
  assert.equal(h.query({ key: 'h100', limit: 5 }).rows, [
    { date: '2024-01-01', gpu: 'h100', region: 'us', usd: 2, note: null },
    { date: '2024-01-02', gpu: 'h100', region: 'us', usd: 3, note: 'x' },
  ])
})

index('a declaration :: refuses a field it cannot store and a key that is not text', () => {
  assert.throws(
    () =>
      seriesOf(z.object({ date: z.string(), k: z.string(), tags: z.array(z.string()) }), {
        name: 's',
        key: 'k',
        date: 'date',
        filters: [],
      }),
    /tags is a array/,
  )
  assert.throws(
    () => seriesOf(z.object({ date: z.string(), k: z.number() }), { name: 's', key: 'k', date: 'date', filters: [] }),
    /k must be a text field/,
  )
  assert.throws(() => h().query({ where: { nope: 'x' }, limit: 1 }), /cannot be filtered by nope/)
})

const h = () => new SeriesIndex(prices)

index.run()
