// The feeds of the price datasets, byte for byte, for the bundled seed and one offline refresh: the
// hashes were taken after issue 8 (price truth) changed the bytes on purpose: precedence, FX by
// observation date, gates, dated litellm changes, aliases and components; the offline refresh on
// 2026-08-25 adds no history row (as_of stays at the recordings' 2026-08-22, so history.csv is
// identical to the seed's); latest.json is then the whole list dataset with page_url per record (paging). A change that alters the published bytes on purpose updates them here,
// and says why in its commit. Last: the ECB daily rates after 2025-05-09 (FX within 7 days of every
// observation), `via` on rows citing a seller's page, the 10x rule's settled-price reference, and
// litellm's batch/priority/flex/1-hour-cache components and context bands. Then issue 20 (one path):
// the first start also reads the recordings through the refresh's own step, so the seed's bytes
// equal the refresh's, each model with history through as_of. Then issue 19: 0/0 is unpriced, not
// free (held back), and ids of one model under two spellings are one record (data/registry/spellings.csv).
// Then issue 27: the payload the schema parsed is what is stored (keys in the schema's order); and
// genai-prices' time-of-day schedules publish the price in force most of the day (DeepSeek's standard).
// Then issue 21: the sellers' own pages (data/official) rank first, dated by their own words, so the
// data's date is the day the newest page copy was read (2026-11-25) and the refresh runs the day after;
// catalogue prices a seller's page says have ended are held back.
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { DATASETS, TOOLS } from '../../jobs/datasets/index.ts'
import { exportFeeds } from '../../jobs/export.ts'
import { loadFx } from '../../jobs/fx.ts'
import { refresh } from '../../jobs/refresh.ts'
import { seedStore } from '../../jobs/seed.ts'
import { EmbeddedStore } from '../../store/embedded.ts'

const GOLDEN = {
  seed: {
    'latest.json': 'a9ef93f3bf0b9a378fade77e3e269519a746a9d019a828d78fe43a977074dc9b',
    'history.csv': '3ddcb168ef004173686841e9e2866d556a3ae1eec4fc900e20826f4250329491',
  },
  refresh: {
    'latest.json': 'a9ef93f3bf0b9a378fade77e3e269519a746a9d019a828d78fe43a977074dc9b',
    'history.csv': '3ddcb168ef004173686841e9e2866d556a3ae1eec4fc900e20826f4250329491',
  },
}

const golden = suite('price feeds :: byte-identical to before the refactor')

golden('seed, then an offline refresh on 2026-11-26 :: same bytes', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'amd-golden-'))
  const exportDir = join(dir, 'export')
  const hash = async (file: string) => createHash('sha256').update(await readFile(join(exportDir, file))).digest('hex')
  const store = new EmbeddedStore(join(dir, 'store'))
  await store.init()
  try {
    const fx = await loadFx()
    await seedStore({ store, datasets: DATASETS, fx })
    await exportFeeds(store, TOOLS, exportDir, 'https://x.test')
    for (const [file, sha] of Object.entries(GOLDEN.seed)) assert.is(await hash(file), sha, `seed ${file}`)
    const run = await refresh({ store, datasets: DATASETS, fx, date: '2026-11-26', offline: true, exportDir, baseUrl: 'https://x.test' })
    assert.is(run.status, 'ok')
    for (const [file, sha] of Object.entries(GOLDEN.refresh)) assert.is(await hash(file), sha, `refresh ${file}`)
  } finally {
    await store.close()
    await rm(dir, { recursive: true, force: true })
  }
})

golden.run()
