// The rental series day by day (tools/gpu-prices/gpu-rental-history.ts): for every GPU the name table matches,
// each day's lowest and median provider minimum, at that day's FX. Pure; the producer stores them.
import { convertPrice } from '../../../tools/price-domain.ts'
import { parseCsv } from '../../../tools/csv.ts'
import { roundMoney } from '../../../tools/round.ts'
import { median } from '../../../tools/stats.ts'
import type { GpuRentalDay } from '../../../tools/gpu-prices/gpu-rental-history.ts'
import { type GpuFx, fxFor } from './fx.ts'
import { matchRental } from './match.ts'
import { providerRows, RENTAL_FILE, RENTAL_URL } from './rental.ts'

/** One day's row: the two statistics in USD and at the day's USD/CNY rate, with its source. */
function dayRow(
  day: Pick<GpuRentalDay, 'date' | 'gpu' | 'upstream_series'>,
  counts: Pick<GpuRentalDay, 'providers' | 'offers'>,
  usd: { min: number; median: number },
  fx: GpuFx,
  source: Pick<GpuRentalDay, 'source_name' | 'source_url'>,
): GpuRentalDay {
  const rate = fxFor(fx, day.date, 'USD')
  return {
    ...day,
    ...counts,
    min_usd: usd.min,
    median_usd: usd.median,
    min_cny: roundMoney(convertPrice(usd.min, 'USD', 'CNY', rate.rate)),
    median_cny: roundMoney(convertPrice(usd.median, 'USD', 'CNY', rate.rate)),
    fx_usd_cny: rate.rate,
    fx_date: rate.date,
    fx_source: rate.source,
    ...source,
  }
}

/** Every matched GPU's rows, one per day of its series. (Unmatched series are reported by the summary.) */
export function rentalDays(csv: string, fx: GpuFx): GpuRentalDay[] {
  const rows: GpuRentalDay[] = []
  for (const [key, days] of providerRows(csv)) {
    const [gpuType, socket] = key.split('|')
    const target = matchRental(gpuType, socket)
    if ('reason' in target) continue
    for (const [date, providers] of [...days].sort(([a], [b]) => a.localeCompare(b))) {
      const prices = providers.map((p) => Number(p.min_usd_per_gpu_hour))
      const day = { date, gpu: target.id, upstream_series: socket ? `${gpuType} ${socket}` : gpuType }
      const counts = {
        providers: providers.length,
        offers: providers.reduce((sum, p) => sum + Number(p.max_offer_count), 0),
      }
      const usd = { min: Math.min(...prices), median: roundMoney(median(prices)) }
      rows.push(dayRow(day, counts, usd, fx, { source_name: RENTAL_FILE, source_url: RENTAL_URL }))
    }
  }
  return rows
}

export const LISTINGS_FILE = 'ccir_cri_h100_sxm_us_vast_listings.csv'
export const LISTINGS_URL =
  'https://github.com/ccir-index/cri-h100/tree/ca1ecfa3438289da09bd8fef2961a6eddae15fd9/data/h100-sxm-us'
/** The listings' GPU (CCIR's target "H100 SXM", 81,559 MB: the 80 GB SXM part) and how the rows name it. */
const LISTINGS_GPU = { name: 'H100 SXM', id: 'nvidia-h100-sxm', series: 'H100 SXM, Vast.ai US listings (CCIR)' }

/**
 * Days of one marketplace's host listings (CCIR's raw Vast.ai files, US, reliability >= 0.9): one provider,
 * Vast.ai, whose daily minimum is the lowest listing per GPU-hour, so min and median are that figure, the
 * same rule as the per-provider series; `offers` counts the listings. Its days follow the per-provider
 * series' last day and name their own source, so a chart or a reader sees where the source changes.
 */
export function listingDays(csv: string, fx: GpuFx): GpuRentalDay[] {
  const byDay = new Map<string, number[]>()
  for (const row of parseCsv(csv)) {
    const perGpu = Number(row.dph_per_gpu)
    if (row.gpu_name !== LISTINGS_GPU.name || !(perGpu > 0)) continue
    byDay.set(row.date, [...(byDay.get(row.date) ?? []), perGpu])
  }
  return [...byDay]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, prices]) => {
      const day = { date, gpu: LISTINGS_GPU.id, upstream_series: LISTINGS_GPU.series }
      const lowest = roundMoney(Math.min(...prices))
      const source = { source_name: LISTINGS_FILE, source_url: LISTINGS_URL }
      return dayRow(day, { providers: 1, offers: prices.length }, { min: lowest, median: lowest }, fx, source)
    })
}
