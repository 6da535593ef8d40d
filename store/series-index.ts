// In-memory rows of one declared series for the embedded store, column by column: one run per key
// with typed arrays for the day and the numbers and dictionary ids for the text (about 100 bytes a
// row instead of ~1.4 KB as objects). Rows are materialised only for what a query returns.
import { type AnySeries, type SeriesPage, type SeriesQuery, type SeriesRow, valueColumns } from '../tools/series.ts'
import { fromDay, type Segment, toDay } from './segment.ts'
import { definedEntries } from './shared.ts'

/** One key's rows, sorted by day. */
class Run {
  n = 0
  sorted = true
  day = new Int32Array(8)
  num: Float64Array[]
  str: Uint32Array[]
  constructor(
    readonly key: string,
    /** The filter fields' values (as ids) of the key's first row. */
    readonly filters: number[],
    texts: number,
    numbers: number,
  ) {
    this.num = Array.from({ length: numbers }, () => new Float64Array(8))
    this.str = Array.from({ length: texts }, () => new Uint32Array(8))
  }

  /** Room for at least `size` rows; an existing run gets 1/8 headroom for the days to come. */
  reserve(size: number): void {
    if (size > this.day.length) this.grow(this.n === 0 ? size : Math.max(size, Math.ceil(this.n * 1.125)))
  }

  grow(size: number): void {
    const day = new Int32Array(size)
    day.set(this.day)
    this.day = day
    this.num = this.num.map((col) => {
      const next = new Float64Array(size)
      next.set(col)
      return next
    })
    this.str = this.str.map((col) => {
      const next = new Uint32Array(size)
      next.set(col)
      return next
    })
  }

  /** Restores day order after an out-of-order append (a backfill); rare, so a plain re-sort. */
  sort(): void {
    if (this.sorted) return
    const order = Array.from({ length: this.n }, (_, i) => i).sort((a, b) => this.day[a] - this.day[b])
    this.day = Int32Array.from(order, (i) => this.day[i])
    this.num = this.num.map((col) => Float64Array.from(order, (i) => col[i]))
    this.str = this.str.map((col) => Uint32Array.from(order, (i) => col[i]))
    this.sorted = true
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

  has(day: number): boolean {
    const i = this.lowerBound(day)
    return i < this.n && this.day[i] === day
  }
}

/** A position in a run, for merging several runs by (day, key). */
interface Cursor {
  s: Run
  at: number
  end: number
}

const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export class SeriesIndex {
  private runs = new Map<string, Run>()
  /** For each filter field: the keys having each value. */
  private keysBy: Map<string, Set<string>>[]
  private strings: (string | null)[] = []
  private ids = new Map<string | null, number>()
  /** Runs whose filter values changed along the way: filtered row by row. */
  private mixed = new Set<Run>()
  private readonly text: string[]
  private readonly number: string[]
  /** Where each filter field sits among the text columns. */
  private readonly filterAt: number[]
  /** The value columns in declared order: name, whether text, its place among its kind. */
  private readonly order: [string, boolean, number][]

  constructor(private readonly series: AnySeries) {
    ;({ text: this.text, number: this.number } = valueColumns(series))
    this.filterAt = series.filters.map((f) => this.text.indexOf(f))
    this.keysBy = series.filters.map(() => new Map())
    this.order = series.columns
      .filter((c) => c.name !== series.key && c.name !== series.date)
      .map((c) => [c.name, c.kind === 'text', (c.kind === 'text' ? this.text : this.number).indexOf(c.name)])
  }

  private intern = (text: string | null): number => {
    let id = this.ids.get(text)
    if (id === undefined) {
      id = this.strings.length
      this.strings.push(text)
      this.ids.set(text, id)
    }
    return id
  }

  /** The rows whose key+date is not stored yet (and not repeated within `rows`). */
  onlyNew(rows: SeriesRow[]): SeriesRow[] {
    const seen = new Set<string>()
    const { key, date } = this.series
    return rows.filter((row) => {
      const id = `${row[key]}|${row[date]}`
      if (seen.has(id) || this.runs.get(row[key] as string)?.has(toDay(row[date] as string))) return false
      seen.add(id)
      return true
    })
  }

  /** Adds the rows of a decoded segment (the store's unit of append). */
  addSegment(seg: Segment): void {
    const ids = Uint32Array.from(seg.strings, this.intern)
    const nullId = this.intern(null)
    // A column the segment predates reads as null; one it has that the series no longer declares is skipped.
    const textCols = this.text.map((name) => seg.text.get(name))
    const numberCols = this.number.map((name) => seg.number.get(name))
    const touched = new Set<Run>()
    // Sized once per segment: doubling would leave up to half of every column unused.
    const counts = new Map<number, number>()
    for (let i = 0; i < seg.n; i++) counts.set(seg.key[i], (counts.get(seg.key[i]) ?? 0) + 1)
    for (const [id, count] of counts) {
      const s = this.runs.get(seg.strings[id] as string)
      if (s) s.reserve(s.n + count)
    }
    for (let i = 0; i < seg.n; i++) {
      const key = seg.strings[seg.key[i]] as string
      const filters = this.filterAt.map((c) => (textCols[c] ? ids[textCols[c][i]] : nullId))
      let s = this.runs.get(key)
      if (!s) {
        s = new Run(key, filters, this.text.length, this.number.length)
        this.runs.set(key, s)
        s.reserve(counts.get(seg.key[i]) ?? 1)
        for (let f = 0; f < filters.length; f++) this.index(f, filters[f], key)
      } else {
        for (let f = 0; f < filters.length; f++) {
          if (filters[f] === s.filters[f]) continue
          this.mixed.add(s)
          this.index(f, filters[f], key)
        }
      }
      if (s.n === s.day.length) s.grow(s.n * 2)
      const day = seg.day[i]
      if (s.n && day < s.day[s.n - 1]) s.sorted = false
      s.day[s.n] = day
      // null (no value) is kept as NaN: a real number is never NaN.
      for (let c = 0; c < numberCols.length; c++) s.num[c][s.n] = numberCols[c]?.[i] ?? Number.NaN
      for (let c = 0; c < textCols.length; c++) {
        const col = textCols[c]
        s.str[c][s.n] = col ? ids[col[i]] : nullId
      }
      s.n++
      touched.add(s)
    }
    for (const s of touched) s.sort()
  }

  /** Files `key` under the value (an id) of filter field `f`. */
  private index(f: number, value: number, key: string): void {
    const text = this.strings[value] ?? ''
    const keys = this.keysBy[f].get(text)
    if (keys) keys.add(key)
    else this.keysBy[f].set(text, new Set([key]))
  }

  private row(s: Run, i: number): SeriesRow {
    const row: SeriesRow = { [this.series.date]: fromDay(s.day[i]), [this.series.key]: s.key }
    // In the declared order, so rows read the same from either store.
    for (const [name, text, c] of this.order) {
      if (text) row[name] = this.strings[s.str[c][i]]
      else {
        const v = s.num[c][i]
        row[name] = Number.isNaN(v) ? null : v
      }
    }
    return row
  }

  /** Whether row `i` of run `s` has the asked filter values. */
  private matches(s: Run, i: number, where: [number, string][]): boolean {
    return where.every(([f, value]) => this.strings[s.str[this.filterAt[f]][i]] === value)
  }

  private whereOf(q: SeriesQuery): [number, string][] {
    return definedEntries(q.where).map(([field, value]) => {
      const f = this.series.filters.indexOf(field)
      if (f < 0) throw new Error(`series ${this.series.name} cannot be filtered by ${field}`)
      return [f, value]
    })
  }

  query(q: SeriesQuery): SeriesPage<SeriesRow> {
    const where = this.whereOf(q)
    const keys = q.key
      ? [q.key]
      : where.length
        ? [...(this.keysBy[where[0][0]].get(where[0][1]) ?? [])]
        : [...this.runs.keys()]
    const since = q.since ? toDay(q.since) : Number.NEGATIVE_INFINITY
    const until = q.until ? toDay(q.until) : Number.POSITIVE_INFINITY
    // Each run's matching rows are one contiguous day range, found by binary search and counted
    // without copying; only the newest `limit` are then merged out of a heap, newest first.
    const cursors: Cursor[] = []
    let total = 0
    for (const key of keys) {
      const s = this.runs.get(key)
      if (!s?.n) continue
      if (this.mixed.has(s)) {
        total += this.filterMixed(s, where, since, until, cursors)
        continue
      }
      if (!where.every(([f, value]) => this.strings[s.filters[f]] === value)) continue
      const from = s.lowerBound(since)
      const to = until === Number.POSITIVE_INFINITY ? s.n : s.lowerBound(until + 1)
      if (to > from) {
        cursors.push({ s, at: to - 1, end: from })
        total += to - from
      }
    }
    const picked: SeriesRow[] = []
    const heap = new Heap(cursors, (a, b) => a.s.day[a.at] - b.s.day[b.at] || byKey(a.s.key, b.s.key))
    while (picked.length < q.limit && heap.size) {
      const top = heap.peek()
      picked.push(this.row(top.s, top.at))
      if (--top.at < top.end) heap.pop()
      else heap.fix()
    }
    return { rows: picked.reverse(), total }
  }

  /** The rare key whose filter values changed: one cursor per matching row. */
  private filterMixed(s: Run, where: [number, string][], since: number, until: number, cursors: Cursor[]): number {
    let n = 0
    for (let i = s.lowerBound(since); i < s.n && s.day[i] <= until; i++) {
      if (!this.matches(s, i, where)) continue
      cursors.push({ s, at: i, end: i })
      n++
    }
    return n
  }

  /** Every row dated after `after` (all when absent) by date then key, merged one row at a time. */
  *byDate(after?: string): Generator<SeriesRow> {
    const from = after ? toDay(after) + 1 : Number.NEGATIVE_INFINITY
    const cursors = [...this.runs.values()]
      .map((s) => ({ s, at: s.lowerBound(from), end: s.n - 1 }))
      .filter((c) => c.at <= c.end)
    const heap = new Heap(cursors, (a, b) => b.s.day[b.at] - a.s.day[a.at] || byKey(b.s.key, a.s.key))
    while (heap.size) {
      const top = heap.peek()
      yield this.row(top.s, top.at)
      if (++top.at > top.end) heap.pop()
      else heap.fix()
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
