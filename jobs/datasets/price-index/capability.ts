// Cost of capability: per benchmark threshold and group, the cheapest blended price per day of any
// model scoring at or above the threshold, and the yearly rate at which that price falls.
import { mean } from '../../../tools/stats.ts'
import { PRICE_INDEX_GROUPS, type CapabilitySeries, type IndexGroup } from '../../../tools/price-index/schema.ts'
import type { Rejected } from '../../../tools/rejected.ts'
import { blend, daysOf, groupsOf, type GroupedDays, type IndexRow } from './blend.ts'

/** A model's benchmark scores, as the evaluations dataset lists them. */
export interface ModelScores {
  model: string
  scores: { source: string; score: number }[]
}

/**
 * Thresholds per benchmark source, on each source's own scale. lmarena: Arena text Elo (about a
 * third of the 282 models of the 2025-12 full leaderboard are at 1350 or more, 47 at 1400);
 * livebench: global average (0-100); aider: polyglot percent correct (0-100). Round levels, so a
 * reader can tell "a model at least this good" without a table.
 */
export const CAPABILITY_THRESHOLDS: Record<string, number[]> = {
  lmarena: [1300, 1350, 1400],
  livebench: [40, 50, 60],
  aider_polyglot: [25, 50, 75],
}

/** Least-squares fit of ln(price) on the day number; rate = 1 - exp(365 * slope). */
export function declineFit(points: { date: string; price: number }[]) {
  if (points.length < 2) return { slope: null, rate: null, n: points.length }
  const t0 = Date.parse(points[0].date)
  const xs = points.map((p) => (Date.parse(p.date) - t0) / 86_400_000)
  const ys = points.map((p) => Math.log(p.price))
  const mx = mean(xs)
  const my = mean(ys)
  let sxy = 0
  let sxx = 0
  for (let i = 0; i < xs.length; i++) {
    sxy += (xs[i] - mx) * (ys[i] - my)
    sxx += (xs[i] - mx) ** 2
  }
  const slope = sxy / sxx
  return { slope, rate: 1 - Math.exp(365 * slope), n: points.length }
}

/**
 * The series for every (source, threshold, group). A model's score is taken as fixed over the whole
 * history (assumption: scores are single published figures, not dated; the best score a model has
 * in a source counts). Zero list prices are left out (free previews would pin the minimum at 0).
 */
export function costOfCapability(
  rows: Iterable<IndexRow> | GroupedDays,
  evaluations: ModelScores[],
  thresholds = CAPABILITY_THRESHOLDS,
): { series: CapabilitySeries[]; rejected: Rejected[] } {
  const best = new Map<string, Map<string, number>>() // source -> model -> score
  for (const entry of evaluations) {
    for (const { source, score } of entry.scores) {
      if (!Number.isFinite(score)) continue
      const bySource = best.get(source) ?? best.set(source, new Map()).get(source)!
      bySource.set(entry.model, Math.max(score, bySource.get(entry.model) ?? -Infinity))
    }
  }
  const levels = Object.entries(thresholds).flatMap(([source, list]) =>
    list.map((threshold) => ({ source, threshold })),
  )
  const series = new Map<string, CapabilitySeries>()
  for (const { source, threshold } of levels) {
    for (const group of PRICE_INDEX_GROUPS) {
      const id = `${source}-${threshold}-${group}`.toLowerCase()
      series.set(id, {
        id,
        source,
        threshold,
        group,
        yearly_decline: null,
        slope_per_day: null,
        fit_days: 0,
        points: [],
      })
    }
  }
  const rejected: Rejected[] = []
  const sources = [...new Set(levels.map((l) => l.source))]
  for (const day of daysOf(rows, rejected, 'history')) {
    const models = [...day.rows.values()].sort((a, b) => (a.model < b.model ? -1 : a.model > b.model ? 1 : 0))
    // Each source's scored models priced above zero, in id order: read once for all its thresholds.
    const scored = new Map<string, { model: string; price: number; score: number; groups: IndexGroup[] }[]>()
    for (const source of sources) {
      const scores = best.get(source)
      const list: { model: string; price: number; score: number; groups: IndexGroup[] }[] = []
      for (const row of models) {
        const score = scores?.get(row.model)
        if (score === undefined) continue
        const price = blend(row.input_usd, row.output_usd)
        if (price > 0) list.push({ model: row.model, price, score, groups: groupsOf(row.country) })
      }
      scored.set(source, list)
    }
    for (const { source, threshold } of levels) {
      const cheapest = new Map<IndexGroup, { price: number; model: string; n: number }>()
      for (const { model, price, score, groups } of scored.get(source)!) {
        if (score < threshold) continue
        for (const group of groups) {
          const current = cheapest.get(group)
          if (!current) cheapest.set(group, { price, model, n: 1 })
          else {
            current.n++
            if (price < current.price) Object.assign(current, { price, model })
          }
        }
      }
      for (const [group, c] of cheapest) {
        series
          .get(`${source}-${threshold}-${group}`.toLowerCase())!
          .points.push({ date: day.date, cheapest_blended_usd: c.price, model: c.model, qualifying_models: c.n })
      }
    }
  }
  return { series: [...series.values()].map(withFit), rejected }
}

function withFit(s: CapabilitySeries): CapabilitySeries {
  const fit = declineFit(s.points.map((p) => ({ date: p.date, price: p.cheapest_blended_usd })))
  return {
    ...s,
    yearly_decline: fit.rate,
    slope_per_day: fit.slope,
    fit_days: fit.n,
    ...(fit.rate === null
      ? {
          fit_note: s.points.length
            ? 'one day only: no trend to fit'
            : 'no model at or above the threshold has a price in this group',
        }
      : {}),
  }
}
