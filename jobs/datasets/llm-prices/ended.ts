// A catalogue repeating a price its seller says has ended is refuted by the seller's page: DeepSeek's
// page says deepseek-chat's 0.27/1.10 USD list ended on 2025-09-05, yet a catalogue still carried it in
// August 2026. Such an observation is held back with the page's words, never published.
import type { Observation } from '../../../tools/observation.ts'
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { modelIdOf } from '../../../tools/vendors.ts'
import type { SellerPrices } from '../../official.ts'
import { respell } from './spellings.ts'
import { SNAPSHOT_ID } from '../../../tools/alias-pointers.ts'
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

/** A model its seller retired: from which day, and the page's words. */
export interface Retired {
  since: string
  reason: string
  /** Its last list price (standard, first band), which its rolling names may still repeat. */
  last?: { currency: string; input: number; output: number }
}

/**
 * The models each seller's own page retired: every row the seller states of its own model has ended,
 * and the page marked it retired or a copy proven whole left it out (sources/official/history.ts), keyed
 * by the id the model is served under. A model absent from a copy not proven whole is never retired.
 */
export function retiredModels(sellers: SellerPrices[]): Map<string, Retired> {
  const out = new Map<string, Retired>()
  for (const t of sellers) {
    const own = (r: OfficialPrice) => r.developer === t.seller || (t.developer_of_models ?? []).includes(r.developer)
    const byId = new Map<string, OfficialPrice[]>()
    for (const r of t.rows.filter(own)) {
      const named = modelIdOf(r.model)
      if ('reason' in named) continue
      const id = respell({ model: named.id } as Observation).model
      byId.set(id, [...(byId.get(id) ?? []), r])
    }
    for (const [id, rows] of byId) {
      if (rows.some((r) => !r.effective_until) || !rows.some((r) => r.status === 'retired')) continue
      const last = rows.reduce((a, r) => (day(r.effective_until!) > day(a.effective_until!) ? r : a))
      const since = day(last.effective_until!)
      const words = last.effective_basis ?? last.evidence.slice(0, 80)
      const reason =
        `${t.seller_name}'s page retired ${last.model} on ${since} (${last.url}: "${words}"); ` +
        'a catalogue listing it after that day lists a model its seller no longer sells'
      const listed = rows
        .filter((r) => isList(r))
        .reduce<OfficialPrice | undefined>((a, r) => (!a || r.effective_until! > a.effective_until! ? r : a), undefined)
      const price = listed && { currency: listed.currency, input: listed.input!, output: listed.output! }
      if (!out.has(id) || out.get(id)!.since < since) out.set(id, { since, reason, ...(price ? { last: price } : {}) })
    }
  }
  return out
}

/**
 * A checker: the retirement a (catalogue) observation of the developer's own sale outlives, else
 * undefined. Whatever price or currency it shows: the seller's page no longer sells the model at all.
 */
export function retiredBySeller(sellers: SellerPrices[]): (obs: Observation) => Retired | undefined {
  const retired = retiredModels(sellers)
  const current = currentByStem(sellers)
  return (obs) => {
    if (obs.date_basis) return undefined // the seller's own rows end by themselves
    if (obs.seller && obs.seller !== obs.vendor) return undefined // another seller may still sell it
    const r = retired.get(obs.model)
    if (r) return obs.observed >= r.since ? r : undefined
    // A dated version of a model the seller retired, when the seller sells no version of it any more.
    const dated = SNAPSHOT_ID.exec(obs.model)
    const whole = dated && dated[2] !== 'latest' ? retired.get(dated[1]) : undefined
    if (whole && !current.get(dated![1])?.length)
      return obs.observed >= whole.since
        ? { ...whole, reason: `${obs.model} is a dated version of ${dated![1]}: ${whole.reason}` }
        : undefined
    // A rolling name (magistral-medium, magistral-medium-latest) at the last price of a snapshot of its
    // stem the seller retired, which no snapshot it still sells has: the retired model under another name.
    const stem = obs.model.replace(/-latest$/, '')
    const at = (p: { currency: string; input: number; output: number }) =>
      p.currency === obs.currency && near(p.input, obs.input) && near(p.output, obs.output)
    if ((current.get(stem) ?? []).some(at)) return undefined
    // Of the retired snapshots at that price, the last retired: until then one of them still sold it.
    let found: [string, Retired] | undefined
    for (const [id, s] of retired)
      if (SNAPSHOT_ID.exec(id)?.[1] === stem && s.last && at(s.last) && (!found || s.since > found[1].since))
        found = [id, s]
    if (found && obs.observed >= found[1].since) {
      const [id, s] = found
      return {
        ...s,
        reason: `${obs.model} at ${obs.input}/${obs.output} ${obs.currency} is ${id}'s price: ${s.reason}`,
      }
    }
    return undefined
  }
}

/** A standard, first-band row with both prices: a list price. */
const isList = (r: OfficialPrice) =>
  r.mode === 'standard' && r.input != null && r.output != null && (r.condition?.input_tokens_min ?? 0) === 0

/** The list prices each seller still states, by the stem of the model's id (its snapshot's stem). */
function currentByStem(sellers: SellerPrices[]) {
  const out = new Map<string, { currency: string; input: number; output: number }[]>()
  for (const t of sellers)
    for (const r of t.rows) {
      if (r.effective_until || r.status === 'retired' || !isList(r)) continue
      const named = modelIdOf(r.model)
      if ('reason' in named) continue
      const stem = SNAPSHOT_ID.exec(named.id)?.[1] ?? named.id
      out.set(stem, [...(out.get(stem) ?? []), { currency: r.currency, input: r.input!, output: r.output! }])
    }
  return out
}
