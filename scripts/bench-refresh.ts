// npm run bench:refresh: a full offline refresh on a store of ~2,000 models with up to 3 years of
// daily history each; wall time and peak memory of the refresh process.
// Data: the bundled real history and the recorded source responses, plus BENCH-ONLY copies of both
// under model ids suffixed "~benchN" (a temporary store, deleted afterwards; never published).
// The refresh runs 91 days after the bundled data's last day (history only grows: a fixed date fell
// behind the data once); a refresh that does not end "ok" ends the command with status 1, so no failed
// run reads as a figure.
import { addDays } from '../tools/dates.ts'
import { PRICE_HISTORY } from '../tools/llm-prices/llm-price-history.ts'
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { exportFeeds } from '../jobs/export.ts'
import { FIXTURES_DIR } from '../jobs/fetch.ts'
import { refresh } from '../jobs/refresh.ts'
import { buildFromBundled, PRICE_SOURCES } from '../jobs/datasets/llm-prices/bundled.ts'
import { loadFx } from '../jobs/fx.ts'
import { SOURCES } from '../jobs/datasets/llm-prices/sources/index.ts'
import type { SourceAdapter } from '../jobs/datasets/llm-prices/sources/types.ts'
import { EmbeddedStore } from '../store/embedded.ts'
import { LLM_PRICES } from '../tools/llm-prices/llm-prices.ts'
import { PRICE_CHANGES } from '../tools/llm-prices/price-changes.ts'
import llmPrices from '../jobs/datasets/llm-prices/index.ts'

const COPIES = Number(process.env.BENCH_COPIES ?? 4)
/** Days the refresh fills after the data's last day: the first catch-up, as docs/BENCHMARKS.md measured it. */
const CATCH_UP_DAYS = 91
const copyId = <T extends { model: string }>(x: T, k: number): T =>
  k === 0 ? x : { ...x, model: `${x.model}~bench${k}` }
const times = <T>(list: T[], f: (x: T, k: number) => T) =>
  Array.from({ length: COPIES + 1 }, (_, k) => list.map((x) => f(x, k))).flat()

/** The real adapters, each record repeated under the bench ids. */
const benchSources: SourceAdapter[] = SOURCES.map((s) => ({
  ...s,
  parse(texts, ctx) {
    const r = s.parse(texts, ctx)
    return { observations: times(r.observations, copyId), rejected: r.rejected }
  },
}))

if (process.argv[2] === '--child') {
  // The measured process: open the store, refresh, export.
  const [dir, date] = process.argv.slice(3)
  const started = performance.now()
  const store = new EmbeddedStore(join(dir, 'store'))
  await store.init()
  const loaded = performance.now()
  const mem = () => {
    const m = process.memoryUsage()
    return (
      `rss ${Math.round(m.rss / 2 ** 20)} heap ${Math.round(m.heapUsed / 2 ** 20)} buffers ` +
      `${Math.round(m.arrayBuffers / 2 ** 20)} MB`
    )
  }
  console.error(`  after open: ${mem()}`)
  const run = await refresh({
    store,
    datasets: [{ ...llmPrices, producer: { ...llmPrices.producer, sources: benchSources } }],
    fx: await loadFx(),
    date,
    offline: true,
    fixturesDir: FIXTURES_DIR,
    exportDir: join(dir, 'export'),
    baseUrl: 'http://localhost:8080',
    progress: (line) => console.error(`  ${line}`),
  })
  const done = performance.now()
  console.error(`  after refresh: ${mem()}`)
  console.log(
    JSON.stringify({
      status: run.status,
      open_s: (loaded - started) / 1000,
      refresh_s: (done - loaded) / 1000,
      total_s: (done - started) / 1000,
      peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
    }),
  )
  process.exit(0)
}

const dir = await mkdtemp(join(tmpdir(), 'amd-bench-refresh-'))
const built = await buildFromBundled()
const date = addDays(built.asOf, CATCH_UP_DAYS)
const store = new EmbeddedStore(join(dir, 'store'))
await store.init()
const history = times(built.history, copyId)
for (let i = 0; i < history.length; i += 200_000) await store.appendSeries(PRICE_HISTORY, history.slice(i, i + 200_000))
const latest = times(built.latest, copyId)
await store.putEdition(PRICE_CHANGES, built.asOf, {
  as_of: built.asOf,
  sources: PRICE_SOURCES,
  items: times(built.changes, copyId),
})
await store.putEdition(LLM_PRICES, built.asOf, { as_of: built.asOf, sources: PRICE_SOURCES, items: latest })
// The feeds as a running service has them before its daily refresh.
await exportFeeds(store, llmPrices.tools, join(dir, 'export'), 'http://localhost:8080')
await store.close()

const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-refresh.ts', '--child', dir, date], {
  stdio: ['ignore', 'pipe', 'inherit'],
})
let out = ''
child.stdout.on('data', (c) => {
  out += c
})
const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
const last = out.trim().split('\n').at(-1)
if (code !== 0 || !last) {
  await rm(dir, { recursive: true, force: true })
  console.error(`bench:refresh: the measured refresh process ended with status ${code} and no result`)
  process.exit(1)
}
const result = JSON.parse(last)
console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} x ${cpus()[0].model}, ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
)
console.log('| models | history rows before | days added | open store | refresh + export | total | peak RSS | status |')
console.log('|---|---|---|---|---|---|---|---|')
const days = (Date.parse(date) - Date.parse(built.asOf)) / 86_400_000
console.log(
  `| ${latest.length} | ${history.length} | ${days} | ` +
    `${result.open_s.toFixed(1)} s | ${result.refresh_s.toFixed(1)} s | ` +
    `${result.total_s.toFixed(1)} s | ${result.peak_rss_mb} MB | ${result.status} |`,
)
await rm(dir, { recursive: true, force: true })
if (result.status !== 'ok') {
  console.error(`bench:refresh: the refresh ended "${result.status}" (see its lines above): no figure to record`)
  process.exit(1)
}
