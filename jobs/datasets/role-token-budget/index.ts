// Role token budgets: the assumptions file with today's prices and the evaluations' ranks.
import { readFile } from 'node:fs/promises'
import { EVALUATIONS } from '../../../tools/evaluations/tool.ts'
import { LLM_PRICES, type LlmPricesPayload } from '../../../tools/llm-prices/llm-prices.ts'
import roleTokenBudget, { ROLE_TOKEN_BUDGET, RoleTokenBudgetPayload } from '../../../tools/role-token-budget/tool.ts'
import type { EvaluationItem } from '../../../tools/evaluations/schema.ts'
import type { BasePayload } from '../../../tools/snapshot.ts'
import { roleTokenBudgetPage } from '../../../tools/role-token-budget/page.ts'
import type { Dataset } from '../../dataset.ts'
import { snapshotsApart } from '../evaluations/match.ts'
import { buildRoleTokenBudget } from './build.ts'
import { evaluationInputs } from './inputs.ts'
import { ROLE_BUDGET_DIR } from './load.ts'
import { withoutEndedPrices } from '../../ended-prices.ts'
import { OFFICIAL_PRICES } from '../../../tools/official-prices/official-prices.ts'
import type { OfficialPriceItem } from '../../../tools/official-prices/schema.ts'

/** Where the evaluations are published, cited on every cross_rank. */
const EVALUATIONS_FEED = '/data/evaluations_latest.json'

export default {
  tools: [roleTokenBudget],
  producer: {
    name: ROLE_TOKEN_BUDGET,
    // budgets are priced at today's prices: as fresh as the prices
    writes: [{ name: ROLE_TOKEN_BUDGET, payload: RoleTokenBudgetPayload, staleAfterDays: 14 }],
    reads: [LLM_PRICES, OFFICIAL_PRICES, EVALUATIONS],
    async produce(ctx) {
      const prices = await ctx.read<LlmPricesPayload>(LLM_PRICES)
      const evaluations = await ctx.read<BasePayload & { items: EvaluationItem[] }>(EVALUATIONS)
      if (!prices || !evaluations) throw new Error(`${LLM_PRICES} or ${EVALUATIONS} is missing`)
      const assumptions = JSON.parse(await readFile(`${ROLE_BUDGET_DIR}/assumptions.json`, 'utf8'))
      const official = (await ctx.read<BasePayload & { items: OfficialPriceItem[] }>(OFFICIAL_PRICES))?.items ?? []
      const held = withoutEndedPrices(prices.items, official, prices.as_of, LLM_PRICES)
      const { payload, rejected } = buildRoleTokenBudget({
        // The evaluations score a dated snapshot as itself, at its rolling record's price: the same records here.
        prices: snapshotsApart(held.kept),
        evaluations: evaluationInputs(evaluations.items),
        evaluationsRef: { source_url: EVALUATIONS_FEED, as_of: evaluations.as_of },
        assumptions,
        priceSources: [...prices.sources, ...evaluations.sources],
      })
      return { payloads: { [ROLE_TOKEN_BUDGET]: payload }, rejected: [...held.rejected, ...rejected] }
    },
  },
  page: roleTokenBudgetPage,
} satisfies Dataset
