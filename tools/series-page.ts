// One page of a declared series, as every history tool answers it. Pages run from one end of the
// match: from the oldest day forward (the default when `since` is given: "60 days from 2024-11-01"
// are those days) or from the newest backward (the default otherwise: "the latest month"). Rows in
// a page are oldest first either way. The cursor is the offset from that end, bound to the data's
// as_of (a cursor from older data is refused).
import { z } from 'zod'
import { csvLine } from './csv.ts'
import type { DataReader } from './data.ts'
import { nextDay } from './dates.ts'
import type { Series, SeriesQuery } from './series.ts'
import { decodeCursor, encodeCursor } from './snapshot.ts'

export type PageOrder = 'oldest' | 'newest'

/** The end pages start from, as every history tool takes it. */
export const pageOrder = z
  .enum(['oldest', 'newest'])
  .optional()
  .describe('Which end first; default oldest with since, else newest')

/** The order a query asked for, or its default. */
const orderOf = (query: { order?: PageOrder; since?: string }): PageOrder =>
  query.order ?? (query.since ? 'oldest' : 'newest')

export interface SeriesAnswerPage<Row> {
  total: number
  count: number
  truncated: boolean
  next_cursor: string | null
  items: Row[]
}

type PageQuery = Omit<SeriesQuery, 'limit'> & { limit: number; cursor?: string; order?: PageOrder }

/** The paging fields of a page of `count` rows starting `offset` rows from its end. */
function paged<Row>(rows: Row[], total: number, offset: number, asOf: string): SeriesAnswerPage<Row> {
  const served = offset + rows.length
  return {
    total,
    count: rows.length,
    truncated: served < total,
    next_cursor: served < total ? encodeCursor(asOf, served) : null,
    items: rows,
  }
}

export async function seriesPage<Row>(
  store: Pick<DataReader, 'querySeries'>,
  series: Series<Row>,
  query: PageQuery,
  asOf: string,
): Promise<SeriesAnswerPage<Row>> {
  const offset = query.cursor ? decodeCursor(query.cursor, asOf) : 0
  const { cursor: _cursor, order: _order, ...asked } = query
  if (orderOf(query) === 'oldest') {
    // The store keeps the newest rows of a match: the rows from `offset` on are the newest total - offset.
    const { total } = await store.querySeries(series, { ...asked, limit: 1 })
    const rest = total - offset
    const rows = rest > 0 ? (await store.querySeries(series, { ...asked, limit: rest })).rows : []
    return paged(rows.slice(0, query.limit), total, offset, asOf)
  }
  const got = await store.querySeries(series, { ...asked, limit: offset + query.limit })
  return paged(got.rows.slice(0, Math.max(0, got.rows.length - offset)), got.total, offset, asOf)
}

/**
 * A page of periods instead of days: each run of consecutive days of one key whose `sameOf` is
 * equal becomes one period (`toPeriod` of its first and last day and the day count), ordered by
 * first day then key, and paged as days are.
 */
export async function periodPage<Row, Period>(
  store: Pick<DataReader, 'querySeries'>,
  series: Series<Row>,
  query: PageQuery,
  asOf: string,
  sameOf: (row: Row) => string,
  toPeriod: (first: Row, last: Row, days: number) => Period,
): Promise<SeriesAnswerPage<Period>> {
  const offset = query.cursor ? decodeCursor(query.cursor, asOf) : 0
  const { cursor: _cursor, order: _order, limit, ...asked } = query
  const { total: days } = await store.querySeries(series, { ...asked, limit: 1 })
  const { rows } = days ? await store.querySeries(series, { ...asked, limit: days }) : { rows: [] as Row[] }
  const open = new Map<unknown, { first: Row; last: Row; same: string; days: number }>()
  const runs: { first: Row; last: Row; days: number }[] = []
  for (const row of rows) {
    const key = row[series.key]
    const run = open.get(key)
    const same = sameOf(row)
    if (run && run.same === same && nextDay(String(run.last[series.date])) === row[series.date]) {
      run.last = row
      run.days++
    } else {
      const fresh = { first: row, last: row, same, days: 1 }
      open.set(key, fresh)
      runs.push(fresh)
    }
  }
  const periods = runs.map((r) => toPeriod(r.first, r.last, r.days))
  const slice =
    orderOf(query) === 'oldest'
      ? periods.slice(offset, offset + limit)
      : periods.slice(Math.max(0, periods.length - offset - limit), periods.length - offset)
  return paged(slice, periods.length, offset, asOf)
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

/**
 * An append-only CSV feed of several series with the same columns (a model's served days and its other
 * offers' days): a header line on a new file, then every row dated after `after`, by date, each day's
 * rows in `within` order.
 */
export function mergedSeriesCsv<Row>(series: Series<Row>[], within: (a: Row, b: Row) => number) {
  const columns = csvColumns(series[0])
  const date = series[0].date
  return async function* render({ store }: { store: DataReader }, after?: string): AsyncIterable<string> {
    if (!after) yield csvLine(columns)
    const streams = series.map((s) => store.allSeries(s, after)[Symbol.asyncIterator]())
    const heads = await Promise.all(streams.map((s) => s.next()))
    for (;;) {
      const days = heads.filter((h) => !h.done).map((h) => String((h.value as Row)[date]))
      if (!days.length) return
      const day = days.reduce((a, d) => (d < a ? d : a))
      const rows: Row[] = []
      for (const [i, stream] of streams.entries())
        while (!heads[i].done && (heads[i].value as Row)[date] === day) {
          rows.push(heads[i].value as Row)
          heads[i] = await stream.next()
        }
      for (const row of rows.sort(within)) yield csvLine(columns.map((c) => row[c]))
    }
  }
}

/**
 * A reader over rows in memory (one offer's days gathered from two series), answering a series query
 * as the store does: the rows in range, the newest `limit` by date, and the total.
 */
export function rowsReader<Row>(rows: Row[], date: keyof Row): Pick<DataReader, 'querySeries'> {
  const sorted = [...rows].sort((a, b) => String(a[date]).localeCompare(String(b[date])))
  return {
    async querySeries<R>(_series: Series<R>, q: Omit<SeriesQuery, 'key'>) {
      const where = Object.entries(q.where ?? {}).filter(([, v]) => v !== undefined)
      const match = sorted.filter(
        (r) =>
          (!q.since || String(r[date]) >= q.since) &&
          (!q.until || String(r[date]) <= q.until) &&
          where.every(([field, v]) => (r as Record<string, unknown>)[field] === v),
      )
      return { rows: match.slice(Math.max(0, match.length - q.limit)) as unknown as R[], total: match.length }
    },
  }
}
