// The daily chain-linked Jevons index per group (the core both the builder and
// scripts/recompute-index.ts run, so the published series is reproducible from history.csv alone).
import { PRICE_INDEX_GROUPS, type IndexGroup, type PriceIndexPoint } from '../../../tools/price-index/schema.ts'
import type { Rejected } from '../../../tools/rejected.ts'
import { basisOf, blend, daysOf, groupsOf, type GroupedDays, type IndexRow } from './blend.ts'

export interface IndexOptions {
  /** Day every group equals 100; default: the first day on which all three groups have a row. */
  baseDate?: string
  /** Named in rejections. */
  source?: string
}

/** A chain-linked point (the quality-adjusted fields come from hedonic.ts). */
export type ChainPoint = Omit<PriceIndexPoint, 'qa_index_usd' | 'qa_index_cny' | 'qa_models'>

export interface IndexSeries {
  base_date: string
  as_of: string
  items: ChainPoint[]
  rejected: Rejected[]
}

interface Blended {
  usd: number
  cny: number
}

/** A model's blended price on a day, and the offer and source it is read from (blend.ts basisOf). */
interface Priced extends Blended {
  basis: string
}

/**
 * Geometric mean of p_d / p_{d-1} over models priced above zero on both days by the same offer and
 * source; 1 when there are none. `ids`: every model of the day, sorted, so the float sum of logs (and
 * so the index) does not depend on the row order within a day; sorted once per day for all groups.
 */
function link(ids: string[], today: Map<string, Priced>, before: Map<string, Priced>) {
  let logUsd = 0
  let logCny = 0
  let n = 0
  for (const id of ids) {
    const now = today.get(id)
    const was = before.get(id)
    if (!now || !was) continue
    if (!(now.usd > 0 && now.cny > 0 && was.usd > 0 && was.cny > 0) || now.basis !== was.basis) continue
    logUsd += Math.log(now.usd / was.usd)
    logCny += Math.log(now.cny / was.cny)
    n++
  }
  return n ? { usd: Math.exp(logUsd / n), cny: Math.exp(logCny / n), n } : { usd: 1, cny: 1, n: 0 }
}

/**
 * The index over history rows ordered by date (any order within a day). Keeps only the previous
 * day's prices, so it runs over a stream; the rebasing at the end touches only the output points.
 */
export function computeIndexSeries(rows: Iterable<IndexRow> | GroupedDays, opts: IndexOptions = {}): IndexSeries {
  const rejected: Rejected[] = []
  const items: ChainPoint[] = []
  const previous = new Map<IndexGroup, Map<string, Priced>>()
  const level = new Map<IndexGroup, Blended>()
  const firstDay = new Map<IndexGroup, string>()
  let asOf = ''
  for (const day of daysOf(rows, rejected, opts.source ?? 'history')) {
    asOf = day.date
    const today = new Map<IndexGroup, Map<string, Priced>>(PRICE_INDEX_GROUPS.map((g) => [g, new Map()]))
    for (const row of day.rows.values()) {
      const price = {
        usd: blend(row.input_usd, row.output_usd),
        cny: blend(row.input_cny, row.output_cny),
        basis: basisOf(row),
      }
      for (const group of groupsOf(row.country)) today.get(group)!.set(row.model, price)
    }
    const ids = [...day.rows.keys()].sort()
    for (const group of PRICE_INDEX_GROUPS) {
      const prices = today.get(group)!
      if (!prices.size) continue // the group has not started yet (or has no row today): no point
      const before = previous.get(group)
      const step = before ? link(ids, prices, before) : { usd: 1, cny: 1, n: 0 }
      const was = level.get(group) ?? { usd: 100, cny: 100 }
      const now = { usd: was.usd * step.usd, cny: was.cny * step.cny }
      if (!firstDay.has(group)) firstDay.set(group, day.date)
      level.set(group, now)
      previous.set(group, prices)
      items.push({
        id: `${group.toLowerCase()}-${day.date}`,
        date: day.date,
        group,
        index_usd: now.usd,
        index_cny: now.cny,
        link_usd: step.usd,
        link_cny: step.cny,
        median_blended_usd: medianOf(prices, 'usd'),
        median_blended_cny: medianOf(prices, 'cny'),
        models: prices.size,
        link_models: step.n,
      })
    }
  }
  const baseDate = opts.baseDate ?? [...firstDay.values()].sort().at(-1) ?? ''
  return { base_date: baseDate, as_of: asOf, items: rebase(items, baseDate), rejected }
}

/**
 * The median of one currency's blended prices, as tools/stats.ts median computes it, sorted as a typed
 * array (numeric order without a comparator call per pair: the index takes one per group per day). The
 * prices are finite and not negative (blend.ts rowProblem), where both orders give the same number (a zero's
 * sign aside, which JSON does not write).
 */
function medianOf(prices: Map<string, Priced>, currency: 'usd' | 'cny'): number {
  const sorted = new Float64Array(prices.size)
  let i = 0
  for (const p of prices.values()) sorted[i++] = p[currency]
  sorted.sort()
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Scales each group so it equals 100 on baseDate (a no-op when baseDate is the group's first day). */
function rebase(items: ChainPoint[], baseDate: string): ChainPoint[] {
  if (!items.length) return items
  const scale = new Map<IndexGroup, Blended>()
  for (const item of items)
    if (item.date === baseDate) scale.set(item.group, { usd: 100 / item.index_usd, cny: 100 / item.index_cny })
  for (const group of new Set(items.map((i) => i.group))) {
    if (!scale.has(group)) throw new Error(`base date ${baseDate} has no ${group} point`)
  }
  return items.map((item) => {
    const s = scale.get(item.group)!
    return s.usd === 1 && s.cny === 1
      ? item
      : { ...item, index_usd: item.index_usd * s.usd, index_cny: item.index_cny * s.cny }
  })
}
