// What the LLM price run tells /admin/runs beside its snapshots: the sellers' pages against what is
// served, every catalogue model served or explained, the catalogues' agreement, and the held-back
// records read as unpriced models and ended prices.
import type { Observation } from '../../../tools/observation.ts'
import type { Rejected } from '../../../tools/rejected.ts'
import type { PriceRecord } from '../../../tools/schemas.ts'
import type { SellerPrices } from '../../official.ts'
import type { SourceResult } from '../../source.ts'
import { agreementReport } from './agreement.ts'
import { coverage, endedOnPages, officialAgreement } from './coverage.ts'
import { retiredWithQuotes } from './sources/secondary.ts'
import { staleClock } from '../../../tools/price-domain.ts'
import { CATALOGUES } from './precedence.ts'

type Unpriced = { model: string; source: string; reason: string }

/** The models held back as unpriced, one line per model and source. */
export function unpricedOf(held: ((Rejected & { gate?: string }) | Unpriced)[]): Unpriced[] {
  const out = new Map<string, Unpriced>()
  for (const h of held) {
    if ('model' in h) {
      out.set(`${h.model}|${h.source}`, h)
      continue
    }
    if (h.gate !== 'unpriced') continue
    const model = h.record.split(' ')[0]
    out.set(`${model}|${h.source}`, { model, source: h.source, reason: h.reason })
  }
  return [...out.values()].sort((a, b) => a.model.localeCompare(b.model))
}

/** The held-back records refuted by a seller's page, one per model and day. */
export const endedOf = (held: Rejected[]) =>
  held
    .filter((h) => /^(ended|retired)_per_seller/.test(h.reason))
    .map(({ source, record, reason }) => ({ source, record, reason }))

/** How many times each key occurs. */
export function countBy(keys: string[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const k of keys) counts[k] = (counts[k] ?? 0) + 1
  return counts
}

/** What the checks compare: the latest prices, the run's sources, what was held back. */
interface Checked {
  latest: PriceRecord[]
  sellers: SellerPrices[]
  asOf: string
  results: SourceResult<Observation>[]
  /** Held back by this run's gates and quarantine. */
  quarantined: Rejected[]
  /** Held back before it (the bundled history's gates, on the first start). */
  heldBefore: Rejected[]
}

/** The agreement and coverage checks of the latest prices, each said in a line as well. */
export function checksOf(c: Checked, say: (line: string) => void) {
  const official = officialAgreement(c.latest, c.sellers, c.asOf)
  for (const o of official)
    say(
      `official ${o.seller.padEnd(14)} ${o.served_within_1pct}/${o.in_force} standard prices in force served within 1%`,
    )
  const catalogue = c.results
    .filter((r) => r.name !== 'official' && r.name !== 'secondary' && r.name !== 'openrouter')
    .flatMap((r) => r.observations)
  const held = [...c.quarantined, ...c.heldBefore]
  const covered = coverage(
    catalogue,
    c.latest,
    held,
    staleClock(catalogue),
    endedOnPages(c.sellers, c.asOf),
    retiredWithQuotes(c.sellers),
  )
  const agreement = agreementReport(
    c.latest,
    c.results.filter((r) => CATALOGUES.includes(r.name as never)),
    new Set(c.quarantined.map((q) => q.record.split(' ')[0])),
  )
  for (const a of agreement)
    say(
      `agreement ${a.catalogue.padEnd(12)} ${a.overlap} pairs, ` +
        `${a.share_within_1pct}% within 1%, ${a.disputed.length} disputed`,
    )
  return { agreement, official_agreement: official, coverage: covered }
}
