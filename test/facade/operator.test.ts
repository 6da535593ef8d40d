import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { FIXTURES_DIR } from '../../jobs/fetch.ts'
import { refresh } from '../../jobs/refresh.ts'
import { loadFx } from '../../jobs/fx.ts'
import { DATASETS } from '../../jobs/datasets/index.ts'
import { removeDataDir, seededDataDir } from '../helpers/seeded.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

type Bounded = { stale_after_days: number | null }
const TOKEN = randomBytes(24).toString('hex')
let server: TestServer
let dataDir: string

const op = (path: string, opts: { method?: string; body?: object; token?: string } = {}) =>
  fetch(server.url + path, {
    method: opts.method ?? 'GET',
    headers: { Authorization: `Bearer ${opts.token ?? TOKEN}`, 'Content-Type': 'application/json' },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  })

const operator = suite('operator :: /admin and /readyz')
operator.before(async () => {
  dataDir = await seededDataDir()
  server = await startTestServer({ DATA_DIR: dataDir, OPERATOR_TOKEN: TOKEN })
})

operator('/admin without the operator token :: 401', async () => {
  assert.is((await op('/admin/keys', { token: 'wrong' })).status, 401)
})

operator('keys :: created through /admin (secret shown once), listed without secret or hash, deactivated', async () => {
  const created = await (await op('/admin/keys', { method: 'POST', body: { tier: 'pro', label: 'acme' } })).json()
  assert.match(created.secret, /^amd_/)
  assert.is((await server.get('/api/v1/price-changes?limit=1', { key: created.secret })).status, 200)
  const listed = JSON.stringify(await (await op('/admin/keys')).json())
  assert.ok(listed.includes(created.id))
  assert.not.ok(listed.includes(created.secret) || listed.includes('"hash"'), 'neither secret nor hash is listed')
  assert.is((await op(`/admin/keys/${created.id}/deactivate`, { method: 'POST' })).status, 200)
  assert.is((await server.get('/api/v1/price-changes?limit=1', { key: created.secret })).status, 401)
  assert.is((await op('/admin/keys', { method: 'POST', body: { tier: '' } })).status, 400)
})

operator('a refresh :: its report in /admin/runs, its age in /readyz, its data served', async () => {
  const before = await (await server.get('/readyz')).json()
  assert.is(before.last_refresh, null)
  const { secret } = await server.key()
  const cachedBefore = await (await server.get('/api/v1/price-changes?limit=1', { key: secret })).json()
  assert.is(cachedBefore.as_of, before.data_as_of)
  const run = await refresh({
    store: server.store,
    datasets: DATASETS,
    fx: await loadFx(),
    date: '2026-11-25',
    offline: true,
    fixturesDir: FIXTURES_DIR,
    exportDir: join(dataDir, 'export'),
    baseUrl: server.config.baseUrl,
  })
  assert.is(run.status, 'ok')
  const runs = await (await op('/admin/runs')).json()
  assert.is(runs.items[0].id, run.id)
  assert.ok(runs.items[0].counts.litellm.records > 0)
  const ready = await (await server.get('/readyz')).json()
  // as_of is the newest observation (the recordings' date), the snapshot is the run's day.
  assert.equal(
    [ready.data_as_of, ready.datasets.llm_prices.snapshot_date, ready.last_refresh.id],
    ['2026-11-25', '2026-11-25', run.id],
  )
  // Each dataset against its own declared bound: the price data is fresh; the bundled procurement
  // notices and GPU prices are older than theirs, so the instance is degraded and names them.
  assert.equal(
    [ready.datasets.llm_prices.stale, ready.datasets.llm_prices.stale_after_days],
    [false, server.config.dataStaleDays],
  )
  assert.is(ready.status, 'degraded')
  for (const name of ['procurement_demands', 'gpu_prices']) {
    const d = ready.datasets[name]
    assert.ok(d.stale && d.data_age_days > d.stale_after_days, name)
    assert.match(
      ready.reason,
      new RegExp(`${name} is as of ${d.as_of}, ${d.data_age_days} days ago \\(bound ${d.stale_after_days} days\\)`),
    )
  }
  const unbounded = Object.entries(ready.datasets).filter(
    ([, d]) => typeof (d as Bounded).stale_after_days !== 'number',
  )
  assert.equal(unbounded, [], 'every dataset is judged against a bound of its own')
  assert.type(ready.last_refresh.age_hours, 'number')
  const prices = await (await server.get('/data/latest.json')).json()
  assert.is(prices.as_of, '2026-11-25')
  const fresh = await (await server.get('/api/v1/price-changes?limit=1', { key: secret })).json()
  // One path: the first start already read these recordings, so the refresh publishes the
  // same answer. (A refresh that moves a price is served at once: test/scripts/refresh-served.test.ts.)
  assert.equal([fresh.items, fresh.sources], [cachedBefore.items, cachedBefore.sources])
})

operator.after(async () => {
  await server.close()
  await removeDataDir(dataDir)
})
operator.run()
