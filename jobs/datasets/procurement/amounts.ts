// Money amounts as Chinese procurement notices and news reports write them: 元/万元/亿元 (and the
// Traditional 萬/億), full-width digits, comma grouping, 约/超/逾 qualifiers, 含税/不含税, ranges,
// and the USD figures of English reports. Nothing is guessed: a string with no currency-bearing
// number gives `value: null` with a reason.
import { roundCents } from '../../../tools/round.ts'

/** One parsed amount, in the unit of its currency (yuan or dollars, not 万). */
export interface Amount {
  value: number
  currency: 'CNY' | 'USD'
  raw: string
  approx: boolean
  lower_bound: boolean
  upper_bound?: number
  tax: 'incl' | 'excl' | null
}

/** Why a string gave no amount. */
export interface AmountFailure {
  value: null
  raw: string
  reason: string
}

const FULL_WIDTH: Record<string, string> = {
  '，': ',',
  '．': '.',
  '～': '~',
  '：': ':',
  '（': '(',
  '）': ')',
  '　': ' ',
  '＄': '$',
}

/** Full-width digits and punctuation to ASCII, so one pattern reads both. */
export function toHalfWidth(text: string): string {
  return text
    .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[，．～：（）　＄]/g, (c) => FULL_WIDTH[c])
}

const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?`
const UNIT = '千万|千萬|亿|億|万|萬|billion|million|bn'
const CUR_AFTER = '美元|元|人民币|人民幣|yuan|USD|RMB'
// prefix currency, number, optional range end, optional scale, optional currency word
const AMOUNT = new RegExp(
  String.raw`(US\$|\$|RMB|人民币|人民幣)?\s*${NUM}(?:\s*(?:-|–|—|~|至|到)\s*${NUM})?\s*(${UNIT})?\s*(${CUR_AFTER})?`,
  'gi',
)
const SCALE: Record<string, number> = {
  千万: 1e7,
  千萬: 1e7,
  亿: 1e8,
  億: 1e8,
  万: 1e4,
  萬: 1e4,
  billion: 1e9,
  bn: 1e9,
  million: 1e6,
}
const APPROX = /(约|約|大约|大約|(?:估算|估计|测算)价?|about|around|approximately|nearly|近)\s*(为|為)?\s*$/i
const APPROX_AFTER = /^\s*(左右|上下)/
const LOWER = /(超过|超過|超|逾|不少于|不少於|more than|over|at least)\s*$/i
const LOWER_AFTER = /^\s*(以上|多)/
const PACKAGE_NO = /(包|标包|標包|标段|標段|包件|第)\s*$/
const RANGE_SEP = /^\s*(-|–|—|~|至|到)\s*$/
const CLAUSE_END = /[;；。\n]/

interface Hit {
  start: number
  end: number
  amount: Amount
}

function num(intPart: string, frac: string | undefined): number {
  return Number(intPart.replace(/,/g, '') + (frac ?? ''))
}

/** Tax basis stated in the clause around an amount; 不含税 is tested first because it contains 含税. */
function taxOf(clause: string): Amount['tax'] {
  if (/不含税|不含稅|除税|除稅|未税|未稅|excluding tax|excl\.? tax|tax excluded/i.test(clause)) return 'excl'
  if (/含税|含稅|including tax|incl\.? tax|tax included/i.test(clause)) return 'incl'
  return null
}

function scan(text: string): Hit[] {
  const hits: Hit[] = []
  for (const m of text.matchAll(AMOUNT)) {
    const [whole, pre, aInt, aFrac, bInt, bFrac, unit, cur] = m
    const start = m.index
    const dollars = /\$/.test(pre ?? '') || /美元|USD/i.test(cur ?? '')
    const yuan = /RMB|人民/i.test(pre ?? '') || /元|人民|yuan|RMB/i.test(cur ?? '')
    const scale = unit ? (SCALE[unit.toLowerCase()] ?? SCALE[unit]) : 1
    // "(元)" as the label right before a bare number makes it yuan (经评审投标报价(元):595409563.55)
    const bareYuan = !unit && !cur && !pre && /\(元\)\s*:?\s*$/.test(text.slice(Math.max(0, start - 8), start))
    // a number is money only with a currency, or a Chinese scale word (亿/万 alone mean yuan)
    if (!dollars && !yuan && !bareYuan && !(unit && /[万萬亿億]/.test(unit))) continue
    // To the cent: 1.137 * 1e8 must be 113700000, not 113700000.00000001.
    let low = roundCents(num(aInt, aFrac) * scale)
    let high = bInt ? roundCents(num(bInt, bFrac) * scale) : undefined
    const before = text.slice(Math.max(0, start - 12), start).replace(/(人民币|人民幣|RMB)\s*$/i, '')
    // "包 1-2610000.00 元": the first number is a package number, not the bottom of a range
    if (high !== undefined && PACKAGE_NO.test(before)) {
      low = high
      high = undefined
    }
    const after = text.slice(start + whole.length, start + whole.length + 4)
    hits.push({
      start,
      end: start + whole.length,
      amount: {
        value: low,
        currency: dollars ? 'USD' : 'CNY',
        raw: whole.trim(),
        approx: APPROX.test(before) || APPROX_AFTER.test(after),
        lower_bound: LOWER.test(before) || LOWER_AFTER.test(after),
        ...(high !== undefined ? { upper_bound: high } : {}),
        tax: null,
      },
    })
  }
  return mergeRanges(text, hits)
}

/** "3000万元至5000万元": two amounts joined only by a range word become one range. */
function mergeRanges(text: string, hits: Hit[]): Hit[] {
  const out: Hit[] = []
  for (const hit of hits) {
    const prev = out.at(-1)
    if (
      prev &&
      prev.amount.upper_bound === undefined &&
      prev.amount.currency === hit.amount.currency &&
      RANGE_SEP.test(text.slice(prev.end, hit.start)) &&
      hit.amount.value >= prev.amount.value
    ) {
      prev.amount.upper_bound = hit.amount.value
      prev.amount.raw = text.slice(prev.start, hit.end).trim()
      prev.end = hit.end
      continue
    }
    out.push(hit)
  }
  return out
}

/** Every amount in the text, in order, each with the tax basis of its own clause. */
export function parseAmounts(raw: string | null | undefined): Amount[] {
  if (!raw) return []
  const text = toHalfWidth(raw)
  const hits = scan(text)
  return hits.map((hit, i) => {
    const prevEnd = i > 0 ? hits[i - 1].end : 0
    const nextStart = i + 1 < hits.length ? hits[i + 1].start : text.length
    const head = text.slice(prevEnd, hit.start).split(CLAUSE_END).at(-1) ?? ''
    const tail = text.slice(hit.end, nextStart).split(CLAUSE_END)[0] ?? ''
    return { ...hit.amount, tax: taxOf(head + hit.amount.raw + tail) }
  })
}

/** The first (headline) amount of the text, or why there is none. */
export function parseAmount(raw: string | null | undefined): Amount | AmountFailure {
  if (raw == null || !raw.trim()) return { value: null, raw: raw ?? '', reason: 'no amount given' }
  const first = parseAmounts(raw)[0]
  return first ?? { value: null, raw, reason: 'no number with a currency or 万/亿 unit in the text' }
}
