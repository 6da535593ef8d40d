// The enterprise tests' price list, made as the producer makes it (api-price.ts): the bundled latest
// prices, the sellers' own rows, the API model at its seller's list price in force on the data's day.
import { apiPrices } from '../../../../jobs/datasets/enterprise-ai-cost/api-price.ts'
import type { buildFromBundled } from '../../../../jobs/datasets/llm-prices/bundled.ts'
import { officialItems } from '../../../../jobs/datasets/official-prices/index.ts'
import { loadFx } from '../../../../jobs/fx.ts'
import { loadOfficialTables } from '../../../../jobs/official.ts'
import type { DataReader } from '../../../../tools/data.ts'
import type { LlmPricesPayload } from '../../../../tools/llm-prices/llm-prices.ts'

type Bundled = Awaited<ReturnType<typeof buildFromBundled>>

export async function enterprisePrices(b: Bundled, open: { model: string; api_model?: string }) {
  const official = officialItems((await loadOfficialTables()).sellers)
  const asOf = b.latest.reduce((a, p) => (p.last_observed > a ? p.last_observed : a), '')
  // No store: the API model is priced from the seller's rows, so the history fallback is not reached.
  const noStore = { querySeries: async () => ({ rows: [] }) } as unknown as DataReader
  const snapshot = { as_of: asOf, sources: [], items: b.latest } as unknown as LlmPricesPayload
  const { priceList } = await apiPrices({ data: noStore, fx: await loadFx() }, snapshot, official, open)
  return priceList as Bundled['latest']
}
