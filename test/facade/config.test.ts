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
})

config('public base URL :: trailing slash dropped, its host allowed on /mcp', () => {
  const c = loadConfig({ PUBLIC_BASE_URL: 'https://data.example.org/' })
  assert.is(c.baseUrl, 'https://data.example.org')
  assert.ok(c.allowedHosts.includes('data.example.org'))
  assert.ok(c.allowedOrigins.includes('https://data.example.org'))
})

config.run()
