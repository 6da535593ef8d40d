// bigmodel.cn's own price page (bigmodel.cn/pricing, a script-rendered app), read only from a third party's daily
// captures of the rendered page (zhangchen456/maasweekly): its 旗舰模型 cards, one price table each ('输入单价 |
// 8元 / M'), an offer shown as the list price struck through before the price charged ('~~0.8元 / M~~0.4元 / M');
// then its 其它模型和服务 cards, each a run of label and value lines ('输入单价' / '8元', '输入价格' /
// '0.2元/百万Tokens'), priced per million tokens as the page's FAQ says ('文本与视觉模型均按“元/百万tokens”计费').
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { htmlAsText } from './html-text.ts'
import { amountOf, pipeTables, type PipeTable } from './markdown.ts'
import { newRead, readOn, rowDefaults, type PageText } from './types.ts'

/** A price cell read: the price charged and, where struck through beside it, the list price. */
export type PriceCell = { now: number | null; list: number | null }
/** The prices charged (an offer's, or the only ones a line states). */
export const offerPrices = (i: PriceCell, o: PriceCell, c: PriceCell) => ({
  input: i.now,
  output: o.now,
  cache_read: c.now,
})
/** The list prices a struck-through cell states, else the prices charged. */
export const listPrices = (i: PriceCell, o: PriceCell, c: PriceCell) => ({
  input: i.list ?? i.now,
  output: o.list ?? o.now,
  cache_read: c.list ?? c.now,
})

/** A card's price cell: the price charged and, struck through before it, the list price ('~~0.8元 / M~~0.4元 / M'). */
function cardCell(cell: string | undefined): PriceCell {
  const struck = /^~~([^~]*)~~(.*)$/.exec(cell?.trim() ?? '')
  return struck ? { now: amountOf(struck[2]), list: amountOf(struck[1]) } : { now: amountOf(cell), list: null }
}

/** A model's name as a card titles it ('GLM-5.3-Flash'), not a line of prose. */
const MODEL_TITLE = /^[A-Za-z][\w.-]*$/

/** Each price table and the card above it: its lines from its title (tag, description), since the last table. */
function cardsOf(text: string): { words: string[]; table: PipeTable }[] {
  const tables = pipeTables(text)
  const cards: { words: string[]; table: PipeTable }[] = []
  let block: string[] = []
  for (const line of text.split('\n')) {
    if (!line.startsWith('|')) {
      block = line.startsWith('#') ? [] : [...block, line]
      continue
    }
    // A table's first line (pipeTables finds them in order): the card is the block above it.
    if (block.length && tables.length) {
      const table = tables.shift()!
      const title = block.findIndex((l) => MODEL_TITLE.test(l.trim()))
      if (table.header[0] === '上下文') cards.push({ words: title < 0 ? [] : block.slice(title), table })
    }
    block = []
  }
  return cards
}

/** The labels of an 其它模型和服务 card, each followed by its value on the next line. */
const LABELS = new Set([
  '上下文',
  '输入模态',
  '输出模态',
  '输入单价',
  '输出单价',
  '输入价格',
  '输出价格',
  '缓存存储',
  '缓存命中',
  'Batch API定价',
  '特点',
  '单价',
])

/** An 其它模型和服务 card: its title, its words as read, and its label-value pairs. */
interface OtherCard {
  title: string
  words: string[]
  values: Map<string, string>
}

/** The 其它模型和服务 section's cards: a title line, its description, then label and value lines. */
function otherCardsOf(text: string): OtherCard[] {
  const lines = text.split('\n').map((l) => l.trim())
  const at = lines.indexOf('## 其它模型和服务')
  if (at < 0) return []
  const cards: OtherCard[] = []
  for (let i = at + 1; i < lines.length && !lines[i].startsWith('#'); i++) {
    const card = cards.at(-1)
    if (card && LABELS.has(lines[i]) && i + 1 < lines.length) {
      card.values.set(lines[i], lines[i + 1])
      card.words.push(lines[i], lines[++i])
    } else if (MODEL_TITLE.test(lines[i])) cards.push({ title: lines[i], words: [lines[i]], values: new Map() })
    else card?.words.push(lines[i])
  }
  return cards
}

/** The FAQ's first answer's words on the unit: a card's bare '8元' is per million tokens. */
const UNIT_WORDS = /文本与视觉模型均按“元\/百万tokens”计费/

/** A row of bigmodel.cn/pricing (CNY, mainland China) for the model a card or table names as `title`. */
export const mainlandRow =
  (url: string, seen: { date: string; basis: string }) => (title: string, unit: string, evidence: string) => ({
    ...rowDefaults,
    model: title.toLowerCase(),
    model_name_on_page: title,
    developer: 'zhipu',
    currency: 'CNY' as const,
    unit_stated: unit,
    region: 'mainland China',
    evidence,
    ...readOn(url, seen, 'official/zhipu'),
  })

/**
 * bigmodel.cn/pricing: the 旗舰模型 cards (a struck-through price is the list price, the one after it the offer's),
 * then the 其它模型和服务 cards of token-priced GLM models (GLM-5.2, GLM-OCR; GLM-TTS is priced per 万字符).
 */
export function parseCards(page: PageText, seen: { date: string; basis: string }) {
  const { rows, lives, problems } = newRead()
  const text = page.text.trimStart().startsWith('<') ? htmlAsText(page.text) : page.text
  const cards = cardsOf(text)
  if (!cards.length) return { rows, lives, problems: [`${page.url}: no 旗舰模型 card (上下文 | 输入单价 | ...)`] }
  const base = mainlandRow(page.url, seen)
  for (const { words, table } of cards) {
    const title = words[0] ?? ''
    const line = [table.header, ...table.rows.map((r) => r.cells)].map((c) => `| ${c.join(' | ')} |`).join(' ')
    lives.push(listed(title, page.url, `${title} ${line}`))
    const field = (label: string) => cardCell(table.rows.find((r) => r.cells[0] === label)?.cells[1])
    const [i, o, c] = ['输入单价', '输出单价', '缓存命中'].map(field)
    if (!/^GLM-/i.test(title) || i.now == null || o.now == null) {
      problems.push(`${title || page.url}: no model or no input or output price in "${line}"`)
      continue
    }
    const card = base(title, '元 / M', `${words.join(' ')} ${line}`)
    const struck = i.list != null || o.list != null
    rows.push({
      ...card,
      ...listPrices(i, o, c),
      mode: 'standard',
      ...(struck ? { condition_text: 'the list price, struck through during the offer' } : {}),
    })
    if (!struck) continue
    // The card states no end of the offer, only its tag ('5折限时两周'): its end comes from the words of the
    // docs page, else from the first copy without it.
    rows.push({
      ...card,
      ...offerPrices(i, o, c),
      mode: 'promotion',
      condition_text: `the list price struck through, the offer's price beside it; the card's tag: ${words[1] ?? ''}`,
    })
  }
  const unit = UNIT_WORDS.exec(text)?.[0]
  for (const card of otherCardsOf(text)) {
    const value = (...labels: string[]) => labels.map((l) => card.values.get(l)).find((v) => v != null)
    const [i, o, c] = [value('输入单价', '输入价格'), value('输出单价', '输出价格'), value('缓存命中')]
    // A card priced otherwise (GLM-TTS: '单价' '2元/万字符') is no token price.
    if (!/^GLM-/i.test(card.title) || i == null || o == null) continue
    lives.push(listed(card.title, page.url, card.words.join(' ')))
    // A bare '8元' is per million tokens only by the FAQ's words; without them the card's unit is unknown.
    const perMillion = (v: string) => /元\/百万Tokens$/i.test(v) || (/^[\d.]+元$/.test(v) && !!unit)
    if (![i, o, ...(c ? [c] : [])].every(perMillion)) {
      problems.push(`${card.title}: a price not per million tokens in "${card.words.join(' ')}"`)
      continue
    }
    const stated = /^[\d.]+元$/.test(i) ? `元 (per 百万tokens by the page's FAQ: '${unit}')` : '元/百万Tokens'
    rows.push({
      ...base(card.title, stated, `其它模型和服务 ${card.words.join(' ')}${unit ? ` ... FAQ: ${unit}` : ''}`),
      input: amountOf(i),
      output: amountOf(o),
      cache_read: c ? amountOf(c) : null,
      mode: 'standard',
    } satisfies OfficialPrice)
  }
  return { rows, lives, problems }
}

const listed = (title: string, url: string, words: string) => ({
  model: title.toLowerCase(),
  aliases: [],
  status: 'listed' as const,
  status_date: null,
  url,
  words,
})
