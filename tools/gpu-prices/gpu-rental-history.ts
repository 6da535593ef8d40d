// Cloud rental per GPU-hour, day by day: the second series the store keeps, beside the
// LLM price history and through the same code. One row per GPU per day of the marketplace series:
// the lowest and the median of the providers' daily minimum prices, converted at that day's FX.
import { z } from 'zod'
import { closestHint } from '../closest-ids.ts'
import type { DataReader } from '../data.ts'
import { defineTool } from '../define.ts'
import { envelope } from '../envelope.ts'
import { GPU_PRICES } from './gpu-prices.ts'
import type { GpuItem } from './schema.ts'
import { isoDate, limit } from '../schemas.ts'
import { seriesOf } from '../series.ts'
import { pageOrder, seriesCsv, seriesPage } from '../series-page.ts'
import { type BasePayload, readPayload } from '../snapshot.ts'

export const GpuRentalDay = z
  .object({
    date: isoDate.describe('Day of the marketplace observation'),
    gpu: z.string().describe('GPU id, as in get_gpu_prices'),
    upstream_series: z.string().describe('GPU name in the rental series (gpu_type socket_type)'),
    providers: z.number().int().describe('Providers with an offer that day'),
    offers: z.number().int().describe("Offers listed that day: each provider's largest count of the day, summed"),
    min_usd: z.number().describe('Lowest provider minimum, USD per GPU-hour'),
    median_usd: z.number().describe("Median of the providers' minimums, USD per GPU-hour"),
    min_cny: z.number().describe('min_usd in CNY at fx_usd_cny'),
    median_cny: z.number().describe('median_usd in CNY at fx_usd_cny'),
    fx_usd_cny: z.number().describe('CNY per 1 USD used'),
    fx_date: isoDate.describe('Date of that FX rate'),
    fx_source: z.string().describe('Where the FX rate comes from'),
    source_name: z.string().describe('Upstream dataset'),
    source_url: z.string().describe('Upstream dataset at its commit'),
  })
  .describe('Cloud rental of one GPU on one day')

export type GpuRentalDay = z.infer<typeof GpuRentalDay>

/** The series as the store keeps it: one row per GPU per day. */
export const GPU_RENTAL_HISTORY = seriesOf(GpuRentalDay, {
  name: 'gpu_rental_history',
  key: 'gpu',
  date: 'date',
  filters: [],
})

export default defineTool({
  name: 'get_gpu_rental_history',
  title: 'GPU rental price history',
  description:
    'Daily cloud rental price per GPU-hour of one GPU (or of all), lowest and median across providers, ' +
    'USD and CNY, with the source. Use get_gpu_prices for specs and the latest summary.',
  about: 'daily cloud rental price per GPU-hour',
  dataset: GPU_PRICES,
  auth: 'none',
  rest: true,
  feed: {
    file: 'gpu_rental_history.csv',
    contentType: 'text/csv',
    about:
      'Daily cloud rental price per GPU-hour of every GPU in the marketplace series, USD and CNY, with the ' +
      'source: CSV with a header line, one row per GPU per day, append-only.',
    appendOnly: true,
    render: seriesCsv(GPU_RENTAL_HISTORY),
  },
  input: z.strictObject({
    gpu: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .describe('GPU id from get_gpu_prices, e.g. nvidia-h100-sxm; absent: all'),
    since: isoDate.optional().describe('First day, YYYY-MM-DD (inclusive)'),
    until: isoDate.optional().describe('Last day, YYYY-MM-DD (inclusive)'),
    limit: limit(30, 1000),
    cursor: z.string().min(1).max(200).optional().describe("Previous page's next_cursor"),
    order: pageOrder,
  }),
  output: envelope.extend({
    total: z.number().int().describe('Rows matching before the limit'),
    count: z.number().int().describe('Rows returned'),
    truncated: z.boolean().describe('True when more rows match than this page holds (next_cursor gets them)'),
    next_cursor: z
      .string()
      .nullable()
      .describe('Pass as cursor for the next page in the order asked; null on the last'),
    items: z.array(GpuRentalDay).describe('Oldest first within a page'),
  }),
  async handler(input, { store }) {
    const payload = await readPayload<BasePayload & { items: GpuItem[] }>(store, GPU_PRICES)
    const page = await seriesPage(
      store,
      GPU_RENTAL_HISTORY,
      {
        key: input.gpu,
        since: input.since,
        until: input.until,
        limit: input.limit,
        cursor: input.cursor,
        order: input.order,
      },
      payload.as_of,
    )
    return {
      as_of: payload.as_of,
      sources: payload.sources,
      ...page,
      ...(page.total === 0 ? { note: await whyEmpty(store, input.gpu, payload.items) } : {}),
    }
  },
})

/**
 * Why no row matched: the asked GPU's series ended before (or starts after) the days asked, or the
 * GPU has no series, and then the ids closest to it that have one.
 */
async function whyEmpty(store: DataReader, gpu: string | undefined, gpus: GpuItem[]): Promise<string> {
  if (!gpu) return 'No rows in the days asked; drop since and until for the latest rows.'
  const newest = (await store.querySeries(GPU_RENTAL_HISTORY, { key: gpu, limit: 1 })).rows[0]
  if (newest) {
    return (
      `No rows in the days asked: the rental series of ${gpu} ends on ${newest.date}; ask for days up to it ` +
      '(or without since and until for its latest rows).'
    )
  }
  const rented = gpus.filter((g) => g.cloud_rental).map((g) => g.id)
  return `No rows: ${gpu} has no rental series; see get_gpu_prices.${closestHint('gpu ids with a series', gpu, rented)}`
}
