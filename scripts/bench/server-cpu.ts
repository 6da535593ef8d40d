// Server CPU per request of two builds side by side: this tree's dist/ and another checkout's
// (BEFORE_DIR, built with `npm run build`). A crowded machine moves requests per second by tens of per
// cent between runs of one build; the CPU time the service process spends per request moves far less,
// so a change on the hot path is judged by it. Both services run on core 0 (taskset), the load on
// core 1; each load is sent to one build then the other, the order alternating per round, after a
// warm-up. Figures: µs on a CPU per request (every thread's schedstat), the median over rounds, and the
// median of each round's after/before ratio (the two sent back to back, so a busy spell of the machine
// weighs on both) with a 95% interval by bootstrap: a change is within 5% when the interval is.
// Usage: BEFORE_DIR=/path/to/checkout npx tsx scripts/bench/server-cpu.ts (BENCH_ONLY=<regex> picks
// loads by title, BENCH_ROUNDS and BENCH_REQUESTS size them)
import type { ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { newKey } from '../../facade/auth.ts'
import { EmbeddedStore } from '../../store/embedded.ts'
import { median } from '../../tools/stats.ts'
import { legacyPost, modernPost, pinSelf, rpc, startPinned } from './pinned.ts'

const BEFORE_DIR = process.env.BEFORE_DIR
if (!BEFORE_DIR) throw new Error('BEFORE_DIR: a checkout whose dist/ was built (npm run build)')
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
pinSelf()

async function start(dir: string): Promise<{ child: ChildProcess; base: string; secret: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'amd-cpu-'))
  const { secret, record } = newKey('bench')
  const keys = new EmbeddedStore(join(dataDir, 'store'))
  await keys.init()
  await keys.addKey(record)
  const env = { PORT: '0', DATA_DIR: dataDir, RATE_LIMIT_KEYED: '1e9', RATE_LIMIT_ANON: '1e9' }
  const { child, port } = await startPinned([process.execPath, join(dir, 'dist/scripts/serve.js')], env, dir)
  return { child, base: `http://127.0.0.1:${port}`, secret }
}

/**
 * CPU time of a process, in µs: the nanoseconds on a CPU of each of its threads (schedstat), not the
 * 10 ms clock ticks of /proc/<pid>/stat, which at 25 µs a request put ±4% on a round of 10,000.
 */
function cpuUs(pid: number): number {
  let ns = 0
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0])
    } catch {
      // a thread that ended between the listing and the read
    }
  }
  return ns / 1000
}

interface Load {
  title: string
  path: string
  method?: 'GET' | 'POST'
  body?: string
  headers?: Record<string, string>
}
const call = { name: 'get_price_changes', arguments: { limit: 5 } }
const ALL_LOADS: Load[] = [
  { title: 'GET /api/v1/price-changes?limit=5 (keyed; REST twin)', path: '/api/v1/price-changes?limit=5' },
  { title: 'MCP tools/call get_price_changes 2025-11-25', path: '/mcp', ...legacyPost(rpc('tools/call', call)) },
  {
    title: 'MCP tools/call get_price_changes 2026-07-28',
    path: '/mcp',
    ...modernPost('tools/call', call, 'get_price_changes'),
  },
  { title: 'MCP tools/list 2025-11-25', path: '/mcp', ...legacyPost(rpc('tools/list')) },
  { title: 'MCP tools/list 2026-07-28', path: '/mcp', ...modernPost('tools/list', {}) },
  { title: 'MCP ping 2025-11-25', path: '/mcp', ...legacyPost(rpc('ping')) },
]
const only = new RegExp(process.env.BENCH_ONLY ?? '.')
const LOADS = ALL_LOADS.filter((l) => only.test(l.title))

/** The 2.5th and 97.5th percentiles of the median of `xs` resampled with replacement, 2,000 times. */
function bootstrapInterval(xs: number[]): [number, number] {
  const medians = Array.from({ length: 2000 }, () =>
    median(Array.from(xs, () => xs[Math.floor(Math.random() * xs.length)])),
  ).sort((a, b) => a - b)
  return [medians[50], medians[1949]]
}

async function send(server: { base: string; secret: string; child: ChildProcess }, load: Load, amount: number) {
  const before = cpuUs(server.child.pid!)
  const result = await autocannon({
    url: server.base + load.path,
    connections: 20,
    amount,
    method: load.method ?? 'GET',
    body: load.body,
    headers: { Authorization: `Bearer ${server.secret}`, ...load.headers },
  })
  if (result.non2xx || result.errors)
    throw new Error(`${load.title}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return (cpuUs(server.child.pid!) - before) / amount
}

const servers = { before: await start(BEFORE_DIR), after: await start(process.cwd()) }
const load0 = readFileSync('/proc/loadavg', 'utf8').split(' ')[0]
const rows: string[] = []
try {
  for (const load of LOADS) {
    for (const s of Object.values(servers)) await send(s, load, REQUESTS / 4)
    const us: Record<'before' | 'after', number[]> = { before: [], after: [] }
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? (['after', 'before'] as const) : (['before', 'after'] as const)
      for (const name of order) us[name].push(await send(servers[name], load, REQUESTS))
    }
    const ratio = median(us.after) / median(us.before)
    const paired = us.after.map((a, i) => a / us.before[i])
    const [low, high] = bootstrapInterval(paired)
    const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ')
    rows.push(
      `| ${load.title} | ${list(us.before)} | ${list(us.after)} | ${ratio.toFixed(2)} | ` +
        `${median(paired).toFixed(3)} (${low.toFixed(3)}-${high.toFixed(3)}) |`,
    )
    console.error(rows.at(-1))
  }
} finally {
  for (const s of Object.values(servers)) s.child.kill()
}
const load1 = readFileSync('/proc/loadavg', 'utf8').split(' ')[0]
console.log(
  '| load | before µs/request | after µs/request | after/before (medians) | paired ratio, median (95% interval) |',
)
console.log('|---|---|---|---|---|')
for (const row of rows) console.log(row)
console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${cpus()[0].model}, Node ${process.version}; ` +
    `${REQUESTS} requests x ${ROUNDS} rounds per load, 20 connections; load average ${load0} -> ${load1}`,
)
