// The price history in its compact form: one row per price period of a model (from, to, the native
// prices) instead of one per day, so an assistant reads three years of a model in a few KB.
import { z } from 'zod'
import { type AliasPointer, pointerOn } from '../alias-pointers.ts'
import type { DataReader } from '../data.ts'
import type { HistoryRow } from '../schemas.ts'
import type { Series } from '../series.ts'
import { type PageOrder, periodPage } from '../series-page.ts'

export const PricePeriod = z
  .object({
    model: z.string().describe('Canonical model id'),
    from: z.string().describe('First day of the period, YYYY-MM-DD'),
    to: z.string().describe('Last day of the period (inclusive), YYYY-MM-DD'),
    days: z.number().int().describe('Days in the period'),
    currency: z.enum(['USD', 'CNY']).describe('Native currency of the prices below'),
    input: z.number().nullable().describe('Input price per 1M tokens'),
    output: z.number().nullable().describe('Output price per 1M tokens'),
    cache_read: z.number().nullable().describe('Cache read price per 1M tokens; null: not offered or not known'),
    cache_write: z.number().nullable().describe('Cache write price per 1M tokens; null: not offered or not known'),
    last_observed: z.string().describe('The latest day within the period the price was observed at its source'),
    source_url: z.string().describe('Citable URL of that observation (its upstream dataset is named in sources)'),
    snapshot: z
      .string()
      .nullable()
      .optional()
      .describe('Asked by a rolling id: the snapshot behind it in the period per alias_pointers'),
  })
  .describe('One price of a model over consecutive days')

export type PricePeriod = z.infer<typeof PricePeriod>

/** A day's prices in its native currency. */
function nativePrices(row: HistoryRow) {
  const cny = row.native_currency === 'CNY'
  return {
    currency: cny ? ('CNY' as const) : ('USD' as const),
    input: cny ? row.input_cny : row.input_usd,
    output: cny ? row.output_cny : row.output_usd,
    cache_read: cny ? row.cache_read_cny : row.cache_read_usd,
    cache_write: cny ? row.cache_write_cny : row.cache_write_usd,
  }
}

/** A page of price periods: a period ends where the offer, its prices or the snapshot behind a rolling id change. */
export function pricePeriodPage(
  store: Pick<DataReader, 'querySeries'>,
  series: Series<HistoryRow>,
  query: {
    key?: string
    where?: Record<string, string | undefined>
    since?: string
    until?: string
    limit: number
    cursor?: string
    order?: PageOrder
  },
  asOf: string,
  pointers: AliasPointer[],
) {
  const snapshotOn = (row: HistoryRow) =>
    pointers.length ? (pointerOn(pointers, row.date)?.snapshot ?? null) : undefined
  return periodPage(
    store,
    series,
    query,
    asOf,
    (row) => JSON.stringify([nativePrices(row), snapshotOn(row), row.offer ?? null]),
    (first, last, days): PricePeriod => ({
      model: first.model,
      from: first.date,
      to: last.date,
      days,
      ...nativePrices(first),
      last_observed: last.last_observed,
      source_url: last.source_url,
      ...(pointers.length ? { snapshot: snapshotOn(first) } : {}),
    }),
  )
}
