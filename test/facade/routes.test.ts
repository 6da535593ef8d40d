import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { restPath } from '../../tools/define.ts'
import { TOOLS } from '../../jobs/datasets/index.ts'
import { startTestServer, TEST_BASE_URL, type TestServer } from '../helpers/server.ts'

let server: TestServer
let valid: { id: string; secret: string }
let deactivated: { id: string; secret: string }

/** A query each endpoint accepts (history needs model or vendor). */
const GOOD_QUERY: Record<string, string> = {
  get_llm_price_history: '?model=gpt-4o',
  get_price_changes: '',
  // A tool that needs arguments declares a typical call.
  ...Object.fromEntries(
    TOOLS.filter((t) => t.example).map((t) => [
      t.name,
      `?${new URLSearchParams(Object.entries(t.example!).map(([k, v]) => [k, String(v)]))}`,
    ]),
  ),
}
const restTools = TOOLS.filter((t) => t.rest)

const rest = suite('api/v1 :: every endpoint')
rest.before(async () => {
  server = await startTestServer()
  valid = await server.key()
  deactivated = await server.key()
  await server.store.setKeyActive(deactivated.id, false)
})

rest(
  'route list :: one GET route per REST tool; the bad-parameter cases ' +
    'below cover the LLM price endpoints (the others: test/tools)',
  async () => {
    for (const tool of restTools) {
      const res = await server.get(`/api/v1${restPath(tool.name)}${GOOD_QUERY[tool.name] ?? ''}`, { key: valid.secret })
      assert.ok(res.status !== 404 && res.status < 500, `${tool.name}: ${res.status}`)
    }
    for (const path of Object.keys(REQUIRED))
      assert.ok(
        restTools.some((t) => `/api/v1${restPath(t.name)}` === path),
        path,
      )
  },
)

for (const tool of restTools) {
  const path = `/api/v1${restPath(tool.name)}${GOOD_QUERY[tool.name] ?? ''}`
  rest(`${path} without key :: 401 with WWW-Authenticate and JSON error`, async () => {
    const res = await server.get(path)
    assert.is(res.status, 401)
    assert.match(res.headers.get('www-authenticate') ?? '', /^Bearer/)
    assert.is((await res.json()).error.code, 'UNAUTHORIZED')
  })
  rest(`${path} with a deactivated key :: 401`, async () => {
    assert.is((await server.get(path, { key: deactivated.secret })).status, 401)
  })
  rest(`${path} with an unknown key :: 401`, async () => {
    assert.is((await server.get(path, { key: 'amd_not-a-real-key' })).status, 401)
  })
  rest(`${path} with a valid key :: 200 with the envelope`, async () => {
    const res = await server.get(path, { key: valid.secret })
    assert.is(res.status, 200)
    const body = await res.json()
    assert.match(body.as_of, /^\d{4}-\d{2}-\d{2}$/)
    assert.ok(body.source_url.startsWith(`${TEST_BASE_URL}/api/v1${restPath(tool.name)}`), body.source_url)
    assert.type(body.license, 'string')
    assert.ok(body.items.length > 0)
    tool.output.parse(body)
    // The envelope's as_of names the data, never an invented date.
    assert.ok(body.as_of > '2020-01-01')
  })
}
rest('dispatch :: trailing slash, HEAD, OPTIONS, other methods and unknown paths', async () => {
  const path = '/api/v1/price-changes'
  assert.is(
    (await server.get(`${path}/?limit=1`, { key: valid.secret })).status,
    200,
    'a trailing slash names the same route',
  )
  const head = await server.get(`${path}?limit=1`, { key: valid.secret, method: 'HEAD' })
  assert.equal([head.status, await head.text()], [200, ''])
  const options = await server.get(path, { method: 'OPTIONS' })
  assert.equal([options.status, options.headers.get('allow')], [200, 'GET, HEAD'])
  const post = await server.get(path, { key: valid.secret, method: 'POST' })
  assert.equal(
    [post.status, post.headers.get('allow'), (await post.json()).error.code],
    [405, 'GET, HEAD', 'METHOD_NOT_ALLOWED'],
  )
  const unknown = await server.get('/api/v1/no-such-thing', { key: valid.secret })
  assert.equal([unknown.status, (await unknown.json()).error.code], [404, 'NOT_FOUND'])
})

rest('a query seen before :: the same answer; a bad one still 400 after good ones for the same tool', async () => {
  const path = '/api/v1/llm-price-history?model=gpt-4o&limit=2'
  const [a, b] = [await server.get(path, { key: valid.secret }), await server.get(path, { key: valid.secret })]
  assert.equal(await a.json(), await b.json())
  const bad = await server.get('/api/v1/llm-price-history?model=gpt-4o&limit=0', { key: valid.secret })
  assert.equal([bad.status, (await bad.json()).error.parameter], [400, 'limit'])
  const again = await server.get('/api/v1/llm-price-history?model=gpt-4o&limit=0', { key: valid.secret })
  assert.is(again.status, 400, 'a refused query is never kept as valid')
  assert.is((await server.get(path)).status, 401, 'a query seen before still needs a key')
})

rest.after(() => server.close())
rest.run()

const bad = suite('api/v1 :: bad parameters')
bad.before(async () => {
  server = await startTestServer()
  valid = await server.key()
})

/** The bad inputs every endpoint must refuse, each on every REST endpoint (with its required filter). */
const GENERIC: [string, string, string][] = [
  ['since=2024-13-01', 'since=2024-13-01', 'since'],
  ['since=2023-02-29 (not a real date)', 'since=2023-02-29', 'since'],
  ['limit=0', 'limit=0', 'limit'],
  ['limit=abc', 'limit=abc', 'limit'],
  ['limit=2.5', 'limit=2.5', 'limit'],
  ['limit over the maximum', 'limit=100000', 'limit'],
  ['an unknown parameter', 'colour=red', 'colour'],
]
const REQUIRED: Record<string, string> = {
  '/api/v1/llm-price-history': 'vendor=openai&',
  '/api/v1/price-changes': '',
  '/api/v1/price-index': '',
  '/api/v1/role-token-budget': '',
  '/api/v1/cloud-agents': '',
  '/api/v1/coding-pc': '',
}
/** The parameters a route takes: a generic case applies where its parameter (or any, for unknown ones) does. */
const takes = (path: string, parameter: string) => {
  const tool = restTools.find((t) => `/api/v1${restPath(t.name)}` === path)!
  return parameter === 'colour' || parameter in tool.input.shape
}
const CASES: [string, string, string][] = [
  ...Object.entries(REQUIRED).flatMap(([path, required]) =>
    GENERIC.filter(([, , parameter]) => takes(path, parameter)).map(
      ([name, query, parameter]): [string, string, string] => [
        `${path} ${name}`,
        `${path}?${required}${query}`,
        parameter,
      ],
    ),
  ),
  ['a group outside CN/US/ALL', '/api/v1/price-index?group=EU', 'group'],
  ['a usage outside light/standard/heavy', '/api/v1/role-token-budget?usage=extreme', 'usage'],
  ['a kind outside personal/work', '/api/v1/cloud-agents?kind=robot', 'kind'],
  ['an unknown tier', '/api/v1/coding-pc?tier=9000b', 'tier'],
  ['a cursor this service did not issue', '/api/v1/cloud-agents?cursor=bm90LWEtY3Vyc29y', 'cursor'],
  ['neither model nor vendor', '/api/v1/llm-price-history?since=2024-01-01', 'model'],
  ['until before since', '/api/v1/llm-price-history?vendor=openai&since=2025-01-02&until=2025-01-01', 'until'],
  ['a repeated parameter', '/api/v1/llm-price-history?model=gpt-4o&model=o1', 'model'],
  ['country outside CN/US/other', '/api/v1/llm-price-history?vendor=openai&country=FR', 'country'],
  ['negative min_change_pct', '/api/v1/price-changes?min_change_pct=-5', 'min_change_pct'],
  ['min_change_pct=abc', '/api/v1/price-changes?min_change_pct=abc', 'min_change_pct'],
]
for (const [name, path, parameter] of CASES) {
  bad(`${name} :: 400 naming '${parameter}'`, async () => {
    const res = await server.get(path, { key: valid.secret })
    assert.is(res.status, 400)
    const body = await res.json()
    assert.is(body.error.code, 'INVALID_PARAMETER')
    assert.is(body.error.parameter, parameter)
    assert.ok(body.error.message.includes(parameter), body.error.message)
  })
}

bad('unknown route :: 404 JSON', async () => {
  const res = await server.get('/api/v1/nope', { key: valid.secret })
  assert.is(res.status, 404)
  assert.is((await res.json()).error.code, 'NOT_FOUND')
})

bad('POST on a GET route :: 405 JSON', async () => {
  const res = await server.get('/api/v1/price-changes', { key: valid.secret, method: 'POST' })
  assert.is(res.status, 405)
  assert.is((await res.json()).error.code, 'METHOD_NOT_ALLOWED')
})
bad.after(() => server.close())
bad.run()

const data = suite('api/v1 :: answers')
data.before(async () => {
  server = await startTestServer()
  valid = await server.key()
})

data('history by vendor with limit :: newest rows kept, oldest first, total counted', async () => {
  const body = await (
    await server.get('/api/v1/llm-price-history?vendor=openai&limit=10', { key: valid.secret })
  ).json()
  assert.is(body.count, 10)
  assert.ok(body.total > 10)
  assert.is(body.truncated, true)
  assert.is(body.items.at(-1).date, body.as_of)
  assert.ok(body.items.every((r: { vendor: string }) => r.vendor === 'openai'))
  const dates = body.items.map((r: { date: string }) => r.date)
  assert.equal(dates, [...dates].sort())
})

data('history by a catalogue spelling :: gemini/gemini-2.5-pro finds gemini-2-5-pro', async () => {
  const body = await (
    await server.get('/api/v1/llm-price-history?model=gemini/gemini-2.5-pro&limit=1', { key: valid.secret })
  ).json()
  assert.is(body.items[0].model, 'gemini-2-5-pro')
})

data('price changes :: the real 2024-11 gpt-4o cut, with both prices and percent', async () => {
  const body = await (
    await server.get('/api/v1/price-changes?since=2024-11-01&min_change_pct=10&limit=1000', { key: valid.secret })
  ).json()
  // Dated the day litellm's commit recorded it (e7543378, 2024-11-12), not its month-end snapshot.
  const cut = body.items.find((c: { model: string; date: string }) => c.model === 'gpt-4o' && c.date === '2024-11-12')
  assert.ok(cut, 'gpt-4o cut listed')
  assert.equal([cut.kind, cut.input_before, cut.input_after, cut.input_change_pct], ['cut', 5, 2.5, -50])
  assert.ok(
    body.items.every((c: { kind: string }) => c.kind !== 'added'),
    'additions have no percent',
  )
  assert.ok(body.items.every((c: { date: string }) => c.date >= '2024-11-01'))
})
data.after(() => server.close())
data.run()
