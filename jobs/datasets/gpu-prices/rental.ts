// Cloud rental per GPU-hour from the Prime Intellect daily by-provider series: on each day, the
// lowest and the median of the providers' daily minimum prices, and their 7-day change.
import { convertPrice } from '../../../tools/price-domain.ts'
import { parseCsv } from '../../../tools/csv.ts'
import { addDays } from '../../../tools/dates.ts'
import { roundMoney, roundRatio } from '../../../tools/round.ts'
import { median } from '../../../tools/stats.ts'
import type { GpuRental } from '../../../tools/gpu-prices/schema.ts'
import { type GpuFx, fxFor } from './fx.ts'
import { matchRental } from './match.ts'
import type { Rejected } from '../../../tools/rejected.ts'

export const RENTAL_FILE = 'gpu_rental_prime_intellect_by_provider_daily.csv'
export const RENTAL_URL =
  'https://github.com/tugot17/gpu-price-tracker/tree/718a831c495f202f8c290d290b1f652aa7ed70d9/data/summary'
export const RENTAL_FORMULA =
  "Per day: each provider's daily minimum USD/GPU-hour (min_usd_per_gpu_hour); min_usd = lowest across " +
  'providers, median_usd = median across providers (mean of the two middle values for an even count). 7-day ' +
  'change = (p_d - p_{d-7}) / p_{d-7}, d = latest day of the series, d-7 = seven calendar days earlier.'

/** One series: day -> providers' daily minimum prices. */
export type DailySeries = Map<string, number[]>

/** The CSV's provider rows by series (`gpu_type|socket_type`) and day; a row without a positive price is left out. */
export function providerRows(csv: string): Map<string, Map<string, Record<string, string>[]>> {
  const out = new Map<string, Map<string, Record<string, string>[]>>()
  for (const row of parseCsv(csv)) {
    if (!(Number(row.min_usd_per_gpu_hour) > 0)) continue
    const key = `${row.gpu_type}|${row.socket_type}`
    const days = out.get(key) ?? new Map<string, Record<string, string>[]>()
    days.set(row.date, [...(days.get(row.date) ?? []), row])
    out.set(key, days)
  }
  return out
}

/** The daily minimum prices of each series (`gpu_type|socket_type`), per day. */
export function dailySeries(csv: string): Map<string, DailySeries> {
  const out = new Map<string, DailySeries>()
  for (const [key, days] of providerRows(csv)) {
    out.set(key, new Map([...days].map(([day, rows]) => [day, rows.map((r) => Number(r.min_usd_per_gpu_hour))])))
  }
  return out
}

/** The 7-day change of one statistic, or null when day d-7 has no observation. */
function change7d(series: DailySeries, day: string, stat: (prices: number[]) => number): number | null {
  const before = series.get(addDays(day, -7))
  const now = series.get(day)
  if (!before?.length || !now?.length) return null
  const p0 = stat(before)
  return roundRatio((stat(now) - p0) / p0)
}

/** Rental summary per catalogue id, plus the series that match no catalogue id. */
export function rentalsById(csv: string, fx: GpuFx): { rentals: Map<string, GpuRental>; rejected: Rejected[] } {
  const rentals = new Map<string, GpuRental>()
  const rejected: Rejected[] = []
  for (const [key, series] of dailySeries(csv)) {
    const [gpuType, socket] = key.split('|')
    const target = matchRental(gpuType, socket)
    if ('reason' in target) {
      rejected.push({ source: RENTAL_FILE, record: key, reason: target.reason })
      continue
    }
    const day = [...series.keys()].sort().at(-1)!
    const prices = series.get(day)!
    const from = addDays(day, -7)
    const rate = fxFor(fx, day, 'USD')
    const minUsd = Math.min(...prices)
    const medianUsd = roundMoney(median(prices))
    const changeMin = change7d(series, day, (p) => Math.min(...p))
    rentals.set(target.id, {
      series: socket ? `${gpuType} ${socket}` : gpuType,
      date: day,
      currency: 'USD',
      providers: prices.length,
      min_usd: minUsd,
      median_usd: medianUsd,
      min_cny: roundMoney(convertPrice(minUsd, 'USD', 'CNY', rate.rate)),
      median_cny: roundMoney(convertPrice(medianUsd, 'USD', 'CNY', rate.rate)),
      fx: rate,
      change_7d_min: changeMin,
      change_7d_median: change7d(series, day, median),
      change_7d_from: changeMin === null ? null : from,
      change_7d_null_reason: changeMin === null ? `no observation on ${from}` : null,
      formula: RENTAL_FORMULA,
      match_assumption: target.assumption,
      source_url: RENTAL_URL,
    })
  }
  return { rentals, rejected }
}
