// The LLM price pages: the table of latest prices, and a page per model with its prices and sources,
// its daily history in USD and CNY, its recorded changes and its benchmark scores.
import { resolveModel } from '../alias-pointers.ts'
import { EVALUATIONS } from '../evaluations/tool.ts'
import { LLM_PRICES } from './llm-prices.ts'
import { offerChart, offersSection } from './offer-chart.ts'
import { OFFICIAL_PRICES } from '../official-prices/official-prices.ts'
import { PRICE_HISTORY } from './llm-price-history.ts'
import { col, defineChart, defineSection, defineView, field, fromTo, historyOf, linkTo } from '../page.ts'
import { displayMoney } from '../round.ts'
import { anySeries } from '../series.ts'
import { PRICE_CHANGES } from './price-changes.ts'
import type { HistoryRow, PriceChange, PriceRecord } from '../schemas.ts'
import type { EvaluationItem, EvaluationScore } from '../evaluations/schema.ts'

/** A model's daily list price in one currency, input and output, as a line chart. */
function historyChart(currency: 'usd' | 'cny') {
  const unit = currency === 'usd' ? 'USD' : 'CNY'
  const input = `input_${currency}` as const
  const output = `output_${currency}` as const
  return defineChart<PriceRecord, HistoryRow>({
    id: `history-${currency}`,
    // The series in the model's billing currency is its list price; the other is converted, and says so.
    title: (data) => {
      const billed = data.record?.native_currency
      const how = billed === unit ? 'as billed' : `converted from ${billed} at each day's rate`
      return `List price per 1M tokens, ${unit} (${how})`
    },
    // The days the price moved, and the first and last day: with step interpolation the same picture
    // as every carried-forward day, at a fraction of the points.
    rows: (data) =>
      historyOf(data, PRICE_HISTORY).filter(
        (r, i, rows) =>
          i === 0 || i === rows.length - 1 || r[input] !== rows[i - 1][input] || r[output] !== rows[i - 1][output],
      ),
    spec: () => ({
      transform: [{ fold: [input, output], as: ['component', 'price'] }],
      mark: { type: 'line', interpolate: 'step-after' },
      encoding: {
        x: { field: 'date', type: 'temporal', title: 'Day' },
        y: { field: 'price', type: 'quantitative', title: `${unit} per 1M tokens` },
        color: { field: 'component', type: 'nominal', title: 'Price' },
      },
    }),
    alt: (rows) => {
      const first = rows[0]
      const last = rows[rows.length - 1]
      // Rounded as prices are shown (a converted figure has more digits than any list price).
      const moved = (k: typeof input | typeof output) => fromTo(displayMoney(first[k]), displayMoney(last[k]))
      const span = `${unit} list price from ${first.date} to ${last.date}`
      return `${span}: input ${moved(input)}, output ${moved(output)} per 1M tokens.`
    },
    table: [
      field('date', 'Day', 'date'),
      field(input, 'Input', currency),
      field(output, 'Output', currency),
      field('last_observed', 'Last observed', 'date'),
      field('source_url', 'Source', 'url'),
    ],
  })
}

/** One page per model: prices, sources, history in USD and CNY, its changes and its benchmark scores. */
export const llmPricesPage = defineView<PriceRecord>({
  dataset: LLM_PRICES,
  title: 'LLM API list prices',
  about:
    'The latest official list price of every tracked model: input, output, cache read and cache write per 1M ' +
    'tokens in USD and CNY, with the native currency, the FX rate and its date, and the upstream source and ' +
    'date of every price.',
  key: (r) => r.model,
  resolve: (key, items, asOf) => resolveModel(key, items, asOf).record?.model,
  recordTitle: (r) => `${r.model} (${r.vendor})`,
  columns: [
    field('model', 'Model', 'text', { link: 'record' }),
    field('vendor', 'Vendor', 'text', { filter: true }),
    field('country', 'Country', 'text', { filter: true }),
    field('native_currency', 'Billed in', 'text', { filter: true }),
    field('input_usd', 'Input USD', 'usd'),
    field('output_usd', 'Output USD', 'usd'),
    field('cache_read_usd', 'Cache read USD', 'usd'),
    field('input_cny', 'Input CNY', 'cny'),
    field('output_cny', 'Output CNY', 'cny'),
    field('last_observed', 'Observed', 'date'),
  ],
  fields: [
    field('model', 'Model'),
    field('source_model_id', 'Id at the source'),
    field('vendor', 'Vendor'),
    field('country', 'Country'),
    field('native_currency', 'Billed in'),
    field('input_usd', 'Input, USD per 1M', 'usd'),
    field('output_usd', 'Output, USD per 1M', 'usd'),
    field('cache_read_usd', 'Cache read, USD per 1M', 'usd'),
    field('cache_write_usd', 'Cache write, USD per 1M', 'usd'),
    field('input_cny', 'Input, CNY per 1M', 'cny'),
    field('output_cny', 'Output, CNY per 1M', 'cny'),
    field('cache_read_cny', 'Cache read, CNY per 1M', 'cny'),
    field('cache_write_cny', 'Cache write, CNY per 1M', 'cny'),
    field('fx_usd_cny', 'FX, CNY per USD', 'number'),
    field('fx_date', 'FX date', 'date'),
    field('fx_source', 'FX source'),
    field('conditions', 'Conditions'),
    field('tiers', 'Tiers'),
    field('last_observed', 'Observed', 'date'),
    field('source_name', 'Source'),
    field('source_url', 'Source URL', 'url'),
    col('evaluation', 'Benchmark record', (r) => r.model, 'text', {
      link: (r, links) => linkTo(links, EVALUATIONS, r.model),
    }),
  ],
  cites: (r) => [
    { label: r.source_name, url: r.source_url, observed: r.last_observed },
    { label: `FX: ${r.fx_source}`, url: null, observed: r.fx_date },
  ],
  reads: [PRICE_CHANGES, EVALUATIONS, OFFICIAL_PRICES],
  history: { series: anySeries(PRICE_HISTORY), key: (r) => r.model },
  recordCharts: [historyChart('usd'), historyChart('cny')],
  recordChartsOf: (r) => (r.offers ?? []).map(offerChart),
  sections: [
    offersSection,
    defineSection<PriceRecord, NonNullable<PriceRecord['scheduled']>[number]>({
      title: 'Announced prices',
      rows: (data) => data.record.scheduled ?? [],
      columns: [
        field('from', 'From', 'date'),
        field('currency', 'Currency'),
        field('input', 'Input', 'money'),
        field('output', 'Output', 'money'),
        field('cache_read', 'Cache read', 'money'),
        field('source_name', 'Stated by'),
        field('source_url', 'Source', 'url'),
        field('date_basis', 'How the day is known'),
      ],
      empty: 'No price announced for a later day.',
    }),
    defineSection<PriceRecord, PriceChange>({
      title: 'Price changes',
      rows: (data) =>
        ((data.related[PRICE_CHANGES]?.items ?? []) as PriceChange[])
          .filter((c) => c.model === data.record.model)
          .reverse(),
      columns: [
        field('date', 'Date', 'date'),
        field('kind', 'Kind'),
        field('currency', 'Currency'),
        field('input_before', 'Input before', 'money'),
        field('input_after', 'Input after', 'money'),
        field('output_before', 'Output before', 'money'),
        field('output_after', 'Output after', 'money'),
        field('change_pct', 'Change', 'pct'),
        field('source_url', 'Source', 'url'),
      ],
      empty: 'No recorded change.',
    }),
    defineSection<PriceRecord, EvaluationScore>({
      title: 'Benchmark scores',
      rows: (data) =>
        ((data.related[EVALUATIONS]?.items ?? []) as EvaluationItem[]).find((e) => e.model === data.record.model)
          ?.scores ?? [],
      columns: [
        field('source', 'Leaderboard'),
        field('metric', 'Metric'),
        field('score', 'Score', 'number'),
        field('rank', 'Rank', 'int'),
        field('of', 'Of', 'int'),
        field('leaderboard_date', 'Leaderboard date', 'date'),
        field('url', 'Source', 'url'),
      ],
      empty: 'No benchmark score matched to this model.',
    }),
  ],
})
