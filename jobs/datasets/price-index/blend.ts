// The price every part of the index works on: one blended number per model per day, and the small
// statistics over it. Shared by the index, cost of capability and the frontier so they cannot drift.
import type { Rejected } from '../../../tools/rejected.ts'
import type { HistoryRow } from '../../../tools/schemas.ts'
import { sourceWithoutSnapshot } from '../../../tools/observation.ts'
import { convertPrice, withinPriceTolerance } from '../../../tools/price-domain.ts'
import type { IndexGroup } from '../../../tools/price-index/schema.ts'

/** The fields of a history row the index reads (a history.csv line carries them all). */
export type IndexRow = Pick<
  HistoryRow,
  'date' | 'model' | 'vendor' | 'country' | 'input_usd' | 'output_usd' | 'input_cny' | 'output_cny'
> &
  Partial<Pick<HistoryRow, 'offer' | 'source_name' | 'fx_usd_cny'>>

/**
 * What a price is a price of, for linking two days: its offer and its source, the source named without
 * its snapshot (a catalogue's commit or table version), and whether its figure in the other currency is the
 * seller's own or converted. Two days of one model link only when all are the same: a switch of offer
 * (Zhipu's CNY list to Z.ai's USD one), of source, or from a converted figure to the seller's stated one
 * (Moonshot's CNY price beside its USD page) is not a move of a price.
 */
export function basisOf(row: Pick<IndexRow, 'offer' | 'source_name' | 'input_usd' | 'input_cny' | 'fx_usd_cny'>) {
  const name = row.source_name ?? ''
  let source = sourceNamed.get(name)
  if (source === undefined) {
    source = sourceWithoutSnapshot(name)
    // A history names a few hundred sources over its hundreds of thousands of rows.
    if (sourceNamed.size < 10_000) sourceNamed.set(name, source)
  }
  return `${row.offer ?? ''}|${source}${statedOther(row) ? '|stated' : ''}`
}
const sourceNamed = new Map<string, string>()

/** The other currency's figure is not the day's conversion (within the price tolerance): the seller states it. */
const statedOther = (row: Pick<IndexRow, 'input_usd' | 'input_cny' | 'fx_usd_cny'>) =>
  row.fx_usd_cny !== undefined &&
  !withinPriceTolerance(convertPrice(row.input_usd, 'USD', 'CNY', row.fx_usd_cny), row.input_cny)

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

/** One day of the history: its rows keyed by model. */
export interface IndexDay<R extends IndexRow = IndexRow> {
  date: string
  rows: Map<string, R>
}

/**
 * Rows grouped into days once, with the rows refused on the way: the index, cost of capability and
 * the quality-adjusted series all walk the same days, so the builder groups them once for the three.
 */
export class GroupedDays {
  readonly days: IndexDay[]
  readonly rejected: Rejected[] = []
  constructor(rows: Iterable<IndexRow>, source: string) {
    this.days = [...days(rows, this.rejected, source)]
  }
}

/** The days of rows (grouped here) or of an already grouped history (its refusals added to `rejected`). */
export function daysOf(
  rows: Iterable<IndexRow> | GroupedDays,
  rejected: Rejected[],
  source: string,
): Iterable<IndexDay> {
  if (!(rows instanceof GroupedDays)) return days(rows, rejected, source)
  rejected.push(...rows.rejected)
  return rows.days
}

/** Groups rows (ordered by date) into days, each day keyed by model; throws when a date goes back. */
function* days<R extends IndexRow>(
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
