// Rates for converting reported amounts to USD. CNY: the one table of jobs/fx.ts (FRED daily DEXCHUS,
// the ECB's daily cross rate after it, then FRED monthly averages). HKD: FRED's monthly Hong Kong
// series from the bundled all-countries file.
import { fredMonthlyRates, FxTable } from '../../../tools/fx.ts'

const HKD_SOURCE =
  'FRED EXHKUS (monthly average HKD per USD, Federal Reserve G.5), via datasets/exchange-rates monthly.csv'

/** Currency units per 1 USD, one table per currency we can convert. */
export interface FundingFx {
  CNY: FxTable
  HKD: FxTable
}

/** HKD per USD, monthly averages dated the first of their month. */
function hkdTableFromFredMonthly(monthlyCsv: string): FxTable {
  return new FxTable(fredMonthlyRates(monthlyCsv, 'Hong Kong', HKD_SOURCE))
}

/** Both tables: CNY as every dataset converts it, HKD from the FRED monthly file. */
export function fundingFx(cny: FxTable, monthlyCsv: string): FundingFx {
  return { CNY: cny, HKD: hkdTableFromFredMonthly(monthlyCsv) }
}

/**
 * The day an announcement date is converted on: the date itself, or the first day of its month (an assumption, stated
 * in docs/methods/ai-funding.md); null when only the year (or nothing) is known.
 */
export function fxDay(date: string | null): string | null {
  if (!date) return null
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date
  if (/^\d{4}-\d{2}$/.test(date)) return `${date}-01`
  return null
}
