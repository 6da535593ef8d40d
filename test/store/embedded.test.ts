import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { hashSecret, newKey } from '../../facade/auth.ts'
import { EmbeddedStore } from '../../store/embedded.ts'
import type { HistoryRow } from '../../tools/schemas.ts'

// Test-only sample rows, not real prices.
const row = (model: string, date: string, input = 1): HistoryRow => ({
  date, model, source_model_id: model, vendor: 'v', country: 'US', native_currency: 'USD',
  input_usd: input, output_usd: 2, cache_read_usd: null, cache_write_usd: null,
  input_cny: 7 * input, output_cny: 14, cache_read_cny: null, cache_write_cny: null,
  fx_usd_cny: 7, fx_date: date, fx_source: 'test', last_observed: date, source_name: 'test-only', source_url: 'https://example.test',
})

let dir: string
const store = suite('store :: embedded')
store.before.each(async () => { dir = await mkdtemp(join(tmpdir(), 'amd-store-')) })
store.after.each(() => rm(dir, { recursive: true, force: true }))

store('history :: model+day unique, a second append of the same day adds nothing', async () => {
  const s = new EmbeddedStore(dir)
  await s.init()
  assert.is(await s.appendHistory([row('a', '2024-01-01'), row('a', '2024-01-02'), row('a', '2024-01-01')]), 2)
  assert.is(await s.appendHistory([row('a', '2024-01-02', 5), row('a', '2024-01-03')]), 1)
  const page = await s.queryHistory({ model: 'a', limit: 10 })
  assert.equal(page.rows.map((r) => [r.date, r.input_usd]), [['2024-01-01', 1], ['2024-01-02', 1], ['2024-01-03', 1]])
})

store('history :: survives a reopen; a torn last line from a crash is dropped', async () => {
  const s = new EmbeddedStore(dir)
  await s.init()
  await s.appendHistory([row('a', '2024-01-01'), row('b', '2024-01-01')])
  await appendFile(join(dir, 'history.ndjson'), '{"date":"2024-01-02","mod')
  const reopened = new EmbeddedStore(dir)
  await reopened.init()
  assert.is((await reopened.queryHistory({ vendor: 'v', limit: 10 })).total, 2)
  assert.ok((await readFile(join(dir, 'history.ndjson'), 'utf8')).endsWith('\n'))
  assert.is(await reopened.appendHistory([row('a', '2024-01-02')]), 1)
})

store('history query :: since/until inclusive, vendor merge by date, limit keeps newest', async () => {
  const s = new EmbeddedStore(dir)
  await s.init()
  await s.appendHistory(['01', '02', '03', '04'].flatMap((d) => [row('a', `2024-01-${d}`), row('b', `2024-01-${d}`)]))
  const page = await s.queryHistory({ vendor: 'v', since: '2024-01-02', until: '2024-01-03', limit: 3 })
  assert.is(page.total, 4)
  assert.equal(page.rows.map((r) => `${r.date}/${r.model}`), ['2024-01-02/b', '2024-01-03/a', '2024-01-03/b'])
})

store('snapshots :: immutable per day, latest pointer moves', async () => {
  const s = new EmbeddedStore(dir)
  await s.init()
  await s.putSnapshot('d', '2024-01-01', { n: 1 })
  await s.putSnapshot('d', '2024-01-01', { n: 2 })
  assert.equal((await s.latestSnapshot('d'))!.payload, { n: 1 })
  await s.putSnapshot('d', '2024-01-02', { n: 3 })
  const reopened = new EmbeddedStore(dir)
  await reopened.init()
  assert.equal(await reopened.latestSnapshot('d'), { dataset: 'd', date: '2024-01-02', payload: { n: 3 } })
  assert.is(await reopened.latestSnapshot('none'), null)
})

store('keys :: hashed at rest, deactivation seen by another instance', async () => {
  const a = new EmbeddedStore(dir)
  const b = new EmbeddedStore(dir)
  await a.init()
  await b.init()
  const { secret, record } = newKey('pro')
  await a.addKey(record)
  assert.not.match(await readFile(join(dir, 'keys.json'), 'utf8'), new RegExp(secret))
  assert.is((await b.findKeyByHash(hashSecret(secret)))!.active, true)
  await new Promise((r) => setTimeout(r, 20)) // distinct mtime
  assert.is(await a.setKeyActive(record.id, false), true)
  assert.is((await b.findKeyByHash(hashSecret(secret)))!.active, false)
  assert.is(await a.setKeyActive('key_missing', false), false)
})

store.run()
