// The role token budget pages: the table of roles by usage level, a page per role with its assumptions
// and the two picked models, each linked to its price page.
import { LLM_PRICES } from '../llm-prices/llm-prices.ts'
import { col, defineView, field, linkTo } from '../page.ts'
import { ROLE_TOKEN_BUDGET } from './tool.ts'
import type { Figure, RoleBudget } from './schema.ts'

/** Why an assumed figure has its value; undefined for a sourced or derived one. */
export const rationaleOf = (f: Figure): string | undefined => (f.kind === 'assumption' ? f.rationale : undefined)

/** Where a sourced figure was read; null for a derived or assumed one. */
const sourceOf = (f: Figure) => (f.kind === 'sourced' ? { url: f.source_url, date: f.date } : null)

export const roleTokenBudgetPage = defineView<RoleBudget>({
  dataset: ROLE_TOKEN_BUDGET,
  title: 'Token budget per job role',
  about:
    'Monthly input and output tokens for 32 job roles at three usage levels, the best model from any country ' +
    'and the best Chinese model by a stated rule, and the monthly cost of each in CNY and USD. Every number ' +
    'is sourced, derived (formula named) or an assumption with its rationale.',
  method: 'role-token-budget',
  key: (r) => r.id,
  recordTitle: (r) => `${r.role_en} (${r.usage})`,
  columns: [
    field('role_en', 'Role', 'text', { link: 'record' }),
    field('role_zh', '角色'),
    field('group', 'Group', 'text', { filter: true }),
    field('usage', 'Usage', 'text', { filter: true }),
    col('monthly_input_tokens.value', 'Input tokens / month', (r) => r.monthly_input_tokens.value, 'int'),
    col('monthly_output_tokens.value', 'Output tokens / month', (r) => r.monthly_output_tokens.value, 'int'),
    col('best_any.model', 'Best model (any)', (r) => r.best_any?.model),
    col('best_any.monthly_cost_usd.value', 'Its cost USD / month', (r) => r.best_any?.monthly_cost_usd.value, 'usd'),
    col('best_cn.model', 'Best Chinese model', (r) => r.best_cn?.model),
    col('best_cn.monthly_cost_cny.value', 'Its cost CNY / month', (r) => r.best_cn?.monthly_cost_cny.value, 'cny'),
  ],
  fields: [
    field('role_en', 'Role'),
    field('role_zh', '角色'),
    field('group', 'Group'),
    field('usage', 'Usage'),
    col('tasks_per_month.value', 'Tasks per month', (r) => r.tasks_per_month.value, 'int'),
    col('tasks_per_month.rationale', 'Why (assumption)', (r) => rationaleOf(r.tasks_per_month)),
    col('input_tokens_per_task.value', 'Input tokens per task', (r) => r.input_tokens_per_task.value, 'int'),
    col('input_tokens_per_task.rationale', 'Why (assumption)', (r) => rationaleOf(r.input_tokens_per_task)),
    col('output_tokens_per_task.value', 'Output tokens per task', (r) => r.output_tokens_per_task.value, 'int'),
    col('output_tokens_per_task.rationale', 'Why (assumption)', (r) => rationaleOf(r.output_tokens_per_task)),
    col('monthly_input_tokens.value', 'Input tokens per month', (r) => r.monthly_input_tokens.value, 'int'),
    col('monthly_output_tokens.value', 'Output tokens per month', (r) => r.monthly_output_tokens.value, 'int'),
    col('min_cross_rank.value', 'Quality floor (percentile)', (r) => r.min_cross_rank.value, 'ratio-pct'),
    col('min_n_sources.value', 'Minimum benchmark sources', (r) => r.min_n_sources.value, 'int'),
    col('best_any.model', 'Best model (any country)', (r) => r.best_any?.model, 'text', {
      link: (r, links) => linkTo(links, LLM_PRICES, r.best_any?.model),
    }),
    col('best_any.monthly_cost_usd.value', 'Its cost, USD per month', (r) => r.best_any?.monthly_cost_usd.value, 'usd'),
    col('best_any.monthly_cost_cny.value', 'Its cost, CNY per month', (r) => r.best_any?.monthly_cost_cny.value, 'cny'),
    col('best_cn.model', 'Best Chinese model', (r) => r.best_cn?.model, 'text', {
      link: (r, links) => linkTo(links, LLM_PRICES, r.best_cn?.model),
    }),
    col('best_cn.monthly_cost_usd.value', 'Its cost, USD per month', (r) => r.best_cn?.monthly_cost_usd.value, 'usd'),
    col('best_cn.monthly_cost_cny.value', 'Its cost, CNY per month', (r) => r.best_cn?.monthly_cost_cny.value, 'cny'),
  ],
  cites: (r) =>
    [r.best_any, r.best_cn].flatMap((b) =>
      b
        ? [
            { label: `List price of ${b.model}`, url: b.price.source_url, observed: b.price.last_observed },
            {
              label: `FX for ${b.model}`,
              url: sourceOf(b.fx_usd_cny)?.url ?? null,
              observed: sourceOf(b.fx_usd_cny)?.date ?? null,
            },
          ]
        : [],
    ),
})
