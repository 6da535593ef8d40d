// A keyed answer carries the per-key RateLimit headers with its own remaining count, never the per-client ones.
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
