// What a workload costs at one offer of a model on a day: the offer's own rows (its seller's pages in
// its region), the published record and history only where they price that same offer, each slice
// converted once at a named rate. The cost tool asks it once per model, and once per offer to compare.
import type { DataReader } from '../data.ts'
import type { OfficialPricesPayload } from './official-prices.ts'
import { priceOnDay, type DayContext } from '../price-on-day.ts'
import { type Offer, regionOf, sellerOf, conversionFactor } from '../price-domain.ts'
import type { OfficialPriceItem } from './schema.ts'
import type { PriceRecord } from '../schemas.ts'
import { FxTable } from '../fx.ts'
import { roundMoney } from '../round.ts'
import { sliceCost, slices, totalOf, type CostLine, type Workload } from '../workload.ts'

/** The rows one offer's seller states in its region. */
export const rowsOfOffer = (rows: OfficialPriceItem[], o: Pick<Offer, 'seller' | 'region'>) =>
  rows.filter((r) => sellerOf(r.seller) === o.seller && regionOf(r.url, r.currency) === o.region)

/** The shipped USD/CNY series of an official-prices payload as an FxTable, made once per payload. */
const fxTables = new WeakMap<OfficialPricesPayload, FxTable | null>()
function fxTableOf(official: OfficialPricesPayload): FxTable | null {
  if (!fxTables.has(official)) {
    const rates = (official.fx ?? []).map(([date, rate, i]) => ({
      date,
      rate,
      source: official.fx_sources?.[i] ?? 'unknown',
    }))
    fxTables.set(official, rates.length ? new FxTable(rates) : null)
  }
  return fxTables.get(official)!
}

/** CNY per USD on `date` from the shipped series (carried forward), with its source. */
function rateOn(official: OfficialPricesPayload | null, date: string, fallback: PriceRecord | undefined) {
  const table = official ? fxTableOf(official) : null
  if (table && table.series[0].date <= date) {
    const r = table.on(date)
    return { cny_per_usd: r.rate, date: r.date, source: r.source }
  }
  return fallback ? { cny_per_usd: fallback.fx_usd_cny, date: fallback.fx_date, source: fallback.fx_source } : undefined
}

export interface CostEnv {
  store: DataReader
  /** The published records of first-party offers. */
  records: PriceRecord[]
  official: OfficialPricesPayload | null
  asOf: string
  date: string
  w: Workload
  /** The answer's currency. */
  currency: 'USD' | 'CNY'
  usage: DayContext['usage']
  billedIn?: 'USD' | 'CNY'
}

interface PricedCost {
  resolved?: string
  developer: string
  billed_in: 'USD' | 'CNY'
  total: number
  /** The same month in the seller's currency. */
  native_total: number
  lines: CostLine[]
  fx: { cny_per_usd: number; date: string; source: string } | null
  prices: { slice: string; basis: string; source_url: string; observed: string; applied: string[] }[]
  notes: string[]
}

export type CostResult =
  | { status: 'priced'; resolvedId: string; cost: PricedCost }
  | { status: 'unpriced'; resolvedId: string; reason: string }

/**
 * The workload's cost of `id` at `offer` (none: the first-party rows, as before offers). The record and
 * its history price only the offer they were served for (`served`); any other offer its seller's rows alone.
 */
export async function costAt(env: CostEnv, id: string, offer?: Offer, served?: string): Promise<CostResult> {
  const all = env.official?.items ?? []
  const ctx: DayContext = {
    store: env.store,
    records: env.records,
    rows: offer ? rowsOfOffer(all, offer) : all.filter((r) => r.first_party),
    retirements: env.official?.retirements,
    lineups: env.official?.lineups,
    retirementsOf: offer?.seller,
    asOf: env.asOf,
    usage: env.usage,
    currency: offer?.currency ?? env.billedIn,
    rowsOnly: !!offer && offer.id !== served,
  }
  const latest = env.date >= env.asOf
  const day = await priceOnDay(ctx, id, env.date)
  const resolvedId = day.resolution.id
  if (day.status !== 'priced') return { status: 'unpriced', resolvedId, reason: day.reason }
  const record = day.resolution.record
  const notes: string[] = []
  const lines: CostLine[] = []
  const used: PricedCost['prices'] = []
  let billed: 'USD' | 'CNY' | undefined
  let fx: PricedCost['fx'] = null
  for (const [slice, part] of slices(env.w)) {
    if (part <= 0) continue
    let p = await day.slice(slice)
    if (!p && slice !== 'standard') {
      p = await day.slice('standard')
      if (p) notes.push(`no ${slice} price stated: that share billed at the standard price`)
    }
    if (!p) {
      const reason = latest ? 'no first-party price listed' : `no first-party price on ${env.date}`
      return { status: 'unpriced', resolvedId, reason }
    }
    billed = p.prices.currency
    let rate = 1
    if (p.prices.currency !== env.currency) {
      const r = rateOn(env.official, env.date, record)
      if (!r) return { status: 'unpriced', resolvedId, reason: `no USD/CNY rate on ${env.date}` }
      fx = r
      rate = conversionFactor(p.prices.currency, env.currency, r.cny_per_usd)
    }
    lines.push(...sliceCost(env.w, slice, part, p.prices, rate, notes))
    used.push({ slice, basis: p.basis, source_url: p.source_url, observed: p.observed, applied: p.applied })
  }
  if (!billed) return { status: 'unpriced', resolvedId, reason: 'nothing to price' }
  return {
    status: 'priced',
    resolvedId,
    cost: {
      ...(day.resolution.note ? { resolved: day.resolution.note } : {}),
      developer: day.developer ?? 'unknown',
      billed_in: billed,
      total: totalOf(lines),
      native_total: roundMoney(lines.reduce((a, l) => a + (l.tokens / 1e6) * l.native_price_per_1m, 0)),
      lines: lines.map((l) => ({ ...l, price_per_1m: roundMoney(l.price_per_1m) })),
      fx,
      prices: used,
      notes: [...new Set(notes)],
    },
  }
}

/**
 * The offer of a record to price: the one of `seller` in `region` where asked, else the headline;
 * none for a record with no offers listed. `why` when the record has no offer asked for.
 */
export function offerOf(
  record: Pick<PriceRecord, 'offers' | 'headline'> | undefined,
  seller?: string,
  region?: string,
): { offer?: Offer } | { why: string } {
  const offers = record?.offers ?? []
  if (!seller && !region) return { offer: offers.find((o) => o.id === record?.headline) }
  const offer = offers.find((o) => (!seller || o.seller === seller) && (!region || o.region === region))
  if (offer) return { offer }
  const asked = [seller && `of ${seller}`, region && `in region ${region}`].filter(Boolean).join(' ')
  return { why: `no offer ${asked}${offers.length ? ` (offers: ${offers.map((o) => o.id).join(', ')})` : ''}` }
}

/** The month at each offer of a record with several: native and converted totals, the cheapest named. */
export async function compareAt(env: CostEnv, id: string, record: Pick<PriceRecord, 'offers' | 'offer'>) {
  const offers = []
  for (const o of record.offers ?? []) {
    const at = await costAt(env, id, o, record.offer)
    offers.push(
      at.status === 'priced'
        ? { offer: o.id, billed_in: at.cost.billed_in, native_total: at.cost.native_total, total: at.cost.total }
        : { offer: o.id, unpriced: at.reason },
    )
  }
  const priced = offers.filter((o) => o.total !== undefined)
  const cheapest = priced.sort((a, b) => a.total! - b.total!)[0]
  return { offers, ...(cheapest ? { cheapest_offer: cheapest.offer } : {}) }
}
