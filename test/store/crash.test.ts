import { queryHistory } from '../helpers/price-history.ts'
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { EmbeddedStore } from '../../store/embedded.ts'
import { seededRandom } from '../helpers/random.ts'

// Eight kills, each at a random moment of a loop that writes a ~256 KB snapshot then a history row
// (the seed is named on failure); each costs a process start. With the writes made in place (no temporary
// file and rename) six or twelve kills alike failed two runs of three: more kills buy little.
const KILLS = 8

/** Starts the writer, waits until it writes, kills it with SIGKILL after a random moment. */
async function writeAndKill(dir: string, startAt: number, afterMs: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/snapshot-writer.ts', dir, String(startAt)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve) =>
    child.stdout.on('data', (c) => {
      if (String(c).includes('writing')) resolve()
    }),
  )
  await new Promise((r) => setTimeout(r, afterMs))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}

function assertWhole(payload: { filler: string; check: string }, where: string) {
  assert.is(createHash('sha256').update(payload.filler).digest('hex'), payload.check, where)
}

const crash = suite('embedded store :: SIGKILL at random moments while writing')

crash(
  `${KILLS} kills :: the latest snapshot and every stored one stay whole; history stays one row per day`,
  async () => {
    const dir = await mkdtemp(join(tmpdir(), 'amd-crash-'))
    let lastSeen = -1
    // The kill moments are drawn from a seed the failures name (the process timing itself is not replayable).
    const random = seededRandom()
    for (let k = 0; k < KILLS; k++) {
      await writeAndKill(dir, lastSeen + 1, random.next() * 400)
      const store = new EmbeddedStore(dir)
      await store.init()
      const latest = await store.latestEdition<{ i: number; filler: string; check: string }>('crash')
      if (latest) {
        assertWhole(latest.payload, `latest after kill ${k}, ${random.replay}`)
        assert.ok(latest.payload.i >= lastSeen, 'never goes back')
        lastSeen = latest.payload.i
      }
      for (const name of (await readdir(join(dir, 'snapshots', 'crash')).catch(() => [] as string[])).filter((n) =>
        n.endsWith('.json'),
      )) {
        assertWhole(
          JSON.parse(await readFile(join(dir, 'snapshots', 'crash', name), 'utf8')),
          `${name} after kill ${k}, ${random.replay}`,
        )
      }
      const page = await queryHistory(store, { model: 'crash-model', limit: 100_000 })
      assert.is(new Set(page.rows.map((r) => r.date)).size, page.rows.length, `no duplicate day, ${random.replay}`)
      await store.close()
    }
    assert.ok(lastSeen > 0, `the writer got somewhere (${lastSeen + 1} snapshots)`)
    await rm(dir, { recursive: true, force: true })
  },
)

crash.run()
