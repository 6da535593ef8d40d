// The price of a model on a day, the one answer every surface gives: what held that day. An id is
// resolved as its seller writes it (a record, an alias folded into one, or the snapshot a seller says
// a rolling id pointed to that day); before its first price it is "not launched until D", after a
// stated retirement "retired on D"; else the seller's rows in force, that day's history row, or the
// latest record on the latest day.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  pointedOn,
  pointerOn,
  pointersOf,
  type Resolution,
  resolveModel,
  SNAPSHOT_ID,
  snapshotId,
} from './alias-pointers.ts'
import { parseCsv } from './csv.ts'
import type { DataReader } from './data.ts'
import { PRICE_HISTORY } from './llm-prices/llm-price-history.ts'
import { samePriceWithin } from './price-domain.ts'
import { fromHistory, fromRecord, fromSellerRows, type SlicePrices } from './offer-prices.ts'
import type { Usage } from './price-at.ts'
import type { OfficialPriceItem, SellerLineup, SellerRetirement } from './official-prices/schema.ts'
import type { HistoryRow, PriceRecord } from './schemas.ts'
import { SPELLINGS } from './spellings.ts'
import { canonicalModelId } from './vendors.ts'
import type { Slice } from './workload.ts'

/** The retirements by each name that retires (canonical id), made once per list: a cost asks per model. */
const RETIRED_BY_NAME = new WeakMap<SellerRetirement[], Map<string, SellerRetirement[]>>()
function retiredByName(retirements: SellerRetirement[]): Map<string, SellerRetirement[]> {
  let index = RETIRED_BY_NAME.get(retirements)
  if (!index) {
    index = new Map()
    for (const r of retirements)
      for (const id of new Set(r.retired_names.map(canonicalModelId))) index.set(id, [...(index.get(id) ?? []), r])
    RETIRED_BY_NAME.set(retirements, index)
  }
  return index
}

/**
 * The first read after `since` and by `date` of a page listing every model a seller sells of the developer's
 * (of `seller` alone, where an offer is asked) that names none of `ids`: from that day it was not sold there.
 */
function leftOffLineup(
  lineups: SellerLineup[],
  ids: Set<string>,
  developer: string | undefined,
  after: { since?: string; date: string; seller?: string },
): SellerLineup | undefined {
  if (!developer) return undefined
  return lineups
    .filter(
      (l) =>
        l.developers.includes(developer) &&
        (!after.seller || l.seller === after.seller) &&
        l.seen_on <= after.date &&
        (!after.since || l.seen_on > after.since),
    )
    .sort((a, b) => a.seen_on.localeCompare(b.seen_on))
    .find((l) => !l.models.some((m) => ids.has(canonicalModelId(m))))
}

/** A seller's stated launch and retirement of an id (either may be empty), with the words read. */
interface Lifecycle {
  model: string
  launched: string
  retired: string
  source_url: string
  page_date: string
  words: string
}

const LIFECYCLE_FILE = fileURLToPath(new URL('../data/registry/lifecycle.csv', import.meta.url))
const LIFECYCLES: Lifecycle[] = parseCsv(readFileSync(LIFECYCLE_FILE, 'utf8')).map((r, i) => {
  const day = (d: string) => d === '' || /^\d{4}-\d{2}-\d{2}$/.test(d)
  if (!day(r.launched) || !day(r.retired) || !/^https?:\/\//.test(r.source_url) || !r.words)
    throw new Error(`lifecycle.csv line ${i + 2}: malformed`)
  return { ...(r as unknown as Lifecycle), model: canonicalModelId(r.model) }
})

/**
 * The history key of an id asked, and how it was resolved: its own rows when it has any (a rolling
 * id's history is its own), else the id it resolves to on `date`.
 */
export async function resolveHistoryKey(
  store: DataReader,
  asked: string,
  records: PriceRecord[],
  date: string,
): Promise<Resolution> {
  const id = canonicalModelId(asked)
  const own = records.find((r) => r.model === id)
  if (own || (await store.querySeries(PRICE_HISTORY, { key: id, limit: 1 })).total)
    return { asked, id, via: 'own', record: own }
  const resolved = resolveModel(asked, records, date)
  if (resolved.record) return resolved
  // A spelling of a model no longer in the latest prices (retired): the registry still names the id
  // its history is filed under.
  const spelt = SPELLINGS.get(id)?.canonical
  if (spelt && (await store.querySeries(PRICE_HISTORY, { key: spelt, limit: 1 })).total)
    return { asked, id: spelt, via: 'spelling', note: `${id} is filed under ${spelt}` }
  return resolved
}

/** The day an id launched at the earliest: a dated snapshot's own date (gpt-4o-2024-08-06). */
function snapshotDate(id: string): string | undefined {
  const m = SNAPSHOT_ID.exec(id)
  const d = m?.[2]
  if (d && /^\d{4}-\d{2}-\d{2}$/.test(d)) return d
  if (d && /^\d{8}$/.test(d)) return `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`
  return undefined
}

/** The first day of an id's history, if it has one. */
async function firstHistoryDay(store: DataReader, id: string): Promise<string | undefined> {
  const { total } = await store.querySeries(PRICE_HISTORY, { key: id, limit: 1 })
  return total ? (await store.querySeries(PRICE_HISTORY, { key: id, limit: total })).rows[0].date : undefined
}

/** What the day's price of an id is, or why there is none. */
export type DayPrice =
  | {
      status: 'priced'
      resolution: Resolution
      slice: (s: Slice) => Promise<SlicePrices | undefined>
      /** Who made the model: its record's vendor, else its last history row's (a model the list no longer has). */
      developer?: string
    }
  | { status: 'not launched' | 'retired' | 'unpriced'; resolution: Resolution; reason: string }

export interface DayContext {
  store: DataReader
  records: PriceRecord[]
  /** The sellers' own rows (first-party). */
  rows: OfficialPriceItem[]
  /** The models the sellers' pages retired (the feed's list, as read: indexed once per list). */
  retirements?: SellerRetirement[]
  /** The reads that list every model a seller sells (the feed's list): why a model is no longer priced. */
  lineups?: SellerLineup[]
  /** Only this seller's retirements and line-ups count (an offer asked of that seller). */
  retirementsOf?: string
  /** The latest day of the published prices: on or after it the latest record prices. */
  asOf: string
  usage: Omit<Usage, 'mode'>
  /** The billing currency wanted, where a seller states more than one. */
  currency?: 'USD' | 'CNY'
  /** The record and its history price another offer of the model: only the rows price this one. */
  rowsOnly?: boolean
}

/** Where the seller's own page ended the last of its prices that had ended by `date`, and on what basis. */
function endedBy(rows: OfficialPriceItem[], date: string): string {
  const last = rows
    .filter((r) => r.effective_until && r.effective_until.slice(0, 10) <= date)
    .sort((a, b) => (a.effective_until! < b.effective_until! ? 1 : -1))[0]
  if (!last) return ''
  const basis = (last.effective_basis ?? '').replace(/^page: /, '')
  const said = basis ? `: "${basis.length > 120 ? `${basis.slice(0, 120)}…` : basis}"` : ''
  return `; its price on the seller's page ended on ${last.effective_until!.slice(0, 10)} (${last.url}${said})`
}

/**
 * The price of `asked` on `date`, slice by slice, from what held that day: a seller's row with a
 * stated start, that day's history row, a seller's row still in force with no stated start (not
 * before the id's first price), the latest record on the latest day. Before the first price: "not
 * launched until D"; on or after a stated retirement: "retired on D".
 */
export async function priceOnDay(ctx: DayContext, asked: string, date: string): Promise<DayPrice> {
  // A rolling id is the snapshot its seller says it pointed to that day, else its own history.
  const pointed = resolveModel(asked, ctx.records, date)
  // The snapshot may be one the latest prices no longer list (retired since): its history prices the day.
  const snapshot = pointed.via === 'pointer' ? undefined : pointedOn(asked, date)
  const resolution =
    pointed.via === 'pointer'
      ? pointed
      : snapshot &&
          (await ctx.store.querySeries(PRICE_HISTORY, { key: snapshot.id, until: date, limit: 1 })).rows[0]?.date ===
            date
        ? { asked, id: snapshot.id, via: 'pointer' as const, note: snapshot.note }
        : await resolveHistoryKey(ctx.store, asked, ctx.records, date)
  const asked_ = canonicalModelId(asked)
  const life = LIFECYCLES.find((r) => r.model === asked_) ?? LIFECYCLES.find((r) => r.model === resolution.id)
  if (life?.retired && date >= life.retired)
    return { status: 'retired', resolution, reason: `retired on ${life.retired} (${life.source_url})` }
  // The seller's page retired it (or the model a name it gave stands for): from that day, no price.
  const byName = retiredByName(ctx.retirements ?? [])
  const gone = [...(byName.get(asked_) ?? []), ...(byName.get(resolution.id) ?? [])]
    // A reseller closing its resale (Google's Claude 3.7 Sonnet) ends that seller's offer only.
    .filter(
      (r) => (!ctx.retirementsOf || r.seller === ctx.retirementsOf) && (!r.developer || r.seller === ctx.retirementsOf),
    )
    .sort((a, b) => (a.retired_on < b.retired_on ? -1 : 1))[0]
  if (gone && date >= gone.retired_on)
    return {
      status: 'retired',
      resolution,
      reason: `retired on ${gone.retired_on} (${gone.url}: "${gone.words.slice(0, 120)}")`,
    }
  if (life?.launched && date < life.launched)
    return { status: 'not launched', resolution, reason: `not launched until ${life.launched} (${life.source_url})` }
  const ids = new Set([resolution.id, ...(resolution.record?.aliases ?? [])])
  // A rolling id priced as its snapshot keeps its own rows out (they price the id, not the day's snapshot).
  const all = ctx.rows.filter((r) => ids.has(canonicalModelId(r.model)) || canonicalModelId(r.model) === asked_)
  // A seller that states prices in two currencies (bigmodel.cn and z.ai) sells in the one asked for.
  const inCurrency = ctx.currency ? all.filter((r) => r.currency === ctx.currency) : []
  const rows = inCurrency.length ? inCurrency : all
  const upTo = await ctx.store.querySeries(PRICE_HISTORY, { key: resolution.id, until: date, limit: 1 })
  const firstDay = [
    upTo.total ? undefined : await firstHistoryDay(ctx.store, resolution.id),
    ...rows.map((r) => r.effective_from?.slice(0, 10)),
  ]
    .filter((d): d is string => !!d)
    .sort()[0]
  // A dated snapshot did not exist before its date, whatever a catalogue folded into it says.
  const launched = [firstDay && !upTo.total ? firstDay : undefined, snapshotDate(asked_)]
    .filter((d): d is string => !!d)
    .sort()
    .pop()
  if (launched && date < launched && resolution.via !== 'pointer' && !life?.launched)
    return { status: 'not launched', resolution, reason: `not launched until ${launched}` }
  const latest = date >= ctx.asOf
  // On the latest day the record prices, or that day's history row of an id with no record.
  const row = (!latest || !resolution.record) && upTo.rows[0]?.date === date ? upTo.rows[0] : undefined
  // A snapshot folded into a record prices by the record's history only on days that row is its
  // price: the row names it, or a statement says the record's id pointed to it that day.
  const day =
    row &&
    (resolution.via !== 'spelling' ||
      canonicalModelId(row.source_model_id) === asked_ ||
      snapshotId(pointerOn(pointersOf(resolution.id), date)?.snapshot ?? '') === asked_)
      ? row
      : undefined
  const started = rows.filter((r) => r.effective_from)
  const open = rows.filter((r) => !r.effective_from && (r.effective_until || latest))
  const sellerSays = (set: OfficialPriceItem[], slice: Slice) =>
    set.length ? fromSellerRows(set, set[0].model, date, slice, ctx.usage) : undefined
  // A day's history row at the price of the seller's undated row in force is that row's day: the row prices it,
  // with its components (DeepSeek's off-peak window in 2025, which a catalogue's row of the same price lacks).
  // Asked only where no dated row answers, once.
  let historyDay: HistoryRow | undefined | null = null
  const fromDay = (s: Slice) => {
    if (historyDay === null) {
      const history = day && !ctx.rowsOnly ? fromHistory(day, 'standard') : undefined
      const undated = history && sellerSays(open, 'standard')
      historyDay = history && !(undated && samePriceWithin(history.prices, undated.prices)) ? day : undefined
    }
    return historyDay ? fromHistory(historyDay, s) : undefined
  }
  const slice = async (s: Slice): Promise<SlicePrices | undefined> =>
    sellerSays(started, s) ??
    fromDay(s) ??
    sellerSays(open, s) ??
    (latest && resolution.record && !ctx.rowsOnly
      ? fromRecord(resolution.record, s, ctx.usage.input_tokens)
      : undefined)
  // Who made the model: its record's vendor, else its last history row's (a model the list no longer has).
  const last = upTo.rows[0]
  const developer = resolution.record?.vendor ?? last?.vendor
  if (!(await slice('standard'))) {
    // A model priced before and not that day: its last priced day says where its price ended, and a page
    // listing every model its seller sells, read since, that left it out says why.
    const before = last && last.date < date ? `; last priced on ${last.date} (${last.source_name})` : ''
    const left = leftOffLineup(ctx.lineups ?? [], new Set([...ids, asked_]), developer, {
      since: last?.date,
      date,
      seller: ctx.retirementsOf,
    })
    const off = left ? `; not on ${left.seller}'s list of every model it sells, read ${left.seen_on} (${left.url})` : ''
    const ended = endedBy(rows, date)
    return {
      status: 'unpriced',
      resolution,
      reason: `${latest ? 'no first-party price listed' : `no first-party price on ${date}`}${before}${ended}${off}`,
    }
  }
  return { status: 'priced', resolution, slice, ...(developer ? { developer } : {}) }
}
