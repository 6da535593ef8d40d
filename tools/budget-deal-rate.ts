import { BudgetDealPair, BudgetDealRatePayload, budgetDealRateQuery, matchBudgetDealPair } from './schemas/procurement.ts'
import { listTool } from './snapshot.ts'

/** Snapshot name shared by the producer and this tool. */
export const BUDGET_DEAL_RATE = 'budget_deal_rate'

const { as_of: _a, sources: _s, note: _n, items: _i, ...extras } = BudgetDealRatePayload.shape

const rate = listTool({
  name: 'get_budget_deal_rate',
  title: 'Award / budget rate of China AI-compute procurement',
  description: 'Award amount divided by budget for tenders and awards matched by project id or a recorded link: overall and grouped statistics (category, region, buyer type), every pair with both source links and its caveats, the linked groups left out with the reason (cancelled 废标, no budget, no amount), and the daily history of the statistics.',
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
