// Wire schemas of the four procurement datasets (procurement-demands, procurement-deals,
// procurement-summary, budget-deal-rate), their query filters and pure matchers.
import { z } from 'zod'
import { isoDate } from '../schemas.ts'
import { DatasetSource } from '../envelope.ts'

export const PROCUREMENT_CATEGORIES = [
  'appliance',
  'llm_service',
  'gov_cloud',
  'compute_service',
  'intelligent_computing_center',
  'datacenter_mep',
  'ai_server',
  'general_server',
  'other',
] as const
export const BUYER_TYPES = ['carrier', 'research_education', 'enterprise', 'government', 'unknown'] as const

const category = z
  .enum(PROCUREMENT_CATEGORIES)
  .describe(
    'Category by title keywords (docs/methods/procurement.md): appliance 一体机, llm_service 大模型, ' +
      'gov_cloud 政务云, compute_service 算力服务/租赁, intelligent_computing_center 智算中心, datacenter_mep 数据中心/机电, ' +
      'ai_server, general_server, other',
  )
const buyerType = z.enum(BUYER_TYPES).describe('Buyer type by the keyword rule; unknown: no buyer named')

export const ProcurementAmount = z
  .object({
    value: z
      .number()
      .describe('Amount in the currency unit (yuan or dollars; 万/亿 already applied); the low end of a range'),
    currency: z.enum(['CNY', 'USD']).describe('Currency as written'),
    raw: z.string().describe('The amount as written in the source'),
    approx: z.boolean().describe('Written as approximate (约, about, nearly, 估算)'),
    lower_bound: z.boolean().describe('Written as a floor (超, 超过, 逾, more than): the true figure is higher'),
    upper_bound: z.number().nullable().describe('Top of a written range (a–b, 至, ~); null when not a range'),
    tax: z
      .enum(['incl', 'excl'])
      .nullable()
      .describe('Tax basis as written: incl 含税, excl 不含税; null when not stated'),
  })
  .describe('A money amount parsed from notice text')
export type ProcurementAmount = z.infer<typeof ProcurementAmount>

const common = {
  id: z.string().describe('Stable id (lower-case source record id); its page is `page`'),
  source_id: z.string().describe('Id of the record in the seed file'),
  title: z.string().describe('Project title as the source writes it (Chinese, or English for English-only reports)'),
  buyer: z.string().nullable().describe('Buyer (采购人/招标人) as written; null when the source does not name it'),
  buyer_type: buyerType,
  project_id: z.string().nullable().describe('项目编号/招标编号 as quoted, or null when the source quotes none'),
  category,
  category_keyword: z.string().nullable().describe('The title keyword that decided the category'),
  region: z.string().nullable().describe('Place named in the title or text'),
  province: z.string().nullable().describe('Province derived from the place name (not quoted by the source)'),
  page_date: isoDate
    .nullable()
    .describe(
      'Date of the notice or report page (first full date in page_date_raw); null when only a month or year is known',
    ),
  page_date_raw: z.string().nullable().describe('The date as the source gives it'),
  page_date_note: z.string().nullable().describe('Why page_date is null, or that its year came from context'),
  ai_compute_specific: z
    .boolean()
    .describe('True for AI compute; false for compute-adjacent work (general servers, data-center M&E, 政务云)'),
  amount_is_estimate: z.boolean().describe('The amount is a journalist or analyst calculation, not an official figure'),
  match_group: z.string().nullable().describe('Link to the other notices of the same project (MG-xx)'),
  url: z.string().describe('Source page URL'),
  source_kind: z.string().describe('news report, company disclosure or document mirror'),
  source_publisher: z.string().nullable().describe('Publisher of the source page'),
  evidence: z.string().describe('Quote of the source page behind the figures'),
  notes: z.string().nullable().describe('Compiler notes and caveats'),
  observed: isoDate.describe('Date the source page was read'),
  page: z.string().describe('Relative path of the record page (/procurement-demands/<id> or /procurement-deals/<id>)'),
}

export const ProcurementDemand = z
  .object({
    ...common,
    kind: z.literal('tender').describe('A tender notice (招标/采购公告)'),
    budget: ProcurementAmount.nullable().describe(
      'Headline budget (预算/最高限价/估算价): the first amount in budget_raw',
    ),
    budget_all: z.array(ProcurementAmount).describe('Every amount in budget_raw (package budgets, sub-totals)'),
    budget_raw: z.string().nullable().describe('The budget words as written'),
    budget_null_reason: z.string().nullable().describe('Why budget is null'),
    deadline: isoDate.nullable().describe('Bid submission deadline / opening date'),
    deadline_time: z.string().nullable().describe('Deadline time HH:MM (Beijing time) when given'),
    deadline_raw: z.string().nullable().describe('Deadline as written'),
    quantity: z.string().nullable().describe('Quantity as written'),
  })
  .describe('A China AI-compute tender notice')
export type ProcurementDemand = z.infer<typeof ProcurementDemand>

export const ProcurementSupplier = z
  .object({
    name: z.string().describe('Supplier as written'),
    rank: z.number().int().nullable().describe('Candidate rank when stated'),
    amount: ProcurementAmount.nullable().describe("This supplier's bid or award amount when stated"),
    share: z.string().nullable().describe('Share of the award as written, e.g. 70%'),
  })
  .describe('A winning or candidate supplier')

export const ProcurementDeal = z
  .object({
    ...common,
    kind: z.enum(['award', 'candidate']).describe('award: 中标/成交 result; candidate: 中标候选人 list'),
    cancelled: z.boolean().describe('The award was later cancelled (废标)'),
    cancelled_reason: z.string().nullable().describe('Where the cancellation is stated'),
    suppliers: z.array(ProcurementSupplier).describe('Suppliers named, in the source order'),
    amount: ProcurementAmount.nullable().describe(
      'Headline award or first-candidate amount: the first amount in amount_raw',
    ),
    amount_all: z.array(ProcurementAmount).describe('Every amount in amount_raw'),
    amount_raw: z.string().nullable().describe('The amount words as written'),
    amount_null_reason: z.string().nullable().describe('Why amount is null'),
  })
  .describe('A China AI-compute award or candidate-list notice')
export type ProcurementDeal = z.infer<typeof ProcurementDeal>

const payloadBase = {
  as_of: isoDate.describe('Newest page date in the data'),
  sources: z.array(DatasetSource).describe('Upstream datasets'),
  note: z.string().optional().describe('Caveats'),
}
export const ProcurementDemandsPayload = z
  .object({ ...payloadBase, items: z.array(ProcurementDemand).describe('Tender notices') })
  .describe('procurement-demands feed')
export const ProcurementDealsPayload = z
  .object({ ...payloadBase, items: z.array(ProcurementDeal).describe('Award and candidate-list notices') })
  .describe('procurement-deals feed')
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
export type ProcurementDealsQuery = {
  [K in keyof typeof procurementDealsQuery]?: z.infer<(typeof procurementDealsQuery)[K]>
}

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

// ---- procurement-summary ----
const windowStats = z
  .object({
    start: isoDate.describe('First day of the window (inclusive)'),
    end: isoDate.describe('Last day of the window (inclusive)'),
    days: z.number().int().describe('Length in days'),
    tenders: z.number().int().describe('Tender notices with a page date in the window'),
    awards: z.number().int().describe('Award notices in the window'),
    candidates: z.number().int().describe('Candidate-list notices in the window'),
    budget_total_cny: z.number().describe('Sum of tender budgets, CNY'),
    award_total_cny: z.number().describe('Sum of award amounts, CNY (cancelled and estimated excluded)'),
    candidate_total_cny: z.number().describe('Sum of first-candidate bids, CNY'),
    totals_include_lower_bounds: z.number().int().describe('Amounts summed at a written floor (超/逾)'),
    not_in_totals: z
      .object({
        no_amount: z.number().int().describe('No amount stated'),
        usd: z.number().int().describe('Stated in USD only'),
        estimate: z.number().int().describe('Journalist or analyst estimates'),
        cancelled: z.number().int().describe('Cancelled awards (废标)'),
      })
      .describe('Records in the window left out of the totals, by reason'),
    record_ids: z.array(z.string()).describe('Ids of the records in the window'),
  })
  .describe('Counts and totals over one window of page dates')

const recordLink = z
  .object({
    id: z.string().describe('Record id'),
    kind: z.enum(['tender', 'award', 'candidate']).describe('Notice kind'),
    title: z.string().describe('Title'),
    page_date: isoDate.nullable().describe('Page date'),
    page: z.string().describe('Relative path of the record page'),
    url: z.string().describe('Source page URL'),
  })
  .describe('A record and its page link')

export const ProcurementSummaryPayload = z
  .object({
    ...payloadBase,
    windows: z
      .object({
        last_7_days: windowStats.describe('The 7 days ending on as_of'),
        last_30_days: windowStats.describe('The 30 days ending on as_of'),
        latest_7_days_with_records: windowStats
          .nullable()
          .describe('The 7 days ending on the newest page date on or before as_of'),
        latest_30_days_with_records: windowStats
          .nullable()
          .describe('The 30 days ending on the newest page date on or before as_of'),
      })
      .describe('Dated windows'),
    category_split: z
      .array(
        z.object({
          category,
          tenders: z.number().int().describe('Tenders'),
          deals: z.number().int().describe('Awards and candidate lists'),
          budget_total_cny: z.number().describe('Summed budgets, CNY'),
          deal_total_cny: z.number().describe('Summed deal amounts, CNY'),
        }),
      )
      .describe('All records by category'),
    largest_projects: z
      .array(
        recordLink.extend({
          amount_cny: z.number().describe('Budget or deal amount counted, CNY'),
          amount_raw: z.string().nullable().describe('As written'),
          lower_bound: z.boolean().describe('The amount is a written floor'),
        }),
      )
      .describe('Ten largest by CNY amount'),
    upcoming_deadlines: z
      .array(
        recordLink.extend({
          deadline: isoDate.describe('Deadline'),
          deadline_time: z.string().nullable().describe('Time HH:MM'),
        }),
      )
      .describe('Tenders with a deadline after as_of, soonest first'),
    top_suppliers: z
      .array(
        z.object({
          name: z.string().describe('Supplier as written'),
          projects: z.number().int().describe('Projects it won (match_group, else notice)'),
          awards: z.number().int().describe('Award notices naming it the winner (ranked first, or unranked)'),
          candidates: z.number().int().describe('Candidate lists naming it (bids, not counted as wins)'),
          stated_amount_cny: z
            .number()
            .describe('Sum of its own stated, non-estimate CNY amounts in the awards it won'),
          deal_ids: z.array(z.string()).describe('Award notices it won'),
        }),
      )
      .describe('Suppliers by projects won: award winners only'),
    items: z.array(recordLink).describe('Every record with its page link'),
  })
  .describe('procurement-summary feed')
export type ProcurementSummaryPayload = z.infer<typeof ProcurementSummaryPayload>

// ---- budget-deal-rate ----
const rateStats = {
  n: z.number().int().describe('Pairs'),
  mean: z.number().nullable().describe('Mean rate'),
  median: z.number().nullable().describe('Median rate'),
  min: z.number().nullable().describe('Lowest rate'),
  max: z.number().nullable().describe('Highest rate'),
}
const groupStats = z.object({ key: z.string().describe('Group value (unknown when null)'), ...rateStats })

export const BudgetDealPair = z
  .object({
    id: z.string().describe('Pair id (lower-case match key)'),
    match_key: z.string().describe('match_group, or PID:<project id>'),
    matched_by: z.enum(['match_group', 'project_id']).describe('How the notices were linked'),
    title: z.string().describe('Tender title'),
    buyer: z.string().nullable().describe('Buyer'),
    buyer_type: buyerType,
    category,
    region: z.string().nullable().describe('Region'),
    province: z.string().nullable().describe('Province'),
    ai_compute_specific: z.boolean().describe('Tender is AI-compute specific'),
    tender_id: z.string().describe('Tender record id'),
    deal_ids: z.array(z.string()).describe('Deal records used'),
    deal_kind: z.enum(['award', 'candidate']).describe('award, or candidate when only a candidate list gives a price'),
    packages: z.number().int().describe('Deal notices summed'),
    budget_cny: z.number().describe('Tender headline budget, CNY'),
    budget_raw: z.string().nullable().describe('As written'),
    budget_tax: z.enum(['incl', 'excl']).nullable().describe('Budget tax basis'),
    award_cny: z.number().describe('Sum of award (or first-candidate) amounts, CNY'),
    award_raw: z.array(z.string()).describe('Amounts as written'),
    award_tax: z.enum(['incl', 'excl']).nullable().describe('Award tax basis when all agree'),
    rate: z.number().describe('award_cny / budget_cny'),
    flags: z.array(z.string()).describe('Caveats: tax basis, candidate used, award above budget, range, bound'),
    tender_url: z.string().describe('Tender source URL'),
    deal_urls: z.array(z.string()).describe('Deal source URLs'),
    tender_date: isoDate.nullable().describe('Tender page date'),
    deal_date: isoDate.nullable().describe('Latest deal page date'),
    pair_date: isoDate.nullable().describe('The later notice date (null: neither is dated)'),
    observed: isoDate.describe('Date the source pages were read'),
  })
  .describe('A tender matched with its award')
export type BudgetDealPair = z.infer<typeof BudgetDealPair>

export const BudgetDealRatePayload = z
  .object({
    ...payloadBase,
    items: z.array(BudgetDealPair).describe('Every pair'),
    excluded: z
      .array(
        z.object({
          match_key: z.string().describe('Group'),
          reason: z.string().describe('Why no rate'),
          tender_ids: z.array(z.string()).describe('Tenders'),
          deal_ids: z.array(z.string()).describe('Deals'),
          urls: z.array(z.string()).describe('Source URLs'),
        }),
      )
      .describe('Linked groups without a rate (cancelled 废标, no budget, no amount)'),
    overall: z.object(rateStats).describe('All pairs'),
    by_category: z.array(groupStats).describe('By tender category'),
    by_region: z.array(groupStats).describe('By province'),
    by_buyer_type: z.array(groupStats).describe('By buyer type'),
    history: z
      .array(
        z.object({
          date: isoDate.describe('Day the pair set changed'),
          pair_ids: z.array(z.string()).describe('Pairs dated up to that day'),
          ...rateStats,
        }),
      )
      .describe('One point per day the set of dated pairs changed'),
  })
  .describe('budget-deal-rate feed')
export type BudgetDealRatePayload = z.infer<typeof BudgetDealRatePayload>

/** REST/MCP filter of the pairs. */
export const budgetDealRateQuery = {
  category: category.optional(),
  region: z.string().optional().describe('Substring of the province or region'),
  buyer_type: buyerType.optional(),
  ai_only: z.boolean().optional().describe('Only AI-compute-specific tenders'),
}
export type BudgetDealRateQuery = { [K in keyof typeof budgetDealRateQuery]?: z.infer<(typeof budgetDealRateQuery)[K]> }

/** Whether a pair matches the filter. */
export function matchBudgetDealPair(item: BudgetDealPair, q: BudgetDealRateQuery): boolean {
  if (q.category && item.category !== q.category) return false
  if (q.region && !`${item.region ?? ''}|${item.province ?? ''}`.includes(q.region)) return false
  if (q.buyer_type && item.buyer_type !== q.buyer_type) return false
  if (q.ai_only && !item.ai_compute_specific) return false
  return true
}
