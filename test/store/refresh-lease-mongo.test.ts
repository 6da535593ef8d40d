// On one FerretDB (MongoDB wire protocol): two server processes with the
// same REFRESH_AT run one refresh; the holder killed with SIGKILL in the middle of it leaves its lease
// to expire, and the next run proceeds; the survivor never serves a partial snapshot; two instances
// with their own data folders then serve the same feed bytes and ETag.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { loadConfig } from '../../facade/config.ts'
import { dailyRefresh } from '../../jobs/refresh.ts'
import { loadFx } from '../../jobs/fx.ts'
import { REFRESH_LEASE } from '../../jobs/lease.ts'
import { type RunningServer, startServer } from '../../scripts/start.ts'
import { MongoStore } from '../../store/mongo.ts'
import { openStore } from '../../store/open.ts'
import { todayUtc } from '../../tools/dates.ts'
import { startFerret, type Ferret } from '../helpers/ferretdb.ts'
import { leaseTestDatasets, SLOW } from '../helpers/slow-dataset.ts'
import { spawnService, spawnServices, type Service } from '../helpers/service.ts'
import { TEST_MODELS } from '../helpers/test-only-datasets.ts'

const BASE = 'https://data.example.test'
const FEED = `/data/${TEST_MODELS}.json`

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 120_000, seen = () => '') {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}${seen()}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

let ferret: Ferret
const lease = suite('refresh lease :: two instances on one FerretDB')
lease.before(async () => {
  ferret = await startFerret()
})
lease.after(async () => {
  await ferret?.destroy()
})

lease(
  'the holder killed mid-refresh :: the lease expires, the next run proceeds, no partial snapshot is served',
  async () => {
    const db = `lease_${randomBytes(4).toString('hex')}`
    const dirs = await Promise.all([0, 1, 2].map(() => mkdtemp(join(tmpdir(), 'amd-lease-'))))
    const services: Service[] = []
    let third: RunningServer | undefined
    const store = new MongoStore(ferret.uri, db)
    try {
      const env = (i: number, refreshAt: string) => ({
        MONGODB_URI: ferret.uri,
        MONGODB_DB: db,
        DATA_DIR: dirs[i],
        PUBLIC_BASE_URL: BASE,
        REFRESH_AT: refreshAt,
        REFRESH_OFFLINE: 'true',
        REFRESH_LEASE_MS: '3000',
        STORE_POLL_MS: '300',
        SLOW_MS: '600000',
      })
      // Seed the database once, then both instances with the refresh a few seconds ahead: room for two
      // starts at once (seeding nothing), measured by the seeder's start (which seeds too). An instance that
      // comes up after the time never runs the refresh, so a pair that did not both come up before it is
      // killed and started again with twice the room (a loaded machine costs a retry, not a failure).
      const seededAt = Date.now()
      const seeder = await spawnService(env(0, 'off'), 'test/helpers/serve-test-only.ts')
      await seeder.stop()
      const seederMs = Date.now() - seededAt
      let room = Math.max(4_000, 1.5 * seederMs)
      // The pair, its lease holder and the other one's skip. A pair whose other instance printed no skip
      // within a minute is shown and started again once (a loaded machine that starved one of them);
      // a second pair like it fails the test.
      const pairRefresh = async (): Promise<{ victim: Service; survivor: Service; before: string }> => {
        for (let attempt = 1; ; attempt++) {
          const startedAt = Date.now()
          const atMs = Math.ceil((startedAt + room) / 1000) * 1000
          const at = new Date(atMs).toISOString().slice(11, 19)
          const pair = await spawnServices([env(0, at), env(1, at)], 'test/helpers/serve-test-only.ts')
          if (Date.now() < atMs - 200) {
            console.log(`  seeder up in ${seederMs} ms; the pair in ${Date.now() - startedAt} ms, ${room} ms allowed`)
            services.push(...pair)
            break
          }
          for (const s of pair) await s.stop('SIGKILL')
          assert.ok(attempt < 4, `two instances never came up within ${room} ms`)
          console.log(`  the pair came up after ${at}: again with ${2 * room} ms of room`)
          room *= 2
        }
        const pair = services.slice(-2)
        const before = await (await fetch(pair[0].url + FEED)).text()
        // Wait for one of them to hold the lease (the other then logs its skip).
        let holder = ''
        await until(
          'an instance to hold the refresh lease',
          async () => {
            const probe = await store.acquireLease(REFRESH_LEASE, 'probe (test)', 1)
            holder = probe.acquired ? '' : probe.holder
            // Not a start's seed lease, nor one left by a pair killed for a late start or a starved one.
            return !holder.startsWith('seed') && pair.some((s) => holder.includes(`pid ${s.child.pid} `))
          },
          60_000,
        )
        const victim = pair.find((s) => holder.includes(`pid ${s.child.pid} `))!
        const survivor = pair.find((s) => s !== victim)!
        assert.ok(victim, `holder ${holder} is one of the instances`)
        await until(
          'the other instance to skip the run',
          () => /refresh skipped: .*holds the refresh lease/.test(survivor.output()),
          60_000,
          () => `; it printed:\n${survivor.output()}\nthe holder printed:\n${victim.output()}`,
        )
        return { victim, survivor, before }
      }
      let pair: Awaited<ReturnType<typeof pairRefresh>>
      try {
        pair = await pairRefresh()
      } catch (error) {
        console.log(`  ${(error as Error).message}\n  again with a new pair`)
        for (const s of services.splice(0)) await s.stop('SIGKILL')
        pair = await pairRefresh()
      }
      const { victim, survivor, before } = pair
      await victim.stop('SIGKILL')
      // Killed in the middle: the slow dataset's new snapshot was never written (only the seed's is
      // there); the survivor serves the last whole feeds.
      assert.is.not((await store.latestEdition<{ written_by: number }>(SLOW))?.payload.written_by, victim.child.pid)
      assert.is(await (await fetch(survivor.url + FEED)).text(), before, 'the last whole snapshot, untouched')
      // The next run (here: another process's daily run) takes the lease once it expires, and finishes.
      const fx = await loadFx()
      let outcome: Awaited<ReturnType<typeof dailyRefresh>> | undefined
      await until(
        'the lease to expire and the next run to proceed',
        async () => {
          outcome = await dailyRefresh({
            store,
            datasets: leaseTestDatasets(0),
            fx,
            date: todayUtc(),
            offline: true,
            leaseMs: 3000,
            exportDir: join(dirs[2], 'export'),
            baseUrl: BASE,
          })
          return 'run' in outcome
        },
        30_000,
      )
      assert.ok(outcome && 'run' in outcome && outcome.run.status === 'ok', JSON.stringify(outcome))
      assert.is(
        outcome.run.datasets?.[SLOW]?.status,
        'ok',
        'the new run got through the dataset the killed one never finished',
      )
      assert.is.not((await store.latestEdition<{ written_by: number }>(SLOW))?.payload.written_by, victim.child.pid)
      // Two instances, each with its own data folder, serve the same bytes and ETag of the new snapshot.
      // The third in this process (the composition root serve-test-only.ts runs): a process of its own
      // shows nothing more here.
      const config = loadConfig({ ...env(2, 'off'), PORT: '0' })
      const other = await startServer(config, openStore(config), leaseTestDatasets(0))
      third = other
      await until(
        'the survivor to export the new snapshot',
        async () =>
          (await (await fetch(survivor.url + FEED)).text()) === (await (await fetch(other.url + FEED)).text()),
        30_000,
      )
      const [x, y] = await Promise.all([fetch(survivor.url + FEED), fetch(other.url + FEED)])
      assert.is(x.headers.get('etag'), y.headers.get('etag'))
      assert.is(await x.text(), await y.text())
    } finally {
      for (const s of services) await s.stop('SIGKILL')
      await third?.close()
      await store.close()
      for (const d of dirs) await rm(d, { recursive: true, force: true })
    }
  },
)

lease('two stores racing for one lease :: exactly one wins each time', async () => {
  const db = `race_${randomBytes(4).toString('hex')}`
  const stores = [new MongoStore(ferret.uri, db), new MongoStore(ferret.uri, db), new MongoStore(ferret.uri, db)]
  try {
    for (const s of stores) await s.init() // indexes first, one at a time: the race is for the lease

    for (let round = 0; round < 5; round++) {
      const results = await Promise.all(stores.map((s, i) => s.acquireLease(`race-${round}`, `holder ${i}`, 60_000)))
      assert.is(results.filter((r) => r.acquired).length, 1, JSON.stringify(results))
      const winner = results.find((r) => r.acquired)!.holder
      assert.ok(
        results.every((r) => r.holder === winner),
        'the losers name the winner',
      )
    }
  } finally {
    for (const s of stores) await s.close()
  }
})

lease.run()
