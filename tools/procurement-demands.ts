import { matchProcurementDemand, ProcurementDemand, procurementQuery } from './schemas/procurement.ts'
import { listTool } from './snapshot.ts'

/** Snapshot name shared by the producer and this tool. */
export const PROCUREMENT_DEMANDS = 'procurement_demands'

const demands = listTool({
  name: 'get_procurement_demands',
  title: 'China AI-compute tenders',
  description: 'Chinese public and carrier tender notices for AI compute (servers, 智算中心, 算力 services, all-in-one machines, LLM services) and compute-adjacent work: buyer, budget as written and parsed (元/万元/亿元, 约/超 flags, tax basis), deadline, project id, region, category from the title, the Chinese title and evidence kept, source URL and page date. Estimates are flagged; ai_compute_specific separates AI-only records.',
  about: 'China AI-compute tender notices with buyer, budget and deadline (Chinese text kept)',
  rest: false,
  dataset: PROCUREMENT_DEMANDS,
  feed: 'procurement_demands.json',
  item: ProcurementDemand,
  filters: procurementQuery,
  match: matchProcurementDemand,
  limit: { fallback: 20, max: 200 },
})

export const ProcurementDemandsPayload = demands.payload
export default demands.tool
