// FX for GPU prices: CNY/USD from tools/fx.ts (FRED daily, then the ECB cross rate, then FRED
// monthly); TWD/USD from FRED monthly. Every rate keeps its date and source.
import { FxTable, fredMonthlyRates } from '../../../tools/fx.ts'
import type { FxUsed } from '../../../tools/gpu-prices/schema.ts'

const TWD_SOURCE = 'FRED monthly average TWD per USD (Taiwan), via datasets/exchange-rates fa7d9499'

/** TWD per USD, FRED monthly averages. */
export function twdTable(fredMonthlyCsv: string): FxTable {
  return new FxTable(fredMonthlyRates(fredMonthlyCsv, 'Taiwan', TWD_SOURCE))
}

/** The lookup date for a price date given as YYYY, YYYY-MM or YYYY-MM-DD, with the assumption it rests on. */
export function lookupDate(date: string): { date: string; assumption: string | null } {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return { date, assumption: null }
  if (/^\d{4}-\d{2}$/.test(date)) {
    return {
      date: `${date}-01`,
      assumption: 'Assumption: price dated to the month only; FX looked up on the first day of that month',
    }
  }
  if (/^\d{4}$/.test(date)) {
    return {
      date: `${date}-01-01`,
      assumption: 'Assumption: price dated to the year only; FX looked up on 1 January of that year',
    }
  }
  throw new Error(`unreadable price date '${date}'`)
}

export interface GpuFx {
  cny: FxTable
  twd: FxTable
}

/** The FX record for one price date (twd_per_usd filled for TWD quotes only). */
export function fxFor(fx: GpuFx, date: string, currency: string): FxUsed {
  const lookup = lookupDate(date)
  const rate = fx.cny.on(lookup.date)
  const twd = currency === 'TWD' ? fx.twd.on(lookup.date) : null
  const source = twd ? `${rate.source}; TWD: ${twd.source} (rate of ${twd.date})` : rate.source
  return {
    rate: rate.rate,
    date: rate.date,
    source,
    lookup_date: lookup.date,
    assumption: lookup.assumption,
    twd_per_usd: twd?.rate ?? null,
  }
}
