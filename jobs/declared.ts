// What a producer declared, held to: the read-only view it reads through (only the snapshots and
// series it declares), the check of what it returns (every payload and series row against its schema,
// nothing undeclared), and the writes, made by the runner only when every check passed.
import type { Store } from '../store/types.ts'
import type { DataReader } from '../tools/data.ts'
import type { BasePayload } from '../tools/snapshot.ts'
import type { DeclaredLog, DeclaredSeries, Produced, Producer } from './dataset.ts'

const pad = (s: string) => s.padEnd(22)

/** The first zod issue of a failed validation, as one line naming the path. */
function issueLine(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0]
  return `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`
}

/**
 * The store as one producer may see it: the snapshots it reads (and its own), the series it reads.
 * Anything else throws, naming the declaration it lacks.
 */
export function declaredReads(
  store: DataReader,
  producer: Producer,
): DataReader & { checkRead(dataset: string): void } {
  const snapshots = new Set([...(producer.reads ?? []), ...producer.writes.map((w) => w.name)])
  const series = new Set((producer.readsSeries ?? []).map((s) => s.name))
  const seriesRead = (name: string) => {
    if (!series.has(name))
      throw new Error(`${producer.name} reads series ${name}, which it does not declare in readsSeries`)
  }
  const checkRead = (dataset: string) => {
    if (!snapshots.has(dataset))
      throw new Error(`${producer.name} reads ${dataset}, which it does not declare in reads`)
  }
  return {
    checkRead,
    latestEdition(dataset) {
      checkRead(dataset)
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
    recordsOf(log, owner) {
      if (!(producer.appendsLogs ?? []).some((l) => l.name === log.name))
        throw new Error(`${producer.name} reads log ${log.name}, which it does not declare in appendsLogs`)
      return store.recordsOf(log, owner)
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
export function checkOutputs(producer: Producer, produced: Produced): Checked {
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
export async function writeOutputs(
  store: Store,
  outputs: Checked,
  dayOf: (payload: BasePayload) => string,
  say: (line: string) => void,
): Promise<void> {
  for (const [log, records] of outputs.records) await store.addRecords(log, records)
  for (const [series, rows] of outputs.series) {
    let added = 0
    for (let i = 0; i < rows.length; i += SERIES_BLOCK)
      added += await store.appendSeries(series, rows.slice(i, i + SERIES_BLOCK))
    say(`${pad(series.name)} +${added} rows`)
  }
  for (const [name, payload] of outputs.payloads) await store.putEdition(name, dayOf(payload), payload)
}
