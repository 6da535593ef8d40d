// history.csv lines back into index rows, for recomputing the published index from the feed alone.
import { parseCsv } from '../../../tools/csv.ts'
import type { IndexRow } from './blend.ts'

// An empty cell must not become 0 (Number('') === 0): it becomes NaN and the row is rejected.
const num = (cell: string | undefined) => (cell === undefined || cell.trim() === '' ? NaN : Number(cell))

/**
 * The index fields of every served line of a history.csv text (header `date`, then HistoryRow's fields):
 * the index reads each model's served price, never another offer's row (served 0).
 */
export function indexRowsFromCsv(text: string): IndexRow[] {
  return parseCsv(text)
    .filter((r) => r.served !== '0')
    .map((r) => ({
      date: r.date,
      model: r.model,
      vendor: r.vendor,
      country: r.country as IndexRow['country'],
      input_usd: num(r.input_usd),
      output_usd: num(r.output_usd),
      input_cny: num(r.input_cny),
      output_cny: num(r.output_cny),
      // Absent from files written before offers: two days then link on the same source alone.
      ...(r.offer ? { offer: r.offer } : {}),
      ...(r.source_name ? { source_name: r.source_name } : {}),
      ...(r.fx_usd_cny ? { fx_usd_cny: num(r.fx_usd_cny) } : {}),
    }))
}
