// Generated hostile requests (fast-check), shared by the fuzz test (test/fuzz/http.test.ts) and the
// hostile-mix benchmark (scripts/bench-hostile.ts): every REST route and tool, /mcp (JSON-RPC bodies
// of odd shapes, tool arguments of odd types, odd headers) and /data, with odd query values,
// repeated parameters, unicode, huge values, unusual methods, Host headers with bad ports, odd
// Accept and Content-Type; and the heavier kinds only the benchmark sends (hostileExtras).
import { type Agent, request } from 'node:http'
import fc from 'fast-check'
import { TOOLS } from '../../jobs/datasets/index.ts'
import { restPath } from '../../tools/define.ts'

export interface Req {
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
const rpcBody = (baseUrl: string) =>
  fc.oneof(
    fc
      .record({
        method: rpcMethod,
        name: fc.constantFrom(...tools, 'get_nothing'),
        args: toolArgs,
        id: fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null)),
        modern: fc.boolean(),
        uri: fc.oneof(
          fc.constantFrom(
            `${baseUrl}/data/latest.json`,
            `${baseUrl}/data/history.csv`,
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

export function arbitrary(key: string, baseUrl: string): fc.Arbitrary<Req> {
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
      body: rpcBody(baseUrl),
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

/** What came back: status, content type and, for an error, its body. */
export interface Answer {
  status: number
  type: string
  body: string
}

/**
 * Sends one request and reads the whole answer. `agent` pools connections (the benchmark's 200);
 * past `timeoutMs` the request is abandoned with an error whose code is 'CLIENT_TIMEOUT'.
 */
export function send(base: URL, req: Req, opts: { agent?: Agent; timeoutMs?: number } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // Framed explicitly: Node's client leaves a TRACE or DELETE body unframed, which is not HTTP.
    const headers =
      req.body === undefined ? req.headers : { ...req.headers, 'Content-Length': String(Buffer.byteLength(req.body)) }
    const target = { host: base.hostname, port: base.port, method: req.method, path: req.path, headers }
    const r = request({ ...target, agent: opts.agent }, (res) => {
      // Only an error's body is kept (problem() reads it): a feed's 73 MB is read and dropped.
      const keep = res.statusCode! >= 400
      const chunks: Buffer[] = []
      res.on('data', (c) => keep && chunks.push(c))
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          type: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString(),
        }),
      )
      res.on('error', reject)
    })
    if (opts.timeoutMs)
      r.setTimeout(opts.timeoutMs, () =>
        r.destroy(Object.assign(new Error(`no answer within ${opts.timeoutMs} ms`), { code: 'CLIENT_TIMEOUT' })),
      )
    r.on('error', reject)
    r.end(req.body)
  })
}

/** The problem with an answer, or undefined when it is fine. */
export function problem(req: Req, res: { status: number; type: string; body: string }): string | undefined {
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

const nested = (depth: number, modern: boolean) => {
  const deep = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
  const meta = modern ? `,"_meta":${JSON.stringify(META)}` : ''
  return `{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"get_llm_prices","arguments":${deep}${meta}}}`
}
const TWO_MB = 'x'.repeat(2 * 2 ** 20)
const NINE_KB = 'h'.repeat(9 * 1024)
const MCP_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' }

/**
 * The heavier hostile kinds, beside `arbitrary`'s: path traversal, NUL (percent-encoded in paths and
 * queries, raw in JSON strings), 9 KB header values, 60-message JSON-RPC batches, 2 MB bodies, JSON
 * nested 5,000 and 100,000 deep; on /mcp, /admin/keys (with `operatorToken`), REST and /data.
 */
export function hostileExtras(key: string, operatorToken: string): fc.Arbitrary<Req> {
  const traversal = fc
    .record({
      path: fc.constantFrom(
        '/../../etc/passwd',
        '/data/..%2F..%2Fpackage.json',
        '/data/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
        '/assets/../../package.json',
        '/assets/..%2F..%2Fpackage.json',
        '/assets/%2e%2e/%2e%2e/README.md',
        '/api/v1/../../admin/keys',
        '/%2e%2e/%2e%2e/%2e%2e/',
        '/data/....//....//etc/passwd',
        '/admin/keys/..%2F..%2Fadmin%2Fruns/activate',
      ),
      method: fc.constantFrom('GET', 'HEAD', 'POST', 'DELETE'),
    })
    .map(({ path, method }): Req => ({ method, path, headers: { Host: '127.0.0.1' } }))
  const nul = fc
    .constantFrom(
      { path: '/api/v1/llm-prices?model=%00', body: undefined },
      { path: '/data/latest.json%00.txt', body: undefined },
      { path: '/%00', body: undefined },
      { path: '/mcp', body: JSON.stringify({ jsonrpc: '2.0', id: '\u0000', method: 'tools/call\u0000' }) },
      {
        path: '/mcp',
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { name: 'get_llm_prices', arguments: { model: '\u0000'.repeat(50) } },
        }),
      },
    )
    .map(
      ({ path, body }): Req => ({
        method: body ? 'POST' : 'GET',
        path,
        headers: { Host: '127.0.0.1', ...(body ? MCP_HEADERS : {}) },
        body,
      }),
    )
  const bigHeader = fc
    .record({
      name: fc.constantFrom('X-Pad', 'Authorization', 'Accept', 'If-None-Match', 'Mcp-Name', 'Cookie', 'User-Agent'),
      target: fc.constantFrom('/api/v1/llm-prices', '/data/latest.json', '/mcp', '/readyz', '/'),
    })
    .map(({ name, target }): Req => {
      const value = name === 'Authorization' ? `Bearer ${NINE_KB}` : NINE_KB
      const post = target === '/mcp'
      return {
        method: post ? 'POST' : 'GET',
        path: target,
        headers: { Host: '127.0.0.1', ...(post ? MCP_HEADERS : {}), [name]: value },
        body: post ? JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) : undefined,
      }
    })
  const batch = fc.boolean().map(
    (keyed): Req => ({
      method: 'POST',
      path: '/mcp',
      headers: { Host: '127.0.0.1', ...MCP_HEADERS, ...(keyed ? { Authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify(
        Array.from({ length: 60 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'tools/list', params: {} })),
      ),
    }),
  )
  const huge = fc.constantFrom<Req>(
    {
      method: 'POST',
      path: '/mcp',
      headers: { Host: '127.0.0.1', ...MCP_HEADERS },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'get_llm_prices', arguments: { model: TWO_MB } },
      }),
    },
    {
      method: 'POST',
      path: '/admin/keys',
      headers: { Host: '127.0.0.1', 'Content-Type': 'application/json', Authorization: `Bearer ${operatorToken}` },
      body: JSON.stringify({ tier: 'pro', label: TWO_MB }),
    },
    { method: 'POST', path: '/api/v1/llm-prices', headers: { Host: '127.0.0.1' }, body: TWO_MB },
    { method: 'PUT', path: '/data/latest.json', headers: { Host: '127.0.0.1' }, body: TWO_MB },
  )
  const deep = fc
    .record({ depth: fc.constantFrom(5_000, 100_000), modern: fc.boolean(), admin: fc.boolean() })
    .map(({ depth, modern, admin }): Req => {
      if (admin)
        return {
          method: 'POST',
          path: '/admin/keys',
          headers: { Host: '127.0.0.1', 'Content-Type': 'application/json', Authorization: `Bearer ${operatorToken}` },
          body: `${'['.repeat(depth)}${']'.repeat(depth)}`,
        }
      const headers: Record<string, string> = modern
        ? { 'MCP-Protocol-Version': '2026-07-28', 'Mcp-Method': 'tools/call', 'Mcp-Name': 'get_llm_prices' }
        : { 'MCP-Protocol-Version': '2025-11-25' }
      return {
        method: 'POST',
        path: '/mcp',
        headers: { Host: '127.0.0.1', ...MCP_HEADERS, ...headers },
        body: nested(depth, modern),
      }
    })
  return fc.oneof(
    { arbitrary: traversal, weight: 20 },
    { arbitrary: nul, weight: 20 },
    { arbitrary: bigHeader, weight: 20 },
    { arbitrary: batch, weight: 15 },
    { arbitrary: deep, weight: 20 },
    { arbitrary: huge, weight: 5 },
  )
}
