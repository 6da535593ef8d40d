// A dataset's web page, declared as data: which snapshot it shows, its table columns, how a record
// is named and keyed, what it cites, and its charts. The facade renders every view the same way, so
// a new dataset's pages are its view declaration and nothing else. A view is typed by its record type
// (a column is a typed accessor) and sits beside its tool (tools/<tool>-page.ts). Pure: no I/O, no HTML.
import type { DatasetSource } from './envelope.ts'
import { displayMoney } from './round.ts'
import type { AnySeries, Series, SeriesRow } from './series.ts'

/** What a table cell holds before formatting. */
export type Cell = string | number | boolean | null | undefined

/** How a cell is shown: numbers keep their raw value for sorting, the format is for reading. */
/** 'money': an amount in the currency another column names (a list price, a budget), shown as usd and cny are. */
export type Format = 'text' | 'int' | 'number' | 'money' | 'usd' | 'cny' | 'pct' | 'ratio-pct' | 'date' | 'url' | 'bool'

/** What a column's accessor may return: a cell, or an object or list (shown as its JSON or joined text). */
export type Value = Cell | object

export interface Column<T> {
  /** Query-string name (sort=<id>, <id>=<value> filters) and the header's anchor. */
  id: string
  label: string
  /** Reads the cell from the row; typed by the row, so the compiler refuses a field the record lacks. */
  value: (row: T) => Value
  format?: Format
  /** A link for the cell: 'record' (the row's own page) or a function giving a site path or URL. */
  link?: 'record' | ((row: T, links: Links) => string | null | undefined)
  /** Offer an exact-match filter over this column's distinct values on the dataset page. */
  filter?: boolean
}

/** A column's link and filter, beside its id, label, accessor and format. */
type ColumnOptions<T> = Pick<Column<T>, 'link' | 'filter'>

/** Which records have pages, so a link is drawn only to a page that exists. */
export interface Links {
  has(dataset: string, key: string): boolean
}

/** The page of a record of another dataset, when it has one (null: plain text, no dead link). */
export function linkTo(links: Links, dataset: string, key: string | null | undefined): string | null {
  return key && links.has(dataset, key) ? recordPath(dataset, key) : null
}

/** A column computed from the row: `col('amount_usd.value', 'USD', (f) => f.amount_usd?.value, 'usd')`. */
export function col<T>(
  id: string,
  label: string,
  value: (row: T) => Value,
  format?: Format,
  more: ColumnOptions<T> = {},
): Column<T> {
  return { id, label, value, format, ...more }
}

/** A column showing one field of the row, named by it (a key the record type lacks does not compile). */
export function field<T, K extends keyof T & string>(
  key: K,
  label: string,
  format?: Format,
  more: ColumnOptions<T> = {},
): Column<T> {
  return { id: key, label, value: (row) => row[key] as Value, format, ...more }
}

/** A source a record page cites: where the number came from and when it was observed. */
export interface Cite {
  label: string
  url: string | null
  observed: string | null
}

/** Any payload a page reads: the snapshot envelope plus its items (records of type T) and extras. */
export interface PagePayload<T = unknown> {
  as_of: string
  sources: DatasetSource[]
  note?: string
  items: T[]
  [extra: string]: unknown
}

/** What a chart or a section is computed from: the view's payload, the record, the snapshots it reads. */
export interface PageData<T = unknown> {
  payload: PagePayload<T>
  record?: T
  /** The latest payload of each dataset named in `reads`. */
  related: Record<string, PagePayload | null>
  /** The record's rows of the view's `history` series, oldest first (read them with historyOf). */
  history: readonly SeriesRow[]
}

/** The history rows of a page as rows of the series the view declares (the loader read them from it). */
export function historyOf<Row>(data: PageData<unknown>, _series: Series<Row>): Row[] {
  return data.history as unknown as Row[]
}

/** What a record page's parts read: the page data with its record. */
export interface RecordData<T = unknown> extends PageData<T> {
  record: T
}

/** A chart of a view over records T, plotting rows R, drawn from a vega-lite spec (no hand-made geometry). */
export interface ChartView<T, R> {
  id: string
  /** Its heading; a function when it depends on the page (a model's billing currency, the index's base date). */
  title: string | ((data: PageData<T>) => string)
  /** The rows it plots. */
  rows(data: PageData<T>): R[]
  /** A vega-lite spec for those rows (without `data`: the renderer adds the rows as values). */
  spec(rows: R[]): Record<string, unknown>
  /** The text alternative: what the chart shows, in a sentence or two. */
  alt(rows: R[]): string
  /** The table beside the chart, and which rows it lists (default: every plotted row). */
  table: Column<R>[]
  tableRows?(rows: R[]): R[]
}

/** A related table on a record page over records T, listing rows R (a model's price changes, its scores). */
export interface SectionView<T, R> {
  title: string
  rows(data: RecordData<T>): R[]
  columns: Column<R>[]
  /** Shown when there are no rows. */
  empty: string
}

// A view lists charts and sections over different row types, and the site lists views over different
// record types: each is declared typed, then erased here, once. The erasure is sound as the pages use
// it: a chart's spec, alt and table only ever get the rows its own `rows` returned, a section's columns
// the rows of its own `rows`, and a view's functions the items of its own snapshot, which the producer
// validated against the record's schema before writing them.

/** A chart with its row type erased, so one view lists charts of different rows. */
export type AnyChart<T> = ChartView<T, unknown>
/** A section with its row type erased. */
type AnySection<T> = SectionView<T, unknown>

/** A table on a dataset page over its payload (a summary's windows, its largest projects). */
export interface SummaryView<T, R> {
  title: string
  /** An introduction in words (what the figures count, and what they leave out). */
  about?: string
  rows(payload: PagePayload<T>): R[]
  columns: Column<R>[]
  /** Shown when there are no rows. */
  empty: string
}

/** A summary table with its row type erased. */
export type AnySummary<T> = SummaryView<T, unknown>

/** A summary table, type-checked against its rows R (give both types). */
export function defineSummary<T, R>(summary: SummaryView<T, R>): AnySummary<T> {
  return summary as unknown as AnySummary<T>
}
/** A view with its record type erased, so one list holds the views of every dataset. */
export type AnyView = PageView<unknown>

/** A chart, type-checked against its rows R, for a view's `charts` or `recordCharts`. */
export function defineChart<T, R>(chart: ChartView<T, R>): AnyChart<T> {
  return chart as unknown as AnyChart<T>
}

/** A section, type-checked against its rows R (give both types: `defineSection<Agent, AgentPlan>`). */
export function defineSection<T, R>(section: SectionView<T, R>): AnySection<T> {
  return section as unknown as AnySection<T>
}

/** A dataset's pages, type-checked against its record type T (`defineView<Agent>({...})`). */
export function defineView<T>(view: PageView<T>): AnyView {
  return view as unknown as AnyView
}

export interface PageView<T> {
  /** The snapshot the pages show (its path is pagePath(dataset)). */
  dataset: string
  title: string
  /** What the dataset holds, one paragraph. */
  about: string
  /** docs/methods/<method>.md, when the dataset has a method. */
  method?: string
  /** The record key; absent: no record pages. */
  key?(item: T): string
  /** The key of the record an unknown key names (an id as a seller writes it), if any. */
  resolve?(key: string, items: T[], asOf: string): string | undefined
  /** A record's page title. */
  recordTitle?(item: T): string
  /** The dataset table. */
  columns: Column<T>[]
  /** The record page's fields (default: the columns). */
  fields?: Column<T>[]
  /** What a record cites (default: the dataset's upstream sources with their retrieval dates). */
  cites?(item: T): Cite[]
  /** Other snapshots the record pages and charts read. */
  reads?: string[]
  /** The series the record page loads, and the record's key in it (a model's prices, a GPU's rental days). */
  history?: { series: AnySeries; key(item: T): string | null }
  charts?: AnyChart<T>[]
  recordCharts?: AnyChart<T>[]
  /** Charts that depend on the record, after recordCharts (one per offer of a model). */
  recordChartsOf?(item: T): AnyChart<T>[]
  sections?: AnySection<T>[]
  /** Tables above the dataset page's records (a summary's figures), read from the payload. */
  summary?: AnySummary<T>[]
  /**
   * The payload's note in words for a reader (the feed's own note may name fields); null: no note on the page.
   * Absent: the feed's note as it is.
   */
  note?(payload: PagePayload<T>): string | null
  /** The table's order before a reader sorts it (default: the dataset's own order). */
  defaultSort?: { id: string; dir: 'asc' | 'desc' }
  /** Rows per dataset page (default 50). */
  pageSize?: number
}

/** The site path of a dataset's pages: the snapshot name in kebab case (llm_prices -> /llm-prices). */
export function pagePath(dataset: string): string {
  return `/${dataset.replace(/_/g, '-')}`
}

/** The page of one record. */
export function recordPath(dataset: string, key: string): string {
  return `${pagePath(dataset)}/${encodeURIComponent(key)}`
}

/** page_url of an item with a string id (the feeds and list answers add it); null otherwise. */
export function pageUrlOf(baseUrl: string, dataset: string, item: unknown): string | null {
  const id = (item as { id?: unknown } | null)?.id
  return typeof id === 'string' && id ? `${baseUrl}${recordPath(dataset, id)}` : null
}

/** A column's raw value for a row (objects and arrays are shown as their text). */
export function cellOf<T>(column: Column<T>, row: T): Cell {
  const value = column.value(row)
  if (value === null || value === undefined || typeof value !== 'object') return value
  return Array.isArray(value)
    ? value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join('; ')
    : JSON.stringify(value)
}

const grouped = (n: number, digits: number) => n.toLocaleString('en-US', { maximumFractionDigits: digits })

/** A figure on a span's first and last day, in words: "5.00 then 2.50", or "2.26 on both days". */
export const fromTo = (first: string, last: string): string =>
  first === last ? `${first} on both days` : `${first} then ${last}`

/** The text of a cell in its format; null and undefined read as an em dash. */
export function formatCell(value: Cell, format: Format = 'text'): string {
  if (value === null || value === undefined || value === '') return '—'
  // Codes read as words: a flag as yes/no, a snake_case code with spaces (per_8gpu_node_year_rental).
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'string' && format === 'text' && /^[a-z0-9]+(_[a-z0-9]+)+$/.test(value))
    return value.replace(/_/g, ' ')
  if (typeof value !== 'number') return String(value)
  switch (format) {
    case 'int':
      return grouped(Math.round(value), 0)
    case 'money':
      return displayMoney(value)
    case 'usd':
      return `$${displayMoney(value)}`
    case 'cny':
      return `¥${displayMoney(value)}`
    case 'pct':
      return `${value > 0 ? '+' : ''}${grouped(value, 1)}%`
    case 'ratio-pct':
      return `${grouped(value * 100, 1)}%`
    case 'number':
      return grouped(value, 4)
    default:
      return String(value)
  }
}
