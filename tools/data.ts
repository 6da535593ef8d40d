// What a tool may read: the published snapshots and the declared series (the price history...).
// Declared here, on the lowest floor, and implemented by store/ (the Store contract extends it), so
// tools never import store/.
import type { Series, SeriesPage, SeriesQuery } from './series.ts'

/** A dataset as published on one day; immutable once written. */
export interface Edition<T = unknown> {
  dataset: string
  date: string
  payload: T
}

export interface DataReader {
  latestSnapshot<T>(dataset: string): Promise<Edition<T> | null>
  /** The newest `limit` rows of a series matching the query, ordered by date then key. */
  querySeries<Row>(series: Series<Row>, query: SeriesQuery): Promise<SeriesPage<Row>>
  /** Every row of a series dated after `after` (all when absent), ordered by date then key (the export order). */
  allSeries<Row>(series: Series<Row>, after?: string): AsyncIterable<Row>
}
