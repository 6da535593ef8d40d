// npm run refresh -- [--offline] [--date YYYY-MM-DD] [--fixtures DIR] [--sources-base-url URL]
// One refresh from the command line, with progress on the terminal and a summary at the end.
// --offline replays the recorded source responses (data/sources) instead of the network.
// --sources-base-url replaces the origin of every source URL (a replay server or a mirror).
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../facade/config.ts'
import { todayUtc } from '../tools/dates.ts'
import { FIXTURES_DIR } from '../jobs/fetch.ts'
import { refresh } from '../jobs/refresh.ts'
import { loadFx } from '../jobs/fx.ts'
import { seedStore } from '../jobs/seed.ts'
import { DATASETS } from '../jobs/datasets/index.ts'
import { openStore } from '../store/open.ts'


const { values } = parseArgs({ options: { offline: { type: 'boolean' }, date: { type: 'string' }, fixtures: { type: 'string' }, 'sources-base-url': { type: 'string' } } })
const sourcesBaseUrl = values['sources-base-url']
if (sourcesBaseUrl !== undefined && !/^https?:\/\/[^/]/.test(sourcesBaseUrl)) {
  console.error(`--sources-base-url must be an http(s) URL, not ${sourcesBaseUrl}`)
  process.exit(2)
}
const date = values.date ?? todayUtc()
if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
  console.error(`--date must be a real date as YYYY-MM-DD, not ${date}`)
  process.exit(2)
}
// A refresh records what the sources showed on a day that has happened: a future day is refused.
if (date > todayUtc()) {
  console.error(`--date ${date} is in the future (today is ${todayUtc()} UTC): refused`)
  process.exit(2)
}
const config = loadConfig()
const store = openStore(config)
await store.init()
const started = Date.now()
const fx = await loadFx()
const seeded = await seedStore({ store, datasets: DATASETS, fx })
if (seeded) console.log(`seeded the empty store from the bundled data: ${seeded.written.join(', ')}`)
console.log(`refresh for ${date}${values.offline ? ' (offline: recorded responses)' : ''}`)
const run = await refresh({
  store, datasets: DATASETS, fx, date, offline: Boolean(values.offline), fixturesDir: values.fixtures ?? FIXTURES_DIR,
  exportDir: join(config.dataDir, 'export'), baseUrl: config.baseUrl, progress: (line) => console.log(`  ${line}`),
  live: { baseUrl: sourcesBaseUrl },
})
console.log(`${run.status}: ${run.id} in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
  `${Object.values(run.counts).reduce((n, c) => n + c.records, 0)} records from ${Object.keys(run.counts).length} sources, ` +
  `${run.quarantined.length} held back, ${Object.values(run.datasets ?? {}).filter((d) => d.status === 'ok').length} datasets written, ${run.errors.length} errors`)
for (const error of run.errors) console.log(`  error: ${error}`)
await store.close()
process.exit(run.status === 'failed' ? 1 : 0)
