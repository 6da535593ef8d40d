// The price index page's charts: the index per group, chain-linked beside quality-adjusted, the
// price-score frontier and the cost of capability, each a vega-lite spec with its table.
import { LLM_PRICES } from '../llm-prices/llm-prices.ts'
import { type AnyChart, defineChart, field, linkTo, type PageData } from '../page.ts'
import { displayMoney } from '../round.ts'
import { type CapabilitySeries, type FrontierEntry, PRICE_INDEX_GROUPS, type PriceIndexPoint } from './schema.ts'

/** The day every index equals 100, as the payload states it. */
const baseDateOf = (data: PageData<PriceIndexPoint>) => String(data.payload.base_date ?? 'its base date')

/** The index of each group (CN, US, ALL) over time, one line per group. */
export function indexChart(): AnyChart<PriceIndexPoint> {
  return defineChart<PriceIndexPoint, PriceIndexPoint>({
    id: 'index',
    title: (data) => `LLM price index by developer country (USD, 100 on ${baseDateOf(data)})`,
    // One point a week per group (and each group's last day) keeps the chart light; the table lists months.
    rows: (data) => {
      const items = data.payload.items
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
        // A linear axis fitted to the data: the index moves within tens of points, which a log axis
        // from 10 to 1000 flattens.
        y: { field: 'index_usd', type: 'quantitative', title: 'Index (USD)', scale: { zero: false } },
        color: { field: 'group', type: 'nominal', title: 'Developers', scale: { domain: [...PRICE_INDEX_GROUPS] } },
      },
    }),
    alt: (rows) =>
      [...PRICE_INDEX_GROUPS]
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
    tableRows: (rows) => {
      // One pass: the month each group's previous row was in.
      const lastMonth = new Map<string, string>()
      return rows.filter((r) => {
        const month = r.date.slice(0, 7)
        const first = lastMonth.get(r.group) !== month
        lastMonth.set(r.group, month)
        return first
      })
    },
    table: [
      field('date', 'Day', 'date'),
      field('group', 'Group'),
      field('index_usd', 'Index (USD)', 'number'),
      field('index_cny', 'Index (CNY)', 'number'),
      field('models', 'Models', 'int'),
    ],
  })
}

/** One day of one of the two all-developer indexes. */
type QualityRow = { date: string; series: string; value: number }

/** All developers: the chain-linked index beside the quality-adjusted one (a week apart, and the last day). */
export function qualityChart(): AnyChart<PriceIndexPoint> {
  return defineChart<PriceIndexPoint, QualityRow>({
    id: 'quality',
    title: (data) => `Chain-linked and quality-adjusted price index, all developers (USD, 100 on ${baseDateOf(data)})`,
    rows: (data) => {
      const all = data.payload.items.filter((r) => r.group === 'ALL' && r.qa_index_usd !== null)
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
        y: { field: 'value', type: 'quantitative', title: 'Index (USD)' },
        color: { field: 'series', type: 'nominal', title: 'Index' },
      },
    }),
    alt: (rows) => {
      const last = rows.slice(-2)
      const first = rows.slice(0, 2)
      const fromTo = (i: number) => `${first[i].value.toFixed(1)} to ${last[i].value.toFixed(1)}`
      return first.length === 2
        ? `From ${first[0].date} to ${last[0].date}: chain-linked ${fromTo(0)}, quality-adjusted ${fromTo(1)}.`
        : 'No quality-adjusted days yet.'
    },
    tableRows: (rows) => rows.filter((r, i) => r.date.slice(0, 7) !== rows[i - 2]?.date.slice(0, 7)),
    table: [field('date', 'Day', 'date'), field('series', 'Index'), field('value', 'Value', 'number')],
  })
}

/** The price-score frontier: cheapest blended price against cross-source rank, per group. */
export function frontierChart(): AnyChart<PriceIndexPoint> {
  return defineChart<PriceIndexPoint, FrontierEntry>({
    id: 'frontier',
    title: 'Price-score frontier (blended USD per 1M tokens against cross-source rank)',
    rows: (data) => (data.payload.frontier ?? []) as FrontierEntry[],
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
      [...PRICE_INDEX_GROUPS]
        .map((g) => {
          const s = rows.filter((r) => r.group === g)
          return s.length ? `${g}: ${s.length} models, from ${s[0].model}.` : ''
        })
        .join(' '),
    table: [
      field('group', 'Group'),
      field('model', 'Model', 'text', { link: (r, links) => linkTo(links, LLM_PRICES, r.model) }),
      field('cross_rank', 'Cross-source rank', 'int'),
      field('blended_usd', 'Blended USD per 1M', 'usd'),
      field('date', 'Price date', 'date'),
    ],
  })
}

/** One plotted day of one capability level, and whether it is the level's last. */
type CapabilityPoint = {
  series: string
  date: string
  cheapest_blended_usd: number
  model: string
  yearly_decline: number | null
  last: boolean
}

/** The leaderboards in words, for the chart's legend and summary (the feed keeps the ids). */
const BOARD_NAMES: Record<string, string> = {
  lmarena: 'LMArena',
  livebench: 'LiveBench',
  aider_polyglot: 'Aider polyglot',
  superclue: 'SuperCLUE',
}

/** The cost of capability for ALL developers: the cheapest model at or above each score threshold. */
export function capabilityChart(): AnyChart<PriceIndexPoint> {
  return defineChart<PriceIndexPoint, CapabilityPoint>({
    id: 'capability',
    title: 'Cost of capability, all developers (cheapest blended USD per 1M tokens at or above a score)',
    rows: (data) =>
      ((data.payload.cost_of_capability ?? []) as CapabilitySeries[])
        .filter((s) => s.group === 'ALL')
        .flatMap((s) =>
          s.points
            // One point a week keeps the chart light; the last day is always kept.
            .filter((_p, i) => i % 7 === 0 || i === s.points.length - 1)
            .map((p, i, kept) => ({
              series: `${BOARD_NAMES[s.source] ?? s.source} ≥ ${s.threshold}`,
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
            `${r.series}: ${r.model} at $${displayMoney(r.cheapest_blended_usd)} on ${r.date}` +
            (r.yearly_decline === null ? '' : ` (fitted change ${(r.yearly_decline * 100).toFixed(0)}% a year)`),
        )
        .join('; ')}. Log scale.`,
    tableRows: (rows) => rows.filter((r) => r.last),
    table: [
      field('series', 'Threshold'),
      field('date', 'Last day', 'date'),
      field('model', 'Cheapest model'),
      field('cheapest_blended_usd', 'Blended USD per 1M', 'usd'),
      field('yearly_decline', 'Fitted yearly change', 'ratio-pct'),
    ],
  })
}
