// history.csv lines back into index rows, for recomputing the published index from the feed alone.
import { parseCsv } from '../../../tools/csv.ts'
import type { IndexRow } from './blend.ts'

// An empty cell must not become 0 (Number('') === 0): it becomes NaN and the row is rejected.
const num = (cell: string | undefined) => (cell === undefined || cell.trim() === '' ? NaN : Number(cell))

/** The index fields of every line of a history.csv text (header `date`, then HistoryRow's fields). */
export function indexRowsFromCsv(text: string): IndexRow[] {
  return parseCsv(text).map((r) => ({
    date: r.date,
    model: r.model,
    vendor: r.vendor,
    country: r.country as IndexRow['country'],
    input_usd: num(r.input_usd),
    output_usd: num(r.output_usd),
    input_cny: num(r.input_cny),
    output_cny: num(r.output_cny),
  }))
}
