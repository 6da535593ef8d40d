// The Store contract: everything the service keeps, behind one interface, so the embedded default
// and MongoDB are interchangeable (issue #3 adds MongoDB; the contract tests run on both).
import type { HistoryRow } from '../tools/schemas.ts'

/** A dataset as published on one day; immutable once written. */
export interface Snapshot<T = unknown> { dataset: string; date: string; payload: T }

/** An API key as stored: the secret only as its SHA-256 hash. */
export interface ApiKey {
  id: string            // public identifier, safe to log and list
  hash: string          // sha256(secret), hex
  tier: string          // subscription tier the key belongs to
  active: boolean
  created_at: string    // ISO timestamp
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

/** Matching rows, oldest first, cut to the newest `limit`; `total` counts all matches. */
export interface HistoryPage { rows: HistoryRow[]; total: number }

export interface Store {
  /** Opens files or connections; called once before use. */
  init(): Promise<void>
  close(): Promise<void>

  /** Writes a dataset's snapshot for a day unless one exists (snapshots are immutable) and moves the latest pointer. */
  putSnapshot<T>(dataset: string, date: string, payload: T): Promise<void>
  latestSnapshot<T>(dataset: string): Promise<Snapshot<T> | null>

  /** Adds rows whose model+date is new; returns how many were added (existing days are never rewritten). */
  appendHistory(rows: HistoryRow[]): Promise<number>
  queryHistory(query: HistoryQuery): Promise<HistoryPage>
  /** Every history row, ordered by date then model (the history.csv order). */
  allHistory(): AsyncIterable<HistoryRow>

  addKey(key: ApiKey): Promise<void>
  findKeyByHash(hash: string): Promise<ApiKey | null>
  listKeys(): Promise<ApiKey[]>
  /** Sets the active flag; false when no key has that id. */
  setKeyActive(id: string, active: boolean): Promise<boolean>
}
