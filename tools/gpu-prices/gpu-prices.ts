import { GpuItem, gpuPricesExtras, gpuPricesFilter, matchGpuPrices } from './schema.ts'
import { listTool } from '../snapshot.ts'

/** The dataset name its editions are stored under, shared by the producer and this tool. */
export const GPU_PRICES = 'gpu_prices'

const gpuPrices = listTool({
  name: 'get_gpu_prices',
  title: 'GPU prices and specs',
  description:
    'Data-center, workstation and consumer GPUs: VRAM, memory bandwidth, FP16/BF16 dense compute, TDP and ' +
    'release date (each with its source, or null with the reason); list prices, China market prices (SXM parts ' +
    'quoted per 8-GPU node, with the per-card figure derived and marked) and cloud rental per GPU-hour with its ' +
    "7-day change; every price with its source URL, date, quoted currency, and CNY and USD at that date's FX. " +
    'Conflicting reports are kept side by side, never averaged.',
  about: 'GPU specs, list and China-market prices, and cloud rental per GPU-hour',
  rest: false,
  dataset: GPU_PRICES,
  feed: 'gpu_prices.json',
  item: GpuItem,
  extras: gpuPricesExtras,
  filters: gpuPricesFilter,
  match: matchGpuPrices,
  limit: { fallback: 10, max: 100 },
})

export const GpuPricesPayload = gpuPrices.payload
export default gpuPrices.tool
