import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { loadConfig } from '../../facade/config.ts'

const config = suite('config :: environment')

config('defaults :: spec limits, localhost, trust proxy off', () => {
  const c = loadConfig({})
  assert.equal(
    [c.port, c.rateLimit.keyed, c.rateLimit.anon, c.trustProxy, c.baseUrl],
    [8080, 600, 60, false, 'http://localhost:8080'],
  )
})

config('bad values :: the error names the variable', () => {
  assert.throws(() => loadConfig({ PORT: 'eighty' }), /PORT/)
  assert.throws(() => loadConfig({ PUBLIC_BASE_URL: 'not a url' }), /PUBLIC_BASE_URL/)
  assert.throws(() => loadConfig({ TRUST_PROXY: 'maybe' }), /TRUST_PROXY/)
  assert.throws(() => loadConfig({ RATE_LIMIT_ANON: '0' }), /RATE_LIMIT_ANON/)
  assert.throws(() => loadConfig({ HEADERS_TIMEOUT_MS: '0' }), /HEADERS_TIMEOUT_MS/)
  assert.throws(() => loadConfig({ ACCEPTS_PER_TURN: '0' }), /ACCEPTS_PER_TURN/)
  assert.throws(() => loadConfig({ ACCEPTS_PER_TURN: '65' }), /ACCEPTS_PER_TURN/)
  assert.is(loadConfig({}).acceptsPerTurn, 16)
  // Node refuses a server whose head may take longer than the whole request.
  assert.throws(() => loadConfig({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' }), /HEADERS_TIMEOUT_MS/)
})

config('slow clients :: 15 s for a request head, 60 s for a request, 5 s of keep-alive by default', () => {
  const c = loadConfig({})
  assert.equal([c.headersTimeoutMs, c.requestTimeoutMs, c.keepAliveTimeoutMs], [15_000, 60_000, 5_000])
})

config('public base URL :: trailing slash dropped, its host allowed on /mcp', () => {
  const c = loadConfig({ PUBLIC_BASE_URL: 'https://data.example.org/' })
  assert.is(c.baseUrl, 'https://data.example.org')
  assert.ok(c.allowedHosts.includes('data.example.org'))
  assert.ok(c.allowedOrigins.includes('https://data.example.org'))
})

config.run()
