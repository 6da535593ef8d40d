// The hostile-mix benchmark: the service (built first and run as `npm start` runs it, a fresh embedded store seeded
// from the bundled data, rate limits lifted) on loopback, sent BENCH_REQUESTS (100,000) seeded hostile requests over
// BENCH_CONNECTIONS (200) kept-alive connections (scripts/bench/hostile-requests.ts: the fuzz test's kinds and the
// heavier ones), while BENCH_SLOW_SOCKETS (3,000, in three waves) send a request line and then one header line a
// second. Reports the 5xx answers, the dropped connections (an error other than our own timeout), the timeouts, what
// happened to the slow sockets, and the service's resident memory after the first 10,000 answers and at the end. Exit 1
// when the acceptance fails: a 5xx, a dropped connection, or the end's RSS more than 10% above the 10,000th's. Bounded:
// BENCH_MAX_MINUTES (30) for the whole mix; BENCH_TIMEOUT_MS (60 s) per request. BENCH_BIG_FEEDS=1 keeps the requests
// for /data/history.csv (73 MB) in the mix; by default they are left out. SERVICE_NODE_ARGS (e.g. --cpu-prof
// --cpu-prof-dir=/tmp/p) is passed to the service's node, for profiles (scripts/bench/stalls.ts reads one for the
// longest stretches the event loop spent in one task).
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { Agent } from 'node:http'
import { connect } from 'node:net'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import fc from 'fast-check'
import { newKey } from '../facade/auth.ts'
import { EmbeddedStore } from '../store/embedded.ts'
import { arbitrary, hostileExtras, problem, type Req, send } from './bench/hostile-requests.ts'
import { probeReadyz } from './bench/readyz-probe.ts'
import { untilListening } from './listening.ts'

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const REQUESTS = env('BENCH_REQUESTS', 100_000)
const CONNECTIONS = env('BENCH_CONNECTIONS', 200)
const SLOW_SOCKETS = env('BENCH_SLOW_SOCKETS', 3_000)
const SEED = env('BENCH_SEED', 20261126)
const TIMEOUT_MS = env('BENCH_TIMEOUT_MS', 60_000)
const MAX_MS = env('BENCH_MAX_MINUTES', 30) * 60_000
const HEADERS_TIMEOUT_MS = 15_000
const FIRST = Math.min(10_000, Math.floor(REQUESTS / 10))
const BASE_URL = 'https://data.example.test'
const OPERATOR_TOKEN = 'bench-operator-token-'.padEnd(40, 'x')

// The service as `npm start` runs it: the built JavaScript. Under tsx (npm run dev) source maps are on,
// and every 408 to a slow-header socket formats its error's stack through them (Node reads err.stack
// when a socket is destroyed with an error): a wave of expiring sockets cost 300 ms of loop there.
if (spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' }).status !== 0) throw new Error('build failed')
const dataDir = await mkdtemp(join(tmpdir(), 'amd-bench-hostile-'))
const { secret, record } = newKey('bench')
const keys = new EmbeddedStore(join(dataDir, 'store'))
await keys.init()
await keys.addKey(record)

/**
 * The service's longest event-loop delay of each second (ms) from scripts/bench/loop-delay.ts, once it
 * listens: before that it seeds the store on the loop (seconds at a time, by design).
 */
const serviceDelays: number[] = []
let listening = false
/** Waiting for the service's resident set after a full collection (asked with SIGUSR2). */
let afterGc: ((mib: number) => void) | undefined

/** The service on an ephemeral loopback port; resolves once it listens (after seeding the store). */
async function startService() {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean),
      '--expose-gc', // for the resident set after a full collection (scripts/bench/loop-delay.ts)
      '--import',
      './dist/scripts/bench/loop-delay.js',
      'dist/scripts/serve.js',
    ],
    {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_BASE_URL: BASE_URL,
        REFRESH_AT: 'off',
        RATE_LIMIT_KEYED: '1000000000',
        RATE_LIMIT_ANON: '1000000000',
        OPERATOR_TOKEN,
        HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let errors = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      const delay = /^loop-delay-ms (\d+)$/.exec(line)
      const collected = /^rss-after-gc-mib (\d+)$/.exec(line)
      if (delay) {
        if (listening) serviceDelays.push(Number(delay[1]))
      } else if (collected) afterGc?.(Number(collected[1]))
      else if (line.startsWith('heap-after-gc ')) console.log(`  service after a full collection: ${line.slice(14)}`)
      else if (line && errors.length < 20_000) errors += `${line}\n`
    }
  })
  child.on('exit', (code, signal) => {
    // After it listened: the mix killed it, which is the finding (a failed start is untilListening's).
    if (listening) console.error(`service exited (${code ?? signal}): ${errors.slice(-5_000)}`)
  })
  const { port } = await untilListening(child).catch((error: Error) => {
    throw new Error(`${error.message}${errors.slice(-5_000)}`)
  })
  listening = true
  return { port, pid: child.pid!, errors: () => errors, stop: () => child.kill('SIGTERM') }
}

/**
 * The service's resident set in MiB right after a full collection (it runs one on SIGUSR2); NaN if it
 * does not say within 10 s.
 */
function rssAfterGc(pid: number): Promise<number> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(Number.NaN), 10_000)
    afterGc = (mib) => {
      clearTimeout(timer)
      afterGc = undefined
      resolve(mib)
    }
    process.kill(pid, 'SIGUSR2')
  })
}

/** The resident set of process `pid` in MiB (Linux /proc). */
function rssMiB(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024
  } catch {
    return Number.NaN // the service has gone
  }
}

/**
 * The requests of the mix, seeded: 85% the fuzz test's kinds, 15% the heavier ones. Requests for the
 * 73 MB /data/history.csv (downloads, and HEADs, which wait for its first compression) are another
 * benchmark's subject: left out unless BENCH_BIG_FEEDS=1, the mix topped up to BENCH_REQUESTS.
 */
function mix(): Req[] {
  const kinds = fc.oneof(
    { arbitrary: arbitrary(secret, BASE_URL), weight: 85 },
    { arbitrary: hostileExtras(secret, OPERATOR_TOKEN), weight: 15 },
  )
  const wanted = (req: Req) => Boolean(process.env.BENCH_BIG_FEEDS) || !req.path.startsWith('/data/history.csv')
  return fc
    .sample(kinds, { seed: SEED, numRuns: Math.ceil(REQUESTS * 1.05) })
    .filter(wanted)
    .slice(0, REQUESTS)
}

interface SlowTally {
  opened: number
  answered408: number
  closedWithout408: number
  closedLate: number
  stillOpen: number
  slowestMs: number
  slowestConnectMs: number
  /** Per wave: its slowest close (ms) and how many closed late. */
  waves: { slowestMs: number; late: number }[]
  /** Why the sockets closed without a 408: an error code, or 'closed unanswered'. */
  why: Map<string, number>
}

/** `count` sockets trickling a request head, one header line a second, until the server closes them. */
function slowSockets(port: number, count: number, tally: SlowTally, open: Set<() => void>) {
  const wave = { slowestMs: 0, late: 0 }
  tally.waves.push(wave)
  for (let i = 0; i < count; i++) {
    const opened = Date.now()
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    let n = 0
    tally.opened++
    let timer: NodeJS.Timeout | undefined
    // The header lines start once connected: written before, they would be queued ahead of the request line.
    socket.on('connect', () => {
      socket.write(`GET /api/v1/llm-prices?slow=${i} HTTP/1.1\r\nHost: 127.0.0.1\r\n`)
      timer = setInterval(() => socket.writable && socket.write(`X-Slow-${n++}: ${i}\r\n`), 1_000)
    })
    socket.on('data', (chunk) => {
      answer += chunk
    })
    let connectMs = 0
    let failed = ''
    socket.on('connect', () => {
      connectMs = Date.now() - opened
      tally.slowestConnectMs = Math.max(tally.slowestConnectMs, connectMs)
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      failed = error.code ?? error.message
    })
    const forget = () => {
      clearInterval(timer)
      socket.destroy()
    }
    open.add(forget)
    socket.on('close', () => {
      open.delete(forget)
      clearInterval(timer)
      const ms = Date.now() - opened
      tally.slowestMs = Math.max(tally.slowestMs, ms)
      if (/^HTTP\/1\.1 408 /.test(answer)) tally.answered408++
      else {
        tally.closedWithout408++
        const why = failed || answer.split('\r\n')[0] || (connectMs ? 'closed unanswered' : 'never connected')
        tally.why.set(why, (tally.why.get(why) ?? 0) + 1)
      }
      // The bound, one check of the server's clock, and 5 s for a loaded machine.
      wave.slowestMs = Math.max(wave.slowestMs, ms)
      if (ms > HEADERS_TIMEOUT_MS + 1_000 + 5_000) {
        tally.closedLate++
        wave.late++
      }
    })
  }
}

const memory = `${Math.round(totalmem() / 2 ** 30)} GiB`
const machine = `${cpus().length} x ${cpus()[0].model}, ${memory}, Node ${process.version}`
console.log(`hostile mix: ${REQUESTS} requests, ${CONNECTIONS} connections, ${SLOW_SOCKETS} slow sockets, seed ${SEED}`)
const requests = mix()
const service = await startService()
const base = new URL(`http://127.0.0.1:${service.port}`)
const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS })
const statuses = new Map<number, number>()
const failures: string[] = []
let fivexx = 0
let notJson = 0
let dropped = 0
let timeouts = 0
let done = 0
let rssFirst = 0
let gcFirst = Number.NaN
let rssPeak = 0
const slow: SlowTally = {
  opened: 0,
  answered408: 0,
  closedWithout408: 0,
  closedLate: 0,
  stillOpen: 0,
  slowestMs: 0,
  slowestConnectMs: 0,
  waves: [],
  why: new Map(),
}
const openSlow = new Set<() => void>()
const started = Date.now()
// This process's own event-loop delay: a slow socket's close is timed here, late by as much.
const clientLag = monitorEventLoopDelay({ resolution: 20 })
clientLag.enable()
/** Peaks of the per-second RSS samples while answers 10,001-20,000 and the last 10,000 came in. */
let rssEarlyPeak = 0
let rssLatePeak = 0
const peak = setInterval(() => {
  const rss = rssMiB(service.pid)
  if (rss > rssPeak) rssPeak = rss
  if (done >= FIRST && done < 2 * FIRST) rssEarlyPeak = Math.max(rssEarlyPeak, rss)
  if (done >= requests.length - FIRST) rssLatePeak = Math.max(rssLatePeak, rss)
}, 1_000)
// /readyz every half second while the mix runs, on a new connection each (its time includes the wait
// in the kernel's accept queue behind the slow sockets' connects), timed by a process of its own.
const prober = probeReadyz(`${base.origin}/readyz`)
const readyzMs = prober.ms
const waves = [0, Math.floor(REQUESTS / 3), Math.floor((2 * REQUESTS) / 3)]
const perWave = Math.ceil(SLOW_SOCKETS / waves.length)

let next = 0
await Promise.all(
  Array.from({ length: CONNECTIONS }, async () => {
    while (next < requests.length && Date.now() - started < MAX_MS) {
      const index = next++
      if (waves.includes(index))
        slowSockets(service.port, Math.min(perWave, SLOW_SOCKETS - slow.opened), slow, openSlow)
      const req = requests[index]
      try {
        const res = await send(base, req, { agent, timeoutMs: TIMEOUT_MS })
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
        const bad = problem(req, res)
        if (res.status >= 500) fivexx++
        else if (bad) notJson++
        if (bad && failures.length < 20)
          failures.push(`${bad}: ${req.method} ${req.path.slice(0, 120)} -> ${res.body.slice(0, 200)}`)
      } catch (error) {
        if ((error as { code?: string }).code === 'CLIENT_TIMEOUT') {
          timeouts++
          if (failures.length < 20)
            failures.push(
              `timeout: ${req.method} ${req.path.slice(0, 120)} ${JSON.stringify(req.headers).slice(0, 300)} ` +
                `${String(req.body).slice(0, 200)}`,
            )
        } else {
          dropped++
          if (failures.length < 20)
            failures.push(`dropped (${(error as Error).message}): ${req.method} ${req.path.slice(0, 120)}`)
        }
      }
      if (++done === FIRST) {
        rssFirst = rssMiB(service.pid)
        void rssAfterGc(service.pid).then((mib) => {
          gcFirst = mib
        })
      }
      if (done % 10_000 === 0)
        console.log(
          `  ${done} answered, ${((Date.now() - started) / 1000).toFixed(0)} s, service RSS ` +
            `${rssMiB(service.pid).toFixed(0)} MiB, 5xx ${fivexx}, dropped ${dropped}, timeouts ${timeouts}`,
        )
    }
  }),
)
const seconds = (Date.now() - started) / 1000
prober.stop()
// The last wave's sockets get their bound to be closed in.
const settle = Date.now() + HEADERS_TIMEOUT_MS + 6_000
while (openSlow.size && Date.now() < settle) await new Promise((resolve) => setTimeout(resolve, 250))
slow.stillOpen = openSlow.size
for (const forget of openSlow) forget()
agent.destroy()
clearInterval(peak)
const rssEnd = rssMiB(service.pid)
const gcEnd = await rssAfterGc(service.pid)
const ready = await fetch(`${base.origin}/readyz`).then((r) => r.status)
service.stop()

function delays(): string {
  const sorted = [...serviceDelays].sort((a, b) => a - b)
  return sorted.length ? `${sorted[sorted.length - 1]} / ${sorted[Math.floor(sorted.length * 0.99)]}` : 'n/a'
}
function readyzFigures(): string {
  const sorted = [...readyzMs].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))].toFixed(0)
  // When each slow one was asked: probes go every half second from the mix's start.
  const slow = readyzMs.flatMap((ms, i) => (ms >= 100 ? [`${ms.toFixed(0)} ms at ${(i * 0.5).toFixed(1)} s`] : []))
  const which = slow.length ? ` (${slow.join(', ')})` : ''
  return sorted.length ? `${sorted.length} / ${at(0.5)} / ${at(0.9)} / ${at(1)} / ${slow.length}${which}` : 'n/a'
}
const growth = rssFirst ? (rssEnd - rssFirst) / rssFirst : Number.NaN
const gcGrowth = (gcEnd - gcFirst) / gcFirst
const signed = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`
const ok = fivexx === 0 && dropped === 0 && timeouts === 0 && done === requests.length && growth <= 0.1
console.log(`\n${new Date().toISOString().slice(0, 10)}, ${machine}`)
console.log(`${done} of ${requests.length} answered in ${seconds.toFixed(0)} s (${(done / seconds).toFixed(0)}/s)`)
console.log(
  `statuses ${[...statuses]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s}:${n}`)
    .join(' ')}`,
)
console.log('\n| figure | value |\n|---|---|')
for (const [name, value] of [
  ['requests sent', `${done} of ${requests.length}`],
  ['5xx answers', fivexx],
  ['4xx not JSON naming the problem', notJson],
  ['dropped connections', dropped],
  [`client timeouts (${TIMEOUT_MS / 1000} s)`, timeouts],
  ['slow-header sockets opened', slow.opened],
  ['… answered 408 and closed', slow.answered408],
  [
    '… closed without a 408',
    `${slow.closedWithout408}${slow.why.size ? ` (${[...slow.why].map(([w, n]) => `${w}: ${n}`).join(', ')})` : ''}`,
  ],
  ['… slowest connect (s)', (slow.slowestConnectMs / 1000).toFixed(1)],
  [`… closed later than ${HEADERS_TIMEOUT_MS / 1000} + 1 + 5 s`, slow.closedLate],
  ['… still open at the end', slow.stillOpen],
  ['… slowest close (s)', (slow.slowestMs / 1000).toFixed(1)],
  [
    '… per wave: slowest close (s) / closed late',
    slow.waves.map((w) => `${(w.slowestMs / 1000).toFixed(1)} / ${w.late}`).join(', '),
  ],
  ["this client's longest event-loop delay (s)", (clientLag.max / 1e9).toFixed(1)],
  [`service RSS after the first ${FIRST} (MiB)`, rssFirst.toFixed(0)],
  ['service RSS at the end (MiB)', rssEnd.toFixed(0)],
  [`RSS end vs after the first ${FIRST}`, signed(growth)],
  [`service RSS after a full collection, after the first ${FIRST} / at the end (MiB)`, `${gcFirst} / ${gcEnd}`],
  [`RSS after a full collection, end vs after the first ${FIRST}`, signed(gcGrowth)],
  ['service RSS peak, sampled each second (MiB)', rssPeak.toFixed(0)],
  [`service RSS peak while answers ${FIRST + 1}-${2 * FIRST} came (MiB)`, rssEarlyPeak.toFixed(0)],
  [`service RSS peak while the last ${FIRST} came (MiB)`, rssLatePeak.toFixed(0)],
  ['service event-loop delay, longest / 99th percentile of the seconds (ms)', delays()],
  [
    '/readyz during the mix, each on a new connection: asked / median / 90th pct / max (ms) / 100 ms or more',
    readyzFigures(),
  ],
  ['/readyz after', ready],
])
  console.log(`| ${name} | ${value} |`)
if (failures.length) console.log(`\nfirst failures:\n${failures.join('\n')}`)
const logged = service.errors().trim()
if (logged) console.log(`\nservice stderr (head):\n${logged.slice(0, 3_000)}`)
console.log(`\nacceptance (0 5xx, no dropped connection or timeout, RSS end within 10%): ${ok ? 'met' : 'NOT met'}`)
const okAfterGc =
  ok || (growth > 0.1 && gcGrowth <= 0.1 && fivexx + dropped + timeouts === 0 && done === requests.length)
console.log(`… the same with the RSS after a full collection at both points: ${okAfterGc ? 'met' : 'NOT met'}`)
await rm(dataDir, { recursive: true, force: true })
process.exit(ok ? 0 : 1)
