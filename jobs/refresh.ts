// The daily refresh, as stages: fetch sources -> validate and normalise -> reconcile -> quarantine
// -> append history -> write snapshots -> export feeds. Every run is stored with its report.
import { randomBytes } from 'node:crypto'
import type { Store, RefreshRun } from '../store/types.ts'
import type { DatasetSource } from '../tools/envelope.ts'
import type { HistoryRow, PriceChange, PriceRecord } from '../tools/schemas.ts'
import { LLM_PRICES, type LlmPricesSnapshot } from '../tools/llm-prices.ts'
import { PRICE_CHANGES, type PriceChangesSnapshot } from '../tools/price-changes.ts'
import { nextDay } from '../tools/dates.ts'
import { historyFields, priceRecord } from './derive.ts'
import { exportFeeds } from './export.ts'
import { fetchSource, readManifest } from './fetch.ts'
import type { FxTable } from '../tools/fx.ts'
import type { Observation } from '../tools/observation.ts'
import { observationOf, quarantine } from './quarantine.ts'
import { bySource, reconcile } from './reconcile.ts'
import { PRICE_SOURCES } from './seed.ts'
import { SOURCES } from './sources/index.ts'
import type { SourceAdapter } from './sources/types.ts'
import { changeBetween } from './changes.ts'

/** History rows per append while catching up (one store segment each). */
const HISTORY_BLOCK = 20_000

export interface RefreshOptions {
  store: Store
  fx: FxTable
  date: string
  offline: boolean
  fixturesDir: string
  exportDir: string
  baseUrl: string
  quarantineFactor?: number
  sources?: SourceAdapter[]
  progress?: (line: string) => void
}

export async function refresh(opts: RefreshOptions): Promise<RefreshRun> {
  const say = opts.progress ?? (() => {})
  const run: RefreshRun = {
    id: `run_${opts.date}_${randomBytes(3).toString('hex')}`, date: opts.date, started_at: new Date().toISOString(),
    status: 'running', counts: {}, quarantined: [], disagreements: [], errors: [],
  }
  await opts.store.putRun(run)
  try {
    const previous = await opts.store.latestSnapshot<LlmPricesSnapshot>(LLM_PRICES)
    if (!previous) throw new Error('no published prices yet: seed the store first')
    if (opts.date < previous.date) throw new Error(`refresh date ${opts.date} is before the last published day ${previous.date}: history only grows`)

    // Stages 1-2: fetch and validate each source; one failing source does not stop the others.
    const manifest = opts.offline ? await readManifest(opts.fixturesDir) : undefined
    const results: { name: string; observations: Observation[] }[] = []
    const cited: DatasetSource[] = []
    for (const source of opts.sources ?? SOURCES) {
      const started = Date.now()
      try {
        const fetched = await fetchSource(source, { ...opts, manifest })
        const parsed = source.parse(fetched.texts, { observed: fetched.observed, url: fetched.url })
        run.counts[source.name] = { records: parsed.observations.length, rejected: parsed.rejected.length }
        run.quarantined.push(...parsed.rejected.map((r) => ({ ...r, reason: `invalid: ${r.reason}` })))
        results.push({ name: source.name, observations: parsed.observations })
        cited.push({ name: source.title, url: source.url, license: source.license, retrieved: fetched.observed })
        say(`${source.name.padEnd(16)} ${String(parsed.observations.length).padStart(5)} records  ${String(parsed.rejected.length).padStart(3)} rejected  ${Date.now() - started} ms`)
      } catch (error) {
        run.errors.push(`${source.name}: ${(error as Error).message}`)
        run.counts[source.name] = { records: 0, rejected: 0 }
        say(`${source.name.padEnd(16)} FAILED: ${(error as Error).message}`)
      }
    }
    if (!results.length) throw new Error('every source failed')
    await opts.store.addObservations(results.flatMap((r) => r.observations))

    // Stages 3-4: one price per model, then hold back implausible moves.
    const { chosen, disagreements } = reconcile(bySource(results, opts.date), opts.fx, opts.date)
    run.disagreements = disagreements
    const published = new Map(previous.payload.items.map((r) => [r.model, r]))
    const { accepted, held } = quarantine(chosen, published, opts.quarantineFactor ?? 10)
    run.quarantined.push(...held)

    // Stage 5: history, one row per model per day from the day after the last published one.
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
      for (let day = nextDay(lastDay); day <= opts.date; day = nextDay(day)) {
        const obs = now && day >= startNew! ? now : prevObs
        if (obs) rows.push({ date: day, ...historyFields(priceRecord(obs, day, opts.fx)) })
      }
      const change = now && startNew! <= opts.date ? changeBetween(prevObs, now, startNew!) : undefined
      if (change) changes.push(change)
      // Appended in blocks: a long catch-up never holds every new row in memory at once.
      if (rows.length >= HISTORY_BLOCK) { added += await opts.store.appendHistory(rows); rows = [] }
    }
    added += await opts.store.appendHistory(rows)
    say(`history          +${added} rows  ${Date.now() - t} ms`)

    // Stage 6: snapshots (immutable per day; a second run on the same day keeps the first).
    const latest: PriceRecord[] = [...models].map((model) => {
      const obs = accepted.get(model) ?? observationOf(published.get(model)!)
      return priceRecord(obs, opts.date, opts.fx)
    }).sort((a, b) => a.vendor.localeCompare(b.vendor) || a.model.localeCompare(b.model))
    const prevChanges = (await opts.store.latestSnapshot<PriceChangesSnapshot>(PRICE_CHANGES))?.payload.items ?? []
    const known = new Set(prevChanges.map((c) => `${c.model}|${c.date}`))
    const allChanges = [...prevChanges, ...changes.filter((c) => !known.has(`${c.model}|${c.date}`))]
      .sort((a, b) => a.date.localeCompare(b.date) || a.model.localeCompare(b.model))
    const sources = [...PRICE_SOURCES, ...cited]
    await opts.store.putSnapshot(PRICE_CHANGES, opts.date, { as_of: opts.date, sources, items: allChanges })
    await opts.store.putSnapshot(LLM_PRICES, opts.date, { as_of: opts.date, sources, items: latest })

    // Stage 7: the open feeds, from the snapshots just written.
    const exportStarted = Date.now()
    const files = await exportFeeds(opts.store, opts.exportDir, opts.baseUrl)
    say(`feeds            ${files.join(', ')}  ${Date.now() - exportStarted} ms`)
    say(`${latest.length} models; ${changes.length} changes; ${held.length} held back; ${disagreements.length} disagreements over 1%`)
    run.status = run.errors.length ? 'partial' : 'ok'
  } catch (error) {
    run.status = 'failed'
    run.errors.push((error as Error).message)
  }
  run.finished_at = new Date().toISOString()
  await opts.store.putRun(run)
  return run
}
