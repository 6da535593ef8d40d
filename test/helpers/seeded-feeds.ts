// The feeds of the run's seed, as scripts/doc-figures.ts reads them: the seed is seedStore and
// exportFeeds over the bundled data, what buildFeeds does, made once per test run instead of once per
// suite (only the public base URL in links differs, and no figure or number is read from it).
import { rename } from 'node:fs/promises'
import { join } from 'node:path'
import { type Feeds, readFeeds } from '../../scripts/doc-figures.ts'
import { removeDataDir, seededDataDir } from './seeded.ts'

/** A copy of the seeded folder with its feeds under `feeds/` (buildFeeds' layout), and the feeds read from it. */
export async function seededFeeds(): Promise<{ dir: string; feeds: Feeds; remove: () => Promise<void> }> {
  const dir = await seededDataDir()
  await rename(join(dir, 'export'), join(dir, 'feeds'))
  return { dir, feeds: readFeeds(dir), remove: () => removeDataDir(dir) }
}
