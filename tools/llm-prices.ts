import { z } from 'zod'
import { canonicalModelId } from './vendors.ts'
import { defineTool } from './define.ts'
import { envelope } from './envelope.ts'
import { country, PriceRecord } from './schemas.ts'
import { payloadEnvelope, readPayload } from './snapshot.ts'

/** Snapshot dataset name shared by the producer and the tools that serve it. */
export const LLM_PRICES = 'llm_prices'

/** What the producer writes: every model's latest price. */
export const LlmPricesPayload = payloadEnvelope.extend({ items: z.array(PriceRecord).describe('One record per model, by vendor then model') })
export type LlmPricesSnapshot = z.infer<typeof LlmPricesPayload>

export default defineTool({
  name: 'get_llm_prices',
  title: 'LLM API list prices',
  description: 'Latest official list prices per model: input, output, cache read and cache write per 1M tokens, in USD and CNY, with the native currency, the FX rate and its date, and the upstream source and date of every price.',
  about: 'latest list price of a model or of every model of a vendor or country',
  dataset: LLM_PRICES,
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
    const payload = await readPayload<LlmPricesSnapshot>(store, LLM_PRICES)
    const model = input.model && canonicalModelId(input.model)
    const items = payload.items.filter((r) =>
      (!model || r.model === model) && (!input.vendor || r.vendor === input.vendor) && (!input.country || r.country === input.country))
    return { as_of: payload.as_of, sources: payload.sources, count: items.length, items }
  },
})
