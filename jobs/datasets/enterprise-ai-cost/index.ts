// Enterprise AI cost: the role budgets and today's prices against self-hosting on GPUs.
import { PRICE_HISTORY } from '../../../tools/llm-prices/llm-price-history.ts'
import { readFile } from 'node:fs/promises'
import enterpriseAiCost, {
  ENTERPRISE_AI_COST,
  EnterpriseAiCostPayload,
} from '../../../tools/enterprise-ai-cost/tool.ts'
import { LLM_PRICES, type LlmPricesPayload } from '../../../tools/llm-prices/llm-prices.ts'
import { ROLE_TOKEN_BUDGET } from '../../../tools/role-token-budget/tool.ts'
import type { RoleBudget } from '../../../tools/role-token-budget/schema.ts'
import type { BasePayload } from '../../../tools/snapshot.ts'
import type { Dataset } from '../../dataset.ts'
import { buildEnterpriseAiCost } from './build.ts'
import { GPU_PRICES } from '../../../tools/gpu-prices/gpu-prices.ts'
import type { GpuItem } from '../../../tools/gpu-prices/schema.ts'
import { enterpriseAiCostPage } from '../../../tools/enterprise-ai-cost/page.ts'
import { ENTERPRISE_DIR, gpuInputFromPrices, gpuSourcesUsed } from './load.ts'
import { apiPrices } from './api-price.ts'
import { EnterpriseAssumptionsFile } from './inputs.ts'
import { OFFICIAL_PRICES } from '../../../tools/official-prices/official-prices.ts'
import type { OfficialPriceItem } from '../../../tools/official-prices/schema.ts'

export default {
  tools: [enterpriseAiCost],
  producer: {
    name: ENTERPRISE_AI_COST,
    // its as_of is its inputs' (prices, budgets, GPU prices): as stale as the stalest of them may be
    writes: [{ name: ENTERPRISE_AI_COST, payload: EnterpriseAiCostPayload, staleAfterDays: 30 }],
    reads: [LLM_PRICES, OFFICIAL_PRICES, ROLE_TOKEN_BUDGET, GPU_PRICES],
    // a model no longer listed: its last history day's price
    readsSeries: [PRICE_HISTORY],
    async produce(ctx) {
      const prices = await ctx.read<LlmPricesPayload>(LLM_PRICES)
      const budgets = await ctx.read<BasePayload & { items: RoleBudget[] }>(ROLE_TOKEN_BUDGET)
      // GPU prices only through gpu_prices' published records: the two datasets agree on what a valid price is.
      const gpus = await ctx.read<BasePayload & { items: GpuItem[] }>(GPU_PRICES)
      if (!prices || !budgets || !gpus)
        throw new Error(`${LLM_PRICES}, ${ROLE_TOKEN_BUDGET} or ${GPU_PRICES} is missing`)
      const gpu = gpuInputFromPrices(gpus.items)
      const official = (await ctx.read<BasePayload & { items: OfficialPriceItem[] }>(OFFICIAL_PRICES))?.items ?? []
      const read = (name: string) => readFile(`${ENTERPRISE_DIR}/${name}`, 'utf8')
      // checked here, before its open model is read; the builder checks it again as its own input
      const assumptions = EnterpriseAssumptionsFile.parse(JSON.parse(await read('assumptions.json')))
      const { priceList, held } = await apiPrices(ctx, prices, official, assumptions.open_model)
      const { payload, rejected } = buildEnterpriseAiCost({
        roleBudgets: budgets.items,
        prices: priceList,
        gpus: [gpu],
        assumptions,
        sources: [...prices.sources, ...gpuSourcesUsed(gpus.sources, gpu)],
      })
      return { payloads: { [ENTERPRISE_AI_COST]: payload }, rejected: [...held, ...rejected] }
    },
  },
  page: enterpriseAiCostPage,
} satisfies Dataset
