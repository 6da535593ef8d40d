// One page of a declared series, newest rows first in pages, as every history tool answers it: page
// k is the k-th block of `limit` rows counted from the newest, so the cursor is that block's offset
// from the newest end, bound to the data's as_of (a cursor from older data is refused).
import { csvLine } from './csv.ts'
import type { DataReader } from './data.ts'
import type { Series, SeriesQuery } from './series.ts'
import { decodeCursor, encodeCursor } from './snapshot.ts'

export interface SeriesAnswerPage<Row> {
  total: number
  count: number
  truncated: boolean
  next_cursor: string | null
  items: Row[]
}

export async function seriesPage<Row>(
  store: DataReader,
  series: Series<Row>,
  query: Omit<SeriesQuery, 'limit'> & { limit: number; cursor?: string },
  asOf: string,
): Promise<SeriesAnswerPage<Row>> {
  const offset = query.cursor ? decodeCursor(query.cursor, asOf) : 0
  const { cursor: _cursor, ...asked } = query
  const got = await store.querySeries(series, { ...asked, limit: offset + query.limit })
  const rows = got.rows.slice(0, Math.max(0, got.rows.length - offset))
  const served = offset + rows.length
  return {
    total: got.total,
    count: rows.length,
    truncated: served < got.total,
    next_cursor: served < got.total ? encodeCursor(asOf, served) : null,
    items: rows,
  }
}

/** A series' CSV columns: the day first, then the row's fields in declared order. */
export function csvColumns<Row>(series: Series<Row>): (keyof Row & string)[] {
  return [series.date, ...series.columns.map((c) => c.name).filter((c) => c !== series.date)] as (keyof Row & string)[]
}

/**
 * An append-only CSV feed of a series (its FeedSpec.render): a header line on a new file, then every
 * row dated after `after`, by date then key.
 */
export function seriesCsv<Row>(series: Series<Row>) {
  const columns = csvColumns(series)
  return async function* render({ store }: { store: DataReader }, after?: string): AsyncIterable<string> {
    if (!after) yield csvLine(columns)
    for await (const row of store.allSeries(series, after)) yield csvLine(columns.map((c) => row[c]))
  }
}
