// What a monthly workload costs on one offer: the tokens split into parts (uncached input, cache
// reads, cache writes, output, reasoning) and into slices (standard, batch, off-peak), each part of
// each slice at the unit price in force, converted once at a named rate. Pure arithmetic.
import { roundMoney } from './round.ts'

/** A month of use, in tokens; shares are fractions of every part. */
export interface Workload {
  input_tokens: number
  /** Input tokens served from the cache (billed at the cache-read price). */
  cached_tokens: number
  cache_write_tokens: number
  cache_write_ttl: '5m' | '1h'
  output_tokens: number
  reasoning_tokens: number
  batch_share: number
  off_peak_share: number
}

export { SLICES, type Slice } from './price-terms.ts'
import type { Slice } from './price-terms.ts'
type Part = 'input' | 'cache_read' | 'cache_write' | 'output' | 'reasoning'

/** The unit prices of one slice, per 1M tokens in the seller's currency. */
export interface UnitPrices {
  currency: 'USD' | 'CNY'
  input: number
  output: number
  cache_read: number | null
  cache_write: number | null
  thinking_output: number | null
}

export interface CostLine {
  slice: Slice
  part: Part
  tokens: number
  /** Unit price per 1M tokens in the answer's currency. */
  price_per_1m: number
  /** The same price as the seller states it. */
  native_price_per_1m: number
  cost: number
}

/**
 * The cost lines of one slice: `share` of every part of the workload at `prices`, converted by
 * `rate` (answer currency per seller's currency). Parts the seller does not price apart are billed
 * as the seller bills them, and `notes` says so: a cache read with no stated price is input, a
 * cache write with no stated price is input (no surcharge stated), reasoning is output unless
 * thinking output is priced apart.
 */
export function sliceCost(
  w: Workload,
  slice: Slice,
  share: number,
  prices: UnitPrices,
  rate: number,
  notes: string[],
): CostLine[] {
  if (share <= 0) return []
  const cacheRead = prices.cache_read ?? prices.input
  if (w.cached_tokens > 0 && prices.cache_read == null)
    notes.push(`${slice}: no cache-read price stated; cached tokens billed at the input price`)
  const cacheWrite = prices.cache_write ?? prices.input
  if (w.cache_write_tokens > 0 && prices.cache_write == null)
    notes.push(`${slice}: no cache-write price stated; written tokens billed at the input price`)
  const parts: [Part, number, number][] = [
    ['input', w.input_tokens - w.cached_tokens, prices.input],
    ['cache_read', w.cached_tokens, cacheRead],
    ['cache_write', w.cache_write_tokens, cacheWrite],
    ['output', w.output_tokens, prices.output],
    ['reasoning', w.reasoning_tokens, prices.thinking_output ?? prices.output],
  ]
  return parts
    .filter(([, tokens]) => tokens > 0)
    .map(([part, tokens, native]) => {
      const t = tokens * share
      return {
        slice,
        part,
        tokens: Math.round(t),
        price_per_1m: native * rate,
        native_price_per_1m: native,
        cost: roundMoney((t / 1e6) * native * rate),
      }
    })
}

/** The shares of the three slices; the standard one is what batch and off-peak leave. */
export function slices(w: Workload): [Slice, number][] {
  return [
    ['standard', 1 - w.batch_share - w.off_peak_share],
    ['batch', w.batch_share],
    ['off_peak', w.off_peak_share],
  ]
}

/** The total of the lines, rounded like each line. */
export const totalOf = (lines: CostLine[]) => roundMoney(lines.reduce((a, l) => a + l.cost, 0))
