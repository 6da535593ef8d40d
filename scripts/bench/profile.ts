// npm run bench:profile -- <name>: a CPU profile of the service under one load, taken only while
// autocannon runs (not the start and seed), with the functions that spent the most, self and
// inclusive, printed. The service runs in this process on the embedded store; autocannon runs in its
// own process, so the profile is the service alone. Names: rest, mcp, history, revalidate, ping, list,
// mcp-modern, list-modern.
import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { Session } from 'node:inspector/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { newKey } from '../../facade/auth.ts'
import { loadConfig } from '../../facade/config.ts'
import { openStore } from '../../store/open.ts'
import { startServer } from '../start.ts'
import { countSamples } from './cpu-profile.ts'
import { modernPost } from './pinned.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const name = process.argv[2] ?? 'mcp'

const dataDir = await mkdtemp(join(tmpdir(), 'amd-profile-'))
const config = loadConfig({
  ...process.env,
  PORT: '0',
  DATA_DIR: dataDir,
  RATE_LIMIT_KEYED: '100000000',
  RATE_LIMIT_ANON: '100000000',
  REFRESH_AT: 'off',
})
const store = openStore(config)
const running = await startServer(config, store)
const { secret, record } = newKey('bench')
await store.addKey(record)
const mcpHeaders = [
  'Content-Type=application/json',
  'Accept=application/json, text/event-stream',
  'MCP-Protocol-Version=2025-11-25',
]
const rpc = (method: string, params?: object) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method, ...(params ? { params } : {}) })
/** A 2026-07-28 request, as scripts/bench/pinned.ts sends it: headers as autocannon's name=value. */
function modern(method: string, params: Record<string, unknown>, name?: string) {
  const post = modernPost(method, params, name)
  return { path: '/mcp', body: post.body, headers: Object.entries(post.headers).map(([k, v]) => `${k}=${v}`) }
}
const etag = (await fetch(`${running.url}/data/latest.json`)).headers.get('etag')!
const loads: Record<string, { path: string; headers?: string[]; body?: string }> = {
  rest: { path: '/api/v1/price-changes?limit=5' },
  healthz: { path: '/healthz' },
  history: { path: '/api/v1/llm-price-history?model=gpt-4o&since=2026-07-24' },
  revalidate: { path: '/data/latest.json', headers: [`If-None-Match=${etag}`] },
  mcp: {
    path: '/mcp',
    headers: mcpHeaders,
    body: rpc('tools/call', { name: 'get_price_changes', arguments: { limit: 5 } }),
  },
  ping: { path: '/mcp', headers: mcpHeaders, body: rpc('ping') },
  list: { path: '/mcp', headers: mcpHeaders, body: rpc('tools/list') },
  'mcp-modern': modern('tools/call', { name: 'get_price_changes', arguments: { limit: 5 } }, 'get_price_changes'),
  'list-modern': modern('tools/list', {}),
}
const load = loads[name]
if (!load) throw new Error(`No load '${name}': one of ${Object.keys(loads).join(', ')}`)
const keyed = name === 'revalidate' || name === 'healthz' ? [] : [`Authorization=Bearer ${secret}`]
const args = ['-c', '20', '-d', String(SECONDS), ...(load.body ? ['-m', 'POST', '-b', load.body] : [])]
for (const header of [...keyed, ...(load.headers ?? [])]) args.push('-H', header)

const session = new Session()
session.connect()
await session.post('Profiler.enable')
await session.post('Profiler.start')
const cannon = spawn(
  process.execPath,
  [join('node_modules', 'autocannon', 'autocannon.js'), '--json', ...args, running.url + load.path],
  { stdio: ['ignore', 'pipe', 'ignore'] },
)
let report = ''
cannon.stdout.on('data', (chunk) => {
  report += chunk
})
await new Promise((resolve) => cannon.on('exit', resolve))
const result = JSON.parse(report) as { requests: { total: number; average: number }; non2xx: number }
const { profile } = await session.post('Profiler.stop')
const file = join(tmpdir(), `amd-${name}.cpuprofile`)
await writeFile(file, JSON.stringify(profile))

const { self, inclusive } = countSamples(profile)
const total = profile.samples?.length ?? 1
const span = (profile.endTime - profile.startTime) / total // µs per sample
const perRequest = (samples: number) => ((samples * span) / result.requests.total).toFixed(1)
const idle = self.get('(idle) :0') ?? 0
const top = (counts: Map<string, number>, n: number) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([l, c]) => `${((100 * c) / total).toFixed(1).padStart(5)}% ${perRequest(c).padStart(6)} µs  ${l}`)
    .join('\n')
const head = `\n${name}: ${Math.round(result.requests.average)} req/s, ${result.non2xx} non-2xx; busy `
console.log(
  `${head}${perRequest(total - idle)} µs a request; ${file}: ${total} samples\n\n` +
    `self\n${top(self, 30)}\n\ninclusive\n${top(inclusive, 50)}`,
)
await running.close()
await rm(dataDir, { recursive: true, force: true })
process.exit(0)
