// Child process for test/jobs/refresh-crash.test.ts: one offline refresh of the price dataset alone
// (the same refresh() and store as scripts/refresh.ts), for a test that SIGKILLs it. Over one dataset a
// run is short and most of it is writing: the price history and snapshots into the store, then
// latest.json, history.csv and the changes feed. Says `ready` once the store is open, then each
// progress line as the run goes. Arguments: the date, the recordings folder.
import { join } from 'node:path'
import { loadConfig } from '../../facade/config.ts'
import llmPrices from '../../jobs/datasets/llm-prices/index.ts'
import { loadFx } from '../../jobs/fx.ts'
import { refresh } from '../../jobs/refresh.ts'
import { openStore } from '../../store/open.ts'

const [date, fixturesDir] = process.argv.slice(2)
const config = loadConfig()
const store = openStore(config)
await store.init()
const fx = await loadFx()
console.log('ready')
const run = await refresh({
  store,
  datasets: [llmPrices],
  fx,
  date,
  offline: true,
  fixturesDir,
  exportDir: join(config.dataDir, 'export'),
  baseUrl: config.baseUrl,
  progress: (line) => console.log(line),
})
console.log(`${run.status} ${run.errors.join('; ')}`)
await store.close()
process.exit(run.status === 'ok' ? 0 : 1)
