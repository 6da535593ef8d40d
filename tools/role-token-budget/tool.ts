import { matchRoleTokenBudget, RoleBudget, RoleBudgetExtras, RoleBudgetQuery } from './schema.ts'
import { listTool } from '../snapshot.ts'

/** The dataset name its editions are stored under, shared by the producer and this tool. */
export const ROLE_TOKEN_BUDGET = 'role_token_budget'

const roleTokenBudget = listTool({
  name: 'get_role_token_budget',
  title: 'Monthly token budget per job role',
  description:
    'Monthly input and output tokens for 32 job roles at three usage levels, the best model from any country ' +
    'and the best Chinese model by a stated rule, and the monthly cost of each in CNY and USD. Every number is ' +
    'sourced, derived (formula and inputs named) or an assumption with its rationale.',
  about: 'monthly tokens and cost per job role and usage level, with the best model overall and the best Chinese model',
  rest: true,
  dataset: ROLE_TOKEN_BUDGET,
  feed: 'role_token_budget.json',
  item: RoleBudget,
  extras: RoleBudgetExtras,
  filters: RoleBudgetQuery,
  match: matchRoleTokenBudget,
  limit: { fallback: 10, max: 96 },
})

export const RoleTokenBudgetPayload = roleTokenBudget.payload
export default roleTokenBudget.tool
