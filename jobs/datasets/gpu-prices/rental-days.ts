// The rental series day by day (tools/gpu-rental-history.ts): for every GPU the name table matches,
// each day's lowest and median provider minimum, at that day's FX. Pure; the producer stores them.
import { roundMoney } from '../../../tools/round.ts'
import { median } from '../../../tools/stats.ts'
import type { GpuRentalDay } from '../../../tools/gpu-rental-history.ts'
import { type GpuFx, fxFor } from './fx.ts'
import { matchRental } from './match.ts'
import { providerRows, RENTAL_FILE, RENTAL_URL } from './rental.ts'

/** Every matched GPU's rows, one per day of its series. (Unmatched series are reported by the summary.) */
export function rentalDays(csv: string, fx: GpuFx): GpuRentalDay[] {
  const rows: GpuRentalDay[] = []
  for (const [key, days] of providerRows(csv)) {
    const [gpuType, socket] = key.split('|')
    const target = matchRental(gpuType, socket)
    if ('reason' in target) continue
    for (const [date, providers] of [...days].sort(([a], [b]) => a.localeCompare(b))) {
      const prices = providers.map((p) => Number(p.min_usd_per_gpu_hour))
      const rate = fxFor(fx, date, 'USD')
      const [minUsd, medianUsd] = [Math.min(...prices), roundMoney(median(prices))]
      rows.push({
        date,
        gpu: target.id,
        upstream_series: socket ? `${gpuType} ${socket}` : gpuType,
        providers: providers.length,
        offers: providers.reduce((sum, p) => sum + Number(p.max_offer_count), 0),
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
