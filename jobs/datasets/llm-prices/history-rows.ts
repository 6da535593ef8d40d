// The daily run's history rows: each model's days from the day after the last published one to the
// data's date, at the price it held each day (the domain's one builder, through runRows), with its change
// and its price in the latest list. The rows are built here and returned; the runner appends them.
import { PRICE_HISTORY } from '../../../tools/llm-prices/llm-price-history.ts'
import { nextDay } from '../../../tools/dates.ts'
import type { FxTable } from '../../../tools/fx.ts'
import type { Observation } from '../../../tools/observation.ts'
import type { HistoryRow, PriceChange, PriceRecord } from '../../../tools/schemas.ts'
import type { DataReader } from '../../../tools/data.ts'
import { changeBetween } from './changes.ts'
import { carriedOn, staleClock } from '../../../tools/price-domain.ts'
import { creditSeller, runRows, withNativeCny } from './derive.ts'
import { observationOf } from './quarantine.ts'
import { heldRecord } from './gates.ts'
import type { ListedBefore, Retiring, ShownSince } from './ended.ts'
import type { Rejected } from '../../../tools/rejected.ts'

/** The days the rows cover and how a price ages over them. */
interface Span {
  /** The last published day: the rows start after it (a backfill may start earlier, never rewriting a row). */
  lastDay: string
  asOf: string
  /** First start: a model's new price starts on the day it was observed, after its last stored or bundled row. */
  backfill: boolean
  /** The stale clock (staleClock): a price no source has shown for STALE_DAYS before it is not carried. */
  clock: string
  fx: FxTable
}

/** One model's price before the run and the one it accepted, and (backfill) its last stored or bundled day. */
interface ModelPrices {
  model: string
  prev?: Observation
  now?: Observation
  lastRow?: string
  /** First start, a model the published list lacks: the price of its last bundled row (its change's before). */
  bundledPrev?: Observation
}

/** One model's days, its change, a change deferred past as_of (as a report line), its latest price. */
interface ModelDays {
  rows: HistoryRow[]
  change?: PriceChange
  deferred?: string
  current?: Observation
}

/** The rows of every model, its changes, the deferred changes, the latest price of each model. */
export interface RunDays {
  /** Prices not carried past the day their seller retired the model, one per model, with the page's words. */
  retired: Rejected[]
  rows: HistoryRow[]
  changes: PriceChange[]
  deferredChanges: string[]
  current: Map<string, Observation>
}

const samePrice = (now: Observation | undefined, prev: Observation | undefined) =>
  !!now && !!prev && now.currency === prev.currency && now.input === prev.input && now.output === prev.output

/**
 * One model's days: the price before the run until its new price starts (the day it was observed,
 * never a day already written), then the new one.
 */
function modelDays({ model, prev, now, lastRow, bundledPrev }: ModelPrices, span: Span): ModelDays {
  const same = samePrice(now, prev)
  let startNew = now ? (now.observed > span.lastDay ? now.observed : nextDay(span.lastDay)) : undefined
  if (now && span.backfill && !same) {
    const after = lastRow ? nextDay(lastRow) : now.observed
    startNew = now.observed > after ? now.observed : after
  }
  const from = span.backfill && startNew && startNew <= span.lastDay ? startNew : nextDay(span.lastDay)
  const rows = runRows(prev, now && { obs: now, from: startNew! }, { from, to: span.asOf, clock: span.clock }, span.fx)
  // A price whose page ended it by the day it would start (a retirement the bundled rows already stop
  // at) starts nothing, and a model the bundled rows already price is no addition: its change is
  // against its last bundled row. Nor does a price too stale to be carried on that day (a seller's row of a
  // page read long before, its end stated after the catalogue that outlived it): no row serves it.
  const starts = now && startNew! <= span.asOf && carriedOn(now, startNew!, span.clock)
  const change = starts ? changeBetween(prev ?? bundledPrev, now, startNew!) : undefined
  // A new price whose first day lies past as_of (observed before the last published day, which is
  // never rewritten) waits until the data's date moves past it: the latest price never says what
  // the history does not.
  const deferred = now && !same && prev && startNew! > span.asOf
  const latest = deferred ? prev : (now ?? prev!)
  return {
    rows,
    change,
    deferred: deferred
      ? `${model}: ${prev.input}/${prev.output} -> ${now.input}/${now.output} ${now.currency} observed ` +
        `${now.observed}, from ${startNew} when as_of reaches it`
      : undefined,
    // The latest prices are what the history carries on as_of (its end, its staleness).
    current: carriedOn(latest, span.asOf, span.clock) ? latest : undefined,
  }
}

/** The newest history day of a model, stored or among the rows the run adds first, if any. */
async function lastHistoryDay(data: DataReader, adding: Map<string, string>, model: string) {
  const stored = (await data.querySeries(PRICE_HISTORY, { key: model, limit: 1 })).rows[0]?.date
  const added = adding.get(model)
  return stored === undefined || (added !== undefined && added > stored) ? added : stored
}

/** Each model's newest row in a list of history rows. */
function lastRows(rows: HistoryRow[]): Map<string, HistoryRow> {
  const out = new Map<string, HistoryRow>()
  for (const r of rows) if (!(r.date <= (out.get(r.model)?.date ?? ''))) out.set(r.model, r)
  return out
}

/** What the rows are built from: the published prices, the accepted observations, the days. */
export interface RowInputs {
  data: DataReader
  published: { as_of: string; items: PriceRecord[] }
  accepted: Map<string, Observation>
  /** Every observation of the run: a CNY one gives a USD price its native CNY figure. */
  observations: Observation[]
  asOf: string
  fx: FxTable
  /** First start: the bundled rows, appended before these (a model's new rows start after its last). */
  bundled?: HistoryRow[]
  /** The retirement a catalogue's price of a model outlives (ended.ts retiredBySeller). */
  retired?: Retiring
  /** Was the model priced on or before a day (a line-up judges only a model it could have named)? */
  listedBefore?: ListedBefore
  /** Since when a source has shown an observation's price unchanged (what its repeat dates from). */
  shownSince?: ShownSince
}

/** One row per model per day from the day after the last published one to as_of, and what goes with them. */
export async function runDays(input: RowInputs): Promise<RunDays> {
  const { published, accepted } = input
  const byModel = new Map(published.items.map((r) => [r.model, r]))
  const cnyObs = input.observations.filter((o) => o.currency === 'CNY')
  const clock = staleClock([
    ...published.items.map((r) => ({ observed: r.last_observed, date_basis: r.date_basis })),
    ...accepted.values(),
  ])
  const span: Span = {
    lastDay: published.as_of,
    asOf: input.asOf,
    backfill: input.bundled !== undefined,
    clock,
    fx: input.fx,
  }
  const bundledLast = lastRows(input.bundled ?? [])
  const bundledDays = new Map([...bundledLast].map(([model, row]) => [model, row.date]))
  const out: RunDays = { retired: [], rows: [], changes: [], deferredChanges: [], current: new Map() }
  // A catalogue's price of a model its seller has since retired ends on the retirement day.
  const ending = (obs: Observation | undefined) => {
    const seenOn = obs && (input.shownSince?.(obs) ?? obs.observed)
    const gone = obs && input.retired?.({ ...obs, observed: '9999-12-31' }, seenOn, input.listedBefore)
    if (!obs || !gone || (obs.valid_until && obs.valid_until <= gone.since)) return obs
    if (gone.since <= input.asOf)
      out.retired.push({
        source: obs.source_name,
        // Keyed as the gates key it (the model and its retirement day), so one retirement is said once.
        record: heldRecord(obs, gone.since),
        reason: `retired_per_seller: ${gone.reason}`,
      })
    return { ...obs, valid_until: gone.since }
  }
  for (const model of new Set([...byModel.keys(), ...accepted.keys()])) {
    const before = byModel.get(model)
    const prev = ending(before && observationOf(before))
    const seen = accepted.has(model) ? withNativeCny(accepted.get(model)!, cnyObs) : undefined
    // The seller's price seen again in a catalogue stays the seller's (derive.ts creditSeller).
    const now = ending(seen && prev?.date_basis ? creditSeller(prev, seen) : seen)
    const lastRow =
      now && span.backfill && !samePrice(now, prev) ? await lastHistoryDay(input.data, bundledDays, model) : undefined
    const last = !prev && span.backfill ? bundledLast.get(model) : undefined
    const bundledPrev = last && observationOf(last as PriceRecord)
    const days = modelDays({ model, prev, now, lastRow, bundledPrev }, span)
    for (const row of days.rows) out.rows.push(row)
    if (days.change) out.changes.push(days.change)
    if (days.deferred) out.deferredChanges.push(days.deferred)
    if (days.current) out.current.set(model, days.current)
  }
  return out
}
