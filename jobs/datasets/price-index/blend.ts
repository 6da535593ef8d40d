// The price every part of the index works on: one blended number per model per day, and the small
// statistics over it. Shared by the index, cost of capability and the frontier so they cannot drift.
import type { Rejected } from '../../../tools/rejected.ts'
import type { HistoryRow } from '../../../tools/schemas.ts'
import type { IndexGroup } from '../../../tools/price-index/schema.ts'

/** The fields of a history row the index reads (a history.csv line carries them all). */
export type IndexRow = Pick<
  HistoryRow,
  'date' | 'model' | 'vendor' | 'country' | 'input_usd' | 'output_usd' | 'input_cny' | 'output_cny'
> &
  Partial<Pick<HistoryRow, 'offer' | 'source_name'>>

/**
 * What a price is a price of, for linking two days: its offer and its source, the source named without
 * its snapshot (a catalogue's commit or table version). Two days of one model link only when both are the
 * same: a switch of offer (Zhipu's CNY list to Z.ai's USD one) or of source is not a move of a price.
 */
export function basisOf(row: Pick<IndexRow, 'offer' | 'source_name'>): string {
  const source = (row.source_name ?? '').replace(/\s*\(.*\)\s*$/, '').replace(/@[0-9a-f]{6,40}$/, '')
  return `${row.offer ?? ''}|${source}`
}

/** 3 input tokens per output token: a chat/RAG-like mix, the usual convention of public price trackers. */
export const INPUT_WEIGHT = 3
export const OUTPUT_WEIGHT = 1

/** Blended price per 1M tokens: (3 * input + 1 * output) / 4. */
export function blend(input: number, output: number): number {
  return (INPUT_WEIGHT * input + OUTPUT_WEIGHT * output) / (INPUT_WEIGHT + OUTPUT_WEIGHT)
}

/** The groups a row belongs to: its developer's country (CN or US) and ALL. */
export function groupsOf(country: string): IndexGroup[] {
  return country === 'CN' || country === 'US' ? [country, 'ALL'] : ['ALL']
}

/** Why a row cannot enter the index, or null when it can. */
export function rowProblem(row: IndexRow): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(row.date)) return `date ${JSON.stringify(row.date)} is not YYYY-MM-DD`
  if (!row.model) return 'model is empty'
  for (const key of ['input_usd', 'output_usd', 'input_cny', 'output_cny'] as const) {
    const value = row[key]
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
      return `${key} ${String(value)} is not a non-negative number`
  }
  return null
}

/** Groups rows (ordered by date) into days, each day keyed by model; throws when a date goes back. */
export function* days<R extends IndexRow>(
  rows: Iterable<R>,
  rejected: Rejected[],
  source: string,
): Generator<{ date: string; rows: Map<string, R> }> {
  let date = ''
  let day = new Map<string, R>()
  for (const row of rows) {
    const problem = rowProblem(row)
    if (problem) {
      rejected.push({ source, record: `${row.date} ${row.model}`, reason: problem })
      continue
    }
    if (row.date < date) throw new Error(`price history is not ordered by date: ${row.date} after ${date}`)
    if (row.date > date) {
      if (day.size) yield { date, rows: day }
      date = row.date
      day = new Map()
    }
    if (day.has(row.model)) {
      rejected.push({ source, record: `${row.date} ${row.model}`, reason: 'second row for this model on this day' })
      continue
    }
    day.set(row.model, row)
  }
  if (day.size) yield { date, rows: day }
}
