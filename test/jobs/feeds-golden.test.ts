// The feeds of the price datasets, byte for byte, for the bundled seed and one offline refresh: the
// hashes were taken after issue 8 (price truth) changed the bytes on purpose: precedence, FX by
// observation date, gates, dated litellm changes, aliases and components; the offline refresh on
// 2026-08-25 adds no history row (as_of stays at the recordings' 2026-08-22, so history.csv is
// identical to the seed's); latest.json is then the whole list dataset with page_url per record (paging). A change that alters the published bytes on purpose updates them here,
// and says why in its commit. Last: the ECB daily rates after 2025-05-09 (FX within 7 days of every
// observation), `via` on rows citing a seller's page, the 10x rule's settled-price reference, and
// litellm's batch/priority/flex/1-hour-cache components and context bands.
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
    'latest.json': '953e38f49ae02e71404a23edc382ff0965f524623cb31f719bc4f4644cb6d7af',
    'history.csv': '5c931725593cdc696acc7f188a1eb7cc004cb1cde002378d6c03964d5c8c4b3a',
  },
  refresh: {
    'latest.json': '98f95bff820c0601333e22af46a04ae88e3f28dd8962586928418b987981b54d',
    'history.csv': '5c931725593cdc696acc7f188a1eb7cc004cb1cde002378d6c03964d5c8c4b3a',
  },
}

const golden = suite('price feeds :: byte-identical to before the refactor')

golden('seed, then an offline refresh on 2026-08-25 :: same bytes', async () => {
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
    const run = await refresh({ store, datasets: DATASETS, fx, date: '2026-08-25', offline: true, exportDir, baseUrl: 'https://x.test' })
    assert.is(run.status, 'ok')
    for (const [file, sha] of Object.entries(GOLDEN.refresh)) assert.is(await hash(file), sha, `refresh ${file}`)
  } finally {
    await store.close()
    await rm(dir, { recursive: true, force: true })
  }
})

golden.run()
