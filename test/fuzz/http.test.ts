// Generated hostile requests (fast-check, fixed seed, bounded count) over every REST route and tool,
// /mcp (JSON-RPC bodies of odd shapes, tool arguments of odd types, odd headers) and /data: odd
// query values, repeated parameters, unicode, huge values, unusual methods, Host headers with bad
// ports, odd Accept and Content-Type. Asserted: no 5xx; every 4xx from the app is JSON naming the
// problem; the server is healthy afterwards and its memory has not run away.
import { request } from 'node:http'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import fc from 'fast-check'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { TOOLS } from '../../jobs/datasets/index.ts'
import { restPath } from '../../tools/define.ts'
import { testSeed } from '../helpers/random.ts'
import { startTestServer, TEST_BASE_URL, type TestServer } from '../helpers/server.ts'

// Fixed by default so CI and a laptop send the same requests; FUZZ_SEED picks others, and replays a failure's.
const SEED = process.env.FUZZ_SEED ? testSeed('FUZZ_SEED') : 20261123
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_500)
const CONCURRENCY = 16

interface Req {
  method: string
  path: string
  headers: Record<string, string>
  body?: string
}

const METHODS = [
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'LINK',
  'UNLINK',
  'PURGE',
  'MKCOL',
  'SEARCH',
  'REPORT',
  'LOCK',
  'QUERY',
]
const odd = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    '',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '1e308',
    '99999999999999999999',
    'true',
    'null',
    '[]',
    '{}',
    '2024-02-30',
    '2024-13-01',
    '../../etc/passwd',
    '%00',
    '%E0%A4%A',
    '\u0000',
    '😀'.repeat(50),
    'a'.repeat(5000),
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
)
const paramNames = [...new Set(TOOLS.flatMap((t) => Object.keys(t.input.shape)))]
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...paramNames), fc.string({ maxLength: 12 })), odd), { maxLength: 6 })
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'))
const hostHeader = fc.constantFrom(
  '127.0.0.1',
  'localhost',
  'localhost:abc',
  'localhost:99999',
  'localhost:',
  '[::1]:80',
  'evil.example',
  '127.0.0.1:0',
  'a b',
  'localhost:8080:9',
)
const accept = fc.constantFrom(
  'application/json, text/event-stream',
  'application/json',
  'text/event-stream',
  '*/*',
  'text/html',
  '',
  'application/xml;q=0.9',
  'garbage///',
)
const contentType = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  '',
  'application/json; charset=utf-16',
  'multipart/form-data; boundary=x',
)
const auth = (key: string) =>
  fc.constantFrom<Record<string, string>>(
    {},
    { Authorization: `Bearer ${key}` },
    { Authorization: 'Bearer amd_nope' },
    { Authorization: 'Basic Zm9vOmJhcg==' },
    { Authorization: 'Bearer' },
  )

const tools = TOOLS.map((t) => t.name)
const jsonArg = fc.oneof(
  odd,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
  fc.constant(1e300),
  fc.constant(-0),
)
const toolArgs = fc.dictionary(fc.oneof(fc.constantFrom(...paramNames), fc.string({ maxLength: 8 })), jsonArg, {
  maxKeys: 5,
})
const META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'fuzz', version: '1' },
  'io.modelcontextprotocol/clientCapabilities': {},
}
const rpcMethod = fc.constantFrom(
  'tools/call',
  'tools/call',
  'tools/list',
  'ping',
  'initialize',
  'resources/list',
  'resources/read',
  'resources/templates/list',
  'prompts/list',
  'server/discover',
  'notifications/initialized',
  'nope',
  '',
)
const rpcBody = fc.oneof(
  fc
    .record({
      method: rpcMethod,
      name: fc.constantFrom(...tools, 'get_nothing'),
      args: toolArgs,
      id: fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null)),
      modern: fc.boolean(),
      uri: fc.oneof(
        fc.constantFrom(
          `${TEST_BASE_URL}/data/latest.json`,
          `${TEST_BASE_URL}/data/history.csv`,
          'ai-market-data://llm-prices/gpt-4o',
          'ai-market-data://gpu-prices/x',
        ),
        fc.webUrl(),
        fc.string(),
      ),
    })
    .map(({ method, name, args, id, modern, uri }) => ({
      text: JSON.stringify({
        jsonrpc: '2.0',
        id,
        method,
        params: {
          name,
          arguments: args,
          uri,
          ...(modern ? { _meta: META } : {}),
          ...(method === 'initialize'
            ? { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'f', version: '1' } }
            : {}),
        },
      }),
      headers: modern
        ? { 'MCP-Protocol-Version': '2026-07-28', 'Mcp-Method': method, 'Mcp-Name': name }
        : ({ 'MCP-Protocol-Version': '2025-11-25' } as Record<string, string>),
    })),
  fc.jsonValue({ maxDepth: 3 }).map((v) => ({ text: JSON.stringify(v), headers: {} })),
  fc
    .array(fc.record({ jsonrpc: fc.constant('2.0'), id: fc.integer(), method: rpcMethod }), { maxLength: 3 })
    .map((v) => ({ text: JSON.stringify(v), headers: {} })),
  fc.string({ maxLength: 200 }).map((text) => ({ text, headers: {} })),
  fc
    .constantFrom(
      '{',
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_llm_prices","arguments":{"model":"' +
        'x'.repeat(300_000) +
        '"}}}',
    )
    .map((text) => ({ text, headers: {} })),
)

function arbitrary(key: string): fc.Arbitrary<Req> {
  const rest = fc
    .record({
      tool: fc.constantFrom(...TOOLS.filter((t) => t.rest)),
      q: query,
      method: fc.constantFrom(...METHODS),
      auth: auth(key),
      host: hostHeader,
    })
    .map(
      ({ tool, q, method, auth, host }): Req => ({
        method,
        path: `/api/v1${restPath(tool.name)}?${q}`,
        headers: { ...auth, Host: host },
      }),
    )
  const mcp = fc
    .record({
      body: rpcBody,
      method: fc.constantFrom('POST', 'POST', 'POST', 'GET', 'DELETE', 'PUT', 'TRACE', 'PROPFIND', 'QUERY'),
      auth: auth(key),
      host: hostHeader,
      accept,
      contentType,
    })
    .map(
      ({ body, method, auth, host, accept, contentType }): Req => ({
        method,
        path: '/mcp',
        headers: { ...auth, ...body.headers, Host: host, Accept: accept, 'Content-Type': contentType },
        body: method === 'GET' ? undefined : body.text,
      }),
    )
  const feeds = [...new Set(TOOLS.flatMap((t) => (t.feed ? [t.feed.file] : [])))]
  const data = fc
    .record({
      file: fc.oneof(
        fc.constantFrom(...feeds, 'nope.json', '..%2Fpackage.json', '%E0%A4%A', ''),
        fc.string({ maxLength: 20 }).map(encodeURIComponent),
      ),
      method: fc.constantFrom(...METHODS),
      inm: fc.constantFrom('', '*', '"x"', 'W/"y"', ',,,'),
      enc: fc.constantFrom('', 'gzip', 'br', 'br;q=0, gzip;q=0', 'identity', '*;q=0'),
      host: hostHeader,
      q: query,
    })
    .map(
      ({ file, method, inm, enc, host, q }): Req => ({
        method,
        path: `/data/${file}${q ? `?${q}` : ''}`,
        headers: { Host: host, ...(inm ? { 'If-None-Match': inm } : {}), ...(enc ? { 'Accept-Encoding': enc } : {}) },
      }),
    )
  const other = fc
    .record({
      path: fc.oneof(
        fc.constantFrom(
          '/',
          '/llms.txt',
          '/openapi.json',
          '/.well-known/mcp/server-card.json',
          '/mcp/server-card',
          '/healthz',
          '/readyz',
          '/admin/keys',
          '/api/v1',
          '/api/v1/',
        ),
        fc.webPath(),
      ),
      method: fc.constantFrom(...METHODS),
      host: hostHeader,
      q: query,
    })
    .map(
      ({ path, method, host, q }): Req => ({
        method,
        path: `${path.startsWith('/') ? path : `/${path}`}${q ? `?${q}` : ''}`,
        headers: { Host: host },
      }),
    )
  return fc.oneof(
    { arbitrary: rest, weight: 3 },
    { arbitrary: mcp, weight: 4 },
    { arbitrary: data, weight: 2 },
    { arbitrary: other, weight: 1 },
  )
}

function send(base: URL, req: Req): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    // Framed explicitly: Node's client leaves a TRACE or DELETE body unframed, which is not HTTP.
    const headers =
      req.body === undefined ? req.headers : { ...req.headers, 'Content-Length': String(Buffer.byteLength(req.body)) }
    const r = request({ host: base.hostname, port: base.port, method: req.method, path: req.path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          type: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString(),
        }),
      )
      res.on('error', reject)
    })
    r.on('error', reject)
    r.end(req.body)
  })
}

/** The problem with an answer, or undefined when it is fine. */
function problem(req: Req, res: { status: number; type: string; body: string }): string | undefined {
  if (res.status >= 500) return `${res.status}`
  if (res.status < 400 || req.method === 'HEAD') return undefined
  if (!/^application\/json/.test(res.type)) return `${res.status} answered as '${res.type}'`
  try {
    const message = JSON.parse(res.body)?.error?.message
    return typeof message === 'string' && message.length > 3 ? undefined : `${res.status} without error.message`
  } catch {
    return `${res.status} body is not JSON`
  }
}

/** A full garbage collection, so heap figures compare live memory, not garbage not yet collected. */
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const liveHeap = () => {
  gc()
  return process.memoryUsage().heapUsed
}

let server: TestServer
const fuzz = suite('fuzz :: REST, MCP and /data')
fuzz.before(async () => {
  server = await startTestServer()
})

fuzz(
  `${RUNS} generated requests, seed ${SEED} :: no 5xx, every 4xx JSON naming the problem, healthy after`,
  async () => {
    const key = (await server.key()).secret
    const requests = fc.sample(arbitrary(key), { seed: SEED, numRuns: RUNS })
    const base = new URL(server.url)
    const heapBefore = liveHeap()
    const failures: string[] = []
    const statuses = new Map<number, number>()
    let next = 0
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < requests.length) {
          const req = requests[next++]
          const res = await send(base, req).catch((error) => ({ status: 599, type: '', body: String(error) }))
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
          const bad = problem(req, res)
          if (bad && failures.length < 20)
            failures.push(
              `${bad}: ${req.method} ${req.path.slice(0, 200)} ${JSON.stringify(req.headers)} ` +
                `${String(req.body).slice(0, 200)} -> ${res.body.slice(0, 300)}`,
            )
        }
      }),
    )
    console.log(
      `    ${requests.length} requests; statuses ${[...statuses]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}:${n}`)
        .join(' ')}`,
    )
    assert.equal(failures, [], `seed ${SEED} (replay: FUZZ_SEED=${SEED})\n${failures.join('\n')}`)
    const health = await fetch(`${server.url}/healthz`)
    assert.is(health.status, 200)
    // Live heap after: the response cache may hold up to 64 MiB of answers; anything far past it leaks.
    const growth = (liveHeap() - heapBefore) / 2 ** 20
    console.log(
      `    live heap growth ${growth.toFixed(0)} MiB, resident ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`,
    )
    assert.ok(growth < 150, `live heap grew ${growth.toFixed(0)} MiB (seed ${SEED}, replay: FUZZ_SEED=${SEED})`)
  },
)

fuzz.after(() => server.close())
fuzz.run()
