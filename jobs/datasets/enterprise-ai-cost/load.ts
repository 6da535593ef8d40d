// The enterprise model's GPU figures, read only through gpu_prices' published records (it
// once read record GP-037 from the raw file, a price gpu_prices did not publish for this part), and
// the folder of its assumptions file.
import { fileURLToPath } from 'node:url'
import type { DatasetSource } from '../../../tools/envelope.ts'
import type { GpuItem } from '../../../tools/gpu-prices/schema.ts'
import { gpuCostInputs, PURCHASE_PRICE_RULE } from '../gpu-prices/cost-inputs.ts'
import type { GpuPriceInput } from './inputs.ts'

export const ENTERPRISE_DIR = fileURLToPath(new URL('../../../data/bundled/enterprise-ai-cost/', import.meta.url))

/** The gpu_prices record of the GPU the assumptions deploy (assumptions.json: "NVIDIA H100 80GB SXM5"). */
const DEPLOYED_GPU = 'nvidia-h100-sxm'

/** The deployed GPU's rental and purchase price as gpu_prices publishes them; throws when either is missing. */
export function gpuInputFromPrices(items: GpuItem[], id = DEPLOYED_GPU): GpuPriceInput {
  const cost = gpuCostInputs(items).find((c) => c.id === id)
  if (!cost) throw new Error(`gpu_prices has no record ${id}`)
  const { rental, purchase_price: buy } = cost
  if (!rental) throw new Error(`gpu_prices ${id}: ${cost.rental_null_reason}`)
  if (!buy) throw new Error(`gpu_prices ${id}: ${cost.purchase_price_null_reason}`)
  const kind =
    buy.kind === 'estimate' ? `an estimate by ${buy.estimate!.by}: ${buy.estimate!.method}` : `kind ${buy.kind}`
  return {
    gpu: cost.name,
    rental_usd_per_hour: rental.median_usd_per_gpu_hour,
    rental_date: rental.date,
    rental_source_url: rental.source_url,
    rental_note: `gpu_prices/${id}.cloud_rental.median_usd: ${rental.statistic} on ${rental.date}`,
    purchase_price_usd: buy.usd,
    purchase_date: buy.date,
    purchase_source_url: buy.source_url,
    purchase_kind: buy.kind,
    purchase_note:
      `gpu_prices/${id} price ${buy.price_id} ("${buy.quoted}", ` +
      `${buy.market}); ${kind}. Rule: ${PURCHASE_PRICE_RULE}`,
  }
}

/** The upstream datasets of gpu_prices that the GPU figures come from (by the URLs they cite). */
export function gpuSourcesUsed(sources: DatasetSource[], input: GpuPriceInput): DatasetSource[] {
  return sources.filter((s) => s.url === input.rental_source_url || /Epoch|price points/i.test(s.name))
}
