// The Store contract: everything the service keeps, behind one interface, so the embedded default
// and MongoDB are interchangeable. One contract test suite (test/store/contract.ts) runs on both.
import type { DataReader, Edition } from '../tools/data.ts'
import type { Rejected } from '../tools/rejected.ts'
import type { RecordLog, Series, SeriesPage, SeriesQuery } from '../tools/series.ts'

export type { RecordLog, Series, SeriesPage, SeriesQuery, Edition }

import type { Lease, EditionListener } from './shared.ts'

/** An API key as stored: the secret only as its SHA-256 hash. */
export interface ApiKey {
  id: string // public identifier, safe to log and list
  hash: string // sha256(secret), hex
  tier: string // subscription tier the key belongs to
  active: boolean
  created_at: string // ISO timestamp
  last_used_at?: string // ISO timestamp, updated at most about once an hour per key
  label?: string
}

/** A record held back by a refresh, and why: the one refused-record shape (tools/rejected.ts). */
type Quarantined = Rejected

/** One refresh of the data: when, how it went, what each source gave, what was held back. */
export interface RefreshRun {
  id: string
  /** refresh: the daily run; seed: first start from the bundled data. */
  kind?: 'refresh' | 'seed'
  started_at: string
  finished_at?: string
  status: 'running' | 'ok' | 'partial' | 'failed'
  counts: Record<string, { records: number; rejected: number }>
  quarantined: Quarantined[]
  errors: string[]
  date?: string
  /** Per dataset written by the run: how it went (a failed dataset keeps its last good snapshot). */
  datasets?: Record<string, DatasetReport>
  /** Producer-specific reports (e.g. unmatched names, agreement with other catalogues), by producer. */
  reports?: Record<string, unknown>
}

/** One dataset in one run. */
export interface DatasetReport {
  status: 'ok' | 'failed'
  records: number
  rejected: number
  /**
   * Every record held back, counted by its reason (the reason's leading words: a gate, "invalid"...);
   * complete, unlike the listing.
   */
  dropped_by_reason?: Record<string, number>
  ms: number
  error?: string
}

export interface Store extends DataReader {
  /** Opens files or connections; called once before use. A database that is down is not fatal here. */
  init(): Promise<void>
  close(): Promise<void>
  /** Resolves when the store answers; throws an AppError UNAVAILABLE with the reason otherwise. */
  ping(): Promise<void>

  /** Writes a dataset's snapshot for a day unless one exists (snapshots are immutable) and moves the latest pointer. */
  putEdition<T>(dataset: string, date: string, payload: T): Promise<void>
  latestEdition<T>(dataset: string): Promise<Edition<T> | null>
  /**
   * Calls `listener` after this process writes a snapshot ('this'), and after noticeOthers finds one
   * that another process wrote ('other'): caches of derived answers drop then, feeds are re-exported.
   */
  onEdition(listener: EditionListener): void
  /** Each dataset's latest snapshot date. */
  latestDates(): Promise<Record<string, string>>
  /** Polls the latest pointers and tells the listeners of what another process moved since the last call. */
  noticeOthers(): Promise<string[]>

  /**
   * Takes the named lease for `holder` until now + ttlMs (or renews it when `holder` has it); when
   * another holder's lease runs, acquired is false and holder names it. One atomic step in each store.
   */
  acquireLease(name: string, holder: string, ttlMs: number): Promise<Lease>
  /** Gives the lease up when `holder` has it. */
  releaseLease(name: string, holder: string): Promise<void>

  /** Adds the records whose id (log.id) is new; returns how many were added. */
  addRecords<R>(log: RecordLog<R>, records: R[]): Promise<number>
  /** The records of one owner (log.owner's value), oldest first by log.order. */
  recordsOf<R>(log: RecordLog<R>, owner: string): Promise<R[]>

  /** Adds the rows whose key+date is new; returns how many were added (a stored day is never rewritten). */
  appendSeries<Row>(series: Series<Row>, rows: Row[]): Promise<number>

  addKey(key: ApiKey): Promise<void>
  findKeyByHash(hash: string): Promise<ApiKey | null>
  listKeys(): Promise<ApiKey[]>
  /** Sets the active flag; false when no key has that id. */
  setKeyActive(id: string, active: boolean): Promise<boolean>
  /** Records that a key was used at `at` (ISO timestamp). */
  touchKey(id: string, at: string): Promise<void>

  /** Creates or replaces a refresh run by id. */
  putRun(run: RefreshRun): Promise<void>
  /** The newest runs first. */
  recentRuns(limit: number): Promise<RefreshRun[]>
}
