import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { BoundedMap } from '../../facade/limits.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

let server: TestServer

const limits = suite('rate limits :: http')
limits.before(async () => {
  // The spec's numbers: 60 per minute without a key, 600 per minute per key.
  server = await startTestServer({ RATE_LIMIT_ANON: '60', RATE_LIMIT_KEYED: '600', RATE_LIMIT_WINDOW_MS: '60000' })
})

limits('without a key :: the 61st request in a minute gets 429 with Retry-After and a JSON error', async () => {
  for (let i = 1; i <= 60; i++) {
    const res = await server.get('/llms.txt')
    assert.is(res.status, 200, `request ${i}`)
    await res.arrayBuffer()
    if (i === 1) {
      assert.is(res.headers.get('ratelimit-policy'), '"per-client";q=60;w=60')
      assert.match(res.headers.get('ratelimit') ?? '', /^"per-client";r=59;t=\d+$/)
    }
  }
  const res = await server.get('/data/latest.json')
  assert.is(res.status, 429)
  const retryAfter = Number(res.headers.get('retry-after'))
  assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`)
  assert.match(res.headers.get('ratelimit') ?? '', /^"per-client";r=0;t=\d+$/)
  const body = await res.json()
  assert.is(body.error.code, 'RATE_LIMITED')
  assert.is(body.error.limit, 60)
})

limits('with a key :: the 601st request gets 429 while a second key still gets 200', async () => {
  const first = await server.key()
  const second = await server.key()
  const path = '/api/v1/price-changes?limit=1'
  // Mix REST and MCP: one budget per key across both surfaces.
  for (let i = 1; i <= 600; i++) {
    const res =
      i % 10 === 0
        ? await fetch(`${server.url}/mcp`, {
            method: 'POST',
            headers: {
              Authorization: `Bearer ${first.secret}`,
              'Content-Type': 'application/json',
              Accept: 'application/json, text/event-stream',
            },
            body: JSON.stringify({ jsonrpc: '2.0', id: i, method: 'ping' }),
          })
        : await server.get(path, { key: first.secret })
    await res.arrayBuffer()
    assert.ok(res.status !== 429, `request ${i} was limited`)
  }
  const limited = await server.get(path, { key: first.secret })
  assert.is(limited.status, 429)
  assert.ok(Number(limited.headers.get('retry-after')) >= 1)
  assert.match(limited.headers.get('ratelimit-policy') ?? '', /^"per-key";q=600;w=60$/)
  assert.is((await limited.json()).error.code, 'RATE_LIMITED')
  const other = await server.get(path, { key: second.secret })
  assert.is(other.status, 200)
})

limits.after(() => server.close())
limits.run()

const proxy = suite('rate limits :: client address behind a proxy')

proxy('TRUST_PROXY off (default) :: X-Forwarded-For does not buy a new budget', async () => {
  const s = await startTestServer({ RATE_LIMIT_ANON: '2' })
  for (const ip of ['10.0.0.1', '10.0.0.2'])
    await (await s.get('/llms.txt', { headers: { 'X-Forwarded-For': ip } })).text()
  assert.is((await s.get('/llms.txt', { headers: { 'X-Forwarded-For': '10.0.0.3' } })).status, 429)
  await s.close()
})

proxy('TRUST_PROXY on :: each forwarded client has its own budget', async () => {
  const s = await startTestServer({ RATE_LIMIT_ANON: '2', TRUST_PROXY: 'true' })
  for (const ip of ['10.0.0.1', '10.0.0.1'])
    await (await s.get('/llms.txt', { headers: { 'X-Forwarded-For': ip } })).text()
  assert.is((await s.get('/llms.txt', { headers: { 'X-Forwarded-For': '10.0.0.1' } })).status, 429)
  assert.is((await s.get('/llms.txt', { headers: { 'X-Forwarded-For': '10.0.0.2' } })).status, 200)
  await s.close()
})

proxy.run()

const windows = suite('rate limits :: the window')

windows('a window opens at the first request and allows max until it ends, then a fresh budget', async () => {
  const s = await startTestServer({ RATE_LIMIT_ANON: '2', RATE_LIMIT_WINDOW_MS: '1500' })
  const remaining = async () => {
    const res = await s.get('/llms.txt')
    await res.arrayBuffer()
    return [res.status, /r=(\d+)/.exec(res.headers.get('ratelimit') ?? '')?.[1]]
  }
  assert.equal(await remaining(), [200, '1'])
  assert.equal(await remaining(), [200, '0'])
  assert.equal(await remaining(), [429, '0'])
  await new Promise((resolve) => setTimeout(resolve, 1600))
  assert.equal(await remaining(), [200, '1'], 'the next window gives the whole budget again')
  await s.close()
})

windows('Redis down :: requests are served, uncounted, with no made-up RateLimit state', async () => {
  // Port 1 refuses connections: every count fails at once (the client has no offline queue).
  const s = await startTestServer({ RATE_LIMIT_ANON: '1', REDIS_URL: 'redis://127.0.0.1:1' })
  for (let i = 0; i < 3; i++) {
    const res = await s.get('/llms.txt')
    assert.is(res.status, 200, `request ${i + 1}`)
    assert.is(res.headers.get('ratelimit'), null)
    await res.arrayBuffer()
  }
  await s.close()
})

windows.run()

const memory = suite('rate limits :: bounded memory')

memory('BoundedMap :: forgets the oldest client past its size', () => {
  const map = new BoundedMap<string, number>(3)
  for (const [i, k] of ['a', 'b', 'c', 'd'].entries()) map.set(k, i)
  assert.equal([...map.keys()], ['b', 'c', 'd'])
  map.set('b', 9) // an update does not evict
  assert.is(map.size, 3)
  assert.ok(map instanceof Map, 'koa-ratelimit requires a Map')
})

memory.run()
