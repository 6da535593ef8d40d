// Deeply nested JSON bodies: refused with a 400 naming the nesting limit on every route that reads a
// body (/mcp through each of its doors, in both protocol eras; /admin/keys), before anything walks
// the value; a body at the limit is still served. The byte scanner behind it, as a pure function.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { MAX_JSON_DEPTH, NestingScanner, nestsTooDeep } from '../../facade/body.ts'
import { startAppBeside, startTestServer, type TestServer } from '../helpers/server.ts'

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
const objects = (depth: number, inner = '1') => `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`

const scanner = suite('nesting scanner :: bytes')

scanner('at the limit :: passes; one deeper :: too deep', () => {
  assert.not.ok(nestsTooDeep(Buffer.from(arrays(MAX_JSON_DEPTH))))
  assert.not.ok(nestsTooDeep(Buffer.from(objects(MAX_JSON_DEPTH))))
  assert.ok(nestsTooDeep(Buffer.from(arrays(MAX_JSON_DEPTH + 1))))
  assert.ok(nestsTooDeep(Buffer.from(objects(MAX_JSON_DEPTH + 1))))
})

scanner('brackets inside strings, escaped quotes, non-ASCII :: not counted', () => {
  const text = JSON.stringify({ a: '[[[{{{'.repeat(100), b: 'say \\"[[[[\\" 😀 []'.repeat(50), c: [1, [2]] })
  assert.not.ok(nestsTooDeep(Buffer.from(text), 3))
  assert.ok(nestsTooDeep(Buffer.from(text), 1))
})

scanner('a body split anywhere into chunks :: the same verdict as whole', () => {
  const body = Buffer.from(`{"s":"\\\\\\"[[[[","deep":${arrays(MAX_JSON_DEPTH)}}`)
  for (let cut = 0; cut <= body.length; cut++) {
    const whole = nestsTooDeep(body, MAX_JSON_DEPTH)
    const split = new NestingScanner(MAX_JSON_DEPTH)
    const verdict = split.tooDeep(body.subarray(0, cut)) || split.tooDeep(body.subarray(cut))
    assert.is(verdict, whole, `cut at ${cut}`)
  }
  assert.ok(nestsTooDeep(body, MAX_JSON_DEPTH - 1))
})

scanner.run()

const META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 't', version: '1' },
  'io.modelcontextprotocol/clientCapabilities': {},
}
const ERAS = ['2025-11-25', '2026-07-28'] as const

/** A JSON-RPC message of `method` whose params carry `deep` (raw JSON text), as the era's client sends it. */
function message(era: (typeof ERAS)[number], method: string, deep: string) {
  const modern = era === '2026-07-28'
  const params =
    method === 'tools/call'
      ? `{"name":"get_price_changes","arguments":{"limit":${deep}}${modern ? `,"_meta":${JSON.stringify(META)}` : ''}}`
      : `{"protocolVersion":"2025-11-25","capabilities":{"x":${deep}},"clientInfo":{"name":"t","version":"1"}}`
  return {
    body: `{"jsonrpc":"2.0","id":3,"method":"${method}","params":${params}}`,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': era,
      ...(modern
        ? { 'Mcp-Method': method, ...(method === 'tools/call' ? { 'Mcp-Name': 'get_price_changes' } : {}) }
        : {}),
    },
  }
}

/** The bodies of a case: bare nesting and nesting inside each era's message. */
function bodies(depth: number) {
  return [
    { name: 'bare arrays', body: arrays(depth), headers: message('2025-11-25', 'tools/call', '1').headers },
    { name: 'bare objects', body: objects(depth), headers: message('2026-07-28', 'tools/call', '1').headers },
    ...ERAS.flatMap((era) =>
      ['tools/call', 'initialize'].map((method) => ({
        name: `${method} ${era}`,
        ...message(era, method, depth % 2 ? arrays(depth) : objects(depth)),
      })),
    ),
  ]
}

/** POSTs `body`, whole (Content-Length) or chunked (a stream: no length, the route reads it). */
async function post(url: string, body: string, headers: Record<string, string | undefined>, chunked = false) {
  const res = await fetch(url, {
    method: 'POST',
    headers: headers as Record<string, string>,
    body: chunked
      ? new ReadableStream({
          start(c) {
            for (let i = 0; i < body.length; i += 4096) c.enqueue(new TextEncoder().encode(body.slice(i, i + 4096)))
            c.close()
          },
        })
      : body,
    ...(chunked ? { duplex: 'half' } : {}),
  } as RequestInit)
  return { status: res.status, text: await res.text() }
}

const OPERATOR = 'o'.repeat(40)
let server: TestServer
let sdkOnly: Awaited<ReturnType<typeof startAppBeside>>
let key: string

const mcp = suite('deep JSON :: /mcp')
mcp.before(async () => {
  server = await startTestServer({ OPERATOR_TOKEN: OPERATOR })
  sdkOnly = await startAppBeside(server, { mcpFastPath: false })
  key = (await server.key()).secret
})
mcp.after(async () => {
  await sdkOnly.close()
  await server.close()
})

/** Each way into /mcp: the shortcut before Koa (no key, a small stated length), Koa's route with
 *  its fast path (a key not cached: the tests' key cache holds nothing), a chunked body, the SDK. */
const doors = (): { door: string; url: () => string; auth: Record<string, string>; chunked: boolean }[] => [
  { door: 'shortcut', url: () => `${server.url}/mcp`, auth: {}, chunked: false },
  { door: 'route, keyed', url: () => `${server.url}/mcp`, auth: { Authorization: `Bearer ${key}` }, chunked: false },
  { door: 'route, chunked', url: () => `${server.url}/mcp`, auth: {}, chunked: true },
  { door: 'SDK only', url: () => `${sdkOnly.url}/mcp`, auth: {}, chunked: false },
]

for (const depth of [5_000, 100_000])
  mcp(`${depth} levels, every door, both eras :: 400 parse error naming the limit`, async () => {
    for (const { door, url, auth, chunked } of doors())
      for (const { name, body, headers } of bodies(depth)) {
        const res = await post(url(), body, { ...headers, ...auth }, chunked)
        const where = `${door}, ${name}: ${res.status} ${res.text.slice(0, 200)}`
        assert.is(res.status, 400, where)
        const error = JSON.parse(res.text).error
        assert.ok(error.code === -32700 || error.code === -32600, where)
        assert.match(error.message, `deeper than ${MAX_JSON_DEPTH} levels`, where)
      }
  })

mcp('5,000 levels with every Accept, both eras, shortcut and route :: 400 naming the limit', async () => {
  for (const accept of ['application/json', 'text/event-stream', '*/*', 'text/html', ''])
    for (const { door, url, auth, chunked } of doors().slice(0, 2))
      for (const { name, body, headers } of bodies(5_000).slice(2)) {
        const res = await post(url(), body, { ...headers, ...auth, Accept: accept }, chunked)
        const where = `${door}, ${name}, Accept '${accept}': ${res.status} ${res.text.slice(0, 200)}`
        assert.is(res.status, 400, where)
        assert.match(res.text, `deeper than ${MAX_JSON_DEPTH} levels`, where)
      }
})

mcp('nesting at the limit, every door, both eras :: served (no 5xx, no nesting refusal)', async () => {
  // The envelope takes 4 levels (message, params, arguments or capabilities, the value).
  for (const { door, url, auth, chunked } of doors())
    for (const { name, body, headers } of bodies(MAX_JSON_DEPTH - 4).slice(2)) {
      const res = await post(url(), body, { ...headers, ...auth }, chunked)
      const where = `${door}, ${name}: ${res.status} ${res.text.slice(0, 200)}`
      assert.ok(res.status < 500, where)
      assert.not.match(res.text, 'deeper than', where)
    }
})

mcp.run()

const admin = suite('deep JSON :: /admin/keys')
admin.before(async () => {
  server = await startTestServer({ OPERATOR_TOKEN: OPERATOR })
})
admin.after(() => server.close())

for (const depth of [5_000, 100_000])
  admin(`${depth} levels :: 400 INVALID_PARAMETER naming the limit and the body`, async () => {
    for (const body of [arrays(depth), objects(depth)]) {
      const res = await post(`${server.url}/admin/keys`, body, {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${OPERATOR}`,
      })
      assert.is(res.status, 400, res.text.slice(0, 200))
      const { error } = JSON.parse(res.text)
      assert.is(error.code, 'INVALID_PARAMETER')
      assert.is(error.parameter, 'body')
      assert.match(error.message, `deeper than ${MAX_JSON_DEPTH} levels`)
    }
  })

admin('a key request nested within the limit :: still created', async () => {
  const res = await post(`${server.url}/admin/keys`, JSON.stringify({ tier: 'pro', label: 'nest' }), {
    'Content-Type': 'application/json',
    Authorization: `Bearer ${OPERATOR}`,
  })
  assert.is(res.status, 201, res.text)
})

admin.run()
