// The sellers' own prices as served: each row of data/official with its seller, and the USD/CNY
// series the cost tool converts with at any date.
import { z } from 'zod'
import { OfficialPrice } from '../official-price.ts'
import { MODES, REGIONS, regionOf, sellerOf } from '../price-domain.ts'
import { isoDate } from '../schemas.ts'

export const OfficialPriceItem = OfficialPrice.extend({
  seller: z.string().describe('Seller id: the developer itself for a first-party offer, else the reseller'),
  seller_name: z.string().describe('Seller as it names itself'),
  first_party: z.boolean().describe("True when the seller is the model's developer"),
}).describe("A price read from the seller's own page")
export type OfficialPriceItem = z.infer<typeof OfficialPriceItem>

/** One USD/CNY rate, its source named by index into `fx_sources`. */
export const FxPoint = z
  .tuple([isoDate, z.number().positive(), z.number().int().nonnegative()])
  .describe('[date, CNY per USD, index of its source in fx_sources]')

/** A model a seller's own page retired, priced there or not: the cost tool says so from that day. */
export const SellerRetirement = z
  .object({
    seller: z.string(),
    model: z.string().describe("The model id as the seller's page spells it"),
    retired_names: z
      .array(z.string())
      .describe('The names that retire: its id and the names the pages gave it, less any a model still sold has'),
    retired_on: isoDate.describe('The retirement day the page states, else the day first seen retired'),
    url: z.string().describe('The page that says it'),
    words: z.string().describe("The page's words"),
    developer: z
      .string()
      .optional()
      .describe("Another developer's model the seller resold: only that seller's offer ends (Claude on Google Cloud)"),
  })
  .describe('A retirement stated by the seller')
export type SellerRetirement = z.infer<typeof SellerRetirement>

/** A read of a seller's page that lists every model it sells: one it does not name was not sold that day. */
export const SellerLineup = z
  .object({
    seller: z.string(),
    developers: z.array(z.string()).describe('Whose models it lists'),
    seen_on: isoDate,
    models: z.array(z.string()).describe('As the page writes them'),
    url: z.string(),
  })
  .describe("Every model a seller's page sells, on one day")
export type SellerLineup = z.infer<typeof SellerLineup>

export const SellerCoverage = z
  .object({
    seller: z.string(),
    seller_name: z.string(),
    rows: z.number().int().describe("Rows read from the seller's pages"),
    models: z.number().int().describe('Distinct models priced'),
  })
  .describe('What was read for one seller')

export const officialPriceFilters = {
  seller: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional()
    .describe('Seller id, e.g. deepseek, alibaba'),
  region: z.enum(REGIONS).optional().describe('Region of the page'),
  developer: z.string().min(1).max(40).optional().describe('Developer of the model, e.g. deepseek (includes resales)'),
  model: z.string().min(1).max(200).optional().describe('Model id as the seller spells it'),
  currency: z.enum(['USD', 'CNY']).optional().describe('Currency the page states'),
  mode: z.enum(MODES).optional().describe('Only rows of this mode'),
}

type Filters = { [K in keyof typeof officialPriceFilters]?: string }

export const matchOfficialPrice = (r: OfficialPriceItem, q: Filters) =>
  (!q.seller || r.seller === q.seller || sellerOf(r.seller) === q.seller) &&
  (!q.region || regionOf(r.url, r.currency) === q.region) &&
  (!q.developer || r.developer === q.developer) &&
  (!q.model || r.model === q.model) &&
  (!q.currency || r.currency === q.currency) &&
  (!q.mode || r.mode === q.mode)
