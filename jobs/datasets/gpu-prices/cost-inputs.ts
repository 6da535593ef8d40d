// Per-GPU unit costs for other datasets (enterprise AI cost): the latest cloud rental per GPU-hour and
// one list price, each with its source and date. Pure: reads a built gpu-prices payload.
import type { GpuItem, GpuPrice } from '../../../tools/schemas/gpu-prices.ts'

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
  list_price: { usd: number; quoted: string; date: string; source_url: string; price_id: string; market: string } | null
  list_price_null_reason: string | null
}

export const LIST_PRICE_RULE = 'The latest-dated list price (kind list) quoted in USD per card as a single figure; ties broken by price id.'

function pickListPrice(prices: GpuPrice[]): GpuPrice | undefined {
  return prices
    .filter((p) => p.kind === 'list' && p.currency === 'USD' && p.basis === 'per_card' && p.quoted.amount !== null)
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id))[0]
}

/** Per GPU: the latest cloud rental (median and min across providers, USD/GPU-hour) and one USD list price, each with source and date. */
export function gpuCostInputs(items: GpuItem[]): GpuCostInput[] {
  return items.map((item) => {
    const r = item.cloud_rental
    const list = pickListPrice(item.prices)
    return {
      id: item.id, name: item.name, category: item.category,
      rental: r && {
        median_usd_per_gpu_hour: r.median_usd, min_usd_per_gpu_hour: r.min_usd,
        statistic: `median and minimum across ${r.providers} providers of each provider's daily minimum offer`,
        date: r.date, source_url: r.source_url, match_assumption: r.match_assumption,
      },
      rental_null_reason: r ? null : 'GPU not in the bundled daily rental series',
      list_price: list ? {
        usd: list.quoted.amount!, quoted: list.price_reported, date: list.date, source_url: list.source_url,
        price_id: list.id, market: list.market,
      } : null,
      list_price_null_reason: list ? null : 'no USD per-card list price in the bundled sources',
    }
  })
}
