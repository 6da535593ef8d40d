// The price history through the generic series calls, spelled as the tests ask it (model, vendor,
// country), so a store test reads like the questions the service answers.
import type { DataReader } from '../../tools/data.ts'
import { PRICE_HISTORY } from '../../tools/llm-prices/llm-price-history.ts'
import { type Observation, OBSERVATIONS } from '../../tools/observation.ts'
import type { HistoryRow } from '../../tools/schemas.ts'
import type { Store } from '../../store/types.ts'

export interface HistoryQuery {
  model?: string
  vendor?: string
  country?: string
  since?: string
  until?: string
  limit: number
}

export const queryHistory = (store: DataReader, q: HistoryQuery) =>
  store.querySeries(PRICE_HISTORY, {
    key: q.model,
    where: { vendor: q.vendor, country: q.country },
    since: q.since,
    until: q.until,
    limit: q.limit,
  })

export const allHistory = (store: DataReader, after?: string) => store.allSeries(PRICE_HISTORY, after)
export const appendHistory = (store: Store, rows: HistoryRow[]) => store.appendSeries(PRICE_HISTORY, rows)
export const addObservations = (store: Store, observations: Observation[]) =>
  store.addRecords(OBSERVATIONS, observations)
export const observationsOf = (store: Store, model: string) => store.recordsOf(OBSERVATIONS, model)
