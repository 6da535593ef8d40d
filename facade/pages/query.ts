// A dataset page's table state from its query string: free-text filter, exact-match column filters,
// one sort column and a page number. Server-side, so the table works without JavaScript.
import { cellOf, type Cell, type Column, formatCell } from '../../tools/page.ts'

export interface TableQuery {
  q: string
  filters: Record<string, string>
  sort: string | null
  dir: 'asc' | 'desc'
  page: number
}

/** Reads the table state; unknown parameters and columns are ignored (a page never 400s on a link). */
export function parseTableQuery<T>(
  query: Record<string, string | string[] | undefined>,
  columns: Column<T>[],
  fallback?: { id: string; dir: 'asc' | 'desc' },
): TableQuery {
  const one = (name: string) => {
    const v = query[name]
    return (Array.isArray(v) ? v[0] : v) ?? ''
  }
  const filters: Record<string, string> = {}
  for (const c of columns) if (c.filter && one(c.id)) filters[c.id] = one(c.id).slice(0, 200)
  const sort = columns.some((c) => c.id === one('sort')) ? one('sort') : null
  const page = Math.max(1, Math.min(100_000, Number.parseInt(one('page'), 10) || 1))
  if (!sort && fallback) return { q: one('q').slice(0, 200), filters, sort: fallback.id, dir: fallback.dir, page }
  return { q: one('q').slice(0, 200), filters, sort, dir: one('dir') === 'desc' ? 'desc' : 'asc', page }
}

/** Compares two cells: numbers as numbers, the rest as text; empty cells sort last either way. */
function compare(a: Cell, b: Cell): number {
  const empty = (v: Cell) => v === null || v === undefined || v === ''
  if (empty(a) || empty(b)) return empty(a) === empty(b) ? 0 : empty(a) ? 1 : -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return String(a).localeCompare(String(b), 'en')
}

export interface TableSlice<T> {
  rows: T[]
  total: number
  pages: number
  page: number
}

/** Filters, sorts and pages the items (stable: ties keep the dataset's own order). */
export function selectRows<T>(items: T[], columns: Column<T>[], query: TableQuery, pageSize: number): TableSlice<T> {
  const needle = query.q.toLowerCase()
  let rows = items.filter(
    (row) =>
      Object.entries(query.filters).every(([id, want]) => {
        const column = columns.find((c) => c.id === id)!
        return String(cellOf(column, row) ?? '') === want
      }) &&
      (!needle ||
        columns.some(
          (c) =>
            formatCell(cellOf(c, row), c.format).toLowerCase().includes(needle) ||
            String(cellOf(c, row) ?? '')
              .toLowerCase()
              .includes(needle),
        )),
  )
  const column = columns.find((c) => c.id === query.sort)
  if (column) {
    const sign = query.dir === 'desc' ? -1 : 1
    rows = rows
      .map((row, i) => ({ row, i, v: cellOf(column, row) }))
      .sort((a, b) => {
        const empty = (v: Cell) => v === null || v === undefined || v === ''
        // Empty cells stay last in both directions.
        if (empty(a.v) !== empty(b.v)) return empty(a.v) ? 1 : -1
        return sign * compare(a.v, b.v) || a.i - b.i
      })
      .map((x) => x.row)
  }
  const pages = Math.max(1, Math.ceil(rows.length / pageSize))
  const page = Math.min(query.page, pages)
  return { rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, pages, page }
}

/** The query string of a table state with some parts changed (links for sort headers and pages). */
export function tableHref(path: string, query: TableQuery, change: Partial<TableQuery>): string {
  const next = { ...query, ...change }
  const params = new URLSearchParams()
  if (next.q) params.set('q', next.q)
  for (const [k, v] of Object.entries(next.filters)) params.set(k, v)
  if (next.sort) {
    params.set('sort', next.sort)
    params.set('dir', next.dir)
  }
  if (next.page > 1) params.set('page', String(next.page))
  const text = params.toString()
  return text ? `${path}?${text}` : path
}
