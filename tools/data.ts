// What a tool may read: the published snapshots and the price history. Declared here, on the lowest
// floor, and implemented by store/ (the Store contract extends it), so tools never import store/.
import type { HistoryRow } from './schemas.ts'

/** A dataset as published on one day; immutable once written. */
export interface Snapshot<T = unknown> {
  dataset: string
  date: string
  payload: T
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
export interface HistoryPage {
  rows: HistoryRow[]
  total: number
}

export interface DataReader {
  latestSnapshot<T>(dataset: string): Promise<Snapshot<T> | null>
  queryHistory(query: HistoryQuery): Promise<HistoryPage>
  /** Every history row dated after `after` (all when absent), ordered by date then model (the history.csv order). */
  allHistory(after?: string): AsyncIterable<HistoryRow>
}
