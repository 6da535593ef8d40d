// a page for a dataset is only its view declaration. A test-only
// dataset (test/helpers/test-only-datasets.ts) gains a `page` here and nothing else changes: it is
// on /, in the sitemap, and its dataset and record pages render.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { loadConfig } from '../../facade/config.ts'
import type { Dataset } from '../../jobs/dataset.ts'
import { FIXTURES_DIR } from '../../jobs/fetch.ts'
import { loadFx } from '../../jobs/fx.ts'
import { seedStore } from '../../jobs/seed.ts'
import { startServer, type RunningServer } from '../../scripts/start.ts'
import { openStore } from '../../store/open.ts'
import { defineView, field } from '../../tools/page.ts'
import { TEST_MODELS, testDatasets, testSource } from '../helpers/test-only-datasets.ts'

const BASE = 'https://data.example.test'
const view = defineView<{ id: string; vendor: string; currency: string }>({
  dataset: TEST_MODELS,
  title: 'TEST-ONLY models',
  about: 'A test-only dataset (never published).',
  key: (m) => m.id,
  columns: [
    field('id', 'Model', 'text', { link: 'record' }),
    field('vendor', 'Vendor', 'text', { filter: true }),
    field('currency', 'Currency'),
  ],
})

const test = suite('pages :: a dataset gains pages by its view declaration alone')
let dir: string
let server: RunningServer
let ids: string[] = []
const get = (path: string) => fetch(`${server.url}${path}`, { headers: { Accept: 'text/html' } })

test.before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'amd-pages-view-'))
  // The recorded responses, plus the recording date of the test-only source (the file is real).
  const fixturesDir = join(dir, 'sources')
  await cp(FIXTURES_DIR, fixturesDir, { recursive: true })
  const manifest = JSON.parse(await readFile(join(fixturesDir, 'manifest.json'), 'utf8'))
  manifest[testSource.name] = { recorded: '2026-08-22' }
  await writeFile(join(fixturesDir, 'manifest.json'), JSON.stringify(manifest))
  const [models, counts] = testDatasets()
  const list: Dataset[] = [{ ...models, page: view }, counts]
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dir,
    PUBLIC_BASE_URL: BASE,
    REFRESH_AT: 'off',
    RATE_LIMIT_ANON: '100000',
  })
  const store = openStore(config)
  await store.init()
  const seeded = await seedStore({ store, datasets: list, fx: await loadFx(), fixturesDir })
  assert.equal(seeded?.run.errors, [])
  server = await startServer(config, store, list)
  ids = (await store.latestEdition<{ items: { id: string }[] }>(TEST_MODELS))!.payload.items.map((m) => m.id)
})
test.after(async () => {
  await server?.close()
  await rm(dir, { recursive: true, force: true })
})

test('home :: lists it with its page and feed', async () => {
  const home = await (await get('/')).text()
  assert.match(home, /<a href="\/test-only-cn-models">TEST-ONLY models<\/a>/)
  assert.match(home, /href="\/data\/test_only_cn_models.json"/)
})

test('sitemap :: its dataset page and every record page', async () => {
  const xml = await (await get('/sitemap.xml')).text()
  assert.ok(xml.includes(`<loc>${BASE}/test-only-cn-models</loc>`))
  assert.ok(ids.length > 10)
  for (const id of ids) assert.ok(xml.includes(`<loc>${BASE}/test-only-cn-models/${encodeURIComponent(id)}</loc>`), id)
})

test('dataset and record pages :: rendered from the declaration', async () => {
  const page = await get('/test-only-cn-models')
  assert.is(page.status, 200)
  const text = await page.text()
  assert.match(text, /<h1>TEST-ONLY models<\/h1>/)
  assert.ok(text.includes(`href="/test-only-cn-models/${encodeURIComponent(ids[0])}"`))
  const record = await get(`/test-only-cn-models/${encodeURIComponent(ids[0])}`)
  assert.is(record.status, 200)
  const body = await record.text()
  assert.match(body, /class="cite-as-of">2026-08-22</)
  assert.match(body, /class="source-url"><a href="https:\/\/example.test\/test-only"/)
})

test('the dataset without a view :: no page', async () => {
  assert.is((await get('/test-only-vendor-counts')).status, 404)
})

test.run()
