// The daily refresh: every producer of the dataset list in order (jobs/produce.ts), then the open
// feeds of the datasets it wrote. Every run is stored with its report (GET /admin/runs). A run holds
// the refresh lease (jobs/lease.ts): one refresh at a time across every process on the store.
import { randomBytes } from 'node:crypto'
import { dirname, join } from 'node:path'
import type { RefreshRun, Store } from '../store/types.ts'
import type { FxTable } from '../tools/fx.ts'
import { toolsOf, type Dataset } from './dataset.ts'
import { exportFeeds } from './export.ts'
import type { LiveOptions } from './fetch.ts'
import { runProducers } from './produce.ts'
import { DEFAULT_LEASE_MS, holderName, LeaseHeld, REFRESH_LEASE, withLease } from './lease.ts'

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
  /** Who holds the lease (default: this host and pid); its time, renewed while the run goes on. */
  holder?: string
  leaseMs?: number
}

/** A new run record, stored as running. */
export async function startRun(store: Store, kind: 'refresh' | 'seed', date: string): Promise<RefreshRun> {
  const run: RefreshRun = {
    id: `${kind === 'seed' ? 'seed' : 'run'}_${date}_${randomBytes(3).toString('hex')}`,
    kind,
    date,
    started_at: new Date().toISOString(),
    status: 'running',
    counts: {},
    quarantined: [],
    errors: [],
    datasets: {},
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

/** One refresh under the refresh lease; throws LeaseHeld (naming the holder) while another runs. */
export function refresh(opts: RefreshOptions): Promise<RefreshRun> {
  return withLease(opts.store, REFRESH_LEASE, opts.holder ?? holderName(), opts.leaseMs ?? DEFAULT_LEASE_MS, () =>
    refreshHeld(opts),
  )
}

/**
 * The scheduled daily run: once per day across instances. The instance that takes the lease runs it
 * unless a run of that day already finished; the others (lease held, or the day done) skip it.
 */
export async function dailyRefresh(opts: RefreshOptions): Promise<{ run: RefreshRun } | { skipped: string }> {
  const holder = opts.holder ?? holderName('daily refresh')
  try {
    return await withLease(opts.store, REFRESH_LEASE, holder, opts.leaseMs ?? DEFAULT_LEASE_MS, async () => {
      const done = (await opts.store.recentRuns(20)).find(
        (r) => r.kind !== 'seed' && r.date === opts.date && (r.status === 'ok' || r.status === 'partial'),
      )
      if (done) return { skipped: `the refresh of ${opts.date} already ran (${done.id}, ${done.status})` }
      return { run: await refreshHeld(opts) }
    })
  } catch (error) {
    if (error instanceof LeaseHeld) return { skipped: error.message }
    throw error
  }
}

async function refreshHeld(opts: RefreshOptions): Promise<RefreshRun> {
  const say = opts.progress ?? (() => {})
  const run = await startRun(opts.store, 'refresh', opts.date)
  let written: string[] = []
  try {
    // Refresh days only move forward: every dataset's history and snapshots are dated by them.
    const last = (await opts.store.recentRuns(50)).find(
      (r) => r.kind !== 'seed' && r.id !== run.id && (r.status === 'ok' || r.status === 'partial'),
    )
    if (last?.date && opts.date < last.date)
      throw new Error(`refresh date ${opts.date} is before the last refresh day ${last.date}: history only grows`)
    const live = { ...opts.live, cacheDir: opts.live?.cacheDir ?? join(dirname(opts.exportDir), 'sources-cache') }
    written = await runProducers({ ...opts, live, mode: 'refresh', say }, run)
    const started = Date.now()
    const files = await exportFeeds(opts.store, toolsOf(opts.datasets), opts.exportDir, opts.baseUrl, {
      only: written,
      errors: run.errors,
    })
    say(`feeds                  ${files.join(', ')}  ${Date.now() - started} ms`)
  } catch (error) {
    run.errors.push((error as Error).message)
  }
  return finishRun(opts.store, run, written)
}
