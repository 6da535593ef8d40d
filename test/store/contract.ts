// The Store contract as tests, run against every backend (embedded.test.ts, mongo.test.ts).
import {
  addObservations,
  allHistory,
  appendHistory,
  type HistoryQuery,
  observationsOf,
  queryHistory,
} from '../helpers/price-history.ts'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { hashSecret, newKey } from '../../facade/auth.ts'
import type { RefreshRun, Store } from '../../store/types.ts'
import type { HistoryRow } from '../../tools/schemas.ts'
import { GPU_RENTAL_HISTORY } from '../../tools/gpu-prices/gpu-rental-history.ts'
import { sampleRow } from '../helpers/sample-rows.ts'

// Test-only sample rows, not real prices.
export const row = (model: string, date: string, input = 1, vendor = 'v'): HistoryRow => ({
  date,
  model,
  source_model_id: model,
  vendor,
  country: 'US',
  native_currency: 'USD',
  input_usd: input,
  output_usd: 2,
  cache_read_usd: null,
  cache_write_usd: null,
  input_cny: 7 * input,
  output_cny: 14,
  cache_read_cny: null,
  cache_write_cny: null,
  fx_usd_cny: 7,
  fx_date: date,
  fx_source: 'test',
  last_observed: date,
  source_name: 'test-only',
  source_url: 'https://example.test',
  seller: vendor,
  region: 'intl',
  offer: `${model}@${vendor}/intl`,
  served: 1,
})

/** A row as a segment written before offers reads back: the offer columns it predates are null. */
export const beforeOffers = <R>(r: R) => ({ ...r, seller: null, region: null, offer: null, served: null })

const dateThenModel = (r: HistoryRow) => `${r.date}/${r.model}`
export const byDateThenModel = (a: HistoryRow, b: HistoryRow) => {
  const [x, y] = [dateThenModel(a), dateThenModel(b)]
  return x < y ? -1 : x > y ? 1 : 0
}

/** What a history query must answer, worked out from the rows themselves. */
export function expectedPage(rows: HistoryRow[], q: HistoryQuery): { rows: HistoryRow[]; total: number } {
  const all = rows
    .filter(
      (r) =>
        (!q.model || r.model === q.model) &&
        (!q.vendor || r.vendor === q.vendor) &&
        (!q.country || r.country === q.country) &&
        (!q.since || r.date >= q.since) &&
        (!q.until || r.date <= q.until),
    )
    .sort(byDateThenModel)
  return { rows: all.slice(Math.max(0, all.length - q.limit)), total: all.length }
}

/** A fresh, empty store for each case, and a second handle on the same data (another instance). */
export interface Backend {
  open(): Promise<Store>
  reopen(): Promise<Store>
  cleanup(): Promise<void>
}

export function storeContract(name: string, makeBackend: () => Promise<Backend>) {
  const contract = suite(`store contract :: ${name}`)
  let backend: Backend
  let store: Store
  const opened: Store[] = []
  const reopen = async () => {
    const s = await backend.reopen()
    opened.push(s)
    return s
  }
  contract.before.each(async () => {
    backend = await makeBackend()
    store = await backend.open()
    opened.push(store)
  })
  contract.after.each(async () => {
    for (const s of opened.splice(0)) await s.close()
    await backend.cleanup()
  })

  contract('ping :: answers when reachable', async () => {
    await store.ping()
  })

  contract('history :: model+day unique; a second append of the same day adds nothing', async () => {
    assert.is(await appendHistory(store, [row('a', '2024-01-01'), row('a', '2024-01-02'), row('a', '2024-01-01')]), 2)
    assert.is(await appendHistory(store, [row('a', '2024-01-02', 5), row('a', '2024-01-03')]), 1)
    const page = await queryHistory(store, { model: 'a', limit: 10 })
    assert.equal(
      page.rows.map((r) => [r.date, r.input_usd]),
      [
        ['2024-01-01', 1],
        ['2024-01-02', 1],
        ['2024-01-03', 1],
      ],
    )
  })

  contract('history :: rows survive a reopen and are seen by another instance', async () => {
    await appendHistory(store, [row('a', '2024-01-01'), row('b', '2024-01-01')])
    const other = await reopen()
    assert.is((await queryHistory(other, { vendor: 'v', limit: 10 })).total, 2)
    assert.is(await appendHistory(other, [row('a', '2024-01-01'), row('a', '2024-01-02')]), 1)
  })

  contract(
    'history query :: since/until inclusive, vendor rows by date then model, limit keeps the newest',
    async () => {
      await appendHistory(
        store,
        ['01', '02', '03', '04'].flatMap((d) => [
          row('a', `2024-01-${d}`),
          row('b', `2024-01-${d}`),
          row('c', `2024-01-${d}`, 1, 'w'),
        ]),
      )
      const page = await queryHistory(store, { vendor: 'v', since: '2024-01-02', until: '2024-01-03', limit: 3 })
      assert.is(page.total, 4)
      assert.equal(
        page.rows.map((r) => `${r.date}/${r.model}`),
        ['2024-01-02/b', '2024-01-03/a', '2024-01-03/b'],
      )
      assert.is((await queryHistory(store, { model: 'a', vendor: 'w', limit: 10 })).total, 0)
      assert.is((await queryHistory(store, { vendor: 'v', country: 'CN', limit: 10 })).total, 0)
    },
  )

  contract('history export :: every row by date then model', async () => {
    await appendHistory(store, [row('b', '2024-01-02'), row('a', '2024-01-02'), row('b', '2024-01-01')])
    const all: string[] = []
    for await (const r of allHistory(store)) all.push(`${r.date}/${r.model}`)
    assert.equal(all, ['2024-01-01/b', '2024-01-02/a', '2024-01-02/b'])
    const later: string[] = []
    for await (const r of allHistory(store, '2024-01-01')) later.push(`${r.date}/${r.model}`)
    assert.equal(later, ['2024-01-02/a', '2024-01-02/b'])
  })

  contract('a second series :: GPU rental rows through the same code, apart from the price history', async () => {
    // Test-only rows of the GPU rental series (the real ones come from the bundled CSV).
    const gpu = (id: string, date: string, usd: number) =>
      sampleRow(GPU_RENTAL_HISTORY, { date, gpu: id, min_usd: usd, median_usd: usd + 0.5 })
    await appendHistory(store, [row('a', '2024-01-01')])
    const rows = [gpu('h100', '2024-01-02', 2), gpu('h100', '2024-01-01', 3), gpu('a100', '2024-01-01', 1)]
    assert.is(await store.appendSeries(GPU_RENTAL_HISTORY, rows), 3)
    assert.is(await store.appendSeries(GPU_RENTAL_HISTORY, [gpu('h100', '2024-01-02', 9)]), 0, 'a stored day stays')
    const other = await reopen()
    const h100 = await other.querySeries(GPU_RENTAL_HISTORY, { key: 'h100', limit: 10 })
    assert.equal(h100, { rows: [rows[1], rows[0]], total: 2 })
    const all: string[] = []
    for await (const r of other.allSeries(GPU_RENTAL_HISTORY)) all.push(`${r.date}/${r.gpu}/${r.min_usd}`)
    assert.equal(all, ['2024-01-01/a100/1', '2024-01-01/h100/3', '2024-01-02/h100/2'])
    assert.is(
      (await queryHistory(other, { vendor: 'v', limit: 10 })).total,
      1,
      'the price history holds its own rows only',
    )
    assert.is((await other.querySeries(GPU_RENTAL_HISTORY, { key: 'a', limit: 10 })).total, 0)
  })

  contract('snapshots :: immutable per day, the latest pointer moves, seen after a reopen', async () => {
    await store.putEdition('d', '2024-01-01', { n: 1 })
    await store.putEdition('d', '2024-01-01', { n: 2 })
    assert.equal((await store.latestEdition('d'))!.payload, { n: 1 })
    await store.putEdition('d', '2024-01-02', { n: 3 })
    const other = await reopen()
    assert.equal(await other.latestEdition('d'), { dataset: 'd', date: '2024-01-02', payload: { n: 3 } })
    assert.is(await other.latestEdition('none'), null)
  })

  contract('keys :: found by hash only, deactivation seen by another instance, last use recorded', async () => {
    const other = await reopen()
    const { secret, record } = newKey('pro')
    await store.addKey(record)
    const found = (await other.findKeyByHash(hashSecret(secret)))!
    assert.equal([found.id, found.tier, found.active], [record.id, 'pro', true])
    assert.not.ok(JSON.stringify(await other.listKeys()).includes(secret))
    await new Promise((r) => setTimeout(r, 20)) // a distinct file time for the embedded store
    assert.is(await store.setKeyActive(record.id, false), true)
    assert.is((await other.findKeyByHash(hashSecret(secret)))!.active, false)
    assert.is(await store.setKeyActive('key_missing', false), false)
    await store.touchKey(record.id, '2026-01-02T03:04:05.000Z')
    assert.is((await store.listKeys())[0].last_used_at, '2026-01-02T03:04:05.000Z')
  })

  contract('snapshot listener :: told after a write, with dataset and date', async () => {
    const heard: string[] = []
    store.onEdition((dataset, date) => heard.push(`${dataset}@${date}`))
    await store.putEdition('d', '2024-01-01', { n: 1 })
    assert.equal(heard, ['d@2024-01-01'])
  })

  contract('observations :: unique per model, source and day; a model list, oldest first', async () => {
    // Test-only sample observations, not real prices.
    const obs = (source: string, observed: string, input: number) => ({
      model: 'a',
      source_model_id: 'a',
      vendor: 'v',
      country: 'US' as const,
      currency: 'USD' as const,
      input,
      output: 2,
      cache_read: null,
      cache_write: null,
      observed,
      source_name: source,
      source_url: 'https://example.test',
    })
    assert.is(
      await addObservations(store, [
        obs('s1', '2024-01-02', 1),
        obs('s2', '2024-01-02', 1.01),
        obs('s1', '2024-01-01', 3),
      ]),
      3,
    )
    assert.is(await addObservations(store, [obs('s1', '2024-01-02', 9), obs('s1', '2024-01-03', 1)]), 1)
    const list = await observationsOf(await reopen(), 'a')
    assert.equal(
      list.map((o) => [o.observed, o.source_name, o.input]),
      [
        ['2024-01-01', 's1', 3],
        ['2024-01-02', 's1', 1],
        ['2024-01-02', 's2', 1.01],
        ['2024-01-03', 's1', 1],
      ],
    )
  })

  contract('runs :: upsert by id, newest first', async () => {
    const run = (id: string, started_at: string, status: RefreshRun['status']): RefreshRun => ({
      id,
      started_at,
      status,
      counts: { s: { records: 1, rejected: 0 } },
      quarantined: [],
      errors: [],
    })
    await store.putRun(run('r1', '2026-01-01T00:00:00Z', 'running'))
    await store.putRun(run('r2', '2026-01-02T00:00:00Z', 'ok'))
    await store.putRun({ ...run('r1', '2026-01-01T00:00:00Z', 'failed'), errors: ['x'] })
    const runs = await store.recentRuns(10)
    assert.equal(
      runs.map((r) => [r.id, r.status]),
      [
        ['r2', 'ok'],
        ['r1', 'failed'],
      ],
    )
    assert.equal(runs[1].errors, ['x'])
  })

  return contract
}
