// Enterprise AI cost: the role budgets and today's prices against self-hosting on GPUs.
import { PRICE_HISTORY } from '../../../tools/llm-price-history.ts'
import { readFile } from 'node:fs/promises'
import enterpriseAiCost, { ENTERPRISE_AI_COST, EnterpriseAiCostPayload } from '../../../tools/enterprise-ai-cost.ts'
import { LLM_PRICES, type LlmPricesSnapshot } from '../../../tools/llm-prices.ts'
import { ROLE_TOKEN_BUDGET } from '../../../tools/role-token-budget.ts'
import type { RoleBudget } from '../../../tools/schemas/role-token-budget.ts'
import type { BasePayload } from '../../../tools/snapshot.ts'
import { col, type PageView } from '../../../tools/page.ts'
import type { Dataset } from '../../dataset.ts'
import { buildEnterpriseAiCost } from './build.ts'
import { GPU_PRICES } from '../../../tools/gpu-prices.ts'
import type { GpuItem } from '../../../tools/schemas/gpu-prices.ts'
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
  page: {
    dataset: ENTERPRISE_AI_COST,
    title: 'Enterprise AI cost: API versus self-hosting',
    about:
      "Twelve company samples (10 to 10,000 people): monthly tokens from the role budgets and a stated role mix, the API cost at today's list prices, and self-hosting an open model on public cloud, private cloud and on-premises GPUs, with the break-even volume. Every assumption is in the data with its source or the word assumption.",
    method: 'enterprise-ai-cost',
    key: (e) => e.id,
    recordTitle: (e) => e.name_en,
    columns: [
      col('name_en', 'Company sample', 'text', { link: 'record' }),
      col('name_zh', '样本'),
      col('industry', 'Industry', 'text', { filter: true }),
      col('ai_intensity', 'AI intensity', 'text', { filter: true }),
      col('headcount.value', 'People', 'int'),
      col('staff_using_ai.value', 'Using AI', 'int'),
      col('monthly_input_tokens.value', 'Input tokens / month', 'int'),
      col('monthly_output_tokens.value', 'Output tokens / month', 'int'),
      col('api_monthly_usd.value', 'API, USD / month', 'usd'),
      col('self_hosting.public_cloud.monthly_usd.value', 'Public cloud, USD / month', 'usd'),
      col('cheapest', 'Cheapest'),
    ],
    fields: [
      col('name_en', 'Company sample'),
      col('name_zh', '样本'),
      col('industry', 'Industry'),
      col('ai_intensity', 'AI intensity'),
      col('headcount.value', 'People', 'int'),
      col('headcount.rationale', 'Why (assumption)'),
      col('staff_using_ai.value', 'Using AI', 'int'),
      col('monthly_input_tokens.value', 'Input tokens per month', 'int'),
      col('monthly_output_tokens.value', 'Output tokens per month', 'int'),
      col('api_monthly_usd.value', 'API, USD per month', 'usd'),
      col('api_monthly_cny.value', 'API, CNY per month', 'cny'),
      col('api_usd_per_m_tokens.value', 'API, USD per 1M tokens', 'usd'),
      col('gpu_count.value', 'GPUs to self-host', 'int'),
      col('self_hosting.public_cloud.monthly_usd.value', 'Public cloud, USD per month', 'usd'),
      col('self_hosting.private_cloud.monthly_usd.value', 'Private cloud, USD per month', 'usd'),
      col('self_hosting.on_premises.monthly_usd.value', 'On-premises, USD per month', 'usd'),
      col('cheapest', 'Cheapest'),
    ],
  } satisfies PageView,
} satisfies Dataset
