// Reads a funding amount out of the words a report uses ("$6.6 billion", "超10亿元", "750 Millionen
// US-Dollar"), keeping the qualifier (over, about, up to, nearly). Vague magnitudes ("数亿元") and
// undisclosed amounts give null with the reason, never a guess.
import { roundCents } from '../../../tools/round.ts'

export type Currency = 'USD' | 'CNY' | 'HKD' | 'EUR'
export type Qualifier = 'over' | 'about' | 'up_to' | 'nearly'

export type ParsedAmount =
  | { value: number; currency: Currency; qualifier: Qualifier | null; matched: string }
  | { value: null; currency: Currency | null; qualifier: null; reason: string }

const SCALE: Record<string, number> = {
  万: 1e4,
  亿: 1e8,
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  mn: 1e6,
  m: 1e6,
  millionen: 1e6,
  billion: 1e9,
  bn: 1e9,
  b: 1e9,
  milliarden: 1e9,
  trillion: 1e12,
}

const NOT_DISCLOSED = /^(not disclosed|not stated|none\b|undisclosed|未披露)/i
// Chinese magnitude words without a number: "数亿元" (several hundred million), "亿级" (of the 1e8 order).
const VAGUE = /(数|几)(十|百|千)?(万|亿)|(亿|千万|百万)级|several hundred million|hundreds of millions/i

// One money figure: optional currency prefix, number, optional scale, optional currency suffix.
const CURRENCY_BEFORE = String.raw`(US\$|HK\$|USD|HKD|RMB|人民币|\$|€)?`
const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?)`
const SCALE_WORD = '(万|亿|thousand|millionen|milliarden|million|billion|trillion|mn|bn|m|b|k)?(?![a-zA-Z])'
const CURRENCY_AFTER = '(美元|港元|港币|元人民币|元|US-Dollar|dollars|USD|HKD|RMB|欧元|euros?)?'
const FIGURE = new RegExp(String.raw`${CURRENCY_BEFORE}\s*${NUMBER}\s*${SCALE_WORD}\s*${CURRENCY_AFTER}`, 'gi')

const OVER = /(more than|over|exceeding|at least|超过|超|逾|多于|以上)\s*$/i
const ABOUT = /(approximately|about|around|roughly|some|约为|约|近似|大约|预计将达|预计|rund)\s*$/i
const UP_TO = /(up to|as much as|最高|至多)\s*$/i
const NEARLY = /(nearly|almost|近|接近)\s*$/i

function currencyOf(prefix: string, suffix: string, text: string, fallback: Currency | null): Currency | null {
  const mark = `${prefix} ${suffix}`.toLowerCase()
  if (/hk\$|hkd|港/.test(mark)) return 'HKD'
  if (/us\$|usd|\$|美元|us-dollar|dollars/.test(mark)) return 'USD'
  if (/€|欧元|euro/.test(mark)) return 'EUR'
  if (/rmb|人民币|元/.test(mark)) return 'CNY'
  if (/人民币/.test(text)) return 'CNY' // "近5亿 (人民币)": the currency follows in brackets
  return fallback
}

function qualifierOf(before: string): Qualifier | null {
  if (OVER.test(before)) return 'over'
  if (UP_TO.test(before)) return 'up_to'
  if (NEARLY.test(before)) return 'nearly'
  if (ABOUT.test(before)) return 'about'
  return null
}

/**
 * The first money figure in `text` (per-share prices and share counts
 * skipped); `fallback` is the currency when the words name none.
 */
export function parseAmount(text: string | null | undefined, fallback: Currency | null = null): ParsedAmount {
  const words = (text ?? '').trim()
  if (!words) return { value: null, currency: fallback, qualifier: null, reason: 'no amount reported' }
  if (NOT_DISCLOSED.test(words))
    return { value: null, currency: fallback, qualifier: null, reason: 'amount not disclosed in the source' }
  for (const m of words.matchAll(FIGURE)) {
    const [whole, prefix = '', digits, scaleWord = '', suffix = ''] = m
    const after = words.slice(m.index + whole.length)
    // "114.28元/股", "$40.00 per share", "7000万股", "36,590,000 primary shares": not the amount raised.
    if (/^\s*(\/\s*股|per share|股|(primary )?shares)/i.test(after)) continue
    if (!prefix && !scaleWord && !suffix) continue // a bare number (a date, a count) is not money
    const currency = currencyOf(prefix, suffix, words, fallback)
    if (!currency) continue
    const scale = SCALE[scaleWord.toLowerCase()] ?? 1
    // Round to the cent: 4.19 * 1e9 is not exact in binary floating point.
    const value = roundCents(Number(digits.replace(/,/g, '')) * scale)
    return { value, currency, qualifier: qualifierOf(words.slice(0, m.index)), matched: whole.trim() }
  }
  if (VAGUE.test(words))
    return { value: null, currency: fallback, qualifier: null, reason: `vague magnitude, not a number: "${words}"` }
  return { value: null, currency: fallback, qualifier: null, reason: `no money figure found in "${words}"` }
}
