// npm run bench:api: requests per second of the keyed history endpoint and of /data/latest.json,
// each beside a bare Koa route; MCP tools/call beside the REST route answering the same query; a
// feed revalidation (304) beside a bare Koa route; all in one run on loopback. Servers run in their
// own processes; autocannon runs here. Prints a Markdown table for docs/BENCHMARKS.md.
// The service runs as `npm start` runs it: the compiled JavaScript in dist/ (built here first).
// On two or more cores with taskset, the servers share core 0 and autocannon has core 1: a load
// generator that competes with the server for its core measures the scheduler (2026-11-26: the same
// route swung 0.5x-0.85x between rounds unpinned, within a few per cent pinned).
// SERVICE_NODE_ARGS (e.g. --cpu-prof) is passed to the service's node, for profiles.
import { spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { newKey } from '../facade/auth.ts'
import { EmbeddedStore } from '../store/embedded.ts'
import { legacyPost, modernPost, PINNED, pinSelf, rpc, startPinned } from './bench/pinned.ts'

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)

pinSelf()

function start(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const service = script === 'dist/scripts/serve.js'
  const nodeArgs = service ? (process.env.SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean) : []
  return startPinned([process.execPath, ...nodeArgs, ...(service ? [] : ['--import', 'tsx']), script], env)
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

const built = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' })
if (built.status !== 0) throw new Error('npm run build failed')
const service = await start('dist/scripts/serve.js', {
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
/** The MCP POSTs of each era, with the bench's key. */
const legacy = (body: string): Request => {
  const post = legacyPost(body)
  return { ...post, headers: { ...auth, ...post.headers } }
}
const modern = (method: string, params: Record<string, unknown>, name?: string): Request => {
  const post = modernPost(method, params, name)
  return { ...post, headers: { ...auth, ...post.headers } }
}
const call = { name: 'get_price_changes', arguments: { limit: 5 } }
const etag = (await fetch(`${base}/data/latest.json`)).headers.get('etag')!
// Warm-up, not measured: each server's code optimised by the JIT and its caches filled before the
// first round (the first seconds of a fresh process run unoptimised code and a heap still growing).
const WARM_S = Number(process.env.BENCH_WARM_SECONDS ?? 3)
for (const [url, opts] of [
  [base + HISTORY, { headers: auth }],
  [`${base}/data/latest.json`, { headers: { 'If-None-Match': etag } }],
  [base + CHANGES, { headers: auth }],
  [`${base}/mcp`, legacy(rpc('tools/call', call))],
  [`${base}/mcp`, modern('tools/call', call, 'get_price_changes')],
  [`${bareUrl}/history`, {}],
  [`${bareUrl}/revalidate`, {}],
  [`${bareUrl}/mcp-answer`, legacy(rpc('tools/call', call))],
] as [string, Request][])
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_S, method: 'GET', ...opts })
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
// tools/list beside the REST call (the target is at least 0.5x), each right after it.
const lists: [Result, Result][] = []
for (const [era, opts] of [
  ['2025-11-25', legacy(rpc('tools/list'))],
  ['2026-07-28', modern('tools/list', {})],
] as [string, Request][])
  lists.push(
    await pair(`GET ${CHANGES} (keyed)`, base + CHANGES, `MCP tools/list (${era})`, `${base}/mcp`, opts, {
      headers: auth,
    }),
  )
const context = [await measure('MCP ping (2025-11-25)', `${base}/mcp`, legacy(rpc('ping')))]
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
    `each, median of ${ROUNDS} rounds; ${PINNED ? 'servers on core 0, autocannon on core 1' : 'not pinned'}\n`,
)
console.log('| endpoint | req/s | vs bare | p50 ms | p99 ms | KiB/s | non-2xx+errors |')
console.log('|---|---|---|---|---|---|---|')
const line = (r: Awaited<ReturnType<typeof measure>>, ratio: string) =>
  console.log(
    `| ${r.title} | ${Math.round(r.rps)} | ${ratio} | ${r.p50} | ${r.p99} | ${Math.round(r.kb)} | ${r.errors} |`,
  )
for (const [twin, ours] of [...pairs, ...lists]) {
  line(twin, '1.00x')
  line(ours, `${(ours.rps / twin.rps).toFixed(2)}x`)
}
line(hello, '')
for (const r of context) line(r, `${(r.rps / hello.rps).toFixed(2)}x of {"ok":true}`)

service.child.kill('SIGTERM')
bare.child.kill('SIGTERM')
await rm(dataDir, { recursive: true, force: true })
process.exit(0)
