// The LLM price producer. Seed: the bundled history (bundled.ts). Refresh: the sources' observations
// -> reconcile (one price per model) -> quarantine (implausible moves) -> history rows from the day
// after the last published one -> the latest prices and the list of changes. It returns its rows and
// observations with its snapshots; the runner writes them.
import { OBSERVATIONS, type Observation, sourceWithoutSnapshot } from '../../../tools/observation.ts'
import { OFFER_HISTORY, PRICE_HISTORY } from '../../../tools/llm-prices/llm-price-history.ts'
import { nextDay } from '../../../tools/dates.ts'
import type { FxTable } from '../../../tools/fx.ts'
import type { HistoryRow, PriceChange, PriceRecord } from '../../../tools/schemas.ts'
import { LLM_PRICES, type LlmPricesPayload } from '../../../tools/llm-prices/llm-prices.ts'
import { PRICE_CHANGES, type PriceChangesPayload } from '../../../tools/llm-prices/price-changes.ts'
import type { DatasetSource } from '../../../tools/envelope.ts'
import type { ProduceContext, Produced } from '../../dataset.ts'
import type { SourceResult } from '../../source.ts'
import { buildFromBundled, PRICE_SOURCES } from './bundled.ts'
import { foldSpellings, priceRecord } from './derive.ts'
import { gateSeries, runStarts } from './gates.ts'
import { observationOf, quarantine } from './quarantine.ts'
import { bySource, reconcile } from './reconcile.ts'
import { respell, respellTables, withSpellings } from './spellings.ts'
import { endedBySeller, type ListedBefore, lineupNames, type Retiring, type ShownSince } from './ended.ts'
import { loadOfficialTables, type SellerPrices } from '../../official.ts'
import { withOffers } from '../../../tools/price-domain.ts'
import { offerHistory } from './offer-history.ts'
import secondary, { retiredWithQuotes } from './sources/secondary.ts'
import type { Rejected } from '../../../tools/rejected.ts'
import { runDays } from './history-rows.ts'
import { announcedAfter, withScheduled } from './scheduled.ts'
import { checksOf, countBy, endedOf, unpricedOf } from './run-report.ts'

/** What a seller's page says of an observation's price: why it had ended by then, if it had. */
type Ended = (obs: Observation) => string | undefined

/**
 * What came before the run, as the stored observations log holds it (every source's, held or not; on the
 * first start the bundled ones): was a model of a seller with line-ups listed on or before a day (a line-up
 * judges a listing seen after it only of a model it could have named), and since when a source has shown a
 * price unchanged (a catalogue repeating a price tells nothing newer than its first showing: ended.ts).
 */
async function storedListings(
  data: ProduceContext['data'],
  base: Base,
  sellers: SellerPrices[],
  retired: Retiring,
  run: { observations: Observation[]; published: PriceRecord[] },
): Promise<{ listedBefore: ListedBefore; shownSince: ShownSince }> {
  const judged = new Set(sellers.filter((t) => t.lineups?.length).flatMap((t) => t.developer_of_models ?? []))
  const priced = [...run.observations, ...run.published]
  const listed = new Set(priced.filter((p) => judged.has(p.vendor)).flatMap((p) => lineupNames(p.model)))
  // The models whose verdict can turn on the day a price was first shown: those a rule would retire were
  // what they show as old as can be (every rule retires at least as much for an earlier day), today or at
  // the end of their price; the published ones too, whose last observation the history rows judge.
  const always = () => true
  const oldest = (o: Observation) =>
    retired(o, '0000-00-00', always) ?? retired({ ...o, observed: '9999-12-31' }, '0000-00-00', always)
  const dated = [...run.observations, ...run.published.map(observationOf)]
  const repeatsMatter = new Set(dated.filter(oldest).map((o) => o.model))
  const first = new Map<string, string>()
  const shown = new Map<string, Observation[]>()
  const seen = (o: Observation) => {
    if (listed.has(o.model) && o.observed < (first.get(o.model) ?? '9999')) first.set(o.model, o.observed)
    if (!repeatsMatter.has(o.model)) return
    const key = `${o.model}\u0000${sourceWithoutSnapshot(o.source_name)}`
    const list = shown.get(key)
    if (list) list.push(o)
    else shown.set(key, [o])
  }
  for (const o of base.bundled?.observations ?? []) seen(o)
  for (const model of new Set([...listed, ...repeatsMatter]))
    for (const o of await data.recordsOf(OBSERVATIONS, model)) seen(o)
  return {
    listedBefore: (model, day) => (first.get(model) ?? '9999') <= day,
    shownSince: (obs) => {
      const before = shown.get(`${obs.model}\u0000${sourceWithoutSnapshot(obs.source_name)}`) ?? []
      return runStarts([...before.filter((o) => o.observed < obs.observed), obs])(obs)
    },
  }
}

/** Moves larger than this factor from the last published price are held back (a unit error, more likely). */
const QUARANTINE_FACTOR = 10

/** What the day's observations land on: the published prices and changes (first start: the bundled data). */
interface Base {
  published: { as_of: string; items: PriceRecord[] }
  changes: PriceChange[]
  /** First start: the bundled history and observations (written with the run's), and what its gates held back. */
  bundled?: { history: HistoryRow[]; observations: Observation[]; held: Rejected[] }
}

/**
 * First start: the bundled history (the catalogues' dated past), then the sources' recordings on top
 * of it through the very step the daily refresh runs (applyObservations). One path: a refresh of the
 * same recordings right after finds nothing new and publishes nothing new.
 */
export async function seedPrices(ctx: ProduceContext): Promise<Produced> {
  const built = await buildFromBundled(undefined, ctx.fx, ctx.date)
  ctx.say(`history                ${built.history.length} rows bundled, to ${built.asOf}`)
  const applied = await applyObservations(ctx, {
    published: { as_of: built.asOf, items: built.latest },
    changes: built.changes,
    bundled: { history: built.history, observations: built.observations, held: built.rejected },
  })
  return {
    ...applied,
    rejected: [...built.rejected, ...(applied.rejected ?? [])],
    report: {
      ...applied.report,
      quarantine_by_gate: countBy(built.quarantine.map((q) => q.gate)),
      // Unpriced is not free: every listing without a stated price, and where it was seen.
      unpriced: unpricedOf([
        ...built.quarantine,
        ...((applied.report?.unpriced ?? []) as ReturnType<typeof unpricedOf>),
      ]),
      corrections: built.corrections.map((c) => ({ record: c.record, ...c.correction })),
      // Announced by a seller for a day still to come: published when the day comes.
      scheduled_changes: built.scheduled,
    },
  }
}

/** The daily run: the sources' observations on top of the published prices and history. */
export async function refreshPrices(ctx: ProduceContext, factor = QUARANTINE_FACTOR): Promise<Produced> {
  const previous = await ctx.data.latestEdition<LlmPricesPayload>(LLM_PRICES)
  if (!previous) throw new Error('no published prices yet: seed the store first')
  if (ctx.date < previous.date)
    throw new Error(`refresh date ${ctx.date} is before the last published day ${previous.date}: history only grows`)
  const changes = (await ctx.read<PriceChangesPayload>(PRICE_CHANGES))?.items ?? []
  return applyObservations(ctx, { published: previous.payload, changes }, factor)
}

/** The run's source results, every observation under its canonical id (data/registry/spellings.csv). */
function respelledResults(fetched: SourceResult[]): SourceResult<Observation>[] {
  // The sellers' own tables are ours and always read: a run whose every recorded or live source failed
  // has refreshed nothing, whatever the tables add.
  if (!fetched.some((r) => r.name !== 'official')) throw new Error('every source failed')
  return (fetched as SourceResult<Observation>[]).map((r) => ({ ...r, observations: r.observations.map(respell) }))
}

/**
 * The reconciled prices that pass the same gates as the seeded history, each against its published
 * price (never one observed before it), and the records the gates held back.
 */
function gateAgainstPublished(
  chosen: Map<string, Observation>,
  published: Map<string, PriceRecord>,
  gates: { ended: Ended; retired: Retiring; listedBefore: ListedBefore; shownSince: ShownSince },
) {
  const kept = new Map<string, Observation>()
  const held: (Rejected & { gate?: string })[] = []
  for (const [model, obs] of chosen) {
    const before = published.get(model)
    // Never step back: an observation older than the published one does not replace it.
    if (before && obs.observed < before.last_observed) continue
    const prev = before && observationOf(before)
    const reference = prev
      ? new Map([[model, [{ currency: before.native_currency, input: prev.input, output: prev.output }]]])
      : undefined
    const gated = gateSeries([obs], { ...gates, reference, factor: Infinity })
    held.push(...gated.rejected)
    if (gated.kept.length) kept.set(model, gated.kept[0])
  }
  return { kept, held }
}

/** One price per model (precedence.ts), then the gates, then the 10x move against the published price. */
function acceptedPrices(
  results: SourceResult<Observation>[],
  base: Base,
  run: {
    ended: Ended
    retired: Retiring
    listedBefore: ListedBefore
    shownSince: ShownSince
    fx: FxTable
    date: string
    factor: number
  },
) {
  const { ended, retired, listedBefore, shownSince, fx, date, factor } = run
  const { chosen, disagreements } = reconcile(bySource(results, date), fx, date)
  const published = new Map(base.published.items.map((r) => [r.model, r]))
  const gated = gateAgainstPublished(chosen, published, { ended, retired, listedBefore, shownSince })
  const { accepted, held } = quarantine(gated.kept, published, factor)
  // The data's date is its newest observation, never the run's clock.
  const observedDays = [
    ...[...accepted.values()].map((o) => o.observed),
    ...base.published.items.map((r) => r.last_observed),
  ]
  const asOf = observedDays.reduce((a, d) => (d > a ? d : a), base.published.as_of)
  return { accepted, asOf, disagreements, gateHeld: gated.held, quarantined: [...gated.held, ...held] }
}

/**
 * The published changes and the new ones, one per offer and day (one from before offers names its model only);
 * an offer is added once (a served series switching back to an offer it served before adds nothing).
 */
function mergeChanges(published: PriceChange[], found: PriceChange[]): PriceChange[] {
  const changeKey = (c: PriceChange) => `${c.offer ?? c.model}|${c.date}`
  const known = new Set(published.map(changeKey))
  const firstAdded = new Map<string, string>()
  for (const c of [...published, ...found]) {
    const was = firstAdded.get(c.offer ?? c.model)
    if (c.kind === 'added' && (!was || c.date < was)) firstAdded.set(c.offer ?? c.model, c.date)
  }
  const again = (c: PriceChange) => c.kind === 'added' && c.date > firstAdded.get(c.offer ?? c.model)!
  const fresh = found.filter((c) => !again(c) && !known.has(changeKey(c)) && known.add(changeKey(c)))
  return [...published, ...fresh].sort(
    (a, b) =>
      a.date.localeCompare(b.date) || a.model.localeCompare(b.model) || (a.offer ?? '').localeCompare(b.offer ?? ''),
  )
}

/** The bundled sources and the run's, each once. */
const sourcesOf = (fetched: SourceResult[]): DatasetSource[] =>
  [...PRICE_SOURCES, ...fetched.map((r) => r.cite)].filter((s, i, all) => all.findIndex((x) => x.name === s.name) === i)

/**
 * The sources' observations on top of a published state (the stored snapshot, or the bundled one on
 * the first start): reconcile, gates, 10x quarantine, history rows, latest prices and changes. On the
 * first start (history.csv written whole afterwards) a model's rows start on the day its price was
 * observed, after its last bundled row; in a daily run they start after the last published day,
 * since history.csv only grows at its end.
 */
async function applyObservations(ctx: ProduceContext, base: Base, factor = QUARANTINE_FACTOR): Promise<Produced> {
  const results = respelledResults(ctx.fetched)
  const observations = results.flatMap((r) => r.observations)
  const sellers = (await loadOfficialTables()).sellers
  const retired = retiredWithQuotes(sellers)
  const stored = await storedListings(ctx.data, base, sellers, retired, {
    observations,
    published: base.published.items,
  })
  const gates = { ended: endedBySeller(sellers), retired, ...stored }
  const prices = acceptedPrices(results, base, { ...gates, fx: ctx.fx, date: ctx.date, factor })
  const { asOf } = prices
  const days = await runDays({
    data: ctx.data,
    published: base.published,
    accepted: prices.accepted,
    observations,
    asOf,
    fx: ctx.fx,
    bundled: base.bundled?.history,
    retired,
    ...stored,
  })
  // Prices the history stopped at their seller's retirement, unless a gate already held them back.
  const retiredHere = days.retired.filter((r) => !prices.gateHeld.some((h) => h.record === r.record))
  const gateHeld = [...prices.gateHeld, ...retiredHere]
  const quarantined = [...prices.quarantined, ...retiredHere]
  // Every other offer's days and changes, over the same days (all of them on the first start), beside
  // the served rows stored and those this run adds.
  const served = [...(base.bundled?.history ?? []), ...days.rows]
  const from = base.bundled ? undefined : nextDay(base.published.as_of)
  // Third parties' quotes of a seller's price: offers of their own where no seller's page states them.
  const quoted = results.find((r) => r.name === secondary.name)?.observations ?? []
  const offers = await offerHistory(ctx.data, served, sellers, ctx.fx, asOf, from, quoted)
  ctx.say(`history of offers      ${offers.rows.length} rows, ${offers.changes.length} changes`)
  const records = foldSpellings([...days.current.values()].map((obs) => priceRecord(obs, ctx.fx)))
  const offered = withOffers(withSpellings(records), respellTables(sellers), asOf, quoted)
  const latest: PriceRecord[] = withScheduled(offered, announcedAfter(results, ctx.date)).sort(
    (a, b) => a.vendor.localeCompare(b.vendor) || a.model.localeCompare(b.model),
  )
  const sources = sourcesOf(ctx.fetched)
  const heldBefore = base.bundled?.held ?? []
  const checks = checksOf({ latest, sellers, asOf, results, quarantined, heldBefore }, ctx.say)
  ctx.say(
    `${latest.length} models; ${days.changes.length} changes; ${quarantined.length} held back; ` +
      `${prices.disagreements.length} disagreements over 1%`,
  )
  return {
    payloads: {
      [PRICE_CHANGES]: {
        as_of: asOf,
        sources,
        items: mergeChanges(base.changes, [...days.changes, ...offers.changes]),
      },
      [LLM_PRICES]: { as_of: asOf, sources, items: latest },
    },
    series: { [PRICE_HISTORY.name]: served, [OFFER_HISTORY.name]: offers.rows },
    records: { [OBSERVATIONS.name]: [...(base.bundled?.observations ?? []), ...observations] },
    rejected: quarantined,
    report: {
      disagreements: prices.disagreements,
      ...checks,
      deferred_changes: days.deferredChanges,
      // Catalogue prices the seller's page says have ended (ended.ts), with the page's words.
      ended_per_seller: endedOf([...heldBefore, ...quarantined]),
      unpriced: unpricedOf(gateHeld as (Rejected & { gate?: string })[]),
    },
  }
}
