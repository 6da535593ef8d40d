// failedAuthLimit in front of the real /admin router: 10 wrong operator tokens per minute per client,
// then 429 before the token is looked at. (facade/app.ts mounts it; here a minimal app does.)
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Koa from 'koa'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { failedAuthLimit } from '../../facade/limits.ts'
import { operatorRouter } from '../../facade/operator.ts'
import { errorBody, toAppError } from '../../tools/errors.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

const TOKEN = 'op-token-for-tests-0123456789abcdef'
let service: TestServer
let server: Server
let url: string

/** GET url+path as a client at `ip` (X-Forwarded-For; the app trusts it) with a bearer token. */
const as = (ip: string, token: string, path = '/admin/runs') =>
  fetch(`${url}${path}`, { headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': ip } })

const limit = suite('failed operator auth :: limit')
limit.before(async () => {
  service = await startTestServer()
  const koa = new Koa({ proxy: true })
  koa.use(async (ctx, next) => {
    try {
      await next()
    } catch (thrown) {
      const error = toAppError(thrown)
      ctx.status = error.status
      ctx.set(error.headers)
      ctx.body = errorBody(error)
    }
  })
  koa.use(failedAuthLimit({ prefix: '/admin', max: 10, windowMs: 60_000 }))
  koa.use(operatorRouter({ store: service.store, keys: service.app.keys, token: TOKEN }).routes())
  koa.use((ctx) => {
    ctx.body = { other: true }
  })
  server = createServer(koa.callback())
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

limit('10 wrong tokens :: 401 each; the 11th, and the right token from that client, 429 with Retry-After', async () => {
  for (let i = 1; i <= 10; i++) {
    const res = await as('10.0.0.1', `wrong-${i}`)
    assert.is(res.status, 401, `attempt ${i}`)
    await res.arrayBuffer()
  }
  const limited = await as('10.0.0.1', 'wrong-11')
  assert.is(limited.status, 429)
  const retryAfter = Number(limited.headers.get('retry-after'))
  assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`)
  assert.match(limited.headers.get('ratelimit-policy') ?? '', /^"failed-auth";q=10;w=60$/)
  assert.is((await limited.json()).error.code, 'RATE_LIMITED')
  assert.is((await as('10.0.0.1', TOKEN)).status, 429)
})

limit('another client :: its own budget (401 for a wrong token, 200 for the right one)', async () => {
  assert.is((await as('10.0.0.2', 'wrong')).status, 401)
  assert.is((await as('10.0.0.2', TOKEN)).status, 200)
})

limit('successes :: cost nothing (30 in a row, then 10 wrong still answer 401)', async () => {
  for (let i = 0; i < 30; i++) assert.is((await as('10.0.0.3', TOKEN)).status, 200)
  for (let i = 1; i <= 10; i++) assert.is((await as('10.0.0.3', 'wrong')).status, 401, `attempt ${i}`)
})

limit('paths outside /admin :: untouched by a locked-out client', async () => {
  const res = await as('10.0.0.1', 'wrong', '/administrator')
  assert.is(res.status, 200)
  assert.equal(await res.json(), { other: true })
})

limit.after(async () => {
  server.close()
  await service.close()
})
limit.run()
