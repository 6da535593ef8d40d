// The embedded store's series segment, read in place (series-keyed/3): rows grouped by key, each
// key's rows one contiguous block sorted by day, and a footer saying where each key's block is. Opening
// a segment reads its footer only; one key's history is one read per segment.
//
// Layout: the 8-byte magic, then one block per key (in key order), then the footer (JSON) and
// 8 bytes giving the footer's offset (Float64, little-endian). A block of c rows: the days (Int32,
// days since 1970-01-01) padded to 8 bytes, then c records of the text columns (Uint32 ids into
// the footer's strings; null is a string too) padded to 8 bytes and the number columns (Float64;
// NaN for null). The footer: the row count, the strings, the text and number columns' names, per
// key [key, offset, rows, first day, last day, each filter's string id or -1 when it varies],
// and the segments this one replaces (written by a compaction).
import { closeSync, fstatSync, openSync, readSync } from 'node:fs'
import { type AnySeries, type SeriesRow, valueColumns } from '../tools/series.ts'
import { decodeSegment, toDay } from './segment.ts'

const FORMAT = 'series-keyed/3'
const MAGIC = Buffer.from('#keyed3\n')
export const align8 = (n: number) => Math.ceil(n / 8) * 8
/** Varies within the key's rows: filtered row by row. */
const MIXED = -1

/** One key's place in a segment. */
export interface KeyEntry {
  key: string
  at: number
  n: number
  first: number
  last: number
  /** Each filter field's string id, or MIXED. */
  filters: number[]
}

type EntryTuple = [string, number, number, number, number, ...number[]]

interface Footer {
  format: string
  n: number
  strings: (string | null)[]
  text: string[]
  number: string[]
  keys: EntryTuple[]
  replaces: string[]
}

/** One key's rows in day order, as the writer takes them; columns are the series' own. */
export interface KeyRows {
  key: string
  n: number
  day(i: number): number
  text(i: number, c: number): string | null
  number(i: number, c: number): number | null
}

/** Builds a segment block by block; the caller writes out what `take` gives as it goes. */
export class SegmentWriter {
  private readonly text: string[]
  private readonly number: string[]
  private readonly filterAt: number[]
  private readonly textBytes: number
  private readonly recordBytes: number
  private strings: (string | null)[] = []
  private ids = new Map<string | null, number>()
  private keys: EntryTuple[] = []
  private pending: Buffer[] = [MAGIC]
  private offset = MAGIC.length
  private rows = 0
  buffered = MAGIC.length

  constructor(series: AnySeries) {
    ;({ text: this.text, number: this.number } = valueColumns(series))
    this.filterAt = series.filters.map((f) => this.text.indexOf(f))
    this.textBytes = align8(4 * this.text.length)
    this.recordBytes = this.textBytes + 8 * this.number.length
  }

  private id(value: string | null): number {
    let i = this.ids.get(value)
    if (i === undefined) {
      i = this.strings.length
      this.strings.push(value)
      this.ids.set(value, i)
    }
    return i
  }

  /** Adds one key's block; keys must come in ascending order and rows in ascending days. */
  add(rows: KeyRows): void {
    const { n } = rows
    if (!n) return
    const daysBytes = align8(4 * n)
    const block = Buffer.alloc(daysBytes + n * this.recordBytes)
    const view = new DataView(block.buffer, block.byteOffset, block.byteLength)
    const filters = this.filterAt.map(() => -2)
    for (let i = 0; i < n; i++) {
      view.setInt32(4 * i, rows.day(i), true)
      const at = daysBytes + i * this.recordBytes
      for (let c = 0; c < this.text.length; c++) view.setUint32(at + 4 * c, this.id(rows.text(i, c)), true)
      for (let c = 0; c < this.number.length; c++)
        view.setFloat64(at + this.textBytes + 8 * c, rows.number(i, c) ?? Number.NaN, true)
      for (let f = 0; f < filters.length; f++) {
        const id = view.getUint32(at + 4 * this.filterAt[f], true)
        filters[f] = filters[f] === -2 || filters[f] === id ? id : MIXED
      }
    }
    this.keys.push([rows.key, this.offset, n, rows.day(0), rows.day(n - 1), ...filters])
    this.pending.push(block)
    this.offset += block.length
    this.buffered += block.length
    this.rows += n
  }

  /** The bytes built since the last take. */
  take(): Buffer {
    const out = Buffer.concat(this.pending)
    this.pending = []
    this.buffered = 0
    return out
  }

  /** The footer and the bytes still pending: the end of the segment. */
  finish(replaces: string[] = []): Buffer {
    const footer: Footer = {
      format: FORMAT,
      n: this.rows,
      strings: this.strings,
      text: this.text,
      number: this.number,
      keys: this.keys,
      replaces,
    }
    const json = Buffer.from(JSON.stringify(footer))
    const trailer = Buffer.alloc(8)
    trailer.writeDoubleLE(this.offset)
    this.pending.push(json, trailer)
    return this.take()
  }
}

/** A whole segment from rows in any order (an append); a key+day given twice keeps its first row. */
export function encodeRows(series: AnySeries, rows: SeriesRow[]): Buffer {
  const { text, number } = valueColumns(series)
  const byKey = new Map<string, Map<number, SeriesRow>>()
  for (const row of rows) {
    const key = row[series.key] as string
    const day = toDay(row[series.date] as string)
    let days = byKey.get(key)
    if (!days) byKey.set(key, (days = new Map()))
    if (!days.has(day)) days.set(day, row)
  }
  const writer = new SegmentWriter(series)
  for (const key of [...byKey.keys()].sort(byKeyOrder)) {
    const days = [...byKey.get(key)!].sort((a, b) => a[0] - b[0])
    writer.add({
      key,
      n: days.length,
      day: (i) => days[i][0],
      text: (i, c) => {
        const v = days[i][1][text[c]]
        return v === undefined || v === null ? null : String(v)
      },
      number: (i, c) => (days[i][1][number[c]] as number | null | undefined) ?? null,
    })
  }
  return writer.finish()
}

/** Key order in segments and in answers (code units, as MongoDB and the export sort). */
export const byKeyOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Where a segment's bytes are: an open file read with pread, or a buffer in memory. */
interface Bytes {
  size: number
  read(at: number, into: Uint8Array): void
  close(): void
}

function fileBytes(path: string): Bytes {
  const fd = openSync(path, 'r')
  return {
    size: fstatSync(fd).size,
    // Synchronous on purpose: a query reads a few small blocks from the page cache, and a
    // read that can interleave with a refresh closing the file would need more care than it saves.
    read(at, into) {
      let done = 0
      while (done < into.length) {
        const got = readSync(fd, into, done, into.length - done, at + done)
        if (!got) throw new Error(`segment ${path} ends early`)
        done += got
      }
    },
    close: () => closeSync(fd),
  }
}

function memoryBytes(buf: Buffer): Bytes {
  return { size: buf.length, read: (at, into) => into.set(buf.subarray(at, at + into.length)), close() {} }
}

/** A segment of the older whole-file formats (store/segment.ts), rewritten keyed in memory. */
function fromOlderFormat(series: AnySeries, buf: Buffer): Buffer {
  const seg = decodeSegment(series, buf)
  const { text, number } = valueColumns(series)
  const textCols = text.map((name) => seg.text.get(name))
  const numberCols = number.map((name) => seg.number.get(name))
  const byKey = new Map<string, number[]>()
  for (let i = 0; i < seg.n; i++) {
    const key = seg.strings[seg.key[i]] as string
    const rows = byKey.get(key)
    if (rows) rows.push(i)
    else byKey.set(key, [i])
  }
  const writer = new SegmentWriter(series)
  for (const key of [...byKey.keys()].sort(byKeyOrder)) {
    const rows = byKey.get(key)!.sort((a, b) => seg.day[a] - seg.day[b])
    writer.add({
      key,
      n: rows.length,
      day: (i) => seg.day[rows[i]],
      text: (i, c) => (textCols[c] ? seg.strings[textCols[c][rows[i]]] : null),
      number: (i, c) => {
        const v = numberCols[c]?.[rows[i]]
        return v === undefined || Number.isNaN(v) ? null : v
      },
    })
  }
  return writer.finish()
}

/** An open segment: its footer, and its blocks read when asked. */
export class KeyedSegment {
  readonly n: number
  readonly strings: (string | null)[]
  readonly keys = new Map<string, KeyEntry>()
  readonly replaces: string[]
  /** For each of the series' text and number columns: its place in this segment's records, or -1. */
  readonly textAt: number[]
  readonly numberAt: number[]
  readonly textBytes: number
  readonly recordBytes: number
  /** The series' value columns in declared order: name, whether text, byte offset in a record (-1: absent). */
  readonly layout: { names: string[]; text: Uint8Array; at: Int32Array }

  private constructor(
    readonly series: AnySeries,
    readonly name: string,
    private readonly bytes: Bytes,
  ) {
    const tail = new Uint8Array(8)
    bytes.read(bytes.size - 8, tail)
    const footerAt = Buffer.from(tail).readDoubleLE(0)
    const raw = new Uint8Array(bytes.size - 8 - footerAt)
    bytes.read(footerAt, raw)
    const footer = JSON.parse(Buffer.from(raw).toString('utf8')) as Footer
    if (footer.format !== FORMAT) throw new Error(`unknown ${series.name} segment format ${footer.format}`)
    this.n = footer.n
    this.strings = footer.strings
    this.replaces = footer.replaces
    const { text, number } = valueColumns(series)
    // A column the segment predates reads as null; one it has that the series no longer declares is skipped.
    this.textAt = text.map((name) => footer.text.indexOf(name))
    this.numberAt = number.map((name) => footer.number.indexOf(name))
    this.textBytes = align8(4 * footer.text.length)
    this.recordBytes = this.textBytes + 8 * footer.number.length
    const declared = series.columns.filter((c) => c.name !== series.key && c.name !== series.date)
    this.layout = {
      names: declared.map((c) => c.name),
      text: Uint8Array.from(declared, (c) => (c.kind === 'text' ? 1 : 0)),
      at: Int32Array.from(declared, (c) => {
        if (c.kind === 'text') {
          const i = footer.text.indexOf(c.name)
          return i < 0 ? -1 : 4 * i
        }
        const i = footer.number.indexOf(c.name)
        return i < 0 ? -1 : this.textBytes + 8 * i
      }),
    }
    const filterAt = series.filters.map((f) => footer.text.indexOf(f))
    for (const [key, at, n, first, last, ...filters] of footer.keys) {
      // A filter field the segment predates is null in every row.
      const ids = filterAt.map((c, f) => (c < 0 ? this.nullId() : filters[f]))
      this.keys.set(key, { key, at, n, first, last, filters: ids })
    }
  }

  private nullIdCache: number | undefined
  private nullId(): number {
    if (this.nullIdCache === undefined) {
      const i = this.strings.indexOf(null)
      this.nullIdCache = i >= 0 ? i : this.strings.push(null) - 1
    }
    return this.nullIdCache
  }

  /** Opens a segment file of any format; keyed ones stay on disk, older ones are rewritten in memory. */
  static open(series: AnySeries, name: string, path: string): KeyedSegment {
    const bytes = fileBytes(path)
    try {
      const head = new Uint8Array(Math.min(MAGIC.length, bytes.size))
      bytes.read(0, head)
      if (Buffer.from(head).equals(MAGIC)) return new KeyedSegment(series, name, bytes)
      const whole = Buffer.alloc(bytes.size)
      bytes.read(0, whole)
      bytes.close()
      return new KeyedSegment(series, name, memoryBytes(fromOlderFormat(series, whole)))
    } catch (error) {
      bytes.close()
      throw error
    }
  }

  /** A segment held in memory (built from rows or read from bytes). */
  static inMemory(series: AnySeries, name: string, buf: Buffer): KeyedSegment {
    const keyed = buf.subarray(0, MAGIC.length).equals(MAGIC) ? buf : fromOlderFormat(series, buf)
    return new KeyedSegment(series, name, memoryBytes(keyed))
  }

  read(at: number, into: Uint8Array): void {
    this.bytes.read(at, into)
  }

  close(): void {
    this.bytes.close()
  }

  /** The filter value of a key's rows (undefined when it varies within them). */
  filterValue(entry: KeyEntry, f: number): string | null | undefined {
    return entry.filters[f] === MIXED ? undefined : this.strings[entry.filters[f]]
  }
}
