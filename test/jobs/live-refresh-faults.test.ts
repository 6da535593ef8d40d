// Faults of a live source, each against the loopback replay server: slow, down (503, connection
// refused), truncated, a JSON cut in half, oversized, garbage. The LLM price producer reads one
// source here (llm-prices-cn), so a faulty source leaves it nothing: the run names the source,
// holds it back, writes nothing, and the last good feeds stay byte-identical. Then a source failing
// twice and answering the third time is published, its attempts in the report.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Dataset } from '../../jobs/dataset.ts'
import llmPricesDataset from '../../jobs/datasets/llm-prices/index.ts'
import { llmPricesCn } from '../../jobs/datasets/llm-prices/sources/llm-prices-cn.ts'
import type { LiveOptions } from '../../jobs/fetch.ts'
import { loadFx } from '../../jobs/fx.ts'
import type { SourceFetchReport } from '../../jobs/produce.ts'
import { refresh } from '../../jobs/refresh.ts'
import { EmbeddedStore } from '../../store/embedded.ts'
import type { RefreshRun } from '../../store/types.ts'
import { freePort } from '../helpers/ports.ts'
import { removeDataDir, seededDataDir } from '../helpers/seeded.ts'
import {
  endless,
  halfJson,
  html,
  reset,
  sequence,
  slow,
  startReplay,
  status,
  truncated,
  type Fault,
  type Replay,
} from '../helpers/replay-server.ts'

const GOOD_DAY = '2026-11-26'
const FAULT_DAY = '2026-11-27'
const SOURCE = llmPricesCn.name

/** The LLM prices with llm-prices-cn as their only source. */
const LIST: Dataset[] = [{ ...llmPricesDataset, producer: { ...llmPricesDataset.producer, sources: [llmPricesCn] } }]
/** Short bounds so each fault costs well under a second or two. */
const FAST: LiveOptions = { timeoutMs: 300, attempts: 3, backoffMs: 10, cacheDir: false }

let dir: string
let store: EmbeddedStore
let replay: Replay
let path: string
let good: Map<string, Buffer>
const go = (date: string, live: LiveOptions = {}) =>
  refresh({
    store,
    datasets: LIST,
    fx: fx!,
    date,
    offline: false,
    exportDir: join(dir, 'export'),
    baseUrl: 'https://data.example.test',
    live: { baseUrl: replay.url, ...FAST, ...live },
  })
let fx: Awaited<ReturnType<typeof loadFx>> | undefined

async function feeds(): Promise<Map<string, Buffer>> {
  const names = (await readdir(join(dir, 'export'))).filter((n) => !n.endsWith('.tmp')).sort()
  return new Map(await Promise.all(names.map(async (n) => [n, await readFile(join(dir, 'export', n))] as const)))
}
const report = (run: RefreshRun) => (run.reports!.fetch as Record<string, SourceFetchReport>)[SOURCE]

const faults = suite('refresh online :: a faulty source is named, held back, the last good feeds kept')

faults.before(async () => {
  // The run's seed of the bundled data (the LLM prices as a first start writes them, among the other
  // datasets, which the runs here do not touch), without its feeds: the good run writes them here.
  dir = await seededDataDir({ feeds: false })
  fx = await loadFx()
  store = new EmbeddedStore(join(dir, 'store'))
  await store.init()
  replay = await startReplay([llmPricesCn])
  path = replay.pathOf(llmPricesCn)
  const run = await go(GOOD_DAY)
  assert.equal([run.status, run.errors], ['ok', []])
  good = await feeds()
  assert.equal([...good.keys()], ['history.csv', 'latest.json', 'price_changes.atom'])
})
faults.after(async () => {
  await replay?.close()
  await store?.close()
  await removeDataDir(dir)
})
faults.after.each(() => replay.fault(path, undefined))

/**
 * A run on the next day with `fault`: failed, the source named with `reason`, nothing written, the feeds as they were.
 */
async function heldBack(
  fault: Fault | null,
  reason: RegExp,
  attempts: number,
  live: LiveOptions = {},
): Promise<RefreshRun> {
  if (fault) replay.fault(path, fault)
  const started = Date.now()
  const run = await go(FAULT_DAY, live)
  assert.is(run.status, 'failed')
  assert.ok(run.errors[0].startsWith(`${SOURCE}: `), run.errors[0])
  assert.match(run.errors[0], reason)
  assert.equal([report(run).status, report(run).attempts ?? 0], ['failed', attempts])
  assert.equal(run.counts[SOURCE], { records: 0, rejected: 0 })
  assert.match(run.datasets!.llm_prices.error!, /every source failed/)
  const now = await feeds()
  assert.equal([...now.keys()], [...good.keys()])
  for (const [name, bytes] of good) assert.ok(now.get(name)!.equals(bytes), `${name} changed`)
  assert.is((await store.latestEdition('llm_prices'))!.date, GOOD_DAY, 'the last good snapshot stays the latest')
  console.log(`  ${run.errors[0].replace(replay.url, '').slice(0, 150)}  [${Date.now() - started} ms]`)
  return run
}

faults('slow (no answer within the timeout) :: 3 attempts, then held back', async () => {
  await heldBack(slow(10_000), /no complete answer within 300 ms \(3 attempts\)$/, 3)
})

faults('down, 503 every time :: 3 attempts, then held back', async () => {
  await heldBack(status(503), /HTTP 503 \(3 attempts\)$/, 3)
  assert.equal(
    replay.answers.slice(-3).map(([, s]) => s),
    [503, 503, 503],
  )
})

faults('down, connection refused :: 3 attempts, then held back', async () => {
  const closed = `http://127.0.0.1:${await freePort()}`
  await heldBack(null, /ECONNREFUSED\) \(3 attempts\)$/, 3, { baseUrl: closed })
})

faults('truncated (Content-Length longer than the body) :: 3 attempts, then held back', async () => {
  await heldBack(truncated, /(connection closed mid-answer|truncated: \d+ of \d+ bytes).*\(3 attempts\)$/, 3)
})

faults('a JSON cut in half (length right) :: not parsed, held back', async () => {
  await heldBack(halfJson, /unreadable answer, not parsed: .*JSON/, 1)
})

faults("oversized (past the source's cap) :: reading stops, held back, the cap named", async () => {
  const sent = { bytes: 0 }
  await heldBack(endless(64 * 1024 * 1024, sent), /over the 65536 bytes cap of llm-prices-cn: reading stopped$/, 1, {
    maxBytesBySource: { [SOURCE]: 64 * 1024 },
  })
  assert.ok(sent.bytes < 16 * 1024 * 1024, `the server wrote ${sent.bytes} bytes before the client hung up`)
  console.log(
    `  oversized: the server wrote ${(sent.bytes / 1024 / 1024).toFixed(1)} MB of 64 MB before the client hung up`,
  )
})

faults('garbage (an HTML page with 200 where JSON is expected) :: held back, the content type named', async () => {
  await heldBack(html, /expected JSON \(as recorded\), got text\/html; charset=utf-8 starting "<!DOCTYPE html>/, 1)
})

faults(
  'failing twice (503, then a reset), answering the third time :: published, 3 attempts in the report',
  async () => {
    replay.fault(path, sequence(status(503), reset))
    const run = await go(FAULT_DAY)
    assert.equal([run.status, run.errors], ['ok', []])
    const r = report(run)
    assert.equal([r.status, r.attempts, r.requests![0].http], ['ok', 3, 200])
    assert.is(r.requests![0].retried!.length, 2)
    assert.match(r.requests![0].retried![0], /^attempt 1: HTTP 503$/)
    assert.match(r.requests![0].retried![1], /^attempt 2: /)
    assert.ok(run.counts[SOURCE].records > 50, `${run.counts[SOURCE].records} records`)
    assert.is((await store.latestEdition('llm_prices'))!.date, FAULT_DAY)
    const history = (await feeds()).get('history.csv')!
    assert.ok(
      history.subarray(0, good.get('history.csv')!.length).equals(good.get('history.csv')!),
      'history only appended',
    )
    // No new day: llm-prices-cn dates each price by its own last_verified, and history runs to the newest observation.
    console.log(`  retried: ${r.requests![0].retried!.join('; ')}`)
  },
)

faults.run()
