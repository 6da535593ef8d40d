// npm run bench:api: requests per second of the keyed history endpoint and of /data/latest.json,
// each beside a bare Koa route; MCP tools/call beside the REST route answering the same query; a
// feed revalidation (304) beside a bare Koa route; all in one run on loopback. Servers run in their
// own processes; autocannon runs here. Prints a Markdown table for docs/BENCHMARKS.md.
// SERVICE_NODE_ARGS (e.g. --cpu-prof) is passed to the service's node, for profiles.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { newKey } from '../facade/auth.ts'
import { EmbeddedStore } from '../store/embedded.ts'

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)

function start(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const nodeArgs = script === 'scripts/serve.ts' ? (process.env.SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean) : []
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk) => {
      out += chunk
      const match = /listening on (?:http:\/\/127\.0\.0\.1:)?(\d+)/.exec(out)
      if (match) resolve({ child, port: Number(match[1]) })
    })
    child.on('exit', (code) => reject(new Error(`${script} exited ${code}: ${out}`)))
  })
}

interface Request {
  headers?: Record<string, string>
  method?: 'GET' | 'POST'
  body?: string
  expect?: number
}
async function measure(title: string, url: string, opts: Request = {}) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: opts.headers ?? {},
    method: opts.method ?? 'GET',
    body: opts.body,
  })
  // A 304 is the expected answer of a revalidation: count only what differs from the expected status.
  const expected = opts.expect ?? 200
  const statusCount = (result as unknown as Record<string, number>)[`${Math.floor(expected / 100)}xx`] ?? 0
  const errors = (expected === 200 ? result.non2xx : result.requests.total - statusCount) + result.errors
  return {
    title,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    kb: result.throughput.average / 1024,
    errors,
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'amd-bench-'))
const { secret, record } = newKey('bench')
const keys = new EmbeddedStore(join(dataDir, 'store'))
await keys.init()
await keys.addKey(record)

const service = await start('scripts/serve.ts', {
  PORT: '0',
  DATA_DIR: dataDir,
  RATE_LIMIT_KEYED: '100000000',
  RATE_LIMIT_ANON: '100000000',
})
const base = `http://127.0.0.1:${service.port}`
const HISTORY = '/api/v1/llm-price-history?model=gpt-4o&since=2026-07-24'
const bare = await start('scripts/bench/bare-koa.ts', {
  PORT: '0',
  SERVICE_URL: base,
  BENCH_KEY: secret,
  HISTORY_PATH: HISTORY,
  MCP_CALL: JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name: 'get_price_changes', arguments: { limit: 5 } },
  }),
})
const bareUrl = `http://127.0.0.1:${bare.port}`
const auth = { Authorization: `Bearer ${secret}` }

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
type Result = Awaited<ReturnType<typeof measure>>
/** The round with the median ratio: two cores are shared with autocannon, so single runs are noisy. */
async function pair(
  twinTitle: string,
  twinUrl: string,
  title: string,
  url: string,
  opts: Request = {},
  twinOpts: Request = {},
): Promise<[Result, Result]> {
  const rounds: [Result, Result][] = []
  // Each endpoint right after its twin (a bare route with the same bytes, or the REST route).
  for (let i = 0; i < ROUNDS; i++)
    rounds.push([await measure(twinTitle, twinUrl, twinOpts), await measure(title, url, opts)])
  rounds.sort((a, b) => a[1].rps / a[0].rps - b[1].rps / b[0].rps)
  return rounds[Math.floor(rounds.length / 2)]
}
const CHANGES = '/api/v1/price-changes?limit=5'
const rpc = (method: string, params?: object) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method, ...(params ? { params } : {}) })
/** A JSON-RPC POST on /mcp as the 2025-11-25 client sends it (Accept both; no session). */
const legacy = (body: string): Request => ({
  method: 'POST',
  body,
  headers: {
    ...auth,
    'Content-Type': 'application/json',
    Accept: 'application/json, text/event-stream',
    'MCP-Protocol-Version': '2025-11-25',
  },
})
/** The same as the 2026-07-28 client sends it: per-request envelope in _meta and the Mcp-Method/Mcp-Name headers. */
const META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1' },
  'io.modelcontextprotocol/clientCapabilities': {},
}
const modern = (method: string, params: Record<string, unknown>, name?: string): Request => ({
  method: 'POST',
  body: rpc(method, { ...params, _meta: META }),
  headers: {
    ...auth,
    'Content-Type': 'application/json',
    Accept: 'application/json, text/event-stream',
    'MCP-Protocol-Version': '2026-07-28',
    'Mcp-Method': method,
    ...(name ? { 'Mcp-Name': name } : {}),
  },
})
const call = { name: 'get_price_changes', arguments: { limit: 5 } }
const etag = (await fetch(`${base}/data/latest.json`)).headers.get('etag')!
const pairs = [
  await pair('bare Koa, same history bytes', `${bareUrl}/history`, `GET ${HISTORY} (keyed)`, base + HISTORY, {
    headers: auth,
  }),
  await pair(
    'bare Koa, same latest.json bytes',
    `${bareUrl}/latest`,
    'GET /data/latest.json (open)',
    `${base}/data/latest.json`,
  ),
  await pair(
    'bare Koa, {"ok":true}',
    `${bareUrl}/`,
    'GET /data/latest.json If-None-Match (304)',
    `${base}/data/latest.json`,
    { headers: { 'If-None-Match': etag }, expect: 304 },
  ),
  await pair(
    'bare Koa, the same 304 (same headers)',
    `${bareUrl}/revalidate`,
    'GET /data/latest.json If-None-Match (304)',
    `${base}/data/latest.json`,
    { headers: { 'If-None-Match': etag }, expect: 304 },
    { expect: 304 },
  ),
  await pair(
    `GET ${CHANGES} (keyed)`,
    base + CHANGES,
    'MCP tools/call get_price_changes limit 5 (2025-11-25)',
    `${base}/mcp`,
    legacy(rpc('tools/call', call)),
    { headers: auth },
  ),
  await pair(
    `GET ${CHANGES} (keyed)`,
    base + CHANGES,
    'MCP tools/call get_price_changes limit 5 (2026-07-28)',
    `${base}/mcp`,
    modern('tools/call', call, 'get_price_changes'),
    { headers: auth },
  ),
  // The same MCP answer from a bare Koa route to the same POST: how much of the gap to REST is the
  // protocol's payload (the answer twice: text and structuredContent) and how much our route.
  await pair(
    'bare Koa, the same tools/call answer to the same POST',
    `${bareUrl}/mcp-answer`,
    'MCP tools/call get_price_changes limit 5 (2025-11-25)',
    `${base}/mcp`,
    legacy(rpc('tools/call', call)),
    legacy(rpc('tools/call', call)),
  ),
]
const context = [
  await measure('MCP ping (2025-11-25)', `${base}/mcp`, legacy(rpc('ping'))),
  await measure('MCP tools/list (2025-11-25)', `${base}/mcp`, legacy(rpc('tools/list'))),
  await measure('MCP tools/list (2026-07-28)', `${base}/mcp`, modern('tools/list', {})),
]
const hello = await measure('bare Koa, {"ok":true} (context)', `${bareUrl}/`)

// The same answer on both surfaces, or the ratio means nothing.
const restBody = await (await fetch(base + CHANGES, { headers: auth })).json()
const mcpBody = await (
  await fetch(`${base}/mcp`, {
    ...legacy(rpc('tools/call', call)),
    headers: { ...legacy('').headers, Accept: 'application/json' },
  })
).text()
const structured = JSON.parse(
  mcpBody.startsWith('{')
    ? mcpBody
    : mcpBody
        .split('\n')
        .find((l) => l.startsWith('data:'))!
        .slice(5),
).result?.structuredContent
if (JSON.stringify(structured?.items) !== JSON.stringify(restBody.items))
  console.error('warning: MCP and REST answers differ', mcpBody.slice(0, 300))

console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} x ${cpus()[0].model}, ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${CONNECTIONS} connections, ${DURATION_S} s ` +
    `each, median of ${ROUNDS} rounds\n`,
)
console.log('| endpoint | req/s | vs bare | p50 ms | p99 ms | KiB/s | non-2xx+errors |')
console.log('|---|---|---|---|---|---|---|')
const line = (r: Awaited<ReturnType<typeof measure>>, ratio: string) =>
  console.log(
    `| ${r.title} | ${Math.round(r.rps)} | ${ratio} | ${r.p50} | ${r.p99} | ${Math.round(r.kb)} | ${r.errors} |`,
  )
for (const [twin, ours] of pairs) {
  line(twin, '1.00x')
  line(ours, `${(ours.rps / twin.rps).toFixed(2)}x`)
}
line(hello, '')
for (const r of context) line(r, `${(r.rps / hello.rps).toFixed(2)}x of {"ok":true}`)

service.child.kill('SIGTERM')
bare.child.kill('SIGTERM')
await rm(dataDir, { recursive: true, force: true })
process.exit(0)
