import { z } from 'zod'
import { isoDate } from '../schemas.ts'
import {
  BudgetDealPair,
  BudgetDealRatePayload as RateBase,
  budgetDealRateQuery,
  matchBudgetDealPair,
} from './schema.ts'
import { listTool } from '../snapshot.ts'

/** The dataset name its editions are stored under, shared by the producer and this tool. */
export const BUDGET_DEAL_RATE = 'budget_deal_rate'

const { history: _h, ...baseShape } = RateBase.shape
const { n, mean, median, min, max } = RateBase.shape.overall.shape

/** The dataset's report of every bundled notice in no pair. */
const UnmatchedNotice = z
  .object({
    id: z.string().describe('Record id (procurement_demands or procurement_deals)'),
    kind: z.enum(['tender', 'award', 'candidate']).describe('Notice kind'),
    title: z.string().describe('Title as written'),
    page_date: isoDate.nullable().describe('Page date'),
    url: z.string().describe('Source URL'),
    reason: z
      .string()
      .describe(
        'Why it gives no rate: its group was excluded, its project id has no counterpart, no id and no recorded ' +
          'link, or its pair used other notices',
      ),
  })
  .describe('A bundled notice in no pair')

export const BudgetDealRatePayload = z
  .object({
    ...baseShape,
    unmatched: z
      .array(UnmatchedNotice)
      .describe('Every bundled tender, award and candidate list that is in no pair, with the reason'),
    history: z
      .array(
        z.object({
          date: isoDate.describe("A day on which a bundled notice is dated (or a pair's later notice)"),
          notice_ids: z.array(z.string()).describe('Notices dated that day'),
          tenders_to_date: z.number().int().describe('Dated tenders up to that day'),
          deals_to_date: z.number().int().describe('Dated awards and candidate lists up to that day'),
          pair_ids: z.array(z.string()).describe('Pairs whose later notice is dated up to that day'),
          n,
          mean,
          median,
          min,
          max,
        }),
      )
      .describe(
        "The daily history grown from the notices' dates: one point per day a notice is dated, with the " +
          'statistics of the pairs dated up to it',
      ),
  })
  .describe('budget-deal-rate feed')
export type BudgetDealRatePayload = z.infer<typeof BudgetDealRatePayload>

const { as_of: _a, sources: _s, note: _n, items: _i, ...extras } = BudgetDealRatePayload.shape

const rate = listTool({
  name: 'get_budget_deal_rate',
  title: 'Award / budget rate of China AI-compute procurement',
  description:
    'Award amount divided by budget for tenders and awards matched by project id or a ' +
    'recorded link: overall and grouped statistics (category, region, buyer type), every ' +
    'pair with both source links and its caveats, the linked groups left out with the ' +
    'reason (cancelled 废标, no budget, no amount), and the daily history of the statistics.',
  about: 'award amount over budget for matched China AI-compute tenders and awards',
  rest: false,
  dataset: BUDGET_DEAL_RATE,
  feed: 'budget_deal_rate.json',
  item: BudgetDealPair,
  extras,
  filters: budgetDealRateQuery,
  match: matchBudgetDealPair,
  limit: { fallback: 50, max: 200 },
})

export const BudgetDealRateListPayload = rate.payload
export default rate.tool
