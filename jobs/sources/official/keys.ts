// What makes two rows of a seller's pages the same offer, read on two days.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { canonicalModelId } from '../../../tools/vendors.ts'

/** One model however a page spells its id (mistral-medium-3.5, then mistral-medium-3-5): its canonical id. */
export const modelKey = (model: string) => canonicalModelId(model)

/** model (modelKey), currency, mode, region, context band (by input, output length), cache TTL: one price line. */
export const offerKey = (r: OfficialPrice) =>
  [
    modelKey(r.model),
    r.currency,
    r.mode,
    r.region ?? '',
    r.condition?.input_tokens_min ?? 0,
    r.condition?.output_tokens_min ?? '',
    r.condition?.window ? `${r.condition.window.start}-${r.condition.window.end}` : '',
    r.cache_write_ttl ?? '',
  ].join('|')

const PRICE_FIELDS = ['input', 'output', 'cache_read', 'cache_write'] as const

/** The row's prices, for an event. */
export const pricesOf = (r: OfficialPrice) => Object.fromEntries(PRICE_FIELDS.map((f) => [f, r[f] ?? null]))

export const samePrices = (a: OfficialPrice, b: OfficialPrice) =>
  PRICE_FIELDS.every((f) => (a[f] ?? null) === (b[f] ?? null))

/** Is the row still a current offer (not ended, not retired)? */
export const current = (r: OfficialPrice) => !r.effective_until && r.status !== 'retired'
