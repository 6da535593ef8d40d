// The derived feeds' guard against a price its seller says has ended. A catalogue may keep repeating a
// seller's old price under another id than the seller's: DeepSeek's page ended deepseek-chat's 0.27/1.10
// USD on 2025-09-05, litellm still listed deepseek-v3 (the model deepseek-chat served) at 0.27/1.10 in
// 2026. The price producer holds back such observations by the seller's own id; a derived feed asks
// here, by the model and every rolling id that ever pointed to it (data/registry/alias-pointers.csv).
import { inForceOn, isDateBasis, withinPriceTolerance as near } from '../tools/price-domain.ts'
import { ALIAS_POINTERS } from '../tools/alias-pointers.ts'
import { dayOf } from '../tools/dates.ts'
import { priceAt } from '../tools/price-at.ts'
import type { Rejected } from '../tools/rejected.ts'
import { isLowestBand } from '../tools/official-price.ts'
import type { OfficialPriceItem } from '../tools/official-prices/schema.ts'
import { canonicalModelId } from '../tools/vendors.ts'

/** A price as a derived feed reads it: a model, a currency's input and output per 1M tokens, on a day. */
export interface PriceOnDay {
  model: string
  currency: 'USD' | 'CNY'
  input: number
  output: number
  date: string
}

/** The seller ids whose rows price `model`: itself, and every rolling id a source says pointed to it. */
export function sellerIdsOf(model: string): string[] {
  return [...new Set([model, ...(aliasesBySnapshot().get(model) ?? [])])]
}

/** The rolling ids per canonical snapshot id, in table order: built once, asked per history row. */
let aliasesOf: Map<string, string[]> | undefined
function aliasesBySnapshot(): Map<string, string[]> {
  if (aliasesOf) return aliasesOf
  aliasesOf = new Map()
  for (const p of ALIAS_POINTERS) {
    if (!p.snapshot) continue
    const id = canonicalModelId(p.snapshot)
    aliasesOf.set(id, [...(aliasesOf.get(id) ?? []), p.alias])
  }
  return aliasesOf
}

/**
 * A version the seller names but sells only behind its rolling ids: "DeepSeek-V3.2-Exp (thinking)" is what
 * deepseek-reasoner served, never an API id of its own. Its mode in brackets is no part of the model.
 */
const versionOnly = (snapshot: string) =>
  /[\s(]/.test(snapshot) ? canonicalModelId(snapshot.replace(/\s*\([^)]*\)$/, '')) : undefined

/**
 * Why `model` is no longer sold by its developer on `date`, or undefined: it is a version the seller served
 * only behind rolling ids (deepseek-chat, deepseek-reasoner), and by the seller's own statements every one of
 * them had moved to another version before that day. A catalogue still listing its last price lists a model
 * nobody can buy from that seller (DeepSeek-V3.2-Exp after 2025-12-01).
 */
export function replacedBySeller(model: string, date: string): string | undefined {
  const r = replacementOf(model)
  return r && r.since <= date ? `replaced_per_seller: ${r.reason}` : undefined
}

/** The day from which every rolling id that served `model` served another version, and why; else undefined. */
export function replacementOf(model: string): { since: string; reason: string } | undefined {
  const served = ALIAS_POINTERS.filter((p) => isDateBasis(p.basis) && versionOnly(p.snapshot) === model)
  if (!served.length || served.some((p) => !p.until)) return undefined
  const last = served.reduce((a, b) => (b.until > a.until ? b : a))
  const next = ALIAS_POINTERS.find((q) => q.alias === last.alias && q.from === last.until && isDateBasis(q.basis))
  const ids = [...new Set(served.map((p) => p.alias))].join(' and ')
  return {
    since: last.until,
    reason:
      `${model} was sold only as ${ids}, which served ${next?.snapshot ?? 'another version'} ` +
      `from ${last.until} (${next?.source_url ?? last.source_url})`,
  }
}

/** The first-party, standard, first-band rows with both prices: the list price a catalogue repeats. */
const listRows = (rows: OfficialPriceItem[]) =>
  rows.filter((r) => r.first_party && r.mode === 'standard' && r.input != null && r.output != null && isLowestBand(r))

/** A checker: why a price is one its seller's page says had ended by its day, else undefined. */
export function endedPrices(rows: OfficialPriceItem[]): (p: PriceOnDay) => string | undefined {
  const byId = new Map<string, OfficialPriceItem[]>()
  for (const r of listRows(rows)) byId.set(r.model, [...(byId.get(r.model) ?? []), r])
  // A history asks once per row, about a few thousand models: the ids with rows, once per model.
  const withRows = new Map<string, [string, OfficialPriceItem[]][]>()
  return (p) => {
    let ids = withRows.get(p.model)
    if (!ids) {
      ids = sellerIdsOf(p.model).flatMap((id): [string, OfficialPriceItem[]][] => {
        const own = byId.get(id)
        return own ? [[id, own]] : []
      })
      withRows.set(p.model, ids)
    }
    for (const [id, own] of ids) {
      for (const e of own) {
        if (!e.effective_until || p.date < dayOf(e.effective_until) || e.currency !== p.currency) continue
        if (!near(e.input!, p.input) || !near(e.output!, p.output)) continue
        // The seller may have brought the same price back: then a row in force on the day says so.
        const back = own.some(
          (r) => r !== e && inForceOn(r, p.date) && near(r.input!, p.input) && near(r.output!, p.output),
        )
        if (back) continue
        return (
          `ended_per_seller: ${p.model} at ${p.input}/${p.output} ${p.currency} on ${p.date} is ${e.seller_name}'s ` +
          `${id} price that ended on ${e.effective_until} (${e.url})`
        )
      }
    }
    return undefined
  }
}

/**
 * The list items whose price (USD, and CNY where native) its seller has not ended by `date`, of models the
 * developer still sells (replacedBySeller); the rest, held back with the reason.
 */
export function withoutEndedPrices<
  T extends {
    model: string
    input_usd: number
    output_usd: number
    input_cny?: number
    output_cny?: number
    vendor?: string
    seller?: string
    native_currency?: string
  },
>(items: T[], rows: OfficialPriceItem[], date: string, source: string): { kept: T[]; rejected: Rejected[] } {
  const ended = endedPrices(rows)
  const kept: T[] = []
  const rejected: Rejected[] = []
  for (const item of items) {
    // Another seller (a host of open weights) may still sell a version its developer has replaced.
    const ownSale = !item.seller || !item.vendor || item.seller === item.vendor
    // A price is compared as its seller states it: a CNY page's USD figures are a conversion, and may match
    // an ended USD list by the day's rate alone (Alibaba's 2 / 8 CNY near deepseek-chat's 0.27 / 1.10 USD).
    const native = item.native_currency
    const why =
      (ownSale ? replacedBySeller(item.model, date) : undefined) ??
      (native !== 'CNY'
        ? ended({ model: item.model, currency: 'USD', input: item.input_usd, output: item.output_usd, date })
        : undefined) ??
      (native !== 'USD' && item.input_cny != null && item.output_cny != null
        ? ended({ model: item.model, currency: 'CNY', input: item.input_cny, output: item.output_cny, date })
        : undefined)
    if (why) rejected.push({ source, record: item.model, reason: why })
    else kept.push(item)
  }
  return { kept, rejected }
}

/** The seller's list price in force on `date` for `model` (its own id), from its rows; undefined when none. */
export function officialInForce(rows: OfficialPriceItem[], model: string, date: string) {
  const listed = listRows(rows).filter((r) => r.model === model)
  const at = `${date}T12:00:00Z`
  const price = priceAt(listed, model, at)
  if (!price || price.input == null || price.output == null) return undefined
  const row = price.rows[0] as OfficialPriceItem
  return { currency: price.currency, input: price.input, output: price.output, row }
}
