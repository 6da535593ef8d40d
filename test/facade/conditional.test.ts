// conditional answers in one module every surface uses. The matcher as a pure function
// (If-None-Match lists, W/ forms, *, malformed members); the REST cache tags an answer once; then over
// the real app, each surface answers 304 to its own ETag with the headers its 200 carries, and 200 to
// a stale one. A feed revalidation answered before Koa (feeds.ts feedRevalidation) gives the 304
// Koa's route gives, header for header, and counts against the client's budget.
import { request } from 'node:http'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { etagOf, matches } from '../../facade/conditional.ts'
import { ResponseCache } from '../../facade/response-cache.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

const matcher = suite('conditional :: If-None-Match matcher')
const TAG = '"abc123"'
const CASES: [string | undefined, boolean, string][] = [
  [undefined, false, 'no header'],
  ['', false, 'empty header'],
  ['"abc123"', true, 'the same strong tag'],
  ['W/"abc123"', true, 'its weak form (weak comparison, RFC 9110 13.1.2)'],
  ['"other", "abc123"', true, 'a member of a list'],
  ['"other",W/"abc123"  ', true, 'a weak member of a list without spaces'],
  ['*', true, 'any current version'],
  [' * ', true, 'any current version, padded'],
  ['"other"', false, 'another tag'],
  ['"abc"', false, 'a prefix of the tag'],
  ['"abc1234"', false, 'a longer tag'],
  ['abc123', false, 'an unquoted value'],
  ['"a,b", "abc123"', true, 'a tag after a tag holding a comma'],
  ['"abc123', false, 'an unclosed quote'],
  ['W/', false, 'a bare weak prefix'],
  ['junk, "abc123"', true, 'a malformed member before a good one'],
]
for (const [header, expected, what] of CASES) {
  matcher(`${what} :: ${expected ? 'matches' : 'does not match'}`, () => {
    assert.is(matches(header, TAG), expected, `${JSON.stringify(header)} against ${TAG}`)
  })
}
matcher('a weak ETag of ours :: matched by its strong and weak forms', () => {
  assert.ok(matches('"abc123"', 'W/"abc123"'))
  assert.ok(matches('W/"abc123"', 'W/"abc123"'))
})
matcher('etagOf :: a quoted, URL-safe tag, the same for the same bytes', () => {
  assert.match(etagOf('hello'), /^"[\w-]{32}"$/)
  assert.is(etagOf('hello'), etagOf(Buffer.from('hello')))
  assert.is.not(etagOf('hello'), etagOf('hello!'))
})
matcher.run()

const cache = suite('conditional :: the REST answer cache tags each answer once')
cache('an answer made by the cache :: its ETag, the same object each time; any other body :: none', async () => {
  const responses = new ResponseCache()
  const body = await responses.getOrMake('k', async () => ({ items: [1, 2, 3] }))
  const tag = responses.etagOf(body)
  assert.is(tag, etagOf(body))
  assert.is(responses.etagOf(await responses.getOrMake('k', async () => ({ other: true }))), tag)
  assert.is(responses.etagOf(Buffer.from(body)), undefined, 'a copy was not made by the cache')
  assert.is(responses.etagOf('text'), undefined)
})
cache.run()

let server: TestServer
let key = ''
const http = suite('conditional :: every surface answers 304 to its own ETag, 200 to a stale one')
http.before(async () => {
  server = await startTestServer()
  key = (await server.key()).secret
})
http.after(() => server.close())

const SURFACES: { name: string; path: string; headers?: Record<string, string>; keyed?: boolean }[] = [
  { name: 'a feed', path: '/data/latest.json' },
  { name: 'a CSV feed', path: '/data/history.csv' },
  { name: 'a dataset page', path: '/llm-prices', headers: { Accept: 'text/html' } },
  { name: 'a record page', path: '/llm-prices/gpt-4o', headers: { Accept: 'text/html' } },
  { name: 'the home page', path: '/', headers: { Accept: 'text/html' } },
  { name: 'the OpenAPI document', path: '/openapi.json' },
  { name: 'llms.txt', path: '/llms.txt' },
  { name: 'llms.txt at / for a text client', path: '/', headers: { Accept: 'text/markdown' } },
  { name: 'the server card', path: '/.well-known/mcp/server-card.json' },
  { name: 'the stylesheet', path: '/assets/site.css' },
  { name: 'a REST route', path: '/api/v1/price-changes?limit=5', keyed: true },
]
/** The headers a 304 must repeat from the 200 (RFC 9110 15.4.5), where the 200 has them. */
const KEPT = ['etag', 'cache-control', 'vary', 'last-modified']

for (const s of SURFACES) {
  const get = (headers: Record<string, string> = {}, method = 'GET') =>
    server.get(s.path, { key: s.keyed ? key : undefined, headers: { ...s.headers, ...headers }, method })

  http(`${s.name} (${s.path}) :: 200 with an ETag; 304 to it, its weak form and a list holding it`, async () => {
    const first = await get()
    assert.is(first.status, 200)
    const body = await first.text()
    const etag = first.headers.get('etag')
    assert.ok(etag, 'an ETag')
    assert.match(etag, /^"[^"]+"$/, 'a strong tag')
    assert.ok(first.headers.get('cache-control'), 'a Cache-Control')
    for (const inm of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const again = await get({ 'If-None-Match': inm })
      assert.is(again.status, 304, `If-None-Match: ${inm}`)
      assert.is(await again.text(), '', 'no body')
      for (const h of KEPT) assert.is(again.headers.get(h), first.headers.get(h), `${h} as on the 200`)
    }
    const head = await get({ 'If-None-Match': etag }, 'HEAD')
    assert.is(head.status, 304, 'HEAD too')
    const stale = await get({ 'If-None-Match': '"stale"' })
    assert.is(stale.status, 200, 'a stale tag')
    assert.is(stale.headers.get('etag'), etag)
    assert.is(await stale.text(), body, 'the same body')
  })
}

http('a feed :: Last-Modified and Vary on the 304 as on the 200', async () => {
  const first = await server.get('/data/latest.json')
  const again = await server.get('/data/latest.json', { headers: { 'If-None-Match': first.headers.get('etag')! } })
  assert.is(again.status, 304)
  assert.ok(again.headers.get('last-modified'))
  assert.is(again.headers.get('vary'), 'Accept-Encoding')
})

http('a REST route :: a keyed answer is private and revalidated; another query has another ETag', async () => {
  const a = await server.get('/api/v1/price-changes?limit=5', { key })
  const b = await server.get('/api/v1/price-changes?limit=6', { key })
  assert.is(a.headers.get('cache-control'), 'private, no-cache')
  assert.is.not(a.headers.get('etag'), b.headers.get('etag'))
  const other = await server.get('/api/v1/price-changes?limit=6', {
    key,
    headers: { 'If-None-Match': a.headers.get('etag')! },
  })
  assert.is(other.status, 200)
})

http('a REST route without a key :: 401, whatever If-None-Match says', async () => {
  const tagged = await server.get('/api/v1/price-changes?limit=5', { key })
  const res = await server.get('/api/v1/price-changes?limit=5', {
    headers: { 'If-None-Match': tagged.headers.get('etag')! },
  })
  assert.is(res.status, 401)
})

http('a page that is not found :: 404 with its body, never a 304', async () => {
  const first = await server.get('/llm-prices/no-such-model', { headers: { Accept: 'text/html' } })
  assert.is(first.status, 404)
  const etag = first.headers.get('etag')
  const again = await server.get('/llm-prices/no-such-model', {
    headers: { Accept: 'text/html', ...(etag ? { 'If-None-Match': etag } : {}) },
  })
  assert.is(again.status, 404)
})

/** A GET with Node's client: the status and the raw header list, in the order the server sent it. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; raw: string[] }> {
  return new Promise((resolve, reject) => {
    request(url, { headers, agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, raw: res.rawHeaders }))
    })
      .on('error', reject)
      .end()
  })
}

http('a feed revalidation answered before Koa :: the 304 of the feed route, header for header, counted', async () => {
  const etag = (await server.get('/data/latest.json')).headers.get('etag')!
  // The plain path takes the shortcut; a query string sends the same revalidation through Koa's route.
  const fast = await rawGet(`${server.url}/data/latest.json`, { 'If-None-Match': etag })
  const koa = await rawGet(`${server.url}/data/latest.json?through=koa`, { 'If-None-Match': etag })
  const again = await rawGet(`${server.url}/data/latest.json`, { 'If-None-Match': etag })
  for (const r of [fast, koa, again]) assert.is(r.status, 304)
  const names = (r: { raw: string[] }) => r.raw.filter((_, i) => i % 2 === 0)
  assert.equal(names(fast), names(koa), 'the same headers in the same order')
  const value = (r: { raw: string[] }, name: string) => r.raw[r.raw.indexOf(name) + 1]
  for (const name of names(fast).filter((n) => !['Date', 'RateLimit'].includes(n)))
    assert.is(value(fast, name), value(koa, name), name)
  // One budget: each request, whichever way it went, took one from what is left.
  const left = (r: { raw: string[] }) => Number(/;r=(\d+);/.exec(value(r, 'RateLimit'))?.[1])
  assert.is(left(koa), left(fast) - 1)
  assert.is(left(again), left(koa) - 1)
})

http.run()

const budget = suite('conditional :: a feed revalidation spends the open budget like any request')
let small: TestServer
budget.before(async () => {
  small = await startTestServer({ RATE_LIMIT_ANON: '3', RATE_LIMIT_WINDOW_MS: '60000' })
})
budget.after(() => small.close())

budget('three open requests a minute :: two revalidations pass, the fourth request is a 429', async () => {
  const first = await small.get('/data/latest.json')
  await first.arrayBuffer()
  const etag = first.headers.get('etag')!
  for (const n of [2, 3]) {
    const res = await small.get('/data/latest.json', { headers: { 'If-None-Match': etag } })
    assert.is(res.status, 304, `request ${n}`)
    assert.match(res.headers.get('ratelimit') ?? '', new RegExp(`;r=${3 - n};`))
  }
  const over = await small.get('/data/latest.json', { headers: { 'If-None-Match': etag } })
  assert.is(over.status, 429)
  assert.is((await over.json()).error.code, 'RATE_LIMITED')
})

budget.run()
