// Rates for converting reported amounts to USD. CNY: tools/fx.ts (FRED daily DEXCHUS, then FRED
// monthly averages). HKD: FRED's monthly Hong Kong series from the same bundled all-countries file.
// The ECB file in shared/data ends on 2025-05-09 (the same day as DEXCHUS), so it adds no later rate.
import { fredMonthlyRates, FxTable, fxTableFromFred } from '../../../tools/fx.ts'

export const HKD_SOURCE = 'FRED EXHKUS (monthly average HKD per USD, Federal Reserve G.5), via datasets/exchange-rates monthly.csv'

/** Currency units per 1 USD, one table per currency we can convert. */
export interface FundingFx { CNY: FxTable; HKD: FxTable }

/** HKD per USD, monthly averages dated the first of their month. */
export function hkdTableFromFredMonthly(monthlyCsv: string): FxTable {
  return new FxTable(fredMonthlyRates(monthlyCsv, 'Hong Kong', HKD_SOURCE))
}

/** Both tables from the two bundled FRED files. */
export function fundingFx(dailyCsv: string, monthlyCsv: string): FundingFx {
  return { CNY: fxTableFromFred(dailyCsv, monthlyCsv), HKD: hkdTableFromFredMonthly(monthlyCsv) }
}

/** The day an announcement date is converted on: the date itself, or the first day of its month (an assumption, stated in docs/methods/ai-funding.md); null when only the year (or nothing) is known. */
export function fxDay(date: string | null): string | null {
  if (!date) return null
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date
  if (/^\d{4}-\d{2}$/.test(date)) return `${date}-01`
  return null
}
