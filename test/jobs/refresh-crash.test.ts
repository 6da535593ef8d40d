import { spawn } from 'node:child_process'
import { cp, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { FIXTURES_DIR } from '../../jobs/fetch.ts'
import llmPrices from '../../tools/llm-prices/llm-prices.ts'
import { BASE, CATALOGUES_ALONE } from '../helpers/cli-refresh.ts'
import { seededRandom } from '../helpers/random.ts'
import { removeDataDir, seededDataDir } from '../helpers/seeded.ts'

// Eight kills at seeded random moments inside runs, each checked for all three properties (a failure
// names the seed to replay): half while the prices are made and written into the store, half while the
// feeds are written. The runs refresh the price dataset alone (test/helpers/price-refresh-writer.ts,
// the same refresh() as the command line): the datasets after it write neither history.csv nor
// latest.json, and over them a run was mostly computing, with the feeds in its last 3%.
const KILLS = 8

/** When a run reached each phase, in ms after it started: the store open, the prices stored, the feeds written. */
interface Marks {
  ready?: number
  written?: number
  feeds?: number
  exit: number
}
type Phase = 'ready' | 'written'

/** A run's feed writes begin once the price producer's snapshots are stored (its progress line after them). */
const WRITTEN = /^(price_changes|llm_prices)\s+\d+ records/

/**
 * One offline refresh of the prices for `date` in a child process, SIGKILLed `kill.ms` after it reaches
 * `kill.phase` if still running.
 */
async function refreshAndKill(
  dataDir: string,
  fixturesDir: string,
  date: string,
  kill?: { phase: Phase; ms: number },
): Promise<{ outcome: 'killed' | 'finished'; code: number | null; marks: Marks; out: string }> {
  // Every recording dated the run's day: each run observes a new day, so history.csv grows.
  const manifest = JSON.parse(await readFile(join(FIXTURES_DIR, 'manifest.json'), 'utf8'))
  for (const entry of Object.values(manifest) as { recorded?: string }[])
    if (typeof entry === 'object' && entry.recorded) entry.recorded = date
  await writeFile(join(fixturesDir, 'manifest.json'), JSON.stringify(manifest))
  const started = Date.now()
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/helpers/price-refresh-writer.ts', date, fixturesDir],
    {
      env: { ...process.env, DATA_DIR: dataDir, PUBLIC_BASE_URL: BASE, ...CATALOGUES_ALONE },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const marks: Partial<Marks> = {}
  let out = ''
  let timer: NodeJS.Timeout | undefined
  let killed = false
  const reached = (phase: Phase | 'feeds') => {
    if (marks[phase] !== undefined) return
    marks[phase] = Date.now() - started
    if (kill?.phase === phase)
      timer = setTimeout(() => {
        killed = child.kill('SIGKILL')
      }, kill.ms)
  }
  child.stderr.on('data', (c) => {
    out += c
  })
  child.stdout.on('data', (c) => {
    out += c
    for (const line of out.split('\n')) {
      if (line === 'ready') reached('ready')
      else if (WRITTEN.test(line)) reached('written')
      else if (line.startsWith('feeds ')) reached('feeds')
    }
  })
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)))
  clearTimeout(timer)
  return { outcome: killed ? 'killed' : 'finished', code, marks: { ...marks, exit: Date.now() - started }, out }
}

const day = (start: string, n: number) => new Date(Date.parse(start) + n * 864e5).toISOString().slice(0, 10)

const crash = suite('refresh :: SIGKILL at random moments')

crash(
  `${KILLS} kills :: feeds always valid, history.csv always the previous file plus whole lines, no duplicate offer+day`,
  async () => {
    // The kill moments come from a seeded generator: a failure names the seed, and TEST_SEED=<seed> replays the
    // same moments (the run's own timing still varies from machine to machine).
    const random = seededRandom()
    console.log(`  kill moments: ${random.replay}`)
    // Seeded already (a copy of the run's seed of the catalogues alone, whose data ends on 2026-08-22):
    // the kills interrupt refreshes, not the seed, and each run may observe a later day.
    // Its feeds too, so every run here appends a day to history.csv rather than writing it whole.
    const dataDir = await seededDataDir({ official: false })
    const fixturesDir = join(dataDir, 'recordings')
    await cp(FIXTURES_DIR, fixturesDir, { recursive: true })
    const first = '2026-08-23'
    // A first complete run: the feeds to compare against, timed by its phases so each kill lands inside
    // the phase it is meant for (the runs after it add a day each, as it does).
    const timed = await refreshAndKill(dataDir, fixturesDir, first)
    assert.is(timed.code, 0, timed.out)
    const { ready, written, feeds, exit } = timed.marks
    assert.ok(ready !== undefined && written !== undefined && feeds !== undefined, timed.out)
    const span: Record<Phase, number> = { ready: written - ready, written: feeds - written }
    // The shortest of each phase seen so far: on a shared machine a run timed under load can take twice
    // as long as the next, whose kill would then come after its end.
    const learn = (m: Marks) => {
      if (m.ready !== undefined && m.written !== undefined) span.ready = Math.min(span.ready, m.written - m.ready)
      if (m.written !== undefined && m.feeds !== undefined) span.written = Math.min(span.written, m.feeds - m.written)
    }
    console.log(
      `  a run: store open at ${ready} ms, prices stored at ${written} ms, feeds at ${feeds}, done at ${exit}`,
    )
    let previous = await readFile(join(dataDir, 'export', 'history.csv'))
    const grown = previous.length
    const outcomes = { killed: 0, finished: 0 }
    for (let k = 0; k < KILLS; k++) {
      const phase: Phase = k % 2 ? 'written' : 'ready'
      const ms = Math.round(span[phase] * random.next())
      const run = await refreshAndKill(dataDir, fixturesDir, day(first, 1 + k), { phase, ms })
      outcomes[run.outcome]++
      learn(run.marks)
      console.log(
        `  kill ${k}: ${ms} ms after ${phase}: ${run.outcome} (${JSON.stringify(run.marks)}, exit ${run.code})`,
      )
      const at = `kill ${k} (${ms} ms after ${phase}: ${run.outcome}), ${random.replay}`
      const latest = JSON.parse(await readFile(join(dataDir, 'export', 'latest.json'), 'utf8'))
      const parsed = llmPrices.feed!.schema!.safeParse(latest)
      assert.ok(parsed.success, `${at}: latest.json is not of its schema: ${parsed.error}`)
      const csv = await readFile(join(dataDir, 'export', 'history.csv'))
      assert.ok(csv.subarray(0, previous.length).equals(previous), `${at}: the previous history.csv is a prefix`)
      assert.is(csv[csv.length - 1], 0x0a, `${at}: ends with a whole line`)
      const keys = csv
        .toString()
        .split('\n')
        .slice(1, -1)
        // The day and the offer (the last columns, offer then served, are never quoted).
        .map((line) => `${line.slice(0, 10)},${line.split(',').at(-2)}`)
      assert.is(new Set(keys).size, keys.length, `${at}: no duplicate offer+day`)
      previous = csv
    }
    assert.ok(outcomes.killed >= KILLS / 2, `most runs were killed (${outcomes.killed} of ${KILLS}), ${random.replay}`)
    // After the kills, a whole run still succeeds on the folder and the history reaches its day.
    const last = day(first, 1 + KILLS)
    const after = await refreshAndKill(dataDir, fixturesDir, last)
    assert.is(after.code, 0, after.out)
    const csv = await readFile(join(dataDir, 'export', 'history.csv'))
    assert.ok(csv.subarray(0, previous.length).equals(previous), 'the last history.csv is a prefix')
    assert.ok(csv.length > grown && csv.includes(`\n${last},`), `history.csv grew through ${last}`)
    await removeDataDir(dataDir)
  },
)

crash.run()
