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
    let matches: HistoryRow[] = []
    for (const model of models) {
      const rows = this.byModel.get(model)
      if (!rows) continue
      const from = q.since ? lowerBound(rows, q.since) : 0
      const to = q.until ? lowerBound(rows, q.until.concat('\uffff')) : rows.length
      for (let i = from; i < to; i++) {
        const row = rows[i]
        if (q.vendor && row.vendor !== q.vendor) continue
        if (q.country && row.country !== q.country) continue
        matches.push(row)
      }
    }
    if (models.length > 1) matches.sort((a, b) => a.date.localeCompare(b.date) || a.model.localeCompare(b.model))
    const total = matches.length
    if (total > q.limit) matches = matches.slice(total - q.limit)
    return { rows: matches, total }
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
