// The LLM price producer. Seed: the bundled history (bundled.ts). Refresh: the sources' observations
// -> reconcile (one price per model) -> quarantine (implausible moves) -> history rows from the day
// after the last published one -> the latest prices and the list of changes.
import { nextDay } from '../../../tools/dates.ts'
import type { HistoryRow, PriceChange, PriceRecord } from '../../../tools/schemas.ts'
import { LLM_PRICES, type LlmPricesSnapshot } from '../../../tools/llm-prices.ts'
import { PRICE_CHANGES, type PriceChangesSnapshot } from '../../../tools/price-changes.ts'
import type { Observation } from '../../../tools/observation.ts'
import type { DatasetSource } from '../../../tools/envelope.ts'
import type { ProduceContext, Produced } from '../../dataset.ts'
import type { SourceResult } from '../../source.ts'
import { buildFromBundled, PRICE_SOURCES } from './bundled.ts'
import { changeBetween } from './changes.ts'
import { historyFields, priceRecord } from './derive.ts'
import { observationOf, quarantine } from './quarantine.ts'
import { bySource, reconcile } from './reconcile.ts'

/** History rows per append while catching up (one store segment each). */
const HISTORY_BLOCK = 20_000

/** Moves larger than this factor from the last published price are held back (a unit error, more likely). */
export const QUARANTINE_FACTOR = 10

/** First start: the bundled history, observations and the latest prices. */
export async function seedPrices(ctx: ProduceContext): Promise<Produced> {
  const built = await buildFromBundled()
  await ctx.store.addObservations(built.observations)
  const added = await ctx.store.appendHistory(built.history)
  ctx.say(`history                +${added} rows (bundled, to ${built.asOf})`)
  return {
    payloads: {
      [PRICE_CHANGES]: { as_of: built.asOf, sources: PRICE_SOURCES, items: built.changes },
      [LLM_PRICES]: { as_of: built.asOf, sources: PRICE_SOURCES, items: built.latest },
    },
    rejected: built.rejected,
  }
}

/** The daily run: today's observations on top of the published prices and history. */
export async function refreshPrices(ctx: ProduceContext, factor = QUARANTINE_FACTOR): Promise<Produced> {
  const previous = await ctx.store.latestSnapshot<LlmPricesSnapshot>(LLM_PRICES)
  if (!previous) throw new Error('no published prices yet: seed the store first')
  if (ctx.date < previous.date) throw new Error(`refresh date ${ctx.date} is before the last published day ${previous.date}: history only grows`)
  if (!ctx.fetched.length) throw new Error('every source failed')
  const results = ctx.fetched as SourceResult<Observation>[]
  await ctx.store.addObservations(results.flatMap((r) => r.observations))

  // One price per model, then hold back implausible moves.
  const { chosen, disagreements } = reconcile(bySource(results, ctx.date), ctx.fx, ctx.date)
  const published = new Map(previous.payload.items.map((r) => [r.model, r]))
  const { accepted, held } = quarantine(chosen, published, factor)

  // History: one row per model per day from the day after the last published one.
  const lastDay = previous.date
  const models = new Set([...published.keys(), ...accepted.keys()])
  const changes: PriceChange[] = []
  let rows: HistoryRow[] = []
  let added = 0
  const t = Date.now()
  for (const model of models) {
    const before = published.get(model)
    const now = accepted.get(model)
    const prevObs = before && observationOf(before)
    // A newer price counts from the day it was observed, but never rewrites a published day.
    const startNew = now ? (now.observed > lastDay ? now.observed : nextDay(lastDay)) : undefined
    for (let day = nextDay(lastDay); day <= ctx.date; day = nextDay(day)) {
      const obs = now && day >= startNew! ? now : prevObs
      if (obs) rows.push({ date: day, ...historyFields(priceRecord(obs, day, ctx.fx)) })
    }
    const change = now && startNew! <= ctx.date ? changeBetween(prevObs, now, startNew!) : undefined
    if (change) changes.push(change)
    // Appended in blocks: a long catch-up never holds every new row in memory at once.
    if (rows.length >= HISTORY_BLOCK) { added += await ctx.store.appendHistory(rows); rows = [] }
  }
  added += await ctx.store.appendHistory(rows)
  ctx.say(`history                +${added} rows  ${Date.now() - t} ms`)

  const latest: PriceRecord[] = [...models].map((model) => {
    const obs = accepted.get(model) ?? observationOf(published.get(model)!)
    return priceRecord(obs, ctx.date, ctx.fx)
  }).sort((a, b) => a.vendor.localeCompare(b.vendor) || a.model.localeCompare(b.model))
  const prevChanges = (await ctx.read<PriceChangesSnapshot>(PRICE_CHANGES))?.items ?? []
  const known = new Set(prevChanges.map((c) => `${c.model}|${c.date}`))
  const allChanges = [...prevChanges, ...changes.filter((c) => !known.has(`${c.model}|${c.date}`))]
    .sort((a, b) => a.date.localeCompare(b.date) || a.model.localeCompare(b.model))
  const sources: DatasetSource[] = [...PRICE_SOURCES, ...ctx.fetched.map((r) => r.cite)]
  ctx.say(`${latest.length} models; ${changes.length} changes; ${held.length} held back; ${disagreements.length} disagreements over 1%`)
  return {
    payloads: {
      [PRICE_CHANGES]: { as_of: ctx.date, sources, items: allChanges },
      [LLM_PRICES]: { as_of: ctx.date, sources, items: latest },
    },
    rejected: held,
    report: { disagreements },
  }
}
