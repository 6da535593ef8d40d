// Wire schemas of the cloud agents dataset: Personal and Work agents with their plans, monthly
// prices in CNY and USD (each converted figure with its FX rate), sources and page dates.
import { z } from 'zod'

export const AGENT_CATEGORIES = [
  'hosted-agent',
  'cloud-coding-agent',
  'agentic-ide',
  'coding-plan',
  'app-builder',
  'assistant-subscription',
  'enterprise-platform',
  'agentic-browser',
] as const

export const AgentPlan = z
  .object({
    plan: z.string().describe('Plan name as the vendor or source gives it'),
    monthly_price: z
      .number()
      .nullable()
      .describe(
        'Monthly list price in `currency` (per seat where billing_notes ' +
          'say so); null when the plan is usage-priced only, or when the sources state only a yearly price ' +
          '(a yearly plan divided by 12 is not a monthly list price; billing_notes give the yearly one)',
      ),
    currency: z.enum(['USD', 'CNY']).describe('Currency the price is listed in'),
    billing_notes: z
      .string()
      .describe(
        'Billing terms and usage limits as the source states them (annual equivalents, promos, quotas, unit rates)',
      ),
    price_usd: z
      .number()
      .nullable()
      .describe('Monthly price in USD (converted from CNY at fx_rate when listed in CNY)'),
    price_cny: z
      .number()
      .nullable()
      .describe('Monthly price in CNY (converted from USD at fx_rate when listed in USD)'),
    fx_rate: z
      .number()
      .nullable()
      .describe('CNY per 1 USD used for the converted figure (null when no conversion was needed)'),
    fx_date: z.string().nullable().describe('Date of that FX rate'),
    fx_source: z.string().nullable().describe('Where the FX rate comes from'),
    fx_days_off: z
      .number()
      .int()
      .nullable()
      .describe(
        'Days between the observation the price is converted for (page date, else the compilation date) and ' +
          'fx_date; null when no rate was used',
      ),
    fx_note: z
      .string()
      .nullable()
      .describe(
        'Why the rate is more than 7 days from the observation (null when it is within 7 days or no rate was used)',
      ),
    source_url: z.string().describe('Page the price was read from'),
    page_date: z
      .string()
      .nullable()
      .describe('Date the page shows (may be partial: YYYY-MM); null when the page is undated'),
    observed: z
      .string()
      .describe(
        'Date the stored page was read (the compilation date); the price is ' +
          'known to hold on the page at that reading, not necessarily live',
      ),
  })
  .describe('One priced plan')
export type AgentPlan = z.infer<typeof AgentPlan>

const TestResults = z
  .object({
    status: z.enum(['not_run', 'run']).describe('Whether this service has tested the agent'),
    results: z
      .array(
        z.object({
          task: z.string().describe('Test task'),
          score: z.number().describe('Score on it'),
          run_on: z.string().describe('Date of the run'),
        }),
      )
      .nullable()
      .describe("Scores from this service's own tests (null until a test is run; never filled from elsewhere)"),
    reason: z.string().nullable().describe('Why results is null'),
  })
  .describe("The service's own test results for this agent")

export const Agent = z
  .object({
    id: z.string().describe('Stable slug (vendor-product)'),
    name: z.string().describe('Product name'),
    name_zh: z.string().nullable().describe('Chinese name of the product or vendor, for search'),
    vendor: z.string().describe('Vendor'),
    country: z.string().describe('Country of the vendor (CN, US, SE ...)'),
    kind: z.enum(['personal', 'work']).describe('personal = consumer/general agent; work = coding or enterprise agent'),
    category: z
      .enum(AGENT_CATEGORIES)
      .describe(
        'Product type, normalised: hosted-agent, cloud-coding-agent, agentic-ide, coding-plan (model quota used ' +
          'through other coding agents), app-builder, assistant-subscription, enterprise-platform, agentic-browser',
      ),
    product_type: z.string().describe('Product type in the words of the compiler'),
    description: z.string().describe('One line on what it does'),
    plans: z.array(AgentPlan).describe('Priced plans'),
    specs: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
      .describe('Key specs and usage limits as stated (models, quotas, concurrency)'),
    source_urls: z.array(z.string()).describe('All pages the record rests on'),
    page_date: z.string().nullable().describe('Newest page date behind the record (may be partial); null when undated'),
    date_basis: z.string().describe('What the date rests on'),
    source_quality: z.string().describe('official, official mirror, transcription of an official page, or third-party'),
    evidence: z.array(z.string()).describe('Short verbatim phrases from the pages'),
    notes: z.string().nullable().describe('Conflicts and corrections'),
    test_results: TestResults,
  })
  .describe('A cloud agent with its plans')
export type Agent = z.infer<typeof Agent>

/** Query filter shape for /api/v1/cloud-agents and get_cloud_agents (limit is added by the tool). */
export const agentsFilter = {
  kind: z.enum(['personal', 'work']).optional().describe('personal or work'),
  query: z
    .string()
    .optional()
    .describe('Text in the name, vendor, product type or description (English or Chinese, e.g. "coding plan", "智谱")'),
  country: z.string().optional().describe('Country of the vendor, e.g. CN or US'),
  category: z.enum(AGENT_CATEGORIES).optional().describe('Normalised product type'),
  max_monthly_usd: z
    .number()
    .nonnegative()
    .optional()
    .describe('Only agents with a plan at or below this monthly USD price'),
}
export type AgentsQuery = {
  kind?: 'personal' | 'work'
  query?: string
  country?: string
  category?: (typeof AGENT_CATEGORIES)[number]
  max_monthly_usd?: number
}

/** Whether an agent matches every given filter. */
export function matchAgents(item: Agent, query: AgentsQuery): boolean {
  if (query.kind && item.kind !== query.kind) return false
  if (query.country && item.country.toUpperCase() !== query.country.toUpperCase()) return false
  if (query.category && item.category !== query.category) return false
  if (
    query.max_monthly_usd !== undefined &&
    !item.plans.some((p) => p.price_usd !== null && p.price_usd <= query.max_monthly_usd!)
  )
    return false
  if (query.query) {
    const needle = query.query.toLowerCase()
    const hay = [
      item.name,
      item.name_zh,
      item.vendor,
      item.product_type,
      item.category,
      item.description,
      ...item.plans.map((p) => p.plan),
    ]
    if (!hay.some((h) => h?.toLowerCase().includes(needle))) return false
  }
  return true
}
