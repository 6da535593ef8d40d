// A model its developer no longer sells that another seller's own page still prices (Alibaba Cloud's
// deepseek-r1 once DeepSeek's line-up left it out): from the day the developer's pages say so, that
// seller's price is the model's, its seller named, so a price in force stays in latest.json and in the
// history when the developer's own offer ends. Before that day a resale is an offer of its own only.
import type { Observation } from '../../../tools/observation.ts'
import type { Retiring } from './ended.ts'

/**
 * A resale observation as the model's price from the day its developer stopped selling it; else undefined.
 * `retired`: the sellers' checker the gates use (ended.ts retiredBySeller), built once per run.
 */
export function resaleStandIn(retired: Retiring): (o: Observation) => Observation | undefined {
  return (o) => {
    if (!o.seller) return undefined
    // Asked of the developer's own sale, on any day from this observation's on.
    const gone = retired({ ...o, seller: undefined, date_basis: undefined, observed: '9999-12-31' }, o.observed)
    if (!gone || (o.valid_until && o.valid_until <= gone.since)) return undefined
    const from = gone.since > o.observed ? gone.since : o.observed
    const why = `its developer's pages do not sell it from ${gone.since}`
    return { ...o, observed: from, date_basis: `${o.date_basis}; the model's price from ${from}: ${why}` }
  }
}
