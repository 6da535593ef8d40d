// errors in the form the client asked for (an HTML page for a browser, JSON
// for an API client), the stylesheet and icon under hashed names outside the anonymous budget, and
// RFC 6750's 401 without an error code when no token was sent.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { startTestServer, type TestServer } from '../helpers/server.ts'

const BROWSER = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }
let server: TestServer
const errors = suite('errors :: as the client asked')
errors.before(async () => {
  server = await startTestServer({ RATE_LIMIT_ANON: '4' })
})
errors.after(() => server.close())

errors('an unknown path :: an HTML 404 for a browser, JSON for Accept: application/json', async () => {
  const page = await server.get('/no-such-page', { headers: BROWSER })
  assert.is(page.status, 404)
  assert.match(page.headers.get('content-type') ?? '', /^text\/html/)
  assert.match(await page.text(), /<h1>404 Page not found<\/h1>/)
  const json = await server.get('/no-such-page', { headers: { Accept: 'application/json' } })
  assert.is(json.status, 404)
  assert.is((await json.json()).error.code, 'NOT_FOUND')
  const api = await server.get('/api/v1/no-such-route', { headers: BROWSER })
  assert.match(api.headers.get('content-type') ?? '', /^application\/json/, 'the API answers JSON whatever the Accept')
})

errors('401 :: no token, no error code (RFC 6750 3.1); a bad token, invalid_token', async () => {
  const none = await server.get('/api/v1/price-changes')
  assert.is(none.headers.get('www-authenticate'), 'Bearer realm="api"')
  const bad = await server.get('/api/v1/price-changes', { key: 'amd_not-a-key' })
  assert.match(bad.headers.get('www-authenticate') ?? '', /error="invalid_token"/)
})

errors(
  'a browser over the anonymous budget :: assets cost nothing, then an HTML 429 that says when to come back',
  async () => {
    const home = await (await server.get('/', { headers: { ...BROWSER, 'X-Test': '1' } })).text()
    const css = /<link rel="stylesheet" href="(\/assets\/site\.[0-9a-f]{10}\.css)"/.exec(home)?.[1]
    assert.ok(css, 'the page links its stylesheet by a hashed name')
    for (let i = 0; i < 20; i++) {
      const res = await server.get(css!)
      assert.is(res.status, 200)
      assert.match(res.headers.get('cache-control') ?? '', /immutable/)
      await res.text()
    }
    let last: Response | undefined
    for (let i = 0; i < 6 && last?.status !== 429; i++) last = await server.get('/', { headers: BROWSER })
    assert.is(last!.status, 429, 'the budget of 4 is spent by pages, not by the 20 stylesheet loads')
    assert.match(last!.headers.get('content-type') ?? '', /^text\/html/)
    const body = await last!.text()
    assert.match(body, /come back in \d+ seconds/)
    assert.ok(Number(last!.headers.get('retry-after')) > 0)
  },
)

errors.run()
