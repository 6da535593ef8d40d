// In-memory history for the embedded store, column by column: one series per model with typed
// arrays for the day and the numbers and dictionary ids for the strings (about 100 bytes a row
// instead of ~1.4 KB as objects). Rows are materialised only for what a query returns.
import type { HistoryRow } from '../tools/schemas.ts'
import { fromDay, NUMBERS, STRINGS, toDay, type Segment } from './segment.ts'
import type { HistoryPage, HistoryQuery } from './types.ts'

/** One model's rows, sorted by day. */
class Series {
  n = 0
  sorted = true
  day = new Int32Array(8)
  num = NUMBERS.map(() => new Float64Array(8))
  str = STRINGS.map(() => new Uint32Array(8))
  constructor(
    readonly model: string,
    readonly vendor: string,
    readonly country: string,
  ) {}

  /** Appends row `i` of a decoded segment, its string ids mapped to the index's through `ids`. */
  push(seg: Segment, i: number, ids: Uint32Array): void {
    if (this.n === this.day.length) this.grow(this.n * 2)
    const day = seg.day[i]
    if (this.n && day < this.day[this.n - 1]) this.sorted = false
    this.day[this.n] = day
    // null (no cache price) is kept as NaN: a real price is never NaN.
    for (let c = 0; c < NUMBERS.length; c++) this.num[c][this.n] = seg.num[c][i]
    for (let c = 0; c < STRINGS.length; c++) this.str[c][this.n] = ids[seg.str[c][i]]
    this.n++
  }

  /** Room for at least `size` rows; an existing series gets 1/8 headroom for the days to come. */
  reserve(size: number): void {
    if (size > this.day.length) this.grow(this.n === 0 ? size : Math.max(size, Math.ceil(this.n * 1.125)))
  }

  private grow(size: number): void {
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

/** A position in a series, for merging several series by (day, model). */
interface Cursor {
  s: Series
  at: number
  end: number
}

export class HistoryIndex {
  private series = new Map<string, Series>()
  private modelsByVendor = new Map<string, Set<string>>()
  private strings: string[] = []
  private ids = new Map<string, number>()
  private mixed = new Set<Series>()

  private intern = (text: string): number => {
    let id = this.ids.get(text)
    if (id === undefined) {
      id = this.strings.length
      this.strings.push(text)
      this.ids.set(text, id)
    }
    return id
  }

  /** The rows whose model+date is not stored yet (and not repeated within `rows`). */
  onlyNew(rows: HistoryRow[]): HistoryRow[] {
    const seen = new Set<string>()
    return rows.filter((row) => {
      const key = `${row.model}|${row.date}`
      if (seen.has(key) || this.series.get(row.model)?.has(toDay(row.date))) return false
      seen.add(key)
      return true
    })
  }

  /** Adds the rows of a decoded segment (the store's unit of append). */
  addSegment(seg: Segment): void {
    const ids = Uint32Array.from(seg.strings, this.intern)
    const touched = new Set<Series>()
    // Sized once per segment: doubling would leave up to half of every column unused.
    const counts = new Map<number, number>()
    for (let i = 0; i < seg.n; i++) counts.set(seg.model[i], (counts.get(seg.model[i]) ?? 0) + 1)
    for (const [id, count] of counts) {
      const s = this.series.get(seg.strings[id])
      if (s) s.reserve(s.n + count)
    }
    const [vendorCol, countryCol] = [seg.str[STRINGS.indexOf('vendor')], seg.str[STRINGS.indexOf('country')]]
    for (let i = 0; i < seg.n; i++) {
      const model = seg.strings[seg.model[i]]
      const vendor = seg.strings[vendorCol[i]]
      const country = seg.strings[countryCol[i]]
      let s = this.series.get(model)
      if (!s) {
        this.series.set(model, (s = new Series(model, vendor, country)))
        s.reserve(counts.get(seg.model[i])!)
        let models = this.modelsByVendor.get(vendor)
        if (!models) this.modelsByVendor.set(vendor, (models = new Set()))
        models.add(model)
      }
      if (vendor !== s.vendor || country !== s.country) {
        this.mixed.add(s)
        this.modelsByVendor.get(vendor)?.add(model) ?? this.modelsByVendor.set(vendor, new Set([model]))
      }
      s.push(seg, i, ids)
      touched.add(s)
    }
    for (const s of touched) s.sort()
  }

  private row(s: Series, i: number): HistoryRow {
    const str = (c: number) => this.strings[s.str[c][i]]
    const num = (c: number) => {
      const v = s.num[c][i]
      return Number.isNaN(v) ? null : v
    }
    // Fields in the order of the wire schema.
    return {
      date: fromDay(s.day[i]),
      model: s.model,
      source_model_id: str(0),
      vendor: str(1),
      country: str(2),
      native_currency: str(3),
      input_usd: num(0),
      output_usd: num(1),
      cache_read_usd: num(2),
      cache_write_usd: num(3),
      input_cny: num(4),
      output_cny: num(5),
      cache_read_cny: num(6),
      cache_write_cny: num(7),
      fx_usd_cny: num(8),
      fx_date: str(4),
      fx_source: str(5),
      last_observed: str(6),
      source_name: str(7),
      source_url: str(8),
    } as HistoryRow
  }

  query(q: HistoryQuery): HistoryPage {
    const models = q.model ? [q.model] : [...(this.modelsByVendor.get(q.vendor ?? '') ?? [])]
    const since = q.since ? toDay(q.since) : -Infinity
    const until = q.until ? toDay(q.until) : Infinity
    // Each series' matching rows are one contiguous day range, found by binary search and counted
    // without copying; only the newest `limit` are then merged out of a heap, newest first.
    const cursors: Cursor[] = []
    let total = 0
    for (const model of models) {
      const s = this.series.get(model)
      if (!s?.n) continue
      if (this.mixed.has(s)) {
        total += this.filterMixed(s, q, since, until, cursors)
        continue
      }
      if ((q.vendor && s.vendor !== q.vendor) || (q.country && s.country !== q.country)) continue
      const from = s.lowerBound(since)
      const to = until === Infinity ? s.n : s.lowerBound(until + 1)
      if (to > from) {
        cursors.push({ s, at: to - 1, end: from })
        total += to - from
      }
    }
    const picked: HistoryRow[] = []
    const heap = new Heap(
      cursors,
      (a, b) => a.s.day[a.at] - b.s.day[b.at] || (a.s.model < b.s.model ? -1 : a.s.model > b.s.model ? 1 : 0),
    )
    while (picked.length < q.limit && heap.size) {
      const top = heap.peek()
      picked.push(this.row(top.s, top.at))
      if (--top.at < top.end) heap.pop()
      else heap.fix()
    }
    return { rows: picked.reverse(), total }
  }

  /** The rare model whose vendor or country changed: one cursor per matching row. */
  private filterMixed(s: Series, q: HistoryQuery, since: number, until: number, cursors: Cursor[]): number {
    let n = 0
    for (let i = s.lowerBound(since); i < s.n && s.day[i] <= until; i++) {
      if (q.vendor && this.strings[s.str[1][i]] !== q.vendor) continue
      if (q.country && this.strings[s.str[2][i]] !== q.country) continue
      cursors.push({ s, at: i, end: i })
      n++
    }
    return n
  }

  /** Every row dated after `after` (all when absent) by date then model, merged one row at a time. */
  *byDate(after?: string): Generator<HistoryRow> {
    const from = after ? toDay(after) + 1 : -Infinity
    const cursors = [...this.series.values()]
      .map((s) => ({ s, at: s.lowerBound(from), end: s.n - 1 }))
      .filter((c) => c.at <= c.end)
    const heap = new Heap(
      cursors,
      (a, b) => b.s.day[b.at] - a.s.day[a.at] || (a.s.model > b.s.model ? -1 : a.s.model < b.s.model ? 1 : 0),
    )
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
