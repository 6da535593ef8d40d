// The price changes' page: every recorded change, newest first; each links to its model's page while
// the model is listed.
import { LLM_PRICES } from './llm-prices.ts'
import { defineView, field, linkTo } from '../page.ts'
import { PRICE_CHANGES } from './price-changes.ts'
import type { PriceChange } from '../schemas.ts'

export const priceChangesPage = defineView<PriceChange>({
  dataset: PRICE_CHANGES,
  title: 'LLM price changes',
  about:
    'Recorded official list-price cuts and increases (input and output per 1M tokens, in the native currency, ' +
    'with the percent change and both prices), and models added to tracking.',
  columns: [
    field('date', 'Date', 'date'),
    field('model', 'Model', 'text', { link: (c, links) => linkTo(links, LLM_PRICES, c.model) }),
    field('vendor', 'Vendor', 'text', { filter: true }),
    field('country', 'Country', 'text', { filter: true }),
    field('kind', 'Kind', 'text', { filter: true }),
    field('currency', 'Currency'),
    field('input_before', 'Input before', 'money'),
    field('input_after', 'Input after', 'money'),
    field('output_before', 'Output before', 'money'),
    field('output_after', 'Output after', 'money'),
    field('change_pct', 'Change', 'pct'),
    field('source_url', 'Source', 'url'),
  ],
  defaultSort: { id: 'date', dir: 'desc' },
})
