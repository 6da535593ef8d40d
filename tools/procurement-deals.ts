import { matchProcurementDeal, ProcurementDeal, procurementDealsQuery } from './schemas/procurement.ts'
import { listTool } from './snapshot.ts'

/** Snapshot name shared by the producer and this tool. */
export const PROCUREMENT_DEALS = 'procurement_deals'

const deals = listTool({
  name: 'get_procurement_deals',
  title: 'China AI-compute awards and candidate lists',
  description: 'Chinese award (中标/成交) and candidate-list (中标候选人) notices for AI compute: buyer, suppliers, amount as written and parsed, cancelled (废标) flag, region, category, the Chinese title and evidence kept, source URL and page date. Journalists\' and analysts\' estimates are flagged as estimates.',
  about: 'China AI-compute award and candidate notices with buyer, supplier and amount (Chinese text kept)',
  rest: false,
  dataset: PROCUREMENT_DEALS,
  feed: 'procurement_deals.json',
  item: ProcurementDeal,
  filters: procurementDealsQuery,
  match: matchProcurementDeal,
  limit: { fallback: 20, max: 200 },
})

export const ProcurementDealsPayload = deals.payload
export default deals.tool
