// One page of a declared series, newest rows first in pages, as every history tool answers it: page
// k is the k-th block of `limit` rows counted from the newest, so the cursor is that block's offset
// from the newest end, bound to the data's as_of (a cursor from older data is refused).
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
