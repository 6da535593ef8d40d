// A catalogue repeating a price its seller says has ended is refuted by the seller's page: DeepSeek's
// page says deepseek-chat's 0.27/1.10 USD list ended on 2025-09-05, yet a catalogue still carried it in
// August 2026. Such an observation is held back with the page's words, never published.
import type { Observation } from '../../../tools/observation.ts'
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { modelIdOf } from '../../../tools/vendors.ts'
import type { SellerPrices } from '../../official.ts'
import { respell } from './spellings.ts'
import { dayOf as day } from '../../../tools/dates.ts'
import { withinPriceTolerance as near } from '../../../tools/price-domain.ts'

type Ended = OfficialPrice & { id: string }

/** A checker: the reason a (catalogue) observation shows a price its seller ended, else undefined. */
export function endedBySeller(sellers: SellerPrices[]): (obs: Observation) => string | undefined {
  const ended = new Map<string, Ended[]>()
  const current = new Map<string, OfficialPrice[]>()
  for (const { rows } of sellers)
    for (const r of rows) {
      if (r.mode !== 'standard' || r.input == null || r.output == null || (r.condition?.input_tokens_min ?? 0) > 0)
        continue
      const named = modelIdOf(r.model)
      if ('reason' in named) continue
      const id = respell({ model: named.id } as Observation).model
      if (r.effective_until) ended.set(id, [...(ended.get(id) ?? []), { ...r, id }])
      current.set(id, [...(current.get(id) ?? []), r])
    }
  return (obs) => {
    if (obs.date_basis) return undefined // the seller's own rows are dated by themselves
    for (const e of ended.get(obs.model) ?? []) {
      const until = day(e.effective_until!)
      if (
        obs.observed < until ||
        e.currency !== obs.currency ||
        !near(e.input!, obs.input) ||
        !near(e.output!, obs.output)
      )
        continue
      // The seller may have brought the same price back: then its page says so in a row of its own.
      const back = (current.get(obs.model) ?? []).some(
        (r) =>
          r !== e &&
          (r.effective_from ? day(r.effective_from) : r.page_date) <= obs.observed &&
          (!r.effective_until || day(r.effective_until) > obs.observed) &&
          near(r.input!, obs.input) &&
          near(r.output!, obs.output),
      )
      if (back) continue
      return (
        `ended_per_seller: the seller's page says ${e.input}/${e.output} ${e.currency} ended on ` +
        `${e.effective_until} (${e.url}: "${e.effective_basis ?? e.evidence.slice(0, 80)}")`
      )
    }
    return undefined
  }
}
