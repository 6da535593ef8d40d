// The price-index builder: the daily index, cost of capability and frontier in one payload, plus
// the pure selection the REST route and MCP tool serve.
import type { DatasetSource } from '../../../tools/envelope.ts'
import { matchPriceIndex, type PriceIndexPayload, type PriceIndexQuery } from '../../../tools/price-index/schema.ts'
import type { Rejected } from '../../../tools/rejected.ts'
import { GroupedDays, INPUT_WEIGHT, OUTPUT_WEIGHT, rowProblem, type IndexRow } from './blend.ts'
import { CAPABILITY_THRESHOLDS, costOfCapability, type ModelScores } from './capability.ts'
import { priceScoreFrontier, type ModelRank } from './frontier.ts'
import { computeIndexSeries, type ChainPoint } from './index-series.ts'
import { capabilityScores, qualityAdjusted, type QualityPoint } from './hedonic.ts'
import { PRICE_INDEX_GROUPS } from '../../../tools/price-index/schema.ts'

export interface PriceIndexInputs {
  /** Daily price history (HistoryRow or a history.csv line), any order. */
  rows: Iterable<IndexRow>
  /** Upstream datasets of the prices (and of the scores, when given). */
  sources: DatasetSource[]
  /** Benchmark scores per model (evaluations dataset); empty leaves cost_of_capability without points. */
  evaluations?: ModelScores[]
  /** Cross-source ranks per model (evaluations dataset); empty leaves the frontier empty. */
  ranks?: ModelRank[]
  baseDate?: string
  thresholds?: Record<string, number[]>
}

/** The stated parameters, published in `method`. */
function priceIndexMethod(thresholds = CAPABILITY_THRESHOLDS): PriceIndexPayload['method'] {
  return {
    blend: `(${INPUT_WEIGHT} * input + ${OUTPUT_WEIGHT} * output) / ${INPUT_WEIGHT + OUTPUT_WEIGHT}`,
    input_weight: INPUT_WEIGHT,
    output_weight: OUTPUT_WEIGHT,
    unit:
      'list price per 1M tokens (USD columns; CNY columns for the CNY ' +
      'variant, each history row naming its USD/CNY rate, date and source)',
    link:
      'Jevons: geometric mean of p_d / p_(d-1) over the models of the group with a blended price above zero on ' +
      'both consecutive days from the same offer and source, the other currency converted on both or stated by ' +
      'the seller on both (a switch of any is no link); ' +
      'index_d = index_(d-1) * link_d; link 1 when no model qualifies',
    base:
      '100 on base_date: the first day on which CN, US and ALL all have a ' +
      'price row; earlier days of a group are scaled by the same factor',
    zero_prices:
      'a model with a zero blended price (USD or CNY) on either day is left out of that link, of cost of ' +
      'capability and of the frontier; it counts in models and in the medians',
    thresholds,
    constants_basis:
      `assumption: input_weight ${INPUT_WEIGHT} and output_weight ${OUTPUT_WEIGHT}, three input tokens per output ` +
      'token, a chat and retrieval mix (the blend public price trackers use), not a measured mix. assumption: ' +
      "thresholds are round levels on each source's own scale (LMArena Elo, LiveBench average, Aider percent " +
      'correct), read as "a model at least this good" without a table; none is fitted to the data.',
    decline_fit:
      'least squares of ln(cheapest blended USD price) on the day number over every day with a qualifying model; ' +
      'yearly_decline = 1 - exp(365 * slope)',
    frontier:
      'models of the group on as_of with a cross-source rank and a price above zero that no other such model ' +
      'matches or beats on both blended USD price and rank (strictly better on one)',
    quality_adjustment:
      'time-dummy hedonic regression per group: ln(blended price) = d_day + b * capability + e over the models ' +
      'with a benchmark score and a price above zero; capability = the mean over the benchmark sources scoring ' +
      'the model of its z-score within that source; qa_index = 100 * exp(d_day - d_base_date); days with fewer ' +
      'than 10 scored models are left out (null). A new model counts from its first day at its capability, so a ' +
      'cheaper model of equal capability lowers the index.',
  }
}

/** Builds the payload; rows are sorted by date here, so any order is accepted. */
export function buildPriceIndex(inputs: PriceIndexInputs): { payload: PriceIndexPayload; rejected: Rejected[] } {
  // Stable sort by date only: the index does not depend on the order within a day.
  const rows = [...inputs.rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  // Grouped into days once for the three series that walk them.
  const grouped = new GroupedDays(rows, 'history')
  const index = computeIndexSeries(grouped, { baseDate: inputs.baseDate })
  const evaluations = inputs.evaluations ?? []
  const quality = qualityAdjusted(grouped, capabilityScores(evaluations), index.base_date)
  const ranks = inputs.ranks ?? []
  const thresholds = inputs.thresholds ?? CAPABILITY_THRESHOLDS
  const capability = costOfCapability(grouped, evaluations, thresholds)
  const latest = [
    ...new Map(rows.filter((r) => r.date === index.as_of && !rowProblem(r)).map((r) => [r.model, r])).values(),
  ]
  const gaps = [
    evaluations.length ? '' : 'cost_of_capability has no points: no benchmark scores were given',
    ranks.length ? '' : 'frontier is empty: no cross-source ranks were given',
  ].filter(Boolean)
  const payload: PriceIndexPayload = {
    as_of: index.as_of,
    sources: inputs.sources,
    ...(gaps.length ? { note: gaps.join('; ') } : {}),
    method: priceIndexMethod(thresholds),
    base_date: index.base_date,
    items: withQuality(index.items, quality.points),
    cost_of_capability: capability.series,
    frontier: priceScoreFrontier(latest, ranks),
    quality_premium: PRICE_INDEX_GROUPS.map((group) => ({
      group,
      slope_usd: quality.slopes[group].usd,
      slope_cny: quality.slopes[group].cny,
      models: quality.slopes[group].models,
    })),
  }
  return { payload, rejected: index.rejected }
}

/** The chain-linked points with the quality-adjusted values of their day (null before any scored model). */
export function withQuality(items: ChainPoint[], points: Map<string, QualityPoint>): PriceIndexPayload['items'] {
  return items.map((item) => ({
    ...item,
    ...(points.get(item.id) ?? { qa_index_usd: null, qa_index_cny: null, qa_models: 0 }),
  }))
}

/** What GET /api/v1/price-index returns: one group's full series since `since`, its capability series and frontier. */
export function selectIndex(payload: PriceIndexPayload, query: PriceIndexQuery): PriceIndexPayload {
  const group = query.group ?? 'ALL'
  return {
    ...payload,
    items: payload.items.filter((item) => matchPriceIndex(item, query)),
    cost_of_capability: payload.cost_of_capability
      .filter((s) => s.group === group)
      .map((s) => ({ ...s, points: query.since ? s.points.filter((p) => p.date >= query.since!) : s.points })),
    frontier: payload.frontier.filter((f) => f.group === group),
  }
}
