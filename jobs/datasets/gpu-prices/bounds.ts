// Bounds: a price the source gives as a floor ("from", 起, 以上, at least, more than) or a ceiling
// ("up to", less than) is not a point price. It keeps its bound and stays out of every median and of
// the cost inputs ("16499元起" and "up to 50,000 yuan" were served as exact figures).
import type { GpuPrice } from '../../../tools/gpu-prices/schema.ts'

export type Bound = GpuPrice['bound']

const FLOOR = /起|以上|至少|超过|超過|不低于|\bfrom\b|\bstarting\b|\bat least\b|\bmore than\b|\bover\b/i
const CEILING = /最高|不超过|不超過|以下|以内|\bup to\b|\bless than\b|\bunder\b|\bat most\b/i

// Words that mark which currency a clause quotes. 美元 holds 元, so CNY is 元 not after 美; NT$ before $.
const CURRENCY_MARK: Record<string, RegExp> = {
  TWD: /NT\$|新台币|新臺幣|TWD/,
  USD: /(?<!NT)\$|美元|USD/,
  CNY: /¥|yuan|人民币|CNY|(?<!美)元/i,
}

/**
 * The bound the source's words put on the quoted figure. Only the clauses that quote the record's own
 * currency count: "售价3.65万美元,人民币超过25.2万元" bounds the CNY equivalent, not the USD price.
 */
export function boundOf(priceReported: string, currency: string, priceNote = ''): Bound {
  if (/lower bound/i.test(priceNote)) return 'min'
  if (/upper bound/i.test(priceNote)) return 'max'
  // A comma before three digits is a thousands separator ("$3,059 starting"), not a clause break.
  const clauses = priceReported.split(/[，;；]|,(?!\d{3}(?!\d))/)
  const own = clauses.filter((clause) => CURRENCY_MARK[currency]?.test(clause))
  const text = (own.length ? own : clauses).join(' ')
  if (CEILING.test(text)) return 'max'
  if (FLOOR.test(text)) return 'min'
  return null
}

/** The point figure of a price that can enter a median or a cost: a stated amount with no bound. */
export function pointAmount(price: Pick<GpuPrice, 'bound' | 'quoted'>): number | null {
  return price.bound === null ? price.quoted.amount : null
}
