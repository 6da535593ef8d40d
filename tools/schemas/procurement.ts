// Wire schemas of the four procurement datasets (procurement-demands, procurement-deals,
// procurement-summary, budget-deal-rate), their query filters and pure matchers.
import { z } from 'zod'
import { isoDate } from '../schemas.ts'
import { DatasetSource } from '../envelope.ts'

export const PROCUREMENT_CATEGORIES = [
  'appliance', 'llm_service', 'gov_cloud', 'compute_service', 'intelligent_computing_center',
  'datacenter_mep', 'ai_server', 'general_server', 'other',
] as const
export const BUYER_TYPES = ['carrier', 'research_education', 'enterprise', 'government', 'unknown'] as const

const category = z.enum(PROCUREMENT_CATEGORIES)
  .describe('Category from the title by the keyword rule (docs/methods/procurement.md): appliance 一体机, llm_service 大模型, gov_cloud 政务云, compute_service 算力服务/租赁, intelligent_computing_center 智算中心, datacenter_mep 数据中心/机电, ai_server, general_server, other')
const buyerType = z.enum(BUYER_TYPES).describe('Buyer type by the keyword rule: carrier, research_education, enterprise, government, unknown (no buyer named)')

export const ProcurementAmount = z.object({
  value: z.number().describe('Amount in the currency unit (yuan or dollars; 万/亿 already applied); the low end of a range'),
  currency: z.enum(['CNY', 'USD']).describe('Currency as written'),
  raw: z.string().describe('The amount as written in the source'),
  approx: z.boolean().describe('Written as approximate (约, about, nearly, 估算)'),
  lower_bound: z.boolean().describe('Written as a floor (超, 超过, 逾, more than): the true figure is higher'),
  upper_bound: z.number().nullable().describe('Top of a written range (a–b, 至, ~); null when not a range'),
  tax: z.enum(['incl', 'excl']).nullable().describe('Tax basis as written: incl 含税, excl 不含税; null when not stated'),
}).describe('A money amount parsed from notice text')
export type ProcurementAmount = z.infer<typeof ProcurementAmount>

const common = {
  id: z.string().describe('Stable id (lower-case source record id); page at /procurement/<id>'),
  source_id: z.string().describe('Id of the record in the seed file'),
  title: z.string().describe('Project title as the source writes it (Chinese, or English for English-only reports)'),
  buyer: z.string().nullable().describe('Buyer (采购人/招标人) as written; null when the source does not name it'),
  buyer_type: buyerType,
  project_id: z.string().nullable().describe('项目编号/招标编号 as quoted, or null when the source quotes none'),
  category,
  category_keyword: z.string().nullable().describe('The title keyword that decided the category'),
  region: z.string().nullable().describe('Place named in the title or text'),
  province: z.string().nullable().describe('Province derived from the place name (not quoted by the source)'),
  page_date: isoDate.nullable().describe('Date of the notice or report page (first full date in page_date_raw); null when only a month or year is known'),
  page_date_raw: z.string().nullable().describe('The date as the source gives it'),
  page_date_note: z.string().nullable().describe('Why page_date is null, or that its year came from context'),
  ai_compute_specific: z.boolean().describe('True for AI compute; false for compute-adjacent work (general servers, data-center M&E, 政务云)'),
  amount_is_estimate: z.boolean().describe('The amount is a journalist or analyst calculation, not an official figure'),
  match_group: z.string().nullable().describe('Link to the other notices of the same project (MG-xx)'),
  url: z.string().describe('Source page URL'),
  source_kind: z.string().describe('news report, company disclosure or document mirror'),
  source_publisher: z.string().nullable().describe('Publisher of the source page'),
  evidence: z.string().describe('Quote of the source page behind the figures'),
  notes: z.string().nullable().describe('Compiler notes and caveats'),
  observed: isoDate.describe('Date the source page was read'),
  page: z.string().describe('Relative path of the record page (/procurement/<id>)'),
}

export const ProcurementDemand = z.object({
  ...common,
  kind: z.literal('tender').describe('A tender notice (招标/采购公告)'),
  budget: ProcurementAmount.nullable().describe('Headline budget (预算/最高限价/估算价): the first amount in budget_raw'),
  budget_all: z.array(ProcurementAmount).describe('Every amount in budget_raw (package budgets, sub-totals)'),
  budget_raw: z.string().nullable().describe('The budget words as written'),
  budget_null_reason: z.string().nullable().describe('Why budget is null'),
  deadline: isoDate.nullable().describe('Bid submission deadline / opening date'),
  deadline_time: z.string().nullable().describe('Deadline time HH:MM (Beijing time) when given'),
  deadline_raw: z.string().nullable().describe('Deadline as written'),
  quantity: z.string().nullable().describe('Quantity as written'),
}).describe('A China AI-compute tender notice')
export type ProcurementDemand = z.infer<typeof ProcurementDemand>

export const ProcurementSupplier = z.object({
  name: z.string().describe('Supplier as written'),
  rank: z.number().int().nullable().describe('Candidate rank when stated'),
  amount: ProcurementAmount.nullable().describe('This supplier\'s bid or award amount when stated'),
  share: z.string().nullable().describe('Share of the award as written, e.g. 70%'),
}).describe('A winning or candidate supplier')

export const ProcurementDeal = z.object({
  ...common,
  kind: z.enum(['award', 'candidate']).describe('award: 中标/成交 result; candidate: 中标候选人 list'),
  cancelled: z.boolean().describe('The award was later cancelled (废标)'),
  cancelled_reason: z.string().nullable().describe('Where the cancellation is stated'),
  suppliers: z.array(ProcurementSupplier).describe('Suppliers named, in the source order'),
  amount: ProcurementAmount.nullable().describe('Headline award or first-candidate amount: the first amount in amount_raw'),
  amount_all: z.array(ProcurementAmount).describe('Every amount in amount_raw'),
  amount_raw: z.string().nullable().describe('The amount words as written'),
  amount_null_reason: z.string().nullable().describe('Why amount is null'),
}).describe('A China AI-compute award or candidate-list notice')
export type ProcurementDeal = z.infer<typeof ProcurementDeal>

const payloadBase = {
  as_of: isoDate.describe('Newest page date in the data'),
  sources: z.array(DatasetSource).describe('Upstream datasets'),
  note: z.string().optional().describe('Caveats'),
}
export const ProcurementDemandsPayload = z.object({ ...payloadBase, items: z.array(ProcurementDemand) })
export const ProcurementDealsPayload = z.object({ ...payloadBase, items: z.array(ProcurementDeal) })
export type ProcurementDemandsPayload = z.infer<typeof ProcurementDemandsPayload>
export type ProcurementDealsPayload = z.infer<typeof ProcurementDealsPayload>

/** REST/MCP filter of the demands and deals lists (limit/cursor are added by the tool). */
export const procurementQuery = {
  region: z.string().optional().describe('Substring of the region or province, e.g. 新疆'),
  category: category.optional(),
  buyer_type: buyerType.optional(),
  since: isoDate.optional().describe('Page date on or after this day'),
  until: isoDate.optional().describe('Page date on or before this day'),
  ai_only: z.boolean().optional().describe('Only ai_compute_specific records'),
  query: z.string().optional().describe('Case-insensitive substring of title, buyer, suppliers or project id'),
}
export const procurementDealsQuery = {
  ...procurementQuery,
  kind: z.enum(['award', 'candidate']).optional().describe('award or candidate'),
  supplier: z.string().optional().describe('Substring of a supplier name'),
  include_cancelled: z.boolean().optional().describe('Include cancelled (废标) awards (default true)'),
}
export type ProcurementQuery = { [K in keyof typeof procurementQuery]?: z.infer<(typeof procurementQuery)[K]> }
export type ProcurementDealsQuery = { [K in keyof typeof procurementDealsQuery]?: z.infer<(typeof procurementDealsQuery)[K]> }

function matchCommon(item: ProcurementDemand | ProcurementDeal, q: ProcurementQuery, extra: string[]): boolean {
  if (q.region && !`${item.region ?? ''}|${item.province ?? ''}`.includes(q.region)) return false
  if (q.category && item.category !== q.category) return false
  if (q.buyer_type && item.buyer_type !== q.buyer_type) return false
  if (q.since && (!item.page_date || item.page_date < q.since)) return false
  if (q.until && (!item.page_date || item.page_date > q.until)) return false
  if (q.ai_only && !item.ai_compute_specific) return false
  if (q.query) {
    const hay = [item.title, item.buyer ?? '', item.project_id ?? '', ...extra].join('|').toLowerCase()
    if (!hay.includes(q.query.toLowerCase())) return false
  }
  return true
}

/** Whether a tender matches the filter. */
export function matchProcurementDemand(item: ProcurementDemand, q: ProcurementQuery): boolean {
  return matchCommon(item, q, [])
}

/** Whether an award or candidate list matches the filter. */
export function matchProcurementDeal(item: ProcurementDeal, q: ProcurementDealsQuery): boolean {
  const names = item.suppliers.map((s) => s.name)
  if (q.kind && item.kind !== q.kind) return false
  if (q.include_cancelled === false && item.cancelled) return false
  if (q.supplier && !names.some((n) => n.includes(q.supplier!))) return false
  return matchCommon(item, q, names)
}
