// The API price the enterprise model compares self-hosting with: the seller's own list price in force on
// the day, for the API id the assumptions name; else the price list's record (or its last history day)
// unless its seller says that price has ended.
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
  const api = open.api_model ?? open.model
  const { kept, rejected: held } = withoutEndedPrices(prices.items, official, day, 'llm_prices')
  const priceList: (Item | PriceInput)[] = kept.filter((p) => p.model !== api)
  const own = officialInForce(official, api, day)
  if (own) {
    const fx = ctx.fx.on(day)
    const usd = own.currency === 'USD'
    const toUsd = (v: number) => (usd ? v : roundTo(convertPrice(v, 'CNY', 'USD', fx.rate), 6))
    const toCny = (v: number) => (usd ? roundTo(convertPrice(v, 'USD', 'CNY', fx.rate), 6) : v)
    priceList.push({
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
    })
    return { priceList, held }
  }
  const record = kept.find((p) => p.model === api)
  if (record) priceList.push(record)
  else if (!held.some((h) => h.record === api)) {
    // A model leaves the latest list 90 days after a source last showed it; its history keeps the price.
    const last = (await ctx.data.querySeries(PRICE_HISTORY, { key: api, limit: 1 })).rows[0]
    if (last) {
      const checked = withoutEndedPrices([{ ...last, seller: last.vendor }], official, day, 'price history')
      priceList.push(...checked.kept)
      held.push(...checked.rejected)
    }
  }
  return { priceList, held }
}
