// From observations to what we publish: daily history rows (carrying the last observed price
// forward, at most STALE_DAYS), the latest record per model, and the list of price changes.
import { SNAPSHOT_ID } from '../../../tools/alias-pointers.ts'
import type { HistoryRow, PriceChange, PriceRecord } from '../../../tools/schemas.ts'
import { addDays, daysBetween } from '../../../tools/dates.ts'
import { FX_MAX_DAYS, type FxTable } from '../../../tools/fx.ts'
import { changeBetween } from './changes.ts'
import { componentsOf } from './components.ts'
import type { Observation } from '../../../tools/observation.ts'
import { roundPerMillion } from '../../../tools/round.ts'
import {
  servedOffer,
  convertPrice,
  dateBasis,
  SEEN_AGAIN,
  dailyRows,
  STALE_DAYS,
  staleClock,
  stepsOf,
  samePriceWithin,
  isSecondary,
  offerOf,
} from '../../../tools/price-domain.ts'

type PriceKey = 'input' | 'output' | 'cache_read' | 'cache_write'

/**
 * A native price in both currencies, converted with the real rate of the day the price was
 * observed (never the day of the run, never one rate for every row).
 */
export function priceRecord(obs: Observation, fx: FxTable): PriceRecord {
  const { rate, date: fxDate, source } = fx.on(obs.observed)
  // The seller's own figure in the other currency where it states one; else converted at the day's rate.
  const other = obs.stated
  const inCurrency =
    (currency: 'USD' | 'CNY', convert: (v: number) => number) => (v: number | null, key?: PriceKey) => {
      if (v === null) return null
      if (obs.currency === currency) return v
      if (other?.currency === currency && key) return other[key]
      return roundPerMillion(convert(v))
    }
  const toUsd = inCurrency('USD', (v) => convertPrice(v, obs.currency, 'USD', rate))
  const toCny = inCurrency('CNY', (v) => convertPrice(v, obs.currency, 'CNY', rate))
  const gap = daysBetween(fxDate, obs.observed)
  const components = componentsOf(obs)
  return {
    model: obs.model,
    source_model_id: obs.source_model_id,
    vendor: obs.vendor,
    seller: obs.seller ?? obs.vendor,
    country: obs.country,
    native_currency: obs.currency,
    input_usd: toUsd(obs.input, 'input')!,
    output_usd: toUsd(obs.output, 'output')!,
    cache_read_usd: toUsd(obs.cache_read, 'cache_read'),
    cache_write_usd: toUsd(obs.cache_write, 'cache_write'),
    input_cny: toCny(obs.input, 'input')!,
    output_cny: toCny(obs.output, 'output')!,
    cache_read_cny: toCny(obs.cache_read, 'cache_read'),
    cache_write_cny: toCny(obs.cache_write, 'cache_write'),
    fx_usd_cny: rate,
    fx_date: fxDate,
    fx_source: source,
    last_observed: obs.observed,
    source_name: obs.source_name,
    source_url: obs.source_url,
    ...(obs.via ? { via: obs.via } : {}),
    ...(obs.tiers?.length ? { tiers: obs.tiers } : {}),
    ...(obs.conditions ? { conditions: obs.conditions } : {}),
    ...(components.length ? { components } : {}),
    converted_currency: other ? null : obs.currency === 'USD' ? 'CNY' : 'USD',
    ...(obs.date_basis ? { date_basis: obs.date_basis } : {}),
    ...(gap > FX_MAX_DAYS
      ? {
          fx_note:
            `no daily USD/CNY rate within ${FX_MAX_DAYS} days of ${obs.observed} in the bundled series: the latest ` +
            `rate on or before it (${source}), ${gap} days earlier`,
        }
      : {}),
  }
}

/** Per model, only the first source (in order) that lists it: a model's series never mixes these. */
export function firstSourceOnly(...sources: Observation[][]): Observation[] {
  const owner = new Map<string, number>()
  for (const [i, list] of sources.entries()) for (const o of list) if (!owner.has(o.model)) owner.set(o.model, i)
  return sources.flatMap((list, i) => list.filter((o) => owner.get(o.model) === i))
}

const groupByModel = (list: Observation[]) => {
  const map = new Map<string, Observation[]>()
  for (const o of list) map.set(o.model, [...(map.get(o.model) ?? []), o])
  for (const l of map.values()) l.sort((a, b) => a.observed.localeCompare(b.observed))
  return map
}

/**
 * Each model's series, oldest first, from sources given in precedence order (precedence.ts):
 * the first source that lists the model owns its series; a lower source fills only the days
 * before it, or after it once its record is STALE_DAYS behind. A Chinese vendor's CNY prices
 * exclude USD figures for the model (native currency first) but on the days no CNY price is carried. Several
 * sources never alternate.
 */
export function mergeByPrecedence(...sources: Observation[][]): Map<string, Observation[]> {
  const grouped = sources.map(groupByModel)
  const models = new Set(grouped.flatMap((g) => [...g.keys()]))
  const out = new Map<string, Observation[]>()
  for (const model of models) {
    const lists = grouped.map((g) => g.get(model) ?? [])
    const cny = lists.some((l) => l.some((o) => o.currency === 'CNY' && o.country === 'CN'))
    let series: Observation[] = []
    // A seller's own page (its rows carry date_basis) is kept in the currency it states; a third party's
    // quote of its USD price (secondary) is an offer of its own (offer-history.ts), not the model's series.
    const native = (o: Observation) => !cny || o.currency === 'CNY' || (!!o.date_basis && !isSecondary(o.date_basis))
    for (const raw of lists) {
      const list = raw.filter(native)
      if (!list.length) continue
      if (!series.length) {
        series = [...list]
        continue
      }
      const first = series[0].observed
      const staleAfter = addDays(series.at(-1)!.observed, STALE_DAYS)
      const before = list.filter((o) => o.observed < first)
      const after = list.filter((o) => o.observed > staleAfter)
      series = byDay([...before, ...series, ...seenAgain(series, list, staleAfter), ...after])
    }
    // Where no CNY price is carried, a catalogue's USD one (an international list) stands.
    const foreign = (o: Observation) => !native(o) && !isSecondary(o.date_basis)
    if (cny) for (const raw of lists) series = byDay([...series, ...inSilence(series, raw.filter(foreign))])
    if (series.length) out.set(model, series)
  }
  return out
}

/**
 * Of `others`, those observed on a day `series` carries no price (before its first, between a price's end or
 * staleness and the next, after its last): each holds until the series resumes.
 */
function inSilence(series: Observation[], others: Observation[]): Observation[] {
  const carried = series.map((o, i) => ({
    from: o.observed,
    to: [series[i + 1]?.observed, o.valid_until, addDays(o.held_until ?? o.observed, STALE_DAYS + 1)]
      .filter((d): d is string => !!d)
      .sort()[0],
  }))
  return others.filter((o) => !carried.some((c) => o.observed >= c.from && o.observed < c.to))
}

const byDay = (list: Observation[]) => list.sort((a, b) => a.observed.localeCompare(b.observed))

/**
 * A lower source's observations inside a series' span (to `until`) that repeat the price it holds that day, the
 * same offer: they show that price again (credited to the seller's page where it holds), so a seller read
 * months apart is not taken for silent between. The series' end is theirs too (a lower source's silence says
 * nothing there), and one that differs is not taken (sources never alternate).
 */
function seenAgain(series: Observation[], lower: Observation[], until: string): Observation[] {
  const days = new Set(series.map((o) => o.observed))
  const out: Observation[] = []
  for (const o of lower) {
    if (o.observed < series[0].observed || o.observed > until || days.has(o.observed)) continue
    const held = series.findLast((p) => p.observed < o.observed)
    if (!held || (held.valid_until && o.observed >= held.valid_until)) continue
    if (!samePriceWithin(held, o) || offerOf(held).id !== offerOf(o).id) continue
    // The series' end holds (the seller's stated end), not the lower source's.
    const { valid_until: _gone, ...shown } = o
    const again = held.valid_until ? { ...shown, valid_until: held.valid_until } : shown
    // The seller's page seen again, before the gates: what they judge is its row, not a catalogue's.
    out.push(held.date_basis && !isSecondary(held.date_basis) ? creditSeller(held, again) : again)
  }
  return out
}

/**
 * A catalogue's later observation that repeats the seller's own price is the seller's price, seen
 * again: it cites the seller's page and names the catalogue in `via` (the seller's page ranks above
 * every catalogue), keeping the catalogue's date as the day it was last seen.
 */
export function creditSeller(page: Observation, obs: Observation): Observation {
  if (obs.date_basis || !samePriceWithin(page, obs)) return obs
  // The seller's stated end of its price (a rolling id moved to another model) ends it, not the catalogue's next
  // snapshot.
  const ends =
    !!page.valid_until && page.valid_until > obs.observed && (!obs.valid_until || page.valid_until < obs.valid_until)
  return {
    ...obs,
    ...(ends ? { valid_until: page.valid_until } : {}),
    input: page.input,
    output: page.output,
    cache_read: page.cache_read ?? obs.cache_read,
    cache_write: page.cache_write ?? obs.cache_write,
    source_name: page.source_name,
    source_url: page.source_url,
    via: `${obs.source_name}, ${obs.observed}`,
    date_basis: dateBasis(SEEN_AGAIN, `${obs.source_name} showed the seller's price on ${obs.observed}`),
    ...(page.stated ? { stated: page.stated } : {}),
    ...(page.tiers && !obs.tiers ? { tiers: page.tiers } : {}),
    ...(page.components && !obs.components ? { components: page.components } : {}),
  }
}

/** Each series with its catalogue observations credited to the seller's page they repeat. */
export function creditSellers(byModel: Map<string, Observation[]>): Map<string, Observation[]> {
  for (const [model, list] of byModel) {
    let page: Observation | undefined
    byModel.set(
      model,
      list.map((o) => {
        if (o.date_basis) {
          page = o
          return o
        }
        return page ? creditSeller(page, o) : o
      }),
    )
  }
  return byModel
}

/**
 * A seller's own page priced in USD for a Chinese developer's model (Z.ai's international page) heads
 * its series, but the CNY figure is not converted where a CNY list price was observed within
 * STALE_DAYS before: that price rides along as `stated`, with its source (native currency).
 */
export function withNativeCny(obs: Observation, all: Observation[]): Observation {
  if (!obs.date_basis || obs.stated || obs.country !== 'CN' || obs.currency !== 'USD') return obs
  const since = addDays(obs.observed, -STALE_DAYS)
  const cny = all
    .filter((o) => o.model === obs.model && o.currency === 'CNY' && o.observed <= obs.observed && o.observed >= since)
    .sort((a, b) => b.observed.localeCompare(a.observed))[0]
  return cny
    ? {
        ...obs,
        stated: {
          currency: 'CNY',
          input: cny.input,
          output: cny.output,
          cache_read: cny.cache_read,
          cache_write: cny.cache_write,
          source_url: cny.source_url,
        },
      }
    : obs
}

/** Kept for callers that want one source per model: mergeByPrecedence without fill-ins. */
export function preferFirstSource(...sources: Observation[][]): Map<string, Observation[]> {
  return groupByModel(firstSourceOnly(...sources))
}

/** The latest date any source observed a price: the data's as-of date. */
export function asOfDate(byModel: Map<string, Observation[]>): string {
  let max = ''
  for (const list of byModel.values()) max = list.at(-1)!.observed > max ? list.at(-1)!.observed : max
  return max
}

/**
 * One row per model per day from its first observation (the domain's dailyRows): an observation holds
 * until the next one, or until its source's next snapshot when the model was gone from it, or until
 * `asOf`, and never more than STALE_DAYS after it was observed (then the model leaves the latest prices).
 */
export function dailyHistory(byModel: Map<string, Observation[]>, asOf: string, fx: FxTable): HistoryRow[] {
  const clock = staleClock([...byModel.values()].flat())
  return [...byModel.values()]
    .flatMap((list) => dailyRows(stepsOf(list), { to: asOf, clock }, (obs) => historyFields(priceRecord(obs, fx))))
    .sort((a, b) => a.model.localeCompare(b.model) || a.date.localeCompare(b.date))
}

/**
 * The rows a run adds for one model on the days `from`..`to` (the domain's dailyRows, as the seed's): its
 * published price, then the run's new one from the day it counts from (`now.from`), each carried as the
 * seed carries it.
 */
export function runRows(
  published: Observation | undefined,
  now: { obs: Observation; from: string } | undefined,
  window: { from: string; to: string; clock: string },
  fx: FxTable,
): HistoryRow[] {
  const steps = [...(published ? [{ from: published.observed, obs: published }] : []), ...(now ? [now] : [])]
  return dailyRows(steps, window, (obs) => historyFields(priceRecord(obs, fx)))
}

/**
 * A price record without what history does not keep (tiers, components and aliases live in the latest
 * prices), naming the offer it prices: its seller, the region of its source, and its id.
 */
export function historyFields(record: PriceRecord): Omit<HistoryRow, 'date'> {
  const offer = servedOffer(record)
  const {
    tiers: _t,
    conditions: _c,
    seller: _s,
    aliases: _a,
    components: _p,
    fx_note: _f,
    converted_currency: _v,
    date_basis: _d,
    offer: _o,
    headline: _h,
    offers: _l,
    ...rest
  } = record
  return { ...rest, seller: offer.seller, region: offer.region, offer: offer.id, served: 1 }
}

/**
 * Dated snapshots and `-latest` ids folded into one record per model as its spellings (not alias
 * pointers: which snapshot a rolling id served when is alias-pointers.ts): ids with the same stem,
 * vendor, seller and native prices are one model; the one its seller's page prices (else the base id,
 * else the newest dated one) keeps the record, so the page's words stay in the latest prices, and lists
 * the others in `aliases`. A snapshot at a different price stays its own model.
 */
export function foldSpellings(records: PriceRecord[]): PriceRecord[] {
  const key = (r: PriceRecord) => {
    const stem = SNAPSHOT_ID.exec(r.model)?.[1] ?? r.model
    const n = r.native_currency === 'USD' ? 'usd' : 'cny'
    return [stem, r.vendor, r.seller, r[`input_${n}`], r[`output_${n}`], r[`cache_read_${n}`]].join('|')
  }
  const groups = new Map<string, PriceRecord[]>()
  for (const r of records) groups.set(key(r), [...(groups.get(key(r)) ?? []), r])
  const out: PriceRecord[] = []
  for (const group of groups.values()) {
    if (group.length === 1) {
      out.push(group[0])
      continue
    }
    const own = (r: PriceRecord) => (r.date_basis && !isSecondary(r.date_basis) ? 1 : 0)
    const rank = (r: PriceRecord) => (!SNAPSHOT_ID.test(r.model) ? 2 : r.model.endsWith('-latest') ? 0 : 1)
    const [head, ...rest] = [...group].sort(
      (a, b) => own(b) - own(a) || rank(b) - rank(a) || b.model.localeCompare(a.model),
    )
    out.push({ ...head, aliases: [...(head.aliases ?? []), ...rest.map((r) => r.model)].sort() })
  }
  return out
}

/** The latest price of every model still tracked on `asOf` (not stale by its own source, staleFrom). */
export function latestPrices(
  history: HistoryRow[],
  asOf: string,
  byModel: Map<string, Observation[]>,
  fx: FxTable,
): PriceRecord[] {
  const records = history
    .filter((row) => row.date === asOf)
    .map((row): PriceRecord => {
      const obs = byModel
        .get(row.model)!
        .find((o) => o.observed === row.last_observed && o.source_url === row.source_url)!
      return priceRecord(obs, fx)
    })
  return foldSpellings(records).sort((a, b) => a.vendor.localeCompare(b.vendor) || a.model.localeCompare(b.model))
}

/** Additions to tracking and every change of the input or output list price, oldest first. */
export function priceChanges(byModel: Map<string, Observation[]>): PriceChange[] {
  const changes: PriceChange[] = []
  for (const list of byModel.values()) {
    list.forEach((obs, i) => {
      const change = changeBetween(list[i - 1], obs, obs.observed)
      if (change) changes.push(change)
    })
  }
  return changes.sort(
    (a, b) =>
      a.date.localeCompare(b.date) || a.model.localeCompare(b.model) || (a.offer ?? '').localeCompare(b.offer ?? ''),
  )
}
