// One key's rows in one segment (store/keyed-segment.ts), as a query or a merge walks them: the
// days read at once, the records a window at a time, rows built from a record by the segment's layout.
import type { SeriesRow } from '../tools/series.ts'
import { align8, type KeyedSegment, type KeyEntry } from './keyed-segment.ts'
import { fromDay } from './segment.ts'

/**
 * A row with every field of a layout in its order (the date, the key, then the values), to copy: a copy
 * has the shape already, where a row built field by field is reshaped at each of its two dozen fields.
 * Made by JSON.parse, which gives an object the engine copies whole.
 */
function rowShape(layout: KeyedSegment['layout'], date: string, key: string): SeriesRow {
  const byKey = (shapes.get(layout) ?? shapes.set(layout, new Map()).get(layout))!
  let shape = byKey.get(`${date}\n${key}`)
  if (!shape) {
    const fields: SeriesRow = { [date]: null, [key]: null }
    for (const name of layout.names) fields[name] = null
    shape = JSON.parse(JSON.stringify(fields)) as SeriesRow
    byKey.set(`${date}\n${key}`, shape)
  }
  return shape
}
const shapes = new WeakMap<KeyedSegment['layout'], Map<string, SeriesRow>>()

/** How many rows a piece reads at a time when it is walked row by row. */
const WINDOW = 128

/** One key's rows in one segment, for a query: the days read at once, the values a window at a time. */
export class Piece {
  readonly key: string
  readonly n: number
  readonly day: Int32Array
  private lo = 0
  private hi = 0
  private view: DataView | undefined
  private readonly records: number
  private shape: SeriesRow | undefined

  constructor(
    readonly seg: KeyedSegment,
    readonly entry: KeyEntry,
    /** Walked by ascending days (an export) or descending (a query's newest rows). */
    private readonly forward = true,
  ) {
    this.key = entry.key
    this.n = entry.n
    this.day = new Int32Array(entry.n)
    seg.read(entry.at, new Uint8Array(this.day.buffer))
    this.records = entry.at + align8(4 * entry.n)
  }

  /** Reads rows [lo, hi) in one read. */
  load(lo: number, hi: number): void {
    const bytes = new Uint8Array((hi - lo) * this.seg.recordBytes)
    this.seg.read(this.records + lo * this.seg.recordBytes, bytes)
    this.view = new DataView(bytes.buffer)
    this.lo = lo
    this.hi = hi
  }

  /** Byte offset of row i in the loaded window, loading the next window the walk needs first. */
  private at(i: number): number {
    if (i < this.lo || i >= this.hi || !this.view) {
      if (this.forward) this.load(i, Math.min(this.n, i + WINDOW))
      else this.load(Math.max(0, i - WINDOW + 1), i + 1)
    }
    return (i - this.lo) * this.seg.recordBytes
  }

  text(i: number, c: number): string | null {
    const col = this.seg.textAt[c]
    if (col < 0) return null
    const at = this.at(i)
    return this.seg.strings[this.view!.getUint32(at + 4 * col, true)] ?? null
  }

  number(i: number, c: number): number | null {
    const col = this.seg.numberAt[c]
    if (col < 0) return null
    const at = this.at(i)
    const v = this.view!.getFloat64(at + this.seg.textBytes + 8 * col, true)
    return Number.isNaN(v) ? null : v
  }

  /** Row i in the series' declared order: the date, the key, then the values. */
  row(i: number, date: string, key: string): SeriesRow {
    const at = this.at(i)
    const view = this.view!
    const { names, text, at: offsets } = this.seg.layout
    const { strings } = this.seg
    this.shape ??= rowShape(this.seg.layout, date, key)
    const row: SeriesRow = { ...this.shape }
    row[date] = fromDay(this.day[i])
    row[key] = this.key
    for (let c = 0; c < names.length; c++) {
      const offset = offsets[c]
      if (offset < 0) row[names[c]] = null
      else if (text[c]) row[names[c]] = strings[view.getUint32(at + offset, true)] ?? null
      else {
        const v = view.getFloat64(at + offset, true)
        row[names[c]] = Number.isNaN(v) ? null : v
      }
    }
    return row
  }

  /** First index whose day is >= `day`. */
  lowerBound(day: number): number {
    let lo = 0
    let hi = this.n
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.day[mid] < day) lo = mid + 1
      else hi = mid
    }
    return lo
  }
}
