// The rental series day by day (tools/gpu-rental-history.ts): for every GPU the name table matches,
// each day's lowest and median provider minimum, at that day's FX. Pure; the producer stores them.
import { GPU_RENTAL_HISTORY, type GpuRentalDay } from '../../../tools/gpu-rental-history.ts'
import { type GpuFx, fxFor } from './fx.ts'
import { matchRental } from './match.ts'
import { dailySeries, median, RENTAL_FILE, RENTAL_URL } from './rental.ts'

// MERGE-TODO: tools/round.ts once the shared rounding lands (4 decimals, as the summary's figures).
const roundMoney = (x: number) => Math.round(x * 1e4) / 1e4

export { GPU_RENTAL_HISTORY }

/** Every matched GPU's rows, one per day of its series. (Unmatched series are reported by the summary.) */
export function rentalDays(csv: string, fx: GpuFx): GpuRentalDay[] {
  const rows: GpuRentalDay[] = []
  for (const [key, series] of dailySeries(csv)) {
    const [gpuType, socket] = key.split('|')
    const target = matchRental(gpuType, socket)
    if ('reason' in target) continue
    for (const [date, prices] of [...series].sort(([a], [b]) => a.localeCompare(b))) {
      const rate = fxFor(fx, date, 'USD')
      const [minUsd, medianUsd] = [Math.min(...prices), roundMoney(median(prices))]
      rows.push({
        date,
        gpu: target.id,
        upstream_series: socket ? `${gpuType} ${socket}` : gpuType,
        providers: prices.length,
        min_usd: minUsd,
        median_usd: medianUsd,
        min_cny: roundMoney(minUsd * rate.rate),
        median_cny: roundMoney(medianUsd * rate.rate),
        fx_usd_cny: rate.rate,
        fx_date: rate.date,
        fx_source: rate.source,
        source_name: RENTAL_FILE,
        source_url: RENTAL_URL,
      })
    }
  }
  return rows
}
