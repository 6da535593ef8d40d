// A dataset as the jobs see it: the tools that serve it and the producer that makes it. The one
// explicit list (jobs/datasets/index.ts) is in dependency order: a producer reads only snapshots
// and series written by producers before it. A producer declares every read and write; it gets a
// read-only view of what it declared and returns what it writes, which the runner checks and writes.
import type { z } from 'zod'
import type { DataReader } from '../tools/data.ts'
import type { AnyTool } from '../tools/define.ts'
import type { FxTable } from '../tools/fx.ts'
import type { AnyView } from '../tools/page.ts'
import type { BasePayload } from '../tools/snapshot.ts'
import type { Rejected } from '../tools/rejected.ts'
import type { RecordLog, Series } from '../tools/series.ts'
import type { SourceAdapter, SourceResult } from './source.ts'

/**
 * A series or record log as a producer names it, whatever its row type (`never`: a declaration's
 * key fields are keys of its row, so any row type fits; the rows are checked by the runner).
 */
export type DeclaredSeries = Series<never>
export type DeclaredLog = RecordLog<never>

/** A snapshot a producer writes, with the schema its payload must pass before it is written. */
interface Output {
  name: string
  payload: z.ZodType
  /**
   * How many days its data (the payload's as_of, its newest observation) may age before /readyz
   * calls the instance degraded, naming it: every snapshot states its own, from how often its
   * sources change.
   */
  staleAfterDays: number
}

export interface ProduceContext {
  /**
   * Read-only: the snapshots the producer declares in `reads` (and its own, as last written), the
   * series in `readsSeries`. Reading anything else throws. Rows an earlier producer of the run
   * appended are there; this producer's own are written only after it returns.
   */
  data: DataReader
  fx: FxTable
  /** The run's day. A refresh dates its snapshots by it; a seed dates each by its payload's as_of. */
  date: string
  /** seed: the store has no snapshot of this producer's outputs yet (first start); refresh: the daily run. */
  mode: 'seed' | 'refresh'
  /** This producer's sources, fetched and parsed; a failed source is left out and reported. */
  fetched: SourceResult[]
  /** The latest payload of a dataset: one written earlier in this run, else the stored one. */
  read<T extends BasePayload>(dataset: string): Promise<T | null>
  say(line: string): void
}

export interface Produced {
  payloads: Record<string, BasePayload | (BasePayload & Record<string, unknown>)>
  /** Rows to append, by series name (each declared in appendsSeries); a stored day is never rewritten. */
  series?: Record<string, unknown[]>
  /** Records to add, by log name (each declared in appendsLogs); a known id is not added again. */
  records?: Record<string, unknown[]>
  /** Records held back, with the reason (listed in the run report, never published). */
  rejected?: Rejected[]
  /** Anything else worth reading in /admin/runs (unmatched names, agreement figures). */
  report?: Record<string, unknown>
}

export interface Producer {
  /** Its name in the run report. */
  name: string
  writes: Output[]
  /** Snapshots it reads; each must be written by a producer earlier in the list. */
  reads?: string[]
  /** Series it reads; each appended by a producer earlier in the list, or by itself (its stored days). */
  readsSeries?: DeclaredSeries[]
  /** Series it appends rows to (returned in Produced.series). */
  appendsSeries?: DeclaredSeries[]
  /** Record logs it adds records to (returned in Produced.records), and may read back. */
  appendsLogs?: DeclaredLog[]
  sources?: SourceAdapter[]
  /** The daily run (its sources fetched, live or recorded, in ctx.fetched). */
  produce(ctx: ProduceContext): Promise<Produced>
  /** First start, from the bundled data; absent: `produce` on the sources' recorded responses. */
  seed?(ctx: ProduceContext): Promise<Produced>
}

export interface Dataset {
  tools: AnyTool[]
  producer?: Producer
  /** Its web pages (tools/<tool>-page.ts: one view per snapshot shown); absent: no pages. */
  page?: AnyView | AnyView[]
}

/** Every tool of the list, in order: what the serving surfaces take. */
export function toolsOf(datasets: Dataset[]): AnyTool[] {
  return datasets.flatMap((d) => d.tools)
}

/** Every page view of the list, in order: what the pages take. */
export function viewsOf(datasets: Dataset[]): AnyView[] {
  return datasets.flatMap((d) => (d.page === undefined ? [] : Array.isArray(d.page) ? d.page : [d.page]))
}

/** Each snapshot's own staleness bound. */
export function staleBounds(datasets: Dataset[]): Record<string, number> {
  return Object.fromEntries(datasets.flatMap((d) => (d.producer?.writes ?? []).map((w) => [w.name, w.staleAfterDays])))
}

/**
 * Throws unless every producer reads only snapshots an earlier producer writes and series an
 * earlier producer (or itself) appends, and no snapshot is written twice.
 */
export function checkOrder(datasets: Dataset[]): void {
  const written = new Set<string>()
  const appended = new Set<string>()
  for (const { producer } of datasets) {
    if (!producer) continue
    for (const input of producer.reads ?? []) {
      if (!written.has(input))
        throw new Error(`dataset list out of order: ${producer.name} reads ${input}, which no earlier producer writes`)
    }
    const own = new Set((producer.appendsSeries ?? []).map((s) => s.name))
    for (const { name } of producer.readsSeries ?? []) {
      if (!appended.has(name) && !own.has(name))
        throw new Error(
          `dataset list out of order: ${producer.name} reads series ${name}, which no earlier producer appends`,
        )
    }
    for (const { name } of producer.writes) {
      if (written.has(name)) throw new Error(`dataset list: ${name} is written twice`)
      written.add(name)
    }
    for (const name of own) appended.add(name)
  }
}

/** What a bundled dataset's build returns: its snapshot, and the rows of the series it appends. */
interface Built<P> {
  payload: P
  rejected: Rejected[]
  series?: Produced['series']
}

/**
 * The producer of a dataset built whole from its bundled, sourced records: one snapshot (and the
 * series in `appendsSeries`), no inputs but the run's context (its FX table), the same build on
 * the first start and every day.
 */
export function bundledProducer<P extends BasePayload>(
  name: string,
  payload: z.ZodType,
  build: (ctx: ProduceContext) => Built<P> | Promise<Built<P>>,
  staleAfterDays: number,
  appendsSeries?: DeclaredSeries[],
): Producer {
  return {
    name,
    writes: [{ name, payload, staleAfterDays }],
    ...(appendsSeries ? { appendsSeries } : {}),
    async produce(ctx) {
      const built = await build(ctx)
      return { payloads: { [name]: built.payload }, series: built.series, rejected: built.rejected }
    },
  }
}
