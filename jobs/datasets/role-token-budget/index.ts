// Role token budgets: the assumptions file with today's prices and the evaluations' ranks.
import { readFile } from 'node:fs/promises'
import { EVALUATIONS } from '../../../tools/evaluations.ts'
import { LLM_PRICES, type LlmPricesSnapshot } from '../../../tools/llm-prices.ts'
import roleTokenBudget, { ROLE_TOKEN_BUDGET, RoleTokenBudgetPayload } from '../../../tools/role-token-budget.ts'
import type { EvaluationItem } from '../../../tools/schemas/evaluations.ts'
import type { BasePayload } from '../../../tools/snapshot.ts'
import { col, linkTo, type PageView } from '../../../tools/page.ts'
import type { Dataset } from '../../dataset.ts'
import { buildRoleTokenBudget } from './build.ts'
import { ROLE_BUDGET_DIR } from './load.ts'

/** Where the evaluations are published, cited on every cross_rank. */
export const EVALUATIONS_FEED = '/data/evaluations_latest.json'

export default {
  tools: [roleTokenBudget],
  producer: {
    name: ROLE_TOKEN_BUDGET,
    writes: [{ name: ROLE_TOKEN_BUDGET, payload: RoleTokenBudgetPayload }],
    reads: [LLM_PRICES, EVALUATIONS],
    async produce(ctx) {
      const prices = await ctx.read<LlmPricesSnapshot>(LLM_PRICES)
      const evaluations = await ctx.read<BasePayload & { items: EvaluationItem[] }>(EVALUATIONS)
      if (!prices || !evaluations) throw new Error(`${LLM_PRICES} or ${EVALUATIONS} is missing`)
      const assumptions = JSON.parse(await readFile(`${ROLE_BUDGET_DIR}/assumptions.json`, 'utf8'))
      const { payload, rejected } = buildRoleTokenBudget({
        prices: prices.items,
        evaluations: evaluations.items.map((e) => ({
          model: e.model,
          cross_rank: e.mean_percentile,
          n_sources: e.n_sources,
        })),
        evaluationsRef: { source_url: EVALUATIONS_FEED, as_of: evaluations.as_of },
        assumptions,
        priceSources: [...prices.sources, ...evaluations.sources],
      })
      return { payloads: { [ROLE_TOKEN_BUDGET]: payload }, rejected }
    },
  },
  page: {
    dataset: ROLE_TOKEN_BUDGET,
    title: 'Token budget per job role',
    about:
      'Monthly input and output tokens for 32 job roles at three usage levels, the best model from any country and the best Chinese model by a stated rule, and the monthly cost of each in CNY and USD. Every number is sourced, derived (formula named) or an assumption with its rationale.',
    method: 'role-token-budget',
    key: (r) => r.id,
    recordTitle: (r) => `${r.role_en} (${r.usage})`,
    columns: [
      col('role_en', 'Role', 'text', { link: 'record' }),
      col('role_zh', '角色'),
      col('group', 'Group', 'text', { filter: true }),
      col('usage', 'Usage', 'text', { filter: true }),
      col('monthly_input_tokens.value', 'Input tokens / month', 'int'),
      col('monthly_output_tokens.value', 'Output tokens / month', 'int'),
      col('best_any.model', 'Best model (any)'),
      col('best_any.monthly_cost_usd.value', 'Its cost USD / month', 'usd'),
      col('best_cn.model', 'Best Chinese model'),
      col('best_cn.monthly_cost_cny.value', 'Its cost CNY / month', 'cny'),
    ],
    fields: [
      col('role_en', 'Role'),
      col('role_zh', '角色'),
      col('group', 'Group'),
      col('usage', 'Usage'),
      col('tasks_per_month.value', 'Tasks per month', 'int'),
      col('tasks_per_month.rationale', 'Why (assumption)'),
      col('input_tokens_per_task.value', 'Input tokens per task', 'int'),
      col('input_tokens_per_task.rationale', 'Why (assumption)'),
      col('output_tokens_per_task.value', 'Output tokens per task', 'int'),
      col('output_tokens_per_task.rationale', 'Why (assumption)'),
      col('monthly_input_tokens.value', 'Input tokens per month', 'int'),
      col('monthly_output_tokens.value', 'Output tokens per month', 'int'),
      col('min_cross_rank.value', 'Quality floor (percentile)', 'ratio-pct'),
      col('min_n_sources.value', 'Minimum benchmark sources', 'int'),
      col('best_any.model', 'Best model (any country)', 'text', {
        link: (r, links) => linkTo(links, 'llm_prices', r.best_any?.model),
      }),
      col('best_any.monthly_cost_usd.value', 'Its cost, USD per month', 'usd'),
      col('best_any.monthly_cost_cny.value', 'Its cost, CNY per month', 'cny'),
      col('best_cn.model', 'Best Chinese model', 'text', {
        link: (r, links) => linkTo(links, 'llm_prices', r.best_cn?.model),
      }),
      col('best_cn.monthly_cost_usd.value', 'Its cost, USD per month', 'usd'),
      col('best_cn.monthly_cost_cny.value', 'Its cost, CNY per month', 'cny'),
    ],
    cites: (r) =>
      [r.best_any, r.best_cn].filter(Boolean).flatMap((b) => [
        {
          label: `List price of ${b.model}`,
          url: b.price?.source_url ?? null,
          observed: b.price?.last_observed ?? null,
        },
        { label: `FX for ${b.model}`, url: b.fx_usd_cny?.source_url ?? null, observed: b.fx_usd_cny?.date ?? null },
      ]),
  } satisfies PageView,
} satisfies Dataset
