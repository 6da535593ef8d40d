// The daily refresh: every producer of the dataset list in order (jobs/produce.ts), then the open
// feeds of the datasets it wrote. Every run is stored with its report (GET /admin/runs).
import { randomBytes } from 'node:crypto'
import { dirname, join } from 'node:path'
import type { RefreshRun, Store } from '../store/types.ts'
import type { FxTable } from '../tools/fx.ts'
import { toolsOf, type Dataset } from './dataset.ts'
import { exportFeeds } from './export.ts'
import type { LiveOptions } from './fetch.ts'
import { runProducers } from './produce.ts'

export interface RefreshOptions {
  store: Store
  datasets: Dataset[]
  fx: FxTable
  date: string
  offline: boolean
  /** Recorded responses (default data/sources), read when offline. */
  fixturesDir?: string
  /**
   * Live fetch settings (jobs/fetch.ts LiveOptions): sources' base URL, timeout, retries, size cap.
   * The conditional-request cache defaults to `sources-cache` beside the export folder (the data dir).
   */
  live?: LiveOptions
  exportDir: string
  baseUrl: string
  progress?: (line: string) => void
}

/** A new run record, stored as running. */
export async function startRun(store: Store, kind: 'refresh' | 'seed', date: string): Promise<RefreshRun> {
  const run: RefreshRun = {
    id: `${kind === 'seed' ? 'seed' : 'run'}_${date}_${randomBytes(3).toString('hex')}`, kind, date,
    started_at: new Date().toISOString(), status: 'running', counts: {}, quarantined: [], errors: [], datasets: {},
  }
  await store.putRun(run)
  return run
}

/** Closes a run: ok, partial (something failed, something was written) or failed. */
export async function finishRun(store: Store, run: RefreshRun, written: string[]): Promise<RefreshRun> {
  run.status = !run.errors.length ? 'ok' : written.length ? 'partial' : 'failed'
  run.finished_at = new Date().toISOString()
  await store.putRun(run)
  return run
}

export async function refresh(opts: RefreshOptions): Promise<RefreshRun> {
  const say = opts.progress ?? (() => {})
  const run = await startRun(opts.store, 'refresh', opts.date)
  let written: string[] = []
  try {
    // Refresh days only move forward: every dataset's history and snapshots are dated by them.
    const last = (await opts.store.recentRuns(50)).find((r) => r.kind !== 'seed' && r.id !== run.id && (r.status === 'ok' || r.status === 'partial'))
    if (last?.date && opts.date < last.date) throw new Error(`refresh date ${opts.date} is before the last refresh day ${last.date}: history only grows`)
    const live = { ...opts.live, cacheDir: opts.live?.cacheDir ?? join(dirname(opts.exportDir), 'sources-cache') }
    written = await runProducers({ ...opts, live, mode: 'refresh', say }, run)
    const started = Date.now()
    const files = await exportFeeds(opts.store, toolsOf(opts.datasets), opts.exportDir, opts.baseUrl, { only: written, errors: run.errors })
    say(`feeds                  ${files.join(', ')}  ${Date.now() - started} ms`)
  } catch (error) {
    run.errors.push((error as Error).message)
  }
  return finishRun(opts.store, run, written)
}
