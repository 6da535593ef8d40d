// Alibaba's 模型调用价格 page (help.aliyun.com/zh/model-studio/model-pricing) as a third party's daily capture
// writes it (zhangchen456/maasweekly, data/snapshots/<day>/阿里百炼__pricing__<day>.md): a table cell a line, a
// row opened by a lone '|' line, a cell ending ' |' when another follows it. A section is the bare line before its
// '计费规则：' line; each region's table follows its region line ('华北2（北京） |' is the mainland, then
// '美国（弗吉尼亚） |', '新加坡 |' ...), and the mainland table has no scope column. A row's first cell is the model
// id (its notes, 'Batch调用半价', on the lines under it); a row that opens with a band ('128K<Token≤256K |') prices
// the model above in that band. Prices are '12元', '原价2元（限时8折）' (the list price beside a time-limited
// discount, which the page says it does not show: '本文仅展示模型调用原价'), '忙时 2元' over '闲时 1元' (peak and
// off-peak) or '-' (none).
import { beijingInstant } from './dates.ts'
import type { Window } from './types.ts'

/** '128K' -> 128000, '1M' -> 1000000 (decimal: the page says 'K 表示 1,000，M 表示 1,000,000'). */
function tokens(s: string): number {
  const m = /^(\d+(?:\.\d+)?)([KM]?)$/.exec(s)!
  return Number(m[1]) * (m[2] === 'K' ? 1000 : m[2] === 'M' ? 1_000_000 : 1)
}

export type Band = { input_tokens_min: number; input_tokens_max: number } | null

/** '32K<Token≤128K' -> the band; '无阶梯计价' / '不区分阶梯' (one price) -> null; anything else -> undefined. */
export function bandOf(line: string): Band | undefined {
  if (line === '无阶梯计价' || line === '不区分阶梯') return null
  const m = /^(\d+(?:\.\d+)?[KM]?)<Token≤(\d+(?:\.\d+)?[KM])$/.exec(line)
  return m ? { input_tokens_min: tokens(m[1]), input_tokens_max: tokens(m[2]) } : undefined
}

interface BandPrices {
  band: Band
  words: string
  /** input, output and (where the table has the column) thinking output, in the page's order; null: '-'. */
  prices: (number | null)[]
  /** The off-peak price beside each peak price ('忙时 2元' / '闲时 1元'), same order. */
  offPeak?: (number | null)[]
  /** The page's words of a time-limited discount beside the list price ('限时8折'). */
  promo?: string
}

export interface Listing {
  id: string
  section: string
  scope?: string
  mode?: string
  /** The table has the output columns 非思考模式 and 思考模式（思维链+回答）. */
  thinkingColumn: boolean
  /** The page's words where it prices the model as free ('限时免费'): a row at 0, mode free. */
  free?: string
  /** The page's words where it marks the model retired ('已下线'). */
  retired?: string
  bands: BandPrices[]
}

const MAINLAND = /^华北2（北京）( \|)?$/
const OTHER_REGION = /^(美国（弗吉尼亚）|新加坡|德国（法兰克福）|日本（东京）|中国香港)( \|)?$/
/**
 * The id opening a row, its note sometimes run into it ('kimi-k3上下文缓存享有折扣'); an id with a '/' is another
 * provider's own endpoint (kimi/kimi-k3), not the cloud's offer: its row is passed over.
 */
const ROW_ID = /^[A-Za-z][\w./-]*/
/** Sections priced by modality or per character (Omni's audio columns, TTS): not one input and output price. */
const OTHER_PRICING = /Omni|Audio|MT-Uni|Captioner|Realtime|TTS/
const MODE = /^(非思考和思考模式|仅思考模式|仅非思考模式|非思考模式|思考模式|非思考和思考)$/
/** A price cell, in either form of the page: '12元'. */
export const PRICE = /^(\d+(?:\.\d+)?)元$/
/** A cell saying the model is free for now, in either form of the page. */
export const FREE = /^(限时免费|目前仅供免费体验)/
const LIST_PRICE = /^原价(\d+(?:\.\d+)?)元（(限时[^）]+)）$/
const PEAK = /^忙时 (\d+(?:\.\d+)?)元$/
const OFF_PEAK = /^闲时 (\d+(?:\.\d+)?)元$/

const cellOf = (line: string) => line.replace(/\s*\|$/, '').trim()

/** Whether the header lines name the two output columns 非思考模式 and 思考模式（思维链+回答）. */
const hasThinkingColumn = (header: string[]) =>
  header.some((l) => l.includes('思考模式（思维链+回答）')) && header.some((l) => /(^|\| )非思考模式( \||$)/.test(l))

/** One cell of a model's row landed on its listing; returns how many lines it took. */
function takeCell(l: Listing, line: string, next: string | undefined): number {
  const c = cellOf(line)
  const band = bandOf(c)
  const last = () => {
    if (!l.bands.length) l.bands.push({ band: null, words: '', prices: [] })
    return l.bands.at(-1)!
  }
  if (MODE.test(c)) l.mode = c
  else if (band !== undefined) l.bands.push({ band, words: c, prices: [] })
  else if (PRICE.test(c)) last().prices.push(Number(PRICE.exec(c)![1]))
  else if (LIST_PRICE.test(c)) {
    const [, price, promo] = LIST_PRICE.exec(c)!
    last().prices.push(Number(price))
    last().promo = promo
  } else if (c === '-') last().prices.push(null)
  else if (PEAK.test(c) && next && OFF_PEAK.test(cellOf(next))) {
    const b = last()
    b.offPeak ??= b.prices.map(() => null)
    b.prices.push(Number(PEAK.exec(c)![1]))
    b.offPeak.push(Number(OFF_PEAK.exec(cellOf(next))![1]))
    return 2
  } else if (FREE.test(c)) l.free = c
  else if (c === '已下线') l.retired = [c, next?.trim()].filter(Boolean).join(' ')
  return 1
}

/** The mainland listings of a capture: each model id with its mode, bands and prices, as written. */
export function capturedListings(text: string): Listing[] {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  const out: Listing[] = []
  let section = ''
  let mainland = false
  let header: string[] = []
  let current: Listing | undefined
  const table = () => {
    header = []
    current = undefined
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    if (line.startsWith('计费规则')) {
      section = lines[i - 1] ?? ''
      mainland = false
    } else if (MAINLAND.test(line)) {
      mainland = !OTHER_PRICING.test(section)
      table()
    } else if (OTHER_REGION.test(line) || line === '[…]') {
      mainland = false
      table()
    } else if (!mainland) continue
    else if (/^更多模型( \|)?$/.test(line)) table()
    else if (line === '|' && ROW_ID.test(lines[i + 1] ?? '') && bandOf(cellOf(lines[i + 1])) === undefined) {
      const id = ROW_ID.exec(lines[++i])![0]
      current = id.includes('/')
        ? undefined
        : { id, section, scope: '华北2（北京）', thinkingColumn: hasThinkingColumn(header), bands: [] }
      if (current) out.push(current)
    } else if (!current) header.push(line)
    else if (line !== '|') i += takeCell(current, line, lines[i + 1]) - 1
  }
  return out
}

/** The day and hour (Beijing time) a note says a model's peak/off-peak prices took effect, as a UTC instant. */
export function peakPricingFrom(text: string): { model: string; from: string; words: string }[] {
  const out = []
  for (const m of text.matchAll(
    /([A-Za-z][\w.-]*) 已于 (\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}) 起调整为峰谷定价模式[^\n]*/g,
  )) {
    const [y, mo, d, h, mi] = m.slice(2).map(Number)
    out.push({ model: m[1].toLowerCase(), from: beijingInstant(y, mo, d, h, mi), words: m[0].trim() })
  }
  return out
}

/** The off-peak hours a note states ('闲时为北京时间 22:00 - 次日 8:00'), as a window, with its words. */
export function offPeakHours(text: string): { window: Window; words: string } | undefined {
  const m =
    /忙时为北京时间 \d{1,2}:\d{2} - \d{1,2}:\d{2}，闲时为北京时间 (\d{1,2}:\d{2}) - 次日 (\d{1,2}:\d{2})。?/.exec(text)
  const hhmm = (c: string) => c.padStart(5, '0')
  return m
    ? { window: { start: hhmm(m[1]), end: hhmm(m[2]), tz: 'Asia/Shanghai', weekdays: null }, words: m[0] }
    : undefined
}
