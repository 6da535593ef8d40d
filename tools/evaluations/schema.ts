// Wire schemas of the evaluations dataset: public benchmark scores matched to priced models.
// Pure, no I/O. Method: docs/methods/evaluations.md
import { z } from 'zod'
import { country, isoDate } from '../schemas.ts'

const EVALUATION_SOURCES = ['lmarena', 'livebench', 'aider_polyglot', 'superclue'] as const
const source = z.enum(EVALUATION_SOURCES).describe('Benchmark source: lmarena, livebench, aider_polyglot or superclue')

/** A leaderboard date: a day, or a month where the source states only the month (SuperCLUE). */
const leaderboardDate = z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/)

/** One model's score on one benchmark leaderboard, traced to the row it came from. */
export const EvaluationScore = z
  .object({
    source,
    metric: z.string().describe("What the score measures, in the source's units"),
    benchmark_name: z.string().describe("The row's model name exactly as the leaderboard prints it"),
    variant: z
      .string()
      .nullable()
      .describe('Run setting the row name carries (reasoning effort, thinking budget), null when none'),
    match_rule: z
      .enum(['exact', 'alias', 'setting', 'normalised', 'snapshot'])
      .describe('Which matching rule tied the row name to this model'),
    score: z
      .number()
      .describe(
        'The score as the source publishes it (LMArena: Arena rating; LiveBench: global average 0-100; Aider: ' +
          'pass rate 2 %; SuperCLUE: total 0-100)',
      ),
    rank: z
      .number()
      .int()
      .positive()
      .describe('Rank of the row among all rows of the leaderboard (1 = best; tied scores share the best rank)'),
    of: z.number().int().positive().describe('Number of rows on the leaderboard'),
    percentile: z.number().min(0).max(1).describe('1 - (rank - 1) / (of - 1): 1 = top row, 0 = last row'),
    rows_matched: z
      .number()
      .int()
      .positive()
      .describe(
        'How many rows of this leaderboard matched the model (settings variants); the best-scoring one is shown',
      ),
    leaderboard_date: leaderboardDate.describe(
      'Date of the leaderboard version used (YYYY-MM-DD, or YYYY-MM when the source gives only a month)',
    ),
    row_date: isoDate.nullable().describe('Date of this run when the source dates rows (Aider), else null'),
    url: z.string().describe('The leaderboard file at the upstream commit used'),
    usd_per_point: z
      .number()
      .nonnegative()
      .nullable()
      .describe(
        'Blended USD per 1M tokens (3 input : 1 output) divided by this score; null when the score is not positive',
      ),
  })
  .describe('A benchmark score of one model')

export type EvaluationScore = z.infer<typeof EvaluationScore>

/** One priced model with its benchmark scores, cross-source rank and price per score point. */
export const EvaluationItem = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .describe('Stable slug of the model id'),
    model: z.string().describe('Canonical priced model id (as in the price list)'),
    vendor: z.string().describe('Vendor id'),
    country,
    input_usd: z.number().nonnegative().describe("Input price, USD per 1M tokens (the price list's current price)"),
    output_usd: z.number().nonnegative().describe('Output price, USD per 1M tokens'),
    blended_usd_per_1m: z.number().nonnegative().describe('(3 x input + 1 x output) / 4, USD per 1M tokens'),
    price_observed: isoDate.nullable().describe('Date the price list last observed this price, when given'),
    price_source_url: z.string().nullable().describe('Page of that price, as the price list cites it'),
    offer: z.string().optional().describe('Offer priced (model@seller/region)'),
    scores: z.array(EvaluationScore).describe('One score per source that scores this model'),
    n_sources: z.number().int().positive().describe('Number of sources that score this model'),
    mean_percentile: z
      .number()
      .min(0)
      .max(1)
      .describe('Mean of the per-source percentiles over the sources that score the model'),
    cross_source_rank: z
      .number()
      .int()
      .positive()
      .describe('Rank by mean_percentile among all items (1 = best; equal means share the best rank)'),
    divergent: z
      .boolean()
      .describe('True when at least 2 sources score the model and their percentiles differ by more than 0.3'),
    percentile_spread: z
      .number()
      .min(0)
      .max(1)
      .nullable()
      .describe('Max minus min percentile across sources (null with one source)'),
  })
  .describe('Benchmark scores of one priced model')

export type EvaluationItem = z.infer<typeof EvaluationItem>

/** Per-source counts of the match run, published beside the items. */
const EvaluationCoverage = z
  .object({
    source,
    leaderboard_date: leaderboardDate.describe('Date of the leaderboard version used'),
    url: z.string().describe('The leaderboard file at the upstream commit used'),
    rows: z.number().int().nonnegative().describe('Rows on the leaderboard'),
    matched_rows: z.number().int().nonnegative().describe('Rows matched to a priced model'),
    unmatched_rows: z.number().int().nonnegative().describe('Rows with no priced model'),
    ambiguous_rows: z.number().int().nonnegative().describe('Rows that fit several priced models (not matched)'),
    models: z.number().int().nonnegative().describe('Priced models this source scores'),
  })
  .describe('Match coverage of one source')

/** Benchmark scores of a model no longer priced: what an index over past days needs of it. */
const PastModelScores = z
  .object({
    model: z.string().describe('Model id as the price history files it'),
    vendor: z.string().describe('Vendor id'),
    country,
    last_priced: isoDate.describe('The last day the price history has a price of it'),
    scores: z
      .array(
        z.object({
          source,
          benchmark_name: z.string().describe("The row's model name exactly as the leaderboard prints it"),
          score: z.number().describe('The score as the source publishes it'),
        }),
      )
      .describe('One score per source that scores it'),
  })
  .describe('Benchmark scores of a model priced before and no longer sold')

/** Payload fields besides the envelope and items. */
export const EvaluationsExtras = {
  past_models: z
    .array(PastModelScores)
    .optional()
    .describe(
      'Models the price history has and the current price list no longer does (retired), with the scores the ' +
        "same leaderboards give them: the price index's past days count them (a row matched to a priced model " +
        'is not counted again)',
    ),
  coverage: z.array(EvaluationCoverage).describe('Per source: leaderboard used and match counts'),
  divergence_threshold: z.number().describe('Percentile spread above which a model is flagged divergent'),
  divergence_basis: z.string().describe('Basis of the threshold'),
  price_blend: z.string().describe('How the blended price per 1M tokens is formed'),
}

/** Query filter of the evaluations tool (limit and cursor are added by the tool). */
export const evaluationsQuery = {
  model: z.string().optional().describe('Model id, or part of it'),
  vendor: z.string().optional().describe('Vendor id, e.g. openai, deepseek'),
  country: country.optional(),
  source: source.optional().describe('Only models scored by this source'),
  min_sources: z.number().int().min(1).max(4).optional().describe('Only models scored by at least this many sources'),
  divergent: z.boolean().optional().describe('Only models whose sources disagree (true) or agree (false)'),
}

export type EvaluationsQuery = { [K in keyof typeof evaluationsQuery]?: z.infer<(typeof evaluationsQuery)[K]> }

/** Whether an item passes the query filter. */
export function matchEvaluations(item: EvaluationItem, query: EvaluationsQuery): boolean {
  if (
    query.model &&
    !item.model.includes(
      query.model
        .trim()
        .toLowerCase()
        .replace(/[.\s_]+/g, '-'),
    )
  )
    return false
  if (query.vendor && item.vendor !== query.vendor.toLowerCase()) return false
  if (query.country && item.country !== query.country) return false
  if (query.source && !item.scores.some((s) => s.source === query.source)) return false
  if (query.min_sources && item.n_sources < query.min_sources) return false
  if (query.divergent !== undefined && item.divergent !== query.divergent) return false
  return true
}
