import { join } from 'node:path'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { EmbeddedStore } from '../store/embedded.ts'
import { seedStore } from '../jobs/seed.ts'
import { refresh } from '../jobs/refresh.ts'
import { loadFx } from '../jobs/fx.ts'
import { DATASETS } from '../jobs/datasets/index.ts'
const dir = mkdtempSync(join(tmpdir(), 'repro-'))
const store = new EmbeddedStore(join(dir, 'store'))
await store.init()
const fx = await loadFx()
await seedStore({ store, datasets: DATASETS, fx })
const origError = Error.captureStackTrace
const run = await refresh({ store, datasets: DATASETS, fx, date: '2026-08-25', offline: true, exportDir: join(dir, 'export'), baseUrl: 'https://x.test', progress: console.log })
console.log(run.status, run.errors)
await store.close()
