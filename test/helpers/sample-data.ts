// A tiny TEST-ONLY dataset (labelled so in every record: not real prices), loaded straight into a
// store so suites that need a database-backed service do not spend time seeding the real history.
import { PRICE_HISTORY } from '../../tools/llm-prices/llm-price-history.ts'
import type { Store } from '../../store/types.ts'
import type { HistoryRow, PriceRecord } from '../../tools/schemas.ts'
import { LLM_PRICES } from '../../tools/llm-prices/llm-prices.ts'
import { PRICE_CHANGES } from '../../tools/llm-prices/price-changes.ts'

const SOURCE = {
  name: 'TEST-ONLY sample, not a real price',
  url: 'https://example.test/test-only',
  license: 'none',
  retrieved: '2024-01-03',
}

const record: PriceRecord = {
  model: 'test-only-model',
  source_model_id: 'test-only-model',
  vendor: 'test-only-vendor',
  country: 'other',
  native_currency: 'USD',
  input_usd: 1,
  output_usd: 2,
  cache_read_usd: null,
  cache_write_usd: null,
  input_cny: 7,
  output_cny: 14,
  cache_read_cny: null,
  cache_write_cny: null,
  fx_usd_cny: 7,
  fx_date: '2024-01-01',
  fx_source: SOURCE.name,
  last_observed: '2024-01-01',
  source_name: SOURCE.name,
  source_url: SOURCE.url,
}

async function loadSampleData(store: Store): Promise<void> {
  const days = ['2024-01-01', '2024-01-02', '2024-01-03']
  await store.appendSeries(
    PRICE_HISTORY,
    days.map((date): HistoryRow => ({ date, ...record })),
  )
  await store.putEdition(PRICE_CHANGES, '2024-01-03', { as_of: '2024-01-03', sources: [SOURCE], items: [] })
  await store.putEdition(LLM_PRICES, '2024-01-03', { as_of: '2024-01-03', sources: [SOURCE], items: [record] })
}

/** A new database on a MongoDB server holding the test-only sample; returns its name. */
export async function sampleDatabase(uri: string, prefix: string): Promise<string> {
  const { randomBytes } = await import('node:crypto')
  const { MongoStore } = await import('../../store/mongo.ts')
  const db = `${prefix}_${randomBytes(4).toString('hex')}`
  const store = new MongoStore(uri, db)
  await loadSampleData(store)
  await store.close()
  return db
}
