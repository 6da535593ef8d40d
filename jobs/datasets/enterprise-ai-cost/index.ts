// Enterprise AI cost: the role budgets and today's prices against self-hosting on GPUs.
import { PRICE_HISTORY } from '../../../tools/llm-price-history.ts'
import { readFile } from 'node:fs/promises'
import enterpriseAiCost, { ENTERPRISE_AI_COST, EnterpriseAiCostPayload } from '../../../tools/enterprise-ai-cost.ts'
import { LLM_PRICES, type LlmPricesSnapshot } from '../../../tools/llm-prices.ts'
import { ROLE_TOKEN_BUDGET } from '../../../tools/role-token-budget.ts'
import type { RoleBudget } from '../../../tools/schemas/role-token-budget.ts'
import type { BasePayload } from '../../../tools/snapshot.ts'
import type { Dataset } from '../../dataset.ts'
import { buildEnterpriseAiCost } from './build.ts'
import { GPU_PRICES } from '../../../tools/gpu-prices.ts'
import type { GpuItem } from '../../../tools/schemas/gpu-prices.ts'
import { enterpriseAiCostPage } from '../../../tools/enterprise-ai-cost-page.ts'
import { ENTERPRISE_DIR, gpuInputFromPrices, gpuSourcesUsed } from './load.ts'

export default {
  tools: [enterpriseAiCost],
  producer: {
    name: ENTERPRISE_AI_COST,
    writes: [{ name: ENTERPRISE_AI_COST, payload: EnterpriseAiCostPayload }],
    reads: [LLM_PRICES, ROLE_TOKEN_BUDGET, GPU_PRICES],
    async produce(ctx) {
      const prices = await ctx.read<LlmPricesSnapshot>(LLM_PRICES)
      const budgets = await ctx.read<BasePayload & { items: RoleBudget[] }>(ROLE_TOKEN_BUDGET)
      // GPU prices only through gpu_prices' published records: the two datasets agree on what a valid price is.
      const gpus = await ctx.read<BasePayload & { items: GpuItem[] }>(GPU_PRICES)
      if (!prices || !budgets || !gpus)
        throw new Error(`${LLM_PRICES}, ${ROLE_TOKEN_BUDGET} or ${GPU_PRICES} is missing`)
      const gpu = gpuInputFromPrices(gpus.items)
      const read = (name: string) => readFile(`${ENTERPRISE_DIR}/${name}`, 'utf8')
      const assumptions = JSON.parse(await read('assumptions.json'))
      // The open model's API price: today's record, else its last published day (a model leaves the
      // latest list 90 days after a source last showed it; its history keeps the price and its date).
      const open: string = assumptions.open_model.model
      const priceList: typeof prices.items = [...prices.items]
      if (!priceList.some((p) => p.model === open)) {
        const last = (await ctx.store.querySeries(PRICE_HISTORY, { key: open, limit: 1 })).rows[0]
        if (last) priceList.push({ ...last, seller: last.vendor })
      }
      const { payload, rejected } = buildEnterpriseAiCost({
        roleBudgets: budgets.items,
        prices: priceList,
        gpus: [gpu],
        assumptions,
        sources: [...prices.sources, ...gpuSourcesUsed(gpus.sources, gpu)],
      })
      return { payloads: { [ENTERPRISE_AI_COST]: payload }, rejected }
    },
  },
  page: enterpriseAiCostPage,
} satisfies Dataset
