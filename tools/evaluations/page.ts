// The evaluations' pages: the table of priced models by cross-source rank, a page per model with its
// score on each leaderboard, linked to the model's price page.
import { EVALUATIONS } from './tool.ts'
import { LLM_PRICES } from '../llm-prices/llm-prices.ts'
import { col, defineSection, defineView, field, linkTo } from '../page.ts'
import type { EvaluationItem, EvaluationScore } from './schema.ts'

export const evaluationsPage = defineView<EvaluationItem>({
  dataset: EVALUATIONS,
  title: 'LLM benchmark scores',
  about:
    'Public benchmark scores (LMArena, LiveBench, Aider polyglot, SuperCLUE) matched to priced models: per ' +
    'leaderboard the score, rank, date and URL; per model a cross-source rank, the number of sources, a ' +
    'divergence flag and the price per score point. SWE-bench is non-commercial and not included.',
  method: 'evaluations',
  // The feed's note, in words: the count of models scored comes from the payload, the rest is fixed.
  note: (p) =>
    `${p.items.length} priced models have at least one public benchmark score; SWE-bench (non-commercial ` +
    'licence) is not used. Leaderboards are dated differently (see the method); the data date is the newest ' +
    "date the feed holds, a leaderboard's or a price's, and each model shows when its price was observed.",
  key: (e) => e.id,
  recordTitle: (e) => `${e.model} (${e.vendor}): benchmark scores`,
  columns: [
    field('model', 'Model', 'text', { link: 'record' }),
    field('vendor', 'Vendor', 'text', { filter: true }),
    field('country', 'Country', 'text', { filter: true }),
    field('cross_source_rank', 'Cross-source rank', 'int'),
    field('n_sources', 'Sources', 'int', { filter: true }),
    field('mean_percentile', 'Mean percentile', 'ratio-pct'),
    field('divergent', 'Divergent', 'bool'),
    field('blended_usd_per_1m', 'Blended USD per 1M', 'usd'),
    field('price_observed', 'Price observed', 'date'),
  ],
  fields: [
    field('model', 'Model'),
    col('price_page', 'Price page', (e) => e.model, 'text', { link: (e, links) => linkTo(links, LLM_PRICES, e.model) }),
    field('vendor', 'Vendor'),
    field('country', 'Country'),
    field('cross_source_rank', 'Cross-source rank', 'int'),
    field('n_sources', 'Sources', 'int'),
    field('mean_percentile', 'Mean percentile', 'ratio-pct'),
    field('percentile_spread', 'Percentile spread', 'ratio-pct'),
    field('divergent', 'Divergent', 'bool'),
    field('input_usd', 'Input USD per 1M', 'usd'),
    field('output_usd', 'Output USD per 1M', 'usd'),
    field('blended_usd_per_1m', 'Blended USD per 1M', 'usd'),
    field('price_observed', 'Price observed', 'date'),
  ],
  cites: (e) => e.scores.map((s) => ({ label: `${s.source}: ${s.metric}`, url: s.url, observed: s.leaderboard_date })),
  sections: [
    defineSection<EvaluationItem, EvaluationScore>({
      title: 'Scores per leaderboard',
      rows: (data) => data.record.scores,
      columns: [
        field('source', 'Leaderboard'),
        field('metric', 'Metric'),
        field('benchmark_name', 'Name on the board'),
        field('score', 'Score', 'number'),
        field('rank', 'Rank', 'int'),
        field('of', 'Of', 'int'),
        field('percentile', 'Percentile', 'ratio-pct'),
        field('usd_per_point', 'USD per point', 'usd'),
        field('leaderboard_date', 'Board date', 'date'),
        field('url', 'Source', 'url'),
      ],
      empty: 'No score.',
    }),
  ],
  defaultSort: { id: 'cross_source_rank', dir: 'asc' },
})
