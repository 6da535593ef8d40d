// In-memory history, indexed by model and vendor, for the embedded store's queries.
import type { HistoryRow } from '../tools/schemas.ts'
import type { HistoryPage, HistoryQuery } from './types.ts'

/** First index whose date is >= `date` in a date-sorted list. */
function lowerBound(rows: HistoryRow[], date: string): number {
  let lo = 0
  let hi = rows.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (rows[mid].date < date) lo = mid + 1
    else hi = mid
  }
  return lo
}

export class HistoryIndex {
  private byModel = new Map<string, HistoryRow[]>()
  private modelsByVendor = new Map<string, Set<string>>()
  private strings = new Map<string, string>()
  private dateOrdered: HistoryRow[] | null = null

  /** One shared copy of each repeated string (sources, vendors): most of a row's bytes. */
  private intern(row: HistoryRow): HistoryRow {
    const out = { ...row } as Record<string, unknown>
    for (const [k, v] of Object.entries(out)) {
      if (typeof v !== 'string') continue
      const seen = this.strings.get(v)
      if (seen === undefined) this.strings.set(v, v)
      else out[k] = seen
    }
    return out as HistoryRow
  }

  /** The rows whose model+date is not stored yet (and not repeated within `rows`). */
  onlyNew(rows: HistoryRow[]): HistoryRow[] {
    const seen = new Set<string>()
    return rows.filter((row) => {
      const key = `${row.model}|${row.date}`
      if (seen.has(key) || this.has(row.model, row.date)) return false
      seen.add(key)
      return true
    })
  }

  private has(model: string, date: string): boolean {
    const rows = this.byModel.get(model)
    if (!rows) return false
    const i = lowerBound(rows, date)
    return i < rows.length && rows[i].date === date
  }

  add(rows: HistoryRow[]): void {
    const touched = new Set<HistoryRow[]>()
    for (const raw of rows) {
      const row = this.intern(raw)
      let list = this.byModel.get(row.model)
      if (!list) this.byModel.set(row.model, (list = []))
      if (list.length && list[list.length - 1].date > row.date) touched.add(list)
      list.push(row)
      let models = this.modelsByVendor.get(row.vendor)
      if (!models) this.modelsByVendor.set(row.vendor, (models = new Set()))
      models.add(row.model)
    }
    for (const list of touched) list.sort((a, b) => a.date.localeCompare(b.date))
    this.dateOrdered = null
  }

  query(q: HistoryQuery): HistoryPage {
    const models = q.model ? [q.model] : [...(this.modelsByVendor.get(q.vendor ?? '') ?? [])]
    // Each model's matching rows are one contiguous date range: found by binary search, counted
    // without copying; only the newest `limit` of them are then merged out, newest first.
    const ranges: { rows: HistoryRow[]; from: number; next: number }[] = []
    let total = 0
    for (const model of models) {
      const rows = this.byModel.get(model)
      if (!rows?.length) continue
      const first = rows[0]
      if ((q.vendor && first.vendor !== q.vendor) || (q.country && first.country !== q.country)) continue
      const from = q.since ? lowerBound(rows, q.since) : 0
      const to = q.until ? lowerBound(rows, q.until + '\uffff') : rows.length
      if (to > from) { ranges.push({ rows, from, next: to - 1 }); total += to - from }
    }
    // A max-heap of each range's newest remaining row: limit x log(models), not limit x models.
    const newer = (a: (typeof ranges)[number], b: (typeof ranges)[number]) => {
      const x = a.rows[a.next]
      const y = b.rows[b.next]
      return x.date > y.date || (x.date === y.date && x.model > y.model)
    }
    const heap = ranges
    const sift = (i: number) => {
      for (;;) {
        const l = 2 * i + 1
        const r = l + 1
        let top = i
        if (l < heap.length && newer(heap[l], heap[top])) top = l
        if (r < heap.length && newer(heap[r], heap[top])) top = r
        if (top === i) return
        ;[heap[i], heap[top]] = [heap[top], heap[i]]
        i = top
      }
    }
    for (let i = (heap.length >> 1) - 1; i >= 0; i--) sift(i)
    const picked: HistoryRow[] = []
    while (picked.length < q.limit && heap.length) {
      const best = heap[0]
      picked.push(best.rows[best.next--])
      if (best.next < best.from) {
        heap[0] = heap[heap.length - 1]
        heap.pop()
      }
      sift(0)
    }
    return { rows: picked.reverse(), total }
  }

  /** Every row by date then model; built once per change. */
  byDate(): HistoryRow[] {
    if (!this.dateOrdered) {
      this.dateOrdered = [...this.byModel.values()].flat()
        .sort((a, b) => a.date.localeCompare(b.date) || a.model.localeCompare(b.model))
    }
    return this.dateOrdered
  }

  get size(): number {
    let n = 0
    for (const rows of this.byModel.values()) n += rows.length
    return n
  }
}
