// The unit prices of one first-party offer on one day, for each slice of a workload, from the best
// evidence there is: the seller's own rows (priceAt, any date), else the published record (the latest
// day) with its components, else the history row of that day (headline prices only).
import type { OfficialPriceItem } from './official-prices/schema.ts'
import { priceAt, type Usage } from './price-at.ts'
import type { HistoryRow, PriceRecord } from './schemas.ts'
import type { Slice, UnitPrices } from './workload.ts'
import { isRuleMode } from './price-terms.ts'

export interface SlicePrices {
  prices: UnitPrices
  source_url: string
  /** The day the price was stated or observed. */
  observed: string
  /** How it was found: the seller's rows, the latest record, or that day's history row. */
  basis: 'seller page' | 'latest record' | 'history'
  /** What moved it from the standard price (a window, a band, batch), in words. */
  applied: string[]
}

const QUARTER_HOURS = Array.from(
  { length: 96 },
  (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
)

/**
 * From the seller's rows: the slice's price at an instant of `date`
 * inside (off-peak) or outside (else) any discount window.
 */
export function fromSellerRows(
  rows: OfficialPriceItem[],
  model: string,
  date: string,
  slice: Slice,
  usage: Omit<Usage, 'mode'>,
): SlicePrices | undefined {
  const mode = slice === 'batch' ? 'batch' : 'standard'
  const wantOffPeak = slice === 'off_peak'
  for (const hhmm of QUARTER_HOURS) {
    const p = priceAt(rows, model, `${date}T${hhmm}:00Z`, { ...usage, mode })
    if (!p) return undefined
    const offPeak = p.rows.some((r) => r.mode === 'off_peak')
    if (offPeak !== wantOffPeak) continue
    // No batch row in force: the standard price is not a batch price.
    if (mode === 'batch' && !p.rows.some((r) => r.mode === 'batch')) return undefined
    const newest = p.rows.reduce((a, r) => (r.page_date > a.page_date ? r : a), p.rows[0])
    return {
      prices: {
        currency: p.currency,
        input: p.input!,
        output: p.output!,
        cache_read: p.cache_read,
        cache_write: p.cache_write,
        thinking_output: p.thinking_output,
      },
      // The row of the rule applied (batch, off-peak window, promotion), else the standard row.
      source_url: (p.rows.find((r) => isRuleMode(r.mode)) ?? p.rows[0]).url,
      observed: newest.page_date,
      basis: 'seller page',
      applied: p.applied,
    }
  }
  return undefined
}

/**
 * From the latest published record: the headline, a stated batch
 * or off-peak component, the tier holding `contextTokens`.
 */
export function fromRecord(r: PriceRecord, slice: Slice, contextTokens?: number): SlicePrices | undefined {
  const native =
    r.native_currency === 'CNY'
      ? { input: r.input_cny, output: r.output_cny, cache_read: r.cache_read_cny, cache_write: r.cache_write_cny }
      : { input: r.input_usd, output: r.output_usd, cache_read: r.cache_read_usd, cache_write: r.cache_write_usd }
  const applied: string[] = []
  const tier =
    contextTokens === undefined
      ? undefined
      : r.tiers?.find((t) => t.up_to_input_tokens === null || contextTokens <= t.up_to_input_tokens)
  if (tier && r.tiers && tier !== r.tiers[0]) {
    Object.assign(native, {
      input: tier.input,
      ...(tier.output != null ? { output: tier.output } : {}),
      ...(tier.cache_read != null ? { cache_read: tier.cache_read } : {}),
    })
    applied.push(`context band up to ${tier.up_to_input_tokens ?? 'any'} input tokens`)
  }
  if (slice !== 'standard') {
    const c = r.components?.find((x) => x.name === slice)
    if (!c) return undefined
    Object.assign(
      native,
      Object.fromEntries(
        Object.entries({ input: c.input, output: c.output, cache_read: c.cache_read }).filter(([, v]) => v != null),
      ),
    )
    applied.push(`${slice}: ${c.applies}`)
  }
  return {
    prices: { currency: r.native_currency, ...native, thinking_output: null },
    source_url: r.source_url,
    observed: r.last_observed,
    basis: 'latest record',
    applied,
  }
}

/** From a day's history row: headline prices in the billing currency (no components are kept in history). */
export function fromHistory(h: HistoryRow, slice: Slice): SlicePrices | undefined {
  if (slice !== 'standard') return undefined
  const cny = h.native_currency === 'CNY'
  return {
    prices: {
      currency: h.native_currency,
      input: cny ? h.input_cny : h.input_usd,
      output: cny ? h.output_cny : h.output_usd,
      cache_read: cny ? h.cache_read_cny : h.cache_read_usd,
      cache_write: cny ? h.cache_write_cny : h.cache_write_usd,
      thinking_output: null,
    },
    source_url: h.source_url,
    observed: h.last_observed,
    basis: 'history',
    applied: [],
  }
}
