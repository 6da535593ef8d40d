// The price domain, read first: the nouns of the price data as types, and its rules, each written once
// here: the headline offer, the conversion between USD and CNY, whether a seller's row is in force at
// an instant, and the named tolerance two published prices agree within. (Where a rule is applied at
// length: priceAt in price-at.ts, a model's price on a day in price-on-day.ts.)
// A model (one identity: its developer, snapshots, alias pointers) is sold in offers: an offer is
// (model, seller, region), with its own prices, bands, modes, currency as the seller states it,
// dates and evidence. An offer id is written `model@seller/region`, e.g. qwen-plus@alibaba/cn.
import { z } from 'zod'
import { isBandedByOutput, type OfficialPrice, promotionEndOf } from './official-price.ts'
import type { AliasPointer, PointerBasis } from './alias-pointers.ts'
import type { PriceComponent } from './schemas.ts'
import type { Observation } from './observation.ts'
import { SECONDARY } from './price-terms.ts'
import { dayOf } from './dates.ts'
import { canonicalModelId, countryOf } from './vendors.ts'

/** A canonical model id (vendors.ts canonicalModelId). */
export type ModelId = string
/** Who trained the model (a vendor id: openai, alibaba, zhipu). */
export type Developer = string
/** Who sells access at a price: the developer itself, or a cloud reselling it (vertex, bedrock, alibaba). */
export type Seller = string
/**
 * Another id of one record: a catalogue's other spelling, or a dated snapshot or `-latest` id at the
 * record's price, folded into it (the record's `aliases` field, data/registry/spellings.csv). Not an
 * alias pointer, which says which snapshot a rolling id served on which days (AliasPointer).
 */
export type Spelling = string
/** A dated version of a model: gpt-4o-2024-08-06 is a snapshot of gpt-4o. */
export interface Snapshot {
  model: ModelId
  snapshot: ModelId
}
export type { AliasPointer, PointerBasis }
export {
  carriedOn,
  dailyRows,
  STALE_DAYS,
  staleClock,
  staleFrom,
  stepsOf,
  type Carried,
  type Step,
} from './daily-history.ts'
/** Where an offer is sold: mainland China (cn, a mainland page) or the seller's international site (intl). */
export const REGIONS = ['cn', 'intl'] as const
export type Region = (typeof REGIONS)[number]
export type { PriceComponent }
export {
  basisOf,
  COMPONENT_NAMES,
  DATE_BASES,
  type DateBasis,
  dateBasis,
  isDateBasis,
  isRuleMode,
  isSecondary,
  isServiceTier,
  MODES,
  RULE_MODES,
  SLICES,
  type Slice,
  type Mode,
  SECONDARY,
  SEEN_AGAIN,
  SERVICE_TIERS,
  type ServiceTier,
} from './price-terms.ts'
/** `model@seller/region` */
export type OfferId = string

/** The two currencies a price is stated in. */
export type Currency = 'USD' | 'CNY'

/**
 * The one conversion of a price between USD and CNY, at `cnyPerUsd` (CNY per USD, as FRED's DEXCHUS and
 * the run's FX table quote it). A price in its own currency is returned as it is, never round-tripped.
 */
export function convertPrice(value: number, from: Currency, to: Currency, cnyPerUsd: number): number {
  if (from === to) return value
  return from === 'USD' ? value * cnyPerUsd : value / cnyPerUsd
}

/** What one unit of `from` is worth in `to`: the factor a workload's lines are each multiplied by. */
export function conversionFactor(from: Currency, to: Currency, cnyPerUsd: number): number {
  if (from === to) return 1
  return from === 'USD' ? cnyPerUsd : 1 / cnyPerUsd
}

/** Two published prices agree when they differ by at most this share of the larger, in per cent. */
export const PRICE_TOLERANCE_PCT = 1

/** How far apart two prices are, in per cent of the larger (0 when equal): what agreement reports state. */
export const priceDiffPct = (a: number, b: number) =>
  a === b ? 0 : (Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b))) * 100

/** Two prices within PRICE_TOLERANCE_PCT of the larger: every comparison of published prices uses it. */
export const withinPriceTolerance = (a: number | null, b: number | null) =>
  a !== null &&
  b !== null &&
  (a === b || Math.abs(a - b) <= Math.max(Math.abs(a), Math.abs(b)) * (PRICE_TOLERANCE_PCT / 100))

/** Two prices, the same currency and input and output within PRICE_TOLERANCE_PCT: the same price. */
export const samePriceWithin = (
  a: { currency: string; input: number | null; output: number | null },
  b: { currency: string; input: number | null; output: number | null },
) => a.currency === b.currency && withinPriceTolerance(a.input, b.input) && withinPriceTolerance(a.output, b.output)

/** An ISO day or instant as epoch milliseconds (a day starts at 00:00 UTC). */
export const epochMs = (t: string) => Date.parse(t.length === 10 ? `${t}T00:00:00Z` : t)

/** Is a seller's row in force at instant `t` (epoch ms): its effective dates, and a promotion's end? */
export function inForce(
  row: Pick<OfficialPrice, 'effective_from' | 'effective_until' | 'condition'>,
  t: number,
): boolean {
  if (row.effective_from && epochMs(row.effective_from) > t) return false
  if (row.effective_until && epochMs(row.effective_until) <= t) return false
  const until = promotionEndOf(row.condition)
  return !(until && epochMs(until) <= t)
}

/** Is a seller's row in force on a whole `day` (its effective dates, by day): from that day, until before it. */
export const inForceOn = (row: Pick<OfficialPrice, 'effective_from' | 'effective_until'>, day: string) =>
  (!row.effective_from || dayOf(row.effective_from) <= day) &&
  (!row.effective_until || dayOf(row.effective_until) > day)

/** Offers in two sentences, said the same on every surface (README, llms.txt, OpenAPI, MCP, tools). */
export const OFFERS_EXPLAINED =
  "An offer is one model sold by one seller in one region (cn or intl), priced in that seller's currency; " +
  'a model can have several, each written model@seller/region. The price tools answer for the headline ' +
  "offer (the developer's own, in its home currency) unless you pass seller and region."

/**
 * A context band of an offer: the prices for requests above input_tokens_min and up to input_tokens_max (and,
 * where the page bands by output length too, above output_tokens_min and up to output_tokens_max).
 */
export interface Band {
  input_tokens_min: number
  input_tokens_max: number | null
  output_tokens_min?: number
  output_tokens_max?: number | null
  input: number | null
  output: number | null
}

/** One offer as latest.json lists it inside its model's item. */
export interface Offer {
  id: OfferId
  seller: Seller
  region: Region
  currency: 'USD' | 'CNY'
  input: number | null
  output: number | null
  cache_read: number | null
  bands?: Band[]
  source_url: string
  date: string
  /** An official price's reader: its adapter (official/<seller>), or 'hand-typed: <why>'; 'secondary' for a quote. */
  adapter?: string
  /** An official price's words: its row as the page states it, quoted short (a quote's: the third party's). */
  words?: string
}

export const Offer = z
  .object({
    id: z.string(),
    seller: z.string(),
    region: z.enum(REGIONS),
    currency: z.enum(['USD', 'CNY']),
    input: z.number().nullable(),
    output: z.number().nullable(),
    cache_read: z.number().nullable(),
    bands: z
      .array(
        z.object({
          input_tokens_min: z.number(),
          input_tokens_max: z.number().nullable(),
          output_tokens_min: z.number().optional().describe('Banded by output length too: more output tokens than'),
          output_tokens_max: z.number().nullable().optional().describe('Banded by output length too: at most'),
          input: z.number().nullable(),
          output: z.number().nullable(),
        }),
      )
      .optional(),
    source_url: z.string(),
    date: z.string().describe("Page date (the day the seller's page was seen so)"),
    adapter: z
      .string()
      .optional()
      .describe("Official price: its adapter, or 'hand-typed: <why>'; 'secondary': third parties quoting the seller"),
    words: z.string().optional().describe("Official price: the page's row, quoted (secondary: the quote's words)"),
  })
  .describe('An offer (model, seller, region) at its stated currency')

export const offerId = (model: ModelId, seller: Seller, region: Region): OfferId => `${model}@${seller}/${region}`

/** `model@seller/region` back into its parts, or undefined when it is not one. */
export function parseOfferId(id: string): { model: ModelId; seller: Seller; region: Region } | undefined {
  const m = /^([^@/]+)@([a-z0-9-]+)\/(cn|intl)$/.exec(id)
  return m ? { model: m[1], seller: m[2], region: m[3] as Region } : undefined
}

// Mainland China pages: Alibaba's help.aliyun.com (alibabacloud.com is international), *.cn hosts
// (docs.bigmodel.cn, Zhipu's mainland site), DeepSeek's zh-cn pages.
const MAINLAND = [/^help\.aliyun\.com$/, /\.cn$/, /^(www\.)?aliyun\.com$/]

/** The region a seller's page sells in: a mainland page or a CNY price is cn, every other page intl. */
export function regionOf(url: string, currency: 'USD' | 'CNY'): Region {
  if (currency === 'CNY') return 'cn'
  let u: URL
  try {
    u = new URL(url)
  } catch {
    return 'intl'
  }
  return MAINLAND.some((r) => r.test(u.hostname)) || u.pathname.includes('/zh-cn/') ? 'cn' : 'intl'
}

/** Tables named for a developer's cloud, not its id: Volcengine Ark is ByteDance's own API. */
const CLOUD_OF: Record<string, Seller> = { volcengine: 'bytedance' }
/** A seller's table name to the seller: alibaba-intl is Alibaba, region intl; volcengine is ByteDance. */
export const sellerOf = (table: string): Seller => {
  const seller = table.replace(/-intl$/, '')
  return CLOUD_OF[seller] ?? seller
}

/** The currency a developer bills at home: CNY for a Chinese developer, else USD. */
export const homeCurrency = (developer: Developer): 'USD' | 'CNY' => (countryOf(developer) === 'CN' ? 'CNY' : 'USD')

/**
 * The headline rule: the developer's own offer in its home currency (where it publishes one), then
 * its other first-party offers, then resale, in the home currency first; among equals the newest date, then the id.
 */
export function headlineRank(o: Pick<Offer, 'seller' | 'currency'>, developer: Developer): number {
  const home = o.currency === homeCurrency(developer) ? 0 : 1
  return o.seller === developer ? home : 2 + home
}

export function headline<T extends Pick<Offer, 'id' | 'seller' | 'currency' | 'date'>>(
  offers: T[],
  developer: Developer,
): T | undefined {
  return [...offers].sort(
    (a, b) =>
      headlineRank(a, developer) - headlineRank(b, developer) ||
      b.date.localeCompare(a.date) ||
      a.id.localeCompare(b.id),
  )[0]
}

/** A band's bounds from an official row's condition (no condition: the whole range). */
const bandOf = (r: OfficialPrice): Band => {
  const c = r.condition
  return {
    input_tokens_min: c?.input_tokens_min ?? 0,
    input_tokens_max: c?.input_tokens_max ?? null,
    ...(isBandedByOutput(r)
      ? { output_tokens_min: c?.output_tokens_min ?? 0, output_tokens_max: c?.output_tokens_max ?? null }
      : {}),
    input: r.input,
    output: r.output,
  }
}

/** Bands in order of the requests they price: by input length, then by output length. */
const bandOrder = (a: Band, b: Band) =>
  a.input_tokens_min - b.input_tokens_min || (a.output_tokens_min ?? 0) - (b.output_tokens_min ?? 0)
const sameBand = (a: Band, b: Band) => bandOrder(a, b) === 0

/** The longest quote an offer carries: the item stays small. */
const WORDS_MAX = 160

/**
 * The row's words, short: the evidence from the last place it names the model (where its row begins on
 * the page) when that leaves a price in the quote, else from its start; cut at WORDS_MAX with an ellipsis.
 */
export function wordsOf(r: Pick<OfficialPrice, 'model' | 'evidence'>): string {
  const text = r.evidence.replace(/\s+/g, ' ').trim()
  if (text.length <= WORDS_MAX) return text
  const at = text.toLowerCase().lastIndexOf(r.model.toLowerCase())
  const from = at > 0 && /\d/.test(text.slice(at + r.model.length, at + WORDS_MAX)) ? at : 0
  const quote = text.slice(from, from + WORDS_MAX - 2).trim()
  return `${from ? '…' : ''}${quote}…`
}

/** Who read an official row: its adapter, else why it was typed by hand. */
const readBy = (r: OfficialPrice, tableAdapter: string | undefined) =>
  r.adapter ??
  (tableAdapter
    ? 'hand-typed: a copy its adapter does not read'
    : "hand-typed: no adapter reads this seller's pages yet")

/**
 * The offers a seller's table states on `asOf`: its standard rows in force (no ended row, none not
 * yet in effect), the newest page per (model, region); several bands of one page are one offer.
 */
export function offersOfTable(
  table: { seller: string; adapter?: string; rows: OfficialPrice[] },
  asOf: string,
): Map<ModelId, Offer[]> {
  const seller = sellerOf(table.seller)
  const groups = new Map<string, OfficialPrice[]>()
  for (const r of table.rows) {
    if (r.mode !== 'standard' || r.condition?.window || r.condition?.promotion_until) continue
    // A row stating only a cache write (Anthropic's 1-hour TTL) is a component of its band, not a band.
    if (r.input == null && r.output == null) continue
    if (r.effective_until && r.effective_until.slice(0, 10) <= asOf) continue
    if (r.effective_from && r.effective_from.slice(0, 10) > asOf) continue
    if (r.page_date > asOf) continue
    const model = canonicalModelId(r.model)
    const key = `${model}|${regionOf(r.url, r.currency)}`
    groups.set(key, [...(groups.get(key) ?? []), r])
  }
  const out = new Map<ModelId, Offer[]>()
  for (const [key, rows] of groups) {
    const [model, region] = key.split('|') as [ModelId, Region]
    // The newest page (then the newest effective day) holds; its bands are the offer's.
    const newest = rows.reduce((a, r) =>
      r.page_date > a.page_date || (r.page_date === a.page_date && (r.effective_from ?? '') > (a.effective_from ?? ''))
        ? r
        : a,
    )
    // Its bands: the page's rows in force, whatever day each took effect (a band the page added beside
    // a changed price is first seen later than the change), the newest effective row first per band.
    const same = rows
      .filter((r) => r.url === newest.url && r.page_date === newest.page_date)
      .sort((a, b) => (b.effective_from ?? '').localeCompare(a.effective_from ?? ''))
    // One band per token count: a row per cache-write TTL (Moonshot's kimi-k3) repeats its band's prices.
    const bands = same
      .map(bandOf)
      .filter((b, i, all) => all.findIndex((x) => sameBand(x, b)) === i)
      .sort(bandOrder)
    const first = bands[0]
    // A page whose lowest band no row holds states no headline price: a higher band alone would pass for the
    // price of every request.
    if (first.input_tokens_min > 0 || (first.output_tokens_min ?? 0) > 0) continue
    const offer: Offer = {
      id: offerId(model, seller, region),
      seller,
      region,
      currency: newest.currency,
      input: first.input,
      output: first.output,
      cache_read: same.find((r) => sameBand(bandOf(r), first))?.cache_read ?? null,
      ...(bands.length > 1 ? { bands } : {}),
      source_url: newest.url,
      date: newest.page_date,
      adapter: readBy(newest, table.adapter),
      words: wordsOf(newest),
    }
    out.set(model, [...(out.get(model) ?? []), offer])
  }
  return out
}

/** Every seller's offers on `asOf`, by model. */
export function offersByModel(tables: { seller: string; adapter?: string; rows: OfficialPrice[] }[], asOf: string) {
  const out = new Map<ModelId, Offer[]>()
  for (const t of tables)
    for (const [model, list] of offersOfTable(t, asOf)) out.set(model, [...(out.get(model) ?? []), ...list])
  return out
}

/**
 * The offers third parties quote a seller's price of (data/secondary: no stored copy of the seller's page
 * shows them), by model: per offer the newest quote in effect on `asOf`. A Chinese developer's USD price on its
 * international site is such an offer beside its CNY page (Z.ai's GLM-5.3 beside bigmodel.cn's).
 */
export function quotedOffersByModel(quoted: Observation[], asOf: string): Map<ModelId, Offer[]> {
  const newest = new Map<OfferId, Observation>()
  for (const o of quoted) {
    if (o.observed > asOf) continue
    const { id } = offerOf(o)
    const had = newest.get(id)
    if (!had || o.observed >= had.observed) newest.set(id, o)
  }
  const out = new Map<ModelId, Offer[]>()
  for (const o of newest.values()) {
    const { id, seller, region } = offerOf(o)
    const offer: Offer = {
      id,
      seller,
      region,
      currency: o.currency,
      input: o.input,
      output: o.output,
      cache_read: o.cache_read ?? null,
      source_url: o.source_url,
      date: o.observed,
      adapter: SECONDARY,
      ...(o.words ? { words: o.words } : {}),
    }
    out.set(o.model, [...(out.get(o.model) ?? []), offer])
  }
  return out
}

type Served = {
  model: ModelId
  vendor: Developer
  seller?: Seller
  native_currency: 'USD' | 'CNY'
  input_usd: number
  output_usd: number
  cache_read_usd: number | null
  input_cny: number
  output_cny: number
  cache_read_cny: number | null
  source_url: string
  last_observed: string
  /** The record's other names: a page may write the model under one of them. */
  source_model_id?: string
  aliases?: string[]
}

/** The offer a price is of: its seller (the developer's own API when none is named) and its source's region. */
export function offerOf(p: {
  model: ModelId
  vendor: Developer
  seller?: Seller
  currency: 'USD' | 'CNY'
  source_url: string
}) {
  const seller = sellerOf(p.seller ?? p.vendor)
  const region = regionOf(p.source_url, p.currency)
  return { id: offerId(p.model, seller, region), seller, region }
}

/** The served price as an offer: its seller, the region of its source, its native figures. */
export function servedOffer(r: Served): Offer {
  const { id, seller, region } = offerOf({ ...r, currency: r.native_currency })
  const cny = r.native_currency === 'CNY'
  return {
    id,
    seller,
    region,
    currency: r.native_currency,
    input: cny ? r.input_cny : r.input_usd,
    output: cny ? r.output_cny : r.output_usd,
    cache_read: cny ? r.cache_read_cny : r.cache_read_usd,
    source_url: r.source_url,
    date: r.last_observed,
  }
}

/** Every seller's row with its table's adapter, by model and page: what a served official price was read from. */
function officialRows(tables: { seller: string; adapter?: string; rows: OfficialPrice[] }[]) {
  const out = new Map<string, { row: OfficialPrice; adapter?: string }[]>()
  for (const t of tables)
    for (const row of t.rows) {
      const key = `${canonicalModelId(row.model)}|${row.url}`
      out.set(key, [...(out.get(key) ?? []), { row, adapter: t.adapter }])
    }
  return out
}

/**
 * A served price no offer of today's pages states (a free period, a price since ended) is still a
 * seller's row when its source is one: it carries that row's reader and words (the row at its prices, else
 * the newest); a catalogue's price carries none.
 */
function withWords(served: Offer, official: ReturnType<typeof officialRows>, names: string[]): Offer {
  const rows = [...new Set(names.map(canonicalModelId))].flatMap((n) => official.get(`${n}|${served.source_url}`) ?? [])
  const at = rows.filter(({ row }) => row.currency === served.currency)
  const same = at.find(({ row }) => row.input === served.input && row.output === served.output)
  const found = same ?? at.sort((a, b) => b.row.page_date.localeCompare(a.row.page_date))[0]
  return found ? { ...served, adapter: readBy(found.row, found.adapter), words: wordsOf(found.row) } : served
}

/**
 * Each record with its offers (the sellers' pages in force on `asOf`, the third parties' quotes of a seller's
 * price `quoted` (secondary) where no page states that offer, and the served price where no page or quote of
 * the same seller and region states one), the id of the served offer, and the headline by the rule.
 */
export function withOffers<R extends Served>(
  records: R[],
  tables: { seller: string; adapter?: string; rows: OfficialPrice[] }[],
  asOf: string,
  quoted: Observation[] = [],
): (R & { offer: OfferId; headline: OfferId; offers: Offer[] })[] {
  const byModel = offersByModel(tables, asOf)
  const byQuote = quotedOffersByModel(quoted, asOf)
  const official = officialRows(tables)
  return records.map((r) => {
    const served = servedOffer(r)
    const pages = byModel.get(r.model) ?? []
    // A quoted offer stands where no page of the same seller and region states one.
    const stated = [...pages, ...(byQuote.get(r.model) ?? []).filter((q) => !pages.some((o) => o.id === q.id))]
    // The seller's page at the served price is the same offer, with its bands.
    const page = stated.find((o) => o.id === served.id && o.input === served.input && o.output === served.output)
    const offers = [
      ...stated.filter((o) => o.id !== served.id),
      page ??
        withWords(served, official, [r.model, ...(r.source_model_id ? [r.source_model_id] : []), ...(r.aliases ?? [])]),
    ].sort((a, b) => a.id.localeCompare(b.id))
    return { ...r, offer: served.id, headline: headline(offers, r.vendor)!.id, offers }
  })
}

// Model families whose id names their developer: a cloud that lists one (Vertex AI's Claude) resells it.
const FAMILY: Record<string, Developer> = {
  claude: 'anthropic',
  gemini: 'google',
  gemma: 'google',
  gpt: 'openai',
  qwen: 'alibaba',
  qwq: 'alibaba',
  glm: 'zhipu',
  deepseek: 'deepseek',
  kimi: 'moonshot',
  minimax: 'minimax',
  grok: 'xai',
  ernie: 'baidu',
  hunyuan: 'tencent',
  doubao: 'bytedance',
  longcat: 'meituan',
  sonar: 'perplexity',
  palmyra: 'writer',
}

/** The developer an id's family names (claude-3-5-haiku: anthropic), or undefined. */
export const developerOfId = (model: ModelId): Developer | undefined => FAMILY[model.split('-')[0]]

/** A listing filed under a reseller as developer: the developer from the id, the lister as seller. */
export function asResale<T extends { model: ModelId; vendor: Developer; seller?: Seller; country: string }>(o: T): T {
  const developer = developerOfId(o.model)
  if (!developer || developer === o.vendor) return o
  return { ...o, vendor: developer, seller: o.seller ?? o.vendor, country: countryOf(developer) }
}
