// Sourced price points (gpu_price_points_sourced.json) -> GpuPrice entries, or rejections with a reason.
import type { GpuPrice, Money } from '../../../tools/gpu-prices/schema.ts'
import { boundOf } from './bounds.ts'
import { NOT_STATED } from './catalog.ts'
import { pointEstimate } from './estimates.ts'
import { type GpuFx, fxFor } from './fx.ts'
import { matchPart } from './match.ts'
import { convert, divide } from './money.ts'
import type { Rejected } from '../../../tools/rejected.ts'

const PRICE_POINTS_FILE = 'gpu_price_points_sourced.json'

/** One record of the sourced price-point file, as stored. */
export interface PricePoint {
  id: string
  part: string
  form_factor: string
  unit: string
  price_reported: string
  currency: string
  price_value?: number
  price_value_low?: number
  price_value_high?: number
  price_cny?: number
  price_before?: number
  market: string
  market_region: string
  date: string
  source_url: string
  page_date: string
  evidence: string
  derived: boolean
  notes?: string
  price_note?: string
  date_note?: string
  page_date_basis?: string
  reliability?: string
  /** The stored copy that was read, when source_url names the original page (GP-020..GP-022). */
  via_url?: string
}

/** The later of two dates of any precision (YYYY, YYYY-MM, YYYY-MM-DD); a prefix counts as earlier. */
const laterDate = (a: string, b: string | null | undefined) => (b && b > a ? b : a)

// The unit as the record states it -> what one quoted amount buys. The AWS Capacity Block records state
// both units and carry the per-GPU column (their evidence: "$39.33 ... $4.916 ... 8 x H100").
const UNIT_BASIS: Record<string, GpuPrice['basis']> = {
  'per card': 'per_card',
  'per 8-GPU server': 'per_8gpu_node',
  'per server, tax included': 'per_server',
  'per GPU-hour': 'per_gpu_hour',
  'per GPU-hour (range)': 'per_gpu_hour',
  'per instance-hour and per GPU-hour': 'per_gpu_hour',
  'per instance-hour': 'per_instance_hour',
  'per card per year (rental)': 'per_card_year_rental',
  'per 8-GPU node per year (rental)': 'per_8gpu_node_year_rental',
}

export const NODE_DERIVATION = '8-GPU node price / 8'
const INSTANCE_DERIVATION = '8-GPU instance-hour price / 8'

function kindOf(point: PricePoint, basis: GpuPrice['basis']): GpuPrice['kind'] {
  if (basis === 'per_gpu_hour' || basis === 'per_instance_hour') return 'cloud'
  // Word boundaries: 'unofficial channels' is a grey market, not a list price.
  if (/\bMSRP\b|\bofficial\b|suggested retail/i.test(point.market)) return 'list'
  return point.market_region === 'CN' ? 'china_market' : 'street'
}

// Caveats PRICES_README.md states about particular records or sources, carried onto the price.
const README_CAVEATS: Record<string, string> = {
  'GP-023':
    'PRICES_README: pre-June-2025 AWS list price; AWS cut P5 on-demand ' +
    'prices by up to 45% in June 2025 (see GP-057, $55.04/hr)',
  'GP-058':
    'PRICES_README: deploybase lists the same $88.49/hr for Azure ' +
    'ND96isr_H100_v5 and GCP a3-highgpu-8g, possibly a copy error',
  'GP-059':
    'PRICES_README: deploybase lists the same $88.49/hr for Azure ' +
    'ND96isr_H100_v5 and GCP a3-highgpu-8g, possibly a copy error',
}
const INTERESTED = /packet\.ai|spheron|deploybase|mercatus/i

function caveatsOf(point: PricePoint): string[] {
  const out = [
    point.notes,
    README_CAVEATS[point.id],
    INTERESTED.test(point.source_url)
      ? 'PRICES_README: source is a vendor or marketing page with an interest in the numbers'
      : undefined,
    point.date_note,
    point.price_note,
    point.page_date_basis && `page date: ${point.page_date_basis}`,
    point.reliability && `reliability: ${point.reliability}`,
    point.price_cny !== undefined ? `the source also states a CNY equivalent of ${point.price_cny}` : undefined,
    point.price_before !== undefined ? `previous list price ${point.price_before} ${point.currency}` : undefined,
  ]
  return out.filter((text): text is string => Boolean(text))
}

function perCard(point: PricePoint, basis: GpuPrice['basis'], usd: Money | null, cny: Money | null) {
  const split = (n: number, derived_from: string) => ({
    per_card: { usd: usd && divide(usd, n), cny: cny && divide(cny, n), derived_from },
    per_card_null_reason: null,
  })
  if (basis === 'per_8gpu_node' || basis === 'per_8gpu_node_year_rental') return split(8, NODE_DERIVATION)
  if (basis === 'per_instance_hour') {
    return /8\s*[×x]|8-GPU/i.test(point.form_factor)
      ? split(8, INSTANCE_DERIVATION)
      : { per_card: null, per_card_null_reason: `GPU count of the instance not stated ('${point.form_factor}')` }
  }
  if (basis === 'per_server')
    return { per_card: null, per_card_null_reason: `GPU count of the server not stated ('${point.form_factor}')` }
  return { per_card: null, per_card_null_reason: null }
}

/** One price point as a GpuPrice for its catalogue id, or a rejection. */
export function normalisePricePoint(point: PricePoint, fx: GpuFx): { id: string; price: GpuPrice } | Rejected {
  const reject = (reason: string): Rejected => ({ source: PRICE_POINTS_FILE, record: point.id, reason })
  if (point.derived) return reject('derived upstream from the page text, not a quoted figure')
  const basis = UNIT_BASIS[point.unit]
  if (!basis) return reject(`unit '${point.unit}' is not a per-card, per-node, per-server or per-hour price`)
  const currency = point.currency.match(/^(CNY|USD|TWD)\b/)?.[1] as 'CNY' | 'USD' | 'TWD' | undefined
  if (!currency) return reject(`currency '${point.currency}' not recognised`)
  if (!point.source_url || !point.date) return reject('no source URL or no date')
  const quoted: Money = {
    amount: point.price_value ?? null,
    low: point.price_value_low ?? null,
    high: point.price_value_high ?? null,
  }
  if (quoted.amount === null && quoted.low === null && quoted.high === null) return reject('no parsed amount')
  const match = matchPart(point.part, point.form_factor)
  if ('reason' in match) return reject(match.reason)
  const rate = fxFor(fx, point.date, currency)
  const { usd, cny } = convert(quoted, currency, rate)
  const estimate = pointEstimate(point.price_reported, point.market, point.notes)
  return {
    id: match.id,
    price: {
      id: point.id.toLowerCase(),
      kind: estimate ? 'estimate' : kindOf(point, basis),
      estimate: estimate
        ? {
            method: `the source labels the figure an estimate ("${point.price_reported}")`,
            by: new URL(point.source_url).hostname,
            source_url: point.source_url,
          }
        : null,
      form_factor: match.form_stated ? point.form_factor : NOT_STATED,
      part: point.part,
      market: point.market,
      region: point.market_region,
      basis,
      unit_as_reported: point.unit,
      price_reported: point.price_reported,
      currency,
      quoted,
      usd,
      cny,
      fx: rate,
      ...perCard(point, basis, usd, cny),
      bound: boundOf(point.price_reported, currency, point.price_note),
      date: point.date,
      page_date: point.page_date || null,
      observed: laterDate(point.date, point.page_date),
      source_url: point.source_url,
      via_url: point.via_url ?? null,
      license: null,
      evidence: point.evidence || null,
      caveats: caveatsOf(point),
    },
  }
}
