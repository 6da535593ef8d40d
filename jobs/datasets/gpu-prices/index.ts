// The gpu-prices dataset's public surface: builder, loader/producer and the per-GPU cost inputs.
import gpuPrices, { GPU_PRICES, GpuPricesPayload } from '../../../tools/gpu-prices.ts'
import gpuRentalHistory, { GPU_RENTAL_HISTORY } from '../../../tools/gpu-rental-history.ts'
import { col, type PageView } from '../../../tools/page.ts'
import { bundledProducer, type Dataset } from '../../dataset.ts'
import { buildGpuPrices } from './build.ts'
import { twdTable } from './fx.ts'
import { loadGpuPricesInputs } from './load.ts'
import { rentalDays } from './rental-days.ts'
export { buildGpuPrices, GPU_PRICES_SOURCES, type GpuPricesInputs, type GpuPricesPayload } from './build.ts'
export { GPU_PRICES_DIR, loadGpuPricesInputs, produceGpuPrices } from './load.ts'
export { gpuCostInputs, type GpuCostInput, pickPurchasePrice, PURCHASE_PRICE_RULE } from './cost-inputs.ts'
export type { Rejected } from './types.ts'

// The dataset: curated price points, spec files and the rental series (data/bundled/gpu-prices).

export default {
  tools: [gpuPrices, gpuRentalHistory],
  producer: bundledProducer(GPU_PRICES, GpuPricesPayload, async (ctx) => {
    const inputs = loadGpuPricesInputs(undefined, ctx.fx)
    // The daily rows go to the series (a stored day is never rewritten); the snapshot keeps the summary.
    const fx = { cny: inputs.cny, twd: twdTable(inputs.fredMonthlyCsv) }
    await ctx.store.appendSeries(GPU_RENTAL_HISTORY, rentalDays(inputs.rentalCsv, fx))
    return buildGpuPrices(inputs)
  }),
  page: {
    dataset: GPU_PRICES,
    title: 'GPU prices and specs',
    about:
      "Data-center, workstation and consumer GPUs: VRAM, bandwidth, FP16/BF16 compute, TDP and release date (each with its source or a reason for null); list prices, China market prices and cloud rental per GPU-hour, every price with its source URL, date, quoted currency and CNY and USD at that date's FX.",
    method: 'gpu-prices',
    key: (g) => g.id,
    recordTitle: (g) => g.name,
    columns: [
      col('name', 'GPU', 'text', { link: 'record' }),
      col('vendor', 'Vendor', 'text', { filter: true }),
      col('category', 'Category', 'text', { filter: true }),
      col('form_factor', 'Form'),
      col('specs.vram_gb.value', 'VRAM GB', 'int'),
      col('specs.memory_bandwidth_gbs.value', 'Bandwidth GB/s', 'int'),
      col('specs.fp16_tensor_dense_tflops.value', 'FP16 dense TFLOPS', 'number'),
      col('specs.tdp_w.value', 'TDP W', 'int'),
      col('prices', 'Prices', 'int', { value: (g) => g.prices.length }),
      col('cloud_rental.median_usd', 'Rental median USD/h', 'usd'),
    ],
    fields: [
      col('name', 'GPU'),
      col('vendor', 'Vendor'),
      col('category', 'Category'),
      col('form_factor', 'Form factor'),
      col('china_part', 'China part', 'bool'),
      col('specs.vram_gb.value', 'VRAM GB', 'int'),
      col('specs.memory_bandwidth_gbs.value', 'Bandwidth GB/s', 'int'),
      col('specs.fp16_tensor_dense_tflops.value', 'FP16 dense TFLOPS', 'number'),
      col('specs.tdp_w.value', 'TDP W', 'int'),
      col('specs.release_date.value', 'Released', 'date'),
      col('cloud_rental.series', 'Rental series'),
      col('cloud_rental.date', 'Rental date', 'date'),
      col('cloud_rental.median_usd', 'Rental median, USD per GPU-hour', 'usd'),
      col('cloud_rental.min_usd', 'Rental minimum, USD per GPU-hour', 'usd'),
      col('cloud_rental.change_7d_median', '7-day change of the median', 'ratio-pct'),
    ],
    cites: (g) =>
      g.prices.map(
        (p: {
          market: string
          kind: string
          source_url: string | null
          date: string | null
          page_date: string | null
        }) => ({ label: `${p.market} (${p.kind})`, url: p.source_url, observed: p.date ?? p.page_date }),
      ),
    sections: [
      {
        title: 'Prices',
        rows: (data) => data.record.prices,
        columns: [
          col('market', 'Market'),
          col('kind', 'Kind'),
          col('region', 'Region'),
          col('basis', 'Basis'),
          col('price_reported', 'As reported'),
          col('usd.amount', 'USD', 'usd'),
          col('cny.amount', 'CNY', 'cny'),
          col('fx.rate', 'FX', 'number'),
          col('fx.date', 'FX date', 'date'),
          col('date', 'Date', 'date'),
          col('source_url', 'Source', 'url'),
        ],
        empty: 'No price.',
      },
    ],
  } satisfies PageView,
} satisfies Dataset
