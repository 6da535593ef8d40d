// LLM list prices: the latest price per model, its daily history and the list of changes, made by one
// producer (the history and the changes come out of the same reconcile of the day's observations).
import { LLM_PRICES, LlmPricesPayload } from '../../../tools/llm-prices.ts'
import llmPrices from '../../../tools/llm-prices.ts'
import llmPriceHistory from '../../../tools/llm-price-history.ts'
import priceChanges, { PRICE_CHANGES, PriceChangesPayload } from '../../../tools/price-changes.ts'
import type { Dataset } from '../../dataset.ts'
import { EVALUATIONS } from '../../../tools/evaluations.ts'
import { col, linkTo, type ChartView, type PageView } from '../../../tools/page.ts'
import type { HistoryRow, PriceChange, PriceRecord } from '../../../tools/schemas.ts'
import { refreshPrices, seedPrices } from './produce.ts'
import { SOURCES } from './sources/index.ts'

export default {
  tools: [llmPrices, llmPriceHistory, priceChanges],
  producer: {
    name: 'llm_prices',
    // The latest prices last: in a seed, their snapshot marks the store as seeded.
    writes: [
      { name: PRICE_CHANGES, payload: PriceChangesPayload },
      { name: LLM_PRICES, payload: LlmPricesPayload },
    ],
    sources: SOURCES,
    produce: refreshPrices,
    seed: seedPrices,
  },
  page: [pricesView(), changesView()],
} satisfies Dataset

/** A model's daily list price in one currency, input and output, as a line chart. */
function historyChart(currency: 'usd' | 'cny'): ChartView<HistoryRow> {
  const unit = currency === 'usd' ? 'USD' : 'CNY'
  return {
    id: `history-${currency}`,
    // A USD-billed model's CNY series is its USD price converted at each day's rate, and says so.
    title:
      currency === 'usd'
        ? "List price per 1M tokens, USD (a CNY-billed model: converted at each day's rate)"
        : "List price per 1M tokens, CNY (a USD-billed model: converted at each day's rate)",
    // The days the price moved, and the first and last day: with step interpolation the same picture
    // as every carried-forward day, at a fraction of the points.
    rows: (data) =>
      data.history.filter(
        (r, i, rows) =>
          i === 0 ||
          i === rows.length - 1 ||
          r[`input_${currency}`] !== rows[i - 1][`input_${currency}`] ||
          r[`output_${currency}`] !== rows[i - 1][`output_${currency}`],
      ),
    spec: () => ({
      transform: [{ fold: [`input_${currency}`, `output_${currency}`], as: ['component', 'price'] }],
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
      // Rounded as prices are read (a converted figure has more digits than any list price).
      const p = (n: number) => String(Number(n.toFixed(n >= 1 ? 2 : 4)))
      return `${unit} list price from ${first.date} to ${last.date}: input ${p(first[`input_${currency}`])} then ${p(last[`input_${currency}`])}, output ${p(first[`output_${currency}`])} then ${p(last[`output_${currency}`])} per 1M tokens.`
    },
    table: [
      col('date', 'Day', 'date'),
      col(`input_${currency}`, 'Input', currency),
      col(`output_${currency}`, 'Output', currency),
      col('last_observed', 'Last observed', 'date'),
      col('source_url', 'Source', 'url'),
    ],
  }
}

/** One page per model: prices, sources, history in USD and CNY, its changes and its benchmark scores. */
function pricesView(): PageView<PriceRecord> {
  return {
    dataset: 'llm_prices',
    title: 'LLM API list prices',
    about:
      'The latest official list price of every tracked model: input, output, cache read and cache write per 1M tokens in USD and CNY, with the native currency, the FX rate and its date, and the upstream source and date of every price.',
    key: (r) => r.model,
    recordTitle: (r) => `${r.model} (${r.vendor})`,
    columns: [
      col('model', 'Model', 'text', { link: 'record' }),
      col('vendor', 'Vendor', 'text', { filter: true }),
      col('country', 'Country', 'text', { filter: true }),
      col('native_currency', 'Billed in', 'text', { filter: true }),
      col('input_usd', 'Input USD', 'usd'),
      col('output_usd', 'Output USD', 'usd'),
      col('cache_read_usd', 'Cache read USD', 'usd'),
      col('input_cny', 'Input CNY', 'cny'),
      col('output_cny', 'Output CNY', 'cny'),
      col('last_observed', 'Observed', 'date'),
    ],
    fields: [
      col('model', 'Model'),
      col('source_model_id', 'Id at the source'),
      col('vendor', 'Vendor'),
      col('country', 'Country'),
      col('native_currency', 'Billed in'),
      col('input_usd', 'Input, USD per 1M', 'usd'),
      col('output_usd', 'Output, USD per 1M', 'usd'),
      col('cache_read_usd', 'Cache read, USD per 1M', 'usd'),
      col('cache_write_usd', 'Cache write, USD per 1M', 'usd'),
      col('input_cny', 'Input, CNY per 1M', 'cny'),
      col('output_cny', 'Output, CNY per 1M', 'cny'),
      col('cache_read_cny', 'Cache read, CNY per 1M', 'cny'),
      col('cache_write_cny', 'Cache write, CNY per 1M', 'cny'),
      col('fx_usd_cny', 'FX, CNY per USD', 'number'),
      col('fx_date', 'FX date', 'date'),
      col('fx_source', 'FX source'),
      col('conditions', 'Conditions'),
      col('tiers', 'Tiers'),
      col('last_observed', 'Observed', 'date'),
      col('source_name', 'Source'),
      col('source_url', 'Source URL', 'url'),
      col('evaluation', 'Benchmark record', 'text', {
        value: (r) => r.model,
        link: (r, links) => linkTo(links, EVALUATIONS, r.model),
      }),
    ],
    cites: (r) => [
      { label: r.source_name, url: r.source_url, observed: r.last_observed },
      { label: `FX: ${r.fx_source}`, url: null, observed: r.fx_date },
    ],
    reads: [PRICE_CHANGES, EVALUATIONS],
    history: (r) => r.model,
    recordCharts: [historyChart('usd'), historyChart('cny')],
    sections: [
      {
        title: 'Price changes',
        rows: (data) =>
          ((data.related[PRICE_CHANGES]?.items ?? []) as PriceChange[])
            .filter((c) => c.model === data.record.model)
            .reverse(),
        columns: [
          col('date', 'Date', 'date'),
          col('kind', 'Kind'),
          col('currency', 'Currency'),
          col('input_before', 'Input before', 'number'),
          col('input_after', 'Input after', 'number'),
          col('output_before', 'Output before', 'number'),
          col('output_after', 'Output after', 'number'),
          col('change_pct', 'Change', 'pct'),
          col('source_url', 'Source', 'url'),
        ],
        empty: 'No recorded change.',
      },
      {
        title: 'Benchmark scores',
        rows: (data) =>
          ((data.related[EVALUATIONS]?.items ?? []) as { model: string; scores: Record<string, unknown>[] }[]).find(
            (e) => e.model === data.record.model,
          )?.scores ?? [],
        columns: [
          col('source', 'Leaderboard'),
          col('metric', 'Metric'),
          col('score', 'Score', 'number'),
          col('rank', 'Rank', 'int'),
          col('of', 'Of', 'int'),
          col('leaderboard_date', 'Leaderboard date', 'date'),
          col('url', 'Source', 'url'),
        ],
        empty: 'No benchmark score matched to this model.',
      },
    ],
  }
}

/** Every recorded price change, newest first; each links to its model's page while the model is listed. */
function changesView(): PageView<PriceChange> {
  return {
    dataset: PRICE_CHANGES,
    title: 'LLM price changes',
    about:
      'Recorded official list-price cuts and increases (input and output per 1M tokens, in the native currency, with the percent change and both prices), and models added to tracking.',
    columns: [
      col('date', 'Date', 'date'),
      col('model', 'Model', 'text', { link: (c, links) => linkTo(links, 'llm_prices', c.model) }),
      col('vendor', 'Vendor', 'text', { filter: true }),
      col('country', 'Country', 'text', { filter: true }),
      col('kind', 'Kind', 'text', { filter: true }),
      col('currency', 'Currency'),
      col('input_before', 'Input before', 'number'),
      col('input_after', 'Input after', 'number'),
      col('output_before', 'Output before', 'number'),
      col('output_after', 'Output after', 'number'),
      col('change_pct', 'Change', 'pct'),
      col('source_url', 'Source', 'url'),
    ],
    defaultSort: { id: 'date', dir: 'desc' },
  }
}
