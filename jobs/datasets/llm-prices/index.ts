// LLM list prices: the latest price per model, its daily history and the list of changes, made by one
// producer (the history and the changes come out of the same reconcile of the day's observations).
import { LLM_PRICES, LlmPricesPayload } from '../../../tools/llm-prices/llm-prices.ts'
import llmPrices from '../../../tools/llm-prices/llm-prices.ts'
import llmPriceHistory, { OFFER_HISTORY, PRICE_HISTORY } from '../../../tools/llm-prices/llm-price-history.ts'
import { OBSERVATIONS } from '../../../tools/observation.ts'
import priceChanges, { PRICE_CHANGES, PriceChangesPayload } from '../../../tools/llm-prices/price-changes.ts'
import { llmPricesPage } from '../../../tools/llm-prices/llm-prices-page.ts'
import { priceChangesPage } from '../../../tools/llm-prices/price-changes-page.ts'
import type { Dataset } from '../../dataset.ts'
import { refreshPrices, seedPrices } from './produce.ts'
import { SOURCES } from './sources/index.ts'

export default {
  tools: [llmPrices, llmPriceHistory, priceChanges],
  producer: {
    name: 'llm_prices',
    // The latest prices last: in a seed, their snapshot marks the store as seeded.
    writes: [
      // a change log's as_of is its newest change: weeks without one are normal, a quarter is not
      { name: PRICE_CHANGES, payload: PriceChangesPayload, staleAfterDays: 90 },
      // sellers' pages are read daily (DATA_STALE_DAYS may set it otherwise: the first dataset's bound)
      { name: LLM_PRICES, payload: LlmPricesPayload, staleAfterDays: 14 },
    ],
    // Its own stored history: where a model's new rows start, which offer a day served.
    readsSeries: [PRICE_HISTORY],
    appendsSeries: [PRICE_HISTORY, OFFER_HISTORY],
    appendsLogs: [OBSERVATIONS],
    sources: SOURCES,
    produce: refreshPrices,
    seed: seedPrices,
  },
  page: [llmPricesPage, priceChangesPage],
} satisfies Dataset
