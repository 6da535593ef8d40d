import { buildFromBundled } from './jobs/datasets/llm-prices/bundled.ts'
import { buildPriceIndex } from './jobs/datasets/price-index/build.ts'
import { recomputeIndex } from './scripts/recompute-index.ts'
import { csvLine } from './tools/csv.ts'
import { HISTORY_COLUMNS } from './tools/llm-prices/llm-price-history.ts'
let t = Date.now(); const c0 = process.cpuUsage()
const history = (await buildFromBundled()).history
console.log('bundled', Date.now() - t, history.length); t = Date.now()
const built = buildPriceIndex({ rows: history, sources: [] })
console.log('index', Date.now() - t); t = Date.now()
const rows = [...history].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.model < b.model ? -1 : 1))
const csv = csvLine(HISTORY_COLUMNS) + rows.map((r) => csvLine(HISTORY_COLUMNS.map((c) => r[c]))).join('')
console.log('csv', Date.now() - t, csv.length); t = Date.now()
const again = recomputeIndex(csv)
console.log('recompute', Date.now() - t); t = Date.now()
console.log(process.cpuUsage(c0))
