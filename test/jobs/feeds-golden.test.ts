// The feeds of the price datasets, record for record, for the bundled seed and one offline refresh (a failure names the
// record and field, or the models whose history differs): the golden files were taken once the price truth was fixed
// changed the bytes on purpose: precedence, FX by observation date, gates, dated litellm changes, aliases and
// components; the offline refresh on 2026-08-25 adds no history row (as_of stays at the recordings' 2026-08-22, so
// history.csv is identical to the seed's); latest.json is then the whole list dataset with page_url per record
// (paging). A change that alters the published bytes on purpose updates them here, and says why in its commit. Last:
// the ECB daily rates after 2025-05-09 (FX within 7 days of every observation), `via` on rows citing a seller's page,
// the 10x rule's settled-price reference, and litellm's batch/priority/flex/1-hour-cache components and context bands.
// Then one path: the first start also reads the recordings through the refresh's own step, so the seed's
// bytes equal the refresh's, each model with history through as_of. Then 0/0 is unpriced, not free (held
// back), and ids of one model under two spellings are one record (data/registry/spellings.csv). Then the
// payload the schema parsed is what is stored (keys in the schema's order); and genai-prices' time-of-day schedules
// publish the price in force most of the day (DeepSeek's standard). Then the sellers' own pages
// (data/official) rank first, dated by their own words, so the data's date is the day the newest page copy was read
// (2026-11-25) and the refresh runs the day after; catalogue prices a seller's page says have ended are held back.
// Then one daily-history builder: the first start's rows from the sellers' pages end on the day the page says a
// price ended (valid_until), as the bundled history's always did, and such a price leaves the latest prices.
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { DATASETS } from '../../jobs/datasets/index.ts'
import { loadFx } from '../../jobs/fx.ts'
import { refresh } from '../../jobs/refresh.ts'
import { EmbeddedStore } from '../../store/embedded.ts'
import { removeDataDir, seededDataDir } from '../helpers/seeded.ts'
import { TEST_BASE_URL } from '../helpers/server.ts'
import { firstDifference, historyDifferences, historyDigest } from '../helpers/golden.ts'

// The golden files: latest.json whole, history.csv as a digest per model. UPDATE_GOLDEN=1 rewrites
// them (a change that alters the published bytes on purpose, said in its commit).
const GOLDEN_DIR = new URL('../fixtures/golden/', import.meta.url)
const UPDATE = process.env.UPDATE_GOLDEN === '1'

/** The feeds here are the run's seed's, linked at TEST_BASE_URL; the golden files link at this base. */
const GOLDEN_BASE = 'https://x.test'

async function compare(exportDir: string, stage: string) {
  const text = await readFile(join(exportDir, 'latest.json'), 'utf8')
  const latest = JSON.parse(text.replaceAll(TEST_BASE_URL, GOLDEN_BASE))
  const digest = historyDigest(await readFile(join(exportDir, 'history.csv'), 'utf8'))
  const files = { latest: new URL('latest.json', GOLDEN_DIR), history: new URL('history-digest.json', GOLDEN_DIR) }
  if (UPDATE || !existsSync(files.latest)) {
    await writeFile(files.latest, JSON.stringify(latest))
    await writeFile(files.history, JSON.stringify(digest, null, 0))
    console.log(`  golden files written (${stage})`)
    return
  }
  const want = JSON.parse(await readFile(files.latest, 'utf8'))
  const wantDigest = JSON.parse(await readFile(files.history, 'utf8'))
  const diff = firstDifference(want, latest)
  assert.is(diff, undefined, `${stage} latest.json differs at ${diff}`)
  const rows = historyDifferences(wantDigest, digest)
  assert.equal(rows, [], `${stage} history.csv differs for ${rows.join('; ')}`)
}

const golden = suite('price feeds :: byte-identical to before the refactor')

golden('seed, then an offline refresh on 2026-11-26 :: same records, named where they differ', async () => {
  // The run's seed (seedStore and exportFeeds over the bundled data at a first start).
  const dir = await seededDataDir()
  const exportDir = join(dir, 'export')
  const store = new EmbeddedStore(join(dir, 'store'))
  await store.init()
  try {
    await compare(exportDir, 'seed')
    const run = await refresh({
      store,
      datasets: DATASETS,
      fx: await loadFx(),
      date: '2026-11-26',
      offline: true,
      exportDir,
      baseUrl: TEST_BASE_URL,
    })
    assert.is(run.status, 'ok')
    await compare(exportDir, 'refresh')
  } finally {
    await store.close()
    await removeDataDir(dir)
  }
})

golden.run()
