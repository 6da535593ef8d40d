// Runs the producers of the dataset list in order: fetch each one's sources, produce, validate every
// payload and series row against its schema, then write the snapshots, the series rows and the
// records. A producer that throws or returns anything invalid or undeclared writes nothing (its last
// good snapshot and history stay as they were) and does not stop the others; each dataset's outcome
// goes in the run report.
import { countByReason } from './reasons.ts'
import type { RefreshRun, Store } from '../store/types.ts'
import type { DataReader } from '../tools/data.ts'
import type { FxTable } from '../tools/fx.ts'
import type { BasePayload } from '../tools/snapshot.ts'
import {
  checkOrder,
  type Dataset,
  type DeclaredLog,
  type DeclaredSeries,
  type Produced,
  type Producer,
} from './dataset.ts'
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

/** The first zod issue of a failed validation, as one line naming the path. */
function issueLine(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0]
  return `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`
}

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
  const mode = opts.offline ? 'recorded' : 'live'
  const results: SourceResult[] = []
  for (const source of producer.sources ?? []) {
    const started = Date.now()
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
        parsed = source.parse(fetched.texts, { observed: fetched.observed, url: fetched.url, stateDir })
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

/**
 * The store as one producer may see it: the snapshots it reads (and its own), the series it reads.
 * Anything else throws, naming the declaration it lacks.
 */
function declaredReads(store: DataReader, producer: Producer): DataReader {
  const snapshots = new Set([...(producer.reads ?? []), ...producer.writes.map((w) => w.name)])
  const series = new Set((producer.readsSeries ?? []).map((s) => s.name))
  const seriesRead = (name: string) => {
    if (!series.has(name))
      throw new Error(`${producer.name} reads series ${name}, which it does not declare in readsSeries`)
  }
  return {
    latestEdition(dataset) {
      if (!snapshots.has(dataset))
        throw new Error(`${producer.name} reads ${dataset}, which it does not declare in reads`)
      return store.latestEdition(dataset)
    },
    querySeries(s, query) {
      seriesRead(s.name)
      return store.querySeries(s, query)
    },
    allSeries(s, after) {
      seriesRead(s.name)
      return store.allSeries(s, after)
    },
  }
}

/** What a producer returned, checked: the parsed payloads, its series rows and records by declaration. */
interface Checked {
  payloads: [name: string, payload: BasePayload][]
  series: [series: DeclaredSeries, rows: never[]][]
  records: [log: DeclaredLog, records: never[]][]
}

/** Checks a producer's outputs against its declarations and schemas; throws on the first fault. */
function checkOutputs(producer: Producer, produced: Produced): Checked {
  const payloads: Checked['payloads'] = []
  for (const output of producer.writes) {
    const checked = output.payload.safeParse(produced.payloads[output.name])
    if (!checked.success)
      throw new Error(
        `${output.name} failed its schema, nothing written (last good snapshot kept): ${issueLine(checked.error)}`,
      )
    // The parsed payload is what is written: a default or transform of the schema reaches the store.
    payloads.push([output.name, checked.data as BasePayload])
  }
  const declared = <T extends { name: string }>(kind: string, list: T[] | undefined, given = {}) =>
    Object.entries(given as Record<string, never[]>).map(([name, items]): [T, never[]] => {
      const target = list?.find((t) => t.name === name)
      if (!target) throw new Error(`${producer.name} returned ${kind} ${name}, which it does not declare`)
      return [target, items]
    })
  for (const name of Object.keys(produced.payloads))
    if (!producer.writes.some((w) => w.name === name))
      throw new Error(`${producer.name} returned snapshot ${name}, which it does not declare in writes`)
  const series = declared('series', producer.appendsSeries, produced.series)
  for (const [s, rows] of series) {
    if (!s.row) continue
    for (const row of rows) {
      const checked = s.row.safeParse(row)
      if (!checked.success)
        throw new Error(`a ${s.name} row failed its schema, nothing written: ${issueLine(checked.error)}`)
    }
  }
  return { payloads, series, records: declared('records of log', producer.appendsLogs, produced.records) }
}

/** Rows per append (one store segment each). */
const SERIES_BLOCK = 20_000

/**
 * Writes a checked producer's outputs: records and series rows first, the snapshots last. A new
 * snapshot tells the feeds to re-export (which reads the series), and in a seed marks the producer
 * as done: a run cut short before it repeats the appends, which add only what is new.
 */
async function writeOutputs(opts: ProduceOptions, outputs: Checked, say: (line: string) => void): Promise<void> {
  for (const [log, records] of outputs.records) await opts.store.addRecords(log, records)
  for (const [series, rows] of outputs.series) {
    let added = 0
    for (let i = 0; i < rows.length; i += SERIES_BLOCK)
      added += await opts.store.appendSeries(series, rows.slice(i, i + SERIES_BLOCK))
    say(`${pad(series.name)} +${added} rows`)
  }
  for (const [name, payload] of outputs.payloads)
    await opts.store.putEdition(name, opts.mode === 'seed' ? payload.as_of : opts.date, payload)
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
        read: async <T extends BasePayload>(dataset: string) =>
          (fresh.get(dataset) as T | undefined) ?? (await view.latestEdition<T>(dataset))?.payload ?? null,
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
      await writeOutputs(opts, outputs, say)
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
