// MiniMax (China, CNY): the pay-as-you-go page's Markdown twin (pricing-paygo.md, listed in
// platform.minimaxi.com/docs/llms.txt): the 文本 table with 输入价格 / 输出价格 / 缓存读取 / 缓存写入 in
// 元/百万 tokens, model names in bold, '——' where a price is not offered. Older models sit in a
// '历史模型' accordion below it; a copy cut inside that accordion is a partial read.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { amountOf, column, pipeTables, wholeTable } from './markdown.ts'
import { rowDefaults, type ModelLife, type PageText, type SellerAdapter, type SellerRead } from './types.ts'

const URL_MD = 'https://platform.minimaxi.com/docs/guides/pricing-paygo.md'

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const rows: OfficialPrice[] = []
  const lives: ModelLife[] = []
  const problems: string[] = []
  let partial: string | undefined
  let complete: string | undefined
  for (const page of pages) {
    const table = pipeTables(page.text).find((t) => column(t.header, /输入价格/) > 0)
    if (!table) {
      problems.push(`${page.url}: no 文本 price table (模型 | 输入价格 | 输出价格 ...)`)
      continue
    }
    if (table.cut || /<Accordion[^>]*$/.test(page.text.trim()))
      partial = `${page.url}: the copy ends before the page does (历史模型 not read)`
    complete = wholeTable(table, '文本')
    const at = (re: RegExp) => column(table.header, re)
    const [input, output, hit, write] = [/输入价格/, /输出价格/, /缓存读取/, /缓存写入/].map(at)
    const head = `| ${table.header.join(' | ')} |`
    for (const { cells, line } of table.rows) {
      const model = cells[0].replace(/\*/g, '').trim()
      lives.push({ model, aliases: [], status: 'listed', status_date: null, url: page.url, words: line })
      const [i, o] = [amountOf(cells[input]), amountOf(cells[output])]
      if (i == null || o == null) {
        problems.push(`${model}: no input or output price in "${line}"`)
        continue
      }
      rows.push({
        ...rowDefaults,
        model,
        developer: 'minimax',
        currency: 'CNY',
        unit_stated: '元/百万 tokens',
        input: i,
        output: o,
        cache_read: amountOf(cells[hit]),
        cache_write: amountOf(cells[write]),
        mode: 'standard',
        region: 'cn',
        status: 'listed',
        status_date: null,
        url: page.url,
        page_date: seen.date,
        page_date_basis: seen.basis,
        evidence: `${head} ${line}`,
        adapter: 'official/minimax',
      })
    }
  }
  return { rows, lives, problems, ...(partial ? { partial } : complete ? { complete } : {}) }
}

export default {
  seller: 'minimax',
  seller_name: 'MiniMax',
  developer_of_models: ['minimax'],
  pages: [
    {
      url: URL_MD,
      fixture: 'minimax/pricing-paygo.md',
      copy: 'text-rendering',
      origin:
        'search tool, docs corpus: https://platform.minimaxi.com/docs/guides/pricing-paygo.md as the store kept it ' +
        '(the Markdown twin itself, cut inside the 历史模型 accordion; undated); the live .md is the same form',
    },
  ],
  recorded: '2026-05-31',
  recorded_basis:
    'undated stored copy (docs corpus), read 2026-11-25: its text table lists MiniMax-M2.7 / M2.5 (and highspeed) ' +
    'but not MiniMax-M3 (released 2026-06-01), so dated the last day before M3 was listed',
  parse,
} satisfies SellerAdapter
