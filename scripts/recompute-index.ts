// Recomputes the price index from a history.csv alone and prints it as JSON, so anyone can check
// the published series: `npx tsx scripts/recompute-index.ts history.csv [base_date]`.
import { readFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { indexRowsFromCsv } from '../jobs/datasets/price-index/csv-rows.ts'
import { computeIndexSeries } from '../jobs/datasets/price-index/index-series.ts'

/** The index JSON ({ base_date, as_of, items, rejected }) of a history.csv text. */
export function recomputeIndex(csvText: string, baseDate?: string) {
  return computeIndexSeries(indexRowsFromCsv(csvText), { baseDate, source: 'history.csv' })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [path, baseDate] = process.argv.slice(2)
  if (!path) {
    console.error('usage: tsx scripts/recompute-index.ts <history.csv> [base_date]')
    process.exit(2)
  }
  // No top-level await: the tests import this module, and uvu loads them as CommonJS.
  readFile(path, 'utf8').then((text) => console.log(JSON.stringify(recomputeIndex(text, baseDate), null, 1)))
}
