// The shape of a series in MongoDB: one document per key per month (the bucket pattern), its days in
// a sub-document keyed by date. A key over three years is ~36 documents instead of ~1,100, and a
// filter value's newest days are the buckets of its newest months. Pure: grouping rows into buckets and
// reading rows back out; store/mongo-series.ts does the I/O. The series' declaration names the key
// and filter fields, which a bucket copies up for its indexes.
import type { AnySeries, SeriesRow } from '../tools/series.ts'

/** A day as stored: the row without the bucket's keys (the key, and the date, which is the day's key). */
type DayFields = SeriesRow

/**
 * One key's month. The key and the filter fields are copied up from the rows (under their own names)
 * for the indexes, and the filters are also kept in each day, which is returned as stored. `n`
 * counts the days, so a total is a sum of small numbers, not a walk over every day.
 */
export interface Bucket extends BucketDraft {
  n: number
}

/** A bucket as built from rows, before its day count. */
export interface BucketDraft {
  _id: string // `${key}|${month}`
  month: string // YYYY-MM
  days: Record<string, DayFields> // keyed by YYYY-MM-DD
  [field: string]: unknown
}

export const monthOf = (date: string) => date.slice(0, 7)
const bucketId = (key: string, month: string) => `${key}|${month}`

/** The month after `month` (YYYY-MM). */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number)
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
}

/** The month before `month` (YYYY-MM). */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number)
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`
}

/** Rows to write, grouped by bucket; a key+date given twice keeps its first row (as the other store does). */
export function groupIntoBuckets(series: AnySeries, rows: SeriesRow[]): BucketDraft[] {
  const buckets = new Map<string, BucketDraft>()
  for (const row of rows) {
    const { [series.key]: key, [series.date]: date, ...fields } = row
    const month = monthOf(date as string)
    const id = bucketId(key as string, month)
    let bucket = buckets.get(id)
    if (!bucket) {
      bucket = { _id: id, [series.key]: key, month, days: {} }
      for (const f of series.filters) bucket[f] = row[f]
      buckets.set(id, bucket)
    }
    // Every field but the keys is stored, so a field added to the row later needs no change here.
    if (!((date as string) in bucket.days)) bucket.days[date as string] = fields
  }
  return [...buckets.values()]
}

/** The fields a bucket copies up, for its `$setOnInsert`. */
export function bucketKeys(series: AnySeries, bucket: BucketDraft): Record<string, unknown> {
  return Object.fromEntries([series.key, ...series.filters, 'month'].map((f) => [f, bucket[f]]))
}

/** A bucket's rows dated within [since, until] (either bound optional), in date order. */
export function rowsOf(
  series: AnySeries,
  bucket: Pick<Bucket, 'days'> & Record<string, unknown>,
  since?: string,
  until?: string,
): SeriesRow[] {
  const rows: SeriesRow[] = []
  for (const date of Object.keys(bucket.days).sort()) {
    if ((since && date < since) || (until && date > until)) continue
    rows.push({ [series.date]: date, [series.key]: bucket[series.key] as string, ...bucket.days[date] })
  }
  return rows
}

/** How many of a bucket's days are within [since, until]. */
export function daysWithin(bucket: Pick<Bucket, 'days'>, since?: string, until?: string): number {
  let n = 0
  for (const date in bucket.days) if (!((since && date < since) || (until && date > until))) n++
  return n
}

/** Orders rows by date then key (the export order). */
export function byDateThenKey(series: AnySeries): (a: SeriesRow, b: SeriesRow) => number {
  const { date, key } = series
  return (a, b) => {
    const [da, db, ka, kb] = [a[date] as string, b[date] as string, a[key] as string, b[key] as string]
    return da < db ? -1 : da > db ? 1 : ka < kb ? -1 : ka > kb ? 1 : 0
  }
}
