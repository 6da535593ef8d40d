// Stage 3: one published price per model. The first source in precedence order that lists the
// model wins; every other source whose USD price differs by more than 1% is a disagreement.
import type { FxTable } from '../../../tools/fx.ts'
import type { Observation } from '../../../tools/observation.ts'
import { addDays } from '../../../tools/dates.ts'
import { STALE_DAYS } from '../../../tools/price-domain.ts'
import { roundPerMillion, roundTo } from '../../../tools/round.ts'
import { convertPrice, priceDiffPct } from '../../../tools/price-domain.ts'

interface Disagreement {
  model: string
  published: { source: string; input_usd: number; output_usd: number }
  other: { source: string; input_usd: number; output_usd: number }
  max_diff_pct: number
}

const usd = (obs: Observation, fx: FxTable, _date: string) => {
  // Each price converted at the rate of the day it was observed.
  if (obs.currency === 'USD') return { input: obs.input, output: obs.output }
  const rate = fx.on(obs.observed).rate
  return {
    input: convertPrice(obs.input, obs.currency, 'USD', rate),
    output: convertPrice(obs.output, obs.currency, 'USD', rate),
  }
}

/** Per model, the newest observation of each source (in the given order), up to `date`. */
export function bySource(
  results: { name: string; observations: Observation[] }[],
  date: string,
): Map<string, Observation[]> {
  const byModel = new Map<string, Observation[]>()
  for (const { observations } of results) {
    const newest = new Map<string, Observation>()
    for (const obs of observations) {
      if (obs.observed > date) continue
      const seen = newest.get(obs.model)
      if (!seen || obs.observed > seen.observed) newest.set(obs.model, obs)
    }
    for (const [model, obs] of newest) byModel.set(model, [...(byModel.get(model) ?? []), obs])
  }
  return byModel
}

/**
 * The winner among a model's candidates (in precedence order): a Chinese vendor's CNY price before
 * any USD figure (native currency first), and a record STALE_DAYS behind another source's yields.
 */
function pick(list: Observation[]): Observation {
  const newest = list.reduce((d, o) => (o.observed > d ? o.observed : d), '')
  const fresh = list.filter((o) => addDays(o.observed, STALE_DAYS) >= newest)
  const cny = fresh.find((o) => o.currency === 'CNY' && o.country === 'CN')
  return cny ?? fresh[0]
}

export function reconcile(candidates: Map<string, Observation[]>, fx: FxTable, date: string, tolerancePct = 1) {
  const chosen = new Map<string, Observation>()
  const disagreements: Disagreement[] = []
  for (const [model, list] of candidates) {
    const first = pick(list)
    const others = list.filter((o) => o !== first)
    chosen.set(model, first)
    const a = usd(first, fx, date)
    for (const other of others) {
      const b = usd(other, fx, date)
      const worst = Math.max(priceDiffPct(a.input, b.input), priceDiffPct(a.output, b.output))
      if (worst > tolerancePct) {
        disagreements.push({
          model,
          published: {
            source: first.source_name,
            input_usd: roundPerMillion(a.input),
            output_usd: roundPerMillion(a.output),
          },
          other: {
            source: other.source_name,
            input_usd: roundPerMillion(b.input),
            output_usd: roundPerMillion(b.output),
          },
          max_diff_pct: roundTo(worst, 2),
        })
      }
    }
  }
  return { chosen, disagreements }
}
