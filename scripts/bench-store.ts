// npm run bench:store: history queries on ~2M rows, on the embedded store and on MongoDB.
// Rows: the bundled real history (141,823 rows) plus BENCH-ONLY copies of it under model ids
// suffixed "~benchN" (never published: they live in a temporary store and are deleted after).
// MongoDB: MONGODB_URI if given, else FerretDB v1 (.tools/bin/ferretdb) on the local PostgreSQL.
import { PRICE_HISTORY } from '../tools/llm-price-history.ts'
import { execFileSync, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { buildFromBundled } from '../jobs/datasets/llm-prices/bundled.ts'
import { EmbeddedStore } from '../store/embedded.ts'
import { MongoStore } from '../store/mongo.ts'
import type { SeriesQuery, Store } from '../store/types.ts'
import type { HistoryRow } from '../tools/schemas.ts'
import { quantile } from '../tools/stats.ts'

const COPIES = Number(process.env.BENCH_COPIES ?? 9)
const built = await buildFromBundled()
const real = built.history
const rows: HistoryRow[] = [...real]
for (let k = 1; k <= COPIES; k++) for (const r of real) rows.push({ ...r, model: `${r.model}~bench${k}` })
const models = [...new Set(real.map((r) => r.model))]
const longest = models
  .map((m) => [m, real.filter((r) => r.model === m).length] as const)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 40)
  .map(([m]) => m)

async function time(store: Store, queries: SeriesQuery[]) {
  const ms: number[] = []
  let returned = 0
  for (const q of queries) {
    const t = performance.now()
    returned += (await store.querySeries(PRICE_HISTORY, q)).rows.length
    ms.push(performance.now() - t)
  }
  return { p50: quantile(ms, 0.5), p95: quantile(ms, 0.95), n: ms.length, avgRows: Math.round(returned / ms.length) }
}

async function run(name: string, store: Store, iterations: number) {
  await store.init()
  const t = performance.now()
  for (let i = 0; i < rows.length; i += 200_000) await store.appendSeries(PRICE_HISTORY, rows.slice(i, i + 200_000))
  const loadS = (performance.now() - t) / 1000
  // One model over 3 years: the models with the longest real series (from 2023-09), and their copies.
  const modelQueries = Array.from({ length: iterations }, (_, i) => ({
    key: i % 2 ? longest[i % longest.length] : `${longest[i % longest.length]}~bench${1 + (i % COPIES)}`,
    since: '2023-08-22',
    until: '2026-08-22',
    limit: 5000,
  }))
  const vendors = ['openai', 'anthropic', 'google', 'mistral', 'xai', 'deepseek']
  const vendorQueries = Array.from({ length: Math.max(3, Math.floor(iterations / 4)) }, (_, i) => ({
    where: { vendor: vendors[i % vendors.length] },
    limit: 365,
  }))
  await time(store, modelQueries.slice(0, 3)) // warm-up
  const model = await time(store, modelQueries)
  const vendor = await time(store, vendorQueries)
  const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20)
  console.log(
    `| ${name} | ${rows.length} | ${loadS.toFixed(1)} s | ${model.p50.toFixed(2)} / ${model.p95.toFixed(2)} ms ` +
      `(${model.avgRows} rows, n=${model.n}) | ${vendor.p50.toFixed(2)} / ${vendor.p95.toFixed(2)} ms ` +
      `(${vendor.avgRows} rows, n=${vendor.n}) | ${rssMb} MB |`,
  )
  await store.close()
}

console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} x ${cpus()[0].model}, ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
)
console.log(
  '| store | rows | load | one model, 3 years: p50 / p95 | one vendor, newest 365: p50 / p95 | process RSS after |',
)
console.log('|---|---|---|---|---|---|')

if (!process.env.BENCH_SKIP_EMBEDDED) {
  const dir = await mkdtemp(join(tmpdir(), 'amd-bench-store-'))
  await run('embedded', new EmbeddedStore(dir), Number(process.env.BENCH_ITERATIONS ?? 400))
  await rm(dir, { recursive: true, force: true })
}

if (!process.env.BENCH_SKIP_MONGO) {
  let uri = process.env.MONGODB_URI
  let ferret: ReturnType<typeof spawn> | undefined
  const db = `bench_${Date.now()}`
  if (!uri) {
    // FerretDB keeps each MongoDB database as a schema of one PostgreSQL database.
    execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-c', 'CREATE DATABASE amd_bench_ferretdb'], {
      stdio: 'ignore',
    })
    ferret = spawn(
      '.tools/bin/ferretdb',
      [
        '--handler=postgresql',
        '--postgresql-url=postgres://postgres@127.0.0.1:5432/amd_bench_ferretdb',
        '--listen-addr=127.0.0.1:27099',
        '--telemetry=disable',
        '--log-level=error',
        '--debug-addr=-',
        `--state-dir=${tmpdir()}`,
      ],
      { stdio: 'ignore' },
    )
    await new Promise((r) => setTimeout(r, 2000))
    uri = 'mongodb://127.0.0.1:27099/'
  }
  await run(
    process.env.MONGODB_URI ? 'mongodb' : 'mongodb wire: FerretDB v1.24.2 on PostgreSQL 15',
    new MongoStore(uri, db),
    Number(process.env.BENCH_MONGO_ITERATIONS ?? 20),
  )
  ferret?.kill('SIGTERM')
  if (ferret)
    execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-c', 'DROP DATABASE amd_bench_ferretdb WITH (FORCE)'], {
      stdio: 'ignore',
    })
}
process.exit(0)
