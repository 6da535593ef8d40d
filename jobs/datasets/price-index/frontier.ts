// The price-score frontier: per group, the models of the last day that no other model of the group
// beats on both price and cross-source rank.
import { PRICE_INDEX_GROUPS, type FrontierEntry } from '../../../tools/price-index/schema.ts'
import { blend, groupsOf, type IndexRow } from './blend.ts'

/** A model's place in the evaluations dataset's cross-source ranking (1 is best). */
export interface ModelRank {
  model: string
  cross_rank: number
}

/**
 * `latest` are the rows of one day (as_of). B dominates A when B is no dearer and no worse ranked
 * and strictly better on one of the two; the frontier is every model nobody dominates. Models with
 * a zero blended price or without a rank are left out.
 */
export function priceScoreFrontier(latest: IndexRow[], ranks: ModelRank[]): FrontierEntry[] {
  const rankOf = new Map(
    ranks.filter((r) => Number.isFinite(r.cross_rank) && r.cross_rank > 0).map((r) => [r.model, r.cross_rank]),
  )
  const out: FrontierEntry[] = []
  for (const group of PRICE_INDEX_GROUPS) {
    const candidates = latest
      .filter((row) => groupsOf(row.country).includes(group) && rankOf.has(row.model))
      .map((row) => ({
        id: `${group.toLowerCase()}-${row.model}`,
        group,
        date: row.date,
        model: row.model,
        ...(row.offer ? { offer: row.offer } : {}),
        vendor: row.vendor,
        blended_usd: blend(row.input_usd, row.output_usd),
        blended_cny: blend(row.input_cny, row.output_cny),
        cross_rank: rankOf.get(row.model)!,
      }))
      .filter((c) => c.blended_usd > 0 && c.blended_cny > 0)
    const dominated = (a: FrontierEntry) =>
      candidates.some(
        (b) =>
          b !== a &&
          b.blended_usd <= a.blended_usd &&
          b.cross_rank <= a.cross_rank &&
          (b.blended_usd < a.blended_usd || b.cross_rank < a.cross_rank),
      )
    out.push(
      ...candidates
        .filter((c) => !dominated(c))
        .sort((a, b) => a.blended_usd - b.blended_usd || a.cross_rank - b.cross_rank || (a.model < b.model ? -1 : 1)),
    )
  }
  return out
}
