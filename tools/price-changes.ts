import { z } from 'zod'
import { defineTool } from './define.ts'
import { envelope } from './envelope.ts'
import { PriceChange, isoDate, limit } from './schemas.ts'

/** Snapshot dataset name shared by the jobs and this tool. */
export const PRICE_CHANGES = 'price_changes'

export interface PriceChangesSnapshot { as_of: string; sources: z.infer<typeof envelope>['sources']; items: PriceChange[] }

export default defineTool({
  name: 'get_price_changes',
  title: 'LLM price changes',
  description: 'Recorded official list-price cuts and increases (input or output price per 1M tokens, in the native currency, with percent change and both prices), and models added to tracking. Newest first.',
  auth: 'none',
  rest: true,
  input: z.strictObject({
    since: isoDate.optional().describe('Only changes on or after this day, YYYY-MM-DD'),
    min_change_pct: z.number().min(0).max(100000).default(0)
      .describe('Only changes whose larger absolute percent move is at least this (default 0); additions have no percent and are left out when above 0'),
    limit: limit(100, 1000),
  }),
  output: envelope.extend({
    total: z.number().int().describe('Changes matching before the limit'),
    count: z.number().int().describe('Changes returned'),
    items: z.array(PriceChange).describe('Newest first'),
  }),
  async handler(input, { store }) {
    const snapshot = await store.latestSnapshot<PriceChangesSnapshot>(PRICE_CHANGES)
    if (!snapshot) return { as_of: '1970-01-01', sources: [], total: 0, count: 0, items: [], note: 'No price history has been loaded yet.' }
    const matches = snapshot.payload.items.filter((c) =>
      (!input.since || c.date >= input.since) &&
      (input.min_change_pct === 0 || (c.change_pct !== null && Math.abs(c.change_pct) >= input.min_change_pct)))
    const items = matches.slice(-input.limit).reverse()
    return { as_of: snapshot.payload.as_of, sources: snapshot.payload.sources, total: matches.length, count: items.length, items }
  },
})
