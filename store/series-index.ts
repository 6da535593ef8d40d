// One declared series of the embedded store as its live segments (store/keyed-segment.ts): a query
// finds the keys it needs in each segment's footer and reads only their blocks; nothing else of the
// rows is held in memory. Rows are materialised only for what a query returns.
import { type AnySeries, type SeriesPage, type SeriesQuery, type SeriesRow, valueColumns } from '../tools/series.ts'
import { byKeyOrder, type KeyedSegment, type KeyEntry } from './keyed-segment.ts'
import { Piece } from './piece.ts'
import { toDay } from './segment.ts'
import { definedEntries } from './shared.ts'

/** A position in a piece, for merging several pieces by (day, key). */
interface Cursor {
  p: Piece
  at: number
  end: number
}

/** A cursor of a walk by date, with its key's place in key order (equal keys, equal places). */
interface RankedCursor extends Cursor {
  keyRank: number
}

export class SeriesIndex {
  /** The live segments by name (oldest first). */
  private live = new Map<string, KeyedSegment>()
  /** Segments no longer live, closed once no export walks them. */
  private retired: KeyedSegment[] = []
  private walking = 0
  /** Where each filter field sits among the text columns. */
  private readonly filterAt: number[]

  constructor(private readonly series: AnySeries) {
    const { text } = valueColumns(series)
    this.filterAt = series.filters.map((f) => text.indexOf(f))
  }

  get segments(): KeyedSegment[] {
    return [...this.live.values()]
  }

  has(name: string): boolean {
    return this.live.has(name)
  }

  addSegment(seg: KeyedSegment): void {
    this.live.set(seg.name, seg)
    this.live = new Map([...this.live].sort((a, b) => byKeyOrder(a[0], b[0])))
  }

  /** Takes a segment out of the answers; its file stays open while an export still walks it. */
  removeSegment(name: string): void {
    const seg = this.live.get(name)
    if (!seg) return
    this.live.delete(name)
    this.retired.push(seg)
    this.closeRetired()
  }

  private closeRetired(): void {
    if (this.walking) return
    for (const seg of this.retired.splice(0)) seg.close()
  }

  close(): void {
    for (const name of [...this.live.keys()]) this.removeSegment(name)
  }

  /** The rows whose key+date is not stored yet (and not repeated within `rows`). */
  onlyNew(rows: SeriesRow[]): SeriesRow[] {
    const seen = new Set<string>()
    const pieces = new Map<KeyEntry, Piece>()
    const { key, date } = this.series
    const segments = this.segments
    const stored = (k: string, day: number) =>
      segments.some((seg) => {
        const e = seg.keys.get(k)
        if (!e || day < e.first || day > e.last) return false
        let p = pieces.get(e)
        if (!p) pieces.set(e, (p = new Piece(seg, e)))
        const i = p.lowerBound(day)
        return i < p.n && p.day[i] === day
      })
    return rows.filter((row) => {
      const id = `${row[key]}|${row[date]}`
      if (seen.has(id) || stored(row[key] as string, toDay(row[date] as string))) return false
      seen.add(id)
      return true
    })
  }

  private row(p: Piece, i: number): SeriesRow {
    return p.row(i, this.series.date, this.series.key)
  }

  private whereOf(q: SeriesQuery): [number, string][] {
    return definedEntries(q.where).map(([field, value]) => {
      const f = this.series.filters.indexOf(field)
      if (f < 0) throw new Error(`series ${this.series.name} cannot be filtered by ${field}`)
      return [f, value]
    })
  }

  /** The blocks a query reads: the key's in each segment, else every key's whose filter values may match. */
  private *entries(q: SeriesQuery, where: [number, string][]): Generator<[KeyedSegment, KeyEntry, boolean]> {
    for (const seg of this.segments) {
      const entries = q.key ? [seg.keys.get(q.key)].filter((e) => e !== undefined) : seg.keys.values()
      for (const e of entries) {
        let mixed = false
        let match = true
        for (const [f, value] of where) {
          const v = seg.filterValue(e, f)
          if (v === undefined) mixed = true
          else if (v !== value) match = false
        }
        if (match) yield [seg, e, mixed]
      }
    }
  }

  query(q: SeriesQuery): SeriesPage<SeriesRow> {
    const where = this.whereOf(q)
    const since = q.since ? toDay(q.since) : Number.NEGATIVE_INFINITY
    const until = q.until ? toDay(q.until) : Number.POSITIVE_INFINITY
    // Each block's matching rows are one contiguous day range, found by binary search and counted
    // without reading the values; only the newest `limit` are then merged out of a heap, newest first.
    const cursors: Cursor[] = []
    let total = 0
    for (const [seg, e, mixed] of this.entries(q, where)) {
      if (e.last < since || e.first > until) continue
      const p = new Piece(seg, e, false)
      const from = p.lowerBound(since)
      const to = until === Number.POSITIVE_INFINITY ? p.n : p.lowerBound(until + 1)
      if (to <= from) continue
      if (mixed) {
        // The rare key whose filter values changed: one cursor per matching row.
        for (let i = from; i < to; i++) {
          if (!where.every(([f, value]) => p.text(i, this.filterAt[f]) === value)) continue
          cursors.push({ p, at: i, end: i })
          total++
        }
        continue
      }
      // A key's whole history within the limit is read in one go rather than window by window.
      if (q.key && to - from <= q.limit) p.load(from, to)
      cursors.push({ p, at: to - 1, end: from })
      total += to - from
    }
    const picked: SeriesRow[] = []
    const heap = new Heap(cursors, (a, b) => a.p.day[a.at] - b.p.day[b.at] || byKeyOrder(a.p.key, b.p.key))
    while (picked.length < q.limit && heap.size) {
      const top = heap.peek()
      picked.push(this.row(top.p, top.at))
      if (--top.at < top.end) heap.pop()
      else heap.fix()
    }
    return { rows: picked.reverse(), total }
  }

  /** Every row dated after `after` (all when absent) by date then key, merged one row at a time. */
  *byDate(after?: string): Generator<SeriesRow> {
    const from = after ? toDay(after) + 1 : Number.NEGATIVE_INFINITY
    this.walking++
    try {
      const cursors: RankedCursor[] = []
      for (const seg of this.segments) {
        for (const e of seg.keys.values()) {
          if (e.last < from) continue
          const p = new Piece(seg, e)
          cursors.push({ p, at: p.lowerBound(from), end: p.n - 1, keyRank: 0 })
        }
      }
      // Keys compared once here rather than at every row: the ranks order as byKeyOrder does.
      const inKeyOrder = [...cursors].sort((a, b) => byKeyOrder(a.p.key, b.p.key))
      for (const [i, c] of inKeyOrder.entries())
        c.keyRank = i && inKeyOrder[i - 1].p.key === c.p.key ? inKeyOrder[i - 1].keyRank : i
      // Day by day: the cursors whose next row is on that day, in key order. A day's rows are a few
      // hundred of the whole walk's, so this sorts small lists where a heap over every cursor took
      // two comparisons per level for each row.
      const waiting = new Map<number, RankedCursor[]>()
      const wait = (c: RankedCursor) => {
        const day = c.p.day[c.at]
        const list = waiting.get(day)
        if (list) list.push(c)
        else waiting.set(day, [c])
      }
      let first = Number.POSITIVE_INFINITY
      let last = Number.NEGATIVE_INFINITY
      for (const c of cursors) {
        wait(c)
        first = Math.min(first, c.p.day[c.at])
        last = Math.max(last, c.p.day[c.end])
      }
      for (let day = first; waiting.size && day <= last; day++) {
        const today = waiting.get(day)
        if (!today) continue
        waiting.delete(day)
        today.sort((a, b) => a.keyRank - b.keyRank)
        for (const c of today) {
          // A key has one row a day in a segment; a day repeated would come next, as it did from a heap.
          do yield this.row(c.p, c.at)
          while (++c.at <= c.end && c.p.day[c.at] <= day)
          if (c.at <= c.end) wait(c)
        }
      }
    } finally {
      this.walking--
      this.closeRetired()
    }
  }
}

/** A binary heap whose top is the item `higher` ranks first (higher(a, b) > 0: a before b). */
class Heap<T> {
  constructor(
    private items: T[],
    private readonly higher: (a: T, b: T) => number,
  ) {
    for (let i = (items.length >> 1) - 1; i >= 0; i--) this.down(i)
  }
  get size(): number {
    return this.items.length
  }
  peek(): T {
    return this.items[0]
  }
  /** Re-place the top after its key changed. */
  fix(): void {
    this.down(0)
  }
  pop(): void {
    const last = this.items.pop()!
    if (this.items.length) {
      this.items[0] = last
      this.down(0)
    }
  }
  private down(i: number): void {
    const items = this.items
    for (;;) {
      const l = 2 * i + 1
      const r = l + 1
      let top = i
      if (l < items.length && this.higher(items[l], items[top]) > 0) top = l
      if (r < items.length && this.higher(items[r], items[top]) > 0) top = r
      if (top === i) return
      ;[items[i], items[top]] = [items[top], items[i]]
      i = top
    }
  }
}
