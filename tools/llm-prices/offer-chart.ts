// A model page's offers: the table of every offer (seller, region, currency, prices, bands, source,
// date) and a chart per offer of its list price over time in its own currency. The chart reads
// `offerPoints`, the one place that says where an offer's past prices come from: the model's daily
// history on the days it was served at that offer, and the seller's own rows (page and effective
// dates). When history carries one row per offer, fromHistory reads that offer's rows instead.
import { addDays, dayOf } from '../dates.ts'
import { canonicalModelId } from '../vendors.ts'
import { isLowestBand } from '../official-price.ts'
import { OFFICIAL_PRICES } from '../official-prices/official-prices.ts'
import { rowsOfOffer } from '../official-prices/offer-cost.ts'
import { col, defineChart, defineSection, field, fromTo, historyOf, type PageData } from '../page.ts'
import { type Band, type Offer, servedOffer } from '../price-domain.ts'
import { displayMoney } from '../round.ts'
import type { HistoryRow, PriceRecord } from '../schemas.ts'
import type { OfficialPriceItem } from '../official-prices/schema.ts'
import { PRICE_HISTORY } from './llm-price-history.ts'

/** An offer's list price from a day on, in the offer's currency per 1M tokens, with where it was read. */
export interface OfferPoint {
  date: string
  input: number | null
  output: number | null
  cache_read: number | null
  source_url: string
  basis: 'history' | 'seller page'
}

/** The history days served at this offer (a day's row is the offer of its seller and its source's region). */
function fromHistory(rows: HistoryRow[], offer: Offer): OfferPoint[] {
  return rows.flatMap((r) => {
    const o = servedOffer({ ...r, seller: r.seller ?? undefined })
    if ((r.offer ?? o.id) !== offer.id) return []
    const { input, output, cache_read } = o
    return [{ date: r.date, input, output, cache_read, source_url: r.source_url, basis: 'history' as const }]
  })
}

/**
 * The prices the offer's seller stated for the model, standard and in its first context band, each
 * from its effective day, else the day the page was seen; a row that ended by then (a later page
 * superseded it) is known to hold only on its last day.
 */
function fromSellerRows(rows: OfficialPriceItem[], model: string, offer: Offer): OfferPoint[] {
  const byDay = new Map<string, OfficialPriceItem>()
  for (const r of rowsOfOffer(rows, offer)) {
    if (canonicalModelId(r.model) !== model || r.mode !== 'standard') continue
    if (r.condition?.window || r.condition?.promotion_until || !isLowestBand(r)) continue
    const ended = r.effective_until && dayOf(r.effective_until) <= r.page_date ? dayOf(r.effective_until) : undefined
    const day = r.effective_from ? dayOf(r.effective_from) : ended ? addDays(ended, -1) : r.page_date
    const held = byDay.get(day)
    if (!held || r.page_date > held.page_date) byDay.set(day, r)
  }
  return [...byDay].map(([date, r]) => ({
    date,
    input: r.input,
    output: r.output,
    cache_read: r.cache_read ?? null,
    source_url: r.url,
    basis: 'seller page' as const,
  }))
}

const samePrice = (a: OfferPoint, b: OfferPoint) =>
  a.input === b.input && a.output === b.output && a.cache_read === b.cache_read

/**
 * An offer's price over time: the history days served at it and its seller's stated prices (the
 * seller's page wins a day both give), the days the price moved, the first, and the last carried to
 * `asOf`. The one place that says where an offer's past comes from: see the module's head.
 */
function offerPoints(data: PageData<PriceRecord>, offer: Offer): OfferPoint[] {
  const record = data.record!
  const rows = (data.related[OFFICIAL_PRICES]?.items ?? []) as OfficialPriceItem[]
  const byDay = new Map<string, OfferPoint>()
  for (const p of fromHistory(historyOf(data, PRICE_HISTORY), offer)) byDay.set(p.date, p)
  for (const p of fromSellerRows(rows, record.model, offer)) byDay.set(p.date, p)
  const all = [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date))
  const moved = all.filter((p, i) => i === 0 || !samePrice(p, all[i - 1]))
  const last = all[all.length - 1]
  if (last && last !== moved[moved.length - 1]) moved.push(last)
  const asOf = data.payload.as_of
  return last && last.date < asOf ? [...moved, { ...last, date: asOf }] : moved
}

/** One offer's list price over time, in its own currency. */
export function offerChart(offer: Offer) {
  return defineChart<PriceRecord, OfferPoint>({
    id: `offer-${offer.seller}-${offer.region}`,
    title: `Offer ${offer.id}: list price per 1M tokens, ${offer.currency}`,
    rows: (data) => offerPoints(data, offer),
    spec: () => ({
      transform: [{ fold: ['input', 'output'], as: ['component', 'price'] }],
      mark: { type: 'line', interpolate: 'step-after', point: true },
      encoding: {
        x: { field: 'date', type: 'temporal', title: 'Day' },
        y: { field: 'price', type: 'quantitative', title: `${offer.currency} per 1M tokens` },
        color: { field: 'component', type: 'nominal', title: 'Price' },
      },
    }),
    alt: (rows) => {
      const first = rows[0]
      const last = rows[rows.length - 1]
      const moved = (k: 'input' | 'output') =>
        fromTo(...([first[k], last[k]].map((v) => (v === null ? 'unpriced' : displayMoney(v))) as [string, string]))
      const words = { history: 'daily history', 'seller page': "the seller's pages" }
      const from = [...new Set(rows.map((r) => words[r.basis]))].join(' and ')
      return (
        `${offer.id}, ${offer.currency} list price from ${first.date} to ${last.date} (${from}): ` +
        `input ${moved('input')}, output ${moved('output')} per 1M tokens.`
      )
    },
    table: [
      field('date', 'From', 'date'),
      field('input', 'Input', 'money'),
      field('output', 'Output', 'money'),
      field('cache_read', 'Cache read', 'money'),
      field('basis', 'Read from'),
      field('source_url', 'Source', 'url'),
    ],
  })
}

/**
 * A band in words: "0-128K: 0.8 / 2" (input tokens), "0-32K, output 200-: 3 / 14" where the page bands by output
 * length too; prices per 1M tokens in the offer's currency.
 */
const bandText = (b: Band) => {
  const k = (n: number) => (n >= 1e6 ? `${n / 1e6}M` : n >= 1000 ? `${n / 1000}K` : String(n))
  const range = (min: number, max: number | null) => `${k(min)}-${max === null ? '' : k(max)}`
  const price = (v: number | null) => (v === null ? '—' : displayMoney(v))
  const output =
    b.output_tokens_min === undefined ? '' : `, output ${range(b.output_tokens_min, b.output_tokens_max ?? null)}`
  return `${range(b.input_tokens_min, b.input_tokens_max)}${output}: ${price(b.input)} / ${price(b.output)}`
}

/** The table of a model's offers, the headline first. */
export const offersSection = defineSection<PriceRecord, Offer & { headline: boolean }>({
  title: 'Offers',
  rows: (data) =>
    (data.record.offers ?? [])
      .map((o) => ({ ...o, headline: o.id === data.record.headline }))
      .sort((a, b) => Number(b.headline) - Number(a.headline)),
  columns: [
    field('id', 'Offer'),
    field('headline', 'Headline', 'bool'),
    field('seller', 'Seller'),
    field('region', 'Region'),
    field('currency', 'Currency'),
    field('input', 'Input per 1M', 'money'),
    field('output', 'Output per 1M', 'money'),
    field('cache_read', 'Cache read per 1M', 'money'),
    col('bands', 'Context bands (tokens: input / output price)', (o) => (o.bands ?? []).map(bandText).join('; ')),
    field('source_url', 'Source', 'url'),
    field('date', 'Date', 'date'),
  ],
  empty: 'No offer listed.',
})
