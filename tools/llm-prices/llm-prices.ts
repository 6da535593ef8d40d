import { z } from 'zod'
import { canonicalModelId } from '../vendors.ts'
import { country, PriceRecord } from '../schemas.ts'
import { listTool, payloadEnvelope } from '../snapshot.ts'
import { resolveModel } from '../alias-pointers.ts'
import { OFFERS_EXPLAINED, REGIONS } from '../price-domain.ts'

/** The dataset name its editions are stored under, shared by the producer and the tools that serve it. */
export const LLM_PRICES = 'llm_prices'

/** What the producer writes: every model's latest price. */
export const LlmPricesPayload = payloadEnvelope.extend({
  items: z.array(PriceRecord).describe('One record per model, by vendor then model'),
})
export type LlmPricesPayload = z.infer<typeof LlmPricesPayload>

const llmPrices = listTool({
  name: 'get_llm_prices',
  title: 'LLM API list prices',
  description:
    'Latest list prices per model (USD and CNY per 1M tokens, cache read/write), native currency, FX, ' +
    `components (bands, time windows), source, date and every offer. ${OFFERS_EXPLAINED}`,
  about: 'latest list price of a model or of every model of a vendor or country',
  rest: false,
  dataset: LLM_PRICES,
  feed: 'latest.json',
  item: PriceRecord,
  filters: {
    model: z.string().min(1).max(200).optional().describe('Model id or any spelling (gemini/gemini-2.5-pro)'),
    vendor: z.string().min(1).max(60).optional().describe('Developer id, e.g. deepseek'),
    country: country.optional(),
    seller: z.string().min(1).max(60).optional().describe('Has an offer of this seller'),
    region: z.enum(REGIONS).optional().describe('Has an offer in this region'),
  },
  // An id as a seller writes it (deepseek-chat, a dated snapshot, a -latest name) finds its record.
  resolve: (q, items, asOf) => {
    const r = q.model ? resolveModel(q.model, items, asOf) : undefined
    return { input: r?.record ? { ...q, model: r.id } : q, note: r?.note }
  },
  match: (r, q) =>
    (!q.model || r.model === canonicalModelId(q.model) || (r.aliases ?? []).includes(canonicalModelId(q.model))) &&
    (!q.vendor || r.vendor === q.vendor) &&
    (!q.country || r.country === q.country) &&
    (!(q.seller || q.region) ||
      (r.offers ?? []).some((o) => (!q.seller || o.seller === q.seller) && (!q.region || o.region === q.region))),
  limit: { fallback: 50, max: 1000 },
})

export default llmPrices.tool
