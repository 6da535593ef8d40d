// The shape of MongoDB history: one document per model per month (the bucket pattern), its days in
// a sub-document keyed by date. A model over three years is ~36 documents instead of ~1,100, and a
// vendor's newest days are the buckets of its newest months. Pure: grouping rows into buckets and
// reading rows back out; store/mongo-history.ts does the I/O.
import type { HistoryRow } from '../tools/schemas.ts'

/** A day as stored: the row without the bucket's keys (model, and the date, which is the day's key). */
export type DayFields = Omit<HistoryRow, 'model' | 'date'>

/**
 * One model's month. vendor and country are copied up from the rows for the index (a model has one
 * vendor and one country, as in the embedded store) and also kept in each day, which is returned as
 * stored. `n` counts the days, so a total is a sum of small numbers, not a walk over every day.
 */
export interface Bucket {
  _id: string // `${model}|${month}`
  model: string
  vendor: string
  country: string
  month: string // YYYY-MM
  n: number
  days: Record<string, DayFields> // keyed by YYYY-MM-DD
}

export const monthOf = (date: string) => date.slice(0, 7)
export const bucketId = (model: string, month: string) => `${model}|${month}`

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

/** Rows to write, grouped by bucket; a model+date given twice keeps its first row (as the other store does). */
export function groupIntoBuckets(rows: HistoryRow[]): Omit<Bucket, 'n'>[] {
  const buckets = new Map<string, Omit<Bucket, 'n'>>()
  for (const row of rows) {
    const { model, date, ...fields } = row
    const month = monthOf(date)
    const id = bucketId(model, month)
    let bucket = buckets.get(id)
    if (!bucket)
      buckets.set(id, (bucket = { _id: id, model, vendor: row.vendor, country: row.country, month, days: {} }))
    // Every field but the keys is stored, so a field added to HistoryRow later needs no change here.
    if (!(date in bucket.days)) bucket.days[date] = fields
  }
  return [...buckets.values()]
}

/** A bucket's rows dated within [since, until] (either bound optional), in date order. */
export function rowsOf(bucket: Pick<Bucket, 'model' | 'days'>, since?: string, until?: string): HistoryRow[] {
  const rows: HistoryRow[] = []
  for (const date of Object.keys(bucket.days).sort()) {
    if ((since && date < since) || (until && date > until)) continue
    rows.push({ date, model: bucket.model, ...bucket.days[date] } as HistoryRow)
  }
  return rows
}

/** How many of a bucket's days are within [since, until]. */
export function daysWithin(bucket: Pick<Bucket, 'days'>, since?: string, until?: string): number {
  let n = 0
  for (const date in bucket.days) if (!((since && date < since) || (until && date > until))) n++
  return n
}

/** Orders rows by date then model (the history.csv order). */
export const byDateThenModel = (a: HistoryRow, b: HistoryRow) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.model < b.model ? -1 : a.model > b.model ? 1 : 0
