// A catalogue repeating a price its seller says has ended is refuted by the seller's page: DeepSeek's
// page says deepseek-chat's 0.27/1.10 USD list ended on 2025-09-05, yet a catalogue still carried it in
// August 2026. Such an observation is held back with the page's words, never published.
import type { Observation } from '../../../tools/observation.ts'
import { isLowestBand, type OfficialPrice } from '../../../tools/official-price.ts'
import { modelIdOf } from '../../../tools/vendors.ts'
import { ownLives, ownRetirements, resaleClosures, type SellerPrices, sellsAsOwn } from '../../official.ts'
import { replacementOf } from '../../ended-prices.ts'
import { respell } from './spellings.ts'
import { OTHER_NAMES } from '../../../tools/spellings.ts'
import { pointersOf, SNAPSHOT_ID, snapshotId } from '../../../tools/alias-pointers.ts'
import { isDateBasis } from '../../../tools/price-terms.ts'
import { addDays, dayOf as day } from '../../../tools/dates.ts'
import { samePriceWithin, withinPriceTolerance as near } from '../../../tools/price-domain.ts'

type Ended = OfficialPrice & { id: string }

/** The id a seller's model name is served under (its canonical id, respelled), or undefined if not an id. */
function servedId(model: string): string | undefined {
  const named = modelIdOf(model)
  return 'reason' in named ? undefined : respell({ model: named.id } as Observation).model
}

/** A checker: the reason a (catalogue) observation shows a price its seller ended, else undefined. */
export function endedBySeller(sellers: SellerPrices[]): (obs: Observation) => string | undefined {
  const ended = new Map<string, Ended[]>()
  const current = new Map<string, OfficialPrice[]>()
  // The developer's own rows: a reseller's ended price says nothing of the developer's list price.
  for (const t of sellers)
    for (const r of t.rows) {
      if (!sellsAsOwn(t, r.developer)) continue
      if (r.mode !== 'standard' || r.input == null || r.output == null || !isLowestBand(r)) continue
      const id = servedId(r.model)
      if (!id) continue
      if (r.effective_until) ended.set(id, [...(ended.get(id) ?? []), { ...r, id }])
      current.set(id, [...(current.get(id) ?? []), r])
    }
  // The undated name of dated versions (grok-4-20-multi-agent for grok-4.20-multi-agent-0309).
  const versions = new Map<string, string[]>()
  for (const id of current.keys()) {
    const stem = SNAPSHOT_ID.exec(id)?.[1]
    if (stem && stem !== id && !SNAPSHOT_ID.exec(id)![2].startsWith('latest'))
      versions.set(stem, [...(versions.get(stem) ?? []), id])
  }
  return (obs) => {
    if (obs.date_basis) return undefined // the seller's own rows are dated by themselves
    // Its own rows; else, for a name the seller's pages do not price, its dated versions' rows (the
    // developer's own sale: another seller may keep the old price, as Google Cloud kept Claude Opus 4).
    const resold = !!obs.seller && obs.seller !== obs.vendor
    const ids = current.has(obs.model) ? [obs.model] : resold ? [] : (versions.get(obs.model) ?? [])
    for (const e of ids.flatMap((id) => ended.get(id) ?? [])) {
      const until = day(e.effective_until!)
      if (obs.observed < until || !samePriceWithin(e, obs)) continue
      // The seller may have brought the same price back: then its page says so in a row of its own.
      const back = ids.some((id) =>
        (current.get(id) ?? []).some(
          (r) =>
            r !== e &&
            (r.effective_from ? day(r.effective_from) : r.page_date) <= obs.observed &&
            (!r.effective_until || day(r.effective_until) > obs.observed) &&
            near(r.input!, obs.input) &&
            near(r.output!, obs.output),
        ),
      )
      if (back) continue
      const of = e.id === obs.model ? '' : ` for ${e.model} (${e.id}, a dated version ${obs.model} stands for)`
      return (
        `ended_per_seller: the seller's page says ${e.input}/${e.output} ${e.currency}${of} ended on ` +
        `${e.effective_until} (${e.url}: "${e.effective_basis ?? e.evidence.slice(0, 80)}")`
      )
    }
    return undefined
  }
}

/** A model its seller retired: from which day, and the page's words. */
export interface Retired {
  since: string
  reason: string
  /** Its last list price (standard, first band), which its rolling names may still repeat. */
  last?: { currency: string; input: number; output: number }
  /** The day of the seller's newest read: what its pages sell is known up to then. */
  read?: string
  /** Retired under a name the pages gave it (grok-3-latest): known only up to `read`. */
  nameOnly?: boolean
}

/**
 * The models each seller's own page retired: every row the seller states of its own model has ended,
 * and the page marked it retired or a copy proven whole left it out (sources/official/history.ts), keyed
 * by the id the model is served under; and every model, priced on the pages or not, that the pages last
 * marked retired (sources/official/lives.ts), with the names they gave it that no model still sold has.
 * A model absent from a copy not proven whole is never retired.
 */
export function retiredModels(sellers: SellerPrices[]): Map<string, Retired> {
  const out = new Map<string, Retired>()
  for (const t of sellers) {
    const own = (r: OfficialPrice) => sellsAsOwn(t, r.developer)
    const byId = new Map<string, OfficialPrice[]>()
    for (const r of t.rows.filter(own)) {
      const id = servedId(r.model)
      if (id) byId.set(id, [...(byId.get(id) ?? []), r])
    }
    const lastList = (rows: OfficialPrice[] = []) => {
      const listed = rows
        .filter((r) => isList(r) && r.effective_until)
        .reduce<OfficialPrice | undefined>((a, r) => (!a || r.effective_until! > a.effective_until! ? r : a), undefined)
      return listed && { currency: listed.currency, input: listed.input!, output: listed.output! }
    }
    const read = newestRead(t)
    const keep = (id: string, r: Retired) => {
      if (!out.has(id) || out.get(id)!.since < r.since) out.set(id, { ...r, read })
    }
    for (const [id, rows] of byId) {
      if (rows.some((r) => !r.effective_until) || !rows.some((r) => r.status === 'retired')) continue
      const last = rows.reduce((a, r) => (day(r.effective_until!) > day(a.effective_until!) ? r : a))
      const since = day(last.effective_until!)
      const words = last.effective_basis ?? last.evidence.slice(0, 80)
      const reason =
        `${t.seller_name}'s page retired ${last.model} on ${since} (${last.url}: "${words}"); ` +
        'a catalogue listing it after that day lists a model its seller no longer sells'
      const price = lastList(rows)
      keep(id, { since, reason, ...(price ? { last: price } : {}) })
    }
    for (const { life: l, names } of ownRetirements(t, servedId)) {
      const since = l.status_date ?? l.since
      const price = lastList(t.rows.filter((r) => r.model === l.model).filter(own))
      for (const name of names) {
        const id = servedId(name)!
        if (byId.has(id)) continue
        const other = name === l.model ? '' : ` (which it names ${name} too)`
        keep(id, {
          since,
          // A name the pages gave it holds only as far as the seller's newest read: it may move on.
          ...(name === l.model ? {} : { nameOnly: true }),
          reason:
            `${t.seller_name}'s page retired ${l.model}${other} on ${since} (${l.url}: "${l.words.slice(0, 120)}"); ` +
            'a catalogue listing it after that day lists a model its seller no longer sells',
          ...(price ? { last: price } : {}),
        })
      }
    }
  }
  return out
}

/**
 * From which day its seller no longer sells an observation's model (the developer's own sale), and why,
 * whatever price or currency it shows. `seenOn`: the day what the observation shows dates from (the day
 * it was made, or the first day its source showed that price unchanged: ShownSince), when `obs.observed`
 * asks about a later day; `listedBefore(model, day)`: was the model listed on or before that day (a line-up
 * judges a later listing only of a model it could have named).
 */
export type Retiring = (obs: Observation, seenOn?: string, listedBefore?: ListedBefore) => Retired | undefined

/** Was a model listed (by any source) on or before a day? */
export type ListedBefore = (model: string, day: string) => boolean

/**
 * The first day of the run of the source's consecutive listings of the model at the observation's price: a
 * catalogue repeating a price unchanged tells nothing newer than its first showing.
 */
export type ShownSince = (obs: Observation) => string

export function retiredBySeller(sellers: SellerPrices[]): Retiring {
  const retired = retiredModels(sellers)
  const current = currentByStem(sellers)
  const sold = soldBases(sellers)
  const pointers = namesGiven(sellers)
  const pricesEver = listPricesEver(sellers)
  const offLineup = leftOffLineups(sellers)
  const resold = resaleRetirements(sellers)
  const bands = bandsPriced(sellers)
  // Each retired id under the names that can stand for it (itself, the model it is a version of, its
  // family), and under its snapshot's stem: looked up per observation, not searched.
  const standsFor = new Map<string, { id: string; s: Retired; family: boolean }[]>()
  const snapshotsOf = new Map<string, [string, Retired][]>()
  const under = <V>(map: Map<string, V[]>, name: string | undefined, v: V) => {
    if (name) map.set(name, [...(map.get(name) ?? []), v])
  }
  for (const [id, s] of retired) {
    under(standsFor, id, { id, s, family: false })
    under(standsFor, versionOf(id), { id, s, family: false })
    under(standsFor, familyOf(id), { id, s, family: true })
    under(snapshotsOf, SNAPSHOT_ID.exec(id)?.[1], [id, s] as [string, Retired])
  }
  // `seenOn`: the day what the observation shows dates from, when `obs.observed` asks about a later day (the
  // day its price ends: '9999-12-31'). A rule known only up to the seller's newest read judges that day.
  // Every rule retires at least as much for an earlier `seenOn` (produce.ts asks the stored log only then).
  // What the pages say of the model by name first; else a version no rolling id serves any more
  // (DeepSeek-V3.2-Exp from 2025-12-01); else a line-up it is not on.
  return (obs, seenOn = obs.observed, listedBefore) => {
    if (obs.date_basis) return undefined // the seller's own rows end by themselves
    if (obs.seller && obs.seller !== obs.vendor) {
      // Another seller may still sell it; its own pages may say it no longer does.
      const r = resold.get(`${obs.seller}|${obs.vendor}|${obs.model}`)
      return r && obs.observed >= r.since ? r : undefined
    }
    const replaced = replacementOf(obs.model)
    return (
      named(obs, seenOn) ??
      bandOfOffer(obs, bands) ??
      (replaced && obs.observed >= replaced.since
        ? {
            ...replaced,
            reason: `${replaced.reason}; a catalogue listing it after that day lists a version no id sells`,
          }
        : offLineup(obs, seenOn, listedBefore))
    )
  }
  /**
   * A rolling name its seller moved to another model (data/registry/alias-pointers.csv: the seller's own
   * dated statements), shown by a catalogue unchanged since before the move at a price the seller's pages
   * never gave the model it named from then, nor the name itself: the catalogue did not follow the move
   * (gemini-flash-latest at Gemini 2.5 Flash's price after it switched to Gemini 3 Flash). The moves are
   * taken in order from the catalogue's first showing: its price ends on the first it does not survive.
   * Where statements disagree on a day, a price of any of their models survives it; where the pages give
   * those models no price in that currency, nothing is said.
   */
  function movedName(obs: Observation, seenOn: string): Retired | undefined {
    const statements = pointersOf(obs.model).filter((p) => isDateBasis(p.basis) && p.from)
    const priced = (id: string) => (pricesEver.get(id) ?? []).filter((p) => p.currency === obs.currency)
    const holdingOn = (d: string) => statements.filter((p) => p.from <= d && (!p.until || d < p.until))
    const targetsOn = (d: string) => [...new Set(holdingOn(d).map((p) => snapshotId(p.snapshot)))].sort().join(' ')
    // A day the statements in force change (one starts or ends) and name other models than the day before:
    // a restatement of the same model is no move.
    const changes = [...new Set(statements.flatMap((p) => [p.from, p.until]))]
      .filter((d) => d && d > seenOn && d <= obs.observed)
      .sort()
      .filter((d) => targetsOn(d) !== targetsOn(addDays(d, -1)))
    for (const day of changes) {
      const holding = holdingOn(day)
      const prices = [...new Set(holding.map((p) => snapshotId(p.snapshot)))].flatMap(priced)
      // The name's own list price on that day, where its pages price it by that name.
      const own = priced(obs.model).filter((p) => p.from <= day && (!p.until || day < p.until))
      if (!prices.length || [...prices, ...own].some((p) => samePriceWithin(p, obs))) continue
      const said = holding.find((p) => p.from === day) ?? holding[0]
      const given = prices.map((p) => `${p.input}/${p.output}`).join(', ')
      return {
        since: day,
        reason:
          `the seller moved ${obs.model} to ${said.snapshot} on ${day} (${said.source_url}: ` +
          `"${said.words.slice(0, 120)}"), whose pages give it ${given} ${obs.currency}; ${obs.source_name} ` +
          `shows ${obs.input}/${obs.output} unchanged since ${seenOn}, before the move: a price from before it`,
      }
    }
    return undefined
  }
  /**
   * A name the seller's pages give a model of its own (codestral-latest for codestral-2508; open-mistral-nemo
   * for Mistral NeMo until its retirement), shown at a price that model does not have: another model's price
   * under that name.
   */
  function anotherModelsPrice(obs: Observation, seenOn: string): Retired | undefined {
    const given = pointers.get(obs.model)?.find((g) => obs.observed >= g.since && (!g.until || obs.observed < g.until))
    const same = given?.prices.filter((p) => p.currency === obs.currency) ?? []
    if (!given || !same.length || same.some((p) => samePriceWithin(p, obs)) || seenOn > given.read) return undefined
    return {
      since: given.since,
      reason:
        `${given.seller}'s page gives the name ${obs.model} to ${given.model} ` +
        `(${same.map((p) => `${p.input}/${p.output}`).join(', ')} ${obs.currency}) since ${given.since} ` +
        `(${given.url}); ${obs.input}/${obs.output} under that name is another model's price`,
    }
  }
  function named(obs: Observation, seenOn: string): Retired | undefined {
    const r = retired.get(obs.model)
    if (r)
      return obs.observed >= r.since && (!r.nameOnly || seenOn <= (r.read ?? '')) ? r : anotherModelsPrice(obs, seenOn)
    // Another name of the seller's model at prices that are not the seller's (spellings.csv kind name).
    const other = OTHER_NAMES.get(obs.model)
    const of = other && retired.get(other.canonical)
    if (of)
      return obs.observed >= of.since
        ? {
            ...of,
            reason: `${obs.model} is another name of ${other.canonical} (data/registry/spellings.csv): ${of.reason}`,
          }
        : undefined
    // A catalogue's context band of a retired model (gemini-1-5-flash-128k) is that model's own price.
    const band = CONTEXT_BAND.exec(obs.model)?.[1]
    const banded = band ? retired.get(band) : undefined
    if (banded)
      return obs.observed >= banded.since && (!banded.nameOnly || seenOn <= (banded.read ?? ''))
        ? { ...banded, reason: `${obs.model} is a context band of ${band}: ${banded.reason}` }
        : undefined
    // A dated version of a model the seller retired, when the seller sells no version of it any more.
    const dated = SNAPSHOT_ID.exec(obs.model)
    const whole = dated && dated[2] !== 'latest' ? retired.get(dated[1]) : undefined
    if (whole && !current.get(dated![1])?.length)
      return obs.observed >= whole.since
        ? { ...whole, reason: `${obs.model} is a dated version of ${dated![1]}: ${whole.reason}` }
        : undefined
    // A name built on a retired model's id (its -latest or -beta, a catalogue's context band -128k, or
    // the name of its dated versions or its modes) when the seller sells no version of that model any more:
    // the last of its versions retired ends it.
    // Known only up to the seller's newest read: a later listing may show a version no read has seen.
    // The family name of numbered versions (claude-2 for claude-2.0 and claude-2.1, grok-code-fast for
    // grok-code-fast-1) counts only as the name itself (grok-beta is no name of grok-3), only for a name no
    // page gives a model of its own (gpt-4 has its own life), and while the seller sells no numbered member
    // of that family (claude-2-5-sonnet would keep claude-2 unjudged).
    const base = BUILT_ON.exec(obs.model)?.[1] ?? obs.model
    if (!sold.bases.has(base)) {
      const family = base === obs.model && !sold.families.has(base) && !sold.named.has(base)
      let last: [string, Retired] | undefined
      for (const c of standsFor.get(base) ?? [])
        if ((!c.family || family) && (!last || c.s.since > last[1].since)) last = [c.id, c.s]
      if (last && obs.observed >= last[1].since && seenOn <= (last[1].read ?? ''))
        return { ...last[1], reason: `${obs.model} is a name of ${last[0]}: ${last[1].reason}` }
    }
    const anothers = anotherModelsPrice(obs, seenOn)
    if (anothers) return anothers
    const moved = movedName(obs, seenOn)
    if (moved) return moved
    // A rolling name (magistral-medium, magistral-medium-latest) at the last price of a snapshot of its
    // stem the seller retired, which no snapshot it still sells has: the retired model under another name.
    const stem = obs.model.replace(/-latest$/, '')
    const at = (p: { currency: string; input: number; output: number }) => samePriceWithin(p, obs)
    if ((current.get(stem) ?? []).some(at)) return undefined
    // Of the retired snapshots at that price, the last retired: until then one of them still sold it.
    let found: [string, Retired] | undefined
    for (const [id, s] of snapshotsOf.get(stem) ?? [])
      if (s.last && at(s.last) && (!found || s.since > found[1].since)) found = [id, s]
    if (found && obs.observed >= found[1].since) {
      const [id, s] = found
      return {
        ...s,
        reason: `${obs.model} at ${obs.input}/${obs.output} ${obs.currency} is ${id}'s price: ${s.reason}`,
      }
    }
    return undefined
  }
}

/**
 * A model its seller's page leaves off a line-up the page shows whole (DeepSeek's MODEL row: every model it
 * sells, with the version behind each; deepseek-v3 is on none of them): not sold from the first such
 * line-up after the last that listed it. A listing seen after the newest line-up may be a model launched
 * since: it is judged only if the model was listed on or before that line-up (`listedBefore`).
 */
function leftOffLineups(sellers: SellerPrices[]): Retiring {
  const withLineups = sellers.flatMap((t) =>
    t.lineups?.length
      ? [
          {
            t,
            ups: [...t.lineups]
              .sort((a, b) => (a.day < b.day ? -1 : 1))
              .map((l) => ({ ...l, ids: new Set(l.models.flatMap((m) => namesOfListed(servedId(m)))) })),
          },
        ]
      : [],
  )
  return (obs, seenOn = obs.observed, listedBefore) => {
    // A rolling name is on no line-up: the pages list models, not the names given them (namesGiven judges those).
    if (/-latest$/.test(obs.model)) return undefined
    const names = lineupNames(obs.model)
    const listed = (ids: Set<string>) => names.some((n) => ids.has(n))
    for (const { t, ups } of withLineups) {
      if (!t.developer_of_models?.includes(obs.vendor)) continue
      const off = ups[ups.findLastIndex((u) => listed(u.ids)) + 1]
      if (!off || obs.observed < off.day) continue
      const newest = ups.at(-1)!.day
      // Every line-up from `off` to the newest left it out: a model listed before the newest is not a launch since.
      if (seenOn > newest && !names.some((n) => listedBefore?.(n, newest))) continue
      return {
        since: off.day,
        read: newest,
        reason:
          `${t.seller_name}'s page of ${off.day} lists every model it sells, ${obs.model} not among them ` +
          `(${off.url}: "${off.words.slice(0, 160)}"); a catalogue listing it after that day lists a model its ` +
          'seller no longer sells',
      }
    }
    return undefined
  }
}

/** The names a model is on a line-up by: its own, or its model's (a catalogue's context band -128k). */
export const lineupNames = (model: string) => [model, CONTEXT_BAND.exec(model)?.[1]].filter((n): n is string => !!n)

/**
 * The names a line-up's id stands for: itself, and the undated name of a dated id or of its modes
 * (grok-4-20 for grok-4.20-0309-reasoning, deepseek-v4-pro for deepseek-v4-pro-0813).
 */
function namesOfListed(id: string | undefined): string[] {
  if (!id) return []
  const modeless = /^(.+?)-(?:non-)?reasoning$/.exec(id)?.[1] ?? id
  return [...new Set([id, modeless, SNAPSHOT_ID.exec(id)?.[1], SNAPSHOT_ID.exec(modeless)?.[1]])].filter(
    (n): n is string => !!n && !/-latest$/.test(n),
  )
}

/**
 * A catalogue's long-context band named as a model (gemini-1-5-flash-128k, grok-4-5-200k): hundreds of
 * thousands of tokens. gpt-3.5-turbo-16k and gpt-4-32k are models of their own.
 */
const CONTEXT_BAND = /^(.+)-(\d{3,})k$/

/** The day of the seller's newest read (its rows' page days, its lives' first-seen days). */
const newestRead = (t: SellerPrices) =>
  [...t.rows.map((r) => r.page_date), ...(t.lives ?? []).map((l) => l.since)].reduce((a, d) => (d > a ? d : a), '')

/** The model an id is a version of: a dated snapshot's stem, a mode's or a preview's model (gpt-4-5-preview). */
const versionOf = (id: string) => SNAPSHOT_ID.exec(id)?.[1] ?? /^(.+?)-(?:(?:non-)?reasoning|preview)$/.exec(id)?.[1]

/** The family a numbered version belongs to (claude-2 for claude-2-1); none for a dated snapshot. */
const familyOf = (id: string) => (SNAPSHOT_ID.exec(id) ? undefined : /^(.+?)-\d{1,2}$/.exec(id)?.[1])

/** Every family an id is a numbered member of: claude-opus and claude-opus-4 for claude-opus-4-5-20251101. */
const familiesOf = (id: string) => [...id.matchAll(/-\d/g)].map((m) => id.slice(0, m.index))

/** A name built on a model's id: its rolling -latest, its pre-release -beta, a catalogue's context band. */
const BUILT_ON = /^(.+?)-(latest|beta|\d+k)$/

/** A standard, first-band row with both prices: a list price. */
const isList = (r: OfficialPrice) => r.mode === 'standard' && r.input != null && r.output != null && isLowestBand(r)

/** Every list price the sellers' pages ever gave their own models, ended or not, by the id each is served under. */
function listPricesEver(sellers: SellerPrices[]) {
  type Listed = { currency: string; input: number; output: number; from: string; until: string }
  const out = new Map<string, Listed[]>()
  for (const t of sellers)
    for (const r of t.rows) {
      const id = sellsAsOwn(t, r.developer) && isList(r) ? servedId(r.model) : undefined
      if (!id) continue
      const from = r.effective_from ? day(r.effective_from) : r.page_date
      const until = r.effective_until ? day(r.effective_until) : ''
      out.set(id, [...(out.get(id) ?? []), { currency: r.currency, input: r.input!, output: r.output!, from, until }])
    }
  return out
}

/**
 * The resold models each seller's pages say it no longer offers (Google Cloud's Claude 3.7 Sonnet, closed to
 * new customers from 2025-11-11), keyed by seller, developer and the id the model is served under.
 */
function resaleRetirements(sellers: SellerPrices[]): Map<string, Retired> {
  const out = new Map<string, Retired>()
  for (const t of sellers)
    for (const l of resaleClosures(t)) {
      const id = servedId(l.model)
      if (!id) continue
      const since = l.status_date ?? l.since
      out.set(`${t.seller}|${l.developer}|${id}`, {
        since,
        reason:
          `${t.seller_name}'s page closed its resale of ${l.model} to new customers on ${since} (${l.url}: ` +
          `"${l.words}"); a catalogue listing it as ${t.seller_name}'s after that day lists no public offer`,
      })
    }
  return out
}

/** A context band a seller's page prices within a model's own offer: from the day its page first does. */
interface PricedBand {
  from: number
  currency: string
  since: string
  seller: string
  url: string
  model: string
}

/**
 * The context bands above the first that each seller's pages give a model's list price (standard rows: a
 * Batch or promotional band is not the list price's), by the id the model is served under, from the first
 * copy that showed each.
 */
function bandsPriced(sellers: SellerPrices[]): Map<string, PricedBand[]> {
  const out = new Map<string, PricedBand[]>()
  for (const t of sellers)
    for (const r of t.rows) {
      const from = r.condition?.input_tokens_min ?? 0
      const listed = r.mode === 'standard' && from > 0 && r.input != null
      const id = sellsAsOwn(t, r.developer) && listed ? servedId(r.model) : undefined
      if (!id) continue
      const since = r.effective_from ? day(r.effective_from) : (r.first_seen ?? r.page_date)
      const known = (out.get(id) ?? []).find((b) => b.from === from && b.currency === r.currency)
      if (known && known.since <= since) continue
      const band = { from, currency: r.currency, since, seller: t.seller_name, url: r.url, model: r.model }
      out.set(id, [...(out.get(id) ?? []).filter((b) => b !== known), band])
    }
  return out
}

/**
 * A catalogue's context band named as a model (gpt-5-4-272k) where the seller's page prices that band
 * (its token count within 1%: xAI's 'over 199999'; in the same currency, so the same offer) in the model's
 * own offer: from that day it is served there, as the offer's band, and the name sells nothing of its own.
 */
function bandOfOffer(obs: Observation, bands: Map<string, PricedBand[]>): Retired | undefined {
  const m = CONTEXT_BAND.exec(obs.model)
  const tokens = m ? Number(m[2]) * 1000 : 0
  const band =
    m && (bands.get(m[1]) ?? []).find((b) => b.currency === obs.currency && Math.abs(b.from - tokens) <= tokens / 100)
  if (!band || obs.observed < band.since) return undefined
  return {
    since: band.since,
    reason:
      `${obs.model} is a catalogue's context band of ${m![1]} named as a model: ${band.seller}'s page lists ` +
      `the price of requests over ${band.from} input tokens within ${band.model}'s own offer from ${band.since} ` +
      `(${band.url}); no model of that name is sold`,
  }
}

/** The list prices each seller still states, by the stem of the model's id (its snapshot's stem). */
function currentByStem(sellers: SellerPrices[]) {
  const out = new Map<string, { currency: string; input: number; output: number }[]>()
  for (const t of sellers)
    for (const r of t.rows) {
      // A cloud's resale keeps no developer's model on sale (Google Cloud's grok-4.1-fast after xAI retired it).
      if (r.effective_until || r.status === 'retired' || !isList(r) || !sellsAsOwn(t, r.developer)) continue
      const named = modelIdOf(r.model)
      if ('reason' in named) continue
      const stem = SNAPSHOT_ID.exec(named.id)?.[1] ?? named.id
      out.set(stem, [...(out.get(stem) ?? []), { currency: r.currency, input: r.input!, output: r.output! }])
    }
  return out
}

/**
 * The names each seller's pages give its models, each in its window: from the day first given; for a model since
 * retired, until its retirement or until another of the seller's models took the name. With the model's list
 * prices: those in force now, or every one a retired model had.
 */
function namesGiven(sellers: SellerPrices[]) {
  type Price = { currency: string; input: number; output: number }
  type Given = {
    seller: string
    model: string
    since: string
    /** The model's retirement day: the name says nothing of a price after it. */
    until?: string
    read: string
    url: string
    prices: Price[]
  }
  const out = new Map<string, Given[]>()
  const priceOf = (r: OfficialPrice): Price => ({ currency: r.currency, input: r.input!, output: r.output! })
  for (const t of sellers) {
    const read = newestRead(t)
    for (const l of ownLives(t)) {
      // A retired model gave its names until its day (open-mistral-nemo, Mistral NeMo's, to 2026-07-31): every
      // list price it had then, not only one still in force.
      const retired = l.status === 'retired'
      if (retired && !l.status_date) continue
      const prices = t.rows
        .filter((r) => r.model === l.model && (retired || !r.effective_until) && isList(r))
        .map(priceOf)
      for (const alias of l.aliases) {
        const id = servedId(alias)
        if (!id) continue
        // From the day the pages first gave it this name (a name moved onto a listed model dates by the move).
        const since = l.aliases_since?.[alias] ?? l.since
        const given = {
          seller: t.seller_name,
          model: l.model,
          since,
          ...(retired ? { until: l.status_date! } : {}),
          read,
          url: l.url,
          prices,
        }
        out.set(id, [...(out.get(id) ?? []), given])
      }
    }
  }
  for (const [id, list] of out) {
    const listed = list.filter((g) => !g.until)
    const spans = list.map((g) => {
      // A name two sold models share (voxtral-mini-latest while two versions are listed) is left alone.
      if (!g.until) return listed.length > 1 ? { ...g, prices: [] } : g
      // A retired model's name ends where another model of the seller was given it (mistral-small-latest:
      // Small 3.2's until 2026-03-16, Small 4's from then).
      const taken = list.map((o) => o.since).filter((d) => d > g.since && d < g.until!)
      return taken.length ? { ...g, until: taken.sort()[0] } : g
    })
    out.set(id, spans)
  }
  return out
}

/**
 * What each seller still sells, as the ids, snapshot stems and versionOf bases of its rows in force and of
 * the models its pages do not mark retired: a base in it has a version on sale (grok-9 while
 * grok-9-non-reasoning is sold); the families with a numbered member on sale (claude-opus-4 while
 * claude-opus-4-5 is sold); and every id a page gives a model of its own.
 */
function soldBases(sellers: SellerPrices[]) {
  const bases = new Set<string>()
  const families = new Set<string>()
  const add = (model: string) => {
    const named = modelIdOf(model)
    if ('reason' in named) return
    for (const id of [named.id, respell({ model: named.id } as Observation).model]) {
      bases.add(id)
      const base = versionOf(id)
      if (base) bases.add(base)
      for (const family of familiesOf(id)) families.add(family)
    }
  }
  // Every id a page gives a model of its own, sold or not.
  const ownIds = new Set<string>()
  for (const t of sellers) {
    for (const r of t.rows) if (!r.effective_until && r.status !== 'retired' && sellsAsOwn(t, r.developer)) add(r.model)
    for (const l of ownLives(t)) if (l.status !== 'retired') add(l.model)
    for (const model of [...t.rows.map((r) => r.model), ...ownLives(t).map((l) => l.model)]) {
      const id = servedId(model)
      if (id) ownIds.add(id)
    }
  }
  return { bases, families, named: ownIds }
}
