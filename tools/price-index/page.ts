// The price index page: the daily index per group as a table, with its four charts.
import { defineView, field } from '../page.ts'
import { PRICE_INDEX } from './tool.ts'
import { capabilityChart, frontierChart, indexChart, qualityChart } from './charts.ts'
import type { PriceIndexPoint } from './schema.ts'

export const priceIndexPage = defineView<PriceIndexPoint>({
  dataset: PRICE_INDEX,
  title: 'LLM price index',
  about:
    'A daily chain-linked list-price index (Jevons links on a 3:1 input:output blend, USD with a CNY variant, ' +
    'base 100) for Chinese (CN), US and ALL developers, with the median blended price and the model count per ' +
    'day; the cost of capability (cheapest model at or above a benchmark score) and the price-score frontier. ' +
    'Reproducible from /data/history.csv.',
  method: 'price-index',
  // Index days are rows of one series, not records anyone cites alone: no page per day.
  columns: [
    field('date', 'Day', 'date'),
    field('group', 'Group', 'text', { filter: true }),
    field('index_usd', 'Index (USD)', 'number'),
    field('index_cny', 'Index (CNY)', 'number'),
    field('link_usd', 'Daily link (USD)', 'number'),
    field('median_blended_usd', 'Median blended USD per 1M', 'usd'),
    field('median_blended_cny', 'Median blended CNY per 1M', 'cny'),
    field('models', 'Models', 'int'),
    field('link_models', 'Models in the link', 'int'),
    field('qa_index_usd', 'Quality-adjusted (USD)', 'number'),
    field('qa_models', 'Scored models', 'int'),
  ],
  charts: [indexChart(), qualityChart(), frontierChart(), capabilityChart()],
  defaultSort: { id: 'date', dir: 'desc' },
})
