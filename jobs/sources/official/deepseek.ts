// DeepSeek: the pricing page's model table is transposed (one column per model id, one row per price,
// split into OFF-PEAK and PEAK rows once time-of-day billing began), with footnotes that date a change
// ("The new prices take effect at 16:00 UTC on August 16, 2026") and retire names ("The legacy names
// deepseek-v4-flash and ... are still accepted, but the corresponding models have been retired").
// A price cell marked 'limited-time 75% off' is an offer, ended at the instant its footnote states ('valid
// until 2026/05/05 15:59 UTC'); the page then states no list price as a number, so none is written.
// The English page sells in USD (the international offer); its zh-cn twin is the mainland offer in CNY,
// the same table in Chinese (空闲时段 / 高峰时段, prices in 元) with the peak hours in Beijing time.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { isoDay } from './dates.ts'
import { amountOf, cellsOf } from './markdown.ts'
import {
  type Lineup,
  rowDefaults,
  type ModelLife,
  type PageText,
  type SellerAdapter,
  type SellerRead,
  type Window,
} from './types.ts'

const URL_MD = 'https://api-docs.deepseek.com/quick_start/pricing.md'
const URL_CN_MD = 'https://api-docs.deepseek.com/zh-cn/quick_start/pricing.md'
type Field = 'cache_read' | 'input' | 'output'
type Tier = 'flat' | 'off_peak' | 'peak'
/** An instant a note states, with its words. */
type Said = { at: string; words: string }

/** How one language of the page writes its table: its labels, its amounts, its currency. */
interface Wording {
  currency: 'USD' | 'CNY'
  region: string | null
  /** The header row's first cell. */
  model: string
  pricing: RegExp
  end: RegExp
  fields: [RegExp, Field][]
  amount: RegExp
  /** The row naming the version behind each model name. */
  version: string
  offPeak: string
  peak: string
}

const ENGLISH: Wording = {
  currency: 'USD',
  region: null,
  model: 'MODEL',
  pricing: /^PRICING/i,
  end: /^Concurrency/i,
  fields: [
    [/INPUT TOKENS \(CACHE HIT\)/i, 'cache_read'],
    [/INPUT TOKENS \(CACHE MISS\)/i, 'input'],
    [/OUTPUT TOKENS/i, 'output'],
  ],
  amount: /^\$/,
  version: 'MODEL VERSION',
  offPeak: 'OFF-PEAK',
  peak: 'PEAK',
}

const CHINESE: Wording = {
  currency: 'CNY',
  region: 'mainland China',
  model: '模型',
  pricing: /^价格/,
  end: /^并发限制/,
  // A capture of the HTML page writes the parentheses full-width and breaks the label ('百万tokens输入\n（缓存命中）').
  fields: [
    [/百万tokens输入\s*[(（]缓存未命中[)）]/, 'input'],
    [/百万tokens输入\s*[(（]缓存命中[)）]/, 'cache_read'],
    [/百万tokens输出/, 'output'],
  ],
  amount: /^\d+(?:\.\d+)?元$/,
  version: '模型版本',
  offPeak: '空闲时段',
  peak: '高峰时段',
}

const wordingOf = (url: string) => (url.includes('/zh-cn/') ? CHINESE : ENGLISH)

/** The footnote dating the next prices: the instant the current list stops, with the footnote's words. */
function announced(text: string): { at: string; words: string } | undefined {
  const m = /take effect at (\d{2}:\d{2}) UTC on ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(text)
  const day = m && isoDay(m[2])
  if (!m || !day) return undefined
  const line =
    text
      .split('\n')
      .find((l) => l.includes(m[0]))
      ?.trim() ?? m[0]
  return { at: `${day}T${m[1]}Z`, words: line.slice(0, line.indexOf(m[0]) + m[0].length) }
}

/**
 * The end of a limited-time discount ('The deepseek-v4-pro model is currently offered at a limited-time 75%
 * discount, valid until 2026/05/05 15:59 UTC.'): the instant, with the footnote's words.
 */
function offerEnd(text: string): Said | undefined {
  const m = /[^\n*]*limited-time \d+% discount, valid until (\d{4})\/(\d{2})\/(\d{2}) (\d{2}:\d{2}) UTC\./.exec(text)
  return m ? { at: `${m[1]}-${m[2]}-${m[3]}T${m[4]}Z`, words: m[0].trim() } : listEnd(text)
}

/**
 * The note of May 2026 that ends both the discount and the list price beside it ('The deepseek-v4-pro model
 * API pricing will be officially adjusted to 1/4 of the original price after the 75% discount promotion ends
 * on 2026/05/31 15:59 UTC.'): the instant, with its words. The new price is not stated as a number here: it is
 * read from the next copy that shows it, and dated by these words (history.ts).
 */
function listEnd(text: string): Said | undefined {
  const m = LIST_END.exec(text)
  return m ? { at: instant(m), words: m[0] } : undefined
}

/** A note's moment ('2026/4/26 12:15 UTC'): year, month, day, time. */
const MOMENT = String.raw`(\d{4})\/(\d{1,2})\/(\d{1,2}) (\d{2}:\d{2}) UTC`
const LIST_END = new RegExp(
  String.raw`The [\w.-]+ model API pricing will be officially adjusted to [^.]*? after the \d+% discount ` +
    String.raw`promotion ends on ${MOMENT}\.`,
)
const CACHE_CUT = new RegExp(
  String.raw`For all models, the input cache hit price has been reduced to [^.]*\. ` +
    String.raw`This price adjustment takes effect from ${MOMENT}\.`,
)
const instant = (m: RegExpExecArray) => `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}T${m[4]}Z`

/**
 * The note dating the cache-hit prices of the table ('For all models, the input cache hit price has been
 * reduced to 1/10 of the launch price. This price adjustment takes effect from 2026/4/26 12:15 UTC.'): the
 * instant every row's prices (their cache-hit price the only one changed) hold from, with its words.
 */
function cacheCut(text: string): Said | undefined {
  const m = CACHE_CUT.exec(text)
  return m ? { at: instant(m), words: m[0] } : undefined
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))

/**
 * The off-peak windows the words state: 'Peak hours are 01:00 - 04:00 and 06:00 - 10:00 UTC (all other
 * hours are off-peak)' -> 04:00-06:00 and 10:00-01:00 UTC, the hours between the peaks. Peaks on weekdays
 * only ('... 06:00 - 10:00 UTC, Monday through Friday (all other hours are off-peak)'): those windows on
 * Monday to Friday, the whole weekend, and Monday from midnight to its first peak (a window starts on its day).
 */
export function offPeakWindows(text: string): { window: Window; words: string }[] {
  const m = new RegExp(
    String.raw`Peak hours are ((?:\d{2}:\d{2} - \d{2}:\d{2}(?:,? and |, )?)+) UTC(, Monday through Friday)? ` +
      String.raw`\(all other hours are off-peak\)`,
  ).exec(text)
  if (!m) return []
  const peaks = [...m[1].matchAll(/(\d{2}:\d{2}) - (\d{2}:\d{2})/g)]
    .map((p) => [p[1], p[2]] as const)
    .sort((a, b) => minutes(a[0]) - minutes(b[0]))
  const weekdays = m[2] ? [1, 2, 3, 4, 5] : null
  const between = peaks.map((p, i) => ({
    window: { start: p[1], end: peaks[(i + 1) % peaks.length][0], tz: 'UTC', weekdays },
    words: m[0],
  }))
  if (!weekdays) return between
  const weekend = { window: { start: '00:00', end: '00:00', tz: 'UTC', weekdays: [6, 7] }, words: m[0] }
  const first = peaks[0][0]
  const monday = { window: { start: '00:00', end: first, tz: 'UTC', weekdays: [1] }, words: m[0] }
  return [...between, weekend, ...(first === '00:00' ? [] : [monday])]
}

/**
 * The off-peak windows of the zh-cn page: '北京时间周一至周五(不含中国法定节假日)9:00 - 12:00、14:00 - 18:00
 * 为高峰时段;其余时段,包括周末及中国法定节假日全天均为空闲时段' -> on weekdays the hours between the peaks,
 * and the whole weekend (00:00-00:00, every hour); the holidays, which no window can state, are in the words.
 */
export function offPeakWindowsCn(text: string): { window: Window; words: string }[] {
  // Also in full-width punctuation ('...18:00 为高峰时段；其余时段，包括周末...'), and in the September 2026 form
  // '高峰时段为北京时间周一至周五 9:00 - 12:00、14:00 - 18:00（其余为空闲时段）。', whose rest is the weekend too.
  const m =
    /北京时间周一至周五[^。;；]*?((?:\d{1,2}:\d{2} - \d{1,2}:\d{2}、?)+)\s*为高峰时段[;；][^。]*。/.exec(text) ??
    /高峰时段为北京时间周一至周五\s*((?:\d{1,2}:\d{2} - \d{1,2}:\d{2}、?)+)[(（]其余为空闲时段[)）]。/.exec(text)
  if (!m) return []
  const hhmm = (c: string) => c.padStart(5, '0')
  const peaks = [...m[1].matchAll(/(\d{1,2}:\d{2}) - (\d{1,2}:\d{2})/g)]
    .map((p) => [hhmm(p[1]), hhmm(p[2])] as const)
    .sort((a, b) => minutes(a[0]) - minutes(b[0]))
  const tz = 'Asia/Shanghai'
  const weekdays = peaks.map((p, i) => ({
    window: { start: p[1], end: peaks[(i + 1) % peaks.length][0], tz, weekdays: [1, 2, 3, 4, 5] },
    words: m[0],
  }))
  const weekend = /周末|其余为空闲时段/.test(m[0])
    ? [{ window: { start: '00:00', end: '00:00', tz, weekdays: [6, 7] }, words: m[0] }]
    : []
  return [...weekdays, ...weekend]
}

/**
 * The proof that the copy holds the whole price table and its notes: the table's last row
 * (Concurrency Limit) is there, and the text ends on a finished sentence, not cut inside a note.
 */
function wholeCopy(text: string): string | undefined {
  const end = text.split('\n').find((l) => /^\|\s*(Concurrency Limit|并发限制)/i.test(l.trim()))
  const last = text.trim().split('\n').at(-1)?.trim() ?? ''
  if (!end || last.startsWith('|') || !/[.)。]$/.test(last)) return undefined
  return `the table ends with "${end.trim().slice(0, 40)}" and the page's notes end on a full sentence`
}

/** The names a footnote says are retired. */
function retiredNames(text: string): { names: string[]; words: string } | undefined {
  // The .md twin writes each name in backticks ('The legacy names `deepseek-v4-flash` and ...').
  const name = '`?[\\w.-]+`?'
  const m = new RegExp(
    `legacy names (${name}(?:, ${name})*(?:,? and ${name})?) are still accepted, but [^.]*retired`,
  ).exec(text)
  if (m) return { names: m[1].split(/,? and |, /).map((n) => n.replace(/`/g, '')), words: m[0] }
  const cn = /旧模型名 ([\w.-]+(?:、[\w.-]+)*) 仍可调用[,，]但对应模型已下线/.exec(text)
  return cn ? { names: cn[1].split('、'), words: cn[0] } : undefined
}

/** Pipe rows, a row broken inside a cell ('| 价格(3) | 百万tokens输入' / '（缓存命中） | 空闲时段 | 0.02元') joined. */
function pipeRows(text: string): string[] {
  const rows: string[] = []
  for (const line of text.split('\n')) {
    if (line.trim().startsWith('|')) rows.push(line)
    else if (rows.length && line.includes(' | ') && text.includes(`${rows.at(-1)}\n${line}`))
      rows[rows.length - 1] = `${rows.at(-1)} ${line.trim()}`
  }
  return rows
}

function parsePage(page: PageText, w: Wording) {
  const lines = pipeRows(page.text)
  const header = lines.find((l) => cellsOf(l)[0] === w.model)
  // The .md twin repeats a spanned header cell ('| 模型 | 模型 | 模型 | deepseek-flash(1) |'): ids only.
  const models = header
    ? cellsOf(header)
        .slice(1)
        .filter((c) => c && c !== w.model)
        .map((c) => c.replace(/\(\d+\)$|\*$/, ''))
    : []
  const prices = new Map<string, Partial<Record<Field, number>>>()
  const wordsOf = new Map<string, string[]>()
  const offers = new Set<string>()
  let field: Field | undefined
  let inPricing = false
  for (const line of lines) {
    const cells = cellsOf(line)
    if (w.pricing.test(cells[0])) inPricing = true
    if (!inPricing) continue
    if (w.end.test(cells[0]) || (cells[0] === w.model && line !== header)) break
    field = w.fields.find(([re]) => cells.some((c) => re.test(c)))?.[1] ?? field
    const tier: Tier = cells.some((c) => c === w.offPeak)
      ? 'off_peak'
      : cells.some((c) => c === w.peak)
        ? 'peak'
        : 'flat'
    const priced = cells.filter((c) => w.amount.test(c))
    const amounts = priced.map(amountOf)
    if (!field) continue
    amounts.forEach((n, i) => {
      if (n == null || !models[i]) return
      const key = `${models[i]}|${tier}`
      // '$0.435 (limited-time 75% off*)': an offer's price, not the list price.
      if (/\d+% off/i.test(priced[i])) offers.add(key)
      prices.set(key, { ...prices.get(key), [field!]: n })
      wordsOf.set(key, [...(wordsOf.get(key) ?? []), line.trim()])
    })
  }
  const versionRow = lines.find((l) => cellsOf(l)[0] === w.version)
  const versions = versionRow ? cellsOf(versionRow).slice(1).filter(Boolean) : []
  const struck = new Map<string, Partial<Record<Field, number>>>()
  const head = header?.trim() ?? ''
  return { models, versions, versionRow: versionRow?.trim(), prices, wordsOf, offers, struck, head, flat: false }
}

const NOTE_MARK = /^\(\d+\)$/

/**
 * A rendering that writes the table one cell per line (a reader's text of May 2026: 'MODEL', 'deepseek-v4-flash',
 * '(1)', 'deepseek-v4-pro', ... 'PRICING', '1M INPUT TOKENS (CACHE HIT)', '(2)', '$0.0028', '$0.003625 (75% off',
 * '(3)', ')', '$0.0145', ...): the cells of each price row in model order. A price after an offer's closing ')'
 * is that cell's second price, the list price the page shows struck through beside the offer (the zh-cn twin of
 * the same days writes it '~~0.1元~~'); it is the list price the note (3) calls 'the original price'.
 */
function parseFlat(page: PageText, w: Wording) {
  const lines = page.text.split('\n').map((l) => l.trim())
  const at = lines.indexOf(w.model)
  const models: string[] = []
  for (let i = at + 1; at >= 0 && i < lines.length && !/^BASE URL/.test(lines[i]); i++)
    if (lines[i] && !NOTE_MARK.test(lines[i])) models.push(lines[i])
  const v = lines.indexOf(w.version)
  const versions = v < 0 ? [] : lines.slice(v + 1, v + 1 + models.length)
  const prices = new Map<string, Partial<Record<Field, number>>>()
  const struck = new Map<string, Partial<Record<Field, number>>>()
  const wordsOf = new Map<string, string[]>()
  const offers = new Set<string>()
  const start = lines.findIndex((l) => w.pricing.test(l))
  const end = lines.findIndex((l, i) => i > start && w.end.test(l))
  let field: Field | undefined
  let block: string[] = []
  let cell = 0
  let closed = false // the last line closed an offer's cell: a price next is its struck list price
  const flush = () => {
    for (const m of models) {
      const key = `${m}|flat`
      if (prices.get(key)?.[field!] != null) wordsOf.set(key, [...(wordsOf.get(key) ?? []), block.join(' ')])
    }
  }
  for (const line of start < 0 ? [] : lines.slice(start + 1, end < 0 ? undefined : end)) {
    const named = w.fields.find(([re]) => re.test(line))?.[1]
    if (named) {
      if (field) flush()
      ;[field, block, cell, closed] = [named, [], 0, false]
    }
    if (!field) continue
    block.push(line)
    if (!w.amount.test(line)) {
      closed = line === ')' && cell > 0 && offers.has(`${models[cell - 1]}|flat`)
      continue
    }
    const n = amountOf(line)
    const key = closed ? `${models[cell - 1]}|flat` : `${models[cell++]}|flat`
    if (n == null || !models[cell - 1]) continue
    const into = closed ? struck : prices
    into.set(key, { ...into.get(key), [field]: n })
    if (!closed && /\d+% off/i.test(line)) offers.add(key)
    closed = false
  }
  if (field) flush()
  const head =
    at < 0
      ? ''
      : lines
          .slice(
            at,
            lines.findIndex((l, i) => i > at && /^BASE URL/.test(l)),
          )
          .join(' ')
  const versionRow = v < 0 ? undefined : lines.slice(v, v + 1 + models.length).join(' ')
  return { models, versions, versionRow, prices, wordsOf, offers, struck, head, flat: true }
}

/** The table as the page writes it: pipe rows, else one cell per line. */
const tableOf = (page: PageText, w: Wording) => {
  const piped = parsePage(page, w)
  return piped.models.length || !page.text.split('\n').some((l) => l.trim() === w.model) ? piped : parseFlat(page, w)
}

/**
 * Names a footnote says are still served as another model ('The model names deepseek-chat and
 * deepseek-reasoner will be deprecated in the future. For compatibility, they correspond to ... of
 * deepseek-v4-flash'): sold under those names until they go.
 */
function compatNames(text: string): { names: string[]; of: string; words: string } | undefined {
  const old = /The model names ([\w., -]+?) will be deprecated[^.]*\. /.exec(text)
  const rest =
    old &&
    /^For compatibility, they correspond to [^.]* of ([\w.-]+?),? respectively\./.exec(
      text.slice(old.index + old[0].length),
    )
  if (!old || !rest) return undefined
  return { names: old[1].split(/,? and |, /), of: rest[1], words: `${old[0]}${rest[0]}` }
}

/** A row's start and end as the page's notes state them, each in its words. */
function span(from: Said | undefined, until: Said | undefined) {
  const words = [from && `page: '${from.words}'`, until && `page: '${until.words}'`].filter(Boolean)
  if (!words.length) return {}
  return {
    ...(from ? { effective_from: from.at } : {}),
    ...(until ? { effective_until: until.at } : {}),
    effective_basis: words.join('; until '),
  }
}

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const rows: OfficialPrice[] = []
  const lives: ModelLife[] = []
  const problems: string[] = []
  let complete: string | undefined = pages.length ? '' : undefined
  // The MODEL row names every model sold: the line-up is proven where each of its models has its prices.
  const lineup: Lineup | undefined = pages.length ? { models: [], url: pages[0].url, words: '' } : undefined
  let whole = !!lineup
  for (const page of pages) {
    const proof = wholeCopy(page.text)
    complete = complete !== undefined && proof ? [complete, proof].filter(Boolean).join('; ') : undefined
    const w = wordingOf(page.url)
    const windows = w === CHINESE ? offPeakWindowsCn(page.text) : offPeakWindows(page.text)
    const { models, versions, versionRow, prices, wordsOf, offers, struck, head, flat } = tableOf(page, w)
    if (!models.length) problems.push(`${page.url}: no MODEL row`)

    const next = announced(page.text)
    const offer = offerEnd(page.text)
    const cut = cacheCut(page.text)
    for (const [key, p] of prices) {
      const [model, tier] = key.split('|') as [string, Tier]
      if (p.input == null || p.output == null) {
        problems.push(`${model} ${tier}: no input or output price read`)
        continue
      }
      const row: OfficialPrice = {
        ...rowDefaults,
        model,
        developer: 'deepseek',
        currency: w.currency,
        unit_stated: w === CHINESE ? 'per 百万tokens (1M tokens)' : 'per 1M tokens',
        input: p.input,
        output: p.output,
        cache_read: p.cache_read ?? null,
        mode: tier === 'off_peak' ? 'off_peak' : 'standard',
        condition_text: tier === 'flat' ? null : tier === 'peak' ? w.peak : w.offPeak,
        region: w.region,
        // The list the footnote says ends at an instant, and the cache-hit note's start: in the page's words.
        ...span(p.cache_read != null ? cut : undefined, next),
        status: 'listed',
        status_date: null,
        url: page.url,
        page_date: page.seen?.date ?? seen.date,
        page_date_basis: page.seen?.basis ?? seen.basis,
        evidence: `${head} ${wordsOf.get(key)!.join(' ')}`,
        adapter: 'official/deepseek',
      }
      if (offers.has(key)) {
        // A limited-time discount: an offer until the instant its footnote states; the page states no
        // list price beside it as a number, so none is written.
        if (!offer) {
          problems.push(`${model}: a limited-time discount, but no footnote dating its end`)
          continue
        }
        rows.push({
          ...row,
          mode: 'promotion',
          condition: { promotion_until: offer.at },
          condition_text: offer.words,
          ...span(cut, offer),
          evidence: `${row.evidence} ${offer.words}`,
        })
        // The list price struck through beside the offer, where the page states it: it ends where a note
        // says the price is adjusted (none: it stands, its end unknown).
        const list = struck.get(key)
        const ends = listEnd(page.text)
        if (list?.input != null && list.output != null)
          rows.push({
            ...row,
            input: list.input,
            output: list.output,
            cache_read: list.cache_read ?? null,
            ...span(cut, ends),
            evidence: ends ? `${row.evidence} ${ends.words}` : row.evidence,
          })
        continue
      }
      // Off-peak: one row per window the page states (none stated: read.ts takes the last known hours).
      if (tier !== 'off_peak' || !windows.length) rows.push(row)
      else
        for (const h of windows)
          rows.push({
            ...row,
            condition: { window: h.window },
            condition_text: `${row.condition_text}; hours: ${h.words}`,
          })
    }
    // Each model of the row with its input and output read from this page: the row is its whole line-up.
    const priced = new Set(rows.filter((r) => r.url === page.url).map((r) => r.model))
    const compat = compatNames(page.text)
    // A copy that writes one cell per line runs its notes' words together ('The model namesdeepseek-chatand...'):
    // the old names it still serves cannot be read from it, so it shows no whole line-up.
    if (!models.length || !models.every((m) => priced.has(m)) || flat) whole = false
    else if (lineup) {
      lineup.models.push(...models, ...versions.map((v) => v.toLowerCase()), ...(compat?.names ?? []))
      lineup.words = [lineup.words, head, versionRow, compat?.words].filter(Boolean).join(' ')
    }
    for (const m of models)
      lives.push({ model: m, aliases: [], status: 'listed', status_date: null, url: page.url, words: head })
    // The old names now serve a listed model's modes: its other names, in the footnote's words.
    if (compat)
      lives.push({
        model: compat.of,
        aliases: compat.names,
        status: 'listed',
        status_date: null,
        url: page.url,
        words: compat.words,
        stated: true,
      })
    const retired = retiredNames(page.text)
    for (const name of retired?.names ?? [])
      lives.push({
        model: name,
        aliases: [],
        status: 'retired',
        status_date: null,
        url: page.url,
        words: retired!.words,
      })
  }
  const sold = whole && lineup ? { ...lineup, models: [...new Set(lineup.models)] } : undefined
  return { rows, lives, problems, ...(complete ? { complete } : {}), ...(sold ? { lineup: sold } : {}) }
}

const URL_CN = 'https://api-docs.deepseek.com/zh-cn/quick_start/pricing'

/** An earlier copy of the English page, beside the zh-cn page's of the same day where one is recorded. */
const copy = (date: string, url: string | null, basis: string, cn = false) => ({
  date,
  basis,
  copies: [
    url ? { url, fixture: `deepseek-history/${date}-pricing.md` } : null,
    cn ? { url: URL_CN, fixture: `deepseek-cn-history/${date}-pricing.md` } : null,
  ],
})

/** How the zh-cn captures of the maasweekly repository are kept and dated. */
const CN_CAPTURE =
  'the zh-cn page as a daily capture kept in zhangchen456/maasweekly ' +
  '(data/snapshots/<day>/DeepSeek__pricing__<day>.md; its capture of 2026-10-10 shows the same prices), ' +
  "dated by its header '<!-- fetched: ... -->', whole, as read (the store counts two characters more than its text " +
  "shows; those are not reproduced). Its HTML-to-text step drops text between '<' and '>': no price cell has either"

export default {
  seller: 'deepseek',
  seller_name: 'DeepSeek',
  developer_of_models: ['deepseek'],
  pages: [
    {
      url: URL_MD,
      fixture: 'deepseek/pricing.md',
      copy: 'text-rendering',
      origin:
        'search tool, docs corpus: text rendering of ' +
        'https://api-docs.deepseek.com/quick_start/pricing?check=20261115 ' +
        '(undated; its footnote cut mid-sentence); the live .md twin (confirmed for zh-cn only) is unproven',
    },
    {
      url: URL_CN_MD,
      fixture: 'deepseek-cn/pricing.md',
      copy: 'text-rendering',
      origin:
        'search tool, docs corpus: text rendering of ' +
        'https://api-docs.deepseek.com/zh-cn/quick_start/pricing/?helper=penn (undated; whole to its price ' +
        "table's notes, cut inside the 语音价格 table after it). The corpus also holds the .md twin itself " +
        '(https://api-docs.deepseek.com/zh-cn/quick_start/pricing.md, a wide pipe table repeating spanned ' +
        'cells), but its excerpt ends before the prices, so the live parse of the twin is unproven',
      recorded: {
        date: '2026-11-25',
        basis:
          'undated stored copy (docs corpus), read 2026-11-26 beside the English copy recorded 2026-11-25 and ' +
          'dated as it: both list DeepSeek-V4.1-Flash-1017 and DeepSeek-V4-Pro-0813; it states the Search/Fetch ' +
          'prices as in force, which an earlier copy of the same page (?utm_category=ai) announces from ' +
          "'北京时间 2026 年 11 月 1 日 00:00', so the copy is of November 2026",
      },
    },
  ],
  notFound:
    'searched 2026-11-27 (docs and pages corpora): no copy of the pricing page (English or zh-cn) later than the ' +
    'recorded ones, and no DeepSeek news page (api-docs.deepseek.com/news/...) stating a price change with its ' +
    "date. The May 2026 change (the cache-hit prices cut tenfold, V4 Pro's discount price made its list price) " +
    "is dated by the page's own notes in the 2026-05-23 copy: the cut from 2026-04-26 12:15 UTC, the new V4 Pro " +
    'list from 2026-05-31 15:59 UTC, its price (1/4 of the original) read as a number from the next copy ' +
    '(2026-08-16). A 2026-05-22 copy of the page cached by a third-party news reader (bittide.aicompass.dev) was ' +
    'not used: its text is flattened past parsing and it is not a store of the page itself.',
  earlier: [
    copy(
      '2026-04-26',
      'https://api-docs.deepseek.com/quick_start/pricing',
      'megalodon.jp snapshot of https://api-docs.deepseek.com:443/quick_start/pricing, its address dated ' +
        '2026-0426-0157-09 (pages corpus: https://megalodon.jp/ref/2026-0426-0157-09/' +
        'https://api-docs.deepseek.com:443/' +
        'quick_start/pricing); whole to the page end, the V4 preview list (deepseek-v4-flash, deepseek-v4-pro at a ' +
        'limited-time 75% discount valid until 2026/05/05 15:59 UTC)',
    ),
    copy(
      '2026-05-23',
      'https://api-docs.deepseek.com/quick_start/pricing',
      "dated by its header 'fetched_at: '2026-05-23T06:00:17.101692''. A reader's text of the page (one table cell " +
        'per line, the notes run together) kept in a public GitHub repository (code-index file id 61876336034, ' +
        "site_name 'hackernews_api'), whole, transcribed as read; the store counts 2,728 characters where the " +
        'transcription has 2,726: two characters its text does not show (one before the BASE URL row, one after ' +
        "the notes) are not reproduced. Its notes date the cache-hit cut ('takes effect from 2026/4/26 12:15 UTC') " +
        "and end the V4 Pro discount and list price ('after the 75% discount promotion ends on 2026/05/31 15:59 " +
        "UTC'). Its zh-cn twin (code-index file id 59399775814, undated) states the same in Beijing time and " +
        "shows the list price struck through ('~~12元~~'); an undated copy (code-index file id 56941086609) has " +
        "the earlier note 'extended until 2026/05/31 15:59 UTC' and is not recorded: it dates nothing this one " +
        'does not',
    ),
    copy(
      '2026-08-16',
      'https://api-docs.deepseek.com/quick_start/pricing?model_version=DeepSeek-V4-Pro-0813',
      'undated stored copy (docs corpus); it announces the peak/off-peak prices taking effect 2026-08-16 16:00 UTC',
    ),
    copy(
      '2026-09-10',
      'https://api-docs.deepseek.com/quick_start/pricing/?article_id=article_1779470751466',
      'undated stored copy (docs corpus); it shows the peak/off-peak table and lists deepseek-v4-flash-vision-exp',
    ),
    copy(
      '2026-09-11',
      'https://api-docs.deepseek.com/quick_start/pricing',
      "dated by its header 'fetched: 2026-09-11'. A Markdown rendering of the page kept in a public GitHub " +
        'repository (code-index file id 70603331237), whole, as read: deepseek-flash (DeepSeek-V4.1-Flash) in ' +
        "place of the two names its note says are retired, peak hours 'Monday through Friday'. Its note (2), " +
        "that from 2026-09-14 requests to deepseek-v4-pro 'will all be routed to V4.1 Flash and billed at the " +
        "V4.1 Flash price', is not read as a price: a capture of the quick-start page fetched 2026-09-12 " +
        "(code-index file id 65769981783) says V4 Pro goes on 'after September 14, 2026, with the billing method " +
        "remaining unchanged', and the later copies price it as before. Beside it " +
        CN_CAPTURE +
        " (code-index file id 66163441725, '<!-- fetched: 2026-09-11T06:57:44.272467 -->'): the mainland list in CNY",
      true,
    ),
  ],
  recorded: '2026-11-25',
  recorded_basis:
    'undated stored copy (docs corpus, as it stood when data/official was read on 2026-11-25; its URL carries ' +
    'check=20261115); it lists deepseek-flash as DeepSeek-V4.1-Flash-1017',
  windowsIn: offPeakWindows,
  parse,
} satisfies SellerAdapter
