// The gpu-prices dataset's public surface: builder, loader/producer and the per-GPU cost inputs.
import gpuPrices, { GPU_PRICES, GpuPricesPayload } from '../../../tools/gpu-prices/gpu-prices.ts'
import { gpuPricesPage } from '../../../tools/gpu-prices/page.ts'
import gpuRentalHistory, { GPU_RENTAL_HISTORY } from '../../../tools/gpu-prices/gpu-rental-history.ts'
import { bundledProducer, type Dataset } from '../../dataset.ts'
import { buildGpuPrices, gpuFxOf } from './build.ts'
import { loadGpuPricesInputs } from './load.ts'
import { listingDays, rentalDays } from './rental-days.ts'

// The dataset: curated price points, spec files and the rental series (data/bundled/gpu-prices).

/** GPU rental prices move within weeks; a summary whose newest observation is older misleads. */
const GPU_STALE_DAYS = 30

export default {
  tools: [gpuPrices, gpuRentalHistory],
  producer: bundledProducer(
    GPU_PRICES,
    GpuPricesPayload,
    async (ctx) => {
      const inputs = loadGpuPricesInputs(undefined, ctx.fx)
      // The daily rows go to the series (a stored day is never rewritten); the snapshot keeps the summary.
      const fx = gpuFxOf(inputs)
      const rows = [...rentalDays(inputs.rentalCsv, fx), ...listingDays(inputs.listingsCsv, fx)]
      return { ...buildGpuPrices(inputs), series: { [GPU_RENTAL_HISTORY.name]: rows } }
    },
    GPU_STALE_DAYS,
    [GPU_RENTAL_HISTORY],
  ),
  page: gpuPricesPage,
} satisfies Dataset
