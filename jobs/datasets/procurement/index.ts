// China AI-compute procurement: tenders, deals, the summary and the award/budget rate, from the
// real notices (data/bundled/procurement). The portal adapters (ccgp.ts, ggzy.ts) parse official
// notice text; no portal page is recorded yet, so they are tested on labelled samples only.
import budgetDealRate, { BUDGET_DEAL_RATE, BudgetDealRateListPayload } from '../../../tools/budget-deal-rate.ts'
import procurementDeals, { PROCUREMENT_DEALS, ProcurementDealsPayload } from '../../../tools/procurement-deals.ts'
import procurementDemands, {
  PROCUREMENT_DEMANDS,
  ProcurementDemandsPayload,
} from '../../../tools/procurement-demands.ts'
import procurementSummary, {
  PROCUREMENT_SUMMARY,
  ProcurementSummaryPayload,
} from '../../../tools/procurement-summary.ts'
import { col, type PageView } from '../../../tools/page.ts'
import type { Dataset } from '../../dataset.ts'
import { produceProcurement } from './load.ts'

export default {
  tools: [procurementDemands, procurementDeals, procurementSummary, budgetDealRate],
  producer: {
    name: 'procurement',
    writes: [
      { name: PROCUREMENT_DEMANDS, payload: ProcurementDemandsPayload },
      { name: PROCUREMENT_DEALS, payload: ProcurementDealsPayload },
      { name: PROCUREMENT_SUMMARY, payload: ProcurementSummaryPayload },
      { name: BUDGET_DEAL_RATE, payload: BudgetDealRateListPayload },
    ],
    async produce() {
      const built = await produceProcurement()
      return {
        payloads: {
          [PROCUREMENT_DEMANDS]: built.demands.payload,
          [PROCUREMENT_DEALS]: built.deals.payload,
          [PROCUREMENT_SUMMARY]: built.summary.payload,
          [BUDGET_DEAL_RATE]: built.rate.payload,
        },
        // one seed file: each bad record once, not once per dataset built from it
        rejected: built.demands.rejected,
        report: built.report,
      }
    },
  },
  page: [
    {
      dataset: PROCUREMENT_DEMANDS,
      title: 'China AI-compute tenders',
      about:
        'Tender notices for AI compute and compute-adjacent work in China: buyer, budget as written and parsed, deadline, region, category; the Chinese text and the evidence quoted from the source page kept.',
      method: 'procurement',
      key: (t) => t.id,
      recordTitle: (t) => t.title,
      columns: [
        col('title', 'Project', 'text', { link: 'record' }),
        col('buyer', 'Buyer'),
        col('province', 'Province', 'text', { filter: true }),
        col('category', 'Category', 'text', { filter: true }),
        col('budget.value', 'Budget', 'number'),
        col('budget.currency', 'Currency'),
        col('budget_raw', 'Budget as written'),
        col('deadline', 'Deadline', 'date'),
        col('page_date', 'Page date', 'date'),
        col('ai_compute_specific', 'AI-specific', 'bool', { filter: true }),
      ],
      fields: [
        col('title', 'Project'),
        col('buyer', 'Buyer'),
        col('buyer_type', 'Buyer type'),
        col('project_id', 'Project id'),
        col('category', 'Category'),
        col('region', 'Region'),
        col('province', 'Province'),
        col('budget_raw', 'Budget as written'),
        col('budget.value', 'Budget (parsed)', 'number'),
        col('budget.currency', 'Currency'),
        col('budget.tax', 'Tax basis'),
        col('deadline', 'Deadline', 'date'),
        col('deadline_time', 'Deadline time'),
        col('quantity', 'Quantity'),
        col('amount_is_estimate', 'Estimate', 'bool'),
        col('match_group', 'Linked notices'),
        col('page_date_raw', 'Date as written'),
        col('source_publisher', 'Publisher'),
        col('source_kind', 'Source kind'),
        col('evidence', 'Evidence (quoted)'),
        col('notes', 'Notes'),
      ],
      cites: (t) => [{ label: t.source_publisher ?? t.source_kind, url: t.url, observed: t.page_date ?? t.observed }],
    } satisfies PageView,
    {
      dataset: PROCUREMENT_DEALS,
      title: 'China AI-compute awards and candidate lists',
      about:
        'Award (中标/成交) and candidate-list (中标候选人) notices for AI compute in China: buyer, suppliers, amount as written and parsed, cancelled (废标) flag; the Chinese text and the evidence quoted from the source page kept.',
      method: 'procurement',
      key: (d) => d.id,
      recordTitle: (d) => d.title,
      columns: [
        col('title', 'Project', 'text', { link: 'record' }),
        col('kind', 'Kind', 'text', { filter: true }),
        col('buyer', 'Buyer'),
        col('suppliers', 'Suppliers', 'text', {
          value: (d) => d.suppliers.map((s: { name: string }) => s.name).join('、'),
        }),
        col('amount.value', 'Amount', 'number'),
        col('amount.currency', 'Currency'),
        col('amount_raw', 'Amount as written'),
        col('cancelled', '废标', 'bool', { filter: true }),
        col('province', 'Province', 'text', { filter: true }),
        col('page_date', 'Page date', 'date'),
      ],
      fields: [
        col('title', 'Project'),
        col('kind', 'Kind'),
        col('buyer', 'Buyer'),
        col('buyer_type', 'Buyer type'),
        col('project_id', 'Project id'),
        col('category', 'Category'),
        col('region', 'Region'),
        col('province', 'Province'),
        col('amount_raw', 'Amount as written'),
        col('amount.value', 'Amount (parsed)', 'number'),
        col('amount.currency', 'Currency'),
        col('amount.tax', 'Tax basis'),
        col('amount_is_estimate', 'Estimate', 'bool'),
        col('cancelled', 'Cancelled (废标)', 'bool'),
        col('cancelled_reason', 'Cancellation'),
        col('match_group', 'Linked notices'),
        col('page_date_raw', 'Date as written'),
        col('source_publisher', 'Publisher'),
        col('source_kind', 'Source kind'),
        col('evidence', 'Evidence (quoted)'),
        col('notes', 'Notes'),
      ],
      cites: (d) => [{ label: d.source_publisher ?? d.source_kind, url: d.url, observed: d.page_date ?? d.observed }],
      sections: [
        {
          title: 'Suppliers',
          rows: (data) => data.record.suppliers,
          columns: [
            col('name', 'Supplier'),
            col('entities', 'Company (suppliers.csv)', 'text', {
              value: (s) =>
                s.entities
                  .map((e: { name: string; role: string }) => (e.role === 'sole' ? e.name : `${e.name} (${e.role})`))
                  .join('、'),
            }),
            col('rank', 'Rank', 'int'),
            col('amount.raw', 'Amount as written'),
            col('amount.value', 'Amount', 'number'),
            col('share', 'Share'),
          ],
          empty: 'No supplier named.',
        },
      ],
    } satisfies PageView,
    {
      dataset: PROCUREMENT_SUMMARY,
      title: 'China AI-compute procurement: summary',
      about:
        'Counts and budget and award totals over the 7 and 30 days before as_of (and the latest 7 and 30 days that hold records), the category split, the largest projects, upcoming deadlines and top suppliers; below, every record with its page.',
      method: 'procurement',
      columns: [
        col('title', 'Notice', 'text', { link: (r) => r.page }),
        col('kind', 'Kind', 'text', { filter: true }),
        col('page_date', 'Page date', 'date'),
        col('url', 'Source', 'url'),
      ],
    } satisfies PageView,
    {
      dataset: BUDGET_DEAL_RATE,
      title: 'Award / budget rate',
      about:
        'Tenders matched to their awards by project id or a recorded link, with award amount over budget, both source links and the caveats; the linked groups left out are listed with the reason.',
      method: 'procurement',
      key: (p) => p.id,
      recordTitle: (p) => p.title,
      columns: [
        col('title', 'Project', 'text', { link: 'record' }),
        col('rate', 'Award / budget', 'ratio-pct'),
        col('budget_cny', 'Budget CNY', 'cny'),
        col('award_cny', 'Award CNY', 'cny'),
        col('category', 'Category', 'text', { filter: true }),
        col('province', 'Province'),
        col('pair_date', 'Date', 'date'),
      ],
      fields: [
        col('title', 'Project'),
        col('match_key', 'Link'),
        col('matched_by', 'Matched by'),
        col('buyer', 'Buyer'),
        col('rate', 'Award / budget', 'ratio-pct'),
        col('budget_raw', 'Budget as written'),
        col('budget_cny', 'Budget CNY', 'cny'),
        col('award_cny', 'Award CNY', 'cny'),
        col('deal_kind', 'Deal kind'),
        col('packages', 'Packages', 'int'),
        col('tender_url', 'Tender source', 'url'),
        col('pair_date', 'Date', 'date'),
      ],
      // A notice with no date of its own cites the day its page was read.
      cites: (p) => [
        { label: 'tender', url: p.tender_url, observed: p.tender_date ?? p.observed },
        ...p.deal_urls.map((url: string) => ({ label: 'award', url, observed: p.deal_date ?? p.observed })),
      ],
    } satisfies PageView,
  ],
} satisfies Dataset
