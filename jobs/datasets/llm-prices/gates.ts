// The quality gates, over the whole seeded history as over each daily run: a move of 10x
// or more, input and output swapped, cache_read at or above input, a zero price on a paid model,
// a price before the model's release. A held-back observation is never published: it goes to the
// quarantine report with its reason, and the price before it is not carried across it.
import { conversionFactor, type Currency, samePriceWithin } from '../../../tools/price-domain.ts'
import { daysBetween } from '../../../tools/dates.ts'
import { type Observation, sourceWithoutSnapshot } from '../../../tools/observation.ts'
import type { Rejected } from '../../../tools/rejected.ts'
import type { ListedBefore, Retiring, ShownSince } from './ended.ts'
import { roundTo } from '../../../tools/round.ts'

const GATE_FACTOR = 10

/** What the gates compare against: other catalogues' current prices. */
export interface GateContext {
  /** Per model, USD-or-native input/output prices other catalogues list now (same currency as the series). */
  reference?: Map<string, { currency: string; input: number; output: number }[]>
  factor?: number
  /** The reason an observation repeats a price its seller's page says has ended (ended.ts). */
  ended?: (obs: Observation) => string | undefined
  /** The day from which the seller's own page no longer sells the observation's model, and why (ended.ts). */
  retired?: Retiring
  /** Was the model listed on or before a day, by what came before this series (the stored listings)? */
  listedBefore?: ListedBefore
  /** Since when the observation's source has shown its price unchanged, by what came before this series. */
  shownSince?: ShownSince
  /**
   * Assumption: CNY per USD used only to compare a CNY price with USD references when deciding which
   * side of a 10x move is the outlier (a factor-of-10 test is insensitive to the exact rate); never published.
   */
  roughUsdCny?: number
}

/** A model's references: its own, else its stem's (dated snapshot or -latest alias of the same model). */
function referencesOf(model: string, ctx: GateContext) {
  const stem = /^(.+?)-(latest|\d{8}|\d{4}-\d{2}-\d{2}|\d{4})$/.exec(model)?.[1]
  for (const id of [model, `${model}-latest`, ...(stem ? [stem, `${stem}-latest`] : [])]) {
    const refs = ctx.reference?.get(id)?.filter((r) => r.input > 0)
    if (refs?.length) return refs
  }
  return []
}

/** The release date a dated id states (claude-3-5-haiku-20241022: 2024-10-22); none for undated ids. */
function releaseInId(model: string): string | undefined {
  const m = /-(20\d{2})-?(\d{2})-?(\d{2})$/.exec(model)
  return m && Number(m[2]) >= 1 && Number(m[2]) <= 12 && Number(m[3]) >= 1 && Number(m[3]) <= 31
    ? `${m[1]}-${m[2]}-${m[3]}`
    : undefined
}

export type Gate =
  | 'ten_x_move'
  | 'swapped'
  | 'cache_read_not_below_input'
  | 'zero_on_paid'
  | 'unpriced'
  | 'before_release'
  | 'ended_per_seller'
  | 'retired_per_seller'

/**
 * How a held observation is named in the run report: its model and day, and for a resale its seller too
 * (Google's Claude 3.7 Sonnet is not Anthropic's own sale, which its own reason ends).
 */
export const heldRecord = (obs: Observation, day: string) =>
  `${obs.model}${obs.seller && obs.seller !== obs.vendor ? `@${obs.seller}` : ''} ${day}`

const held = (obs: Observation, gate: Gate, reason: string): Rejected & { gate: Gate } => ({
  source: obs.source_name,
  record: heldRecord(obs, obs.observed),
  reason: `${gate}: ${reason}`,
  gate,
})

const ratio = (a: number, b: number) => (a === 0 || b === 0 ? 1 : Math.max(a / b, b / a))
// A hair under the factor: 1.63 -> 0.163 is 10x but 9.999999999999998 in floating point.
const moveOf = (a: Observation, b: Observation) =>
  Math.max(ratio(a.input, b.input), ratio(a.output, b.output)) * (1 + 1e-9)
const samePrice = (a: Observation, b: Observation) => a.input === b.input && a.output === b.output

/** How long a series must end on one price for that price to count as the one its source settled on. */
const SETTLED_DAYS = 90

type Price = { currency: string; input: number; output: number }

/**
 * The price a series ends on, when it has held it unchanged for SETTLED_DAYS or more (litellm
 * changed command-light from 15/15 to 0.3/0.6 USD in 2024-09 and kept it for 22 months); else none.
 */
function settledPrice(series: Observation[]): Price[] {
  const last = series.at(-1)
  if (!last) return []
  let start = series.length - 1
  while (start > 0 && samePrice(series[start - 1], last) && series[start - 1].currency === last.currency) start--
  return daysBetween(series[start].observed, last.observed) >= SETTLED_DAYS
    ? [{ currency: last.currency, input: last.input, output: last.output }]
    : []
}

/**
 * A decimal slip: every priced field moved by the same exact power of ten (claude-instant-1-2 at
 * 1.63/5.51, then 0.163/0.551 for twenty months). The new side is the slip, however long it stays.
 */
function decimalSlip(a: Observation, b: Observation): boolean {
  const shifts = [
    [a.input, b.input],
    [a.output, b.output],
  ]
    .filter(([x, y]) => x > 0 && y > 0)
    .map(([x, y]) => Math.log10(x / y))
  return (
    shifts.length > 0 &&
    shifts.every(
      (k) => Math.abs(k - Math.round(k)) < 1e-6 && Math.round(k) !== 0 && Math.round(k) === Math.round(shifts[0]),
    )
  )
}

/** How far (as a factor) a price is from the closest reference price in its currency; null when none. */
function distance(obs: Observation, ctx: GateContext, fallback: Price[] = []): number | null {
  const rate = ctx.roughUsdCny ?? 7.2
  const catalogues = referencesOf(obs.model, ctx)
  const refs = catalogues.length ? catalogues : fallback.filter((r) => r.input > 0)
  if (!refs.length) return null
  const scale = (r: { currency: string }) => conversionFactor(r.currency as Currency, obs.currency, rate)
  return Math.min(
    ...refs.map((r) => Math.max(ratio(obs.input, r.input * scale(r)), ratio(obs.output, r.output * scale(r)))),
  )
}

/**
 * Per observation (by source and day), the first day of the run of its source's consecutive listings at
 * that price; before the series' first observation of a source, `earlier` says (the stored log). A gap in
 * a source's listings does not end a run: a catalogue's recordings are days or months apart.
 */
export function runStarts(series: Observation[], earlier?: ShownSince): ShownSince {
  // Two listings of one source on one day are told apart by their prices (a copy of one keeps them).
  const key = (o: Observation) => [o.source_name, o.observed, o.currency, o.input, o.output].join('\u0000')
  const start = new Map<string, string>()
  const last = new Map<string, Observation>()
  for (const o of [...series].sort((a, b) => a.observed.localeCompare(b.observed))) {
    const source = sourceWithoutSnapshot(o.source_name)
    const prev = last.get(source)
    const repeats = prev && prev.currency === o.currency && samePrice(prev, o)
    start.set(key(o), repeats ? start.get(key(prev))! : prev ? o.observed : (earlier?.(o) ?? o.observed))
    last.set(source, o)
  }
  return (o) => start.get(key(o)) ?? o.observed
}

/**
 * One model's series through the gates. Returns the kept observations (a field-level fault such as
 * cache_read only drops that field) and the held ones with reasons.
 */
export function gateSeries(series: Observation[], ctx: GateContext = {}) {
  const factor = ctx.factor ?? GATE_FACTOR
  const rejected: (Rejected & { gate: Gate })[] = []
  const paid = series.some((o) => o.input > 0 || o.output > 0) || referencesOf(series[0]?.model ?? '', ctx).length > 0
  // The date a dated id states; models.dev's release dates were too often a later version's to gate on.
  const release = releaseInId(series[0]?.model ?? '')
  // Listed on or before a day: by this series, or by the history before it.
  const listedBefore: ListedBefore = (model, day) =>
    series.some((o) => o.observed <= day) || !!ctx.listedBefore?.(model, day)
  const settled = settledPrice(series)
  // What a catalogue repeats unchanged dates from its first showing: a seller's word after that is news it
  // did not follow (ended.ts judges the observation as of that day).
  const shownSince = runStarts(series, ctx.shownSince)
  const kept: Observation[] = []
  // The last price kept ends where the same seller's sale of it ends: a reseller closing its resale (Google's
  // Claude 3.7 Sonnet) ends nothing of the developer's own price.
  const sellerOf = (o: Observation) => o.seller ?? o.vendor
  const cut = (at: string, retiredOf?: Observation) => {
    const last = kept.at(-1)
    if (retiredOf && last && sellerOf(last) !== sellerOf(retiredOf)) return
    if (last && (!last.valid_until || last.valid_until > at)) kept[kept.length - 1] = { ...last, valid_until: at }
  }
  for (let obs of series) {
    // A seller's own row (date_basis) is checked against its page's words, not against a plausibility
    // rule: a real repricing of 10x or more (Mistral Small 2/6 -> 0.2/0.6 USD) is not a unit error.
    if (obs.date_basis) {
      kept.push(obs)
      continue
    }
    const ended = ctx.ended?.(obs)
    if (ended) {
      rejected.push(held(obs, 'ended_per_seller', ended.replace(/^ended_per_seller: /, '')))
      continue
    }
    // A model its seller retired: no catalogue keeps it current, and the price before is not carried past that day.
    const retired = ctx.retired?.(obs, shownSince(obs), listedBefore)
    if (retired) {
      rejected.push(held(obs, 'retired_per_seller', retired.reason))
      cut(retired.since, obs)
      continue
    }
    if (release && obs.observed < release) {
      rejected.push(
        held(obs, 'before_release', `observed ${obs.observed}, before the release date its id states (${release})`),
      )
      continue
    }
    // A free period the seller's own page states (Devstral 2 at $0 until its launch pricing) is a price.
    if (obs.input === 0 && obs.output === 0 && paid && !statesFree(obs)) {
      rejected.push(held(obs, 'zero_on_paid', `price 0/0 ${obs.currency} on a model priced elsewhere`))
      cut(obs.observed)
      continue
    }
    // Unpriced is not free: 0/0 in a catalogue is a listing without a price (a free
    // preview, an experimental id, a resale placeholder). Free is published only where the seller's
    // own page says so, with its words (the official rows' mode free).
    if (obs.input === 0 && obs.output === 0 && !statesFree(obs)) {
      rejected.push(
        held(
          obs,
          'unpriced',
          `price 0/0 ${obs.currency} in ${obs.source_name}: no list price stated; unpriced is not free`,
        ),
      )
      cut(obs.observed)
      continue
    }
    if (obs.output < obs.input && obs.output > 0) {
      rejected.push(
        held(
          obs,
          'swapped',
          `output ${obs.output} below input ${obs.input} ${obs.currency} per 1M: input and output likely swapped`,
        ),
      )
      cut(obs.observed)
      continue
    }
    if (obs.cache_read !== null && obs.input > 0 && obs.cache_read >= obs.input) {
      rejected.push(
        held(
          obs,
          'cache_read_not_below_input',
          `cache_read ${obs.cache_read} at or above input ${obs.input} ` +
            `${obs.currency} per 1M: cache_read held back, the rest kept`,
        ),
      )
      obs = { ...obs, cache_read: null }
    }
    // A 10x move: the side farther from the other catalogues is held back (the earlier run, and
    // again if the price before it is also 10x away). Where no catalogue lists the model: a decimal
    // slip holds the new side; otherwise the side farther from the price the source settled on.
    // Without any reference, the new price (as a daily run does).
    let refused = false
    // A seller's own row is never the side held back: a 10x move from it is the catalogue's to answer for.
    for (
      let last = kept.at(-1);
      last && !last.date_basis && last.currency === obs.currency && moveOf(last, obs) >= factor;
      last = kept.at(-1)
    ) {
      const move =
        `${roundTo(moveOf(last, obs), 1)}x move (input ${last.input} -> ${obs.input}, output ` +
        `${last.output} -> ${obs.output} ${obs.currency})`
      const listed = referencesOf(obs.model, ctx).length > 0
      const fallback = listed || decimalSlip(last, obs) ? [] : settled
      const against = listed
        ? 'other catalogues'
        : `the price its source settled on (${fallback[0]?.input}/${fallback[0]?.output} ${fallback[0]?.currency}, ` +
          `held ${SETTLED_DAYS}+ days to the series' end)`
      const dLast = distance(last, ctx, fallback)
      const dNew = distance(obs, ctx, fallback)
      if (dLast !== null && dNew !== null && dNew < dLast) {
        let start = kept.length - 1
        // The earlier run back to a seller's own row, which is never held.
        while (start > 0 && samePrice(kept[start - 1], last) && !kept[start - 1].date_basis) start--
        for (const o of kept.splice(start))
          rejected.push(
            held(
              o,
              'ten_x_move',
              `${move}; the earlier price is ${roundTo(dLast, 1)}x from ${against}, the later ` +
                `${roundTo(dNew, 1)}x`,
            ),
          )
        cut(obs.observed)
        continue
      }
      // A price the seller's own page states for the model on a later day is no slip: the catalogue showed
      // the seller's price early (qwen-max 40 -> 2.4 CNY in a catalogue from 2025-02-06, the mainland
      // page's price when it was first read, 2026-06-08). An earlier page's price says nothing of it.
      if (series.some((o) => o.date_basis && o.observed >= obs.observed && samePriceWithin(o, obs))) break
      const why =
        dNew !== null
          ? `; ${roundTo(dNew, 1)}x from ${against}`
          : decimalSlip(last, obs)
            ? '; every price moved by the same power of ten (a decimal slip)'
            : ''
      rejected.push(held(obs, 'ten_x_move', `${move}${why}: held back`))
      cut(obs.observed)
      refused = true
      break
    }
    if (refused) continue
    kept.push(obs)
  }
  // A catalogue's last price of a model its seller later retired ends on the retirement day.
  const last = kept.at(-1)
  // (The seller's own last row ends by itself, on the day its page gives.)
  const gone =
    last && ctx.retired?.({ ...last, date_basis: undefined, observed: '9999-12-31' }, shownSince(last), listedBefore)
  if (gone && !last!.date_basis && gone.since > last!.observed) cut(gone.since, last!)
  // Said in the run report either way: from that day the model is not served, and this is why.
  if (gone) rejected.push(held({ ...last!, observed: gone.since }, 'retired_per_seller', gone.reason))
  return { kept, rejected }
}

/** Does the observation come with the seller's own words that the model is free? */
function statesFree(obs: Observation): boolean {
  return /^free, as the page says: /.test(obs.conditions ?? '')
}

/** Every series through the gates. */
export function gateAll(byModel: Map<string, Observation[]>, ctx: GateContext = {}) {
  const out = new Map<string, Observation[]>()
  const rejected: (Rejected & { gate: Gate })[] = []
  // Each model's first listing, for the line-ups asking of another series (a context band's model).
  const first = new Map(
    [...byModel].map(([m, s]) => [m, s.reduce((a, o) => (o.observed < a ? o.observed : a), '9999')]),
  )
  const listedBefore: ListedBefore = (m, day) => (first.get(m) ?? '9999') <= day || !!ctx.listedBefore?.(m, day)
  for (const [model, series] of byModel) {
    const r = gateSeries(series, { ...ctx, listedBefore })
    rejected.push(...r.rejected)
    if (r.kept.length) out.set(model, r.kept)
  }
  return { byModel: out, rejected }
}
