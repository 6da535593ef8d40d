// The embedded store's history segment format: one file per append, column by column, so opening
// the store is a read and a copy, not a parse of every row. A JSON header line (format version,
// row count, the segment's strings), then little-endian columns: day (Int32, days since
// 1970-01-01), model and 9 string columns (Uint32 ids into the header's strings), 9 number
// columns (Float64; NaN for null).
import type { HistoryRow } from '../tools/schemas.ts'

export const NUMBERS = [
  'input_usd',
  'output_usd',
  'cache_read_usd',
  'cache_write_usd',
  'input_cny',
  'output_cny',
  'cache_read_cny',
  'cache_write_cny',
  'fx_usd_cny',
] as const
export const STRINGS = [
  'source_model_id',
  'vendor',
  'country',
  'native_currency',
  'fx_date',
  'fx_source',
  'last_observed',
  'source_name',
  'source_url',
] as const

const DAY_MS = 86_400_000
export const toDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS
export const fromDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

export interface Segment {
  n: number
  strings: string[]
  day: Int32Array
  model: Uint32Array
  str: Uint32Array[]
  num: Float64Array[]
}

export function encodeSegment(rows: HistoryRow[]): Buffer {
  const n = rows.length
  const strings: string[] = []
  const ids = new Map<string, number>()
  const id = (s: string) => {
    let i = ids.get(s)
    if (i === undefined) {
      i = strings.length
      strings.push(s)
      ids.set(s, i)
    }
    return i
  }
  const day = Int32Array.from(rows, (r) => toDay(r.date))
  const model = Uint32Array.from(rows, (r) => id(r.model))
  const str = STRINGS.map((k) => Uint32Array.from(rows, (r) => id(r[k])))
  const num = NUMBERS.map((k) => Float64Array.from(rows, (r) => r[k] ?? NaN))
  // The header is padded with spaces to a multiple of 8 bytes, so every column starts aligned and
  // can be read in place.
  const json = JSON.stringify({ format: 'history-columns/1', n, strings })
  const length = Buffer.byteLength(json) + 1
  const header = Buffer.from(`${json + ' '.repeat((8 - (length % 8)) % 8)}\n`)
  const columns = [day, model, ...str, ...num].map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength))
  return Buffer.concat([header, ...columns])
}

export function decodeSegment(buf: Buffer): Segment {
  const end = buf.indexOf(0x0a)
  const header = JSON.parse(buf.subarray(0, end).toString('utf8')) as { format: string; n: number; strings: string[] }
  if (header.format !== 'history-columns/1') throw new Error(`unknown history segment format ${header.format}`)
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
  const model = take(Uint32Array)
  const str = STRINGS.map(() => take(Uint32Array))
  const num = NUMBERS.map(() => take(Float64Array))
  if (at !== buf.length) throw new Error(`history segment has ${buf.length - at} stray bytes`)
  return { n, strings: header.strings, day, model, str, num }
}
