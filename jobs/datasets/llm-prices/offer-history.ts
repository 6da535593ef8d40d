// Every offer's own days beside the model's served series. The served series (PRICE_HISTORY, one row
// per model per day) prices one offer a day; each other offer a seller's page states (Alibaba's
// mainland CNY list beside its international USD one, a cloud's resale) gets its rows in
// OFFER_HISTORY from the day its price took effect, on the days it is not the one served, at the price
// its rows hold that day. So history.csv has one row per offer per day, and no row twice.
import type { Observation } from '../../../tools/observation.ts'
import { PRICE_HISTORY } from '../../../tools/llm-prices/llm-price-history.ts'
import type { FxTable } from '../../../tools/fx.ts'
import { dailyRows, type OfferId, offerOf, stepsOf } from '../../../tools/price-domain.ts'
import { addDays } from '../../../tools/dates.ts'
import type { HistoryRow, PriceChange } from '../../../tools/schemas.ts'
import type { DataReader } from '../../../tools/data.ts'
import type { SellerPrices } from '../../official.ts'
import { changeBetween } from './changes.ts'
import { historyFields, priceRecord } from './derive.ts'
import { officialObservations } from './sources/official.ts'
import { respell } from './spellings.ts'

/** The offer served for a model on a day (its PRICE_HISTORY row's offer), if any. */
export type ServedOn = (model: string, day: string) => OfferId | undefined

/**
 * The sellers' list prices (and promotions asked alone), and third parties' quotes of a seller's price for the
 * offers no page states, as dated observations per offer, oldest first, up to `asOf`. An offer's figure in the
 * other currency is a conversion (the seller's other page is another offer), so the pairing of currencies the
 * served series uses is dropped here.
 */
function offerObservations(tables: SellerPrices[], asOf: string, quoted: Observation[]): Map<OfferId, Observation[]> {
  const out = new Map<OfferId, Observation[]>()
  for (const table of tables) {
    for (const raw of officialObservations(table, false).observations) {
      if (raw.observed > asOf) continue
      const { stated: _stated, ...obs } = respell(raw)
      const id = offerOf(obs).id
      out.set(id, [...(out.get(id) ?? []), obs])
    }
  }
  // Third parties' quotes of a seller's price (secondary), for the offers no seller's page states.
  const pages = new Set(out.keys())
  for (const obs of quoted) {
    const id = offerOf(obs).id
    if (obs.observed > asOf || pages.has(id)) continue
    out.set(id, [...(out.get(id) ?? []), obs])
  }
  for (const [id, list] of out) {
    // One observation per day: the first stated (pages list a day's price once per currency and band).
    const byDay = new Map<string, Observation>()
    for (const o of list.sort((a, b) => a.observed.localeCompare(b.observed)))
      if (!byDay.has(o.observed)) byDay.set(o.observed, o)
    out.set(id, [...byDay.values()])
  }
  return out
}

/**
 * The rows of every offer on the days from `from` (default: its first price) to `to` on which it
 * is not the offer served: each price holds until the next, or until the day its page says it ended.
 */
export function offerRows(
  byOffer: Map<OfferId, Observation[]>,
  served: ServedOn,
  fx: FxTable,
  to: string,
  from = '',
): HistoryRow[] {
  const rows: HistoryRow[] = []
  for (const [id, list] of byOffer) {
    const days = dailyRows(stepsOf(list), { from, to }, (obs) => ({
      ...historyFields(priceRecord(obs, fx)),
      served: 0,
    }))
    rows.push(...days.filter((row) => served(row.model, row.date) !== id))
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date) || (a.offer ?? '').localeCompare(b.offer ?? ''))
}

/**
 * The changes of each offer on days it is not served (a served offer's changes are its model's
 * series' own), marked headline: false; from `from` on (default: all). An offer the served series
 * switches to on its first day is added here: a switch moves no price, so the series adds nothing.
 */
export function offerChanges(byOffer: Map<OfferId, Observation[]>, served: ServedOn, from = ''): PriceChange[] {
  const out: PriceChange[] = []
  for (const [id, list] of byOffer)
    list.forEach((obs, i) => {
      if (obs.observed < from) return
      if (served(obs.model, obs.observed) === id) {
        const before = served(obs.model, addDays(obs.observed, -1))
        if (i === 0 && before && before !== id) out.push(changeBetween(undefined, obs, obs.observed)!)
        return
      }
      const change = changeBetween(list[i - 1], obs, obs.observed)
      if (change) out.push({ ...change, headline: false })
    })
  return out
}

/**
 * The served offer of each of `models` on each day from `from` to `to`: the stored served series, and
 * on a day it does not hold, the row `adding` brings (rows the run appends after; a stored day wins,
 * as it does in the append, and so does the first of two added rows).
 */
async function servedOffers(
  store: Pick<DataReader, 'querySeries'>,
  adding: HistoryRow[],
  models: Set<string>,
  to: string,
  from = '',
): Promise<ServedOn> {
  const byModel = new Map<string, Map<string, string>>()
  for (const model of models) {
    // From the day before `from`: whether an offer's first day there is a switch of the served one.
    const query = { key: model, since: from ? addDays(from, -1) : undefined, until: to }
    const { total } = await store.querySeries(PRICE_HISTORY, { ...query, limit: 1 })
    if (!total) continue
    const { rows } = await store.querySeries(PRICE_HISTORY, { ...query, limit: total })
    byModel.set(model, new Map(rows.map((r) => [r.date, r.offer ?? ''])))
  }
  for (const r of adding) {
    if (!models.has(r.model) || r.date < from || r.date > to) continue
    let days = byModel.get(r.model)
    if (!days) byModel.set(r.model, (days = new Map()))
    if (!days.has(r.date)) days.set(r.date, r.offer ?? '')
  }
  return (model, day) => byModel.get(model)?.get(day) || undefined
}

/**
 * The offers' rows from `from` to `to` (to append to OFFER_HISTORY) and their changes from `from` on,
 * beside the served series as stored plus the `adding` rows the run appends to it.
 */
export async function offerHistory(
  store: Pick<DataReader, 'querySeries'>,
  adding: HistoryRow[],
  tables: SellerPrices[],
  fx: FxTable,
  to: string,
  from?: string,
  quoted: Observation[] = [],
): Promise<{ rows: HistoryRow[]; changes: PriceChange[] }> {
  const byOffer = offerObservations(tables, to, quoted)
  const models = new Set([...byOffer.values()].map((list) => list[0].model))
  const served = await servedOffers(store, adding, models, to, from)
  return { rows: offerRows(byOffer, served, fx, to, from), changes: offerChanges(byOffer, served, from) }
}
