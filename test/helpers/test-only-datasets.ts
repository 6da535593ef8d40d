// Two TEST-ONLY datasets (never in jobs/datasets/index.ts, never published): one made by a source
// adapter from a real recorded response (llm-prices-cn, data/sources), one derived from it. They
// show that a dataset added to the list reaches every surface and the refresh with no other edit.
import { z } from 'zod'
import type { Dataset } from '../../jobs/dataset.ts'
import type { SourceAdapter } from '../../jobs/source.ts'
import type { BasePayload } from '../../tools/snapshot.ts'
import { listTool } from '../../tools/snapshot.ts'

export const TEST_MODELS = 'test_only_cn_models'
export const TEST_COUNTS = 'test_only_vendor_counts'

const Model = z.object({
  id: z.string().describe('Model id as the source spells it'),
  vendor: z.string().describe('Vendor id'),
  currency: z.string().describe('Billing currency'),
})
const Count = z.object({ vendor: z.string().describe('Vendor id'), models: z.number().int().describe('Models listed') })

/** Reads the recorded llm-prices-cn response (test-only use of a real recording). */
export const testSource: SourceAdapter<z.infer<typeof Model>> = {
  name: 'test_only_llm_prices_cn',
  title: 'TEST-ONLY: llm-prices-cn model list',
  license: 'CC-BY-4.0',
  url: 'https://example.test/test-only',
  fixtures: ['llm_prices_cn_szp2005.json'],
  parse(texts) {
    const models = (JSON.parse(texts[0]) as { models: { id: string; vendor_id: string; billing_currency: string }[] })
      .models
    return {
      observations: models.map((m) => ({ id: m.id, vendor: m.vendor_id, currency: m.billing_currency })),
      rejected: [],
    }
  },
}

const models = listTool({
  name: 'get_test_only_cn_models',
  title: 'TEST-ONLY models',
  description: 'A test-only dataset (not published).',
  about: 'test-only model list',
  rest: true,
  dataset: TEST_MODELS,
  feed: 'test_only_cn_models.json',
  item: Model,
  filters: { vendor: z.string().optional().describe('Vendor id') },
  match: (item, q) => !q.vendor || item.vendor === q.vendor,
  limit: { fallback: 10, max: 100 },
})

const counts = listTool({
  name: 'get_test_only_vendor_counts',
  title: 'TEST-ONLY vendor counts',
  description: 'A test-only derived dataset (not published).',
  about: 'test-only counts per vendor',
  rest: true,
  dataset: TEST_COUNTS,
  feed: 'test_only_vendor_counts.json',
  item: Count,
  filters: {},
  limit: { fallback: 50, max: 100 },
})

/** The source-backed dataset; `corrupt` makes its next payload fail its schema. */
export function testDatasets(opts: { corrupt?: () => boolean } = {}): Dataset[] {
  return [
    {
      tools: [models.tool],
      producer: {
        name: TEST_MODELS,
        writes: [{ name: TEST_MODELS, payload: models.payload, staleAfterDays: 3650 }],
        sources: [testSource as SourceAdapter],
        async produce(ctx) {
          const [fetched] = ctx.fetched
          if (!fetched) throw new Error('the test source failed')
          const items = fetched.observations as z.infer<typeof Model>[]
          const bad = opts.corrupt?.() ? items.map((m) => ({ ...m, vendor: 42 })) : items
          return {
            payloads: {
              [TEST_MODELS]: { as_of: fetched.observed, sources: [fetched.cite], note: 'TEST-ONLY', items: bad },
            },
          }
        },
      },
    },
    {
      tools: [counts.tool],
      producer: {
        name: TEST_COUNTS,
        writes: [{ name: TEST_COUNTS, payload: counts.payload, staleAfterDays: 3650 }],
        reads: [TEST_MODELS],
        async produce(ctx) {
          const input = await ctx.read<BasePayload & { items: z.infer<typeof Model>[] }>(TEST_MODELS)
          if (!input) throw new Error(`${TEST_MODELS} missing`)
          const byVendor = new Map<string, number>()
          for (const m of input.items) byVendor.set(m.vendor, (byVendor.get(m.vendor) ?? 0) + 1)
          const items = [...byVendor]
            .map(([vendor, n]) => ({ vendor, models: n }))
            .sort((a, b) => a.vendor.localeCompare(b.vendor))
          return {
            payloads: { [TEST_COUNTS]: { as_of: input.as_of, sources: input.sources, note: 'TEST-ONLY', items } },
          }
        },
      },
    },
  ]
}
