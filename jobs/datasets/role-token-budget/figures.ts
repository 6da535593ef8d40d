// Constructors for Figures (sourced / derived / assumption) and the price side of a pick, shared by
// the role budget and the enterprise cost builders, so every number is built with its provenance.
import type { Figure } from '../../../tools/role-token-budget/schema.ts'
import { ECB_2025_2026_SOURCE, ECB_SOURCE, FX_SOURCES } from '../../../tools/fx.ts'

/** One assumption as the assumptions files store it. */
export interface AssumptionEntry {
  value: number
  kind: 'assumption'
  rationale: string
  unit?: string
}

export const sourced = (value: number, unit: string, source_url: string, date: string, note?: string): Figure =>
  note ? { kind: 'sourced', value, unit, source_url, date, note } : { kind: 'sourced', value, unit, source_url, date }

export const derived = (value: number, unit: string, formula: string, inputs: Record<string, string>): Figure => ({
  kind: 'derived',
  value,
  unit,
  formula,
  inputs,
})

export const assumed = (entry: AssumptionEntry, unit: string): Figure => ({
  kind: 'assumption',
  value: entry.value,
  unit: entry.unit ?? unit,
  rationale: entry.rationale,
})

/** Citable pages of the FX series the price records name (tools/fx.ts FX_SOURCES). */
const FX_URLS: Record<string, string> = {
  [FX_SOURCES.daily]: 'https://fred.stlouisfed.org/series/DEXCHUS',
  [FX_SOURCES.monthly]:
    'https://github.com/datasets/exchange-rates/blob/fa7d949956d1db1d21102654b1f40d64d2568677/data/monthly.csv',
  [ECB_SOURCE]: 'https://github.com/h0tbird/eurofxref/tree/d21ffee4b337f6d7ea9eb59045155aadf7b48b98',
  [ECB_2025_2026_SOURCE]:
    'https://github.com/SALV19/MachineLearning/blob/96f5cd8652c4275b4c6b385cabd3626589c28293/eurofxref-hist.csv',
}

/** The fields of a PriceRecord (tools/schemas.ts) the cost models use. */
export interface PriceInput {
  model: string
  vendor: string
  country: 'CN' | 'US' | 'other'
  native_currency?: 'USD' | 'CNY'
  input_usd: number
  output_usd: number
  input_cny: number
  output_cny: number
  fx_usd_cny: number
  fx_date: string
  fx_source?: string
  source_url: string
  last_observed: string
  /** Why the rate's date is far from last_observed (a price in force long since, converted on the day). */
  fx_note?: string
  /** The offer priced (model@seller/region): the price list's served offer, or the seller's page read. */
  offer?: string | null
}

/** Why a price record cannot price a budget, or null when it can. */
export function priceProblem(p: PriceInput): string | null {
  const nums = [p.input_usd, p.output_usd, p.input_cny, p.output_cny, p.fx_usd_cny]
  if (nums.some((n) => typeof n !== 'number' || !Number.isFinite(n) || n < 0))
    return 'a price or the FX rate is missing, negative or not a number'
  if (p.input_usd === 0 && p.output_usd === 0)
    return 'input and output priced 0: a free tier or placeholder, not a list price'
  if (!p.source_url || !p.last_observed) return 'no source URL or observation date'
  return null
}

/** The price figures of one record: the native side sourced, the converted side derived at its FX rate. */
export function priceFigures(p: PriceInput, at: string) {
  const fxUrl = FX_URLS[p.fx_source ?? ''] ?? p.source_url
  const fx = sourced(
    p.fx_usd_cny,
    'CNY per USD',
    fxUrl,
    p.fx_date,
    p.fx_source ? `${p.fx_source}, the rate the price record carries` : 'the rate the price record carries',
  )
  const src = (v: number, unit: string) => sourced(v, unit, p.source_url, p.last_observed)
  const fxRef = { fx_usd_cny: `${at}.fx_usd_cny` }
  if (p.native_currency === 'CNY') {
    return {
      fx_usd_cny: fx,
      input_cny_per_m: src(p.input_cny, 'CNY per 1M tokens'),
      output_cny_per_m: src(p.output_cny, 'CNY per 1M tokens'),
      input_usd_per_m: derived(
        p.input_usd,
        'USD per 1M tokens',
        'input_cny / fx_usd_cny (rounded to 6 decimals by the price dataset)',
        { input_cny: `${at}.input_cny_per_m`, ...fxRef },
      ),
      output_usd_per_m: derived(
        p.output_usd,
        'USD per 1M tokens',
        'output_cny / fx_usd_cny (rounded to 6 decimals by the price dataset)',
        { output_cny: `${at}.output_cny_per_m`, ...fxRef },
      ),
    }
  }
  return {
    fx_usd_cny: fx,
    input_usd_per_m: src(p.input_usd, 'USD per 1M tokens'),
    output_usd_per_m: src(p.output_usd, 'USD per 1M tokens'),
    input_cny_per_m: derived(p.input_cny, 'CNY per 1M tokens', 'input_usd * fx_usd_cny', {
      input_usd: `${at}.input_usd_per_m`,
      ...fxRef,
    }),
    output_cny_per_m: derived(p.output_cny, 'CNY per 1M tokens', 'output_usd * fx_usd_cny', {
      output_usd: `${at}.output_usd_per_m`,
      ...fxRef,
    }),
  }
}

/** The price record a figure came from. */
export const priceRef = (p: PriceInput) => ({
  model: p.model,
  ...(p.offer ? { offer: p.offer } : {}),
  source_url: p.source_url,
  last_observed: p.last_observed,
  fx_date: p.fx_date,
  fx_source: p.fx_source ?? 'as carried by the price record',
  ...(p.fx_note ? { fx_note: p.fx_note } : {}),
})
