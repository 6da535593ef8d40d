// One shard of scripts/test.ts: uvu's own runner over the test files named on the command line, in the
// order given (uvu's command line sorts its files by name; the runner puts the files that need no
// seeded data first, so a shard works while the run's seed is made).
import { join } from 'node:path'
import { run } from 'uvu/run'

const TEST_DIR = new URL('..', import.meta.url).pathname
process.env.FORCE_COLOR = '1' // as uvu's command line sets it
await run(
  process.argv.slice(2).map((name) => ({ name, file: join(TEST_DIR, name) })),
  { bail: false },
)
