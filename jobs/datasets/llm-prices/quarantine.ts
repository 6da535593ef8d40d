// Stage 4: hold back a price that moved by more than `factor` (default 10x) from the last
// published one: more likely a unit error (per token vs per 1M, per 1K) than a real change. The
// last good price stays published; the record is kept with its reason for the run report.
import type { PriceRecord } from '../../../tools/schemas.ts'
import type { Observation } from '../../../tools/observation.ts'
import type { Rejected } from '../../../tools/rejected.ts'
import { roundTo } from '../../../tools/round.ts'

/** The observation behind a published record, in its native currency. */
export function observationOf(record: PriceRecord): Observation {
  const native = record.native_currency === 'USD' ? 'usd' : 'cny'
  return {
    model: record.model,
    source_model_id: record.source_model_id,
    vendor: record.vendor,
    country: record.country,
    currency: record.native_currency,
    input: record[`input_${native}`],
    output: record[`output_${native}`],
    cache_read: record[`cache_read_${native}`],
    cache_write: record[`cache_write_${native}`],
    observed: record.last_observed,
    source_name: record.source_name,
    source_url: record.source_url,
    ...(record.tiers ? { tiers: record.tiers } : {}),
    ...(record.conditions ? { conditions: record.conditions } : {}),
    ...(record.seller && record.seller !== record.vendor ? { seller: record.seller } : {}),
    ...(record.date_basis ? { date_basis: record.date_basis } : {}),
    ...(record.via ? { via: record.via } : {}),
    // Both currencies stated by the seller: the other one rides along, so a refresh never converts it.
    ...(record.converted_currency === null ? { stated: otherStated(record) } : {}),
    // Components the source named itself (bands and windows are rebuilt from tiers and conditions).
    ...(record.components?.some((c) => c.name !== 'context_band' && c.name !== 'off_peak')
      ? { components: record.components.filter((c) => c.name !== 'context_band' && c.name !== 'off_peak') }
      : {}),
  }
}

function otherStated(record: PriceRecord): NonNullable<Observation['stated']> {
  const other = record.native_currency === 'USD' ? 'cny' : 'usd'
  return {
    currency: other === 'usd' ? 'USD' : 'CNY',
    input: record[`input_${other}`],
    output: record[`output_${other}`],
    cache_read: record[`cache_read_${other}`],
    cache_write: record[`cache_write_${other}`],
    source_url: record.source_url,
  }
}

export function quarantine(chosen: Map<string, Observation>, published: Map<string, PriceRecord>, factor: number) {
  const accepted = new Map<string, Observation>()
  const held: Rejected[] = []
  for (const [model, obs] of chosen) {
    const last = published.get(model)
    if (last) {
      const prev = observationOf(last)
      // A free model that becomes paid (or the reverse) is a real kind of change, not a unit error.
      const ratio = (a: number, b: number) => (a === 0 || b === 0 ? 1 : Math.max(a / b, b / a))
      // Compare like with like: in the native currency when it did not change, else skip the check.
      // A seller's own row (date_basis) is its page's words: a 10x repricing there is real.
      const worst =
        prev.currency === obs.currency && !obs.date_basis
          ? Math.max(ratio(obs.input, prev.input), ratio(obs.output, prev.output))
          : 1
      if (worst > factor) {
        held.push({
          source: obs.source_name,
          record: model,
          reason:
            `price moved ${roundTo(worst, 1)}x (input ${prev.input} -> ` +
            `${obs.input}, output ${prev.output} -> ${obs.output} ${obs.currency} ` +
            `per 1M); over the ${factor}x limit, last published price kept`,
        })
        continue
      }
    }
    accepted.set(model, obs)
  }
  return { accepted, held }
}
