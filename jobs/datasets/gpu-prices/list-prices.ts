// Prices carried by the spec files: Epoch's release price (with its own price source; a list price,
// a reseller's price or an estimate, as its note shows) and the Wikipedia MSRP cell. Each is one more
// report, kept beside the sourced price points, never merged. Each keeps its source's licence.
import type { GpuPrice, Money } from '../../../tools/gpu-prices/schema.ts'
import type { CatalogEntry } from './catalog.ts'
import { type GpuFx, fxFor } from './fx.ts'
import { epochPriceLabel } from './estimates.ts'
import { convert } from './money.ts'
import {
  EPOCH_FILE,
  EPOCH_LICENSE,
  EPOCH_URL,
  type EpochRow,
  WIKI_FILE,
  WIKI_LICENSE,
  WIKI_URL,
  type WikiEntry,
} from './specs.ts'
import type { Rejected } from '../../../tools/rejected.ts'

const base = {
  region: 'US/global',
  basis: 'per_card' as const,
  unit_as_reported: 'per card',
  per_card: null,
  per_card_null_reason: null,
  bound: null,
  page_date: null,
  via_url: null,
}

/**
 * Epoch's `Release price (USD)`, dated to the release date, cited to the
 * URL in `Source for the price`, labelled by EPOCH_PRICE_LABEL.
 */
export function epochListPrice(entry: CatalogEntry, row: EpochRow | undefined, fx: GpuFx): GpuPrice | Rejected | null {
  const value = Number(row?.['Release price (USD)'])
  if (!row || !(value > 0)) return null
  const record = `${EPOCH_FILE}#${entry.epoch}`
  const date = row['Release date']
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
    return { source: EPOCH_FILE, record, reason: 'release price without a release date' }
  const note = row['Source for the price'].trim()
  const quoted: Money = { amount: value, low: null, high: null }
  const rate = fxFor(fx, date, 'USD')
  const source_url = note.match(/https?:\/\/\S+/)?.[0] ?? EPOCH_URL
  const label = epochPriceLabel(entry.epoch!)
  return {
    ...base,
    id: 'epoch-release-price',
    kind: label.kind,
    estimate: label.kind === 'estimate' ? { method: label.method, by: 'Epoch AI', source_url } : null,
    form_factor: entry.form_factor,
    part: entry.epoch!,
    market: label.kind === 'estimate' ? 'Epoch AI release-price estimate (USD)' : 'Epoch AI release price (USD)',
    price_reported: `$${value}`,
    currency: 'USD',
    quoted,
    ...convert(quoted, 'USD', rate),
    fx: rate,
    date,
    observed: date,
    source_url,
    license: EPOCH_LICENSE,
    evidence: note || null,
    caveats: [
      'Epoch dates release prices to the release date; the report ' +
        `behind it may be later. Row: ${EPOCH_URL} '${entry.epoch}'`,
    ],
  }
}

/** "$1,999" or "¥12,999" -> amount and currency; anything else is unreadable. */
function parseMsrp(text: string): { currency: 'USD' | 'CNY'; amount: number } | null {
  const match = text.trim().match(/^([$¥])\s?(\d[\d,]*(?:\.\d+)?)$/)
  if (!match) return null
  return { currency: match[1] === '$' ? 'USD' : 'CNY', amount: Number(match[2].replace(/,/g, '')) }
}

/** The Wikipedia MSRP cell, dated to the row's launch date. */
export function wikipediaListPrice(
  entry: CatalogEntry,
  wiki: WikiEntry | undefined,
  fx: GpuFx,
): GpuPrice | Rejected | null {
  const cell = wiki?.['Release price (USD) MSRP'] ?? wiki?.['Release price (USD)']
  if (!wiki || typeof cell !== 'string') return null
  const record = `${WIKI_FILE}#${entry.wikipedia}`
  const msrp = parseMsrp(cell)
  if (!msrp) return { source: WIKI_FILE, record, reason: `MSRP cell '${cell}' is not one amount` }
  const launch = typeof wiki.Launch === 'string' ? wiki.Launch.slice(0, 10) : ''
  if (!/^\d{4}-\d{2}-\d{2}$/.test(launch))
    return { source: WIKI_FILE, record, reason: `MSRP '${cell}' has no launch date in the row; a price needs a date` }
  const quoted: Money = { amount: msrp.amount, low: null, high: null }
  const rate = fxFor(fx, launch, msrp.currency)
  return {
    ...base,
    id: 'wikipedia-msrp',
    kind: 'list',
    estimate: null,
    form_factor: entry.form_factor,
    part: entry.wikipedia!,
    market: 'Wikipedia launch MSRP',
    license: WIKI_LICENSE,
    observed: launch,
    region: msrp.currency === 'CNY' ? 'CN' : 'US/global',
    price_reported: cell,
    currency: msrp.currency,
    quoted,
    ...convert(quoted, msrp.currency, rate),
    fx: rate,
    date: launch,
    source_url: WIKI_URL,
    evidence: `${entry.wikipedia}: '${cell}'`,
    caveats: ['Wikipedia table cell as scraped by voidful/gpu-info-api (CC BY-SA 4.0)'],
  }
}
