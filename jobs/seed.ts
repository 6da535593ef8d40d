// First start: every producer whose snapshots are missing runs once in seed mode, on the bundled
// real data (data/bundled), and the feeds are written. A store that has them all is left alone.
import type { RefreshRun, Store } from '../store/types.ts'
import type { FxTable } from '../tools/fx.ts'
import { todayUtc } from '../tools/dates.ts'
import type { Dataset, Producer } from './dataset.ts'
import { runProducers } from './produce.ts'
import { finishRun, startRun } from './refresh.ts'

export interface SeedOptions {
  store: Store
  datasets: Dataset[]
  fx: FxTable
  fixturesDir?: string
  say?: (line: string) => void
  /** The day the seed takes as today (default: today, UTC): a price announced for a later day waits for it. */
  date?: string
}

/** True when some output of the producer has no snapshot yet. */
async function missing(store: Store, producer: Producer): Promise<boolean> {
  for (const { name } of producer.writes) if (!(await store.latestEdition(name))) return true
  return false
}

/** Seeds what is missing; returns the run (its datasets and errors), or null when nothing was missing. */
export async function seedStore(opts: SeedOptions): Promise<{ run: RefreshRun; written: string[] } | null> {
  const todo = new Set<Producer>()
  for (const { producer } of opts.datasets) if (producer && (await missing(opts.store, producer))) todo.add(producer)
  if (!todo.size) return null
  const date = opts.date ?? todayUtc()
  const run = await startRun(opts.store, 'seed', date)
  const written = await runProducers({ ...opts, date, mode: 'seed', offline: true, only: (p) => todo.has(p) }, run)
  await finishRun(opts.store, run, written)
  return { run, written }
}
