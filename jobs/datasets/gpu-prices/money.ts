// Amounts as point-or-range, converted at one named rate; per-card figures divided out of node prices.
import { convertPrice } from '../../../tools/price-domain.ts'
import { roundMoney } from '../../../tools/round.ts'
import type { FxUsed, Money } from '../../../tools/gpu-prices/schema.ts'

const mapNum = (x: number | null, f: (v: number) => number) => (x === null ? null : f(x))

/** Applies f to each present figure of an amount. */
function mapMoney(money: Money, f: (v: number) => number): Money {
  return { amount: mapNum(money.amount, f), low: mapNum(money.low, f), high: mapNum(money.high, f) }
}

/** The amount divided by n (per-card figure out of an n-GPU node or instance price). */
export function divide(money: Money, n: number): Money {
  return mapMoney(money, (v) => roundMoney(v / n))
}

/** USD and CNY figures of an amount quoted in `currency`; the quoted currency's figures are kept exact. */
export function convert(
  quoted: Money,
  currency: 'CNY' | 'USD' | 'TWD',
  fx: FxUsed,
): { usd: Money | null; cny: Money | null } {
  if (currency === 'CNY')
    return { cny: quoted, usd: mapMoney(quoted, (v) => roundMoney(convertPrice(v, 'CNY', 'USD', fx.rate))) }
  if (currency === 'USD')
    return { usd: quoted, cny: mapMoney(quoted, (v) => roundMoney(convertPrice(v, 'USD', 'CNY', fx.rate))) }
  if (!fx.twd_per_usd) return { usd: null, cny: null }
  const twd = fx.twd_per_usd
  return {
    usd: mapMoney(quoted, (v) => roundMoney(v / twd)),
    cny: mapMoney(quoted, (v) => roundMoney(convertPrice(v / twd, 'USD', 'CNY', fx.rate))),
  }
}
