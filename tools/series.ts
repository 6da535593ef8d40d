// A time series as a dataset declares it: one row per key per day, each row's fields stored as
// text or number columns. store/ keeps any declared series (embedded segments, MongoDB month
// buckets) and reads only this declaration, so it names no dataset's field, and a field added to a
// row's schema is stored with no change below tools/. The LLM price history is one series; GPU
// prices per offer per day are another.
import type { z } from 'zod'

/** How a field is stored: text (dictionary-coded; null allowed) or a number (null allowed). */
type ColumnKind = 'text' | 'number'

interface SeriesColumn {
  name: string
  kind: ColumnKind
}

/** A row as the store sees it: the declared fields, text or number or null. */
export type SeriesRow = Record<string, string | number | null>

export interface Series<Row = SeriesRow> {
  /** Storage name: the embedded store's folder, MongoDB's `<name>_months` and `<name>_meta` collections. */
  name: string
  /** The field naming one series (a model, a GPU offer): one row per key per day. */
  key: string & keyof Row
  /** The field holding the day, YYYY-MM-DD. */
  date: string & keyof Row
  /**
   * Fields a query may filter by without a key (a model's vendor and country). Constant within a
   * key as a rule; a key whose value changes is still filtered row by row.
   */
  filters: (string & keyof Row)[]
  /** Every field of a row, the key and the date included; rows come back as date, key, then the rest in this order. */
  columns: SeriesColumn[]
  /**
   * The text and number columns of segments written before segments named their columns (the
   * first embedded format); only the price history has such segments.
   */
  firstFormat?: { text: string[]; number: string[] }
  /** The row schema it was declared from: a producer's rows must pass it before they are appended. */
  row?: z.ZodType
}

/** Any series, as the store handles it: rows are plain records of its declared fields. */
export type AnySeries = Series<SeriesRow>

/** A typed series as the store sees it (the row type is the caller's; the store reads only the declaration). */
export const anySeries = <Row>(series: Series<Row>) => series as unknown as AnySeries

/** What a series query asks: a key, or filter values (or both), a day range, the newest `limit` rows. */
export interface SeriesQuery {
  key?: string
  /** Filter field -> value; an undefined value filters nothing. */
  where?: Record<string, string | undefined>
  since?: string
  until?: string
  limit: number
}

/** Matching rows ordered by date then key, cut to the newest `limit`; `total` counts all matches. */
export interface SeriesPage<Row> {
  rows: Row[]
  total: number
}

/** Names a stored month of a series uses for itself, so no key or filter may take them. */
const BUCKET_FIELDS = ['_id', 'month', 'n', 'days']

/** The zod type under optional/nullable/default wrappers. */
function baseType(schema: z.ZodType): string {
  let def = (schema as unknown as { _zod: { def: { type: string; innerType?: z.ZodType } } })._zod.def
  while (def.innerType && ['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(def.type)) {
    def = (def.innerType as unknown as { _zod: { def: { type: string; innerType?: z.ZodType } } })._zod.def
  }
  return def.type
}

/**
 * A series declared from its row schema: every field of the object schema becomes a column, numbers
 * as numbers and strings or enums as text, in the schema's order. A field of any other type is a
 * declaration error, thrown at start.
 */
export function seriesOf<S extends z.ZodObject>(
  schema: S,
  spec: Omit<Series<z.infer<S>>, 'columns'>,
): Series<z.infer<S>> {
  const columns = Object.entries(schema.shape).map(([name, field]): SeriesColumn => {
    const type = baseType(field as z.ZodType)
    if (type === 'number' || type === 'int') return { name, kind: 'number' }
    if (type === 'string' || type === 'enum' || type === 'literal') return { name, kind: 'text' }
    throw new Error(`series ${spec.name}: field ${name} is a ${type}; a series stores text and numbers only`)
  })
  for (const field of [spec.key, spec.date, ...spec.filters]) {
    if (!columns.some((c) => c.name === field && c.kind === 'text')) {
      throw new Error(`series ${spec.name}: ${field} must be a text field of the row`)
    }
    // A MongoDB month bucket keeps the key and filters beside its own fields.
    if (BUCKET_FIELDS.includes(field))
      throw new Error(`series ${spec.name}: ${field} is a name the store keeps for itself`)
  }
  return { ...spec, columns, row: schema }
}

/** The columns other than the key and the date, split by kind, in declared order. */
export function valueColumns(series: AnySeries): { text: string[]; number: string[] } {
  const values = series.columns.filter((c) => c.name !== series.key && c.name !== series.date)
  return {
    text: values.filter((c) => c.kind === 'text').map((c) => c.name),
    number: values.filter((c) => c.kind === 'number').map((c) => c.name),
  }
}

/**
 * A set of records kept by identity (a source's observations): added once per id, read back by the
 * owner field, oldest first by the order field.
 */
export interface RecordLog<R> {
  /** Storage name: the embedded store's file `<name>.json`, MongoDB's collection. */
  name: string
  id(record: R): string
  owner: string & keyof R
  order: string & keyof R
}
