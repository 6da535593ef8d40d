// The gpu-prices dataset's public surface: builder, loader/producer and the per-GPU cost inputs.
export { buildGpuPrices, GPU_PRICES_SOURCES, type GpuPricesInputs, type GpuPricesPayload } from './build.ts'
export { GPU_PRICES_DIR, loadGpuPricesInputs, produceGpuPrices } from './load.ts'
export { gpuCostInputs, type GpuCostInput, LIST_PRICE_RULE } from './cost-inputs.ts'
export type { Rejected } from './types.ts'
