// Meituan sells its LongCat models on the LongCat API platform (seller and developer 'meituan', as the
// catalogues name the lab): one pricing page per model (longcat.chat/platform/docs/pricing/<model>,
// and its Chinese twin under /zh/), each with a USD table and a CNY table of three lines (Uncached Input /
// Cached Input / Output, per 1M tokens) in a list-price column and a 'Discounted Price (limited-time)'
// column. The list price is the standard row; the limited-time price is a promotion row beside it, never
// in its place. A page with only the discounted column (LongCat-2.5-Preview) states no list price: its
// model gets a promotion row only. The pages are HTML only (no .md twin, no llms.txt seen): the copies
// are the search store's text renderings, whose English tables are pipe tables (both tables run on, the
// second's header right after the first's last line) and whose Chinese tables are one cell per line.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { amountOf, cellsOf } from './markdown.ts'
import { newRead, readOn, rowDefaults, type PageText, type SellerAdapter, type SellerRead } from './types.ts'

const BASE = 'https://longcat.chat/platform/docs'
const URL_20 = `${BASE}/pricing/longcat-2.0`
const URL_25 = `${BASE}/pricing/longcat-2.5`
const URL_20_ZH = `${BASE}/zh/pricing/longcat-2.0`

/** The three lines of a table, by the page's words (EN, ZH). */
const LINES = [
  { field: 'input', re: /^(Uncached Input|输入\(未命中缓存\)|输入（未命中缓存）)$/ },
  { field: 'cache_read', re: /^(Cached Input|输入\(命中缓存\)|输入（命中缓存）)$/ },
  { field: 'output', re: /^(Output|输出)$/ },
] as const
type Field = (typeof LINES)[number]['field']

/** One table as read: its header, its currency (from the cells' sign), and per column the line prices. */
interface PriceTable {
  header: string[]
  currency: 'USD' | 'CNY'
  /** Per price column (after the item column): the three prices, and the words they stand in. */
  columns: { title: string; prices: Partial<Record<Field, number>> }[]
  words: string[]
}

const isRule = (line: string) => /^\|?\s*:?-{3,}/.test(line.trim())
const isHeader = (first: string) => /^(Item|计费项)$/.test(first)

/** The pipe tables of an English page, split at each 'Item' header (the rendering runs them together). */
function pipeTablesOf(text: string): PriceTable[] {
  const out: PriceTable[] = []
  let table: PriceTable | undefined
  for (const line of text.split('\n')) {
    if (!line.trim().startsWith('|')) {
      table = undefined
      continue
    }
    if (isRule(line)) continue
    const cells = cellsOf(line)
    if (isHeader(cells[0])) {
      table = {
        header: cells,
        currency: 'USD',
        columns: cells.slice(1).map((title) => ({ title, prices: {} })),
        words: [line.trim()],
      }
      out.push(table)
      continue
    }
    if (!table) continue
    table.words.push(line.trim())
    const field = LINES.find((l) => l.re.test(cells[0]))?.field
    if (!field) continue
    cells.slice(1).forEach((cell, i) => {
      if (cell.includes('¥')) table!.currency = 'CNY'
      const n = amountOf(cell)
      if (table!.columns[i] && n != null) table!.columns[i].prices[field] = n
    })
  }
  return out
}

/**
 * The tables of a Chinese page's text rendering: a '计费项' line, one line per column title, then per item
 * its name line and one price line per column.
 */
function lineTablesOf(text: string): PriceTable[] {
  const lines = text.split('\n').map((l) => l.trim())
  const out: PriceTable[] = []
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== '计费项') continue
    const titles: string[] = []
    let j = i + 1
    while (j < lines.length && /Tokens/.test(lines[j]) && !LINES.some((l) => l.re.test(lines[j])))
      titles.push(lines[j++])
    const table: PriceTable = {
      header: ['计费项', ...titles],
      currency: 'USD',
      columns: titles.map((title) => ({ title, prices: {} })),
      words: lines.slice(i, j),
    }
    while (j < lines.length) {
      const field = LINES.find((l) => l.re.test(lines[j]))?.field
      if (!field) break
      const cells = lines.slice(j + 1, j + 1 + titles.length)
      table.words.push([lines[j], ...cells].join(' '))
      cells.forEach((cell, k) => {
        if (cell.includes('¥')) table.currency = 'CNY'
        const n = amountOf(cell)
        if (n != null) table.columns[k].prices[field] = n
      })
      j += 1 + titles.length
    }
    out.push(table)
    i = j - 1
  }
  return out
}

/** The model the page prices: 'Pay-As-You-Go currently supports LongCat-2.0.' / '当前 API 按量付费支持模型 LongCat-2.0。' */
const modelOf = (text: string) => /(?:currently supports|支持模型)\s*(LongCat-[\w.-]+?)[.。]?\s*$/m.exec(text)?.[1]

/** A column's kind: the limited-time discount, or the list price. */
const isDiscount = (title: string) => /Discounted|折扣价|limited-time|限时/i.test(title)

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const { rows, lives, problems } = newRead()
  const byKey = new Map<string, OfficialPrice>()
  let whole = 0
  for (const page of pages) {
    const model = modelOf(page.text)
    if (!model) {
      problems.push(`${page.url}: no 'currently supports <model>' line`)
      continue
    }
    const tables = /^\s*\|/m.test(page.text) ? pipeTablesOf(page.text) : lineTablesOf(page.text)
    if (!tables.length) {
      problems.push(`${page.url}: no price table (Item | Price $/1M Tokens | Discounted Price ...)`)
      continue
    }
    if (!lives.some((l) => l.model === model))
      lives.push({
        model,
        aliases: [],
        status: 'listed',
        status_date: null,
        url: page.url,
        words: modelLine(page.text),
      })
    // Whole: every table has its three lines in every column, and the page's closing words follow.
    const full = tables.every((t) => t.columns.every((c) => LINES.every((l) => c.prices[l.field] != null)))
    if (full && /authoritative|以结算为准/.test(page.text)) whole++
    for (const t of tables) {
      for (const c of t.columns) {
        const { input, output, cache_read } = c.prices
        if (input == null || output == null) {
          problems.push(`${model} ${t.currency}: no input or output price in the column '${c.title}'`)
          continue
        }
        const promotion = isDiscount(c.title)
        const sign = t.currency === 'CNY' ? '¥' : '$'
        const note = zhNote(page.text)
        const row: OfficialPrice = {
          ...rowDefaults,
          model,
          developer: 'meituan',
          currency: t.currency,
          // The English page heads its CNY table '$/1M Tokens' too; the cells' sign says the currency.
          unit_stated: `${sign} / 1M tokens (column '${c.title}')`,
          input,
          output,
          cache_read: cache_read ?? null,
          mode: promotion ? 'promotion' : 'standard',
          ...(promotion ? { condition_text: `page: '${c.title}', no end date stated${note ? `; ${note}` : ''}` } : {}),
          evidence: `${modelLine(page.text)} ${t.words.join(' ')}`,
          ...readOn(page.url, seen, 'official/meituan'),
        }
        const key = `${model}|${row.currency}|${row.mode}`
        const was = byKey.get(key)
        if (!was) {
          byKey.set(key, row)
          rows.push(row)
        } else if (was.input !== input || was.output !== output || (was.cache_read ?? null) !== (cache_read ?? null))
          problems.push(
            `${model} ${row.currency} ${row.mode}: ${page.url} states ${input}/${cache_read}/${output}, ` +
              `${was.url} ${was.input}/${was.cache_read}/${was.output}`,
          )
      }
    }
  }
  const complete =
    whole === pages.length && pages.length > 0
      ? `each of the ${pages.length} per-model pages read whole: its tables' three lines in every column, ` +
        'then its closing words'
      : undefined
  return { rows, lives, problems, ...(complete ? { complete } : {}) }
}

const modelLine = (text: string) =>
  text
    .split('\n')
    .find((l) => /currently supports|支持模型/.test(l))
    ?.trim() ?? ''

/** The Chinese page's own words on the discount ('折扣价为平台初上线限时优惠,实际费用以结算为准。'). */
const zhNote = (text: string) =>
  text
    .split('\n')
    .find((l) => /限时优惠/.test(l))
    ?.trim() ?? ''

const ORIGIN =
  "the search tool's docs-corpus text rendering of the page (title 'Models & Pricing'), recorded as read " +
  '2026-11-27; short enough that the excerpt is the whole page text, its closing line included; undated'

export default {
  seller: 'meituan',
  seller_name: 'Meituan (LongCat API Platform)',
  developer_of_models: ['meituan'],
  pages: [
    { url: URL_20, fixture: 'meituan/pricing-longcat-2.0.txt', copy: 'text-rendering', origin: ORIGIN },
    {
      url: URL_25,
      fixture: 'meituan/pricing-longcat-2.5.txt',
      copy: 'text-rendering',
      origin:
        `${ORIGIN}. No official release day of LongCat-2.5-Preview was found: the adapter's date is only the ` +
        "lower bound (the day pay-as-you-go began), so the model's 'first seen' day is that bound, not its launch",
    },
    {
      url: URL_20_ZH,
      fixture: 'meituan/zh-pricing-longcat-2.0.txt',
      copy: 'text-rendering',
      origin:
        "the search tool's docs-corpus text rendering of the Chinese page (title 'longcat 2.0'; its navigation " +
        'lines, then the two tables one cell per line, CNY first), recorded as read 2026-11-27, whole to its ' +
        "closing line '折扣价为平台初上线限时优惠,实际费用以结算为准。'; undated. It states the same numbers as " +
        'the English page (the parse reports any line that differs)',
    },
  ],
  notFound:
    'no dated copy: the pages show no date, and no copy of a price page but these was found (searched ' +
    "2026-11-27, docs and pages corpora: 'longcat.chat platform docs pricing', 'LongCat-2.5-Preview pricing', " +
    "'longcat.chat/platform/docs/api-pay-as-you-go' (a price page a gateway links to; not stored); code index " +
    "'LongCat-2.5-Preview'). An older Chinese slug, /zh/pricing/long-cat-2.0, is stored with the CNY table alone " +
    'at the same prices (not read: it adds no price). LongCat-2.5-Preview has only a limited-time price, no list ' +
    'price: it is read as a promotion row, served as the price asked with conditions saying it is a promotion ' +
    'with no list price beside it. Token packages (资源包) are not per-token ' +
    'list prices and are not read',
  recorded: '2026-06-30',
  recorded_basis:
    "undated copies (docs corpus, read 2026-11-27), dated by the platform's own changelog (stored copy of " +
    "longcat.chat/platform/docs/zh/change-log): '版本: 2026-06-30 LongCat-2.0 发布 & 全新推出计费服务' — " +
    'pay-as-you-go billing began that day, so the price pages are of that day or later',
  parse,
} satisfies SellerAdapter
