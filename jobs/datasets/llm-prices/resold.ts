// Models their developer no longer sells that another seller's own page still prices on the data's day
// (Alibaba Cloud's deepseek-r1 once DeepSeek's line-up left it out): served as that seller's offer, so a
// price in force stays in latest.json when its developer's own offer ends.
import type { Observation } from '../../../tools/observation.ts'
import type { SellerPrices } from '../../official.ts'
import { officialObservations } from './sources/official.ts'
import { respell } from './spellings.ts'

/** The newest in-force resale observation of each model `priced` lacks (sellers in name order). */
export function resoldOnly(
  sellers: SellerPrices[],
  priced: { has: (model: string) => boolean },
  asOf: string,
): Observation[] {
  const out = new Map<string, Observation>()
  for (const t of [...sellers].sort((a, b) => a.seller.localeCompare(b.seller)))
    for (const o of officialObservations(t).observations.map(respell)) {
      if (!o.seller || priced.has(o.model) || o.observed > asOf || (o.valid_until && o.valid_until <= asOf)) continue
      const was = out.get(o.model)
      if (!was || o.observed > was.observed) out.set(o.model, o)
    }
  return [...out.values()]
}
