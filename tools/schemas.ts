// Wire schemas shared by several tools: parameters and the price record. Every field is described
// once here; the description becomes the docs in OpenAPI, the server card and llms.txt.
import { z } from 'zod'
import { COMPONENT_NAMES, DATE_BASES, Offer, REGIONS } from './price-domain.ts'

/** A calendar date in the year-month-day shape (real dates only: 2024-13-01 and 2023-02-29 fail). */
export const isoDate = z.iso.date({ error: 'expected a real calendar date as YYYY-MM-DD' })

/** `limit` with its documented default and maximum. */
export const limit = (fallback: number, max: number) =>
  z.number().int().min(1).max(max).default(fallback).describe(`Rows per page (default ${fallback}, maximum ${max})`)

/** A seller id as an offer names it (the developer's own API, or a cloud reselling). */
export const seller = z.string().min(1).max(40).describe('Seller id')

export const country = z.enum(['CN', 'US', 'other']).describe("Developer's country group")

const usd = z.number().nonnegative()
const cny = z.number().nonnegative()

/** A price tier or a conditional price, kept as the source states it, in the native currency. */
const PriceTier = z
  .object({
    up_to_input_tokens: z
      .number()
      .int()
      .positive()
      .nullable()
      .describe('Applies to requests with at most this many input tokens (null: no upper bound)'),
    input: z.number().nonnegative().describe('Input price per 1M tokens in this tier'),
    output: z.number().nonnegative().nullable().describe('Output price per 1M tokens in this tier'),
    cache_read: z.number().nonnegative().nullable().describe('Cached input read per 1M tokens in this tier'),
  })
  .describe('A price tier by request size')

/** A named price component in the native currency (standard prices are the record's headline fields). */
export const PriceComponent = z
  .object({
    name: z.enum(COMPONENT_NAMES).describe('Kind of component'),
    applies: z.string().describe('When it applies, as the source states it (a token band, a UTC window, an end date)'),
    input: z.number().nonnegative().nullable().describe('Input price per 1M tokens under this component'),
    output: z.number().nonnegative().nullable().describe('Output price per 1M tokens under this component'),
    cache_read: z.number().nonnegative().nullable().describe('Cached input read per 1M tokens under this component'),
  })
  .describe('A named price component')

/**
 * A price its seller has announced for a day still to come, in the currency stated, with how that day is known
 * and when the announcement was read (date_basis). Terse: it is in a tool's output schema.
 */
const ScheduledPrice = z
  .object({
    from: isoDate.describe('Day it takes effect'),
    currency: z.enum(['USD', 'CNY']),
    input: z.number().nonnegative().describe('Per 1M'),
    output: z.number().nonnegative().describe('Per 1M'),
    cache_read: z.number().nonnegative().nullable().describe('Per 1M (null: not stated)'),
    source_name: z.string(),
    source_url: z.string(),
    date_basis: z.string(),
  })
  .describe('Announced price')

/** One model's list prices per 1M tokens in USD and CNY, with the FX rate and the upstream source. */
export const PriceRecord = z
  .object({
    model: z.string().describe('Canonical model id (lower case, dots as hyphens, no provider prefix)'),
    source_model_id: z.string().describe('The model id as the upstream source spells it'),
    vendor: z
      .string()
      .describe('Vendor id, e.g. openai, anthropic, google, deepseek, alibaba: the developer of the model'),
    seller: z.string().optional().describe('Who sells at this price (the vendor id for its own API)'),
    country,
    native_currency: z.enum(['USD', 'CNY']).describe('Currency the vendor bills in; the other is converted'),
    input_usd: usd.describe('Input (prompt) tokens, USD per 1M'),
    output_usd: usd.describe('Output (completion) tokens, USD per 1M'),
    cache_read_usd: usd.nullable().describe('Cached input read, USD per 1M (null: not offered or not published)'),
    cache_write_usd: usd.nullable().describe('Cache write, USD per 1M (null: not offered or not published)'),
    input_cny: cny.describe('Input tokens, CNY per 1M'),
    output_cny: cny.describe('Output tokens, CNY per 1M'),
    cache_read_cny: cny.nullable().describe('Cached input read, CNY per 1M'),
    cache_write_cny: cny.nullable().describe('Cache write, CNY per 1M'),
    fx_usd_cny: z.number().positive().describe('CNY per 1 USD used for the converted figures'),
    fx_date: isoDate.describe('Date of that FX rate (the last real rate on or before the price date)'),
    fx_source: z.string().describe('Where the FX rate comes from'),
    last_observed: isoDate.describe('Date the upstream source last showed this price'),
    source_name: z.string().describe('Upstream source of the price'),
    source_url: z.string().describe('Citable URL of the upstream record (vendor pricing page or catalogue commit)'),
    via: z
      .string()
      .optional()
      .describe(
        "When source_url is the seller's own pricing page: the " +
          'catalogue that carried the price to us, with its commit or date',
      ),
    tiers: z
      .array(PriceTier)
      .optional()
      .describe(
        'Price tiers by request size, in the native currency, when the ' +
          'source states them; the prices above are the first tier',
      ),
    conditions: z
      .string()
      .optional()
      .describe('Conditions the source attaches to these prices (time of day, dates), as it states them'),
    aliases: z
      .array(z.string())
      .optional()
      .describe('Other ids at the same price: dated snapshots and -latest aliases'),
    components: z
      .array(PriceComponent)
      .optional()
      .describe(
        'Named price components beyond the headline prices (context bands, off-peak windows, batch, cache ' +
          'writes), as the source states them',
      ),
    fx_note: z
      .string()
      .optional()
      .describe('Why the FX rate is not a daily rate within 7 days of last_observed, when it is not'),
    converted_currency: z
      .enum(['USD', 'CNY'])
      .nullable()
      .optional()
      .describe(
        "Which currency's figures are converted at fx_usd_cny (null: the " +
          'seller states both, each figure is its own list price)',
      ),
    date_basis: z
      .string()
      .optional()
      .describe(
        "How last_observed is known, when the seller's page dates it: the " +
          'day the price took effect, or the day its page was seen',
      ),
    offer: z.string().optional().describe('Offer (model@seller/region) priced above'),
    headline: z.string().optional().describe('Headline offer (README: Offers)'),
    offers: z.array(Offer).optional().describe('Every offer'),
    scheduled: z
      .array(ScheduledPrice)
      .optional()
      .describe('Prices announced for a later day, not in force yet: published in these fields when the day comes'),
  })
  .describe('List price of one model')

export type PriceRecord = z.infer<typeof PriceRecord>

/** One model on one day; a day between two observations carries the last observed price forward. */
export const HistoryRow = PriceRecord.omit({
  tiers: true,
  conditions: true,
  seller: true,
  aliases: true,
  components: true,
  fx_note: true,
  via: true,
  converted_currency: true,
  date_basis: true,
  offer: true,
  headline: true,
  offers: true,
  scheduled: true,
})
  .extend({
    date: isoDate.describe('The day this row describes'),
    // Last, so a follower's older header is a prefix; null in rows written before offers.
    seller: z.string().nullish().describe('Seller'),
    region: z.enum(REGIONS).nullish().describe('Region: cn, intl'),
    offer: z.string().nullish().describe('Offer: model@seller/region'),
    served: z
      .number()
      .int()
      .min(0)
      .max(1)
      .nullish()
      .describe("1: the model's served price (what derived feeds read); 0: another offer"),
  })
  .describe('Price of one offer of a model on one day')

export type HistoryRow = z.infer<typeof HistoryRow>

/** A recorded list-price change of one offer of a model, or its addition to tracking. */
export const PriceChange = z
  .object({
    date: isoDate.describe('Date the new price was first observed'),
    model: z.string().describe('Canonical model id'),
    offer: z.string().optional().describe('Offer: model@seller/region'),
    headline: z.boolean().optional().describe("false: not the model's headline series"),
    vendor: z.string().describe('Vendor id'),
    country,
    kind: z
      .enum(['added', 'cut', 'increase', 'mixed'])
      .describe(
        'added: new to tracking; cut/increase: every changed component moved that way; mixed: some up, some down',
      ),
    currency: z.enum(['USD', 'CNY']).describe('Native currency the prices below are in'),
    input_before: z.number().nullable().describe('Input price per 1M before (null when added)'),
    input_after: z.number().describe('Input price per 1M after'),
    output_before: z.number().nullable().describe('Output price per 1M before (null when added)'),
    output_after: z.number().describe('Output price per 1M after'),
    input_change_pct: z.number().nullable().describe('Percent change of the input price'),
    output_change_pct: z.number().nullable().describe('Percent change of the output price'),
    change_pct: z.number().nullable().describe('The larger of the two changes by absolute value, signed'),
    previous_observed: isoDate.nullable().describe('Date the previous price was last observed'),
    source_name: z.string().describe('Upstream source of the new price'),
    previous_source_name: z
      .string()
      .optional()
      .describe(
        "Source of the price before, where another than the new price's: without a stated date (date_basis " +
          'effective or commit) the two sources may disagree rather than the price have moved',
      ),
    source_url: z.string().describe('Citable URL of the upstream record'),
    date_basis: z
      .enum(DATE_BASES)
      .optional()
      .describe(
        'How the date is known: "effective" (the seller\'s page or announcement says so), ' +
          '"commit" (the seller\'s docs repository changed its price table that day), "page ' +
          'seen" (the first day the seller\'s page showed it; it took effect on an unknown day ' +
          "after previous_observed), or absent (a catalogue's observation or commit date)",
      ),
  })
  .describe('A price change')

export type PriceChange = z.infer<typeof PriceChange>
