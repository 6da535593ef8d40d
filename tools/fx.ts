// USD/CNY rates: FRED's daily noon rate (DEXCHUS), then FRED's monthly average after the last daily
// rate, so every converted price can name the real rate it used and that rate's date.
import { parseCsv } from './csv.ts'

/** One real USD/CNY rate: CNY per 1 USD on `date`, and where it came from. */
export interface FxRate { rate: number; date: string; source: string }

export const FX_SOURCES = {
  daily: 'FRED DEXCHUS (daily noon buying rate, Federal Reserve H.10)',
  monthly: 'FRED EXCHUS (monthly average, Federal Reserve G.5)',
} as const

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

  get last(): FxRate { return this.rates[this.rates.length - 1] }
}

/** Builds the table from the DEXCHUS daily CSV and the FRED all-countries monthly CSV. */
export function fxTableFromFred(dailyCsv: string, monthlyCsv: string): FxTable {
  const daily = parseCsv(dailyCsv)
    .filter((row) => /^\d+(\.\d+)?$/.test(row.DEXCHUS)) // "." marks a holiday
    .map((row) => ({ date: row.DATE, rate: Number(row.DEXCHUS), source: FX_SOURCES.daily }))
  const lastDaily = daily.at(-1)?.date ?? ''
  const monthly = parseCsv(monthlyCsv)
    .filter((row) => row.Country === 'China' && row.Date > lastDaily && Number(row['Exchange rate']) > 0)
    .map((row) => ({ date: row.Date, rate: Number(row['Exchange rate']), source: FX_SOURCES.monthly }))
  return new FxTable([...daily, ...monthly].sort((a, b) => a.date.localeCompare(b.date)))
}
