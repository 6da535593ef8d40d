// A data folder already seeded from the bundled data, as a copy: seeding takes 10-90 s on this machine
// (more when both shards seed at once), copying the seeded folder about a second. The seeded folder is
// made once per test run (scripts/test.ts names a cache folder in TEST_SEED_CACHE, shared by its
// shards; the first shard to need it seeds it, the other waits) and once per process without it.
// Keyed by the day: a run that crosses midnight seeds again rather than serve yesterday's seed as today's.
import { cp, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { todayUtc } from '../../tools/dates.ts'
import { alive } from '../../store/folder-lock.ts'

let ownCache: Promise<string> | undefined

/** The run's cache folder, or this process's own (removed when it exits). */
function cacheDir(): Promise<string> {
  if (process.env.TEST_SEED_CACHE) return Promise.resolve(process.env.TEST_SEED_CACHE)
  ownCache ??= mkdtemp(join(tmpdir(), 'amd-seed-cache-')).then((dir) => {
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
    return dir
  })
  return ownCache
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let built: Promise<string> | undefined

/** The seeded folder of this run (store/ and export/, feeds linked at TEST_BASE_URL), made if missing. */
function seededOriginal(): Promise<string> {
  built ??= (async () => {
    const cache = await cacheDir()
    const done = join(cache, `seeded-${todayUtc()}`)
    const claim = `${done}.building`
    try {
      await mkdir(claim)
    } catch {
      // Another shard seeds it: wait for its rename, unless it died on the way.
      const holder = Number(await readFile(join(claim, 'pid'), 'utf8').catch(() => '0'))
      while (!(await exists(done))) {
        if (holder && !alive(holder)) throw new Error(`the process seeding ${done} (pid ${holder}) died`)
        await pause(250)
      }
      return done
    }
    await writeFile(join(claim, 'pid'), String(process.pid))
    const work = `${done}.tmp`
    // Imported here: server.ts imports this module for its shared folder.
    const { startTestServer } = await import('./server.ts')
    const server = await startTestServer({ DATA_DIR: work })
    await server.close()
    await rename(work, done)
    return done
  })()
  return built
}

/**
 * A new folder holding a copy of the seeded data. `feeds: false` copies the store alone, for a server
 * whose PUBLIC_BASE_URL differs from the tests' (it writes the feeds again at its start).
 */
export async function seededDataDir(opts: { feeds?: boolean } = {}): Promise<string> {
  const original = await seededOriginal()
  const dir = await mkdtemp(join(tmpdir(), 'amd-seeded-'))
  await cp(join(original, 'store'), join(dir, 'store'), { recursive: true })
  if (opts.feeds ?? true) await cp(join(original, 'export'), join(dir, 'export'), { recursive: true })
  return dir
}

/** Removes a folder made by seededDataDir. */
export const removeDataDir = (dir: string) => rm(dir, { recursive: true, force: true })
