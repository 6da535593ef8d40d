// Adapter: the sellers' own price tables (data/official/<seller>.json, read from stored copies of
// the sellers' pages with URL, page date and the page's words). First in precedence: a catalogue
// only fills what no seller's page was found for. Each standard price in force over a period is one
// observation dated the day it took effect (or the page's date where the page gives none), valid
// until the day it stopped; the seller's other rows in force then (context bands, time windows,
// batch/flex/priority, promotions, cache writes by TTL) ride along as its components.
import { addDays, dayOf as day, daysBetween } from '../../../../tools/dates.ts'
import type { Observation } from '../../../../tools/observation.ts'
import {
  isBandedByOutput,
  isLowestBand,
  type OfficialPrice,
  promotionEndOf,
  promotionTerm,
} from '../../../../tools/official-price.ts'
import { countryOf, modelIdOf } from '../../../../tools/vendors.ts'
import { dateBasis, homeCurrency, inForceOn, isServiceTier, sellerOf } from '../../../../tools/price-domain.ts'
import { type SellerPrices, sellsAsOwn } from '../../../official.ts'
import type { AdapterResult, SourceAdapter } from './types.ts'
import { OFFICIAL_PAGES, readSellers } from '../../../sources/official/sellers.ts'
import { bandWords } from '../components.ts'
import { resaleStandIn } from '../resold.ts'
import { type Retiring, retiredBySeller } from '../ended.ts'
import { respell } from '../spellings.ts'
import { STALE_DAYS } from '../../../../tools/price-domain.ts'

type Component = NonNullable<Observation['components']>[number]

const distinct = (cs: Component[]) => [...new Map(cs.map((c) => [JSON.stringify(c), c])).values()]

/** Tiers are bands by input length; a band by output length above the lowest is a component of its own. */
const byOutputAbove = (r: OfficialPrice) => (r.condition?.output_tokens_min ?? 0) > 0

/** A cache write beside the headline one (another TTL, a higher band's), as a component naming both. */
function writeOf(row: OfficialPrice): Component {
  const c = row.condition
  const banded = !!c?.input_tokens_min || c?.input_tokens_max != null
  const applies = [
    row.cache_write_ttl && `TTL ${row.cache_write_ttl}`,
    banded && bandWords(c?.input_tokens_min ?? 0, c?.input_tokens_max ?? null),
  ]
  return {
    name: 'cache_write',
    applies: applies.filter(Boolean).join('; ') || 'cache write',
    input: row.cache_write!,
    output: null,
    cache_read: null,
  }
}

/** The conditional rows beside a standard one, as named components. */
function componentOf(row: OfficialPrice): Component | undefined {
  const c = row.condition
  const prices = { input: row.input, output: row.output, cache_read: row.cache_read ?? null }
  if (row.mode === 'off_peak' && c?.window)
    return {
      name: 'off_peak',
      applies:
        `${c.window.start}-${c.window.end} ` +
        `${c.window.tz}${c.window.weekdays ? ` weekdays ${c.window.weekdays.join(',')}` : ''}`,
      ...prices,
    }
  if (row.mode === 'promotion') {
    const until =
      promotionTerm(c) ?? (row.effective_until ? `until ${row.effective_until}` : (row.condition_text ?? 'promotion'))
    // A promotion priced by context band says which band (GPT-5.6 Sol's 8/30 is its price over 272K tokens).
    const banded = !!c?.input_tokens_min || c?.input_tokens_max != null
    const band = banded ? bandWords(c?.input_tokens_min ?? 0, c?.input_tokens_max ?? null) : ''
    return { name: 'promotion', applies: [until, band].filter(Boolean).join('; '), ...prices }
  }
  if (isServiceTier(row.mode)) return { name: row.mode, applies: row.condition_text ?? row.mode, ...prices }
  if (row.mode === 'standard' && !isLowestBand(row)) {
    const range = (what: string, min = 0, max: number | null = null) =>
      `${what} tokens > ${min}${max ? ` and <= ${max}` : ''}`
    const applies = [
      range('input', c?.input_tokens_min, c?.input_tokens_max),
      isBandedByOutput(row) && range('output', c?.output_tokens_min, c?.output_tokens_max),
    ]
    return { name: 'context_band', applies: applies.filter(Boolean).join('; '), ...prices }
  }
  return undefined
}

/**
 * Observations of one seller's table; rows that cannot stand as a price are rejected with the reason.
 * Paired (the default): one series per model, the other currency riding along (pairCurrencies); unpaired:
 * every offer's own observations (its other-currency page is another offer, with days of its own).
 */
export function officialObservations(table: SellerPrices, paired = true): AdapterResult {
  const source = `official:${table.seller}`
  const observations: Observation[] = []
  const rejected: AdapterResult['rejected'] = []
  const groups = new Map<string, OfficialPrice[]>()
  for (const row of table.rows) {
    const key = `${row.model}|${row.currency}`
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  for (const rows of groups.values()) {
    // A row stating only a cache write (the other TTL) is a component of its base, not a base. A promotion
    // the page states with no list price beside it (GPT-5.6 Sol at $4 / $20 once its $5 / $30 line left the
    // page) is the price asked, said so in its conditions.
    const listPriced = (on: string) =>
      rows.some((x) => (x.mode === 'standard' || x.mode === 'free') && isLowestBand(x) && inForceOn(x, on))
    // All day long (no hours window), on a day no list price is in force, up to the day its promotion ends.
    const asked = (r: OfficialPrice, on: string) =>
      !r.condition?.window && !listPriced(on) && (!promotionEnd(r) || on < promotionEnd(r)!)
    for (const base of rows.filter(
      (r) =>
        (r.mode === 'standard' || r.mode === 'free' || (r.mode === 'promotion' && asked(r, observedOf(r).observed))) &&
        isLowestBand(r) &&
        (r.input != null || r.output != null),
    )) {
      const record = `${base.model} ${base.currency} from ${base.effective_from ?? base.page_date}`
      const named = modelIdOf(base.model)
      if ('reason' in named) {
        rejected.push({ source, record, reason: named.reason })
        continue
      }
      if (base.input == null || base.output == null) {
        rejected.push({ source, record, reason: 'the page states no input or no output price per token' })
        continue
      }
      if (undatedSuperseded(base)) {
        rejected.push({
          source,
          record,
          reason:
            'an undated copy superseded by a later one: the days this price held are unknown ' +
            `(${base.effective_basis}), so it stands for none of them`,
        })
        continue
      }
      if (base.bound) {
        rejected.push({
          source,
          record,
          reason: `a "${base.bound === 'min' ? 'from' : 'up to'}" price is a bound, not a list price`,
        })
        continue
      }
      for (const { observed, basis, held_until } of datesOf(base)) {
        if (base.mode === 'promotion' && !asked(base, observed)) continue
        const beside = rows.filter((r) => r !== base && inForceOn(r, observed))
        const writes = [base, ...beside.filter((r) => r.mode === 'standard' && isLowestBand(r))].filter(
          (r) => r.cache_write != null,
        )
        const write5m = writes.find((r) => r.cache_write_ttl !== '1h')
        const higher = beside.filter((r) => r.mode === 'standard' && !isLowestBand(r) && r.cache_write != null)
        const bands = rows
          .filter(
            (r) =>
              r.mode === 'standard' &&
              inForceOn(r, observed) &&
              r.condition?.input_tokens_max !== undefined &&
              !byOutputAbove(r) &&
              // A band's 1-hour cache write (its own row) prices no tokens of the band.
              r.input != null,
          )
          .sort((a, b) => (a.condition?.input_tokens_min ?? 0) - (b.condition?.input_tokens_min ?? 0))
        const components = beside
          .map((r) => {
            const c = componentOf(r)
            // Bands stated as tiers are listed from them (components.ts), not a second time from their rows.
            return c && (c.name !== 'context_band' || byOutputAbove(r) || bands.length < 2) ? c : undefined
          })
          .filter((c): c is Component => !!c)
        for (const w of [...writes.filter((r) => r.cache_write_ttl === '1h'), ...higher]) components.push(writeOf(w))
        observations.push({
          model: named.id,
          source_model_id: base.model,
          vendor: base.developer,
          // A seller's own region (Alibaba International) is first-party; a cloud's resale names its seller.
          ...(!sellsAsOwn(table, base.developer) ? { seller: sellerOf(table.seller) } : {}),
          country: countryOf(base.developer),
          currency: base.currency,
          input: base.input,
          output: base.output,
          cache_read: base.cache_read ?? null,
          cache_write: write5m?.cache_write ?? null,
          observed,
          ...(held_until ? { held_until } : {}),
          date_basis: basis,
          source_name: `${table.seller_name} (seller's own page)`,
          source_url: base.url,
          ...(until(base) ? { valid_until: until(base) } : {}),
          ...(bands.length > 1
            ? {
                tiers: bands.map((b) => ({
                  up_to_input_tokens: b.condition?.input_tokens_max ?? null,
                  input: b.input!,
                  output: b.output,
                  cache_read: b.cache_read ?? null,
                })),
              }
            : {}),
          // The seller's adapter and its hand-typed table may both state one component (a capture of the same page).
          ...(components.length ? { components: distinct(components) } : {}),
          ...(base.mode === 'free'
            ? { conditions: `free, as the page says: ${base.evidence}` }
            : base.mode === 'promotion'
              ? { conditions: `${PROMOTION_ALONE}: ${base.condition_text ?? base.evidence}` }
              : base.condition_text
                ? { conditions: base.condition_text }
                : {}),
        })
      }
    }
  }
  return { observations: paired ? pairCurrencies(observations) : observations, rejected }
}

/**
 * A row of an undated copy whose end is only the day a later copy was first seen changed (Alibaba's old
 * qwen-max page, 20/60 CNY when qwen-max stood for qwen-max-2024-09-19, read in 2026): it held on some
 * days before that, which no page says. Dated on the day before the later copy, it would show a change
 * that never happened there. A retirement the page dates is another thing: the price held until then.
 */
const undatedSuperseded = (row: OfficialPrice) =>
  !row.effective_from &&
  !!row.effective_until &&
  row.page_date >= day(row.effective_until) &&
  /^superseded/.test(row.effective_basis ?? '')

/**
 * The day after the last a promotion is stated to run; none for one promised 'at least through' a day with no
 * end stated (GPT-5.6 Sol's): its price stands until a read shows otherwise.
 */
const promotionEnd = (r: OfficialPrice) => {
  const end = r.mode === 'promotion' ? promotionEndOf(r.condition) : undefined
  return end ? addDays(day(end), 1) : undefined
}

/** The day a row's price stops: its stated end, or its promotion's, whichever comes first. */
const until = (r: OfficialPrice) =>
  [r.effective_until ? day(r.effective_until) : undefined, promotionEnd(r)].filter((d): d is string => !!d).sort()[0]

/** How a promotion served as the price asked says so (the page states no list price beside it). */
const PROMOTION_ALONE = 'a promotional price, with no list price beside it on the page'

/** The words of an end inferred from a model's absence from a read (jobs/sources/official/history.ts). */
const GONE = /^(line )?gone from the page/

/**
 * The days an observation of the row stands on: the day it holds from (observedOf) and, for a row an
 * adapter read in force again later, the day it was last seen so (a page read daily confirms its price);
 * the first holds to the last (held_until), or to the eve of the end its page states.
 */
function datesOf(row: OfficialPrice): { observed: string; basis: string; held_until?: string }[] {
  const first = observedOf(row)
  if (!row.adapter || row.page_date <= first.observed) return [first]
  // A row that ended: its last copy, made before the end, saw it in force too (a later copy saw the next list).
  // An end the page states (a retirement, the next price's day) is the day it held to; one inferred from its
  // absence is not.
  if (row.effective_until && row.page_date >= day(row.effective_until))
    return GONE.test(row.effective_basis ?? '')
      ? [first]
      : [{ ...first, held_until: addDays(day(row.effective_until), -1) }]
  // The adapter's reads between the two showed no other price of it: it held from the first to the last.
  return [
    { ...first, held_until: row.page_date },
    { observed: row.page_date, basis: dateBasis('page seen', row.page_date_basis) },
  ]
}

/**
 * The day a row's price is known to hold, and how that is known: the day it took effect where the
 * page says; for a list the page says ends on a day, the first copy's date or the last day before that
 * end (the copy was made while it was in force); else the day the first copy showing it was seen.
 */
export function observedOf(row: OfficialPrice): { observed: string; basis: string } {
  // The first copy that showed the row (a later one showed it again: page_date).
  const first = row.first_seen && row.first_seen < row.page_date ? row.first_seen : row.page_date
  if (row.effective_from) {
    const stated = row.effective_basis ?? 'the page gives the date'
    // Announced ahead: the copies that showed it say since when it was known.
    const seen = `${first}${first !== row.page_date ? ` to ${row.page_date}` : ''}`
    const ahead = day(row.effective_from) > row.page_date ? `; announced ahead, on the copies of ${seen}` : ''
    return { observed: day(row.effective_from), basis: dateBasis('effective', `${stated}${ahead}`) }
  }
  if (row.effective_until) {
    const last = addDays(day(row.effective_until), -1)
    return {
      observed: first < last ? first : last,
      basis: dateBasis('page seen', `in force until ${row.effective_until}, as the page says`),
    }
  }
  if (first !== row.page_date)
    return { observed: first, basis: dateBasis('page seen', `first seen ${first}, seen again ${row.page_date}`) }
  return { observed: row.page_date, basis: dateBasis('page seen', row.page_date_basis) }
}

/**
 * One series per model in the native currency (CNY for a Chinese developer, else USD) where the seller
 * states it: each native observation carries the seller's own price in the other currency (its other
 * page, the nearest in time within STALE_DAYS) as `stated`, so neither figure is converted. A model
 * the seller prices only in the other currency keeps those observations, and so does the time before
 * the first native one (DeepSeek's USD page dates changes its CNY page, recorded later, cannot).
 */
function pairCurrencies(list: Observation[]): Observation[] {
  const nativeOf = (o: Observation) => (o.country === 'CN' ? 'CNY' : 'USD')
  const byModel = new Map<string, Observation[]>()
  for (const o of list) byModel.set(o.model, [...(byModel.get(o.model) ?? []), o])
  return [...byModel.values()].flatMap((group) => {
    const native = group.filter((o) => o.currency === nativeOf(o))
    const other = group.filter((o) => o.currency !== nativeOf(o))
    if (!native.length || !other.length) return group
    const newestNative = native.reduce((a, n) => (n.observed > a.observed ? n : a))
    const newestOther = other.reduce((a, o) => (o.observed > a.observed ? o : a))
    const firstNative = native.reduce((a, n) => (n.observed < a.observed ? n : a)).observed
    const before = other.filter((o) => o.observed < firstNative)
    return [
      ...before,
      ...native.map((n) => {
        // The other page seen after every native one is the seller's current price in that currency too.
        const near =
          n === newestNative && newestOther.observed > n.observed
            ? newestOther
            : other
                .map((o) => ({ o, gap: Math.abs(daysBetween(n.observed, o.observed)) }))
                .filter((x) => x.gap <= STALE_DAYS)
                .sort((a, b) => a.gap - b.gap)[0]?.o
        return near
          ? {
              ...n,
              stated: {
                currency: near.currency,
                input: near.input,
                output: near.output,
                cache_read: near.cache_read,
                cache_write: near.cache_write,
                source_url: near.source_url,
              },
            }
          : n
      }),
    ]
  })
}

/**
 * The sellers' rows as observations: each first-party offer, and a cloud's resale only where it stands in for a
 * model its developer no longer sells (resold.ts); of several standing in for one model, those in its developer's
 * home currency where any is (the headline rule's order, for resales too: Alibaba's CNY deepseek-v3.2, not
 * Google Cloud's USD one).
 */
export function sellersObserved(
  sellers: SellerPrices[],
  retired: Retiring,
): Pick<AdapterResult, 'observations' | 'rejected'> {
  const standIn = resaleStandIn(retired)
  const observations: Observation[] = []
  const standing: Observation[] = []
  const rejected: AdapterResult['rejected'] = []
  for (const table of sellers) {
    const got = officialObservations(table)
    rejected.push(...got.rejected)
    for (const o of got.observations.map(respell)) {
      const s = o.seller ? standIn(o) : o
      if (s) (o.seller ? standing : observations).push(s)
    }
  }
  const home = new Set(standing.filter((o) => o.currency === homeCurrency(o.vendor)).map((o) => o.model))
  observations.push(...standing.filter((o) => o.currency === homeCurrency(o.vendor) || !home.has(o.model)))
  return { observations, rejected }
}

export default {
  name: 'official',
  title: "Sellers' own pricing pages (data/official)",
  license: "Prices are facts stated on the sellers' pages; each row cites its page",
  // Cited as the whole (each row cites its own page); the pages fetched are `urls`.
  url: 'data/official/README.md',
  urls: OFFICIAL_PAGES,
  fixtures: OFFICIAL_PAGES.map((p) => p.fixture),
  parse: (texts, ctx) => {
    const { tables, ...read } = readSellers(texts, ctx.observed, ctx.stateDir, ctx.dated)
    const out: AdapterResult = { ...read, observations: [] }
    const got = sellersObserved(tables, retiredBySeller(tables))
    out.observations.push(...got.observations)
    out.rejected.push(...got.rejected)
    return out
  },
} satisfies SourceAdapter
