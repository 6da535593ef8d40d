// The award/budget rate's pages: the table of tenders matched to their awards, a page per pair citing
// both notices.
import { BUDGET_DEAL_RATE } from './budget-deal-rate.ts'
import { defineView, field } from '../page.ts'
import type { BudgetDealPair } from './schema.ts'

export const budgetDealRatePage = defineView<BudgetDealPair>({
  dataset: BUDGET_DEAL_RATE,
  title: 'Award / budget rate',
  about:
    'Tenders matched to their awards by project id or a recorded link, with award amount over budget, both ' +
    'source links and the caveats; the linked groups left out are listed with the reason.',
  method: 'procurement',
  note: () =>
    'The rate is the award amount over the budget, for a tender and an award that share a recorded project ' +
    'group or project id. Several package awards in one group: their sum over the tender’s total budget; no ' +
    'award notice: the first-ranked candidate’s bid; a range: its midpoint. Groups with a cancelled award ' +
    '(废标), no budget, no amount or only estimated amounts are left out and listed in the feed, with every ' +
    'unpaired notice and why.',
  key: (p) => p.id,
  recordTitle: (p) => p.title,
  columns: [
    field('title', 'Project', 'text', { link: 'record' }),
    field('rate', 'Award / budget', 'ratio-pct'),
    field('budget_cny', 'Budget CNY', 'cny'),
    field('award_cny', 'Award CNY', 'cny'),
    field('category', 'Category', 'text', { filter: true }),
    field('province', 'Province'),
    field('pair_date', 'Date', 'date'),
  ],
  fields: [
    field('title', 'Project'),
    field('match_key', 'Link'),
    field('matched_by', 'Matched by'),
    field('buyer', 'Buyer'),
    field('rate', 'Award / budget', 'ratio-pct'),
    field('budget_raw', 'Budget as written'),
    field('budget_cny', 'Budget CNY', 'cny'),
    field('award_cny', 'Award CNY', 'cny'),
    field('deal_kind', 'Deal kind'),
    field('packages', 'Packages', 'int'),
    field('tender_url', 'Tender source', 'url'),
    field('pair_date', 'Date', 'date'),
  ],
  // A notice with no date of its own cites the day its page was read.
  cites: (p) => [
    { label: 'tender', url: p.tender_url, observed: p.tender_date ?? p.observed },
    ...p.deal_urls.map((url) => ({ label: 'award', url, observed: p.deal_date ?? p.observed })),
  ],
})
