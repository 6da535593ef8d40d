// The price index: computed from the published daily history (the same rows as /data/history.csv)
// and the evaluations' scores and ranks.
import { PRICE_HISTORY } from '../../../tools/llm-prices/llm-price-history.ts'
import { EVALUATIONS } from '../../../tools/evaluations/tool.ts'
import { LLM_PRICES, type LlmPricesPayload } from '../../../tools/llm-prices/llm-prices.ts'
import priceIndex, { PRICE_INDEX } from '../../../tools/price-index/tool.ts'
import type { EvaluationItem } from '../../../tools/evaluations/schema.ts'
import { PriceIndexPayload } from '../../../tools/price-index/schema.ts'
import type { BasePayload } from '../../../tools/snapshot.ts'
import { priceIndexPage } from '../../../tools/price-index/page.ts'
import type { Dataset } from '../../dataset.ts'
import type { IndexRow } from './blend.ts'
import { buildPriceIndex } from './build.ts'
import type { ModelScores } from './capability.ts'
import { endedPrices } from '../../ended-prices.ts'
import { OFFICIAL_PRICES } from '../../../tools/official-prices/official-prices.ts'
import type { OfficialPriceItem } from '../../../tools/official-prices/schema.ts'
import type { Rejected } from '../../../tools/rejected.ts'

/** One line per model for the run report: its ended-price days, first to last, and why. */
function endedDays(held: Rejected[]): Rejected[] {
  const byModel = new Map<string, Rejected[]>()
  for (const h of held) {
    const model = h.record.split(' ')[0]
    byModel.set(model, [...(byModel.get(model) ?? []), h])
  }
  return [...byModel].map(([model, days]) => ({
    source: days[0].source,
    record: `${model} ${days[0].record.split(' ')[1]}..${days.at(-1)!.record.split(' ')[1]} (${days.length} days)`,
    reason: days[0].reason,
  }))
}

export default {
  tools: [priceIndex],
  producer: {
    name: PRICE_INDEX,
    // a daily index: as fresh as the prices it links
    writes: [{ name: PRICE_INDEX, payload: PriceIndexPayload, staleAfterDays: 14 }],
    reads: [LLM_PRICES, OFFICIAL_PRICES, EVALUATIONS],
    readsSeries: [PRICE_HISTORY],
    async produce(ctx) {
      const prices = await ctx.read<LlmPricesPayload>(LLM_PRICES)
      if (!prices) throw new Error(`${LLM_PRICES} is missing`)
      const evaluated = await ctx.read<BasePayload & { items: EvaluationItem[]; past_models?: ModelScores[] }>(
        EVALUATIONS,
      )
      const evaluations = evaluated?.items ?? []
      // Only the fields the index reads: the whole history stays small in memory.
      // A history day whose price its seller says had ended by then is left out (ended-prices.ts).
      const official = (await ctx.read<BasePayload & { items: OfficialPriceItem[] }>(OFFICIAL_PRICES))?.items ?? []
      const ended = endedPrices(official)
      const held: Rejected[] = []
      const rows: IndexRow[] = []
      for await (const r of ctx.data.allSeries(PRICE_HISTORY)) {
        const why = ended({ model: r.model, currency: 'USD', input: r.input_usd, output: r.output_usd, date: r.date })
        if (why) {
          held.push({ source: PRICE_HISTORY.name, record: `${r.model} ${r.date}`, reason: why })
          continue
        }
        rows.push({
          date: r.date,
          model: r.model,
          vendor: r.vendor,
          country: r.country,
          input_usd: r.input_usd,
          output_usd: r.output_usd,
          input_cny: r.input_cny,
          output_cny: r.output_cny,
          offer: r.offer,
          source_name: r.source_name,
          fx_usd_cny: r.fx_usd_cny,
        })
      }
      // A model no longer sold counts on the days it was priced, with the scores it had (no survivors only).
      const past = evaluated?.past_models ?? []
      const evaluationSources = evaluated?.sources ?? []
      const { payload, rejected } = buildPriceIndex({
        rows,
        sources: [...prices.sources, ...evaluationSources],
        evaluations: [...evaluations, ...past].map((e) => ({
          model: e.model,
          scores: e.scores.map((s) => ({ source: s.source, score: s.score })),
        })),
        ranks: evaluations.map((e) => ({ model: e.model, cross_rank: e.cross_source_rank })),
      })
      return { payloads: { [PRICE_INDEX]: payload }, rejected: [...endedDays(held), ...rejected] }
    },
  },
  page: priceIndexPage,
} satisfies Dataset
