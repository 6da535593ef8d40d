// From observations to what we publish: daily history rows (carrying the last observed price
// forward), the latest record per model, and the list of price changes.
import type { HistoryRow, PriceChange, PriceRecord } from '../../../tools/schemas.ts'
import { nextDay } from '../../../tools/dates.ts'
import type { FxTable } from '../../../tools/fx.ts'
import { changeBetween } from './changes.ts'
import type { Observation } from '../../../tools/observation.ts'

const round = (value: number) => Math.round(value * 1e6) / 1e6

/** A native price in both currencies, converted with the real rate in force on `date`. */
export function priceRecord(obs: Observation, date: string, fx: FxTable): PriceRecord {
  const { rate, date: fxDate, source } = fx.on(date)
  const toUsd = (v: number | null) => v === null ? null : obs.currency === 'USD' ? v : round(v / rate)
  const toCny = (v: number | null) => v === null ? null : obs.currency === 'CNY' ? v : round(v * rate)
  return {
    model: obs.model, source_model_id: obs.source_model_id, vendor: obs.vendor, country: obs.country,
    native_currency: obs.currency,
    input_usd: toUsd(obs.input)!, output_usd: toUsd(obs.output)!,
    cache_read_usd: toUsd(obs.cache_read), cache_write_usd: toUsd(obs.cache_write),
    input_cny: toCny(obs.input)!, output_cny: toCny(obs.output)!,
    cache_read_cny: toCny(obs.cache_read), cache_write_cny: toCny(obs.cache_write),
    fx_usd_cny: rate, fx_date: fxDate, fx_source: source,
    last_observed: obs.observed, source_name: obs.source_name, source_url: obs.source_url,
    ...(obs.tiers?.length ? { tiers: obs.tiers } : {}),
    ...(obs.conditions ? { conditions: obs.conditions } : {}),
  }
}

/** Per model, only the first source (in order) that lists it: a model's series never mixes these. */
export function firstSourceOnly(...sources: Observation[][]): Observation[] {
  const owner = new Map<string, number>()
  sources.forEach((list, i) => list.forEach((o) => { if (!owner.has(o.model)) owner.set(o.model, i) }))
  return sources.flatMap((list, i) => list.filter((o) => owner.get(o.model) === i))
}

/**
 * Each model's observations, oldest first, from the first source (in the order given) that has the
 * model, so one model's series never switches source or currency. Cross-source checks are a later stage.
 */
export function preferFirstSource(...sources: Observation[][]): Map<string, Observation[]> {
  const byModel = new Map<string, Observation[]>()
  for (const obs of firstSourceOnly(...sources)) {
    const list = byModel.get(obs.model)
    if (list) list.push(obs)
    else byModel.set(obs.model, [obs])
  }
  for (const list of byModel.values()) list.sort((a, b) => a.observed.localeCompare(b.observed))
  return byModel
}

/** The latest date any source observed a price: the data's as-of date. */
export function asOfDate(byModel: Map<string, Observation[]>): string {
  let max = ''
  for (const list of byModel.values()) max = list.at(-1)!.observed > max ? list.at(-1)!.observed : max
  return max
}

/**
 * One row per model per day from its first observation: an observation holds until the next one,
 * or until its source's next snapshot when the model was gone from it, or until `asOf`.
 */
export function dailyHistory(byModel: Map<string, Observation[]>, asOf: string, fx: FxTable): HistoryRow[] {
  const rows: HistoryRow[] = []
  const end = nextDay(asOf)
  for (const list of byModel.values()) {
    list.forEach((obs, i) => {
      const next = list[i + 1]?.observed ?? end
      const stop = obs.valid_until && obs.valid_until < next ? obs.valid_until : next
      for (let day = obs.observed; day < stop && day < end; day = nextDay(day)) {
        rows.push({ date: day, ...historyFields(priceRecord(obs, day, fx)) })
      }
    })
  }
  return rows.sort((a, b) => a.model.localeCompare(b.model) || a.date.localeCompare(b.date))
}

/** A price record without what history does not keep (tiers and conditions live in the latest prices). */
export function historyFields(record: PriceRecord): Omit<PriceRecord, 'tiers' | 'conditions'> {
  const { tiers: _tiers, conditions: _conditions, ...rest } = record
  return rest
}

/** The latest price of every model still tracked on `asOf`. */
export function latestPrices(history: HistoryRow[], asOf: string, byModel?: Map<string, Observation[]>): PriceRecord[] {
  return history
    .filter((row) => row.date === asOf)
    .map(({ date: _date, ...record }): PriceRecord => {
      // Tiers and conditions are not in history: take them from the observation in force.
      const obs = byModel?.get(record.model)?.find((o) => o.observed === record.last_observed && o.source_url === record.source_url)
      return { ...record, ...(obs?.tiers?.length ? { tiers: obs.tiers } : {}), ...(obs?.conditions ? { conditions: obs.conditions } : {}) }
    })
    .sort((a, b) => a.vendor.localeCompare(b.vendor) || a.model.localeCompare(b.model))
}

/** Additions to tracking and every change of the input or output list price, oldest first. */
export function priceChanges(byModel: Map<string, Observation[]>): PriceChange[] {
  const changes: PriceChange[] = []
  for (const list of byModel.values()) {
    list.forEach((obs, i) => {
      const change = changeBetween(list[i - 1], obs, obs.observed)
      if (change) changes.push(change)
    })
  }
  return changes.sort((a, b) => a.date.localeCompare(b.date) || a.model.localeCompare(b.model))
}
