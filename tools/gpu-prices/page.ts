// The GPU pages: the table of GPUs with specs and rental, a page per GPU with every sourced price and
// its cloud rental day by day.
import { GPU_PRICES } from './gpu-prices.ts'
import { GPU_RENTAL_HISTORY, type GpuRentalDay } from './gpu-rental-history.ts'
import { type Column, col, defineChart, defineSection, defineView, field, fromTo, historyOf } from '../page.ts'
import { displayMoney } from '../round.ts'
import type { GpuItem, GpuPrice } from './schema.ts'
import { anySeries } from '../series.ts'

/** A GPU's cloud rental per GPU-hour, lowest and median across providers, day by day. */
const rentalChart = defineChart<GpuItem, GpuRentalDay>({
  id: 'rental-usd',
  title: 'Cloud rental per GPU-hour, USD: lowest and median of the providers',
  rows: (data) => historyOf(data, GPU_RENTAL_HISTORY),
  spec: () => ({
    transform: [
      { fold: ['min_usd', 'median_usd'], as: ['field', 'usd'] },
      // Words in the legend, not field names.
      { calculate: "datum.field === 'min_usd' ? 'Lowest' : 'Median'", as: 'statistic' },
    ],
    mark: { type: 'line', point: true },
    encoding: {
      x: { field: 'date', type: 'temporal', title: 'Day' },
      y: { field: 'usd', type: 'quantitative', title: 'USD per GPU-hour' },
      color: { field: 'statistic', type: 'nominal', title: 'Across providers' },
      // A change of source is no change of price: each source is a line of its own (the summary and the
      // table name them; a second legend would squeeze the chart on a phone).
      detail: { field: 'upstream_series', type: 'nominal' },
    },
  }),
  alt: (rows) =>
    [...new Set(rows.map((r) => r.upstream_series))]
      .map((series) => {
        const own = rows.filter((r) => r.upstream_series === series)
        const [first, last] = [own[0], own[own.length - 1]]
        const usd = (k: 'median_usd' | 'min_usd') => fromTo(`$${displayMoney(first[k])}`, `$${displayMoney(last[k])}`)
        return (
          `${series}, ${first.date} to ${last.date}: median ${usd('median_usd')}, ` +
          `lowest ${usd('min_usd')} (${last.providers} provider${last.providers === 1 ? '' : 's'} on its last day).`
        )
      })
      .join(' '),
  table: [
    field('date', 'Day', 'date'),
    field('providers', 'Providers', 'int'),
    field('offers', 'Offers', 'int'),
    field('min_usd', 'Lowest, USD', 'usd'),
    field('median_usd', 'Median, USD', 'usd'),
    field('median_cny', 'Median, CNY', 'cny'),
    field('source_url', 'Source', 'url'),
  ],
})

/** The spec columns, on the table and on each GPU's page. */
const SPECS: Column<GpuItem>[] = [
  col('specs.vram_gb.value', 'VRAM GB', (g) => g.specs.vram_gb.value, 'int'),
  col('specs.memory_bandwidth_gbs.value', 'Bandwidth GB/s', (g) => g.specs.memory_bandwidth_gbs.value, 'int'),
  col(
    'specs.fp16_tensor_dense_tflops.value',
    'FP16 dense TFLOPS',
    (g) => g.specs.fp16_tensor_dense_tflops.value,
    'number',
  ),
  col('specs.tdp_w.value', 'TDP W', (g) => g.specs.tdp_w.value, 'int'),
]

export const gpuPricesPage = defineView<GpuItem>({
  dataset: GPU_PRICES,
  title: 'GPU prices and specs',
  about:
    'Data-center, workstation and consumer GPUs: VRAM, bandwidth, FP16/BF16 compute, TDP and release date (each ' +
    'with its source or a reason for null); list prices, China market prices and cloud rental per GPU-hour, ' +
    "every price with its source URL, date, quoted currency and CNY and USD at that date's FX.",
  method: 'gpu-prices',
  note: () =>
    'Conflicting price reports are listed side by side, not averaged. SXM parts in China are quoted per ' +
    '8-GPU node; per-card figures are the node price divided by 8 and say so. A price whose source does not ' +
    'state SXM, PCIe or NVL sits on the part’s “form factor not stated” record, never on a guessed form. A list ' +
    'price is the seller’s own; an estimate says who derived it and how; “from” and “up to” figures are shown ' +
    'as bounds. Rental figures come from a marketplace aggregator, not from list prices.',
  key: (g) => g.id,
  recordTitle: (g) => g.name,
  columns: [
    field('name', 'GPU', 'text', { link: 'record' }),
    field('vendor', 'Vendor', 'text', { filter: true }),
    field('category', 'Category', 'text', { filter: true }),
    field('form_factor', 'Form'),
    ...SPECS,
    col('prices', 'Prices', (g) => g.prices.length, 'int'),
    col('cloud_rental.median_usd', 'Rental median USD/h', (g) => g.cloud_rental?.median_usd, 'usd'),
  ],
  fields: [
    field('name', 'GPU'),
    field('vendor', 'Vendor'),
    field('category', 'Category'),
    field('form_factor', 'Form factor'),
    field('china_part', 'China part', 'bool'),
    ...SPECS,
    col('specs.release_date.value', 'Released', (g) => g.specs.release_date.value, 'date'),
    col('cloud_rental.series', 'Rental series', (g) => g.cloud_rental?.series),
    col('cloud_rental.date', 'Rental date', (g) => g.cloud_rental?.date, 'date'),
    col('cloud_rental.median_usd', 'Rental median, USD per GPU-hour', (g) => g.cloud_rental?.median_usd, 'usd'),
    col('cloud_rental.min_usd', 'Rental minimum, USD per GPU-hour', (g) => g.cloud_rental?.min_usd, 'usd'),
    col(
      'cloud_rental.change_7d_median',
      '7-day change of the median',
      (g) => g.cloud_rental?.change_7d_median,
      'ratio-pct',
    ),
  ],
  cites: (g) => g.prices.map((p) => ({ label: `${p.market} (${p.kind})`, url: p.source_url, observed: p.date })),
  history: { series: anySeries(GPU_RENTAL_HISTORY), key: (g) => (g.cloud_rental ? g.id : null) },
  recordCharts: [rentalChart],
  sections: [
    defineSection<GpuItem, GpuPrice>({
      title: 'Prices',
      rows: (data) => data.record.prices,
      columns: [
        field('market', 'Market'),
        field('kind', 'Kind'),
        field('region', 'Region'),
        field('basis', 'Basis'),
        field('price_reported', 'As reported'),
        col('usd.amount', 'USD', (p) => p.usd?.amount, 'usd'),
        col('cny.amount', 'CNY', (p) => p.cny?.amount, 'cny'),
        col('fx.rate', 'FX', (p) => p.fx?.rate, 'number'),
        col('fx.date', 'FX date', (p) => p.fx?.date, 'date'),
        field('date', 'Date', 'date'),
        field('source_url', 'Source', 'url'),
      ],
      empty: 'No price.',
    }),
  ],
})
