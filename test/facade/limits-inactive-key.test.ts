// An inactive key is refused with 401 whatever the anonymous budget of its client address.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { startTestServer, type TestServer } from '../helpers/server.ts'

let server: TestServer

const inactive = suite('rate limits :: inactive key')
inactive.before(async () => {
  server = await startTestServer({ RATE_LIMIT_ANON: '3', RATE_LIMIT_KEYED: '5', RATE_LIMIT_WINDOW_MS: '60000' })
})

inactive('an inactive key after the anonymous budget is spent :: 401 naming the key, not 429', async () => {
  const { secret } = await server.key({ active: false })
  for (let i = 1; i <= 3; i++) await (await server.get('/llms.txt')).arrayBuffer()
  assert.is((await server.get('/llms.txt')).status, 429, 'the anonymous budget is spent')
  for (const path of ['/api/v1/price-changes?limit=1', '/mcp']) {
    const res =
      path === '/mcp'
        ? await fetch(`${server.url}/mcp`, {
            method: 'POST',
            headers: {
              Authorization: `Bearer ${secret}`,
              'Content-Type': 'application/json',
              Accept: 'application/json, text/event-stream',
            },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
          })
        : await server.get(path, { key: secret })
    assert.is(res.status, 401, path)
    assert.match(res.headers.get('www-authenticate') ?? '', /^Bearer/)
    assert.is((await res.json()).error.code, 'UNAUTHORIZED')
  }
})

inactive.after(() => server.close())
inactive.run()
