// The Store contract: everything the service keeps, behind one interface, so the embedded default
// and MongoDB are interchangeable. One contract test suite (test/store/contract.ts) runs on both.
import type { Observation } from '../tools/observation.ts'
import type { HistoryRow } from '../tools/schemas.ts'

export type { Observation }

/** A dataset as published on one day; immutable once written. */
export interface Snapshot<T = unknown> { dataset: string; date: string; payload: T }

/** An API key as stored: the secret only as its SHA-256 hash. */
export interface ApiKey {
  id: string            // public identifier, safe to log and list
  hash: string          // sha256(secret), hex
  tier: string          // subscription tier the key belongs to
  active: boolean
  created_at: string    // ISO timestamp
  last_used_at?: string // ISO timestamp, updated at most about once an hour per key
  label?: string
}

/** Filters of a history query; either model or vendor is given. */
export interface HistoryQuery {
  model?: string
  vendor?: string
  country?: string
  since?: string
  until?: string
  limit: number
}

/** Matching rows ordered by date then model, cut to the newest `limit`; `total` counts all matches. */
export interface HistoryPage { rows: HistoryRow[]; total: number }

/** A record held back by a refresh, and why. */
export interface Quarantined { source: string; record: string; reason: string }

/** One refresh of the data: when, how it went, what each source gave, what was held back. */
export interface RefreshRun {
  id: string
  started_at: string
  finished_at?: string
  status: 'running' | 'ok' | 'partial' | 'failed'
  counts: Record<string, { records: number; rejected: number }>
  quarantined: Quarantined[]
  /** Sources whose price for a model differs from the published one by more than 1%. */
  disagreements?: { model: string; published: { source: string; input_usd: number; output_usd: number }; other: { source: string; input_usd: number; output_usd: number }; max_diff_pct: number }[]
  errors: string[]
  date?: string
}

export interface Store {
  /** Opens files or connections; called once before use. A database that is down is not fatal here. */
  init(): Promise<void>
  close(): Promise<void>
  /** Resolves when the store answers; throws an AppError UNAVAILABLE with the reason otherwise. */
  ping(): Promise<void>

  /** Writes a dataset's snapshot for a day unless one exists (snapshots are immutable) and moves the latest pointer. */
  putSnapshot<T>(dataset: string, date: string, payload: T): Promise<void>
  latestSnapshot<T>(dataset: string): Promise<Snapshot<T> | null>
  /** Calls `listener` after this instance writes a snapshot (caches of derived answers drop then). */
  onSnapshot(listener: (dataset: string, date: string) => void): void

  /** Adds source observations whose model+source+observed date is new; returns how many were added. */
  addObservations(observations: Observation[]): Promise<number>
  /** A model's observations from every source, oldest first. */
  observationsOf(model: string): Promise<Observation[]>

  /** Adds rows whose model+date is new; returns how many were added (existing days are never rewritten). */
  appendHistory(rows: HistoryRow[]): Promise<number>
  queryHistory(query: HistoryQuery): Promise<HistoryPage>
  /** Every history row dated after `after` (all when absent), ordered by date then model (the history.csv order). */
  allHistory(after?: string): AsyncIterable<HistoryRow>

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
