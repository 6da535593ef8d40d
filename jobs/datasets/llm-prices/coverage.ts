// Two checks of the published prices, written into every run report:
// - officialAgreement: the sellers' own standard prices in force on the data's date, and whether each
//   is served within 1% in the page's currency (a missing one counts as failing);
// - coverage: per first-party seller, every model a catalogue lists is served, or held back with the
//   reason, so served = listed - held back, and nothing is unexplained.
import { isLowestBand, type OfficialPrice } from '../../../tools/official-price.ts'
import type { Observation } from '../../../tools/observation.ts'
import type { PriceRecord } from '../../../tools/schemas.ts'
import { addDays, dayOf as day } from '../../../tools/dates.ts'
import { withinPriceTolerance } from '../../../tools/price-domain.ts'
import { modelIdOf } from '../../../tools/vendors.ts'
import { type SellerPrices, sellsAsOwn } from '../../official.ts'
import { STALE_DAYS } from '../../../tools/price-domain.ts'
import { respell } from './spellings.ts'
import { reasonKind } from '../../reasons.ts'
import { observedOf } from './sources/official.ts'
import type { Rejected } from '../../../tools/rejected.ts'
import { roundPercent } from '../../../tools/round.ts'
import type { Retiring } from './ended.ts'

/** The canonical id of a page's model id (undefined for an id that names no model). */
export function canonical(pageId: string, developer: string): string | undefined {
  const named = modelIdOf(pageId)
  if ('reason' in named) return undefined
  return respell({ model: named.id, vendor: developer } as Observation).model
}

/** The published record of a model, under its own id or as an alias of another. */
function servedAs(latest: PriceRecord[]): (id: string) => PriceRecord | undefined {
  const byId = new Map<string, PriceRecord>()
  for (const r of latest) for (const id of [r.model, ...(r.aliases ?? [])]) if (!byId.has(id)) byId.set(id, r)
  return (id) => byId.get(id)
}

/** A standard headline row (no band above the first, no window, not a bound) in force on `date`. */
function headlineInForce(row: OfficialPrice, date: string): boolean {
  if (!isHeadline(row)) return false
  const from = row.effective_from ? day(row.effective_from) : row.effective_until ? undefined : row.page_date
  if (from && from > date) return false
  // A page last seen more than STALE_DAYS before `date` says nothing of what is in force on it (a price in
  // force since long before, on a page seen lately, does).
  const observed = observedOf(row).observed
  if (addDays(row.page_date > observed ? row.page_date : observed, STALE_DAYS) < date) return false
  return !row.effective_until || day(row.effective_until) > date
}

/** A standard row that can head a record: both prices stated, the lowest band, no window, not a bound. */
export const isHeadline = (row: OfficialPrice) =>
  row.mode === 'standard' &&
  !row.bound &&
  row.input != null &&
  row.output != null &&
  isLowestBand(row) &&
  !row.condition?.window

export interface OfficialCheck {
  seller: string
  in_force: number
  served_within_1pct: number
  share_pct: number
  /** Rows served at another price, or not served: the page's and ours side by side. */
  failing: { model: string; currency: string; page: string; served: string | null; url: string }[]
}

/** Per seller: its standard rows in force on `asOf` against the published records, in the page's currency. */
export function officialAgreement(latest: PriceRecord[], sellers: SellerPrices[], asOf: string): OfficialCheck[] {
  const served = servedAs(latest)
  return sellers
    .map((t) => {
      const { seller, rows } = t
      // Of several versions of one row, the newest in force.
      const newest = new Map<string, OfficialPrice>()
      for (const r of rows.filter((r) => sellsAsOwn(t, r.developer) && headlineInForce(r, asOf))) {
        const key = `${r.model}|${r.currency}`
        const seen = newest.get(key)
        if (!seen || (r.effective_from ?? r.page_date) > (seen.effective_from ?? seen.page_date)) newest.set(key, r)
      }
      const failing: OfficialCheck['failing'] = []
      let ok = 0
      for (const r of newest.values()) {
        const id = canonical(r.model, r.developer)
        const rec = id ? served(id) : undefined
        const cur = r.currency === 'USD' ? 'usd' : 'cny'
        const page = `${r.input}/${r.output} ${r.currency}`
        if (
          rec &&
          withinPriceTolerance(rec[`input_${cur}`], r.input) &&
          withinPriceTolerance(rec[`output_${cur}`], r.output)
        ) {
          ok++
          continue
        }
        failing.push({
          model: r.model,
          currency: r.currency,
          page,
          served: rec
            ? `${rec[`input_${cur}`]}/${rec[`output_${cur}`]} ${r.currency} (${rec.model}, ${rec.source_name})`
            : null,
          url: r.url,
        })
      }
      const n = newest.size
      return {
        seller,
        in_force: n,
        served_within_1pct: ok,
        share_pct: n ? roundPercent(ok / n, 1) : 100,
        failing,
      }
    })
    .filter((c) => c.in_force > 0)
}

export interface SellerCoverage {
  seller: string
  /** Distinct models the catalogues list for the developer's own API. */
  listed: number
  served: number
  held_back: Record<string, number>
  /** Every model not served, with its reason. */
  not_served: { model: string; reason: string }[]
}

/**
 * Per first-party seller: the models the catalogues list (first-party observations of every source but
 * the resellers), served under their own id or as an alias, else held back with the reason the run
 * gave (a gate, the 10x quarantine, a rejection), else retired (no source has listed it for STALE_DAYS
 * before the data's clock). A model with none of these is "unexplained", which the tests forbid.
 */
export function coverage(
  catalogue: Observation[],
  latest: PriceRecord[],
  held: Pick<Rejected, 'record' | 'reason'>[],
  clock: string,
  ended: Map<string, string> = new Map(),
  retired?: Retiring,
): SellerCoverage[] {
  const served = servedAs(latest)
  const newest = new Map<string, Observation>()
  for (const o of catalogue) {
    if (o.seller) continue
    const seen = newest.get(o.model)
    if (!seen || o.observed > seen.observed) newest.set(o.model, o)
  }
  const reasons = new Map<string, string>()
  for (const h of held) {
    const id = h.record.split(' ')[0]
    if (!reasons.has(id)) reasons.set(id, h.reason)
  }
  const bySeller = new Map<string, SellerCoverage>()
  for (const [model, newestListing] of newest) {
    const { vendor, observed } = newestListing
    // Not served once a resale that stood in for it ended (Google's Claude 3.7 Sonnet): its own seller's word.
    const gone = served(model) ? undefined : retired?.({ ...newestListing, date_basis: undefined })
    const c = bySeller.get(vendor) ?? { seller: vendor, listed: 0, served: 0, held_back: {}, not_served: [] }
    bySeller.set(vendor, c)
    c.listed++
    if (served(model)) {
      c.served++
      continue
    }
    const reason =
      reasons.get(model) ??
      ended.get(model) ??
      (gone ? `retired_per_seller: ${gone.reason}` : undefined) ??
      (addDays(observed, STALE_DAYS) < clock
        ? `retired: last listed ${observed}, more than ${STALE_DAYS} days before the data's clock ${clock}`
        : 'unexplained')
    c.held_back[reasonKind(reason)] = (c.held_back[reasonKind(reason)] ?? 0) + 1
    c.not_served.push({ model, reason })
  }
  return [...bySeller.values()].sort((a, b) => b.listed - a.listed || a.seller.localeCompare(b.seller))
}

/**
 * The models whose seller's own page states prices, none of them in force on `asOf` (ended, or read
 * from a copy more than STALE_DAYS older): the reason a catalogue's listing of one is not served.
 */
export function endedOnPages(sellers: SellerPrices[], asOf: string): Map<string, string> {
  const newest = new Map<string, OfficialPrice>()
  const live = new Set<string>()
  for (const t of sellers)
    for (const r of t.rows) {
      if (!sellsAsOwn(t, r.developer) || !isHeadline(r)) continue
      const id = canonical(r.model, r.developer)
      if (!id) continue
      if (headlineInForce(r, asOf)) live.add(id)
      if ((newest.get(id)?.page_date ?? '') < r.page_date) newest.set(id, r)
    }
  const out = new Map<string, string>()
  for (const [id, r] of newest)
    if (!live.has(id))
      out.set(
        id,
        `ended_per_seller: no price of ${r.model} on its seller's page is in force on ${asOf} (newest copy ` +
          `${r.page_date}, ${r.url}: "${(r.effective_basis ?? r.evidence).slice(0, 80)}")`,
      )
  return out
}
