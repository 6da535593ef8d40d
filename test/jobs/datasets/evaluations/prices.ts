// The real current price list, as the producer will pass it in (built from the bundled price data).
import { buildFromBundled } from '../../../../jobs/datasets/llm-prices/bundled.ts'
import type { PriceInput } from '../../../../jobs/datasets/evaluations/build.ts'

let cached: PriceInput[] | undefined

export async function currentPrices(): Promise<PriceInput[]> {
  cached ??= (await buildFromBundled()).latest.map((r) => ({
    model: r.model, vendor: r.vendor, country: r.country, input_usd: r.input_usd, output_usd: r.output_usd,
    input_cny: r.input_cny, output_cny: r.output_cny, last_observed: r.last_observed,
  }))
  return cached
}
