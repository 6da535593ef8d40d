// The gpu-prices dataset's public surface: builder, loader/producer and the per-GPU cost inputs.
import gpuPrices, { GPU_PRICES, GpuPricesPayload } from '../../../tools/gpu-prices.ts'
import { gpuPricesPage } from '../../../tools/gpu-prices-page.ts'
import { bundledProducer, type Dataset } from '../../dataset.ts'
import { produceGpuPrices as produce } from './load.ts'
export { buildGpuPrices, GPU_PRICES_SOURCES, type GpuPricesInputs, type GpuPricesPayload } from './build.ts'
export { GPU_PRICES_DIR, loadGpuPricesInputs, produceGpuPrices } from './load.ts'
export { gpuCostInputs, type GpuCostInput, pickPurchasePrice, PURCHASE_PRICE_RULE } from './cost-inputs.ts'
export type { Rejected } from './types.ts'

// The dataset: curated price points, spec files and the rental series (data/bundled/gpu-prices).

export default {
  tools: [gpuPrices],
  producer: bundledProducer(GPU_PRICES, GpuPricesPayload, (ctx) => produce(undefined, ctx.fx)),
  page: gpuPricesPage,
} satisfies Dataset
