// A price change between two observations of one model (or its addition to tracking).
import type { PriceChange } from '../../../tools/schemas.ts'
import { type Observation, sourceWithoutSnapshot } from '../../../tools/observation.ts'
import { roundPercent } from '../../../tools/round.ts'
import { basisOf, offerOf } from '../../../tools/price-domain.ts'

const pct = (before: number, after: number) =>
  before === 0 ? (after === 0 ? 0 : null) : roundPercent((after - before) / before)

/**
 * The change from `prev` to `obs` effective on `date`; undefined when input and output are unchanged,
 * or when the two are prices of different offers (another seller, region or currency: a switch of the
 * offer served is not a move of any price).
 */
export function changeBetween(prev: Observation | undefined, obs: Observation, date: string): PriceChange | undefined {
  const offer = offerOf(obs).id
  const base = {
    date,
    model: obs.model,
    offer,
    vendor: obs.vendor,
    country: obs.country,
    currency: obs.currency,
    input_after: obs.input,
    output_after: obs.output,
    source_name: obs.source_name,
    source_url: obs.source_url,
    ...(basisOf(obs.date_basis) ? { date_basis: basisOf(obs.date_basis) } : {}),
  }
  if (!prev) {
    return {
      ...base,
      kind: 'added',
      input_before: null,
      output_before: null,
      input_change_pct: null,
      output_change_pct: null,
      change_pct: null,
      previous_observed: null,
    }
  }
  if (prev.currency !== obs.currency || offerOf(prev).id !== offer) return undefined
  if (prev.input === obs.input && prev.output === obs.output) return undefined
  const inPct = pct(prev.input, obs.input)
  const outPct = pct(prev.output, obs.output)
  const moves = [obs.input - prev.input, obs.output - prev.output].filter((d) => d !== 0)
  const kind = moves.every((d) => d < 0) ? 'cut' : moves.every((d) => d > 0) ? 'increase' : 'mixed'
  const largest = [inPct, outPct]
    .filter((p): p is number => p !== null)
    .reduce<number | null>((a, p) => (a === null || Math.abs(p) > Math.abs(a) ? p : a), null)
  return {
    ...base,
    kind,
    input_before: prev.input,
    output_before: prev.output,
    input_change_pct: inPct,
    output_change_pct: outPct,
    change_pct: largest,
    previous_observed: prev.observed,
    // Two sources, not two reads of one: the move may be one source correcting the other.
    ...(sourceWithoutSnapshot(prev.source_name) !== sourceWithoutSnapshot(obs.source_name)
      ? { previous_source_name: prev.source_name }
      : {}),
  }
}
