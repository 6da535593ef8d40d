// Role token budget (spec 2.1 /data/role_token_budget.json, 4.2 /role-token-budget): 32 job roles x
// three usage levels, monthly tokens, and the best model (any country, and Chinese) with its cost.
// Every number is a Figure: sourced, derived or an assumption, so a reader can redo the arithmetic.
import { z } from 'zod'

/** A date as precise as its source gives it (year, year-month or year-month-day). */
const looseDate = z
  .string()
  .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/)
  .describe('Date as precise as the source gives it: YYYY, YYYY-MM or YYYY-MM-DD')

const value = z.number().describe('The number')
const unit = z.string().describe('Its unit, e.g. tokens/month, USD/month, USD per 1M tokens')

/** A number copied from a public source. */
const SourcedFigure = z
  .object({
    kind: z.literal('sourced').describe('Copied from a public source'),
    value,
    unit,
    source_url: z.string().describe('Citable URL of the source'),
    date: looseDate.describe('Date the source states or was observed'),
    note: z.string().optional().describe('How the figure was read from the source, when not verbatim'),
  })
  .describe('A sourced number')

/** A number computed from other figures named in `inputs`. */
const DerivedFigure = z
  .object({
    kind: z.literal('derived').describe('Computed from the figures named in inputs'),
    value,
    unit,
    formula: z.string().describe('The formula, in the variable names of inputs'),
    inputs: z
      .record(z.string(), z.string())
      .describe(
        'Variable name -> reference of the figure it takes: a field path in this record, "$.path" in the ' +
          'payload, or "<dataset>/<id>.path" in another dataset',
      ),
  })
  .describe('A derived number')

/** A number chosen by us, with why. */
const AssumedFigure = z
  .object({
    kind: z.literal('assumption').describe('Chosen by this service; not a measurement'),
    value,
    unit,
    rationale: z.string().min(1).describe('One line on why this value'),
  })
  .describe('An assumed number')

/** Every published number is one of the three. */
export const Figure = z
  .discriminatedUnion('kind', [SourcedFigure, DerivedFigure, AssumedFigure])
  .describe('A number with its provenance')
export type Figure = z.infer<typeof Figure>

export const USAGE_LEVELS = ['light', 'standard', 'heavy'] as const
export const usage = z
  .enum(USAGE_LEVELS)
  .describe('Usage level: light (occasional), standard (daily), heavy (all day, long contexts)')

/** The price record a cost was computed from. */
export const PriceRef = z
  .object({
    model: z.string().describe('Canonical model id of the price record'),
    offer: z.string().optional().describe('Offer read (model@seller/region)'),
    source_url: z.string().describe('Citable URL of the price record upstream'),
    last_observed: z.string().describe('Date the upstream source last showed this price'),
    fx_date: z.string().describe('Date of the USD/CNY rate used for the converted side'),
    fx_source: z.string().describe('Where that rate comes from'),
    fx_note: z.string().optional().describe("Why the rate's date is far from last_observed, when it is"),
  })
  .describe('The price record behind a cost')

/** A picked model and its monthly cost for one role cell. */
const ModelPick = z
  .object({
    model: z.string().describe('Canonical model id'),
    vendor: z.string().describe('Vendor id'),
    country: z.enum(['CN', 'US', 'other']).describe('Country group of the vendor'),
    cross_rank: Figure.describe('Cross-source rank percentile (0..1, 1 = best) from the evaluations dataset'),
    price: PriceRef,
    fx_usd_cny: Figure.describe('CNY per 1 USD of the price record'),
    input_usd_per_m: Figure.describe('Input list price, USD per 1M tokens'),
    output_usd_per_m: Figure.describe('Output list price, USD per 1M tokens'),
    input_cny_per_m: Figure.describe('Input list price, CNY per 1M tokens'),
    output_cny_per_m: Figure.describe('Output list price, CNY per 1M tokens'),
    monthly_cost_usd: Figure.describe('Monthly cost per person in USD'),
    monthly_cost_cny: Figure.describe('Monthly cost per person in CNY'),
  })
  .describe('The model picked by the stated rule, with its cost')

/** One role at one usage level: monthly tokens per person and the two picks. */
export const RoleBudget = z
  .object({
    id: z.string().describe('Stable id: <role>-<usage>'),
    role_id: z.string().describe('Role id'),
    role_en: z.string().describe('Role name in English'),
    role_zh: z.string().describe('Role name in Chinese'),
    group: z.string().describe('Role group, e.g. engineering, sales'),
    usage,
    min_cross_rank: Figure.describe('Quality floor of the role (cross-rank percentile)'),
    min_n_sources: Figure.describe('Minimum number of benchmark sources behind the rank'),
    tasks_per_month: Figure.describe('AI-assisted tasks per person per month'),
    input_tokens_per_task: Figure.describe('Input (prompt) tokens per task'),
    output_tokens_per_task: Figure.describe('Output tokens per task'),
    monthly_input_tokens: Figure.describe('Input tokens per person per month'),
    monthly_output_tokens: Figure.describe('Output tokens per person per month'),
    best_any: ModelPick.nullable().describe(
      'Pick from models of any country (null: none qualifies, see best_any_reason)',
    ),
    best_any_reason: z.string().optional().describe('Why best_any is null'),
    best_cn: ModelPick.nullable().describe('Pick from Chinese models (null: none qualifies, see best_cn_reason)'),
    best_cn_reason: z.string().optional().describe('Why best_cn is null'),
  })
  .describe('Monthly token budget of one role at one usage level')
export type RoleBudget = z.infer<typeof RoleBudget>

/** Payload extras: the global assumptions and the pick rule. */
export const RoleBudgetExtras = {
  assumptions: z
    .object({
      rank_window: Figure.describe('N: models within N of the best qualifying rank count as equally good'),
      tokens_per_million: Figure.describe('Unit: prices are per 1M tokens'),
    })
    .describe('Global assumptions of the model'),
  rule: z.string().describe('How the two models are picked'),
  cost_basis: z.string().describe('Which prices the costs use'),
}

/** Query filter for GET /api/v1/role-token-budget (limit and cursor are added by the tool). */
export const RoleBudgetQuery = {
  query: z.string().min(1).optional().describe('Text searched in role names, English and Chinese, case-insensitive'),
  group: z.string().optional().describe('Role group, e.g. engineering, sales, support'),
  usage: usage.optional(),
}
export const RoleBudgetQuerySchema = z.object(RoleBudgetQuery)
export type RoleBudgetQuery = z.infer<typeof RoleBudgetQuerySchema>

/** True when the item passes every given filter. */
export function matchRoleTokenBudget(item: RoleBudget, q: RoleBudgetQuery): boolean {
  if (q.group && item.group !== q.group.toLowerCase()) return false
  if (q.usage && item.usage !== q.usage) return false
  if (q.query) {
    const needle = q.query.trim().toLowerCase()
    if (![item.role_en, item.role_zh, item.role_id].some((name) => name.toLowerCase().includes(needle))) return false
  }
  return true
}
