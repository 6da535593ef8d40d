// Runs the producers of the dataset list in order: fetch each one's sources, produce, validate every
// payload and series row against its schema, then write the snapshots, the series rows and the
// records. A producer that throws or returns anything invalid or undeclared writes nothing (its last
// good snapshot and history stay as they were) and does not stop the others; each dataset's outcome
// goes in the run report.
import { countByReason } from './reasons.ts'
import type { RefreshRun, Store } from '../store/types.ts'
import type { FxTable } from '../tools/fx.ts'
import type { BasePayload } from '../tools/snapshot.ts'
import { checkOrder, type Dataset, type Producer } from './dataset.ts'
import { checkOutputs, declaredReads, writeOutputs } from './declared.ts'
import { FIXTURES_DIR, fetchSource, readManifest, type LiveOptions, type UrlReport } from './fetch.ts'
import type { AdapterResult, SourceResult } from './source.ts'

export interface ProduceOptions {
  store: Store
  datasets: Dataset[]
  fx: FxTable
  date: string
  mode: 'seed' | 'refresh'
  offline: boolean
  /** Recorded source responses and their manifest (data/sources); read when offline. */
  fixturesDir?: string
  /** Live fetch settings (base URL, timeout, retries, size cap, conditional-request cache). */
  live?: LiveOptions
  /** Runs only the producers this accepts (seed: those with a missing snapshot). */
  only?: (producer: Producer) => boolean
  say?: (line: string) => void
}

const pad = (s: string) => s.padEnd(22)

/** Rejections listed per producer in a run report (all are counted). */
const REPORT_REJECTIONS = 500

/** How each source's fetch went, in run.reports.fetch by source name. */
export interface SourceFetchReport {
  /**
   * ok; unchanged: every URL answered 304 and the last good body was
   * read; skipped: recorded-only, online; failed: held back.
   */
  status: 'ok' | 'unchanged' | 'skipped' | 'failed'
  mode: 'live' | 'recorded'
  observed?: string
  /** Live: requests made over every URL of the source, retries included. */
  attempts?: number
  requests?: UrlReport[]
  reason?: string
  /** Parts of the source refused this run (a seller whose page read wrongly), with the reason. */
  failures?: { part: string; reason: string }[]
  /** The source's own notes on the read (e.g. dated events seen). */
  report?: Record<string, unknown>
  ms: number
}

/**
 * Fetches and parses a producer's sources; a failing source is
 * reported and left out, a recorded-only one skipped online.
 */
async function fetchAll(producer: Producer, opts: ProduceOptions, run: RefreshRun): Promise<SourceResult[]> {
  const say = opts.say ?? (() => {})
  const fixturesDir = opts.fixturesDir ?? FIXTURES_DIR
  const manifest = opts.offline ? await readManifest(fixturesDir) : undefined
  const fetchReport = ((run.reports ??= {}).fetch ??= {}) as Record<string, SourceFetchReport>
  const results: SourceResult[] = []
  for (const source of producer.sources ?? []) {
    const started = Date.now()
    const mode = opts.offline || source.live === 'repository' ? 'recorded' : 'live'
    if (!opts.offline && source.live === false) {
      fetchReport[source.name] = { status: 'skipped', mode, reason: `recorded-only: ${source.liveNote}`, ms: 0 }
      say(`${pad(source.name)} skipped (recorded-only): ${source.liveNote}`)
      continue
    }
    let requests: UrlReport[] | undefined
    try {
      const fetched = await fetchSource(source, { ...opts, fixturesDir, manifest })
      requests = fetched.requests
      let parsed: AdapterResult<unknown>
      try {
        const stateDir = opts.offline ? undefined : opts.live?.cacheDir || undefined
        const { observed, url, dated } = fetched
        parsed = source.parse(fetched.texts, { observed, url, stateDir, dated })
      } catch (error) {
        throw new Error(`unreadable answer, not parsed: ${(error as Error).message}`)
      }
      // Only a body that parsed is remembered as the last good one.
      await fetched.commit?.()
      await parsed.persist?.()
      run.counts[source.name] = { records: parsed.observations.length, rejected: parsed.rejected.length }
      for (const r of parsed.rejected) run.quarantined.push({ ...r, reason: `invalid: ${r.reason}` })
      // A part refused (one seller's page read wrongly) makes the run partial and is named in it.
      for (const f of parsed.failures ?? []) run.errors.push(`${source.name}/${f.part}: ${f.reason}`)
      results.push({
        name: source.name,
        observed: fetched.observed,
        observations: parsed.observations,
        cite: { name: source.title, url: source.url, license: source.license, retrieved: fetched.observed },
      })
      fetchReport[source.name] = {
        status: fetched.unchanged ? 'unchanged' : 'ok',
        mode,
        observed: fetched.observed,
        ...(parsed.failures?.length ? { failures: parsed.failures } : {}),
        ...(parsed.report ? { report: parsed.report } : {}),
        ms: Date.now() - started,
        ...(requests ? { attempts: requests.reduce((n, r) => n + r.attempts, 0), requests } : {}),
      }
      say(
        `${pad(source.name)} ${String(parsed.observations.length).padStart(5)} records  ` +
          `${String(parsed.rejected.length).padStart(3)} rejected  ${Date.now() - started} ` +
          `ms${fetched.unchanged ? '  (unchanged: 304)' : ''}`,
      )
    } catch (error) {
      const message = (error as Error).message
      requests ??= (error as { requests?: UrlReport[] }).requests
      run.errors.push(`${source.name}: ${message}`)
      run.counts[source.name] = { records: 0, rejected: 0 }
      fetchReport[source.name] = {
        status: 'failed',
        mode,
        reason: message,
        ms: Date.now() - started,
        ...(requests ? { attempts: requests.reduce((n, r) => n + r.attempts, 0), requests } : {}),
      }
      say(`${pad(source.name)} FAILED: ${message}`)
    }
  }
  return results
}

/** Runs the producers; returns the names of the snapshots written. Fills run.datasets, errors, quarantined. */
export async function runProducers(opts: ProduceOptions, run: RefreshRun): Promise<string[]> {
  checkOrder(opts.datasets)
  const say = opts.say ?? (() => {})
  const written: string[] = []
  const fresh = new Map<string, BasePayload>()
  run.datasets ??= {}
  for (const { producer } of opts.datasets) {
    if (!producer || (opts.only && !opts.only(producer))) continue
    const started = Date.now()
    const failed = (error: string) => {
      run.errors.push(`${producer.name}: ${error}`)
      for (const { name } of producer.writes) {
        run.datasets![name] ??= { status: 'failed', records: 0, rejected: 0, ms: Date.now() - started, error }
      }
      say(`${pad(producer.name)} FAILED: ${error}`)
    }
    try {
      // A seed reads the sources' recorded responses (and a producer with its own seed also its bundled
      // history): the first start publishes what a refresh of the same recordings publishes.
      const seeding = opts.mode === 'seed'
      const fetched = producer.sources?.length
        ? await fetchAll(producer, seeding ? { ...opts, offline: true } : opts, run)
        : []
      const view = declaredReads(opts.store, producer)
      const make = seeding && producer.seed ? producer.seed.bind(producer) : producer.produce.bind(producer)
      const produced = await make({
        data: view,
        fx: opts.fx,
        date: opts.date,
        mode: opts.mode,
        fetched,
        say,
        read: async <T extends BasePayload>(dataset: string) => {
          view.checkRead(dataset)
          return (fresh.get(dataset) as T | undefined) ?? (await view.latestEdition<T>(dataset))?.payload ?? null
        },
      })
      const rejected = produced.rejected ?? []
      // Every rejection is counted; the report keeps the first ones (a derived dataset can refuse a
      // row per model per day), and a loop, not a spread, so no count overflows the stack.
      for (const r of rejected.slice(0, REPORT_REJECTIONS)) run.quarantined.push(r)
      if (rejected.length > REPORT_REJECTIONS) {
        run.quarantined.push({
          source: producer.name,
          record: '(more)',
          reason: `${rejected.length - REPORT_REJECTIONS} more records held back, not listed`,
        })
      }
      if (produced.report) (run.reports ??= {})[producer.name] = produced.report
      const outputs = checkOutputs(producer, produced)
      // A seed dates each snapshot by its data (its as_of), a refresh by the run's day.
      await writeOutputs(opts.store, outputs, (p) => (opts.mode === 'seed' ? p.as_of : opts.date), say)
      for (const [name, parsed] of outputs.payloads) {
        fresh.set(name, parsed)
        written.push(name)
        const items = (parsed as { items?: unknown[] }).items
        run.datasets[name] = {
          status: 'ok',
          records: items?.length ?? 0,
          rejected: rejected.length,
          dropped_by_reason: countByReason(rejected),
          ms: Date.now() - started,
        }
        say(`${pad(name)} ${String(items?.length ?? 0).padStart(5)} records  ${Date.now() - started} ms`)
      }
    } catch (error) {
      failed((error as Error).message)
    }
  }
  return written
}
