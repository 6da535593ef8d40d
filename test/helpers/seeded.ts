// A data folder already seeded from the bundled data, as a copy: seeding takes 10-90 s on this machine
// (more when both shards seed at once), copying the seeded folder about a second. The seeded folder is
// made once per test run (scripts/test.ts names a cache folder in TEST_SEED_CACHE, shared by its
// shards; the first shard to need it seeds it, the other waits) and once per process without it.
// Keyed by the day: a run that crosses midnight seeds again rather than serve yesterday's seed as today's. Seeded as
// of the day the bundled data was compiled (BUNDLED_ON), as the committed documents are: a price announced for a
// later day never moves what the tests compare with them.
// Two kinds: the whole bundled data, and the catalogues alone (CATALOGUES_ALONE: no sellers' tables and no
// third parties' quotes of them, so the data's date is the catalogues', months back, and refreshes up to today
// may follow).
import { cp, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { todayUtc } from '../../tools/dates.ts'
import { BUNDLED_ON } from '../../jobs/bundled.ts'
import { alive } from '../../store/folder-lock.ts'
import { spawnService } from './service.ts'

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

const built = new Map<Kind, Promise<string>>()
export type Kind = 'all' | 'catalogues'

/** The seeded folder of this run (store/ and export/, feeds linked at TEST_BASE_URL), made if missing. */
export function seededOriginal(kind: Kind): Promise<string> {
  const made = built.get(kind) ?? seed(kind)
  built.set(kind, made)
  return made
}

async function seed(kind: Kind): Promise<string> {
  const cache = await cacheDir()
  const done = join(cache, `seeded-${kind}-${todayUtc()}`)
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
  if (kind === 'all') {
    // Imported here: server.ts imports this module for its shared folder.
    const { startTestServer } = await import('./server.ts')
    const server = await startTestServer({ DATA_DIR: work, SEED_DATE: BUNDLED_ON })
    await server.close()
  } else {
    // The sellers' tables are read at module load (OFFICIAL_DIR), so this kind is seeded by a service
    // process of its own.
    const { TEST_BASE_URL } = await import('./server.ts')
    const service = await spawnService({
      DATA_DIR: work,
      PUBLIC_BASE_URL: TEST_BASE_URL,
      SEED_DATE: BUNDLED_ON,
      ...CATALOGUES_ALONE,
    })
    await service.stop()
  }
  await rename(work, done)
  return done
}

/** An empty folder of sellers' tables, holding an empty file of secondary quotes (not a table: not read as one). */
const NO_OFFICIAL = mkdtempSync(join(tmpdir(), 'amd-no-official-'))
const NO_SECONDARY = join(NO_OFFICIAL, 'secondary-prices.json.empty')
writeFileSync(NO_SECONDARY, JSON.stringify({ compiled_on: '2026-11-28', records: [] }))
process.on('exit', () => rmSync(NO_OFFICIAL, { recursive: true, force: true }))
/** The environment of a process that reads the catalogues alone: neither sellers' tables nor quotes of them. */
export const CATALOGUES_ALONE = { OFFICIAL_DIR: NO_OFFICIAL, SECONDARY_FILE: NO_SECONDARY }

/**
 * A new folder holding a copy of the seeded data. `feeds: false` copies the store alone, for a server
 * whose PUBLIC_BASE_URL differs from the tests' (it writes the feeds again at its start).
 * `official: false`: the catalogues alone (seeded with CATALOGUES_ALONE).
 */
export async function seededDataDir(opts: { feeds?: boolean; official?: boolean } = {}): Promise<string> {
  const original = await seededOriginal(opts.official === false ? 'catalogues' : 'all')
  const dir = await mkdtemp(join(tmpdir(), 'amd-seeded-'))
  await cp(join(original, 'store'), join(dir, 'store'), { recursive: true })
  if (opts.feeds ?? true) await cp(join(original, 'export'), join(dir, 'export'), { recursive: true })
  return dir
}

/**
 * Removes a folder made by seededDataDir. Retried: a file the closed service or a refresh child was still
 * finishing can land while the folder is walked (ENOTEMPTY once killed a whole shard).
 */
export const removeDataDir = (dir: string) => rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
