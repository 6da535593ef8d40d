// npm run refresh -- [--offline] [--date YYYY-MM-DD] [--fixtures DIR] [--sources-base-url URL] [--wait SECONDS]
// One refresh from the command line, with progress on the terminal and a summary at the end.
// --offline replays the recorded source responses (data/sources) instead of the network.
// --sources-base-url fetches every source URL from a mirror (a replay server) as <base>/<host>/<path>?<query>.
// --wait: while another refresh holds the lease (a server's daily run), wait up to this long for it
// (default 0: exit 2 at once, naming the holder). Exit 1 when a dataset failed (run partial or failed).
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../facade/config.ts'
import { todayUtc } from '../tools/dates.ts'
import { FIXTURES_DIR } from '../jobs/fetch.ts'
import { refresh } from '../jobs/refresh.ts'
import { holderName, LeaseHeld, REFRESH_LEASE, withLeaseWaiting } from '../jobs/lease.ts'
import type { RefreshRun } from '../store/types.ts'
import { loadFx } from '../jobs/fx.ts'
import { seedStore } from '../jobs/seed.ts'
import { DATASETS } from '../jobs/datasets/index.ts'
import { openStore } from '../store/open.ts'

const { values } = parseArgs({
  options: {
    offline: { type: 'boolean' },
    date: { type: 'string' },
    fixtures: { type: 'string' },
    'sources-base-url': { type: 'string' },
    wait: { type: 'string' },
  },
})
const waitS = Number(values.wait ?? 0)
if (!Number.isFinite(waitS) || waitS < 0) {
  console.error(`--wait must be a number of seconds, not ${values.wait}`)
  process.exit(2)
}
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
const holder = holderName('command-line refresh')
let run: RefreshRun
try {
  // The seed and the refresh under the one refresh lease a server's daily run takes too.
  run = await withLeaseWaiting(store, REFRESH_LEASE, holder, config.refreshLeaseMs, waitS * 1000, async () => {
    const seeded = await seedStore({ store, datasets: DATASETS, fx })
    if (seeded) console.log(`seeded the empty store from the bundled data: ${seeded.written.join(', ')}`)
    console.log(`refresh for ${date}${values.offline ? ' (offline: recorded responses)' : ''}`)
    return refresh({
      store,
      datasets: DATASETS,
      fx,
      date,
      offline: Boolean(values.offline),
      fixturesDir: values.fixtures ?? FIXTURES_DIR,
      exportDir: join(config.dataDir, 'export'),
      baseUrl: config.baseUrl,
      progress: (line) => console.log(`  ${line}`),
      live: { baseUrl: sourcesBaseUrl },
      holder,
      leaseMs: config.refreshLeaseMs,
    })
  })
} catch (error) {
  if (!(error instanceof LeaseHeld)) throw error
  console.error(
    `refresh not run: ${error.message}${waitS ? ` (waited ${waitS} s)` : '; pass --wait SECONDS to wait for it'}`,
  )
  await store.close()
  process.exit(2)
}
console.log(
  `${run.status}: ${run.id} in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
    `${Object.values(run.counts).reduce((n, c) => n + c.records, 0)} records from ` +
    `${Object.keys(run.counts).length} sources, ` +
    `${run.quarantined.length} held back, ` +
    `${Object.values(run.datasets ?? {}).filter((d) => d.status === 'ok').length} datasets ` +
    `written, ${run.errors.length} errors`,
)
for (const error of run.errors) console.log(`  error: ${error}`)
await store.close()
// A dataset that failed (every price source down, a payload refused) is a failed command: cron and CI see it.
process.exit(run.status === 'ok' ? 0 : 1)
