// The API price the enterprise model compares self-hosting with: the seller's own list price in force on
// the day, for the API id the assumptions name; else the price list's record (or its last history day)
// unless its seller says that price has ended; and where none of these prices the API id (a run on the
// catalogues alone, which know no deepseek-flash), the same for the open model's own id.
import { countryOf } from '../../../tools/vendors.ts'
import { offerOf, convertPrice } from '../../../tools/price-domain.ts'
import { PRICE_HISTORY } from '../../../tools/llm-prices/llm-price-history.ts'
import type { LlmPricesPayload } from '../../../tools/llm-prices/llm-prices.ts'
import type { Rejected } from '../../../tools/rejected.ts'
import type { OfficialPriceItem } from '../../../tools/official-prices/schema.ts'
import { roundTo } from '../../../tools/round.ts'
import type { ProduceContext } from '../../dataset.ts'
import { officialInForce, withoutEndedPrices } from '../../ended-prices.ts'
import type { PriceInput } from '../role-token-budget/figures.ts'

type Item = LlmPricesPayload['items'][number]

export async function apiPrices(
  ctx: Pick<ProduceContext, 'data' | 'fx'>,
  prices: LlmPricesPayload,
  official: OfficialPriceItem[],
  open: { model: string; api_model?: string },
): Promise<{ priceList: (Item | PriceInput)[]; held: Rejected[] }> {
  const day = prices.as_of
  const { kept, rejected: held } = withoutEndedPrices(prices.items, official, day, 'llm_prices')
  for (const api of [...new Set([open.api_model ?? open.model, open.model])]) {
    const priced = await apiPrice(ctx, { kept, held }, official, api, day)
    held.push(...priced.held)
    if (priced.price) return { priceList: [...kept.filter((p) => p.model !== api), priced.price], held }
  }
  return { priceList: kept, held }
}

/** One API id's price: the seller's own in force, else its record, else its last history day not ended. */
async function apiPrice(
  ctx: Pick<ProduceContext, 'data' | 'fx'>,
  list: { kept: Item[]; held: Rejected[] },
  official: OfficialPriceItem[],
  api: string,
  day: string,
): Promise<{ price?: Item | PriceInput; held: Rejected[] }> {
  const own = officialInForce(official, api, day)
  if (own) {
    const fx = ctx.fx.on(day)
    const usd = own.currency === 'USD'
    const toUsd = (v: number) => (usd ? v : roundTo(convertPrice(v, 'CNY', 'USD', fx.rate), 6))
    const toCny = (v: number) => (usd ? roundTo(convertPrice(v, 'USD', 'CNY', fx.rate), 6) : v)
    const price: PriceInput = {
      model: api,
      offer: offerOf({ model: api, vendor: own.row.seller, currency: own.currency, source_url: own.row.url }).id,
      vendor: own.row.seller,
      country: countryOf(own.row.seller),
      native_currency: own.currency,
      input_usd: toUsd(own.input),
      output_usd: toUsd(own.output),
      input_cny: toCny(own.input),
      output_cny: toCny(own.output),
      fx_usd_cny: fx.rate,
      fx_date: fx.date,
      fx_source: fx.source,
      source_url: own.row.url,
      last_observed: own.row.page_date,
      fx_note:
        `the seller's ${own.currency} price in force on ${day} (stated on ${own.row.page_date}), converted at ` +
        `the newest rate on or before ${day}`,
    }
    return { price, held: [] }
  }
  const record = list.kept.find((p) => p.model === api)
  if (record) return { price: record, held: [] }
  // A record its seller says ended is no price, nor is its history.
  if (list.held.some((h) => h.record === api)) return { held: [] }
  // A model leaves the latest list 90 days after a source last showed it; its history keeps the price.
  const last = (await ctx.data.querySeries(PRICE_HISTORY, { key: api, limit: 1 })).rows[0]
  if (!last) return { held: [] }
  const checked = withoutEndedPrices([{ ...last, seller: last.vendor }], official, day, 'price history')
  return { price: checked.kept[0], held: checked.rejected }
}
