// Evaluations: benchmark scores matched to the priced models (reads the latest prices).
import evaluations, { EVALUATIONS, EvaluationsPayload } from '../../../tools/evaluations.ts'
import { LLM_PRICES, type LlmPricesSnapshot } from '../../../tools/llm-prices.ts'
import { evaluationsPage } from '../../../tools/evaluations-page.ts'
import type { Dataset } from '../../dataset.ts'
import { produceEvaluations } from './load.ts'

export default {
  tools: [evaluations],
  producer: {
    name: EVALUATIONS,
    writes: [{ name: EVALUATIONS, payload: EvaluationsPayload }],
    reads: [LLM_PRICES],
    async produce(ctx) {
      const prices = await ctx.read<LlmPricesSnapshot>(LLM_PRICES)
      if (!prices) throw new Error(`${LLM_PRICES} is missing`)
      const built = await produceEvaluations(prices.items)
      return {
        payloads: { [EVALUATIONS]: built.payload },
        rejected: built.rejected,
        report: { unmatched: built.unmatched, ambiguous: built.ambiguous },
      }
    },
  },
  page: evaluationsPage,
} satisfies Dataset
