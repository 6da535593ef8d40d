// The MongoDB month buckets beyond the shared contract: month edges, concurrent writers, the
// conversion of the old one-document-per-day collection, fields the store does not know by name.
import { PRICE_HISTORY } from '../../tools/llm-prices/llm-price-history.ts'
import { anySeries } from '../../tools/series.ts'
import { allHistory, appendHistory, queryHistory } from '../helpers/price-history.ts'
import { randomBytes } from 'node:crypto'
import { MongoClient } from 'mongodb'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { groupIntoBuckets, nextMonth, previousMonth } from '../../store/mongo-buckets.ts'
import { MongoStore } from '../../store/mongo.ts'
import type { HistoryRow } from '../../tools/schemas.ts'
import { startFerret, type Ferret } from '../helpers/ferretdb.ts'
import { seededRandom } from '../helpers/random.ts'
import { byDateThenModel, expectedPage, row } from './contract.ts'

const day = (d: number) => new Date(Date.UTC(2023, 10, 1 + d)).toISOString().slice(0, 10)
const key = (r: HistoryRow) => `${r.date}/${r.model}`

const pure = suite('mongo buckets :: grouping and months')

pure('months :: next and previous cross the year', () => {
  assert.equal(
    [nextMonth('2023-12'), nextMonth('2024-01'), previousMonth('2024-01'), previousMonth('2024-10')],
    ['2024-01', '2024-02', '2023-12', '2024-09'],
  )
})

pure('grouping :: one bucket per model and month, a repeated day keeps its first row', () => {
  const buckets = groupIntoBuckets(anySeries(PRICE_HISTORY), [
    row('a', '2024-01-31', 1),
    row('a', '2024-02-01'),
    row('a', '2024-01-31', 9),
    row('b', '2024-01-05'),
  ])
  assert.equal(
    buckets.map((b) => [b._id, Object.keys(b.days)]),
    [
      ['a|2024-01', ['2024-01-31']],
      ['a|2024-02', ['2024-02-01']],
      ['b|2024-01', ['2024-01-05']],
    ],
  )
  assert.is(buckets[0].days['2024-01-31'].input_usd, 1)
})

pure.run()

let ferret: Ferret | undefined
const open = async (db: string) => {
  ferret ??= await startFerret()
  const s = new MongoStore(ferret.uri, db)
  await s.init()
  return s
}
const freshDb = () => `buckets_${randomBytes(4).toString('hex')}`

const mongo = suite('mongo history :: month buckets on FerretDB')

mongo(
  'vendor and model queries :: equal a full sort across month edges, for ranges, countries and limits',
  async () => {
    // Test-only sample rows: random day ranges per model over ~4 months, two vendors, two countries.
    const random = seededRandom()
    const rows: HistoryRow[] = []
    for (let m = 0; m < 12; m++) {
      const start = Math.floor(random.next() * 90)
      const days = 1 + Math.floor(random.next() * 60)
      for (let d = start; d < start + days; d++) {
        rows.push({
          ...row(`m${String(m).padStart(2, '0')}`, day(d), 1, m % 3 ? 'v' : 'w'),
          country: m % 2 ? 'US' : 'CN',
        })
      }
    }
    const store = await open(freshDb())
    assert.is(await appendHistory(store, rows), rows.length)
    const cases = [
      { vendor: 'v', limit: 40 },
      { vendor: 'v', since: '2023-11-30', until: '2024-01-01', limit: 25 },
      { vendor: 'v', since: '2023-12-15', limit: 100_000 },
      { vendor: 'w', until: '2023-12-31', limit: 7 },
      { vendor: 'v', country: 'CN', since: '2023-11-02', until: '2024-02-29', limit: 30 },
      { vendor: 'v', since: '2025-01-01', limit: 5 },
      { model: 'm01', since: '2023-12-01', until: '2024-01-31', limit: 10 },
      { model: 'm01', limit: 100_000 },
    ]
    for (const q of cases) {
      const expected = expectedPage(rows, q)
      const page = await queryHistory(store, q)
      assert.is(page.total, expected.total, `${JSON.stringify(q)}, ${random.replay}`)
      assert.equal(page.rows.map(key), expected.rows.map(key), `${JSON.stringify(q)}, ${random.replay}`)
    }
    const all: string[] = []
    for await (const r of allHistory(store, day(40))) all.push(key(r))
    assert.equal(
      all,
      rows
        .filter((r) => r.date > day(40))
        .sort(byDateThenModel)
        .map(key),
    )
    await store.close()
  },
)

mongo(
  'two instances appending the same new days at once :: each day added once; a stored day never rewritten',
  async () => {
    // Racing writers meet on the bucket's unique _id (one insert wins, the other's days are refused).
    // Two updates racing on one existing bucket are safe on MongoDB (a single-document update is
    // atomic) but not on FerretDB v1 (read-modify-write), so that case is not raced here.
    const db = freshDb()
    const [a, b] = [await open(db), await open(db)]
    const batch = (input: number, days: number) =>
      ['x', 'y'].flatMap((m) => Array.from({ length: days }, (_, d) => row(m, day(d), input)))
    const added = await Promise.all([appendHistory(a, batch(2, 90)), appendHistory(b, batch(3, 90))])
    assert.is(added[0] + added[1], 180)
    const before = await queryHistory(a, { model: 'x', limit: 1000 })
    assert.is(before.total, 90)
    assert.ok(before.rows.every((r) => r.input_usd === 2 || r.input_usd === 3))
    // Test-only price 9 over days 0..99: only days 90..99 are new; the 90 stored days keep their price.
    assert.is(await appendHistory(b, batch(9, 100)), 20)
    const after = await queryHistory(b, { model: 'x', limit: 1000 })
    assert.equal(after.rows.slice(0, 90), before.rows)
    assert.ok(after.rows.slice(90).every((r) => r.input_usd === 9))
    assert.is((await queryHistory(a, { vendor: 'v', limit: 1 })).total, 200)
    await a.close()
    await b.close()
  },
)

mongo('rows with a field the store does not name :: stored and returned as given', async () => {
  const store = await open(freshDb())
  const extra = { ...row('a', '2024-03-01'), sample_note: 'test-only extra field' } as HistoryRow
  await appendHistory(store, [extra])
  assert.equal((await queryHistory(store, { model: 'a', limit: 1 })).rows, [extra])
  await store.close()
})

mongo('old one-document-per-day collection :: converted once on the first start, then left alone', async () => {
  const db = freshDb()
  const client = new MongoClient(ferret!.uri)
  const old = client.db(db).collection<HistoryRow & { _id: string }>('history')
  const rows = [row('a', '2024-01-31'), row('a', '2024-02-01'), row('b', '2024-01-31', 1, 'w')]
  await old.insertMany(rows.map((r) => ({ _id: `${r.model}|${r.date}`, ...r })))
  const store = await open(db)
  const all: HistoryRow[] = []
  for await (const r of allHistory(store)) all.push(r)
  assert.equal(all, [...rows].sort(byDateThenModel))
  assert.is((await queryHistory(store, { vendor: 'v', limit: 10 })).total, 2)
  await store.close()
  await old.insertOne({ _id: 'c|2024-01-01', ...row('c', '2024-01-01') })
  const again = await open(db)
  assert.is((await queryHistory(again, { model: 'c', limit: 10 })).total, 0, 'the marker stops a second conversion')
  await again.close()
  await client.close()
})

mongo.after(async () => {
  await ferret?.destroy()
})
mongo.run()
