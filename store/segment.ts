// The embedded store's older segment formats, whole files read into memory (segments are written
// keyed: store/keyed-segment.ts, which rewrites these in memory on reading). A JSON header line (format,
// row count, the segment's strings, the names of its text and number columns), then little-endian columns:
// day (Int32, days since 1970-01-01), key and each text column (Uint32 ids into the header's
// strings; null is a string id too), each number column (Float64; NaN for null).
// The first format (history-columns/1) named no columns: its column lists come from the series.
import type { AnySeries } from '../tools/series.ts'

const FORMAT = 'series-columns/2'
const FIRST_FORMAT = 'history-columns/1'

const DAY_MS = 86_400_000
export function toDay(date: string): number {
  let day = days.get(date)
  if (day === undefined) {
    day = Date.parse(`${date}T00:00:00Z`) / DAY_MS
    if (days.size < 100_000) days.set(date, day)
  }
  return day
}
/** Days already read: an append or a seed names the same few thousand dates once per key. */
const days = new Map<string, number>()
/** Day strings already made: a key's history names the same few thousand days over and over. */
const dates = new Map<number, string>()
export function fromDay(day: number): string {
  let date = dates.get(day)
  if (date === undefined) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10)
    if (dates.size < 100_000) dates.set(day, date)
  }
  return date
}

export interface Segment {
  n: number
  strings: (string | null)[]
  day: Int32Array
  key: Uint32Array
  /** Columns by field name; a field the segment predates is absent. */
  text: Map<string, Uint32Array>
  number: Map<string, Float64Array>
}

interface Header {
  format: string
  n: number
  strings: (string | null)[]
  text?: string[]
  number?: string[]
}

export function decodeSegment(series: AnySeries, buf: Buffer): Segment {
  const end = buf.indexOf(0x0a)
  const header = JSON.parse(buf.subarray(0, end).toString('utf8')) as Header
  let names: { text: string[]; number: string[] }
  if (header.format === FORMAT) names = { text: header.text ?? [], number: header.number ?? [] }
  else if (header.format === FIRST_FORMAT && series.firstFormat) names = series.firstFormat
  else throw new Error(`unknown ${series.name} segment format ${header.format}`)
  const n = header.n
  let at = end + 1
  // In place when the column is aligned in memory (the usual case), else copied out.
  const take = <T>(Type: { new (b: ArrayBuffer, offset?: number, length?: number): T; BYTES_PER_ELEMENT: number }) => {
    const bytes = n * Type.BYTES_PER_ELEMENT
    const offset = buf.byteOffset + at
    let column: T
    if (offset % 8 === 0) column = new Type(buf.buffer as ArrayBuffer, offset, n)
    else {
      const copy = new Uint8Array(bytes)
      copy.set(buf.subarray(at, at + bytes))
      column = new Type(copy.buffer)
    }
    at += bytes
    return column
  }
  const day = take(Int32Array)
  const key = take(Uint32Array)
  const text = new Map(names.text.map((name) => [name, take(Uint32Array)]))
  const number = new Map(names.number.map((name) => [name, take(Float64Array)]))
  if (at !== buf.length) throw new Error(`${series.name} segment has ${buf.length - at} stray bytes`)
  return { n, strings: header.strings, day, key, text, number }
}
