// A server process over the TEST-ONLY datasets (test-only-datasets.ts) plus one whose refresh takes
// SLOW_MS, for the multi-instance lease tests on FerretDB: the real composition root (scripts/start.ts)
// and scheduler, with data small enough that a refresh on FerretDB takes seconds, not minutes.
import { loadConfig } from '../../facade/config.ts'
import { startServer } from '../../scripts/start.ts'
import { openStore } from '../../store/open.ts'
import { leaseTestDatasets } from './slow-dataset.ts'

const config = loadConfig()
const running = await startServer(config, openStore(config), leaseTestDatasets(Number(process.env.SLOW_MS ?? 0)))
console.log(`listening on ${running.url}`)
process.on('SIGTERM', () => {
  void running.close().then(() => process.exit(0))
})
