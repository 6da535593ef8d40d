// The price index: computed from the published daily history (the same rows as /data/history.csv)
// and the evaluations' scores and ranks.
import { PRICE_HISTORY } from '../../../tools/llm-price-history.ts'
import { EVALUATIONS } from '../../../tools/evaluations.ts'
import { LLM_PRICES, type LlmPricesSnapshot } from '../../../tools/llm-prices.ts'
import priceIndex, { PRICE_INDEX } from '../../../tools/price-index.ts'
import type { EvaluationItem } from '../../../tools/schemas/evaluations.ts'
import { PriceIndexPayload } from '../../../tools/schemas/price-index.ts'
import type { BasePayload } from '../../../tools/snapshot.ts'
import { priceIndexPage } from '../../../tools/price-index-page.ts'
import type { Dataset } from '../../dataset.ts'
import type { IndexRow } from './blend.ts'
import { buildPriceIndex } from './build.ts'

export default {
  tools: [priceIndex],
  producer: {
    name: PRICE_INDEX,
    writes: [{ name: PRICE_INDEX, payload: PriceIndexPayload }],
    reads: [LLM_PRICES, EVALUATIONS],
    async produce(ctx) {
      const prices = await ctx.read<LlmPricesSnapshot>(LLM_PRICES)
      if (!prices) throw new Error(`${LLM_PRICES} is missing`)
      const evaluations = (await ctx.read<BasePayload & { items: EvaluationItem[] }>(EVALUATIONS))?.items ?? []
      // Only the fields the index reads: the whole history stays small in memory.
      const rows: IndexRow[] = []
      for await (const r of ctx.store.allSeries(PRICE_HISTORY)) {
        rows.push({
          date: r.date,
          model: r.model,
          vendor: r.vendor,
          country: r.country,
          input_usd: r.input_usd,
          output_usd: r.output_usd,
          input_cny: r.input_cny,
          output_cny: r.output_cny,
        })
      }
      const evaluationSources = (await ctx.read<BasePayload>(EVALUATIONS))?.sources ?? []
      const { payload, rejected } = buildPriceIndex({
        rows,
        sources: [...prices.sources, ...evaluationSources],
        evaluations: evaluations.map((e) => ({
          model: e.model,
          scores: e.scores.map((s) => ({ source: s.source, score: s.score })),
        })),
        ranks: evaluations.map((e) => ({ model: e.model, cross_rank: e.cross_source_rank })),
      })
      return { payloads: { [PRICE_INDEX]: payload }, rejected }
    },
  },
  page: priceIndexPage,
} satisfies Dataset
