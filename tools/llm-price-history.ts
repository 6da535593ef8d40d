import { z } from 'zod'
import { csvLine } from './csv.ts'
import { canonicalModelId } from './vendors.ts'
import { defineTool } from './define.ts'
import { envelope } from './envelope.ts'
import { LLM_PRICES, type LlmPricesSnapshot } from './llm-prices.ts'
import { country, HistoryRow, isoDate, limit } from './schemas.ts'
import { readPayload } from './snapshot.ts'

/** history.csv columns: the day first, then the row schema's fields in order. */
export const HISTORY_COLUMNS = ['date', ...Object.keys(HistoryRow.shape).filter((c) => c !== 'date')] as (keyof HistoryRow)[]

export default defineTool({
  name: 'get_llm_price_history',
  title: 'LLM price history',
  description: 'Daily official list-price history per model, USD and CNY per 1M tokens, with the upstream source URL. One row per model per day; a day between two observations carries the last observed price forward and says when it was last observed. Either model or vendor is required.',
  about: 'daily price history of a model or a vendor (needs a key)',
  dataset: LLM_PRICES,
  auth: 'key',
  rest: true,
  feed: {
    file: 'history.csv',
    contentType: 'text/csv',
    about: 'Daily price history of every model, USD and CNY per 1M tokens, with the upstream source and the date each price was last observed: CSV with a header line, one row per model per day, append-only (a day, once published, never changes).',
    appendOnly: true,
    async *render({ store }, after) {
      if (!after) yield csvLine(HISTORY_COLUMNS)
      for await (const row of store.allHistory(after)) yield csvLine(HISTORY_COLUMNS.map((c) => row[c]))
    },
  },
  input: z.strictObject({
    model: z.string().min(1).max(200).optional().describe('Canonical model id or any catalogue spelling; model or vendor is required'),
    vendor: z.string().min(1).max(60).optional().describe('Vendor id, e.g. openai; model or vendor is required'),
    country: country.optional(),
    since: isoDate.optional().describe('First day, YYYY-MM-DD (inclusive)'),
    until: isoDate.optional().describe('Last day, YYYY-MM-DD (inclusive)'),
    limit: limit(365, 5000),
  }).refine((q) => q.model || q.vendor, { message: 'either model or vendor is required', path: ['model'] })
    .refine((q) => !q.since || !q.until || q.since <= q.until, { message: 'until is before since', path: ['until'] }),
  output: envelope.extend({
    total: z.number().int().describe('Rows matching before the limit'),
    count: z.number().int().describe('Rows returned'),
    truncated: z.boolean().describe('True when older rows were cut by the limit'),
    items: z.array(HistoryRow).describe('Oldest first; when more than limit match, the newest are kept'),
  }),
  async handler(input, { store }) {
    const payload = await readPayload<LlmPricesSnapshot>(store, LLM_PRICES)
    const model = input.model && canonicalModelId(input.model)
    const { rows, total } = await store.queryHistory({ ...input, model })
    return {
      as_of: payload.as_of, sources: payload.sources,
      total, count: rows.length, truncated: total > rows.length, items: rows,
      ...(total === 0 ? { note: 'No rows match: check the model or vendor id against get_llm_prices.' } : {}),
    }
  },
})
