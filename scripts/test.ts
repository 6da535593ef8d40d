// Every test suite, in two uvu processes at once (TEST_SHARDS to change it): most suites wait on
// child processes, servers and sockets, so two shards on two cores take a little over half the time
// of one. Files are dealt to the shards by their last measured duration (test/durations.json;
// a file not listed counts 5 s), heaviest first, each to the lighter shard; in a shard the files that
// need no seeded data run first, while a process of its own makes the run's seed from the start
// (test/helpers/seed-run.ts; it took 16-20 s, and a shard whose first file needed it waited). Each shard's output is
// printed whole when it ends, then one summary in uvu's words (Total, Passed), which .ci/run reads.
// Arguments: a regex of test files (relative to test/), as `uvu test <regex>` takes.
// Each file's wall and CPU seconds are measured (test/helpers/file-times.ts); the slowest are listed
// before the summary, and UPDATE_DURATIONS=1 writes every measured file's wall time into durations.json.
// Suites that need Redis (they read TEST_REDIS_URL) run only when it answers PING: without it the run
// names them, says how to provide Redis, and fails, instead of a TypeError from a half-started suite.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

const ROOT = new URL('../', import.meta.url).pathname
const TEST_DIR = join(ROOT, 'test')
const pattern = new RegExp(process.argv[2] ?? '\\.test\\.ts$', 'i')
const shards = Math.max(1, Number(process.env.TEST_SHARDS ?? 2))
const durations = JSON.parse(readFileSync(join(TEST_DIR, 'durations.json'), 'utf8')) as Record<string, number>

/** The test files under test/, as uvu names them (relative paths). */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'fixtures' ? [] : files(path)
    const rel = relative(TEST_DIR, path)
    return pattern.test(rel) ? [rel] : []
  })
}

/** Longest first, each to the shard with the least time so far. */
function deal(all: string[]): string[][] {
  const out = Array.from({ length: shards }, () => ({ files: [] as string[], seconds: 0 }))
  for (const file of [...all].sort((a, b) => (durations[b] ?? 5) - (durations[a] ?? 5))) {
    const lightest = out.reduce((min, s) => (s.seconds < min.seconds ? s : min))
    lightest.files.push(file)
    lightest.seconds += durations[file] ?? 5
  }
  return out.map((s) => s.files.sort()).filter((f) => f.length)
}

/**
 * Suites that time other processes (a lease that must expire, a schedule both instances must reach,
 * a source cut mid-answer) run alone after the shards, so the other shard's load cannot starve them.
 */
const ALONE = ['store/refresh-lease-mongo.test.ts', 'jobs/live-refresh-faults.test.ts']

interface Outcome {
  output: string
  code: number
  total: number
  passed: number
  skipped: number
}

// One seed of the bundled data for the whole run: the first shard to start an app seeds it here, every
// other start copies it (test/helpers/seeded.ts).
const seedCache = mkdtempSync(join(tmpdir(), 'amd-seed-cache-'))
process.on('exit', () => rmSync(seedCache, { recursive: true, force: true }))
const timesFile = join(seedCache, 'times.jsonl')

/** Does a test file start an app or copy the seeded data (test/helpers/server.ts, seeded.ts)? */
const seedKinds = (file: string) => {
  const text = readFileSync(join(TEST_DIR, file), 'utf8')
  const seeded = /helpers\/(server|seeded[\w-]*|cli-refresh)\.ts/.test(text)
  return { all: seeded, catalogues: seeded && text.includes('official: false') }
}

/** A shard's files: those that need no seed first (they run while the seed is made), each part by name. */
const ordered = (shard: string[]) => [
  ...shard.filter((f) => !seedKinds(f).all),
  ...shard.filter((f) => seedKinds(f).all),
]

/** A node process under tsx, run from the root with `env` added; its stdout and stderr together, and its exit code. */
function node(args: string[], env: Record<string, string>): Promise<{ output: string; code: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, TEST_SEED_CACHE: seedCache, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (c) => {
    output += c
  })
  child.stderr.on('data', (c) => {
    output += c
  })
  return new Promise((resolve) => child.on('close', (code) => resolve({ output, code: code ?? 1 })))
}

async function run(shard: string[]): Promise<Outcome> {
  const { output, code } = await node(
    ['--import', join(TEST_DIR, 'helpers/file-times.ts'), join(TEST_DIR, 'helpers/shard.ts'), ...ordered(shard)],
    { TEST_TIMES: timesFile },
  )
  const plain = output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
  const count = (label: string) => Number(new RegExp(`^\\s*${label}:\\s*(\\d+)`, 'm').exec(plain)?.[1] ?? 0)
  return { output, code, total: count('Total'), passed: count('Passed'), skipped: count('Skipped') }
}

/** Makes the run's seeds (test/helpers/seed-run.ts); its output and exit code. */
function preSeed(all: boolean, catalogues: boolean): Promise<{ output: string; code: number }> {
  if (!all && !catalogues) return Promise.resolve({ output: '', code: 0 })
  const kinds = [...(all ? ['all'] : []), ...(catalogues ? ['catalogues'] : [])]
  return node([join(TEST_DIR, 'helpers/seed-run.ts'), ...kinds], {})
}

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** Does Redis answer PING at REDIS_URL within two seconds? */
function redisAnswers(): Promise<boolean> {
  const url = new URL(REDIS_URL)
  return new Promise((resolve) => {
    const socket = connect(Number(url.port || 6379), url.hostname)
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(2000, () => done(false))
    socket.on('error', () => done(false))
    socket.on('connect', () => socket.write('PING\r\n'))
    // +PONG, or -NOAUTH from a Redis that wants a password: either way a Redis is there.
    socket.on('data', (d) => done(/^(\+PONG|-NOAUTH)/.test(String(d))))
  })
}

const started = Date.now()
const selected = files(TEST_DIR)
const needRedis = selected.filter((f) => readFileSync(join(TEST_DIR, f), 'utf8').includes('TEST_REDIS_URL'))
const noRedis = needRedis.length > 0 && !(await redisAnswers())
const all = noRedis ? selected.filter((f) => !needRedis.includes(f)) : selected
const dealt = deal(all.filter((f) => !ALONE.includes(f)))
// The seeds the selected files need, made by a process of their own from the start, while the shards
// run the files that need none.
const kinds = all.map(seedKinds)
const seeding = preSeed(
  kinds.some((k) => k.all),
  kinds.some((k) => k.catalogues),
)
const outcomes = await Promise.all(dealt.map(run))
const alone = all.filter((f) => ALONE.includes(f))
if (alone.length) {
  dealt.push(alone)
  outcomes.push(await run(alone))
}
// A seed that failed fails the run, with its output, even when no file waited for it.
const seeded = await seeding
if (seeded.code !== 0) {
  dealt.push(['(the run seed)'])
  outcomes.push({ ...seeded, total: 1, passed: 0, skipped: 0 })
}
let failed = false
for (const [i, o] of outcomes.entries()) {
  process.stdout.write(`\n=== shard ${i + 1} of ${dealt.length}: ${dealt[i].length} files ===\n${o.output}`)
  // A shard that died before its summary (a crash, a suite that threw at load) fails the run.
  if (o.code !== 0 || o.total === 0) failed = true
}
// A shard that failed with every counted test passed (it died, or a suite threw outside a test)
// counts one failed test, so the summary never reads green for a red run.
for (const o of outcomes) if (o.code !== 0 && o.passed === o.total) o.total++
const times = (existsSync(timesFile) ? readFileSync(timesFile, 'utf8') : '')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { file: string; wall: number; cpu: number })
  .sort((a, b) => b.wall - a.wall)
process.stdout.write('\n=== slowest files (wall s, cpu s incl. reaped children) ===\n')
for (const t of times.slice(0, 15))
  process.stdout.write(`  ${t.wall.toFixed(1).padStart(6)} ${t.cpu.toFixed(1).padStart(6)}  ${t.file}\n`)
const cpuTotal = times.reduce((n, t) => n + t.cpu, 0)
process.stdout.write(`  all ${times.length} files: ${cpuTotal.toFixed(0)} cpu s\n`)
if (process.env.UPDATE_DURATIONS === '1' && times.length) {
  for (const t of times) durations[t.file] = Math.max(0.1, t.wall)
  const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)))
  writeFileSync(join(TEST_DIR, 'durations.json'), `${JSON.stringify(sorted, null, 2)}\n`)
}
const sum = (k: 'total' | 'passed' | 'skipped') => outcomes.reduce((n, o) => n + o[k], 0)
const seconds = ((Date.now() - started) / 1000).toFixed(1)
process.stdout.write('\n=== all shards ===\n')
process.stdout.write(`  Total:     ${sum('total')}\n  Passed:    ${sum('passed')}\n  Skipped:   ${sum('skipped')}\n`)
process.stdout.write(`  Duration:  ${seconds}s\n`)
if (noRedis) {
  process.stdout.write(
    `\nNOT RUN, so the run fails: ${needRedis.join(', ')} ${needRedis.length === 1 ? 'needs' : 'need'} Redis, ` +
      `and nothing answers at ${REDIS_URL}.\n` +
      'Start one (Debian or Ubuntu: `sudo apt-get install redis-server`; or `docker run -d -p 6379:6379 redis:7`),\n' +
      'or point TEST_REDIS_URL at one, then run again.\n',
  )
}
// exitCode, not exit(): exit() drops what is still queued for a piped stdout (a long shard's output
// was cut there once, and the summary with it).
process.exitCode = failed || noRedis || sum('passed') !== sum('total') ? 1 : 0
