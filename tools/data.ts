// What a tool may read: the published editions (a dataset on one day) and the declared series (the price history...).
// Declared here, on the lowest floor, and implemented by store/ (the Store contract extends it), so
// tools never import store/.
import type { RecordLog, Series, SeriesPage, SeriesQuery } from './series.ts'

/** An edition: a dataset as published on one day, immutable once written (a snapshot is a model's dated version). */
export interface Edition<T = unknown> {
  dataset: string
  date: string
  payload: T
}

export interface DataReader {
  latestEdition<T>(dataset: string): Promise<Edition<T> | null>
  /** The newest `limit` rows of a series matching the query, ordered by date then key. */
  querySeries<Row>(series: Series<Row>, query: SeriesQuery): Promise<SeriesPage<Row>>
  /** Every row of a series dated after `after` (all when absent), ordered by date then key (the export order). */
  allSeries<Row>(series: Series<Row>, after?: string): AsyncIterable<Row>
  /** The records of one owner (log.owner's value), oldest first by log.order. */
  recordsOf<R>(log: RecordLog<R>, owner: string): Promise<R[]>
}
