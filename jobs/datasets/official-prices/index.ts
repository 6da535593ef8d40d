// The sellers' own price rows (data/official), validated row by row against their evidence, with the
// run's USD/CNY series so a workload can be costed in either currency at any date.
import { bundledProducer, type Dataset } from '../../dataset.ts'
import { loadOfficialTables, ownRetirements, resaleClosures, type SellerPrices } from '../../official.ts'
import type { DatasetSource } from '../../../tools/envelope.ts'
import { ECB_DATASET_SOURCES } from '../../fx.ts'
import officialPrices, {
  OFFICIAL_PRICES,
  OfficialPricesPayload,
} from '../../../tools/official-prices/official-prices.ts'
import workloadCost from '../../../tools/official-prices/workload-cost.ts'
import type { OfficialPriceItem, SellerLineup, SellerRetirement } from '../../../tools/official-prices/schema.ts'
import type { FxTable } from '../../../tools/fx.ts'

/** Each seller's rows as the feed's items: the seller named, first party when it developed the model. */
export const officialItems = (sellers: SellerPrices[]): OfficialPriceItem[] =>
  sellers.flatMap((s) =>
    s.rows.map((r) => ({ ...r, seller: s.seller, seller_name: s.seller_name, first_party: r.developer === s.seller })),
  )

/**
 * The models each seller's pages retired, with every name that retires with each: its own, and the other
 * developers' models it resold and closed (its offer only, the developer named).
 */
const sellerRetirements = (sellers: SellerPrices[]): SellerRetirement[] =>
  sellers.flatMap((s) => [
    ...ownRetirements(s).map(({ life, names }) => ({
      seller: s.seller,
      model: life.model,
      retired_names: names,
      retired_on: life.status_date ?? life.since,
      url: life.url,
      words: life.words,
    })),
    ...resaleClosures(s).map((l) => ({
      seller: s.seller,
      model: l.model,
      retired_names: [l.model],
      retired_on: l.status_date ?? l.since,
      url: l.url,
      words: l.words,
      developer: l.developer,
    })),
  ])

/** Each read that listed every model a seller sells, with whose models the list covers. */
const sellerLineups = (sellers: SellerPrices[]): SellerLineup[] =>
  sellers.flatMap((s) =>
    (s.lineups ?? []).map((l) => ({
      seller: s.seller,
      developers: [s.seller, ...(s.developer_of_models ?? [])],
      seen_on: l.day,
      models: l.models,
      url: l.url,
    })),
  )

/** The FX series as compact [date, rate, source index] points. */
function fxPoints(fx: FxTable) {
  const sources: string[] = []
  const points = fx.series.map((r) => {
    let i = sources.indexOf(r.source)
    if (i < 0) i = sources.push(r.source) - 1
    return [r.date, r.rate, i] as [string, number, number]
  })
  return { fx_sources: sources, fx: points }
}

/** A seller's pages as one upstream source: its most cited page, dated by the newest page read. */
function sellerSource(s: SellerPrices): DatasetSource {
  const urls = new Map<string, number>()
  for (const r of s.rows) urls.set(r.url, (urls.get(r.url) ?? 0) + 1)
  const url = [...urls].sort((a, b) => b[1] - a[1])[0][0]
  const retrieved = s.rows.reduce((a, r) => (r.page_date > a ? r.page_date : a), s.rows[0].page_date)
  return {
    name: `${s.seller_name}: its own pricing pages (${urls.size} pages; each row cites its own)`,
    url,
    license: "Prices are facts stated on the seller's pages",
    retrieved,
  }
}

export default {
  tools: [officialPrices, workloadCost],
  producer: bundledProducer(
    OFFICIAL_PRICES,
    OfficialPricesPayload,
    async (ctx) => {
      const { sellers, rejected } = await loadOfficialTables()
      const items = officialItems(sellers)
      // The data's date: the newest page read (a row's effective date may lie ahead of it: a scheduled change).
      const asOf = items.reduce((a, r) => (r.page_date > a ? r.page_date : a), '2023-01-01')
      const coverage = sellers.map((s) => ({
        seller: s.seller,
        seller_name: s.seller_name,
        rows: s.rows.length,
        models: new Set(s.rows.map((r) => r.model)).size,
      }))
      // The notes (which pages were found, which not) run to a paragraph per seller: in the feed only.
      const coverage_notes = sellers
        .filter((s) => s.coverage_note)
        .map((s) => ({ seller: s.seller, note: s.coverage_note! }))
      return {
        payload: {
          as_of: asOf,
          sources: [...sellers.filter((s) => s.rows.length).map(sellerSource), ...ECB_DATASET_SOURCES],
          ...(items.length ? {} : { note: "No seller's page has been read into data/official yet." }),
          coverage,
          coverage_notes,
          ...fxPoints(ctx.fx),
          retirements: sellerRetirements(sellers),
          lineups: sellerLineups(sellers),
          items,
        },
        rejected,
      }
    },
    // sellers' pages are read daily
    14,
  ),
} satisfies Dataset
