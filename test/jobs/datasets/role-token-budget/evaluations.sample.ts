// TEST-ONLY sample evaluation rows (sample: true): invented ranks for real price-record model ids,
// used only to exercise the pick rule. Never published; the real rows come from the evaluations dataset.
import type { EvaluationInput, EvaluationsRef } from '../../../../jobs/datasets/role-token-budget/inputs.ts'

export const SAMPLE_EVALUATIONS: (EvaluationInput & { sample: true })[] = [
  { model: 'claude-opus-4-5', cross_rank: 0.97, n_sources: 3, sample: true },
  { model: 'gemini-2-5-pro', cross_rank: 0.93, n_sources: 3, sample: true },
  { model: 'deepseek-v4-pro', cross_rank: 0.9, n_sources: 3, open_weights: true, sample: true },
  { model: 'glm-5-2', cross_rank: 0.88, n_sources: 2, sample: true },
  { model: 'claude-sonnet-4-5', cross_rank: 0.92, n_sources: 3, sample: true },
  { model: 'deepseek-flash', cross_rank: 0.8, n_sources: 3, open_weights: true, sample: true },
  { model: 'doubao-1-5-pro', cross_rank: 0.7, n_sources: 1, sample: true },
  { model: 'gemini-2-0-flash', cross_rank: 0.65, n_sources: 2, sample: true },
  { model: 'qwen-turbo', cross_rank: 0.5, n_sources: 1, sample: true },
  { model: 'ernie-speed', cross_rank: 0.4, n_sources: 1, sample: true },
  { model: 'not-a-priced-model', cross_rank: 0.99, n_sources: 3, sample: true },
]

export const SAMPLE_REF: EvaluationsRef = { source_url: 'test-only sample (not published)', as_of: '2026-08-01' }
