// The feeds of the price datasets, byte for byte, for the bundled seed and one offline refresh: the
// hashes were taken from the code before the dataset-list refactor (commit 2e2938f). A change that
// alters the published bytes on purpose updates them here, and says why in its commit.
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
    'latest.json': '16381d405b2fb612cd5f97c4ef44f97418cac274652080aed44d504b563a9e45',
    'history.csv': '6581fe6034cd655c36cc98d445e0c48e1783dc7be332aa3fbbbd0c74dbc9bea0',
  },
  refresh: {
    'latest.json': '3fde06721bf8ff7ce062ef2f126616bc519ad22e511c32ad96697c06dc74329b',
    'history.csv': '03f1eccc0c28111ad769d6363fa0ae4925e9ddedeb21457232a902d787ebecd9',
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
