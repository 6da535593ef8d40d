// Recomputes the price index from a history.csv (and, for the quality-adjusted series, the
// evaluations feed) and prints it as JSON, so anyone can check the published series:
// `npx tsx scripts/recompute-index.ts history.csv [evaluations_latest.json] [base_date]`.
import { readFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { indexRowsFromCsv } from '../jobs/datasets/price-index/csv-rows.ts'
import { computeIndexSeries } from '../jobs/datasets/price-index/index-series.ts'
import { withQuality } from '../jobs/datasets/price-index/build.ts'
import { capabilityScores, qualityAdjusted } from '../jobs/datasets/price-index/hedonic.ts'
import type { ModelScores } from '../jobs/datasets/price-index/capability.ts'
import { endedPrices } from '../jobs/ended-prices.ts'
import type { OfficialPriceItem } from '../tools/official-prices/schema.ts'

/**
 * The index JSON ({ base_date, as_of, items, rejected }) of a history.csv text; with the evaluations
 * feed's text, each day also carries its quality-adjusted values (else they are null).
 */
export function recomputeIndex(csvText: string, baseDate?: string, evaluationsJson?: string, officialJson?: string) {
  // As the producer does: a day whose price its seller says had ended by then is left out.
  const ended = officialJson ? endedPrices(JSON.parse(officialJson).items as OfficialPriceItem[]) : undefined
  const rows = indexRowsFromCsv(csvText).filter(
    (r) => !ended?.({ model: r.model, currency: 'USD', input: r.input_usd, output: r.output_usd, date: r.date }),
  )
  const chain = computeIndexSeries(rows, { baseDate, source: 'history.csv' })
  // The priced models' scores and the retired models' (past_models): as the producer counts them.
  const feed = evaluationsJson
    ? (JSON.parse(evaluationsJson) as { items: ModelScores[]; past_models?: ModelScores[] })
    : undefined
  const evaluations = feed ? [...feed.items, ...(feed.past_models ?? [])] : []
  const quality = qualityAdjusted(rows, capabilityScores(evaluations), chain.base_date)
  return { ...chain, items: withQuality(chain.items, quality.points) }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [path, evaluations, baseDate] = process.argv.slice(2)
  if (!path) {
    console.error('usage: tsx scripts/recompute-index.ts <history.csv> [evaluations_latest.json] [base_date]')
    process.exit(2)
  }
  // No top-level await: the tests import this module, and uvu loads them as CommonJS.
  // A missing or unreadable file ends the command with its message and status 1, not a stack trace.
  Promise.all([readFile(path, 'utf8'), evaluations ? readFile(evaluations, 'utf8') : undefined])
    .then(([text, scores]) => console.log(JSON.stringify(recomputeIndex(text, baseDate, scores), null, 1)))
    .catch((error: Error) => {
      console.error(error.message)
      process.exit(1)
    })
}
