// Evaluations: benchmark scores matched to the priced models (reads the latest prices).
import evaluations, { EVALUATIONS, EvaluationsPayload } from '../../../tools/evaluations.ts'
import { LLM_PRICES, type LlmPricesSnapshot } from '../../../tools/llm-prices.ts'
import { col, linkTo, type PageView } from '../../../tools/page.ts'
import type { Dataset } from '../../dataset.ts'
import { produceEvaluations } from './load.ts'

export default {
  tools: [evaluations],
  producer: {
    name: EVALUATIONS,
    writes: [{ name: EVALUATIONS, payload: EvaluationsPayload }],
    reads: [LLM_PRICES],
    async produce(ctx) {
      const prices = await ctx.read<LlmPricesSnapshot>(LLM_PRICES)
      if (!prices) throw new Error(`${LLM_PRICES} is missing`)
      const built = await produceEvaluations(prices.items)
      return {
        payloads: { [EVALUATIONS]: built.payload },
        rejected: built.rejected,
        report: { unmatched: built.unmatched, ambiguous: built.ambiguous },
      }
    },
  },
  page: {
    dataset: EVALUATIONS,
    title: 'LLM benchmark scores',
    about:
      'Public benchmark scores (LMArena, LiveBench, Aider polyglot, SuperCLUE) matched to priced models: per leaderboard the score, rank, date and URL; per model a cross-source rank, the number of sources, a divergence flag and the price per score point. SWE-bench is non-commercial and not included.',
    method: 'evaluations',
    key: (e) => e.id,
    recordTitle: (e) => `${e.model} (${e.vendor}): benchmark scores`,
    columns: [
      col('model', 'Model', 'text', { link: 'record' }),
      col('vendor', 'Vendor', 'text', { filter: true }),
      col('country', 'Country', 'text', { filter: true }),
      col('cross_source_rank', 'Cross-source rank', 'int'),
      col('n_sources', 'Sources', 'int', { filter: true }),
      col('mean_percentile', 'Mean percentile', 'ratio-pct'),
      col('divergent', 'Divergent', 'bool'),
      col('blended_usd_per_1m', 'Blended USD per 1M', 'usd'),
      col('price_observed', 'Price observed', 'date'),
    ],
    fields: [
      col('model', 'Model'),
      col('price_page', 'Price page', 'text', {
        value: (e) => e.model,
        link: (e, links) => linkTo(links, 'llm_prices', e.model),
      }),
      col('vendor', 'Vendor'),
      col('country', 'Country'),
      col('cross_source_rank', 'Cross-source rank', 'int'),
      col('n_sources', 'Sources', 'int'),
      col('mean_percentile', 'Mean percentile', 'ratio-pct'),
      col('percentile_spread', 'Percentile spread', 'ratio-pct'),
      col('divergent', 'Divergent', 'bool'),
      col('input_usd', 'Input USD per 1M', 'usd'),
      col('output_usd', 'Output USD per 1M', 'usd'),
      col('blended_usd_per_1m', 'Blended USD per 1M', 'usd'),
      col('price_observed', 'Price observed', 'date'),
    ],
    cites: (e) =>
      e.scores.map((s: { source: string; metric: string; url: string; leaderboard_date: string }) => ({
        label: `${s.source}: ${s.metric}`,
        url: s.url,
        observed: s.leaderboard_date,
      })),
    sections: [
      {
        title: 'Scores per leaderboard',
        rows: (data) => data.record.scores,
        columns: [
          col('source', 'Leaderboard'),
          col('metric', 'Metric'),
          col('benchmark_name', 'Name on the board'),
          col('score', 'Score', 'number'),
          col('rank', 'Rank', 'int'),
          col('of', 'Of', 'int'),
          col('percentile', 'Percentile', 'ratio-pct'),
          col('usd_per_point', 'USD per point', 'usd'),
          col('leaderboard_date', 'Board date', 'date'),
          col('url', 'Source', 'url'),
        ],
        empty: 'No score.',
      },
    ],
    defaultSort: { id: 'cross_source_rank', dir: 'asc' },
  } satisfies PageView,
} satisfies Dataset
