import { EnterpriseExtras, EnterpriseQuery, EnterpriseSample, matchEnterpriseAiCost } from './schema.ts'
import { listTool } from '../snapshot.ts'

/** The dataset name its editions are stored under, shared by the producer and this tool. */
export const ENTERPRISE_AI_COST = 'enterprise_ai_cost'

const enterpriseAiCost = listTool({
  name: 'get_enterprise_ai_cost',
  title: 'Enterprise AI cost: API versus self-hosting',
  description:
    'Twelve company samples (10 to 10,000 people, several industries and AI intensities): monthly tokens from ' +
    "the role budgets and a stated role mix, the API cost at today's list prices (headline offers), and " +
    'self-hosting the same open model on public cloud, private cloud and on-premises GPUs: GPU count, per-GPU ' +
    'unit economics and the break-even volume. Every assumption is in the data with its source or the word ' +
    'assumption (shared ones: /data/enterprise_ai_cost.json).',
  about: 'what a company of a given size pays for AI via API versus self-hosting an open model',
  rest: false,
  dataset: ENTERPRISE_AI_COST,
  feed: 'enterprise_ai_cost.json',
  item: EnterpriseSample,
  extras: EnterpriseExtras,
  // The shared assumptions and unit economics are long and the same on every page: in the feed.
  feedOnly: ['assumptions', 'open_model', 'gpu', 'per_gpu'],
  filters: EnterpriseQuery,
  match: matchEnterpriseAiCost,
  limit: { fallback: 4, max: 12 },
})

export const EnterpriseAiCostPayload = enterpriseAiCost.payload
export default enterpriseAiCost.tool
