// on real processes over one embedded data
// folder: a command-line refresh is served by the running server everywhere; a refresh whose price
// sources all fail exits non-zero; two servers with the same REFRESH_AT run the day's refresh once;
// a command-line refresh during another refresh waits for it or exits naming the holder.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { isAbsolute, join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { FIXTURES_DIR } from '../../jobs/fetch.ts'
import { holderName, REFRESH_LEASE } from '../../jobs/lease.ts'
import { EmbeddedStore } from '../../store/embedded.ts'
import { todayUtc } from '../../tools/dates.ts'
import { BASE, CATALOGUES_ALONE, cliRefresh, movedRecordings, until } from '../helpers/cli-refresh.ts'
import { connectMcp } from '../helpers/mcp.ts'
import { removeDataDir, seededDataDir } from '../helpers/seeded.ts'
import { spawnService, spawnServices, type Service } from '../helpers/service.ts'

const SERVE_TEST_ONLY = 'test/helpers/serve-test-only.ts'

const served = suite('refresh from the command line :: served by the running server')
let dataDir: string
let server: Service

served.before(async () => {
  // A copy of the run's seed of the catalogues alone (the server does not seed it again).
  dataDir = await seededDataDir({ official: false })
  server = await spawnService({
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: BASE,
    STORE_POLL_MS: '300',
    DATA_STALE_DAYS: '100000',
    ...CATALOGUES_ALONE,
  })
})
served.after(async () => {
  await server?.stop()
  await removeDataDir(dataDir)
})

served('a new price from a CLI refresh :: feeds, pages, REST, MCP and /readyz serve it without a restart', async () => {
  const day = todayUtc()
  const moved = await movedRecordings(day)
  const before = await (await fetch(`${server.url}/readyz`)).json()
  const cli = await cliRefresh(dataDir, ['--date', day, '--fixtures', moved.dir])
  assert.is(cli.code, 0, cli.out)
  const latest = async () =>
    (await (await fetch(`${server.url}/data/latest.json`)).json()) as {
      as_of: string
      items: { model: string; input_cny: number }[]
    }
  await until('the feed', async () => {
    const feed = await latest()
    if (!feed.items) console.log(`  /data/latest.json answered without items: ${JSON.stringify(feed).slice(0, 200)}`)
    return feed.items?.find((r) => r.model === moved.model)?.input_cny === moved.input
  })
  const ready = await (await fetch(`${server.url}/readyz`)).json()
  assert.is(ready.data_as_of, day, 'readyz: data as of the new observation')
  assert.is.not(ready.last_refresh?.id, before.last_refresh?.id)
  assert.is(ready.datasets.llm_prices.data_age_days, 0)
  const client = await connectMcp(server.url, '2026-07-28')
  const answer = (await client.callTool({ name: 'get_llm_prices', arguments: { model: moved.model } }))
    .structuredContent as { items: { input_cny: number }[] }
  assert.is(answer.items[0].input_cny, moved.input, 'MCP')
  await client.close()
  const { secret } = await (async () => {
    const store = new EmbeddedStore(join(dataDir, 'store'))
    await store.init()
    const { newKey } = await import('../../facade/auth.ts')
    const key = newKey('test')
    await store.addKey(key.record)
    await store.close()
    return key
  })()
  const history = await (
    await fetch(`${server.url}/api/v1/llm-price-history?model=${moved.model}&since=${day}`, {
      headers: { Authorization: `Bearer ${secret}` },
    })
  ).json()
  assert.is(history.items[0]?.input_cny, moved.input, 'REST history')
  const page = await (await fetch(`${server.url}/llm-prices/${moved.model}`)).text()
  assert.match(page, new RegExp(day), 'the model page shows the new observation day')
  await rm(moved.dir, { recursive: true, force: true })
})

served(
  'a CLI refresh while another holds the lease :: exits 2 naming it, or waits for it with --wait; ' +
    'every price source failing :: the waited run exits 1 and says so; /readyz counts the data age from as_of',
  async () => {
    const dir = await mkdtemp(join(tmpdir(), 'amd-broken-'))
    await cp(FIXTURES_DIR, dir, { recursive: true })
    const { SOURCES } = await import('../../jobs/datasets/llm-prices/sources/index.ts')
    // Every recording broken (the sellers' tables in data/official are the repository's own, not recordings).
    for (const source of SOURCES)
      for (const f of source.fixtures) if (!isAbsolute(f)) await writeFile(join(dir, f), 'not the recording')
    const store = new EmbeddedStore(join(dataDir, 'store'))
    await store.init()
    const holder = holderName('daily refresh (held by the test)')
    assert.ok((await store.acquireLease(REFRESH_LEASE, holder, 60_000)).acquired)
    const refused = await cliRefresh(dataDir, ['--date', todayUtc(), '--fixtures', dir])
    assert.is(refused.code, 2, refused.out)
    assert.ok(refused.out.includes(holder), refused.out)
    const waiting = cliRefresh(dataDir, ['--date', todayUtc(), '--fixtures', dir, '--wait', '120'])
    await new Promise((r) => setTimeout(r, 2_000))
    await store.releaseLease(REFRESH_LEASE, holder)
    // Run once the lease was free: its exit code is the run's (1: a dataset failed), not 2 (not run).
    const waited = await waiting
    assert.is(waited.code, 1, waited.out)
    assert.not.match(waited.out, /refresh not run/)
    assert.match(waited.out, /llm_prices/)
    await store.close()
    const ready = await (await fetch(`${server.url}/readyz`)).json()
    assert.is(
      ready.datasets.llm_prices.data_age_days,
      Math.floor((Date.now() - Date.parse(ready.datasets.llm_prices.as_of)) / 864e5),
    )
    await rm(dir, { recursive: true, force: true })
  },
)

served.run()

const once = suite("two servers, one folder, one REFRESH_AT :: the day's refresh runs once")

once('one run recorded; the other instance logs that it skipped', async () => {
  // The real composition root and scheduler over the TEST-ONLY datasets (test/helpers/serve-test-only.ts):
  // what is shown is the scheduler and the lease on one embedded folder, not the data, and their refresh is
  // short. Seeded first by an instance of its own, so both start at once; the refresh a little after both listen.
  const dir = await mkdtemp(join(tmpdir(), 'amd-once-'))
  const seeder = await spawnService({ DATA_DIR: dir, PUBLIC_BASE_URL: BASE }, SERVE_TEST_ONLY)
  await seeder.stop()
  let a: Service | undefined
  let b: Service | undefined
  try {
    const at = new Date(Date.now() + 25_000)
    const hhmmss = at.toISOString().slice(11, 19)
    const env = {
      DATA_DIR: dir,
      PUBLIC_BASE_URL: BASE,
      REFRESH_AT: hhmmss,
      REFRESH_OFFLINE: 'true',
      REFRESH_LEASE_MS: '5000',
    }
    ;[a, b] = await spawnServices([env, env], SERVE_TEST_ONLY)
    const outcome = (s: Service) => /refresh (run_\S+|skipped)/.exec(s.output())?.[1]
    await until('both instances to report the scheduled refresh', () => Boolean(outcome(a!) && outcome(b!)), 180_000)
    const outcomes = [outcome(a), outcome(b)].sort()
    assert.match(outcomes[0]!, /^run_/, `${a.output()}\n---\n${b.output()}`)
    assert.is(outcomes[1], 'skipped')
    const store = new EmbeddedStore(join(dir, 'store'))
    await store.init()
    const runs = (await store.recentRuns(50)).filter(
      (r) => r.kind === 'refresh' && r.date === at.toISOString().slice(0, 10),
    )
    assert.is(runs.length, 1, JSON.stringify(runs.map((r) => r.id)))
    await store.close()
  } finally {
    await a?.stop()
    await b?.stop()
    await rm(dir, { recursive: true, force: true })
  }
})

once.run()
