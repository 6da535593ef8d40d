import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { todayUtc } from '../../tools/dates.ts'
import llmPrices from '../../tools/llm-prices/llm-prices.ts'
import { seededRandom } from '../helpers/random.ts'
import { removeDataDir, seededDataDir } from '../helpers/seeded.ts'

// Eight kills at seeded random moments inside runs, each checked for all three properties (a failure
// names the seed to replay): twenty took 250 s of every test run on this machine.
const KILLS = 8

/** One offline refresh for `date` in a child process, SIGKILLed after `afterMs` if still running. */
async function refreshAndKill(dataDir: string, date: string, afterMs: number): Promise<'killed' | 'finished'> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/refresh.ts', '--offline', '--date', date], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'ignore',
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let timeout: NodeJS.Timeout | undefined
  const timer = new Promise<'killed'>((resolve) => {
    timeout = setTimeout(() => resolve('killed'), afterMs)
  })
  const outcome = await Promise.race([exited.then(() => 'finished' as const), timer])
  clearTimeout(timeout)
  if (outcome === 'killed') {
    child.kill('SIGKILL')
    await exited
  }
  return outcome
}

const crash = suite('refresh :: SIGKILL at random moments')

crash(
  `${KILLS} kills :: feeds always valid, history.csv always the previous file plus whole lines, no duplicate offer+day`,
  async () => {
    // The kill moments come from a seeded generator: a failure names the seed, and TEST_SEED=<seed> replays the
    // same moments (the run's own timing still varies from machine to machine).
    const random = seededRandom()
    console.log(`  kill moments: ${random.replay}`)
    // Seeded already (a copy of the run's seed): the kills interrupt refreshes, not the seed.
    const dataDir = await seededDataDir({ feeds: false })
    // Today, every run: the data's date is the day the newest seller's page was read (2026-11-25), a
    // refresh may not run before it nor in the future, and reruns of a day are what a kill interrupts.
    const date = todayUtc()
    // A first complete run: the feeds to compare against.
    assert.is(await refreshAndKill(dataDir, date, 120_000), 'finished')
    // How long a whole run takes now, so the kills land inside runs (after start-up, before the end).
    // Timed twice, the faster kept: a run adds no history until a source records a newer day,
    // so runs are short and the first timed one can be slowed by cold caches.
    let started = 0
    const times: number[] = []
    for (let i = 0; i < 2; i++) {
      started = Date.now()
      assert.is(await refreshAndKill(dataDir, date, 120_000), 'finished')
      times.push(Date.now() - started)
    }
    const runMs = Math.min(...times)
    let previous = await readFile(join(dataDir, 'export', 'history.csv'))
    const outcomes = { killed: 0, finished: 0 }
    for (let k = 0; k < KILLS; k++) {
      started = Date.now()
      outcomes[await refreshAndKill(dataDir, date, runMs * (0.3 + 0.65 * random.next()))]++
      const latest = JSON.parse(await readFile(join(dataDir, 'export', 'latest.json'), 'utf8'))
      const parsed = llmPrices.feed!.schema!.safeParse(latest)
      assert.ok(parsed.success, `kill ${k}, ${random.replay}: latest.json is not of its schema: ${parsed.error}`)
      const csv = await readFile(join(dataDir, 'export', 'history.csv'))
      assert.ok(
        csv.subarray(0, previous.length).equals(previous),
        `kill ${k}, ${random.replay}: the previous history.csv is a prefix`,
      )
      assert.is(csv[csv.length - 1], 0x0a, `kill ${k}, ${random.replay}: ends with a whole line`)
      const keys = csv
        .toString()
        .split('\n')
        .slice(1, -1)
        // The day and the offer (the last columns, offer then served, are never quoted).
        .map((line) => `${line.slice(0, 10)},${line.split(',').at(-2)}`)
      assert.is(new Set(keys).size, keys.length, `kill ${k}, ${random.replay}: no duplicate offer+day`)
      previous = csv
    }
    assert.ok(outcomes.killed >= KILLS / 2, `most runs were killed (${outcomes.killed} of ${KILLS}), ${random.replay}`)
    await removeDataDir(dataDir)
  },
)

crash.run()
