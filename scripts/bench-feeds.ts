// npm run bench:feeds: the service's resident memory under crowds of feed downloads, as npm start runs it
// (dist/, built first) in a process of its own on a fresh data folder (or BENCH_DATA_DIR).
//   cold:     200 concurrent plain downloads of each feed, the first time each is asked after a start
//   warm:     the same again
//   refresh:  a command-line refresh rewrites every feed; 200 downloads of each new version at once
//   slow:     200 clients reading history.csv at 1 KB a second for BENCH_SLOW_S seconds, /readyz asked
//             every half second meanwhile
// Every download is checked against the file's sha256. Prints a Markdown table for docs/BENCHMARKS.md.
// Loopback only; every loop is bounded in count and time.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { connect } from 'node:net'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { download, rssOf, sha256Of, watchRss } from '../test/helpers/downloads.ts'
import { todayUtc } from '../tools/dates.ts'
import { probeReadyz } from './bench/readyz-probe.ts'
import { untilListening } from './listening.ts'

const CROWD = Number(process.env.BENCH_CROWD ?? 200)
const SLOW_S = Number(process.env.BENCH_SLOW_S ?? 30)
const MB = 2 ** 20

async function startService(dataDir: string) {
  const child = spawn(process.execPath, ['dist/scripts/serve.js'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', REFRESH_AT: 'off', RATE_LIMIT_ANON: '1000000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const { url } = await untilListening(child)
  return { child, url, pid: child.pid! }
}

interface Row {
  phase: string
  feed: string
  downloads: number
  mb: number
  idleMb: number
  peakMb: number
  seconds: number
  wrong: number
}
const rows: Row[] = []

async function crowd(phase: string, url: string, pid: number, exportDir: string, file: string) {
  const expected = sha256Of(await readFile(join(exportDir, file)))
  const idle = rssOf(pid)
  const watch = watchRss(pid)
  const started = performance.now()
  const answers = await Promise.all(Array.from({ length: CROWD }, () => download(`${url}/data/${file}`)))
  const seconds = (performance.now() - started) / 1000
  const peak = watch.stop()
  const wrong = answers.filter((a) => a.status !== 200 || a.sha256 !== expected).length
  const mb = answers.reduce((sum, a) => sum + a.bytes, 0) / MB
  rows.push({ phase, feed: file, downloads: CROWD, mb, idleMb: idle / MB, peakMb: peak / MB, seconds, wrong })
  console.error(`${phase} ${file}: +${((peak - idle) / MB).toFixed(0)} MB peak over idle, ${wrong} wrong`)
}

/**
 * 200 sockets reading history.csv at 1 KB a second; /readyz timed meanwhile by a probe of its own
 * (scripts/bench/readyz-probe.ts), started and answering before the readers connect, as a load
 * balancer's probe would be.
 */
async function slowReaders(url: string, pid: number) {
  const { hostname, port } = new URL(url)
  const prober = probeReadyz(`${url}/readyz`)
  await prober.answered(2)
  const before = prober.ms.length
  const idle = rssOf(pid)
  const watch = watchRss(pid, 100)
  const sockets = Array.from({ length: CROWD }, () => {
    const socket = connect(Number(port), hostname)
    socket.write(`GET /data/history.csv HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`)
    socket.pause()
    return socket
  })
  const trickle = setInterval(() => {
    for (const s of sockets) s.read(1024)
  }, 1000)
  await new Promise((r) => setTimeout(r, SLOW_S * 1000))
  clearInterval(trickle)
  prober.stop()
  // Probes answered once the readers began (each asked every half second from the start).
  const timed = prober.ms.slice(before)
  const slowest = timed.reduce((at, ms, i) => (ms > timed[at] ? i : at), 0)
  const open = sockets.filter((s) => !s.destroyed).length
  for (const s of sockets) s.destroy()
  const peak = watch.stop()
  const sorted = [...timed].sort((a, b) => a - b)
  return {
    idleMb: idle / MB,
    peakMb: peak / MB,
    open,
    readyzMedianMs: sorted[Math.floor(sorted.length / 2)],
    readyzMaxMs: sorted.at(-1)!,
    readyzP90Ms: sorted[Math.floor(sorted.length * 0.9)],
    readyzFirstMs: timed[0],
    readyzMaxAfterFirstMs: Math.max(...timed.slice(1)),
    readyzCount: timed.length,
    failed: timed.filter((ms) => ms === Number.POSITIVE_INFINITY).length,
    /** About when the slowest was asked: probes go every half second. */
    slowestAt: slowest * 0.5,
  }
}

async function main() {
  if (spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' }).status !== 0) throw new Error('build failed')
  const dataDir = process.env.BENCH_DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'amd-bench-feeds-')))
  const exportDir = join(dataDir, 'export')
  const service = await startService(dataDir)
  await new Promise((r) => setTimeout(r, 2000))
  const files = (await readdir(exportDir)).filter((f) => !f.endsWith('.tmp')).sort()
  const startIdle = rssOf(service.pid)
  // BENCH_ONLY=slow: the slow readers alone.
  const crowds = process.env.BENCH_ONLY !== 'slow'
  if (crowds) for (const file of files) await crowd('cold (after a start)', service.url, service.pid, exportDir, file)
  if (crowds) for (const file of files) await crowd('warm', service.url, service.pid, exportDir, file)
  const refreshed = !crowds
    ? { status: -1, stdout: 'skipped', stderr: '' }
    : spawnSync(process.execPath, ['--import', 'tsx', 'scripts/refresh.ts', '--offline', '--date', todayUtc()], {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      })
  if (refreshed.status === 0) {
    await new Promise((r) => setTimeout(r, 1500)) // a feed file is looked at again within a second
    for (const file of files) await crowd('cold (after a refresh)', service.url, service.pid, exportDir, file)
  } else {
    console.error(`refresh exited ${refreshed.status}: ${refreshed.stdout}${refreshed.stderr}`)
  }
  const slow = await slowReaders(service.url, service.pid)
  service.child.kill('SIGTERM')
  if (!process.env.BENCH_DATA_DIR) await rm(dataDir, { recursive: true, force: true })

  const cpu = cpus()[0]?.model ?? 'unknown CPU'
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} x ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB;`,
  )
  console.log(`idle RSS after start ${(startIdle / MB) | 0} MB; ${CROWD} concurrent plain downloads per row.\n`)
  console.log('| phase | feed | MB sent | RSS idle MB | RSS peak MB | peak - idle MB | s | wrong bytes |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const r of rows) {
    const cells = [r.phase, r.feed, r.mb.toFixed(0), r.idleMb.toFixed(0), r.peakMb.toFixed(0)]
    console.log(`| ${cells.join(' | ')} | ${(r.peakMb - r.idleMb).toFixed(0)} | ${r.seconds.toFixed(1)} | ${r.wrong} |`)
  }
  console.log(
    `\nslow readers (${CROWD} at 1 KB/s, ${SLOW_S} s): RSS idle ${slow.idleMb.toFixed(0)} MB, peak ` +
      `${slow.peakMb.toFixed(0)} MB (+${(slow.peakMb - slow.idleMb).toFixed(0)}); ` +
      `${slow.open} still open at the end; ` +
      `/readyz (${slow.readyzCount} asked, one every half second) median ${slow.readyzMedianMs.toFixed(1)} ms, ` +
      `90th percentile ${slow.readyzP90Ms.toFixed(1)} ms, max ${slow.readyzMaxMs.toFixed(1)} ms ` +
      `(${slow.slowestAt.toFixed(1)} s after the readers connected); the first ${slow.readyzFirstMs.toFixed(1)} ms, ` +
      `the slowest after it ${slow.readyzMaxAfterFirstMs.toFixed(1)} ms; ${slow.failed} failed`,
  )
}

await main()
