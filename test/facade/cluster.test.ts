import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { startFerret, type Ferret } from '../helpers/ferretdb.ts'
import { spawnService, type Service } from '../helpers/service.ts'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const OPERATOR = randomBytes(24).toString('hex')
const KEY_CACHE_TTL_MS = 1000
// The shared count is what is tested, not its size: a limit of 40 alternated over two instances fails
// as a limit of 600 would if each instance counted alone (each would see 20).
const LIMIT = 40

let ferret: Ferret
let dataDir: string
let a: Service
let b: Service

const operator = async (service: Service, path: string, body?: object) => {
  const res = await fetch(service.url + path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${OPERATOR}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })
  assert.ok(res.ok, `${path}: ${res.status}`)
  return res.json()
}
const get = (service: Service, secret: string) =>
  fetch(`${service.url}/api/v1/test-only-cn-models?limit=1`, { headers: { Authorization: `Bearer ${secret}` } })

const cluster = suite('two instances :: one MongoDB (FerretDB), one Redis')
cluster.before(async () => {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 })
  await redis.connect()
  assert.is(await redis.ping(), 'PONG', 'Redis must be running for this suite')
  redis.disconnect()
  ferret = await startFerret()
  dataDir = await mkdtemp(join(tmpdir(), 'amd-cluster-'))
  const env = {
    MONGODB_URI: ferret.uri,
    MONGODB_DB: `cluster_${randomBytes(4).toString('hex')}`,
    REDIS_URL,
    REDIS_PREFIX: `amd-test-${randomBytes(4).toString('hex')}`,
    OPERATOR_TOKEN: OPERATOR,
    KEY_CACHE_TTL_MS: String(KEY_CACHE_TTL_MS),
    DATA_DIR: dataDir,
    RATE_LIMIT_KEYED: String(LIMIT),
  }
  // The real composition root over the TEST-ONLY datasets: the first start seeds them into the empty
  // database in moments (the real data would take many seconds through FerretDB), the second finds them.
  a = await spawnService(env, 'test/helpers/serve-test-only.ts')
  b = await spawnService(env, 'test/helpers/serve-test-only.ts')
})

cluster(`one key across both :: ${LIMIT} requests succeed, the ${LIMIT + 1}st gets 429 on either`, async () => {
  const { secret } = await operator(a, '/admin/keys', { tier: 'pro' })
  for (let i = 1; i <= LIMIT; i++) {
    const res = await get(i % 2 ? a : b, secret)
    assert.is(res.status, 200, `request ${i} on ${i % 2 ? 'A' : 'B'}`)
    await res.arrayBuffer()
  }
  const limited = await get(b, secret)
  assert.is(limited.status, 429)
  assert.ok(Number(limited.headers.get('retry-after')) >= 1)
  assert.is((await get(a, secret)).status, 429)
})

cluster(`deactivated through A :: refused by B within KEY_CACHE_TTL_MS (${KEY_CACHE_TTL_MS} ms)`, async () => {
  const { id, secret } = await operator(b, '/admin/keys', { tier: 'pro' })
  assert.is((await get(b, secret)).status, 200) // B now caches the key as active
  await operator(a, `/admin/keys/${id}/deactivate`)
  assert.is((await get(a, secret)).status, 401, 'A refuses at once')
  const started = Date.now()
  let status = 200
  while (status === 200 && Date.now() - started < KEY_CACHE_TTL_MS + 2000) {
    status = (await get(b, secret)).status
    if (status === 200) await new Promise((r) => setTimeout(r, 50))
  }
  const waited = Date.now() - started
  assert.is(status, 401)
  assert.ok(waited <= KEY_CACHE_TTL_MS + 500, `refused after ${waited} ms`)
})

cluster.after(async () => {
  await a?.stop()
  await b?.stop()
  await ferret?.destroy()
  await rm(dataDir, { recursive: true, force: true })
})
cluster.run()
