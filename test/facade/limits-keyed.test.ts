// A keyed answer carries the per-key RateLimit headers with its own remaining count, never the per-client ones.
// An MCP answer given before Koa (mcp.ts shortcut, for a key known this second) spends the same budget.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { startTestServer, type TestServer } from '../helpers/server.ts'

let server: TestServer

const keyed = suite('rate limits :: keyed answers')
keyed.before(async () => {
  server = await startTestServer({ RATE_LIMIT_ANON: '100', RATE_LIMIT_KEYED: '5', RATE_LIMIT_WINDOW_MS: '60000' })
})

keyed('a keyed REST answer :: per-key policy and remaining count, never the per-client ones', async () => {
  const { secret } = await server.key()
  for (let i = 1; i <= 3; i++) {
    const res = await server.get('/api/v1/price-changes?limit=1', { key: secret })
    await res.arrayBuffer()
    assert.is(res.status, 200, `request ${i}`)
    assert.is(res.headers.get('ratelimit-policy'), '"per-key";q=5;w=60', `request ${i}`)
    assert.match(res.headers.get('ratelimit') ?? '', new RegExp(`^"per-key";r=${5 - i};t=\\d+$`), `request ${i}`)
  }
})

keyed.after(() => server.close())
keyed.run()

const shortcut = suite('rate limits :: MCP answers given before Koa count against the key')
let cached: TestServer
shortcut.before(async () => {
  // A key cache that holds for the test, so the MCP shortcut (not Koa's route) answers the repeats.
  cached = await startTestServer({ RATE_LIMIT_KEYED: '5', RATE_LIMIT_WINDOW_MS: '60000', KEY_CACHE_TTL_MS: '60000' })
})
shortcut.after(() => cached.close())

shortcut('MCP and REST with one key :: one budget of 5, each answer one less, the 6th a 429', async () => {
  const { secret } = await cached.key()
  const call = (id: number) =>
    fetch(`${cached.url}/mcp`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${secret}`,
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'MCP-Protocol-Version': '2025-11-25',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id,
        method: 'tools/call',
        params: { name: 'get_price_changes', arguments: { limit: 2 } },
      }),
    })
  for (let i = 1; i <= 5; i++) {
    const res = i === 3 ? await cached.get('/api/v1/price-changes?limit=1', { key: secret }) : await call(i)
    const body = await res.text()
    assert.is(res.status, 200, `request ${i}`)
    assert.is(res.headers.get('ratelimit-policy'), '"per-key";q=5;w=60', `request ${i}`)
    assert.match(res.headers.get('ratelimit') ?? '', new RegExp(`^"per-key";r=${5 - i};t=\\d+$`), `request ${i}`)
    if (i !== 3) assert.is(JSON.parse(body).id, i, 'the answer to this request')
  }
  const over = await call(6)
  assert.is(over.status, 429)
  assert.is((await over.json()).error.code, 'RATE_LIMITED')
})

shortcut.run()
