// Rounding of published figures, named by what is rounded so each kind keeps one precision everywhere
//. Each precision is what the figure was already published with: changing one changes served
// numbers, so a new figure picks the helper of its kind rather than a new precision.

/**
 * `x` rounded to `digits` decimals, halves up (Math.round: 0.125 -> 0.13 at 2 digits, -0.125 -> -0.12). The scale is
 * 10 ** digits, an exact power of ten, so this equals the `Math.round(x * 1e6) / 1e6` form it replaces bit for bit.
 */
export function roundTo(x: number, digits: number): number {
  const scale = 10 ** digits
  return Math.round(x * scale) / scale
}

/**
 * A token price per 1M tokens, and figures per unit derived from one (USD per benchmark point): 6 decimals, so that a
 * per-token price of $0.000000075 keeps all its digits as 0.075 per 1M.
 */
export const roundPerMillion = (x: number) => roundTo(x, 6)

/**
 * Money that is billed in small units: a GPU-hour rental, a per-card price derived from a node's, a price converted
 * to another currency, one line of a workload's monthly cost: 4 decimals (a hundredth of a cent).
 */
export const roundMoney = (x: number) => roundTo(x, 4)

/** An amount as a notice, a plan or a funding round states it in its currency: 2 decimals (cents, fen). */
export const roundCents = (x: number) => roundTo(x, 2)

/** An exchange rate (CNY per USD and the like): 4 decimals, as the central banks publish them. */
export const roundFxRate = (x: number) => roundTo(x, 4)

/** A ratio or share between 0 and about 1 (a 7-day change, a percentile, a spread of percentiles): 4 decimals. */
export const roundRatio = (x: number) => roundTo(x, 4)

/**
 * A ratio shown as a percent with `digits` decimals (0.123456 -> 12.35 at 2). Scaled in one step by 10 ** (digits + 2),
 * as the call sites always did, because scaling by 100 first can round differently in the last bit.
 */
export function roundPercent(ratio: number, digits = 2): number {
  return Math.round(ratio * 10 ** (digits + 2)) / 10 ** digits
}

/**
 * Money as a page shows it, without its currency sign: at least three significant digits, cents below 1,000 and
 * whole units from 1,000 up (0.5208 -> 0.521, 1.0412 -> 1.04, 67.2134 -> 67.21, 18.75 -> 18.75, 1234.5 -> 1,235),
 * so a converted price reads as precise as the list prices beside it and a funding round has no cents. Pages
 * only: feeds keep the figures as computed.
 */
export function displayMoney(x: number): string {
  const magnitude = x === 0 ? 0 : Math.floor(Math.log10(Math.abs(x)))
  const cents = magnitude < 3
  const decimals = cents ? Math.min(20, Math.max(2, 2 - magnitude)) : 0
  return x.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: decimals })
}
