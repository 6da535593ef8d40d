import { z } from 'zod'
import {
  matchProcurementDemand,
  ProcurementAmount,
  ProcurementDemand as DemandBase,
  procurementQuery,
} from './schema.ts'
import { listTool } from '../snapshot.ts'

/** The dataset name its editions are stored under, shared by the producer and this tool. */
export const PROCUREMENT_DEMANDS = 'procurement_demands'

/** One lot's budget (标包1 6000万元), or one budget shared by `count` lots (每个标包预算1.25亿元). */
const LotBudget = z
  .object({
    lot: z.string().describe('The lot label as written (标包1, 包2, 每个标包)'),
    count: z.number().int().describe('Lots at this budget: 1, or N for "N个标包,每个标包预算X"'),
    amount: ProcurementAmount.describe('The lot budget parsed'),
    raw: z.string().describe('The lot clause as written'),
  })
  .describe('A lot-level budget')

// a tender budgeted by lots only is budgeted at their sum, each lot kept.
export const ProcurementDemand = DemandBase.extend({
  budget: ProcurementAmount.nullable().describe(
    "The notice's budget: the stated total, or the sum of the lot " +
      'budgets when the notice states only lots (budget_basis)',
  ),
  budget_basis: z
    .enum(['stated', 'sum_of_lots'])
    .nullable()
    .describe('stated: the budget words give it; sum_of_lots: the lots in budget_lots added up; null: no budget'),
  budget_lots: z.array(LotBudget).describe('Lot-level budgets as written, each kept'),
  budget_lots_match_total: z
    .boolean()
    .nullable()
    .describe('Whether the lots add up to a stated total (null: no stated total or no lots)'),
}).describe('A China AI-compute tender notice')
export type ProcurementDemand = z.infer<typeof ProcurementDemand>

const demands = listTool({
  name: 'get_procurement_demands',
  title: 'China AI-compute tenders',
  description:
    'Chinese public and carrier tender notices for AI compute (servers, 智算中心, 算力 services, all-in-one machines, ' +
    'LLM services) and compute-adjacent work: buyer, budget as written and parsed (元/万元/亿元, 约/超 flags, tax ' +
    'basis; lot budgets kept and summed when only lots are stated), deadline, project id, region, category from ' +
    'the title, the Chinese title and evidence kept, source URL and page date. Estimates are flagged; ' +
    'ai_compute_specific separates AI-only records.',
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
