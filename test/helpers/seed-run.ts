// Started by scripts/test.ts at the start of a run: makes the run's seeds (the kinds named on the
// command line, 'all' and 'catalogues') in its cache folder, so no shard waits idle for one.
import { type Kind, seededOriginal } from './seeded.ts'

for (const kind of process.argv.slice(2) as Kind[]) await seededOriginal(kind)
// The seeding service's handles (a store poll, a feed watch) would keep this process alive.
process.exit(0)
