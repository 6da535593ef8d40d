// FX for GPU prices: CNY/USD from FRED daily, then the ECB cross rate for days after FRED's daily
// series ends, then FRED monthly; TWD/USD from FRED monthly. Every rate keeps its date and source.
import { parseCsv } from '../../../tools/csv.ts'
import { FX_SOURCES, FxTable, type FxRate } from '../../../tools/fx.ts'
import type { FxUsed } from '../../../tools/schemas/gpu-prices.ts'

export const ECB_SOURCE = 'ECB euro foreign exchange reference rates (eurofxref-hist via h0tbird/eurofxref d21ffee4), cross rate CNY/USD = CNY per EUR / USD per EUR'
export const TWD_SOURCE = 'FRED monthly average TWD per USD (Taiwan), via datasets/exchange-rates fa7d9499'

/** Daily CNY per USD from the ECB file: the cross rate CNY per EUR / USD per EUR, days with both rates only. */
export function ecbCrossRates(ecbCsv: string): FxRate[] {
  return parseCsv(ecbCsv)
    .filter((row) => Number(row.usd_per_eur) > 0 && Number(row.cny_per_eur) > 0)
    .map((row) => ({
      date: row.date,
      // Recomputed rather than read from cny_per_usd_cross so the formula is ours and cited.
      rate: Math.round((Number(row.cny_per_eur) / Number(row.usd_per_eur)) * 1e4) / 1e4,
      source: ECB_SOURCE,
    }))
    .sort((a, b) => a.date.localeCompare(b.date))
}

/** An FxTable from the ECB cross rates alone. */
export function fxTableFromEcb(ecbCsv: string): FxTable {
  return new FxTable(ecbCrossRates(ecbCsv))
}

/** FRED daily, then ECB cross rates after the last FRED day, then FRED monthly after the last daily rate of either. */
export function chainedCnyTable(fredDailyCsv: string, fredMonthlyCsv: string, ecbCsv: string): FxTable {
  const daily = parseCsv(fredDailyCsv)
    .filter((row) => /^\d+(\.\d+)?$/.test(row.DEXCHUS)) // "." marks a holiday
    .map((row) => ({ date: row.DATE, rate: Number(row.DEXCHUS), source: FX_SOURCES.daily }))
  const lastFred = daily.at(-1)?.date ?? ''
  const ecb = ecbCrossRates(ecbCsv).filter((rate) => rate.date > lastFred)
  const lastDaily = ecb.at(-1)?.date ?? lastFred
  const monthly = parseCsv(fredMonthlyCsv)
    .filter((row) => row.Country === 'China' && row.Date > lastDaily && Number(row['Exchange rate']) > 0)
    .map((row) => ({ date: row.Date, rate: Number(row['Exchange rate']), source: FX_SOURCES.monthly }))
  return new FxTable([...daily, ...ecb, ...monthly].sort((a, b) => a.date.localeCompare(b.date)))
}

/** TWD per USD, FRED monthly averages. */
export function twdTable(fredMonthlyCsv: string): FxTable {
  return new FxTable(parseCsv(fredMonthlyCsv)
    .filter((row) => row.Country === 'Taiwan' && Number(row['Exchange rate']) > 0)
    .map((row) => ({ date: row.Date, rate: Number(row['Exchange rate']), source: TWD_SOURCE }))
    .sort((a, b) => a.date.localeCompare(b.date)))
}

/** The lookup date for a price date given as YYYY, YYYY-MM or YYYY-MM-DD, with the assumption it rests on. */
export function lookupDate(date: string): { date: string; assumption: string | null } {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return { date, assumption: null }
  if (/^\d{4}-\d{2}$/.test(date)) {
    return { date: `${date}-01`, assumption: 'Assumption: price dated to the month only; FX looked up on the first day of that month' }
  }
  if (/^\d{4}$/.test(date)) {
    return { date: `${date}-01-01`, assumption: 'Assumption: price dated to the year only; FX looked up on 1 January of that year' }
  }
  throw new Error(`unreadable price date '${date}'`)
}

export interface GpuFx { cny: FxTable; twd: FxTable }

/** The FX record for one price date (twd_per_usd filled for TWD quotes only). */
export function fxFor(fx: GpuFx, date: string, currency: string): FxUsed {
  const lookup = lookupDate(date)
  const rate = fx.cny.on(lookup.date)
  const twd = currency === 'TWD' ? fx.twd.on(lookup.date) : null
  const source = twd ? `${rate.source}; TWD: ${twd.source} (rate of ${twd.date})` : rate.source
  return { rate: rate.rate, date: rate.date, source, lookup_date: lookup.date, assumption: lookup.assumption, twd_per_usd: twd?.rate ?? null }
}
