import { isoDay } from './dates.ts'
import { amountOf, column, pipeTables } from './markdown.ts'
import { newRead, readOn, rowDefaults, type PageText, type SellerAdapter, type SellerRead } from './types.ts'

const URL = 'https://platform.moonshot.cn/docs/pricing/chat'

/** A band cell ('≤ 8,192 tokens', '8,192 < 长度 ≤ 32,768 tokens') as its bounds. */
function bandOf(cell: string): { input_tokens_min: number; input_tokens_max: number } | undefined {
  const n = [...cell.matchAll(/(\d[\d,]*)/g)].map((m) => Number(m[1].replace(/,/g, '')))
  if (!/≤/.test(cell) || !n.length) return undefined
  return n.length === 1
    ? { input_tokens_min: 0, input_tokens_max: n[0] }
    : { input_tokens_min: n[0], input_tokens_max: n[1] }
}

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const { rows, lives, problems } = newRead()
  let complete: string | undefined
  for (const page of pages) {
    const tables = pipeTables(page.text).filter((t) => t.header[0] === '模型' && column(t.header, /输出价格/) > 0)
    if (!tables.length) problems.push(`${page.url}: no price table (模型 | 计费单位 | 输入价格 ... | 输出价格)`)
    const updated = /Last updated on (\d{4}年\d{1,2}月\d{1,2}日)/.exec(page.text)
    const note = page.text.includes('此处 1M = 1,000,000')
    if (updated && note && tables.length && !tables.some((t) => t.cut))
      complete = `${tables.length} price tables, the unit note and 'Last updated on ${updated[1]}' after them`
    for (const table of tables) {
      const at = (re: RegExp) => column(table.header, re)
      const [hit, miss, plain, output] = [/缓存命中/, /缓存未命中/, /^输入价格$/, /输出价格/].map(at)
      const banded = at(/上下文长度范围/) > 0
      const head = `| ${table.header.join(' | ')} |`
      let model = ''
      for (const { cells, line } of table.rows) {
        // A band row names no model: its cells start one column early.
        const shift = banded && cells.length < table.header.length ? 1 : 0
        if (!shift) model = cells[0].replace(/[^\x21-\x7e]+$/u, '').trim()
        const cell = (k: number) => cells[k - shift]
        const input = amountOf(cell(miss >= 0 ? miss : plain))
        const out = amountOf(cell(output))
        if (input == null || out == null) {
          problems.push(`${model}: no input or output price in "${line}"`)
          continue
        }
        if (!shift) lives.push({ model, aliases: [], status: 'listed', status_date: null, url: page.url, words: line })
        const band = banded ? bandOf(cell(1)) : undefined
        rows.push({
          ...rowDefaults,
          model,
          model_name_on_page: cells[0] === model || shift ? model : cells[0],
          developer: 'moonshot',
          currency: 'CNY',
          unit_stated: 'per 1M tokens',
          input,
          output: out,
          cache_read: hit >= 0 ? amountOf(cell(hit)) : null,
          mode: 'standard',
          ...(band ? { condition: band, condition_text: `请求上下文长度范围 ${cell(1)}` } : {}),
          region: 'mainland China',
          ...readOn(page.url, seen, 'official/moonshot'),
          evidence: `${head} ${line}${updated ? ` ... Last updated on ${updated[1]}` : ''}`,
        })
      }
    }
  }
  return { rows, lives, problems, ...(complete ? { complete } : {}) }
}

/** The day the page says it was last updated, for a recorded copy's date. */
export const lastUpdated = (text: string) => isoDay(/Last updated on (\d{4}年\d{1,2}月\d{1,2}日)/.exec(text)?.[1])

export default {
  seller: 'moonshot',
  seller_name: 'Moonshot AI (Kimi)',
  developer_of_models: ['moonshot'],
  pages: [
    {
      url: URL,
      fixture: 'moonshot/chat.md',
      copy: 'text-rendering',
      origin:
        'a Markdown rendering of https://platform.moonshot.cn/docs/pricing/chat (its header names the URL) kept in ' +
        "a public GitHub repository (code-index file id 53348264422), whole to its 'Last updated on 2026年2月9日' " +
        'line; the live page (HTML, or its .md twin) is unproven',
    },
  ],
  earlier: [
    {
      date: '2025-11-11',
      basis: "the page's 'Last updated on 2025年11月11日' line (copy kept in a public GitHub repository)",
      copies: [{ url: URL, fixture: 'moonshot-history/2025-11-11-chat.md' }],
    },
  ],
  recorded: '2026-02-09',
  recorded_basis: "the page's 'Last updated on 2026年2月9日' line (copy kept in a public GitHub repository)",
  parse,
} satisfies SellerAdapter
