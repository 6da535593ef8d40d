// Per-GPU unit costs for other datasets (enterprise AI cost): the latest cloud rental per GPU-hour and
// one purchase price, each with its source and date. Pure: reads built gpu-prices records, so another
// dataset uses exactly the prices gpu_prices validated and publishes.
import type { GpuItem, GpuPrice } from '../../../tools/gpu-prices/schema.ts'
import { pointAmount } from './bounds.ts'

export interface GpuCostInput {
  id: string
  name: string
  category: GpuItem['category']
  rental: {
    median_usd_per_gpu_hour: number
    min_usd_per_gpu_hour: number
    statistic: string
    date: string
    source_url: string
    match_assumption: string | null
  } | null
  rental_null_reason: string | null
  purchase_price: {
    usd: number
    quoted: string
    date: string
    source_url: string
    price_id: string
    market: string
    kind: GpuPrice['kind']
    estimate: GpuPrice['estimate']
  } | null
  purchase_price_null_reason: string | null
}

export const PURCHASE_PRICE_RULE =
  "The seller's list price (kind list) of this exact part, quoted in USD per card as a point figure (no " +
  '"from"/"up to" bound), latest-dated first; without one, the latest-dated USD per-card point figure of kind ' +
  'estimate, street or china_market, which says its kind (an estimate keeps its method). Ties broken by price ' +
  'id. Prices on a form-not-stated record are not used: a cost per GPU needs the form.'

const KIND_ORDER: GpuPrice['kind'][] = ['list', 'estimate', 'street', 'china_market']

/** The purchase price PURCHASE_PRICE_RULE picks from one record's prices, if any. */
export function pickPurchasePrice(prices: GpuPrice[]): GpuPrice | undefined {
  const usable = prices.filter(
    (p) => p.currency === 'USD' && p.basis === 'per_card' && pointAmount(p) !== null && KIND_ORDER.includes(p.kind),
  )
  const lists = usable.filter((p) => p.kind === 'list')
  return (lists.length ? lists : usable).sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id))[0]
}

/**
 * Per GPU: the latest cloud rental (median and min across providers,
 * USD/GPU-hour) and one USD purchase price, each with source and date.
 */
export function gpuCostInputs(items: GpuItem[]): GpuCostInput[] {
  return items
    .filter((item) => item.forms.length === 0 && item.form_factor !== 'not stated')
    .map((item) => {
      const r = item.cloud_rental
      const price = pickPurchasePrice(item.prices)
      return {
        id: item.id,
        name: item.name,
        category: item.category,
        rental: r && {
          median_usd_per_gpu_hour: r.median_usd,
          min_usd_per_gpu_hour: r.min_usd,
          statistic: `median and minimum across ${r.providers} providers of each provider's daily minimum offer`,
          date: r.date,
          source_url: r.source_url,
          match_assumption: r.match_assumption,
        },
        rental_null_reason: r ? null : 'GPU not in the bundled daily rental series',
        purchase_price: price
          ? {
              usd: price.quoted.amount!,
              quoted: price.price_reported,
              date: price.date,
              source_url: price.source_url,
              price_id: price.id,
              market: price.market,
              kind: price.kind,
              estimate: price.estimate,
            }
          : null,
        purchase_price_null_reason: price ? null : 'no USD per-card point price of this exact part in gpu_prices',
      }
    })
}
