// bigmodel.cn/pricing in its table layout (the third party's captures up to 2026-09-07; from 2026-09-08 the page
// shows cards instead, zhipu-cards.ts): the 旗舰模型 table, one row per model and band ('输入长度 [0, 32)', in
// 千tokens as its header says), prices per 百万tokens ('8元'), an offer as two prices in a cell beside the name's
// tag ('5折限时两周': '0.4元 0.8元', the half price first); then the 模型推理 tabs' tables, one price per million
// tokens of any kind ('¥5 / M Tokens') and a Batch API price beside it.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { htmlAsText } from './html-text.ts'
import { amountOf, column, pipeTables, type PipeTable } from './markdown.ts'
import { newRead, type PageText } from './types.ts'
import { listPrices, mainlandRow, offerPrices, type PriceCell } from './zhipu-cards.ts'

const flagshipTable = (text: string) =>
  pipeTables(text).find((t) => t.header[0] === '模型名称' && column(t.header, /^输入单价/) > 0)

/** The table's rows, without the rule line the page's split header and body tables leave after the first. */
const bodyRows = (t: PipeTable) => t.rows.filter((r) => !r.cells.every((c) => /^-+$/.test(c)))

/** A length range in 千tokens as the page writes it after its name ('[32, 200)', '[0.2+)'), in tokens. */
function range(cell: string, name: '输入长度' | '输出长度') {
  const m = new RegExp(`${name} \\[([\\d.]+)(?:, ([\\d.]+)\\)|\\+\\))`).exec(cell)
  if (!m) return null
  return { min: Math.round(Number(m[1]) * 1000), max: m[2] ? Math.round(Number(m[2]) * 1000) : null }
}

/**
 * A band as the page writes it ('输入长度 [32, 200)', '输入长度 [32+)', and by output length too: '输入长度 [0, 32)
 * 输出长度 [0.2+)'), in tokens.
 */
function bandOf(cell: string) {
  const input = range(cell, '输入长度')
  if (!input) return null
  const output = range(cell, '输出长度')
  return {
    input_tokens_min: input.min,
    input_tokens_max: input.max,
    ...(output ? { output_tokens_min: output.min, output_tokens_max: output.max } : {}),
  }
}

/** A 旗舰模型 price cell: one price, or the offer's price and the list price ('0.4元 0.8元'); 免费 is 0. */
function tableCell(cell: string | undefined): PriceCell {
  if (/^免费$/.test(cell?.trim() ?? '')) return { now: 0, list: null }
  const prices = [...(cell ?? '').matchAll(/([\d.]+)元/g)].map((m) => Number(m[1]))
  return { now: prices[0] ?? null, list: prices.length === 2 ? prices[1] : null }
}

/** The 模型推理 tabs' models that are not chat models, though priced per million tokens. */
const NOT_CHAT = /^(Embedding-|Rerank$|GLM-4-Voice$)/

/** The page in its table layout (a 旗舰模型 table headed 模型名称) read; null: the page is not in it (cards). */
export function parseTables(page: PageText, seen: { date: string; basis: string }) {
  const { rows, lives, problems } = newRead()
  const text = htmlAsText(page.text)
  const table = flagshipTable(text)
  if (!table) return null
  const base = mainlandRow(page.url, seen)
  const listed = (name: string, words: string) =>
    lives.push({ model: name.toLowerCase(), aliases: [], status: 'listed', status_date: null, url: page.url, words })
  const head = `| ${table.header.join(' | ')} |`
  const [band, input, output, hit] = [/^上下文/, /^输入单价/, /^输出单价/, /^缓存命中/].map((re) =>
    column(table.header, re),
  )
  const rowsOf = (name: string) => bodyRows(table).filter((r) => r.cells[0].split(' ')[0] === name).length
  for (const { cells, line } of bodyRows(table)) {
    // The name cell holds the name and its tag ('GLM-5.3-Flash 5折限时两周').
    const [name, ...tag] = cells[0].split(' ')
    if (!lives.some((l) => l.model === name.toLowerCase())) listed(name, `${head} ${line}`)
    const [i, o, c] = [input, output, hit].map((k) => tableCell(cells[k]))
    if (i.now == null || o.now == null) {
      problems.push(`${name}: no input or output price in "${line}"`)
      continue
    }
    const banded = bandOf(cells[band])
    if (!banded && rowsOf(name) > 1) {
      problems.push(`${name}: no input band in "${line}" beside its other rows`)
      continue
    }
    const row = {
      ...base(name, '元 per 百万tokens (the header: 输入单价 (百万tokens))', `旗舰模型 ${head} ${line}`),
      ...(banded ? { condition: banded, condition_text: `${cells[band]} (千tokens)` } : {}),
    }
    const free = i.now === 0 && o.now === 0
    if (i.list == null && o.list == null) {
      rows.push({ ...row, ...offerPrices(i, o, c), mode: free ? 'free' : 'standard' } satisfies OfficialPrice)
      continue
    }
    // Two prices in a cell: the tag's discount ('5折', half) is the first over the second, the list price.
    const half = /5折/.test(tag.join(' ')) && [i, o].every((p) => p.list != null && p.now! * 2 === p.list)
    if (!half) {
      problems.push(`${name}: two prices in a cell without a tag that says which is the list price: "${line}"`)
      continue
    }
    const words = `the name's tag: ${tag.join(' ')}`
    rows.push({ ...row, ...listPrices(i, o, c), mode: 'standard', condition_text: `the list price; ${words}` })
    rows.push({ ...row, ...offerPrices(i, o, c), mode: 'promotion', condition_text: `the offer's price; ${words}` })
  }
  const read = new Set(rows.map((r) => r.model))
  for (const t of pipeTables(text.slice(text.indexOf('### 模型推理')))) {
    const [name, price, batch] = [/^Model/, /^Pricing$/, /^Pricing with Batch API$/].map((re) => column(t.header, re))
    if (name < 0 || price < 0 || column(t.header, /^Supported Modalities$/) >= 0) continue
    const thead = `| ${t.header.join(' | ')} |`
    for (const { cells, line } of bodyRows(t)) {
      const model = cells[name]
      // A model in two tabs (GLM-4-Air, also among the older models) is read once.
      if (NOT_CHAT.test(model) || read.has(model.toLowerCase())) continue
      const perM = (cell: string | undefined) =>
        /^Free$/i.test(cell ?? '') ? 0 : /^¥[\d.]+\s*\/ M Tokens$/.test(cell ?? '') ? amountOf(cell) : null
      const p = perM(cells[price])
      // Per request, per minute, per 10K characters: no token price.
      if (p == null) continue
      read.add(model.toLowerCase())
      listed(model, `模型推理 ${thead} ${line}`)
      const row = base(model, '¥ / M Tokens', `模型推理 ${thead} ${line}`)
      const both = 'one price per million tokens, input and output alike (the table has one Pricing column)'
      rows.push({ ...row, input: p, output: p, mode: p === 0 ? 'free' : 'standard', condition_text: both })
      const b = batch >= 0 ? perM(cells[batch]) : null
      if (b != null && p > 0) rows.push({ ...row, input: b, output: b, mode: 'batch', condition_text: both })
    }
  }
  return { rows, lives, problems }
}
