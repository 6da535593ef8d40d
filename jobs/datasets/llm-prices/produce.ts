// The LLM price producer. Seed: the bundled history (bundled.ts). Refresh: the sources' observations
// -> reconcile (one price per model) -> quarantine (implausible moves) -> history rows from the day
// after the last published one -> the latest prices and the list of changes.
import { OBSERVATIONS } from '../../../tools/observation.ts'
import { PRICE_HISTORY } from '../../../tools/llm-prices/llm-price-history.ts'
import { nextDay } from '../../../tools/dates.ts'
import type { HistoryRow, PriceChange, PriceRecord } from '../../../tools/schemas.ts'
import { LLM_PRICES, type LlmPricesPayload } from '../../../tools/llm-prices/llm-prices.ts'
import { PRICE_CHANGES, type PriceChangesPayload } from '../../../tools/llm-prices/price-changes.ts'
import type { Observation } from '../../../tools/observation.ts'
import type { DatasetSource } from '../../../tools/envelope.ts'
import type { ProduceContext, Produced } from '../../dataset.ts'
import type { SourceResult } from '../../source.ts'
import { buildFromBundled, PRICE_SOURCES } from './bundled.ts'
import { changeBetween } from './changes.ts'
import {
  creditSeller,
  foldAliases,
  withNativeCny,
  historyFields,
  priceRecord,
  staleClock,
  staleFrom,
} from './derive.ts'
import { gateSeries } from './gates.ts'
import { agreementReport } from './agreement.ts'
import { CATALOGUES } from './precedence.ts'
import { observationOf, quarantine } from './quarantine.ts'
import { bySource, reconcile } from './reconcile.ts'
import { respell, respellTables, withSpellings } from './spellings.ts'
import { coverage, officialAgreement } from './coverage.ts'
import { endedBySeller, retiredBySeller } from './ended.ts'
import { loadOfficialTables } from '../../official.ts'
import { withOffers } from '../../../tools/price-domain.ts'
import { appendOfferHistory } from './offer-history.ts'
import type { Rejected } from '../../../tools/rejected.ts'

/** History rows per append while catching up (one store segment each). */
const HISTORY_BLOCK = 20_000

/** Moves larger than this factor from the last published price are held back (a unit error, more likely). */
const QUARANTINE_FACTOR = 10

/**
 * First start: the bundled history (the catalogues' dated past), then the sources' recordings on top
 * of it through the very step the daily refresh runs (applyObservations). One path: a refresh of the
 * same recordings right after finds nothing new and publishes nothing new.
 */
export async function seedPrices(ctx: ProduceContext): Promise<Produced> {
  const built = await buildFromBundled(undefined, ctx.fx)
  await ctx.store.addRecords(OBSERVATIONS, built.observations)
  const added = await ctx.store.appendSeries(PRICE_HISTORY, built.history)
  ctx.say(`history                +${added} rows (bundled, to ${built.asOf})`)
  const bundled = { as_of: built.asOf, sources: PRICE_SOURCES, items: built.latest }
  const applied = await applyObservations(ctx, bundled, built.changes, true, QUARANTINE_FACTOR, built.rejected)
  return {
    ...applied,
    rejected: [...built.rejected, ...(applied.rejected ?? [])],
    report: {
      ...applied.report,
      quarantine_by_gate: countBy(built.quarantine.map((q) => q.gate)),
      // Unpriced is not free: every listing without a stated price, and where it was seen.
      unpriced: unpricedOf([...built.quarantine, ...((applied.report?.unpriced ?? []) as Unpriced[])]),
      corrections: built.corrections.map((c) => ({ record: c.record, ...c.correction })),
      // Announced by a seller for a day still to come: published when the day comes.
      scheduled_changes: built.scheduled,
    },
  }
}

type Unpriced = { model: string; source: string; reason: string }

/** The models held back as unpriced, one line per model and source. */
function unpricedOf(held: ((Rejected & { gate?: string }) | Unpriced)[]): Unpriced[] {
  const out = new Map<string, Unpriced>()
  for (const h of held) {
    if ('model' in h) {
      out.set(`${h.model}|${h.source}`, h)
      continue
    }
    if (h.gate !== 'unpriced') continue
    const model = h.record.split(' ')[0]
    out.set(`${model}|${h.source}`, { model, source: h.source, reason: h.reason })
  }
  return [...out.values()].sort((a, b) => a.model.localeCompare(b.model))
}

/** The held-back records refuted by a seller's page, one per model and day. */
const endedOf = (held: Rejected[]) =>
  held
    .filter((h) => /^(ended|retired)_per_seller/.test(h.reason))
    .map(({ source, record, reason }) => ({ source, record, reason }))

/** How many times each key occurs. */
function countBy(keys: string[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const k of keys) counts[k] = (counts[k] ?? 0) + 1
  return counts
}

/** The daily run: the sources' observations on top of the published prices and history. */
export async function refreshPrices(ctx: ProduceContext, factor = QUARANTINE_FACTOR): Promise<Produced> {
  const previous = await ctx.store.latestEdition<LlmPricesPayload>(LLM_PRICES)
  if (!previous) throw new Error('no published prices yet: seed the store first')
  if (ctx.date < previous.date)
    throw new Error(`refresh date ${ctx.date} is before the last published day ${previous.date}: history only grows`)
  const prevChanges = (await ctx.read<PriceChangesPayload>(PRICE_CHANGES))?.items ?? []
  return applyObservations(ctx, previous.payload, prevChanges, false, factor)
}

/** The newest history day of a model, or undefined when it has none. */
async function lastHistoryDay(ctx: ProduceContext, model: string): Promise<string | undefined> {
  return (await ctx.store.querySeries(PRICE_HISTORY, { key: model, limit: 1 })).rows[0]?.date
}

/**
 * The sources' observations on top of a published state (the stored snapshot, or the bundled one on
 * the first start): reconcile, gates, 10x quarantine, history rows, latest prices and changes. With
 * `backfill` (first start, whose history.csv is written whole afterwards) a model's rows start on the
 * day its price was observed, after its last bundled row; in a daily run they start after the last
 * published day, since history.csv only grows at its end.
 */
async function applyObservations(
  ctx: ProduceContext,
  published0: { as_of: string; items: PriceRecord[] },
  prevChanges: PriceChange[],
  backfill: boolean,
  factor = QUARANTINE_FACTOR,
  extraHeld: Rejected[] = [],
): Promise<Produced> {
  // The sellers' own tables are ours and always read: a run whose every recorded or live source failed
  // has refreshed nothing, whatever the tables add.
  if (!ctx.fetched.some((r) => r.name !== 'official')) throw new Error('every source failed')
  // Every observation under its canonical id (data/registry/spellings.csv).
  const results = (ctx.fetched as SourceResult<Observation>[]).map((r) => ({
    ...r,
    observations: r.observations.map(respell),
  }))
  await ctx.store.addRecords(
    OBSERVATIONS,
    results.flatMap((r) => r.observations),
  )

  // One price per model (precedence.ts), then the same gates as the seeded history, then the 10x move.
  const sellers = (await loadOfficialTables()).sellers
  const ended = endedBySeller(sellers)
  const retired = retiredBySeller(sellers)
  const { chosen, disagreements } = reconcile(bySource(results, ctx.date), ctx.fx, ctx.date)
  const published = new Map(published0.items.map((r) => [r.model, r]))
  const gateHeld: Produced['rejected'] = []
  for (const [model, obs] of chosen) {
    const before = published.get(model)
    // Never step back: an observation older than the published one does not replace it.
    if (before && obs.observed < before.last_observed) {
      chosen.delete(model)
      continue
    }
    const gated = gateSeries([obs], {
      ended,
      retired,
      reference: before
        ? new Map([
            [
              model,
              [
                {
                  currency: before.native_currency,
                  input: observationOf(before).input,
                  output: observationOf(before).output,
                },
              ],
            ],
          ])
        : undefined,
      factor: Infinity,
    })
    gateHeld.push(...gated.rejected)
    if (gated.kept.length) chosen.set(model, gated.kept[0])
    else chosen.delete(model)
  }
  const { accepted, held } = quarantine(chosen, published, factor)

  // The data's date is its newest observation, never the run's clock.
  const observedDays = [
    ...[...accepted.values()].map((o) => o.observed),
    ...[...published.values()].map((r) => r.last_observed),
  ]
  const asOf = observedDays.reduce((a, d) => (d > a ? d : a), published0.as_of)
  // History: one row per model per day from the day after the last published one to as_of.
  const lastDay = published0.as_of
  const cnyObs = results.flatMap((r) => r.observations).filter((o) => o.currency === 'CNY')
  const clock = staleClock([
    ...published0.items.map((r) => ({ observed: r.last_observed, date_basis: r.date_basis })),
    ...accepted.values(),
  ])
  const carries = (obs: Observation, day: string) => {
    const stale = staleFrom(obs, day < clock ? day : clock)
    if (stale && day >= stale) return false
    // A catalogue's price of a model its seller has since retired is not carried past the retirement.
    const gone = retired({ ...obs, observed: day })
    const record = `${obs.model} ${day}`
    if (gone && day === asOf && !gateHeld.some((h) => h.record === record))
      gateHeld.push({ source: obs.source_name, record, reason: `retired_per_seller: ${gone.reason}` })
    return !gone
  }
  const models = new Set([...published.keys(), ...accepted.keys()])
  const changes: PriceChange[] = []
  const deferredChanges: string[] = []
  const current = new Map<string, Observation>()
  let rows: HistoryRow[] = []
  let added = 0
  const t = Date.now()
  for (const model of models) {
    const before = published.get(model)
    const prevObs = before && observationOf(before)
    const seen = accepted.has(model) ? withNativeCny(accepted.get(model)!, cnyObs) : undefined
    // The seller's price seen again in a catalogue stays the seller's (derive.ts creditSeller).
    const now = seen && prevObs?.date_basis ? creditSeller(prevObs, seen) : seen
    const samePrice =
      now &&
      prevObs &&
      now.currency === prevObs.currency &&
      now.input === prevObs.input &&
      now.output === prevObs.output
    // A newer price counts from the day it was observed, but never rewrites a day already written.
    let startNew = now ? (now.observed > lastDay ? now.observed : nextDay(lastDay)) : undefined
    if (now && backfill && !samePrice) {
      const last = await lastHistoryDay(ctx, model)
      const after = last ? nextDay(last) : now.observed
      startNew = now.observed > after ? now.observed : after
    }
    const from = backfill && startNew && startNew <= lastDay ? startNew : nextDay(lastDay)
    for (let day = from; day <= asOf; day = nextDay(day)) {
      const obs = now && day >= startNew! ? now : prevObs
      // A price no source has shown for STALE_DAYS is not carried further (it leaves the latest prices).
      if (obs && carries(obs, day)) rows.push({ date: day, ...historyFields(priceRecord(obs, ctx.fx)) })
    }
    const change = now && startNew! <= asOf ? changeBetween(prevObs, now, startNew!) : undefined
    if (change) changes.push(change)
    // A new price whose first day lies past as_of (observed before the last published day, which is
    // never rewritten) waits until the data's date moves past it: the latest price never says what
    // the history does not.
    const deferred = now && !samePrice && prevObs && startNew! > asOf
    if (deferred)
      deferredChanges.push(
        `${model}: ${prevObs.input}/${prevObs.output} -> ${now.input}/${now.output} ${now.currency} observed ` +
          `${now.observed}, from ${startNew} when as_of reaches it`,
      )
    const obs = deferred ? prevObs : (now ?? prevObs!)
    if (carries(obs, asOf)) current.set(model, obs)
    // Appended in blocks: a long catch-up never holds every new row in memory at once.
    if (rows.length >= HISTORY_BLOCK) {
      added += await ctx.store.appendSeries(PRICE_HISTORY, rows)
      rows = []
    }
  }
  added += await ctx.store.appendSeries(PRICE_HISTORY, rows)
  ctx.say(`history                +${added} rows  ${Date.now() - t} ms`)
  // Every other offer's days and changes, over the same days (all of them on the first start).
  const t2 = Date.now()
  const offers = await appendOfferHistory(ctx.store, sellers, ctx.fx, asOf, backfill ? undefined : nextDay(lastDay))
  ctx.say(`history of offers      +${offers.added} rows, ${offers.changes.length} changes  ${Date.now() - t2} ms`)

  const records = foldAliases([...current.values()].map((obs) => priceRecord(obs, ctx.fx)))
  const latest: PriceRecord[] = withOffers(withSpellings(records), respellTables(sellers), asOf).sort(
    (a, b) => a.vendor.localeCompare(b.vendor) || a.model.localeCompare(b.model),
  )
  // One change per offer and day (a record from before offers names its model only).
  const changeKey = (c: PriceChange) => `${c.offer ?? c.model}|${c.date}`
  const known = new Set(prevChanges.map(changeKey))
  const fresh = [...changes, ...offers.changes].filter((c) => !known.has(changeKey(c)) && known.add(changeKey(c)))
  const allChanges = [...prevChanges, ...fresh].sort(
    (a, b) =>
      a.date.localeCompare(b.date) || a.model.localeCompare(b.model) || (a.offer ?? '').localeCompare(b.offer ?? ''),
  )
  const sources: DatasetSource[] = [...PRICE_SOURCES, ...ctx.fetched.map((r) => r.cite)].filter(
    (s, i, all) => all.findIndex((x) => x.name === s.name) === i,
  )
  const quarantined = [...gateHeld!, ...held]
  // the sellers' pages against what is served, and every catalogue model served or explained.
  const official = officialAgreement(latest, sellers, asOf)
  for (const o of official)
    ctx.say(
      `official ${o.seller.padEnd(14)} ${o.served_within_1pct}/${o.in_force} standard prices in force served within 1%`,
    )
  const catalogue = results
    .filter((r) => r.name !== 'official' && r.name !== 'openrouter')
    .flatMap((r) => r.observations)
  const covered = coverage(catalogue, latest, [...quarantined, ...extraHeld], staleClock(catalogue))
  const agreement = agreementReport(
    latest,
    results.filter((r) => CATALOGUES.includes(r.name as never)),
    new Set(quarantined.map((q) => q.record.split(' ')[0])),
  )
  for (const a of agreement)
    ctx.say(
      `agreement ${a.catalogue.padEnd(12)} ${a.overlap} pairs, ` +
        `${a.share_within_1pct}% within 1%, ${a.disputed.length} disputed`,
    )
  ctx.say(
    `${latest.length} models; ${changes.length} changes; ${quarantined.length} held back; ` +
      `${disagreements.length} disagreements over 1%`,
  )
  return {
    payloads: {
      [PRICE_CHANGES]: { as_of: asOf, sources, items: allChanges },
      [LLM_PRICES]: { as_of: asOf, sources, items: latest },
    },
    rejected: quarantined,
    report: {
      disagreements,
      agreement,
      official_agreement: official,
      coverage: covered,
      deferred_changes: deferredChanges,
      // Catalogue prices the seller's page says have ended (ended.ts), with the page's words.
      ended_per_seller: endedOf([...extraHeld, ...quarantined]),
      unpriced: unpricedOf(gateHeld as { gate?: string; record: string; source: string; reason: string }[]),
    },
  }
}
