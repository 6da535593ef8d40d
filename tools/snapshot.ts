// The shared reading of snapshot-backed tools: one answer for "no data yet", the payload schema a
// producer must satisfy, and `listTool`, a list dataset served with filters and cursor paging.
import { z } from 'zod'
import { closestHint } from './closest-ids.ts'
import type { DataReader } from './data.ts'
import { defineTool, type FeedSpec, type ToolDefinition } from './define.ts'
import { envelope, type DatasetSource } from './envelope.ts'
import { AppError } from './errors.ts'
import { pageUrlOf } from './page.ts'

/** What every snapshot holds: the envelope fields a producer knows (the surface adds source_url, license). */
export interface BasePayload {
  as_of: string
  sources: DatasetSource[]
  note?: string
}

/** The envelope without the fields the serving surface adds. */
export const payloadEnvelope = envelope.omit({ source_url: true, license: true })

/**
 * The latest payload of a dataset. "No data yet" has one answer on every surface: 503 UNAVAILABLE
 * naming the dataset, with Retry-After (never an invented as_of or an empty list posing as data).
 */
export async function readPayload<T extends BasePayload>(store: DataReader, dataset: string): Promise<T> {
  const snapshot = await store.latestEdition<T>(dataset)
  if (!snapshot) {
    throw new AppError(
      'UNAVAILABLE',
      `The ${dataset} dataset has not been produced yet; try again after the next refresh.`,
      { dataset },
      { 'Retry-After': '300' },
    )
  }
  return snapshot.payload
}

/** An opaque cursor: the data's as_of and the offset of the next item. */
export function encodeCursor(asOf: string, offset: number): string {
  return Buffer.from(`${asOf}|${offset}`).toString('base64url')
}

export function decodeCursor(cursor: string, asOf: string): number {
  const [date, offset] = Buffer.from(cursor, 'base64url').toString().split('|')
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date ?? '') || !/^\d{1,9}$/.test(offset ?? '')) {
    throw new AppError('INVALID_PARAMETER', "Invalid parameter 'cursor': not a cursor this service issued.", {
      parameter: 'cursor',
    })
  }
  if (date !== asOf) {
    throw new AppError(
      'INVALID_PARAMETER',
      `Invalid parameter 'cursor': it pages data as of ${date}, the ` +
        `data is now as of ${asOf}; start again without a cursor.`,
      { parameter: 'cursor' },
    )
  }
  return Number(offset)
}

/** A page of `items` from `offset`, with the cursor of the next page (null on the last). */
export function page<T>(items: T[], asOf: string, limit: number, cursor?: string) {
  const offset = cursor ? decodeCursor(cursor, asOf) : 0
  const slice = items.slice(offset, offset + limit)
  const next = offset + slice.length < items.length ? encodeCursor(asOf, offset + slice.length) : null
  return { total: items.length, count: slice.length, next_cursor: next, items: slice }
}

/** A default answer's budget: an assistant reads every byte of it, so a page asked for without a limit stops here. */
const DEFAULT_ANSWER_BYTES = 24_000

/**
 * `limit` and `cursor` of a list tool whose default page is cut to DEFAULT_ANSWER_BYTES: limit is
 * optional (its default applies in the handler) so that an explicit limit can be told from none.
 */
export function budgetedPagingShape(fallback: number, max: number) {
  return {
    limit: z
      .number()
      .int()
      .min(1)
      .max(max)
      .optional()
      .describe(`Page size (default ${fallback}, cut to fit 24 KB; max ${max})`),
    cursor: pagingShape(fallback, max).cursor,
  }
}

/**
 * A page as `page` gives it, but without an explicit limit it holds only the items that fit
 * DEFAULT_ANSWER_BYTES beside `rest` (at least one), and says so in `note`.
 */
export function budgetedPage<T>(
  items: T[],
  asOf: string,
  limit: number | undefined,
  fallback: number,
  cursor: string | undefined,
  rest: object,
) {
  if (limit !== undefined) return page(items, asOf, limit, cursor)
  const full = page(items, asOf, fallback, cursor)
  let bytes = JSON.stringify(rest).length + 200
  let fit = 0
  for (const item of full.items) {
    bytes += JSON.stringify(item).length + 1
    if (bytes > DEFAULT_ANSWER_BYTES && fit > 0) break
    fit++
  }
  if (fit === full.items.length) return full
  return {
    ...page(items, asOf, fit, cursor),
    note:
      `This page holds ${fit} items, cut from the default ${fallback} to stay under 24 KB; pass limit for larger ` +
      'pages, and next_cursor for the next one.',
  }
}

/** `limit` and `cursor`, the paging parameters every list tool takes. */
export function pagingShape(fallback: number, max: number) {
  return {
    limit: z.number().int().min(1).max(max).default(fallback).describe(`Page size (default ${fallback}, max ${max})`),
    cursor: z.string().min(1).max(200).optional().describe("Previous page's next_cursor"),
  }
}

/** The paging fields of a list answer. */
export const pagingOutput = {
  total: z.number().int().describe('Items matching the filters, on every page'),
  count: z.number().int().describe('Items on this page'),
  next_cursor: z.string().nullable().describe('Pass as cursor to get the next page; null on the last page'),
}

export interface ListToolSpec<F extends z.ZodRawShape, Item extends z.ZodObject, X extends z.ZodRawShape> {
  name: string
  title: string
  description: string
  about?: string
  auth?: 'none' | 'key'
  rest: boolean
  /** Snapshot name the producer writes. */
  dataset: string
  /** The open feed file: the whole payload with the envelope. */
  feed?: string
  item: Item
  /** Payload-level fields besides items (method, parameters), served on every page. */
  extras?: X
  filters: F
  /** Payload fields too large for every page: in the feed only. */
  feedOnly?: (keyof X)[]
  match?: (item: z.output<Item>, input: z.output<z.ZodObject<F>>) => boolean
  /** Rewrites the query before matching (an id as a seller writes it -> the record's), saying how. */
  resolve?: (
    input: z.output<z.ZodObject<F>>,
    items: z.output<Item>[],
    asOf: string,
  ) => { input: z.output<z.ZodObject<F>>; note?: string }
  limit: { fallback: number; max: number }
}

/** The payload schema of a list dataset: what its producer writes and the refresh validates. */
function listPayload<Item extends z.ZodObject, X extends z.ZodRawShape>(item: Item, extras?: X) {
  return payloadEnvelope.extend({ ...((extras ?? {}) as X), items: z.array(item).describe('The records') })
}

/** A snapshot-backed list tool: filters, then a page of the matching items with a cursor. */
export function listTool<F extends z.ZodRawShape, Item extends z.ZodObject, X extends z.ZodRawShape>(
  spec: ListToolSpec<F, Item, X>,
) {
  const input = z.strictObject({ ...spec.filters, ...budgetedPagingShape(spec.limit.fallback, spec.limit.max) })
  // Each record links to its web page (its id under the dataset's page path).
  const record = spec.item.extend({
    page_url: z.string().optional().describe("URL of the record's web page (citable, with its sources)"),
  })
  // A feed-only field is never in an answer, so the answer's schema (and the tool list) leaves it out.
  const answerExtras = Object.fromEntries(
    Object.entries(spec.extras ?? {}).filter(([k]) => !(spec.feedOnly ?? []).includes(k as keyof X)),
  ) as X
  const output = envelope.extend({
    ...answerExtras,
    ...pagingOutput,
    items: z.array(record).describe('The records on this page'),
  })
  const feedSchema = envelope.extend({ ...((spec.extras ?? {}) as X), items: z.array(record).describe('Every record') })
  const feed: FeedSpec | undefined = spec.feed
    ? { file: spec.feed, contentType: 'application/json', whole: true, schema: feedSchema }
    : undefined
  const tool: ToolDefinition<typeof input, typeof output> = defineTool({
    name: spec.name,
    title: spec.title,
    description: spec.description,
    about: spec.about,
    dataset: spec.dataset,
    auth: spec.auth ?? 'none',
    rest: spec.rest,
    feed,
    input,
    output,
    async handler(query, ctx) {
      const payload = await readPayload<BasePayload & { items: z.output<Item>[] }>(ctx.store, spec.dataset)
      // Every surface runs tools through runTool, which passes the service's base URL.
      const baseUrl = (ctx as typeof ctx & { baseUrl?: string }).baseUrl ?? ''
      const { items, ...rest } = payload as typeof payload & Record<string, unknown>
      for (const field of spec.feedOnly ?? []) delete rest[field as string]
      const resolved = spec.resolve?.(query as z.output<z.ZodObject<F>>, items, payload.as_of)
      const asked = resolved?.input ?? (query as z.output<z.ZodObject<F>>)
      const matching = spec.match ? items.filter((item) => spec.match!(item, asked)) : items
      const { limit, cursor } = query as { limit?: number; cursor?: string }
      const linked = matching.map((item) => {
        const url = pageUrlOf(baseUrl, spec.dataset, item)
        return url ? { ...item, page_url: url } : item
      })
      const hint = matching.length ? '' : emptyHint(items, query as Record<string, unknown>, spec.filters)
      if (hint) rest.note = `No record matches the filters.${hint}`
      else if (resolved?.note && matching.length) rest.note = resolved.note
      return { ...rest, ...budgetedPage(linked, payload.as_of, limit, spec.limit.fallback, cursor, rest) } as never
    },
  })
  return { tool, payload: listPayload(spec.item, spec.extras) }
}

/**
 * Why a list answer is empty, in ids that exist: for each text filter given, the closest values of
 * the record field of that name, or of the record's id when no field has the filter's name (a free
 * text query).
 */
function emptyHint(items: object[], query: Record<string, unknown>, filters: z.ZodRawShape): string {
  const idOf = (item: Record<string, unknown>) => item.id ?? item.model
  let hint = ''
  for (const name of Object.keys(filters)) {
    const asked = query[name]
    if (typeof asked !== 'string') continue
    const field = items.length > 0 && name in items[0]
    const own = (items as Record<string, unknown>[]).map((item) => (field ? item[name] : idOf(item)))
    hint += closestHint(
      field ? `${name} ids` : 'ids',
      asked,
      own.filter((v): v is string => typeof v === 'string'),
    )
  }
  return hint
}
