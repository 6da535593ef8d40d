// The only I/O of the gpu-prices dataset: read the bundled files, then build.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FxTable } from '../../../tools/fx.ts'
import { FX_FILES, loadFxSync } from '../../fx.ts'
import { buildGpuPrices, type GpuPricesInputs } from './build.ts'
import { LISTINGS_FILE } from './rental-days.ts'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
export const GPU_PRICES_DIR = join(ROOT, 'data/bundled/gpu-prices')
const SHARED_FX_DIR = join(ROOT, 'data/bundled') // the FRED and ECB files every dataset shares

/**
 * Reads the bundled inputs (FRED's monthly file from data/bundled, the rest
 * from `dir`); CNY with the run's FX table, else the bundled one.
 */
export function loadGpuPricesInputs(dir = GPU_PRICES_DIR, cny: FxTable = loadFxSync(SHARED_FX_DIR)): GpuPricesInputs {
  const read = (base: string, name: string) => readFileSync(join(base, name), 'utf8')
  return {
    pricePoints: JSON.parse(read(dir, 'gpu_price_points_sourced.json')),
    epochCsv: read(dir, 'epoch_ml_hardware.csv'),
    wikipedia: JSON.parse(read(dir, 'wikipedia_gpu_specs_voidful.json')),
    rentalCsv: read(dir, 'gpu_rental_prime_intellect_by_provider_daily.csv'),
    listingsCsv: read(dir, LISTINGS_FILE),
    cny,
    fredMonthlyCsv: read(SHARED_FX_DIR, FX_FILES.fredMonthly),
  }
}

/** Load + build. */
export function produceGpuPrices(dir?: string, cny?: FxTable) {
  return buildGpuPrices(loadGpuPricesInputs(dir, cny))
}
