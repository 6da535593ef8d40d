import { z } from 'zod'
import { headline, offersByModel } from '../price-domain.ts'
import { listTool } from '../snapshot.ts'
import {
  FxPoint,
  matchOfficialPrice,
  OfficialPriceItem,
  officialPriceFilters,
  SellerCoverage,
  SellerLineup,
  SellerRetirement,
} from './schema.ts'

/** The dataset name its editions are stored under, shared by the producer and the tools that read it. */
export const OFFICIAL_PRICES = 'official_prices'

const official = listTool({
  name: 'get_official_prices',
  title: "Sellers' own price rows",
  description:
    "Prices as the seller's own page states them: one row per model, mode (standard, batch, " +
    'off-peak, promotion, thinking, free...) and condition (context band, time window), per 1M ' +
    "tokens in the page's currency, with effective dates, URL, page date and the page's words. A model " +
    'alone: its headline offer (seller, region pick another).',
  about: "a seller's price rows with the page's own words and dates",
  rest: true,
  dataset: OFFICIAL_PRICES,
  feed: 'official_prices.json',
  item: OfficialPriceItem,
  extras: {
    coverage: z.array(SellerCoverage).describe('Per seller: rows read, models priced'),
    coverage_notes: z
      .array(z.object({ seller: z.string(), note: z.string() }))
      .optional()
      .describe('Per seller: which pages were found and which were not (feed only)'),
    fx_sources: z.array(z.string()).optional().describe('Sources of the USD/CNY rates in fx (feed only)'),
    fx: z.array(FxPoint).optional().describe('Daily USD/CNY rates used to convert these prices (feed only)'),
    retirements: z
      .array(SellerRetirement)
      .optional()
      .describe("Models the sellers' pages retired, priced there or not, with the day and words (feed only)"),
    lineups: z
      .array(SellerLineup)
      .optional()
      .describe('Reads listing every model a seller sells: one left out was not sold (feed only)'),
  },
  feedOnly: ['fx', 'fx_sources', 'coverage_notes', 'retirements', 'lineups'],
  filters: officialPriceFilters,
  // A model asked without seller or region: the rows of its headline offer, the others named.
  resolve: (q, items, asOf) => {
    if (!q.model || q.seller || q.region) return { input: q }
    const rows = items.filter((r) => r.model === q.model)
    const tables = [...new Set(rows.map((r) => r.seller))].map((seller) => ({
      seller,
      rows: rows.filter((r) => r.seller === seller),
    }))
    const offers = [...offersByModel(tables, asOf).values()].flat()
    const top = rows.length ? headline(offers, rows[0].developer) : undefined
    if (!top || offers.length < 2) return { input: q }
    const others = offers.filter((o) => o.id !== top.id).map((o) => o.id)
    return {
      input: { ...q, seller: top.seller, region: top.region },
      note: `Rows of the headline offer ${top.id}; also ${others.join(', ')}: pass seller and region.`,
    }
  },
  match: matchOfficialPrice,
  limit: { fallback: 20, max: 500 },
})

export const OfficialPricesPayload = official.payload
export type OfficialPricesPayload = z.infer<typeof official.payload>
export default official.tool
