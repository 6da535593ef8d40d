// China AI-compute procurement: tenders, deals, the summary and the award/budget rate, from the
// real notices (data/bundled/procurement). The portal adapters (ccgp.ts, ggzy.ts) parse official
// notice text; no portal page is recorded yet, so they are tested on labelled samples only.
import budgetDealRate, {
  BUDGET_DEAL_RATE,
  BudgetDealRateListPayload,
} from '../../../tools/procurement/budget-deal-rate.ts'
import procurementDeals, {
  PROCUREMENT_DEALS,
  ProcurementDealsPayload,
} from '../../../tools/procurement/procurement-deals.ts'
import procurementDemands, {
  PROCUREMENT_DEMANDS,
  ProcurementDemandsPayload,
} from '../../../tools/procurement/procurement-demands.ts'
import procurementSummary, {
  PROCUREMENT_SUMMARY,
  ProcurementSummaryPayload,
} from '../../../tools/procurement/procurement-summary.ts'
import { budgetDealRatePage } from '../../../tools/procurement/budget-deal-rate-page.ts'
import { procurementDealsPage } from '../../../tools/procurement/procurement-deals-page.ts'
import { procurementDemandsPage } from '../../../tools/procurement/procurement-demands-page.ts'
import { procurementSummaryPage } from '../../../tools/procurement/procurement-summary-page.ts'
import type { Dataset } from '../../dataset.ts'
import { produceProcurement } from './load.ts'

export default {
  tools: [procurementDemands, procurementDeals, procurementSummary, budgetDealRate],
  producer: {
    name: 'procurement',
    // Tenders open and close within weeks (a deadline is days to a month after the notice): notices
    // older than 30 days are no view of current demand; awards follow tenders by one to three months.
    writes: [
      { name: PROCUREMENT_DEMANDS, payload: ProcurementDemandsPayload, staleAfterDays: 30 },
      { name: PROCUREMENT_DEALS, payload: ProcurementDealsPayload, staleAfterDays: 90 },
      { name: PROCUREMENT_SUMMARY, payload: ProcurementSummaryPayload, staleAfterDays: 30 },
      { name: BUDGET_DEAL_RATE, payload: BudgetDealRateListPayload, staleAfterDays: 90 },
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
  page: [procurementDemandsPage, procurementDealsPage, procurementSummaryPage, budgetDealRatePage],
} satisfies Dataset
