// The live refresh path end to end: a loopback server replays the recordings (data/sources) at
// their live URL paths, the adapters are pointed at it with the sources' base URL, and the online
// refresh runs for real (HTTP, cap, retries, conditional requests).
//
// Fair comparison with the offline refresh: online, a source is observed on the run's day; offline,
// on its recording date (manifest.json). So the offline reference replays the same files with the
// manifest dated the run's day (a temporary copy), over the same sources (the recorded-only ones
// are skipped online, so they are left out of the reference too). Same inputs, same dates: the
// feeds must be byte-identical. (Taking Last-Modified as the observed date was rejected: observed
// is the day we read a price, not the day upstream last edited the file.)
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Dataset } from '../../jobs/dataset.ts'
import llmPrices from '../../jobs/datasets/llm-prices/index.ts'
import { SOURCES } from '../../jobs/datasets/llm-prices/sources/index.ts'
import { FIXTURES_DIR, sourceUrls, type LiveOptions } from '../../jobs/fetch.ts'
import { loadFx } from '../../jobs/fx.ts'
import type { SourceFetchReport } from '../../jobs/produce.ts'
import { refresh } from '../../jobs/refresh.ts'
import { EmbeddedStore } from '../../store/embedded.ts'
import type { RefreshRun } from '../../store/types.ts'
import { startReplay, status, type Replay } from '../helpers/replay-server.ts'
import { removeDataDir, seededDataDir } from '../helpers/seeded.ts'

const DAY = '2026-11-26'
const NEXT = '2026-11-27'
const AFTER = '2026-11-28'
const BASE = 'https://data.example.test'

/** The list with every producer's recorded-only sources left out (what an online run reads). */
const liveOnly = (list: Dataset[]): Dataset[] =>
  list.map((d) =>
    d.producer?.sources
      ? { ...d, producer: { ...d.producer, sources: d.producer.sources.filter((s) => s.live !== false) } }
      : d,
  )

/** Every file of an export folder, by name. */
async function files(dir: string): Promise<Map<string, Buffer>> {
  const names = (await readdir(dir)).filter((n) => !n.endsWith('.tmp')).sort()
  return new Map(await Promise.all(names.map(async (n) => [n, await readFile(join(dir, n))] as const)))
}

// The price dataset alone: the one whose producer reads sources (the datasets after it derive from the
// store, so the same prices make the same derived feeds whichever way they were fetched).
const LIST: Dataset[] = [llmPrices]

const fetchReport = (run: RefreshRun) => (run.reports?.fetch ?? {}) as Record<string, SourceFetchReport>

let dir: string
let replay: Replay
let fx: Awaited<ReturnType<typeof loadFx>>
let online: { store: EmbeddedStore; go: (date: string, live?: LiveOptions, list?: Dataset[]) => Promise<RefreshRun> }
let offline: { store: EmbeddedStore; go: (date: string) => Promise<RefreshRun> }

const same = suite('refresh online :: replayed recordings publish what the offline refresh publishes')

same.before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'amd-live-'))
  fx = await loadFx()
  // One seed (the run's, the same seedStore over DATASETS), two copies of it: the online store and the
  // offline reference start identical.
  const seeded = await seededDataDir({ feeds: false })
  await cp(join(seeded, 'store'), join(dir, 'online', 'store'), { recursive: true })
  await cp(join(seeded, 'store'), join(dir, 'offline', 'store'), { recursive: true })
  await removeDataDir(seeded)
  const onlineStore = new EmbeddedStore(join(dir, 'online', 'store'))
  const offlineStore = new EmbeddedStore(join(dir, 'offline', 'store'))
  await onlineStore.init()
  await offlineStore.init()
  replay = await startReplay(SOURCES)
  online = {
    store: onlineStore,
    go: (date, live = {}, list = LIST) =>
      refresh({
        store: onlineStore,
        datasets: list,
        fx,
        date,
        offline: false,
        exportDir: join(dir, 'online', 'export'),
        baseUrl: BASE,
        live: { baseUrl: replay.url, backoffMs: 10, ...live },
      }),
  }
  const fixturesDir = join(dir, 'recordings')
  await cp(FIXTURES_DIR, fixturesDir, { recursive: true })
  offline = {
    store: offlineStore,
    go: async (date) => {
      // The reference's recordings dated the run's day, as the online run observes them (a source kept in the
      // repository keeps its own date: it is read from its file online too).
      const manifest = JSON.parse(await readFile(join(FIXTURES_DIR, 'manifest.json'), 'utf8'))
      const kept = new Set(SOURCES.filter((s) => s.live === 'repository').map((s) => s.name))
      for (const key of Object.keys(manifest)) {
        if (key === '_about' || kept.has(key)) continue
        manifest[key].recorded = date
        // Online, a seller's page is seen on the run's day, not on the day its recorded copy was made.
        delete manifest[key].copies_dated
      }
      await writeFile(join(fixturesDir, 'manifest.json'), JSON.stringify(manifest))
      return refresh({
        store: offlineStore,
        datasets: liveOnly(LIST),
        fx,
        date,
        offline: true,
        fixturesDir,
        exportDir: join(dir, 'offline', 'export'),
        baseUrl: BASE,
      })
    },
  }
})
same.after(async () => {
  await replay?.close()
  await online?.store.close()
  await offline?.store.close()
  await rm(dir, { recursive: true, force: true })
})

/** Both export folders hold the same files, byte for byte; returns the figures. */
async function assertSameFeeds(): Promise<string> {
  const a = await files(join(dir, 'online', 'export'))
  const b = await files(join(dir, 'offline', 'export'))
  assert.equal([...a.keys()], [...b.keys()], 'the same feed files')
  for (const [name, bytes] of a)
    assert.ok(bytes.equals(b.get(name)!), `${name} differs between the online and the offline refresh`)
  return `${a.size} feeds, ${[...a.values()].reduce((n, b) => n + b.length, 0)} bytes identical`
}

same(
  'day 1, online :: every live source fetched, the recorded-only ' +
    'ones skipped with the reason; feeds byte-identical to offline',
  async () => {
    const run = await online.go(DAY)
    const ref = await offline.go(DAY)
    assert.equal([run.status, run.errors], ['ok', []])
    assert.equal([ref.status, ref.errors], ['ok', []])
    const report = fetchReport(run)
    const recordedOnly = SOURCES.filter((s) => s.live === false)
      .map((s) => s.name)
      .sort()
    assert.equal(recordedOnly, ['aliyun-bailian'])
    for (const source of SOURCES) {
      const r = report[source.name]
      if (source.live === false) {
        assert.equal([r.status, r.mode], ['skipped', 'live'])
        assert.match(r.reason!, /^recorded-only: .{20,}/)
        assert.not.ok(run.counts[source.name], `${source.name} not counted as fetched`)
        continue
      }
      if (source.live === 'repository') {
        // Kept in the repository: read from its file online too, so the feeds equal the offline run's.
        assert.equal([r.status, r.mode, r.attempts], ['ok', 'recorded', undefined], source.name)
        assert.equal(run.counts[source.name], ref.counts[source.name], `${source.name}: same records as offline`)
        continue
      }
      assert.equal([r.status, r.observed, r.attempts], ['ok', DAY, sourceUrls(source).length], source.name)
      assert.equal(run.counts[source.name], ref.counts[source.name], `${source.name}: same records as offline`)
    }
    // Live prices are observed on the run's day (a few litellm records carried from the seed keep theirs).
    const items = JSON.parse(await readFile(join(dir, 'online', 'export', 'latest.json'), 'utf8')).items as {
      source_name: string
      last_observed: string
    }[]
    const today = items.filter((i) => i.last_observed === DAY)
    assert.ok(today.length > 200, `${today.length} prices observed on the run day`)
    assert.not.ok(
      today.some((i) => /Bailian/.test(i.source_name)),
      'nothing from a recorded-only source is observed today',
    )
    console.log(`  day 1: ${await assertSameFeeds()}; ${replay.answers.length} requests answered`)
  },
)

same(
  'day 2, online again :: every URL answered 304, the last good bodies read again; feeds still byte-identical',
  async () => {
    replay.answers.length = 0
    const run = await online.go(NEXT)
    await offline.go(NEXT)
    assert.equal([run.status, run.errors], ['ok', []])
    const live = SOURCES.filter((s) => s.live !== false && s.live !== 'repository')
    for (const source of live) assert.is(fetchReport(run)[source.name].status, 'unchanged', source.name)
    const urls = live.reduce((n, s) => n + sourceUrls(s).length, 0)
    assert.equal(
      replay.answers.map(([, s]) => s),
      Array(urls).fill(304),
    )
    console.log(`  day 2: ${urls} URLs, all 304; ${await assertSameFeeds()}`)
  },
)

same('day 3, one source down among the live ones :: named in the report, held back; the others published', async () => {
  const litellm = SOURCES.find((s) => s.name === 'litellm')!
  replay.fault(replay.pathOf(litellm), status(503))
  const run = await online.go(AFTER, { attempts: 2 })
  replay.fault(replay.pathOf(litellm), undefined)
  assert.is(run.status, 'partial')
  assert.equal(run.errors, [`litellm: ${replay.url}${replay.pathOf(litellm)}: HTTP 503 (2 attempts)`])
  assert.equal(
    [fetchReport(run).litellm.status, fetchReport(run).litellm.attempts, run.counts.litellm.records],
    ['failed', 2, 0],
  )
  assert.is(run.datasets!.llm_prices.status, 'ok')
  for (const name of ['llm-prices-cn', 'genai-prices', 'llm-prices', 'openrouter'])
    assert.is(fetchReport(run)[name].status, 'unchanged', name)
})

same.run()
