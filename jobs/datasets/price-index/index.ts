// The price index: computed from the published daily history (the same rows as /data/history.csv)
// and the evaluations' scores and ranks.
import { PRICE_HISTORY } from '../../../tools/llm-price-history.ts'
import { EVALUATIONS } from '../../../tools/evaluations.ts'
import { LLM_PRICES, type LlmPricesSnapshot } from '../../../tools/llm-prices.ts'
import priceIndex, { PRICE_INDEX } from '../../../tools/price-index.ts'
import type { EvaluationItem } from '../../../tools/schemas/evaluations.ts'
import { PriceIndexPayload } from '../../../tools/schemas/price-index.ts'
import type { BasePayload } from '../../../tools/snapshot.ts'
import { col, type ChartView, type PageView } from '../../../tools/page.ts'
import type { Dataset } from '../../dataset.ts'
import type { IndexRow } from './blend.ts'
import { buildPriceIndex } from './build.ts'

export default {
  tools: [priceIndex],
  producer: {
    name: PRICE_INDEX,
    writes: [{ name: PRICE_INDEX, payload: PriceIndexPayload }],
    reads: [LLM_PRICES, EVALUATIONS],
    async produce(ctx) {
      const prices = await ctx.read<LlmPricesSnapshot>(LLM_PRICES)
      if (!prices) throw new Error(`${LLM_PRICES} is missing`)
      const evaluations = (await ctx.read<BasePayload & { items: EvaluationItem[] }>(EVALUATIONS))?.items ?? []
      // Only the fields the index reads: the whole history stays small in memory.
      const rows: IndexRow[] = []
      for await (const r of ctx.store.allSeries(PRICE_HISTORY)) {
        rows.push({
          date: r.date,
          model: r.model,
          vendor: r.vendor,
          country: r.country,
          input_usd: r.input_usd,
          output_usd: r.output_usd,
          input_cny: r.input_cny,
          output_cny: r.output_cny,
        })
      }
      const evaluationSources = (await ctx.read<BasePayload>(EVALUATIONS))?.sources ?? []
      const { payload, rejected } = buildPriceIndex({
        rows,
        sources: [...prices.sources, ...evaluationSources],
        evaluations: evaluations.map((e) => ({
          model: e.model,
          scores: e.scores.map((s) => ({ source: s.source, score: s.score })),
        })),
        ranks: evaluations.map((e) => ({ model: e.model, cross_rank: e.cross_source_rank })),
      })
      return { payloads: { [PRICE_INDEX]: payload }, rejected }
    },
  },
  page: {
    dataset: PRICE_INDEX,
    title: 'LLM price index',
    about:
      'A daily chain-linked list-price index (Jevons links on a 3:1 input:output blend, USD with a CNY variant, base 100) for Chinese (CN), US and ALL developers, with the median blended price and the model count per day; the cost of capability (cheapest model at or above a benchmark score) and the price-score frontier. Reproducible from /data/history.csv.',
    method: 'price-index',
    // Index days are rows of one series, not records anyone cites alone: no page per day.
    columns: [
      col('date', 'Day', 'date'),
      col('group', 'Group', 'text', { filter: true }),
      col('index_usd', 'Index (USD)', 'number'),
      col('index_cny', 'Index (CNY)', 'number'),
      col('link_usd', 'Daily link (USD)', 'number'),
      col('median_blended_usd', 'Median blended USD per 1M', 'usd'),
      col('median_blended_cny', 'Median blended CNY per 1M', 'cny'),
      col('models', 'Models', 'int'),
      col('link_models', 'Models in the link', 'int'),
      col('qa_index_usd', 'Quality-adjusted (USD)', 'number'),
      col('qa_models', 'Scored models', 'int'),
    ],
    charts: [indexChart(), qualityChart(), frontierChart(), capabilityChart()],
    defaultSort: { id: 'date', dir: 'desc' },
  } satisfies PageView,
} satisfies Dataset

type IndexPoint = { id: string; date: string; group: string; index_usd: number; index_cny: number; models: number }

/** The index of each group (CN, US, ALL) over time, one line per group. */
function indexChart(): ChartView<IndexPoint> {
  return {
    id: 'index',
    title: 'LLM price index by developer country (USD, base 100)',
    // One point a week per group (and each group's last day) keeps the chart light; the table lists months.
    rows: (data) => {
      const items = data.payload.items as IndexPoint[]
      const seen = new Map<string, number>()
      return items.filter((r, i) => {
        const n = seen.get(r.group) ?? 0
        seen.set(r.group, n + 1)
        return n % 7 === 0 || !items.slice(i + 1, i + 4).some((x) => x.group === r.group)
      })
    },
    spec: () => ({
      mark: { type: 'line', strokeWidth: 1.5 },
      encoding: {
        x: { field: 'date', type: 'temporal', title: 'Day' },
        // A linear axis fitted to the data: the index moves within tens of points, which a log axis from 10 to 1000 flattens.
        y: { field: 'index_usd', type: 'quantitative', title: 'Index (USD, base 100)', scale: { zero: false } },
        color: { field: 'group', type: 'nominal', title: 'Developers', scale: { domain: ['CN', 'US', 'ALL'] } },
      },
    }),
    alt: (rows) =>
      ['CN', 'US', 'ALL']
        .map((g) => {
          const series = rows.filter((r) => r.group === g)
          if (!series.length) return ''
          const first = series[0]
          const last = series[series.length - 1]
          return `${g}: ${first.index_usd.toFixed(1)} on ${first.date}, ${last.index_usd.toFixed(1)} on ${last.date}.`
        })
        .filter(Boolean)
        .join(' '),
    // The first day of each month, and each group's last day.
    tableRows: (rows) =>
      rows.filter(
        (r, i) =>
          r.date.slice(0, 7) !==
          rows
            .slice(0, i)
            .findLast((x) => x.group === r.group)
            ?.date.slice(0, 7),
      ),
    table: [
      col('date', 'Day', 'date'),
      col('group', 'Group'),
      col('index_usd', 'Index (USD)', 'number'),
      col('index_cny', 'Index (CNY)', 'number'),
      col('models', 'Models', 'int'),
    ],
  }
}

type QualityRow = { date: string; series: string; value: number }

/** All developers: the chain-linked index beside the quality-adjusted one (a week apart, and the last day). */
function qualityChart(): ChartView<QualityRow> {
  return {
    id: 'quality',
    title: 'Chain-linked and quality-adjusted price index, all developers (USD, base 100)',
    rows: (data) => {
      const all = (data.payload.items as (IndexPoint & { qa_index_usd: number | null })[]).filter(
        (r) => r.group === 'ALL' && r.qa_index_usd !== null,
      )
      return all
        .filter((_, i) => i % 7 === 0 || i === all.length - 1)
        .flatMap((r) => [
          { date: r.date, series: 'Chain-linked (existing models only)', value: r.index_usd },
          { date: r.date, series: 'Quality-adjusted (fixed capability)', value: r.qa_index_usd! },
        ])
    },
    spec: () => ({
      mark: { type: 'line', strokeWidth: 1.5 },
      encoding: {
        x: { field: 'date', type: 'temporal', title: 'Day' },
        y: { field: 'value', type: 'quantitative', title: 'Index (USD, base 100)' },
        color: { field: 'series', type: 'nominal', title: 'Index' },
      },
    }),
    alt: (rows) => {
      const last = rows.slice(-2)
      const first = rows.slice(0, 2)
      return first.length === 2
        ? `From ${first[0].date} to ${last[0].date}: chain-linked ${first[0].value.toFixed(1)} to ${last[0].value.toFixed(1)}, quality-adjusted ${first[1].value.toFixed(1)} to ${last[1].value.toFixed(1)}.`
        : 'No quality-adjusted days yet.'
    },
    tableRows: (rows) => rows.filter((r, i) => r.date.slice(0, 7) !== rows[i - 2]?.date.slice(0, 7)),
    table: [col('date', 'Day', 'date'), col('series', 'Index'), col('value', 'Value', 'number')],
  }
}

type FrontierPoint = {
  group: string
  model: string
  vendor: string
  date: string
  blended_usd: number
  cross_rank: number
}

/** The price-score frontier: cheapest blended price against cross-source rank, per group. */
function frontierChart(): ChartView<FrontierPoint> {
  return {
    id: 'frontier',
    title: 'Price-score frontier (blended USD per 1M tokens against cross-source rank)',
    rows: (data) => (data.payload.frontier ?? []) as FrontierPoint[],
    spec: () => ({
      mark: { type: 'line', point: true, interpolate: 'step-after' },
      encoding: {
        x: {
          field: 'cross_rank',
          type: 'quantitative',
          title: 'Cross-source rank (lower is better)',
          scale: { reverse: true },
        },
        y: { field: 'blended_usd', type: 'quantitative', title: 'Blended USD per 1M tokens', scale: { type: 'log' } },
        color: { field: 'group', type: 'nominal', title: 'Developers' },
        order: { field: 'cross_rank', type: 'quantitative' },
        tooltip: [{ field: 'model' }, { field: 'blended_usd' }, { field: 'cross_rank' }],
      },
    }),
    alt: (rows) =>
      `${rows.length} models on the frontier: for each rank, no cheaper model ranks better. ` +
      ['CN', 'US', 'ALL']
        .map((g) => {
          const s = rows.filter((r) => r.group === g)
          return s.length ? `${g}: ${s.length} models, from ${s[0].model}.` : ''
        })
        .join(' '),
    table: [
      col('group', 'Group'),
      col('model', 'Model', 'text', {
        link: (r, links) => (links.has('llm_prices', r.model) ? `/llm-prices/${encodeURIComponent(r.model)}` : null),
      }),
      col('cross_rank', 'Cross-source rank', 'int'),
      col('blended_usd', 'Blended USD per 1M', 'usd'),
      col('date', 'Price date', 'date'),
    ],
  }
}

type CapabilityPoint = {
  series: string
  date: string
  cheapest_blended_usd: number
  model: string
  yearly_decline: number | null
  last: boolean
}

/** The cost of capability for ALL developers: the cheapest model at or above each score threshold. */
function capabilityChart(): ChartView<CapabilityPoint> {
  return {
    id: 'capability',
    title: 'Cost of capability, all developers (cheapest blended USD per 1M tokens at or above a score)',
    rows: (data) =>
      (
        (data.payload.cost_of_capability ?? []) as {
          source: string
          threshold: number
          group: string
          yearly_decline: number | null
          points: { date: string; cheapest_blended_usd: number; model: string }[]
        }[]
      )
        .filter((s) => s.group === 'ALL')
        .flatMap((s) =>
          s.points
            // One point a week keeps the chart light; the last day is always kept.
            .filter((_p, i) => i % 7 === 0 || i === s.points.length - 1)
            .map((p, i, kept) => ({
              series: `${s.source} ≥ ${s.threshold}`,
              date: p.date,
              cheapest_blended_usd: p.cheapest_blended_usd,
              model: p.model,
              yearly_decline: s.yearly_decline,
              last: i === kept.length - 1,
            })),
        ),
    spec: () => ({
      mark: { type: 'line', interpolate: 'step-after' },
      encoding: {
        x: { field: 'date', type: 'temporal', title: 'Day' },
        y: {
          field: 'cheapest_blended_usd',
          type: 'quantitative',
          title: 'Cheapest blended USD per 1M',
          scale: { type: 'log' },
        },
        color: { field: 'series', type: 'nominal', title: 'Benchmark threshold' },
      },
    }),
    alt: (rows) =>
      `${rows
        .filter((r) => r.last)
        .map(
          (r) =>
            `${r.series}: ${r.model} at $${r.cheapest_blended_usd} on ${r.date}` +
            (r.yearly_decline === null ? '' : ` (fitted change ${(r.yearly_decline * 100).toFixed(0)}% a year)`),
        )
        .join('; ')}. Log scale.`,
    tableRows: (rows) => rows.filter((r) => r.last),
    table: [
      col('series', 'Threshold'),
      col('date', 'Last day', 'date'),
      col('model', 'Cheapest model'),
      col('cheapest_blended_usd', 'Blended USD per 1M', 'usd'),
      col('yearly_decline', 'Fitted yearly change', 'ratio-pct'),
    ],
  }
}
