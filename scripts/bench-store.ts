// npm run bench:store: the embedded store opened on a large history, each size in a fresh process:
// time to open and answer a first query, resident memory, and one key's full history.
// Rows: BENCH-ONLY synthetic price-history rows (never published: they live in a temporary folder,
// deleted after), 2,000 keys appended one day at a time as the daily refresh appends, for 100, 550
// and 1,825 days (0.2M, 1.1M, 3.65M rows). BENCH_KEYS and BENCH_DAYS (comma-separated) change them.
// `tsx scripts/bench-store.ts measure <dir> <keys>` is the fresh process measuring one folder.
import { execFileSync } from 'node:child_process'
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { EmbeddedStore } from '../store/embedded.ts'
import { PRICE_HISTORY } from '../tools/llm-prices/llm-price-history.ts'
import type { HistoryRow } from '../tools/schemas.ts'
import { quantile } from '../tools/stats.ts'

const KEYS = Number(process.env.BENCH_KEYS ?? 2000)
const DAYS = (process.env.BENCH_DAYS ?? '100,550,1825').split(',').map(Number)
const START = Date.UTC(2021, 0, 1)
const VENDORS = ['v01', 'v02', 'v03', 'v04', 'v05', 'v06', 'v07', 'v08', 'v09', 'v10']
const keyOf = (k: number) => `bench-only-${String(k).padStart(5, '0')}`

/** One BENCH-ONLY row: invented numbers, shaped as the price history (every column filled as a day would). */
function benchRow(k: number, date: string, d: number): HistoryRow {
  const input = 0.1 + (k % 97) / 10 + (d % 30 === 0 ? 0.05 : 0)
  return {
    date,
    model: keyOf(k),
    source_model_id: `${keyOf(k)}-v${1 + Math.floor(d / 365)}`,
    vendor: VENDORS[k % VENDORS.length],
    country: k % 3 ? 'US' : 'CN',
    native_currency: k % 3 ? 'USD' : 'CNY',
    input_usd: input,
    output_usd: input * 4,
    cache_read_usd: k % 2 ? input / 10 : null,
    cache_write_usd: null,
    input_cny: input * 7.1,
    output_cny: input * 28.4,
    cache_read_cny: k % 2 ? input * 0.71 : null,
    cache_write_cny: null,
    fx_usd_cny: 7.1,
    fx_date: date,
    fx_source: 'BENCH-ONLY',
    last_observed: date,
    source_name: 'BENCH-ONLY',
    source_url: `https://bench.invalid/${k % 50}`,
  }
}

async function measure(dir: string, keys: number): Promise<void> {
  const t = performance.now()
  const cpu = process.cpuUsage()
  const store = new EmbeddedStore(dir)
  await store.init()
  await store.querySeries(PRICE_HISTORY, { key: keyOf(0), limit: 1 })
  const openMs = performance.now() - t
  const opened = process.cpuUsage(cpu)
  const openCpuMs = (opened.user + opened.system) / 1000
  const ms: number[] = []
  // CPU time too: on a shared machine the wall clock also counts other processes' turns.
  const cpuMs: number[] = []
  let rows = 0
  for (let i = 0; i < 200; i++) {
    const key = keyOf((i * 7919) % keys)
    const q = performance.now()
    const cpu = process.cpuUsage()
    rows += (await store.querySeries(PRICE_HISTORY, { key, limit: 5000 })).rows.length
    const used = process.cpuUsage(cpu)
    ms.push(performance.now() - q)
    cpuMs.push((used.user + used.system) / 1000)
  }
  const vendor: number[] = []
  for (let i = 0; i < 10; i++) {
    const q = performance.now()
    await store.querySeries(PRICE_HISTORY, { where: { vendor: VENDORS[i] }, limit: 365 })
    vendor.push(performance.now() - q)
  }
  const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20)
  console.log(
    JSON.stringify({
      openMs,
      openCpuMs,
      rssMb,
      keyP50: quantile(ms, 0.5),
      keyP95: quantile(ms, 0.95),
      keyCpuP50: quantile(cpuMs, 0.5),
      keyRows: Math.round(rows / ms.length),
      vendorP50: quantile(vendor, 0.5),
    }),
  )
  await store.close()
}

async function main(): Promise<void> {
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} x ${cpus()[0].model}, ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${KEYS} keys\n`,
  )
  console.log(
    '| rows | days | segments | build (daily appends) | open + first answer (CPU) | RSS after | ' +
      'one key, full history: p50 / p95 (CPU p50) | one vendor, newest 365: p50 | load average |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|')
  const root = await mkdtemp(join(tmpdir(), 'amd-bench-store-'))
  const live = join(root, 'live')
  const store = new EmbeddedStore(live)
  await store.init()
  const t = performance.now()
  try {
    for (let d = 0, size = 0; size < DAYS.length; d++) {
      const date = new Date(START + d * 86_400_000).toISOString().slice(0, 10)
      await store.appendSeries(
        PRICE_HISTORY,
        Array.from({ length: KEYS }, (_, k) => benchRow(k, date, d)),
      )
      if (d + 1 !== DAYS[size]) continue
      const buildS = (performance.now() - t) / 1000
      const copy = join(root, `days-${d + 1}`)
      await cp(live, copy, { recursive: true })
      const segments = (await readdir(join(copy, PRICE_HISTORY.name))).length
      const out = execFileSync(process.execPath, [
        '--import',
        'tsx',
        'scripts/bench-store.ts',
        'measure',
        copy,
        `${KEYS}`,
      ])
      const m = JSON.parse(out.toString().trim().split('\n').at(-1)!)
      console.log(
        `| ${(KEYS * (d + 1)).toLocaleString('en')} | ${d + 1} | ${segments} | ${buildS.toFixed(0)} s | ` +
          `${m.openMs.toFixed(0)} ms (${m.openCpuMs.toFixed(0)} ms) | ${m.rssMb} MB | ` +
          `${m.keyP50.toFixed(2)} / ${m.keyP95.toFixed(2)} ms (${m.keyCpuP50.toFixed(2)} ms; ${m.keyRows} rows) | ` +
          `${m.vendorP50.toFixed(1)} ms | ${loadavg()[0].toFixed(1)} |`,
      )
      await rm(copy, { recursive: true, force: true })
      size++
    }
  } finally {
    await store.close()
    await rm(root, { recursive: true, force: true })
  }
}

if (process.argv[2] === 'measure') await measure(process.argv[3], Number(process.argv[4]))
else await main()
process.exit(0)
