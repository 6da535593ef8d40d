// The quality-adjusted index: a time-dummy hedonic regression of ln(blended price) on one capability
// score with a fixed effect per day, per group. A new model enters by its capability on its first
// day (the chain-linked index ignores it until its second day, and never credits a cheaper model
// of equal capability as a price fall). Pure and streaming; scripts/recompute-index.ts runs the
// same function on /data/history.csv and /data/evaluations_latest.json.
import { mean } from '../../../tools/stats.ts'
import { PRICE_INDEX_GROUPS, type IndexGroup } from '../../../tools/price-index/schema.ts'
import type { Rejected } from '../../../tools/rejected.ts'
import { blend, daysOf, groupsOf, type GroupedDays, type IndexRow } from './blend.ts'
import type { ModelScores } from './capability.ts'

/**
 * A model's capability on one scale across benchmarks: its score on each source standardised over
 * every model that source scores (z-score), averaged over the sources that score it.
 */
export function capabilityScores(evaluations: ModelScores[]): Map<string, number> {
  const bySource = new Map<string, Map<string, number[]>>()
  for (const e of evaluations)
    for (const s of e.scores) {
      if (!Number.isFinite(s.score)) continue
      const models = bySource.get(s.source) ?? new Map<string, number[]>()
      models.set(e.model, [...(models.get(e.model) ?? []), s.score])
      bySource.set(s.source, models)
    }
  const z = new Map<string, number[]>()
  for (const source of [...bySource.keys()].sort()) {
    const models = bySource.get(source)!
    const ids = [...models.keys()].sort()
    const means = ids.map((id) => mean(models.get(id)!))
    if (ids.length < 3) continue
    const average = mean(means)
    const sd = Math.sqrt(means.reduce((a, b) => a + (b - average) ** 2, 0) / (means.length - 1))
    if (!(sd > 0)) continue
    for (const [i, id] of ids.entries()) z.set(id, [...(z.get(id) ?? []), (means[i] - average) / sd])
  }
  return new Map([...z].map(([id, zs]) => [id, mean(zs)]))
}

/**
 * Scored models a day needs to enter the regression and get a point: with fewer, one model's entry
 * swings the day effect (the bundled history has 1-6 scored models until 2024-04, and the series
 * moved 39 -> 161 -> 117 on them).
 */
const MIN_QA_MODELS = 10

/** Sums of one group on one day over its scored models priced above zero. */
interface DaySums {
  date: string
  n: number
  x: number
  xx: number
  yUsd: number
  xyUsd: number
  yCny: number
  xyCny: number
}

export interface QualityPoint {
  qa_index_usd: number | null
  qa_index_cny: number | null
  qa_models: number
}

export interface QualityAdjusted {
  /** By `<group>-<date>` id, as the chain-linked points. */
  points: Map<string, QualityPoint>
  /** Per group: the capability premium (d ln price / d capability) in USD and CNY, and the scored models used. */
  slopes: Record<IndexGroup, { usd: number | null; cny: number | null; models: number }>
}

/**
 * The series over history rows ordered by date. Fixed-effects algebra: with a day effect d_t,
 * ln p = d_t + b * x + e gives b = sum_t S_xy(t) / sum_t S_xx(t) over within-day deviations, and
 * d_t = mean_t(ln p) - b * mean_t(x); the index is 100 * exp(d_t - d_base). Models are summed in
 * id order, so the result does not depend on the order of rows within a day.
 */
export function qualityAdjusted(
  rows: Iterable<IndexRow> | GroupedDays,
  capability: Map<string, number>,
  baseDate: string,
  { minModels = MIN_QA_MODELS, rejected = [] as Rejected[] } = {},
): QualityAdjusted {
  const sums = new Map<IndexGroup, DaySums[]>(PRICE_INDEX_GROUPS.map((g) => [g, []]))
  const used = new Map<IndexGroup, Set<string>>(PRICE_INDEX_GROUPS.map((g) => [g, new Set()]))
  for (const day of daysOf(rows, rejected, 'history')) {
    const today = new Map<IndexGroup, DaySums>()
    const members = new Map<IndexGroup, string[]>()
    for (const model of [...day.rows.keys()].sort()) {
      const row = day.rows.get(model)!
      const x = capability.get(model)
      const usd = blend(row.input_usd, row.output_usd)
      const cny = blend(row.input_cny, row.output_cny)
      if (x === undefined || !(usd > 0 && cny > 0)) continue
      for (const group of groupsOf(row.country)) {
        const s = today.get(group) ?? { date: day.date, n: 0, x: 0, xx: 0, yUsd: 0, xyUsd: 0, yCny: 0, xyCny: 0 }
        const [ly, lc] = [Math.log(usd), Math.log(cny)]
        s.n++
        s.x += x
        s.xx += x * x
        s.yUsd += ly
        s.xyUsd += x * ly
        s.yCny += lc
        s.xyCny += x * lc
        today.set(group, s)
        const list = members.get(group)
        if (list) list.push(model)
        else members.set(group, [model])
      }
    }
    for (const [group, s] of today) {
      if (s.n < minModels) continue
      sums.get(group)!.push(s)
      for (const model of members.get(group)!) used.get(group)!.add(model)
    }
  }
  const points = new Map<string, QualityPoint>()
  const slopes = {} as QualityAdjusted['slopes']
  for (const group of PRICE_INDEX_GROUPS) {
    const list = sums.get(group)!
    const within = (f: (s: DaySums) => number) => list.reduce((a, s) => a + f(s), 0)
    const sxx = within((s) => s.xx - (s.x * s.x) / s.n)
    const slope = (xy: (s: DaySums) => number, y: (s: DaySums) => number) =>
      sxx > 0 ? within((s) => xy(s) - (s.x * y(s)) / s.n) / sxx : null
    const bUsd = slope(
      (s) => s.xyUsd,
      (s) => s.yUsd,
    )
    const bCny = slope(
      (s) => s.xyCny,
      (s) => s.yCny,
    )
    slopes[group] = { usd: bUsd, cny: bCny, models: used.get(group)!.size }
    if (bUsd === null || bCny === null) continue
    const effect = (s: DaySums) => ({ usd: s.yUsd / s.n - bUsd * (s.x / s.n), cny: s.yCny / s.n - bCny * (s.x / s.n) })
    const base = list.find((s) => s.date >= baseDate) ?? list[0]
    const b = effect(base)
    for (const s of list) {
      const d = effect(s)
      points.set(`${group.toLowerCase()}-${s.date}`, {
        qa_index_usd: 100 * Math.exp(d.usd - b.usd),
        qa_index_cny: 100 * Math.exp(d.cny - b.cny),
        qa_models: s.n,
      })
    }
  }
  return { points, slopes }
}
