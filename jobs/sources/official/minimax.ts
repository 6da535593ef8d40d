// MiniMax: the pay-as-you-go page in China (CNY: its Markdown twin pricing-paygo.md, listed in
// platform.minimaxi.com/docs/llms.txt) and its international twin (USD: platform.minimax.io, '## LLM').
// Its language-model section ('## 语言模型', earlier '## 文本') holds pipe tables with 输入价格 / 输出价格 /
// 缓存读取 (/ 缓存写入) in 元/百万 tokens (Input / Output / Prompt caching Read / Write in USD), model names in
// bold, '——' where a price is not offered. A model priced by prompt length has one row per band
// ('**MiniMax-M3**<br />≤ 512k 输入 tokens'); a struck list price may precede the one charged ('~~4.20~~ 2.10');
// such tables sit in a '标准' tab and a '优先*' (priority service tier) tab. Older models sit in a '历史模型'
// accordion below; a copy cut before the section ends is a partial read.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import type { Mode } from '../../../tools/price-terms.ts'
import { amountOf, column, type PipeTable, pipeTables } from './markdown.ts'
import { readOn, rowDefaults, type ModelLife, type PageText, type SellerAdapter, type SellerRead } from './types.ts'

const URL_MD = 'https://platform.minimaxi.com/docs/guides/pricing-paygo.md'
const URL_GLOBAL = 'https://platform.minimax.io/docs/guides/pricing-paygo'
const SECTION = /^## (语言模型|文本|LLM)\s*$/m

/**
 * The section's price tables, each with its tab's title (null: outside any tab). A rendering that flattens the
 * tabs lists their titles as bullets ('*   Standard', '*   Priority*') and then their tables in that order: the
 * first tables take the titles.
 */
function tablesByTab(section: string): { tab: string | null; table: PipeTable }[] {
  const bullets = [...section.matchAll(/^\*\s+(Standard|Priority\*?)\s*$/gm)].map((m) => m[1])
  if (bullets.length) return pipeTables(section).map((table, i) => ({ tab: bullets[i] ?? null, table }))
  const parts: { tab: string | null; text: string }[] = []
  let at = 0
  for (const m of section.matchAll(/<Tab title="([^"]*)">([\s\S]*?)<\/Tab>/g)) {
    parts.push({ tab: null, text: section.slice(at, m.index) })
    parts.push({ tab: m[1], text: m[2] })
    at = m.index + m[0].length
  }
  parts.push({ tab: null, text: section.slice(at) })
  return parts.flatMap(({ tab, text }) => pipeTables(text).map((table) => ({ tab, table })))
}

const INPUT = /输入价格|^\**Input\**$/

const modeOf = (tab: string | null): Mode | undefined =>
  tab == null || /^(标准|Standard)$/i.test(tab) ? 'standard' : /优先|Priority/i.test(tab) ? 'priority' : undefined

/** The amount charged: the cell's number after any struck list price ('~~4.20~~ 2.10' is 2.10). */
const charged = (cell: string | undefined) => amountOf((cell ?? '').replace(/~~[^~]*~~/g, ''))
const struck = (cell: string | undefined) => /~~([^~]*)~~/.exec(cell ?? '')?.[1].trim()

/** A band in the model cell ('≤ 512k 输入 tokens', '> 512k 输入 tokens'), the page's k read as 1,000. */
function bandOf(cell: string): { input_tokens_min: number; input_tokens_max: number | null } | undefined {
  const m = /([≤>])\s*(\d+)k/.exec(cell)
  if (!m) return undefined
  const n = Number(m[2]) * 1000
  return m[1] === '≤' ? { input_tokens_min: 0, input_tokens_max: n } : { input_tokens_min: n, input_tokens_max: null }
}

/** The model cell's words after the bold name, without markup ('≤ 512k 输入 tokens 永久五折'). */
const cellWords = (cell: string) =>
  cell
    .replace(/^\*\*[^*]+\*\*/, '')
    .replace(/<br\s*\/>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\\\*/g, '*')
    .replace(/\s+/g, ' ')
    .trim()

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const rows: OfficialPrice[] = []
  const lives: ModelLife[] = []
  const problems: string[] = []
  let partial: string | undefined
  let complete: string | undefined
  for (const page of pages) {
    const start = SECTION.exec(page.text)
    const rest = start ? page.text.slice(start.index + start[0].length) : ''
    const next = /^## .*$/m.exec(rest)
    const section = next ? rest.slice(0, next.index) : rest
    const parts = tablesByTab(section).filter(({ table }) => column(table.header, INPUT) > 0)
    const usd = !parts.some(({ table }) => table.header.some((h) => h.includes('元')))
    if (!parts.length) {
      problems.push(`${page.url}: no 语言模型 price table (模型 | 输入价格 | 输出价格 ...)`)
      continue
    }
    if (!next || parts.some((p) => p.table.cut))
      partial = `${page.url}: the copy ends before the language-model section does (历史模型 not read whole)`
    else {
      const after = next[0].slice(0, 40)
      complete = `the ${start?.[1]} section's ${parts.length} price tables end and the page goes on: "${after}"`
    }
    const listed = new Set<string>()
    for (const { tab, table } of parts) {
      const mode = modeOf(tab)
      if (!mode) {
        problems.push(`${page.url}: a price table in the tab '${tab}', not a tier this adapter knows`)
        continue
      }
      const at = (re: RegExp) => column(table.header, re)
      const [input, output, hit, write] = [
        INPUT,
        /输出价格|^\**Output\**$/,
        /缓存读取|caching Read/,
        /缓存写入|caching Write/,
      ].map(at)
      const head = `| ${table.header.join(' | ')} |`
      for (const { cells, line } of table.rows) {
        const model = /^\*\*([^*]+)\*\*/.exec(cells[0])?.[1].trim() ?? cells[0].replace(/\*/g, '').trim()
        if (!listed.has(model)) {
          listed.add(model)
          lives.push({ model, aliases: [], status: 'listed', status_date: null, url: page.url, words: line })
        }
        const [i, o] = [charged(cells[input]), charged(cells[output])]
        if (i == null || o == null) {
          problems.push(`${model}: no input or output price in "${line}"`)
          continue
        }
        const band = bandOf(cells[0])
        const words = cellWords(cells[0])
        const list = struck(cells[input])
        const said = [
          mode !== 'standard' ? `tab '${tab}'` : '',
          words ? `'${words}'` : '',
          list ? `list price ${list} / ${struck(cells[output])} struck through` : '',
        ].filter(Boolean)
        rows.push({
          ...rowDefaults,
          model,
          developer: 'minimax',
          currency: usd ? 'USD' : 'CNY',
          unit_stated: usd ? '$ / M tokens' : '元/百万 tokens',
          input: i,
          output: o,
          cache_read: charged(cells[hit]),
          cache_write: write > 0 ? charged(cells[write]) : null,
          mode,
          ...(band ? { condition: band } : {}),
          ...(said.length && (band || list || mode !== 'standard')
            ? { condition_text: `page: ${said.join(', ')}` }
            : {}),
          region: usd ? null : 'cn',
          evidence: `${head} ${line}`,
          ...readOn(page.url, seen, 'official/minimax'),
        })
      }
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
        'code index (find_string), file id 68485883316 (13,345 characters; the index names no repository): the ' +
        "Markdown twin of the page as its '> ## Documentation Index' head, <Tabs> and <Accordion> markup show, " +
        'whole from its head to its last table (服务端工具), recorded as read; undated',
    },
    {
      url: URL_GLOBAL,
      fixture: 'minimax/pricing-paygo-global.md',
      copy: 'text-rendering',
      origin:
        'code index (find_string), file id 71533405452 (8,842 characters; the index names no repository): a ' +
        "reader rendering of the international (USD) page ('Title: Pay as You Go - MiniMax API Docs', 'URL Source: " +
        "...', 'Markdown Content:'), its Standard / Priority* tabs flattened to bullets before their tables, whole " +
        'from its head to its last link, recorded as read; undated, dated with the CN page: it marks Music-3.0 ' +
        "'(Discontinued)', which the CN page's notice dates from 2026-08-20",
    },
  ],
  earlier: [
    {
      date: '2026-05-31',
      basis:
        "the search tool's docs-corpus copy of the .md (cut inside the 历史模型 accordion), undated, read 2026-11-25: " +
        'its text table lists MiniMax-M2.7 / M2.5 (and ' +
        'highspeed) but not MiniMax-M3 (released 2026-06-01), so dated the last day before M3 was listed',
      copies: [{ url: URL_MD, fixture: 'minimax-history/2026-05-31-pricing-paygo.md' }, null],
    },
  ],
  recorded: '2026-08-20',
  recorded_basis:
    "undated copy; dated by the newest day it states: the Music API notice '自 2026 年 8 月 20 日起，付费接口（音乐生成、" +
    "歌词生成）不再面向新用户提供服务' with Music-3.0 already marked '（已下线）', so the page is of that day or later",
  parse,
} satisfies SellerAdapter
