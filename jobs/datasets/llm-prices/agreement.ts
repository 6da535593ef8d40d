// The agreement report: for each independent catalogue, the published records it also
// lists but did not supply: how many (model, field) pairs overlap, the share within 1%, and each
// disagreement with a reason (stale catalogue, tier or currency difference, quarantined, unexplained).
import type { Observation } from '../../../tools/observation.ts'
import type { PriceRecord } from '../../../tools/schemas.ts'
import { roundPercent, roundTo } from '../../../tools/round.ts'
import { PRICE_TOLERANCE_PCT, priceDiffPct } from '../../../tools/price-domain.ts'

export interface Agreement {
  catalogue: string
  overlap: number
  within_1pct: number
  share_within_1pct: number
  disputed: { model: string; field: string; published: number; catalogue: number; diff_pct: number; reason: string }[]
}

const FIELDS = ['input', 'output', 'cache_read'] as const

/** Why a published price and a catalogue's differ, as far as the records tell. */
function reasonOf(record: PriceRecord, obs: Observation, quarantined: Set<string>): string {
  if (quarantined.has(record.model)) return 'quarantined: a price of this model was held back by a gate'
  if (record.native_currency !== obs.currency)
    return (
      `currency/region: the vendor bills in ${record.native_currency}, ` +
      `the catalogue lists a ${obs.currency} (international) price`
    )
  if (record.tiers?.length || record.components?.length || obs.tiers?.length)
    return 'tier difference: the price has context bands or other components'
  if (obs.observed < record.last_observed)
    return (
      `stale catalogue: the catalogue's record is from ${obs.observed}, ` +
      `the published one was observed ${record.last_observed}`
    )
  if (obs.observed > record.last_observed)
    return (
      `newer catalogue: the catalogue's record (${obs.observed}) is ` +
      `newer than the published one (${record.last_observed})`
    )
  return 'unexplained: same date, different price'
}

/** One report per catalogue, over the published records it did not supply. */
export function agreementReport(
  latest: PriceRecord[],
  catalogues: { name: string; observations: Observation[] }[],
  quarantined = new Set<string>(),
): Agreement[] {
  return catalogues.map(({ name, observations }) => {
    const byModel = new Map(observations.map((o) => [o.model, o]))
    let overlap = 0
    let within = 0
    const disputed: Agreement['disputed'] = []
    for (const record of latest) {
      const models = [record.model, ...(record.aliases ?? [])]
      const obs = models.map((m) => byModel.get(m)).find(Boolean)
      if (!obs || record.source_name.startsWith(obs.source_name)) continue
      const native = record.native_currency === 'USD' ? 'usd' : 'cny'
      const other = obs.currency === 'USD' ? 'usd' : 'cny'
      for (const field of FIELDS) {
        const published = record[`${field}_${other}`]
        const theirs = obs[field]
        if (published === null || theirs === null) continue
        overlap++
        const d = priceDiffPct(published, theirs)
        if (d <= PRICE_TOLERANCE_PCT) {
          within++
          continue
        }
        disputed.push({
          model: record.model,
          field: `${field}_${other}${native === other ? '' : ' (converted)'}`,
          published,
          catalogue: theirs,
          diff_pct: roundTo(d, 2),
          reason: reasonOf(record, obs, quarantined),
        })
      }
    }
    return {
      catalogue: name,
      overlap,
      within_1pct: within,
      share_within_1pct: overlap ? roundPercent(within / overlap) : 100,
      disputed,
    }
  })
}
