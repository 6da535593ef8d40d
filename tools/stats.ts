// The mean and order statistics over lists of numbers, one definition for every dataset: two modules that each
// compute a median are a bug waiting for the day they disagree.

/** The arithmetic mean, summed in the list's order (NaN on an empty list). */
export function mean(values: readonly number[]): number {
  return values.reduce((sum, x) => sum + x, 0) / values.length
}

/** The values in ascending numeric order, as a new array. */
function ascending(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b)
}

/**
 * The median: the middle value, or the mean of the two middle values on an even count (quantile 0.5 below, computed
 * as (a + b) / 2 so that published medians keep their exact floating-point value). NaN on an empty list.
 */
export function median(values: readonly number[]): number {
  if (!values.length) return Number.NaN
  const sorted = ascending(values)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * The q-quantile (0 <= q <= 1) by linear interpolation between closest ranks: h = (n - 1) * q on the sorted list, then
 * x[floor h] + (h - floor h) * (x[floor h + 1] - x[floor h]). This is Hyndman and Fan's definition 7, the default of
 * R's quantile(), NumPy's percentile() and Excel's PERCENTILE.INC: quantile 0 is the minimum, 1 the maximum, and it
 * never reports a value outside the data's range. NaN on an empty list.
 */
export function quantile(values: readonly number[], q: number): number {
  if (!(q >= 0 && q <= 1)) throw new RangeError(`quantile: q must be within 0..1, got ${q}`)
  if (!values.length) return Number.NaN
  const sorted = ascending(values)
  const h = (sorted.length - 1) * q
  const lo = Math.floor(h)
  const hi = Math.min(lo + 1, sorted.length - 1)
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo])
}
