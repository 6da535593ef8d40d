import { z } from 'zod'
import { canonicalModelId } from './vendors.ts'
import { defineTool } from './define.ts'
import { envelope } from './envelope.ts'
import { country, PriceRecord } from './schemas.ts'

/** Snapshot dataset name shared by the seed/refresh jobs and this tool. */
export const LLM_PRICES = 'llm_prices'

export interface LlmPricesSnapshot { as_of: string; sources: z.infer<typeof envelope>['sources']; items: PriceRecord[] }

export default defineTool({
  name: 'get_llm_prices',
  title: 'LLM API list prices',
  description: 'Latest official list prices per model: input, output, cache read and cache write per 1M tokens, in USD and CNY, with the native currency, the FX rate and its date, and the upstream source and date of every price.',
  auth: 'none',
  rest: false,
  feed: { file: 'latest.json', contentType: 'application/json' },
  input: z.strictObject({
    model: z.string().min(1).max(200).optional().describe('Canonical model id or any catalogue spelling (gpt-4.1, gemini/gemini-2.5-pro)'),
    vendor: z.string().min(1).max(60).optional().describe('Vendor id, e.g. openai, deepseek, alibaba'),
    country: country.optional(),
  }),
  output: envelope.extend({
    count: z.number().int().describe('Number of items'),
    items: z.array(PriceRecord).describe('One record per model, by vendor then model'),
  }),
  async handler(input, { store }) {
    const snapshot = await store.latestSnapshot<LlmPricesSnapshot>(LLM_PRICES)
    if (!snapshot) return { as_of: '1970-01-01', sources: [], count: 0, items: [], note: 'No price snapshot has been loaded yet.' }
    const model = input.model && canonicalModelId(input.model)
    const items = snapshot.payload.items.filter((r) =>
      (!model || r.model === model) && (!input.vendor || r.vendor === input.vendor) && (!input.country || r.country === input.country))
    return { as_of: snapshot.payload.as_of, sources: snapshot.payload.sources, count: items.length, items }
  },
})
