// npm run bench:api: requests per second of the keyed history endpoint and of /data/latest.json,
// each beside a bare Koa route, all in one run on loopback. Servers run in their own processes;
// autocannon runs here. Prints a Markdown table for docs/BENCHMARKS.md.
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
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
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

async function measure(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers })
  const errors = result.non2xx + result.errors
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, kb: result.throughput.average / 1024, errors }
}

const dataDir = await mkdtemp(join(tmpdir(), 'amd-bench-'))
const { secret, record } = newKey('bench')
const keys = new EmbeddedStore(join(dataDir, 'store'))
await keys.init()
await keys.addKey(record)

const service = await start('scripts/serve.ts', {
  PORT: '0', DATA_DIR: dataDir, RATE_LIMIT_KEYED: '100000000', RATE_LIMIT_ANON: '100000000',
})
const base = `http://127.0.0.1:${service.port}`
const HISTORY = '/api/v1/llm-price-history?model=gpt-4o&since=2026-07-24'
const bare = await start('scripts/bench/bare-koa.ts', { PORT: '0', SERVICE_URL: base, BENCH_KEY: secret, HISTORY_PATH: HISTORY })
const bareUrl = `http://127.0.0.1:${bare.port}`
const auth = { Authorization: `Bearer ${secret}` }

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
type Result = Awaited<ReturnType<typeof measure>>
/** The round with the median ratio: two cores are shared with autocannon, so single runs are noisy. */
async function pair(twinTitle: string, twinUrl: string, title: string, url: string, headers = {}): Promise<[Result, Result]> {
  const rounds: [Result, Result][] = []
  // Each endpoint right after its bare twin (same bytes from memory, no middleware).
  for (let i = 0; i < ROUNDS; i++) rounds.push([await measure(twinTitle, twinUrl), await measure(title, url, headers)])
  rounds.sort((a, b) => a[1].rps / a[0].rps - b[1].rps / b[0].rps)
  return rounds[Math.floor(rounds.length / 2)]
}
const pairs = [
  await pair('bare Koa, same history bytes', `${bareUrl}/history`, `GET ${HISTORY} (keyed)`, base + HISTORY, auth),
  await pair('bare Koa, same latest.json bytes', `${bareUrl}/latest`, 'GET /data/latest.json (open)', `${base}/data/latest.json`),
]
const hello = await measure('bare Koa, {"ok":true} (context)', `${bareUrl}/`)

console.log(`\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} x ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${CONNECTIONS} connections, ${DURATION_S} s each, median of ${ROUNDS} rounds\n`)
console.log('| endpoint | req/s | vs bare | p50 ms | p99 ms | KiB/s | non-2xx+errors |')
console.log('|---|---|---|---|---|---|---|')
const line = (r: Awaited<ReturnType<typeof measure>>, ratio: string) =>
  console.log(`| ${r.title} | ${Math.round(r.rps)} | ${ratio} | ${r.p50} | ${r.p99} | ${Math.round(r.kb)} | ${r.errors} |`)
for (const [twin, ours] of pairs) {
  line(twin, '1.00x')
  line(ours, `${(ours.rps / twin.rps).toFixed(2)}x`)
}
line(hello, '')

service.child.kill('SIGTERM')
bare.child.kill('SIGTERM')
await rm(dataDir, { recursive: true, force: true })
process.exit(0)
