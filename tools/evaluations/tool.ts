import { EvaluationItem, EvaluationsExtras, evaluationsQuery, matchEvaluations } from './schema.ts'
import { listTool } from '../snapshot.ts'

/** The dataset name its editions are stored under, shared by the producer and this tool. */
export const EVALUATIONS = 'evaluations'

const evaluations = listTool({
  name: 'get_evaluations',
  title: 'LLM benchmark scores matched to prices',
  description:
    'Public benchmark scores (LMArena, LiveBench, Aider polyglot, SuperCLUE) matched to priced models: per ' +
    'source the score, rank, leaderboard date and URL; per model a cross-source rank (mean of per-source ' +
    "percentiles), the number of sources, a divergence flag and the price per score point at today's list price. " +
    'Names that match no priced model, or several, are never guessed. SWE-bench (non-commercial) is not used.',
  about: 'benchmark scores of priced models from three or more independent leaderboards, with a cross-source rank',
  rest: false,
  dataset: EVALUATIONS,
  feed: 'evaluations_latest.json',
  item: EvaluationItem,
  extras: EvaluationsExtras,
  // Hundreds of retired models' scores: in the feed for the index over past days, not in an answer.
  feedOnly: ['past_models'],
  filters: evaluationsQuery,
  match: matchEvaluations,
  limit: { fallback: 25, max: 200 },
})

export const EvaluationsPayload = evaluations.payload
export default evaluations.tool
