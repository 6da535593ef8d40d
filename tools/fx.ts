// USD/CNY rates: FRED's daily noon rate (DEXCHUS), then the ECB's daily cross rate after it, then
// FRED's monthly average after the last daily rate, so every converted price can name the real rate
// it used and that rate's date.
import { parseCsv } from './csv.ts'
import { roundFxRate } from './round.ts'

/** One real USD/CNY rate: CNY per 1 USD on `date`, and where it came from. */
export interface FxRate {
  rate: number
  date: string
  source: string
}

export const FX_SOURCES = {
  daily: 'FRED DEXCHUS (daily noon buying rate, Federal Reserve H.10)',
  monthly: 'FRED EXCHUS (monthly average, Federal Reserve G.5)',
} as const

/**
 * The most days a rate may lie from the observation it converts before the record says why in words:
 * every dataset that converts a price holds to the same limit.
 */
export const FX_MAX_DAYS = 7

/** A date-sorted rate series with carry-forward look-up. */
export class FxTable {
  constructor(private readonly rates: FxRate[]) {
    if (!rates.length) throw new Error('FX table is empty')
  }

  /** The last real rate on or before `date` (carried forward over weekends, holidays and after the series ends). */
  on(date: string): FxRate {
    let lo = 0
    let hi = this.rates.length - 1
    if (date < this.rates[0].date) throw new Error(`no USD/CNY rate on or before ${date}`)
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (this.rates[mid].date <= date) lo = mid
      else hi = mid - 1
    }
    return this.rates[lo]
  }

  get last(): FxRate {
    return this.rates[this.rates.length - 1]
  }

  /** Every rate, oldest first (a dataset that converts at any date ships the series it used). */
  get series(): readonly FxRate[] {
    return this.rates
  }
}

/**
 * The ECB files' cross rate, CNY per USD = CNY per EUR / USD per EUR, cited as this (the copy of
 * eurofxref-hist each file came from). Short on purpose: every history row carries it; the datasets'
 * source lists give the URL and the formula.
 */
export const ECB_SOURCE = 'ECB cross rate CNY/USD (eurofxref-hist, h0tbird/eurofxref@d21ffee)'
export const ECB_2025_2026_SOURCE = 'ECB cross rate CNY/USD (eurofxref-hist, SALV19/MachineLearning@96f5cd8)'

/** Daily CNY per USD from an ECB file (days with both rates only; recomputed, so the formula is ours and cited). */
export function ecbCrossRates(ecbCsv: string, source: string = ECB_SOURCE): FxRate[] {
  return parseCsv(ecbCsv)
    .filter((row) => Number(row.usd_per_eur) > 0 && Number(row.cny_per_eur) > 0)
    .map((row) => ({
      date: row.date,
      rate: roundFxRate(Number(row.cny_per_eur) / Number(row.usd_per_eur)),
      source,
    }))
    .sort((a, b) => a.date.localeCompare(b.date))
}

/** An FxTable from the ECB cross rates alone (an independent check of FRED). */
export function fxTableFromEcb(ecbCsv: string): FxTable {
  return new FxTable(ecbCrossRates(ecbCsv))
}

/** One country's FRED monthly averages (units per USD, dated the first of the month) from the all-countries file. */
export function fredMonthlyRates(monthlyCsv: string, country: string, source: string): FxRate[] {
  return parseCsv(monthlyCsv)
    .filter((row) => row.Country === country && Number(row['Exchange rate']) > 0)
    .map((row) => ({ date: row.Date, rate: Number(row['Exchange rate']), source }))
    .sort((a, b) => a.date.localeCompare(b.date))
}

/**
 * CNY per USD: FRED's daily DEXCHUS, then (when given: an ECB file, or rates already read) the ECB
 * cross rates after its last day, then FRED's monthly average after the last daily rate of either.
 */
export function fxTableFromFred(dailyCsv: string, monthlyCsv: string, ecbRates?: string | FxRate[]): FxTable {
  const daily = parseCsv(dailyCsv)
    .filter((row) => /^\d+(\.\d+)?$/.test(row.DEXCHUS)) // "." marks a holiday
    .map((row) => ({ date: row.DATE, rate: Number(row.DEXCHUS), source: FX_SOURCES.daily }))
  const lastFred = daily.at(-1)?.date ?? ''
  const ecb = (typeof ecbRates === 'string' ? ecbCrossRates(ecbRates) : (ecbRates ?? [])).filter(
    (rate) => rate.date > lastFred,
  )
  const lastDaily = ecb.at(-1)?.date ?? lastFred
  const monthly = fredMonthlyRates(monthlyCsv, 'China', FX_SOURCES.monthly).filter((rate) => rate.date > lastDaily)
  return new FxTable([...daily, ...ecb, ...monthly].sort((a, b) => a.date.localeCompare(b.date)))
}
