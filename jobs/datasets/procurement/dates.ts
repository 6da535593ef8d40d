// Dates as notices and reports write them: 2025年3月14日 09:30, 3月14日 (year from context),
// 2024-09-02 10:00:00, 2024/9/2, "May 16 (2024)", full-width digits. The earliest date in the text
// wins (a field like "2024年8月12日(收到通知);公告2024-08-13" is about its first date).
import { toHalfWidth } from './amounts.ts'

/** A calendar date (and time when given) read from text. */
export interface ParsedDate {
  date: string
  time: string | null
  raw: string
  year_from_context: boolean
}

/** Why a text gave no full date. */
export interface DateFailure {
  date: null
  raw: string
  reason: string
}

/** Where a year-less date ("3月14日") takes its year from: a year, or a date (its year is used). */
export type DateContext = { year?: number; date?: string }

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const MONTH_WORD =
  '(january|february|march|april|may|june|july|august|september|october|november|december|' +
  String.raw`jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?`
const TIME = String.raw`(?:\s*(\d{1,2})\s*(?::|点|時|时)\s*(\d{2})?)?`

interface Pattern {
  re: RegExp
  read: (m: RegExpExecArray) => { y: number | null; mo: number; d: number; h?: string; mi?: string }
}

const PATTERNS: Pattern[] = [
  {
    re: new RegExp(String.raw`(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号號]${TIME}`, 'g'),
    read: (m) => ({ y: +m[1], mo: +m[2], d: +m[3], h: m[4], mi: m[5] }),
  },
  {
    re: /(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]+(\d{1,2}):(\d{2}))?/g,
    read: (m) => ({ y: +m[1], mo: +m[2], d: +m[3], h: m[4], mi: m[5] }),
  },
  {
    re: new RegExp(String.raw`(?<![\d年])(\d{1,2})\s*月\s*(\d{1,2})\s*[日号號]${TIME}`, 'g'),
    read: (m) => ({ y: null, mo: +m[1], d: +m[2], h: m[3], mi: m[4] }),
  },
  {
    re: new RegExp(String.raw`\b${MONTH_WORD}\s+(\d{1,2})(?:st|nd|rd|th)?\b,?\s*\(?(\d{4})?\)?`, 'gi'),
    read: (m) => ({ y: m[3] ? +m[3] : null, mo: MONTHS.indexOf(m[1].slice(0, 3).toLowerCase()) + 1, d: +m[2] }),
  },
]

/** A year written next to a year-less date, e.g. "1月30日(2022年,C114报道日期)". */
function yearInText(text: string): number | null {
  const m = /(?<!\d)(\d{4})\s*年(?!\s*\d{1,2}\s*月)/.exec(text) ?? /\((\d{4})\)/.exec(text)
  return m ? +m[1] : null
}

function isRealDate(y: number, mo: number, d: number): boolean {
  const dt = new Date(Date.UTC(y, mo - 1, d))
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The earliest full date in `raw`; a year-less one takes its year from `ctx`, else from a year written in the text. */
export function parseDate(raw: string | null | undefined, ctx: DateContext = {}): ParsedDate | DateFailure {
  if (raw == null || !raw.trim()) return { date: null, raw: raw ?? '', reason: 'no date given' }
  const text = toHalfWidth(raw)
  let best: { index: number; m: RegExpExecArray; p: Pattern } | null = null
  for (const p of PATTERNS) {
    p.re.lastIndex = 0
    const m = p.re.exec(text)
    if (m && (!best || m.index < best.index)) best = { index: m.index, m, p }
  }
  if (!best) {
    const month = new RegExp(String.raw`\b${MONTH_WORD}\b`, 'i').test(text) && /\d{4}/.test(text)
    const reason =
      month || /\d{4}\s*年\s*\d{1,2}\s*月(?!\s*\d)/.test(text)
        ? 'only a month is given, not a day'
        : /\d{4}\s*年/.test(text)
          ? 'only a year is given'
          : 'no date in the text'
    return { date: null, raw, reason }
  }
  const { y, mo, d, h, mi } = best.p.read(best.m)
  const ctxYear = ctx.year ?? (ctx.date ? +ctx.date.slice(0, 4) : null)
  const year = y ?? ctxYear ?? yearInText(text)
  if (year == null)
    return { date: null, raw, reason: 'month and day are given but no year, in the text or its context' }
  if (!isRealDate(year, mo, d))
    return { date: null, raw, reason: `not a real calendar date (${year}-${pad(mo)}-${pad(d)})` }
  const time = h !== undefined && +h < 24 ? `${pad(+h)}:${mi ?? '00'}` : null
  return { date: `${year}-${pad(mo)}-${pad(d)}`, time, raw, year_from_context: y === null }
}

/** Type guard for a successful parse. */
export function isDate(x: ParsedDate | DateFailure): x is ParsedDate {
  return x.date !== null
}
