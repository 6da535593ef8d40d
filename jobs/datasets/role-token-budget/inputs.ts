// The inputs of the role budget: the assumptions file (validated here, so a malformed file fails
// loudly) and the evaluation rows, whose dataset is built elsewhere.
import { z } from 'zod'
import { USAGE_LEVELS } from '../../../tools/role-token-budget/schema.ts'
import type { EvaluationItem } from '../../../tools/evaluations/schema.ts'
import { meanPercentileOf } from '../evaluations/board.ts'

const Assumption = z.object({
  value: z.number().nonnegative().describe('The assumed number'),
  kind: z.literal('assumption').describe('Always assumption in this file'),
  rationale: z.string().min(1).describe('One line on why'),
})

const Level = z.object({
  tasks_per_month: Assumption,
  input_tokens_per_task: Assumption,
  output_tokens_per_task: Assumption,
})

/** data/bundled/role-token-budget/assumptions.json */
export const RoleAssumptionsFile = z.object({
  about: z.string(),
  tokens_per_million: Assumption,
  rank_window: Assumption,
  cost_basis: z.string(),
  groups: z.array(z.string()),
  roles: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/),
      group: z.string(),
      name_en: z.string().min(1),
      name_zh: z.string().min(1),
      needs: z.object({ min_cross_rank: Assumption, min_n_sources: Assumption }),
      levels: z.object(
        Object.fromEntries(USAGE_LEVELS.map((l) => [l, Level])) as Record<(typeof USAGE_LEVELS)[number], typeof Level>,
      ),
    }),
  ),
})

/** One model's evaluation summary (from the evaluations dataset, built elsewhere). */
export interface EvaluationInput {
  model: string
  /** Cross-source rank percentile, 0..1, 1 = best, unrounded (picks compare it; the payload shows it rounded). */
  cross_rank: number
  n_sources: number
  /** The leaderboards that score it, named in a reason. */
  sources?: string[]
  open_weights?: boolean
}

/**
 * The evaluations feed's items as the budget reads them: the cross rank recomputed unrounded from each
 * score's rank and row count, so that a floor or the rank window never turns on the published 4 decimals.
 */
export const evaluationInputs = (items: EvaluationItem[]): EvaluationInput[] =>
  items.map((e) => ({
    model: e.model,
    cross_rank: meanPercentileOf(e.scores),
    n_sources: e.n_sources,
    sources: e.scores.map((s) => s.source),
  }))

/** Where the evaluation rows come from, cited on every cross_rank. */
export interface EvaluationsRef {
  source_url: string
  as_of: string
}
