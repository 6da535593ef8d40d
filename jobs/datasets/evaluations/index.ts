// Evaluations: benchmark scores matched to the priced models (reads the latest prices).
import evaluations, { EVALUATIONS, EvaluationsPayload } from '../../../tools/evaluations/tool.ts'
import { LLM_PRICES, type LlmPricesPayload } from '../../../tools/llm-prices/llm-prices.ts'
import { PRICE_HISTORY } from '../../../tools/llm-prices/llm-price-history.ts'
import { evaluationsPage } from '../../../tools/evaluations/page.ts'
import type { Dataset } from '../../dataset.ts'
import { produceEvaluations } from './load.ts'
import type { PriceInput } from './build.ts'
import { withoutEndedPrices } from '../../ended-prices.ts'
import { snapshotsApart } from './match.ts'
import { OFFICIAL_PRICES } from '../../../tools/official-prices/official-prices.ts'
import type { OfficialPriceItem } from '../../../tools/official-prices/schema.ts'
import type { BasePayload } from '../../../tools/snapshot.ts'

export default {
  tools: [evaluations],
  producer: {
    name: EVALUATIONS,
    // leaderboards publish new results weekly to monthly
    writes: [{ name: EVALUATIONS, payload: EvaluationsPayload, staleAfterDays: 60 }],
    reads: [LLM_PRICES, OFFICIAL_PRICES],
    // The models the history prices and the price list no longer does: an index over past days needs them.
    readsSeries: [PRICE_HISTORY],
    async produce(ctx) {
      const prices = await ctx.read<LlmPricesPayload>(LLM_PRICES)
      if (!prices) throw new Error(`${LLM_PRICES} is missing`)
      // A price its seller says has ended is no price column here (ended-prices.ts). Checked per dated
      // snapshot too: a snapshot set apart from its rolling id carries the rolling id's price, which
      // the snapshot's own seller row may say ended (mistral-small-2506's 0.1/0.3 on 2026-07-31).
      const official = (await ctx.read<BasePayload & { items: OfficialPriceItem[] }>(OFFICIAL_PRICES))?.items ?? []
      const held = withoutEndedPrices(snapshotsApart(prices.items), official, prices.as_of, LLM_PRICES)
      const priced = new Set(prices.items.flatMap((i) => [i.model, ...(i.aliases ?? [])]))
      const last = new Map<string, PriceInput & { last_priced: string }>()
      for await (const r of ctx.data.allSeries(PRICE_HISTORY))
        if (!priced.has(r.model) && r.date >= (last.get(r.model)?.last_priced ?? ''))
          last.set(r.model, { ...r, last_observed: r.date, last_priced: r.date })
      const built = await produceEvaluations(held.kept, undefined, [...last.values()])
      return {
        payloads: { [EVALUATIONS]: built.payload },
        rejected: [...held.rejected, ...built.rejected],
        report: { unmatched: built.unmatched, ambiguous: built.ambiguous },
      }
    },
  },
  page: evaluationsPage,
} satisfies Dataset
