import { buildFromBundled } from './jobs/datasets/llm-prices/bundled.ts'
import { indexRowsFromCsv } from './jobs/datasets/price-index/csv-rows.ts'
import { computeIndexSeries } from './jobs/datasets/price-index/index-series.ts'
import { capabilityScores, qualityAdjusted } from './jobs/datasets/price-index/hedonic.ts'
import { csvLine } from './tools/csv.ts'
import { HISTORY_COLUMNS } from './tools/llm-prices/llm-price-history.ts'
const history = (await buildFromBundled()).history
const rows0 = [...history].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.model < b.model ? -1 : 1))
const csv = csvLine(HISTORY_COLUMNS) + rows0.map((r) => csvLine(HISTORY_COLUMNS.map((c) => r[c]))).join('')
let t = Date.now()
const rows = indexRowsFromCsv(csv)
console.log('parse', Date.now() - t); t = Date.now()
const chain = computeIndexSeries(rows, { source: 'history.csv' })
console.log('chain', Date.now() - t); t = Date.now()
const q = qualityAdjusted(rows, capabilityScores([]), chain.base_date)
console.log('quality', Date.now() - t); t = Date.now()
