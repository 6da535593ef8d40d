// Adapter: llm-prices-cn (szp2005, data from llmabacus.com): list prices with the vendor's own
// pricing page and the date it was verified, in the currency the vendor bills in.
import { z } from 'zod'
import type { Observation } from '../../../../tools/observation.ts'
import { countryOf, modelIdOf, vendorOf } from '../../../../tools/vendors.ts'
import type { AdapterResult, SourceAdapter } from './types.ts'

const SOURCE_NAME = 'llm-prices-cn (llmabacus.com)'
const VIA = 'llm-prices-cn prices.json (github.com/szp2005/llm-prices-cn)'

const price = z.number().finite().nonnegative()
const Model = z.object({
  id: z.string().min(1),
  vendor_id: z.string().min(1),
  billing_currency: z.enum(['USD', 'CNY']),
  input_price_orig_per_m: price,
  output_price_orig_per_m: price,
  cached_input_price_orig_per_m: price.nullable(),
  source: z.url(),
  last_verified: z.iso.date(),
  retired: z.boolean().optional(),
  price_tiers: z
    .array(
      z.object({
        up_to_input_tokens: z.number().int().positive().nullable(),
        input_price_orig_per_m: price,
        output_price_orig_per_m: price.nullable(),
        cached_input_price_orig_per_m: price.nullable(),
      }),
    )
    .optional(),
})
const File = z.object({ models: z.array(z.unknown()) })

/** Observations from prices.json; retired models and invalid records are rejected with the reason. */
export function parseLlmPricesCn(json: string): AdapterResult {
  const rejected: AdapterResult['rejected'] = []
  const observations: Observation[] = []
  for (const raw of File.parse(JSON.parse(json)).models) {
    const parsed = Model.safeParse(raw)
    const id = String((raw as { id?: unknown })?.id ?? '?')
    if (!parsed.success) {
      rejected.push({ source: SOURCE_NAME, record: id, reason: parsed.error.issues[0].message })
      continue
    }
    const m = parsed.data
    if (m.retired) {
      rejected.push({ source: SOURCE_NAME, record: id, reason: 'retired: no longer a current list price' })
      continue
    }
    const vendor = vendorOf(m.vendor_id)
    const named = modelIdOf(m.id)
    if ('reason' in named) {
      rejected.push({ source: SOURCE_NAME, record: id, reason: named.reason })
      continue
    }
    observations.push({
      model: named.id,
      source_model_id: m.id,
      vendor,
      country: countryOf(vendor),
      currency: m.billing_currency,
      input: m.input_price_orig_per_m,
      output: m.output_price_orig_per_m,
      cache_read: m.cached_input_price_orig_per_m,
      cache_write: null,
      observed: m.last_verified,
      source_name: SOURCE_NAME,
      source_url: m.source,
      via: `${VIA}, record verified ${m.last_verified}`,
      ...(m.price_tiers?.length
        ? {
            tiers: m.price_tiers.map((t) => ({
              up_to_input_tokens: t.up_to_input_tokens,
              input: t.input_price_orig_per_m,
              output: t.output_price_orig_per_m,
              cache_read: t.cached_input_price_orig_per_m,
            })),
          }
        : {}),
    })
  }
  return { observations, rejected }
}

/** The same file as a daily source for the refresh. */
export const llmPricesCn = {
  name: 'llm-prices-cn',
  title: SOURCE_NAME,
  license: 'CC-BY-4.0',
  url: 'https://raw.githubusercontent.com/szp2005/llm-prices-cn/main/prices.json',
  fixtures: ['llm_prices_cn_szp2005.json'],
  parse: ([text]) => parseLlmPricesCn(text),
} satisfies SourceAdapter
