import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { startFerret, type Ferret } from '../helpers/ferretdb.ts'
import { sampleDatabase } from '../helpers/sample-data.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

let ferret: Ferret
let server: TestServer
let dataDir: string
let secret: string

const until = async (what: () => Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await what()) return true
    await new Promise((r) => setTimeout(r, 200))
  }
  return false
}

const outage = suite('mongodb outage :: readiness, feeds, recovery without restart')
outage.before(async () => {
  ferret = await startFerret()
  const db = await sampleDatabase(ferret.uri, 'outage')
  dataDir = await mkdtemp(join(tmpdir(), 'amd-outage-'))
  server = await startTestServer({ MONGODB_URI: ferret.uri, MONGODB_DB: db, DATA_DIR: dataDir })
  secret = (await server.key()).secret
})

outage('database up :: ready, keyed API answers', async () => {
  const ready = await server.get('/readyz')
  assert.is(ready.status, 200)
  // The TEST-ONLY sample holds one model: datasets derived from real prices cannot be built from it,
  // so the instance is degraded (serving what it has), not down.
  const body = await ready.json()
  assert.equal([body.status, body.store, body.data_loaded], ['degraded', 'reachable', true])
  assert.is(body.datasets.llm_prices.as_of, '2024-01-03')
  assert.match(body.reason, /enterprise_ai_cost/)
  assert.is((await server.get('/api/v1/price-changes', { key: secret })).status, 200)
})

outage('database down :: /readyz 503 with the reason, keyed API 503 JSON, open feeds still served', async () => {
  await ferret.stop()
  const ready = await server.get('/readyz')
  assert.is(ready.status, 503)
  const body = await ready.json()
  assert.is(body.store, 'unreachable')
  assert.match(body.reason, /unreachable/)
  const api = await server.get('/api/v1/price-changes', { key: secret })
  assert.is(api.status, 503)
  assert.is((await api.json()).error.code, 'UNAVAILABLE')
  const feed = await server.get('/data/latest.json')
  assert.is(feed.status, 200)
  assert.is((await feed.json()).items[0].model, 'test-only-model')
  assert.is((await server.get('/healthz')).status, 200, 'the process is up')
})

outage('database back :: requests succeed again, same process', async () => {
  await ferret.start()
  assert.ok(await until(async () => (await server.get('/readyz')).status === 200, 30_000), 'ready again')
  assert.is((await server.get('/api/v1/price-changes', { key: secret })).status, 200)
})

outage('started while the database is down :: the process serves /healthz and a 503 /readyz, no crash', async () => {
  const { freePort } = await import('../helpers/ports.ts')
  const emptyDir = await mkdtemp(join(tmpdir(), 'amd-down-'))
  const down = await startTestServer({ MONGODB_URI: `mongodb://127.0.0.1:${await freePort()}/`, DATA_DIR: emptyDir })
  assert.is((await down.get('/healthz')).status, 200)
  const ready = await down.get('/readyz')
  assert.is(ready.status, 503)
  assert.is((await ready.json()).store, 'unreachable')
  await down.close()
  await rm(emptyDir, { recursive: true, force: true })
})

outage.after(async () => {
  await server?.close()
  await ferret?.destroy()
  await rm(dataDir, { recursive: true, force: true })
})
outage.run()
