// Enterprise AI cost: the role budgets and today's prices against self-hosting on GPUs.
import { readFile } from 'node:fs/promises'
import enterpriseAiCost, { ENTERPRISE_AI_COST, EnterpriseAiCostPayload } from '../../../tools/enterprise-ai-cost.ts'
import { LLM_PRICES, type LlmPricesSnapshot } from '../../../tools/llm-prices.ts'
import { ROLE_TOKEN_BUDGET } from '../../../tools/role-token-budget.ts'
import type { RoleBudget } from '../../../tools/schemas/role-token-budget.ts'
import type { BasePayload } from '../../../tools/snapshot.ts'
import type { Dataset } from '../../dataset.ts'
import { buildEnterpriseAiCost } from './build.ts'
import { ENTERPRISE_DIR, GPU_SOURCES, h100FromFiles } from './load.ts'

export default {
  tools: [enterpriseAiCost],
  producer: {
    name: ENTERPRISE_AI_COST,
    writes: [{ name: ENTERPRISE_AI_COST, payload: EnterpriseAiCostPayload }],
    reads: [LLM_PRICES, ROLE_TOKEN_BUDGET],
    async produce(ctx) {
      const prices = await ctx.read<LlmPricesSnapshot>(LLM_PRICES)
      const budgets = await ctx.read<BasePayload & { items: RoleBudget[] }>(ROLE_TOKEN_BUDGET)
      if (!prices || !budgets) throw new Error(`${LLM_PRICES} or ${ROLE_TOKEN_BUDGET} is missing`)
      const read = (name: string) => readFile(`${ENTERPRISE_DIR}/${name}`, 'utf8')
      const { payload, rejected } = buildEnterpriseAiCost({
        roleBudgets: budgets.items,
        prices: prices.items,
        gpus: [h100FromFiles(await read('gpu_rental_prime_intellect_by_provider_daily.csv'), await read('gpu_price_points_sourced.json'))],
        assumptions: JSON.parse(await read('assumptions.json')),
        sources: [...prices.sources, ...GPU_SOURCES],
      })
      return { payloads: { [ENTERPRISE_AI_COST]: payload }, rejected }
    },
  },
} satisfies Dataset
