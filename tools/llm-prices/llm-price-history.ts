import { z } from 'zod'
import { type AliasPointer, POINTER_BASES, pointerOn, pointersOf } from '../alias-pointers.ts'
import { canonicalModelId } from '../vendors.ts'
import { closestHint } from '../closest-ids.ts'
import { defineTool } from '../define.ts'
import { envelope } from '../envelope.ts'
import { LLM_PRICES, type LlmPricesPayload } from './llm-prices.ts'
import { country, HistoryRow, isoDate, limit, seller } from '../schemas.ts'
import { seriesOf } from '../series.ts'
import { csvColumns, mergedSeriesCsv, pageOrder, rowsReader, seriesPage } from '../series-page.ts'
import type { DataReader } from '../data.ts'
import { AppError } from '../errors.ts'
import { type OfferId, offerId, parseOfferId, REGIONS, type Region } from '../price-domain.ts'
import type { PriceRecord } from '../schemas.ts'
import { PricePeriod, pricePeriodPage } from './price-periods.ts'
import { readPayload } from '../snapshot.ts'
import { resolveHistoryKey } from '../price-on-day.ts'

/** Rows in a default answer: about 21 KB (rows of ~700 bytes), a month of one model, inside 25 KB. */
const HISTORY_PAGE = 30
/** The largest page: about 700 KB, inside the 1 MiB cap of one answer (MAX_ANSWER_BYTES). */
const HISTORY_MAX = 1000

/**
 * The daily price history as the store keeps it: one row per model per day, asked by model or by
 * vendor (and country). Its columns are HistoryRow's fields: a field added there is stored as is.
 */
export const PRICE_HISTORY = seriesOf(HistoryRow, {
  name: 'history',
  key: 'model',
  date: 'date',
  filters: ['vendor', 'country'],
  // The columns of segments written before segments named theirs, frozen as they were then.
  firstFormat: {
    text: [
      'source_model_id',
      'vendor',
      'country',
      'native_currency',
      'fx_date',
      'fx_source',
      'last_observed',
      'source_name',
      'source_url',
    ],
    number: [
      'input_usd',
      'output_usd',
      'cache_read_usd',
      'cache_write_usd',
      'input_cny',
      'output_cny',
      'cache_read_cny',
      'cache_write_cny',
      'fx_usd_cny',
    ],
  },
})

/**
 * Each offer's rows on the days it is not the one its model's series above prices (Alibaba's mainland
 * list beside the international one served, a cloud's resale): with PRICE_HISTORY, one row per offer
 * per day, each in one of the two. Keyed by offer id, so the served series keeps its key and format.
 */
export const OFFER_HISTORY = seriesOf(HistoryRow, {
  name: 'history_offers',
  key: 'offer',
  date: 'date',
  filters: ['model', 'vendor', 'country'],
})

/** history.csv columns: the day first, then the row schema's fields in order. */
export const HISTORY_COLUMNS = csvColumns(PRICE_HISTORY)

/** A day's rows by model, then offer (a model's served row first where its offer sorts first). */
const byModelThenOffer = (a: HistoryRow, b: HistoryRow) =>
  a.model < b.model ? -1 : a.model > b.model ? 1 : (a.offer ?? '') < (b.offer ?? '') ? -1 : 1

/** The days of one offer: its model's served days that priced it, and its own days in OFFER_HISTORY. */
async function offerDays(store: DataReader, model: string, offer: OfferId): Promise<HistoryRow[]> {
  const all = async (series: typeof PRICE_HISTORY, key: string) => {
    const { total } = await store.querySeries(series, { key, limit: 1 })
    return total ? (await store.querySeries(series, { key, limit: total })).rows : []
  }
  return [...(await all(PRICE_HISTORY, model)).filter((r) => r.offer === offer), ...(await all(OFFER_HISTORY, offer))]
}

/** The offer asked: seller and region as given, each defaulting to the model's headline offer's. */
function askedOffer(model: string, input: { seller?: string; region?: Region }, item?: PriceRecord): OfferId {
  const head = item?.headline ? parseOfferId(item.headline) : undefined
  const seller = input.seller ?? head?.seller ?? item?.vendor
  const region = input.region ?? head?.region
  if (!seller || !region)
    throw new AppError('INVALID_PARAMETER', `${model} has no headline offer to default to: give seller and region`, {
      parameter: input.seller ? 'region' : 'seller',
    })
  return offerId(model, seller, region)
}

export default defineTool({
  name: 'get_llm_price_history',
  title: 'LLM price history',
  description:
    'Daily list-price history, USD and CNY per 1M tokens, with source URL: a day between observations carries the ' +
    'last price forward. Needs model or vendor; seller and region pick one offer (default: the price served).',
  about: 'daily price history of a model or a vendor (needs a key)',
  dataset: LLM_PRICES,
  auth: 'key',
  rest: true,
  feed: {
    file: 'history.csv',
    contentType: 'text/csv',
    about:
      'Daily price history of every model, USD and CNY per 1M tokens, with the upstream ' +
      'source and the date each price was last observed: CSV with a header line, one row ' +
      'per offer (model, seller, region) per day, append-only (a day, once published, never changes; ' +
      'columns are only added at the end, and then the file is written again whole).',
    appendOnly: true,
    // The CSV's records are the stored rows (an answer's rows may add `snapshot` for a rolling id).
    schema: z.object({ items: z.array(HistoryRow) }),
    render: mergedSeriesCsv([PRICE_HISTORY, OFFER_HISTORY], byModelThenOffer),
  },
  input: z
    .strictObject({
      model: z.string().min(1).max(200).optional().describe('Model id or any spelling; model or vendor is required'),
      vendor: z.string().min(1).max(60).optional().describe('Developer id; model or vendor is required'),
      country: country.optional(),
      since: isoDate.optional().describe('First day, YYYY-MM-DD (inclusive)'),
      until: isoDate.optional().describe('Last day, YYYY-MM-DD (inclusive)'),
      limit: limit(HISTORY_PAGE, HISTORY_MAX),
      cursor: z.string().min(1).max(200).optional().describe("Previous page's next_cursor"),
      order: pageOrder,
      form: z.enum(['days', 'periods']).optional().describe('days, or price periods'),
      seller: seller.optional(),
      region: z.enum(REGIONS).optional().describe('Region'),
    })
    .refine((q) => q.model || q.vendor, { message: 'either model or vendor is required', path: ['model'] })
    .refine((q) => q.model || (!q.seller && !q.region), {
      message: 'seller and region name an offer of a model: give model',
      path: ['seller'],
    })
    .refine((q) => !q.since || !q.until || q.since <= q.until, { message: 'until is before since', path: ['until'] })
    // Said in the JSON Schema too, so a client that builds calls from the schema knows.
    .meta({ anyOf: [{ required: ['model'] }, { required: ['vendor'] }] }),
  output: envelope.extend({
    total: z.number().int().describe('Rows matching before the limit'),
    count: z.number().int().describe('Rows returned'),
    truncated: z.boolean().describe('More rows match than this page holds'),
    next_cursor: z
      .string()
      .nullable()
      .describe('Pass as cursor to get the next page (in the order asked); null on the last page'),
    alias_pointers: z
      .array(
        z.object({
          snapshot: z.string().describe("The snapshot (model id or the seller's version name); empty: none found"),
          from: z.string().describe('First day it pointed there; empty when the statement gives none'),
          until: z.string().describe('Day it stopped (exclusive); empty while it still does, as far as sources say'),
          basis: z.enum(POINTER_BASES).describe('How the dates are known (effective, commit, page seen, secondary)'),
          source_url: z.string(),
          page_date: z.string(),
          words: z.string().describe('The words read'),
        }),
      )
      .optional()
      .describe('When the id asked rolls (gpt-4o, *-latest, deepseek-chat): every statement of what it pointed to'),
    items: z
      .array(
        HistoryRow.extend({
          snapshot: z
            .string()
            .nullable()
            .optional()
            .describe(
              'Asked by a rolling id: the snapshot behind it that day per alias_pointers; null: no source says',
            ),
        }),
      )
      .or(z.array(PricePeriod).describe('form=periods'))
      .describe('Oldest first within a page'),
  }),
  async handler(input, { store }) {
    const payload = await readPayload<LlmPricesPayload>(store, LLM_PRICES)
    // An alias or another spelling finds the record it names, and so the history filed under it.
    const asked = input.model && canonicalModelId(input.model)
    const resolved = input.model ? await resolveHistoryKey(store, input.model, payload.items, payload.as_of) : undefined
    const model = resolved ? resolved.id : undefined
    // An offer asked by seller or region: its days gathered from both series, paged as the store pages.
    const offer =
      model && (input.seller || input.region)
        ? askedOffer(
            model,
            input,
            payload.items.find((r) => r.model === model),
          )
        : undefined
    const rows = offer && model ? await offerDays(store, model, offer) : undefined
    if (offer && !rows?.length)
      throw new AppError('INVALID_PARAMETER', `no history of offer ${offer}; get_llm_prices lists the offers`, {
        parameter: input.seller ? 'seller' : 'region',
      })
    const reader = rows ? rowsReader(rows, 'date') : store
    const query = {
      key: model,
      where: { vendor: input.vendor, country: input.country },
      since: input.since,
      until: input.until,
      limit: input.limit,
      cursor: input.cursor,
      order: input.order,
    }
    // A rolling id names, day by day, the snapshot a statement puts behind it.
    const pointers = asked ? pointersOf(asked) : []
    if (input.form === 'periods') {
      const periods = await pricePeriodPage(reader, PRICE_HISTORY, query, payload.as_of, pointers)
      const note = resolved?.note && periods.total ? { note: resolved.note } : {}
      return { as_of: payload.as_of, sources: payload.sources, ...periods, ...note }
    }
    const page = await seriesPage(reader, PRICE_HISTORY, query, payload.as_of)
    const named = pointers.length
      ? page.items.map((row) => ({ ...row, snapshot: pointerOn(pointers, row.date)?.snapshot ?? null }))
      : page.items
    return {
      as_of: payload.as_of,
      sources: payload.sources,
      ...page,
      ...(pointers.length ? { alias_pointers: pointers.map(({ alias: _alias, ...p }: AliasPointer) => p) } : {}),
      items: named,
      ...(resolved?.note && page.total ? { note: resolved.note } : {}),
      ...(page.total === 0
        ? {
            note:
              'No rows match: check the model or vendor id against get_llm_prices.' +
              (input.model
                ? closestHint(
                    'model ids',
                    input.model,
                    payload.items.map((r) => r.model),
                  )
                : '') +
              (input.vendor
                ? closestHint(
                    'vendor ids',
                    input.vendor,
                    payload.items.map((r) => r.vendor),
                  )
                : ''),
          }
        : {}),
    }
  },
})
