// Enterprise AI cost (spec 2.1 /data/enterprise_ai_cost.json): 12 company samples, monthly tokens
// from the role budgets, API cost versus self-hosting the same open model in three modes.
// Every number is a Figure (sourced, derived or assumption; see role-token-budget.ts).
import { z } from 'zod'
import { Figure, PriceRef, usage } from '../role-token-budget/schema.ts'

const HOSTING_MODES = ['public_cloud', 'private_cloud', 'on_prem'] as const
export const HostingMode = z
  .enum(HOSTING_MODES)
  .describe(
    'public_cloud: on-demand rented GPUs; private_cloud: reserved ' +
      'dedicated GPUs; on_prem: bought GPUs in own data centre',
  )
export type HostingMode = z.infer<typeof HostingMode>
const aiIntensity = z.enum(['low', 'medium', 'high']).describe('How widely the company uses AI tools')

const ModeCost = z
  .object({
    monthly_usd: Figure.describe('Monthly cost of the deployment, USD'),
    monthly_cny: Figure.describe('Monthly cost of the deployment, CNY'),
    usd_per_m_tokens_at_this_volume: Figure.describe("Monthly cost over this sample's tokens, USD per 1M tokens"),
    usd_per_m_tokens_at_full_use: Figure.describe('Cost per 1M tokens of a GPU used at the planned utilisation'),
    break_even_tokens_per_month: Figure.nullable().describe(
      "Monthly tokens (this sample's input/output mix) at which the minimum deployment costs the same as the API " +
        '(null: never, see break_even_reason)',
    ),
    break_even_reason: z.string().optional().describe('Why there is no break-even volume'),
  })
  .describe('Self-hosting cost in one mode')

const MixRow = z
  .object({
    role_id: z.string().describe('Role id of the role-token-budget dataset'),
    usage,
    people: Figure.describe('People in this role at this usage level'),
    input_tokens_per_person: Figure.describe('Monthly input tokens per person (role-token-budget cell)'),
    output_tokens_per_person: Figure.describe('Monthly output tokens per person (role-token-budget cell)'),
    monthly_input_tokens: Figure.describe('Monthly input tokens of the row'),
    monthly_output_tokens: Figure.describe('Monthly output tokens of the row'),
  })
  .describe("One role of the sample's role mix")

/** One company sample. */
export const EnterpriseSample = z
  .object({
    id: z.string().describe('Stable id'),
    name_en: z.string().describe('Sample name in English'),
    name_zh: z.string().describe('Sample name in Chinese'),
    industry: z.string().describe('Industry'),
    ai_intensity: aiIntensity,
    headcount: Figure.describe('Total staff'),
    staff_using_ai: Figure.describe('Staff in the role mix'),
    role_mix: z.array(MixRow).describe('Role mix (stated assumption)'),
    monthly_input_tokens: Figure.describe('Input tokens per month, whole company'),
    monthly_output_tokens: Figure.describe('Output tokens per month, whole company'),
    api_monthly_usd: Figure.describe('Monthly API cost of the open model at its list price, USD'),
    api_monthly_cny: Figure.describe('Monthly API cost of the open model at its list price, CNY'),
    api_usd_per_m_tokens: Figure.describe('API cost per 1M tokens at this input/output mix'),
    input_tokens_per_second: Figure.describe('Average input tokens per second'),
    output_tokens_per_second: Figure.describe('Average output tokens per second'),
    gpus_for_load: Figure.describe('GPUs the load needs (before the model-size minimum and node rounding)'),
    gpu_count: Figure.describe('GPUs deployed: whole nodes, at least the minimum that holds the model'),
    self_hosting: z
      .object({ public_cloud: ModeCost, private_cloud: ModeCost, on_prem: ModeCost })
      .describe('Self-hosting the same open model'),
    cheapest: z.enum(['api', ...HOSTING_MODES]).describe('Cheapest option for this sample'),
  })
  .describe('A company sample')
export type EnterpriseSample = z.infer<typeof EnterpriseSample>

const PerGpuHourly = z.object({
  monthly_usd: Figure.describe('Monthly cost of one GPU, USD'),
  monthly_cny: Figure.describe('Monthly cost of one GPU, CNY'),
})

/** Payload extras: the global assumptions, the open model, the GPU and per-GPU economics. */
export const EnterpriseExtras = {
  assumptions: z.record(z.string(), Figure).describe('Global assumptions and unit definitions, by name'),
  open_model: z
    .object({
      model: z.string().describe('Canonical model id of the open-weights model'),
      why: z.string().describe('Why this model'),
      price: PriceRef,
    })
    .catchall(Figure)
    .describe('The open model: API price, size, throughput, minimum deployment'),
  gpu: z
    .object({ name: z.string().describe('GPU model') })
    .catchall(Figure)
    .describe('The GPU: memory, power, rental, reserved and list price'),
  per_gpu: z
    .object({
      public_cloud: PerGpuHourly.describe('On-demand rental'),
      private_cloud: PerGpuHourly.describe('Reserved dedicated GPUs'),
      on_prem: PerGpuHourly.extend({
        depreciation_usd: Figure.describe('Hardware depreciation per month'),
        power_usd: Figure.describe('Electricity per month'),
        operations_usd: Figure.describe('Operations per month'),
      }).describe('Owned GPUs'),
    })
    .describe('Monthly cost of one GPU per hosting mode'),
  private_cloud_definition: z.string().describe('What private cloud means here'),
}

/** Query filter for the enterprise samples (limit and cursor are added by the tool). */
export const EnterpriseQuery = {
  query: z.string().min(1).optional().describe('Text searched in sample names and industry, English and Chinese'),
  ai_intensity: aiIntensity.optional(),
  max_headcount: z.coerce.number().int().positive().optional().describe('Only samples with at most this many people'),
}
export const EnterpriseQuerySchema = z.object(EnterpriseQuery)
export type EnterpriseQuery = z.infer<typeof EnterpriseQuerySchema>

/** True when the sample passes every given filter. */
export function matchEnterpriseAiCost(item: EnterpriseSample, q: EnterpriseQuery): boolean {
  if (q.ai_intensity && item.ai_intensity !== q.ai_intensity) return false
  if (q.max_headcount && item.headcount.value > q.max_headcount) return false
  if (q.query) {
    const needle = q.query.trim().toLowerCase()
    if (![item.name_en, item.name_zh, item.industry].some((t) => t.toLowerCase().includes(needle))) return false
  }
  return true
}
