// Issue "One folder per dataset", acceptance 1 and 2: a list extended with two test-only datasets
// (one from a source adapter on a real recorded response, one derived from it) reaches the refresh
// and every surface with no edit outside this test; a payload that fails its schema is not written.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { loadConfig } from '../../facade/config.ts'
import { checkOrder, toolsOf } from '../../jobs/dataset.ts'
import llmPrices from '../../jobs/datasets/llm-prices/index.ts'
import { FIXTURES_DIR } from '../../jobs/fetch.ts'
import { loadFx } from '../../jobs/fx.ts'
import { refresh } from '../../jobs/refresh.ts'
import { seedStore } from '../../jobs/seed.ts'
import { startServer, type RunningServer } from '../../scripts/start.ts'
import { openStore } from '../../store/open.ts'
import type { Store } from '../../store/types.ts'
import { connectMcp, ERAS, type Era } from '../helpers/mcp.ts'
import { newKey } from '../../facade/auth.ts'
import { removeDataDir, seededDataDir } from '../helpers/seeded.ts'
import { TEST_COUNTS, TEST_MODELS, testDatasets, testSource } from '../helpers/test-only-datasets.ts'

const BASE = 'https://data.example.test'
let corrupt = false
// The price dataset and the two test-only ones: a list of one real dataset is extended as the whole one
// is, and its refresh is short (the others would only be refreshed alongside).
const base = [llmPrices]
const list = [...base, ...testDatasets({ corrupt: () => corrupt })]
let dir: string
let fixturesDir: string
let store: Store
let server: RunningServer
let key: string
const lines: string[] = []

const refreshOn = (date: string) =>
  refresh({
    store,
    datasets: list,
    fx: fx!,
    date,
    offline: true,
    fixturesDir,
    exportDir: join(dir, 'export'),
    baseUrl: BASE,
    progress: (line) => lines.push(line),
  })
let fx: Awaited<ReturnType<typeof loadFx>> | undefined

const extended = suite('dataset list :: extended with two test-only datasets')

extended.before(async () => {
  // A copy of the run's seed of the bundled datasets: the seed below adds only the two test-only ones.
  dir = await seededDataDir({ feeds: false })
  // The recorded responses, plus the recording date of the test-only source (the file is real).
  fixturesDir = join(dir, 'sources')
  await cp(FIXTURES_DIR, fixturesDir, { recursive: true })
  const manifest = JSON.parse(await readFile(join(fixturesDir, 'manifest.json'), 'utf8'))
  manifest[testSource.name] = { recorded: '2026-08-22' }
  await writeFile(join(fixturesDir, 'manifest.json'), JSON.stringify(manifest))
  fx = await loadFx()
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dir,
    PUBLIC_BASE_URL: BASE,
    REFRESH_AT: 'off',
    KEY_CACHE_TTL_MS: '0',
    DATA_STALE_DAYS: '100000',
  })
  store = openStore(config)
  await store.init()
  const seeded = await seedStore({ store, datasets: list, fx, fixturesDir })
  assert.equal(seeded?.run.errors, [])
  assert.equal(seeded?.written.sort(), [TEST_MODELS, TEST_COUNTS].sort(), 'the seed adds the test-only datasets alone')
  server = await startServer(config, store, list)
  const { secret, record } = newKey('test')
  await store.addKey(record)
  key = secret
})
extended.after(async () => {
  await server?.close()
  await removeDataDir(dir)
})

extended('refresh :: produces both, the derived one after its input', async () => {
  lines.length = 0
  const run = await refreshOn('2026-11-26')
  assert.is(run.status, 'ok', run.errors.join('; '))
  assert.is(run.datasets![TEST_MODELS].status, 'ok')
  assert.is(run.datasets![TEST_MODELS].records, 55)
  assert.is(run.datasets![TEST_COUNTS].status, 'ok')
  const order = Object.keys(run.datasets!)
  assert.ok(order.indexOf(TEST_MODELS) < order.indexOf(TEST_COUNTS))
  assert.ok(lines.findIndex((l) => l.startsWith(TEST_MODELS)) < lines.findIndex((l) => l.startsWith(TEST_COUNTS)))
})

extended('order :: a list with the derived dataset first is refused', () => {
  const [models, counts] = testDatasets()
  assert.throws(() => checkOrder([counts, models]), /out of order: test_only_vendor_counts reads test_only_cn_models/)
})

for (const era of Object.keys(ERAS) as Era[]) {
  extended(`mcp ${era} :: both listed and callable`, async () => {
    const client = await connectMcp(server.url, era)
    const names = (await client.listTools()).tools.map((t) => t.name)
    assert.ok(names.includes('get_test_only_cn_models') && names.includes('get_test_only_vendor_counts'))
    const models = (await client.callTool({ name: 'get_test_only_cn_models', arguments: { vendor: 'deepseek' } }))
      .structuredContent as { items: { vendor: string }[]; as_of: string }
    assert.ok(models.items.length > 0 && models.items.every((m) => m.vendor === 'deepseek'))
    assert.is(models.as_of, '2026-08-22')
    const counts = (await client.callTool({ name: 'get_test_only_vendor_counts', arguments: {} }))
      .structuredContent as { items: { vendor: string; models: number }[] }
    assert.is(
      counts.items.reduce((n, c) => n + c.models, 0),
      55,
    )
    await client.close()
  })
}

extended('rest :: both routes answer with the envelope', async () => {
  for (const path of ['/api/v1/test-only-cn-models?vendor=deepseek&limit=2', '/api/v1/test-only-vendor-counts']) {
    const res = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${key}` } })
    assert.is(res.status, 200, path)
    const body = await res.json()
    assert.ok(body.as_of && body.source_url && body.license && Array.isArray(body.items), path)
  }
  const bad = await fetch(`${server.url}/api/v1/test-only-cn-models?limit=0`, {
    headers: { Authorization: `Bearer ${key}` },
  })
  assert.is(bad.status, 400)
  assert.is((await bad.json()).error.parameter, 'limit')
})

extended('discovery :: openapi, server card and llms.txt list both', async () => {
  const openapi = await (await fetch(`${server.url}/openapi.json`)).json()
  for (const path of [
    '/api/v1/test-only-cn-models',
    '/api/v1/test-only-vendor-counts',
    '/data/test_only_cn_models.json',
    '/data/test_only_vendor_counts.json',
  ]) {
    assert.ok(openapi.paths[path], path)
  }
  const card = await (await fetch(`${server.url}/.well-known/mcp/server-card.json`)).json()
  const names = card.tools.map((t: { name: string }) => t.name)
  assert.ok(names.includes('get_test_only_cn_models') && names.includes('get_test_only_vendor_counts'))
  assert.match(card.description, /get_test_only_vendor_counts: test-only counts per vendor/)
  const llms = await (await fetch(`${server.url}/llms.txt`)).text()
  assert.match(llms, /\/data\/test_only_vendor_counts\.json/)
  assert.match(llms, /GET \/api\/v1\/test-only-cn-models/)
})

extended('feeds :: both written whole, readiness names both', async () => {
  const models = await (await fetch(`${server.url}/data/test_only_cn_models.json`)).json()
  assert.is(models.items.length, 55)
  assert.is(models.source_url, `${BASE}/data/test_only_cn_models.json`)
  const counts = await (await fetch(`${server.url}/data/test_only_vendor_counts.json`)).json()
  assert.ok(counts.items.length > 5)
  const ready = await (await fetch(`${server.url}/readyz`)).json()
  // ready or degraded only by the stale bundled datasets (each named), never by the two test-only ones
  const reasons = String(ready.reason ?? '').replace(/^stale data, no new observations within its bound: /, '')
  for (const part of reasons ? reasons.split('; ') : []) assert.not.ok(part.startsWith('test_only'), part)
  assert.is(ready.datasets[TEST_MODELS].as_of, '2026-08-22')
  assert.is(ready.datasets[TEST_COUNTS].last_status, 'ok')
})

extended(
  'invalid payload :: not written, last good kept, the run names the dataset and the zod issue, others refresh',
  async () => {
    const before = await readFile(join(dir, 'export', 'test_only_cn_models.json'), 'utf8')
    const snapshotBefore = await store.latestEdition(TEST_MODELS)
    corrupt = true
    try {
      const run = await refreshOn('2026-11-27')
      assert.is(run.status, 'partial')
      assert.is(run.datasets![TEST_MODELS].status, 'failed')
      assert.match(
        run.datasets![TEST_MODELS].error!,
        /test_only_cn_models failed its schema.*items\.0\.vendor: Invalid input: expected string, received number/,
      )
      assert.ok(run.errors.some((e) => e.includes(TEST_MODELS)))
      // The others still refreshed: the prices moved on to the new day; the derived one used the last good input.
      assert.is(run.datasets!.llm_prices.status, 'ok')
      assert.is((await store.latestEdition('llm_prices'))!.date, '2026-11-27')
      assert.is(run.datasets![TEST_COUNTS].status, 'ok')
    } finally {
      corrupt = false
    }
    assert.equal(await store.latestEdition(TEST_MODELS), snapshotBefore)
    assert.is(await readFile(join(dir, 'export', 'test_only_cn_models.json'), 'utf8'), before)
    const ready = await (await fetch(`${server.url}/readyz`)).json()
    assert.match(ready.datasets[TEST_MODELS].last_error, /failed its schema/)
  },
)

extended('no data yet :: 503 UNAVAILABLE naming the dataset, never an invented as_of', async () => {
  const [models] = testDatasets()
  const empty = await mkdtemp(join(tmpdir(), 'amd-empty-'))
  const bare = openStore({ dataDir: empty })
  await bare.init()
  const { runTool } = await import('../../tools/run.ts')
  const error = await runTool(models.tools[0], {}, { store: bare, baseUrl: BASE }).catch((e) => e)
  assert.is(error.code, 'UNAVAILABLE')
  assert.match(error.message, /test_only_cn_models dataset has not been produced yet/)
  await bare.close()
  await rm(empty, { recursive: true, force: true })
  assert.ok(toolsOf(list).length === toolsOf(base).length + 2)
})

extended.run()
