// MiniMax: the pay-as-you-go page in China (CNY: its Markdown twin pricing-paygo.md, listed in
// platform.minimaxi.com/docs/llms.txt) and its international twin (USD: platform.minimax.io, '## LLM').
// Its language-model section ('## 语言模型', earlier '## 文本') holds pipe tables with 输入价格 / 输出价格 /
// 缓存读取 (/ 缓存写入) in 元/百万 tokens (Input / Output / Prompt caching Read / Write in USD), model names in
// bold, '——' where a price is not offered. A model priced by prompt length has one row per band
// ('**MiniMax-M3**<br />≤ 512k 输入 tokens'); a struck list price may precede the one charged ('~~4.20~~ 2.10');
// such tables sit in a '标准' tab and a '优先*' (priority service tier) tab. Older models sit in a '历史模型'
// accordion below; a copy cut before the section ends is a partial read. A third party's daily text capture of
// the CN page (minimax-capture.ts) is read the same way, and never retires a model by leaving it out.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import type { Mode } from '../../../tools/price-terms.ts'
import { amountOf, column, type PipeTable, pipeTables } from './markdown.ts'
import { capturedSection, isCapture } from './minimax-capture.ts'
import { RELEASE_NOTES, type Release, releaseDated, releasesIn } from './minimax-releases.ts'
import { readOn, rowDefaults, type ModelLife, type PageText, type SellerAdapter, type SellerRead } from './types.ts'

const URL_MD = 'https://platform.minimaxi.com/docs/guides/pricing-paygo.md'
const URL_GLOBAL = 'https://platform.minimax.io/docs/guides/pricing-paygo'
const SECTION = /^## (语言模型|文本|LLM)\s*$/m
/** The oldest recorded copy of the CN page: it lists the models sold then (a release before it dates nothing). */
const FIRST_COPY = '2026-05-31'

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
/** A capture's list price: the page strikes it through; the capture's text keeps the amount, not the line. */
const STRUCK_IN_CAPTURE = "(struck through on the page; the capture's text drops the strike)"

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

/** The language-model section of a copy: its title, its tables with their tabs, the next section's title. */
function sectionOf(text: string) {
  if (isCapture(text)) {
    const read = capturedSection(text, '语言模型')
    return { title: '语言模型', parts: read?.tables ?? [], next: read?.next ?? null, capture: true }
  }
  const start = SECTION.exec(text)
  const rest = start ? text.slice(start.index + start[0].length) : ''
  const next = /^## .*$/m.exec(rest)
  const section = next ? rest.slice(0, next.index) : rest
  return { title: start?.[1] ?? '', parts: tablesByTab(section), next: next?.[0] ?? null, capture: false }
}

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const rows: OfficialPrice[] = []
  const lives: ModelLife[] = []
  const problems: string[] = []
  let partial: string | undefined
  let complete: string | undefined
  const releases: Release[] = []
  for (const page of pages) {
    if (page.url === RELEASE_NOTES) {
      releases.push(...releasesIn(page.text))
      continue
    }
    const read = sectionOf(page.text)
    const parts = read.parts.filter(({ table }) => column(table.header, INPUT) > 0)
    const usd = !parts.some(({ table }) => table.header.some((h) => h.includes('元')))
    if (!parts.length) {
      problems.push(`${page.url}: no 语言模型 price table (模型 | 输入价格 | 输出价格 ...)`)
      continue
    }
    if (read.next == null || parts.some((p) => p.table.cut))
      partial = `${page.url}: the copy ends before the language-model section does (历史模型 not read whole)`
    else if (read.capture)
      partial =
        `${page.url}: a third party's text capture (its text step deletes what stands between a '<' and the ` +
        "next '>'): it retires nothing by leaving a model out"
    else {
      const after = read.next.slice(0, 40)
      complete = `the ${read.title} section's ${parts.length} price tables end and the page goes on: "${after}"`
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
          list
            ? `list price ${list} / ${struck(cells[output])} ${read.capture ? STRUCK_IN_CAPTURE : 'struck through'}`
            : '',
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
          ...readOn(page.url, page.seen ?? seen, 'official/minimax'),
        })
      }
    }
  }
  const dated = releaseDated(rows, releases, FIRST_COPY)
  return { rows: dated, lives, problems, ...(partial ? { partial } : complete ? { complete } : {}) }
}

const CAPTURE = 'zhangchen456/maasweekly'
const LAST_FETCHED = '2026-10-10T08:43:18.889648+08:00'
const captured = (commit: string, day: string) =>
  `${CAPTURE}@${commit}, data/snapshots/${day}/MiniMax__pricing__${day}.md, ` +
  "a third party's daily text capture of the page"

/** How the international page's copy is dated: it states no day; read with the CN copy of 2026-09-03. */
const GLOBAL_SEEN =
  "undated; read with the CN Markdown twin of 2026-09-03: it marks Music-3.0 '(Discontinued)', which the CN " +
  "page's notice dates from 2026-08-20, and lists ASR and MiniMax-H3-Max input-material prices, which the CN " +
  'capture of 2026-09-20 shows and that of 2026-09-02 does not'

/** Where the release notes read beside the copies that first show MiniMax-M3 come from. */
const RELEASE_COPY =
  `with MiniMax's release notes (${RELEASE_NOTES}), the search tool's docs-corpus copy as read, from its head ` +
  "to the Feb. 2026 entry where the excerpt stops ([…]); undated, its newest entry 'Jun. 1, 2026' (MiniMax-M3)"

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
        `${captured('995cc90', '2026-10-10')} (the last capture), recorded as read from its first line through ` +
        "the next section's title and the line after it ('语音', '立即充值'), then […]; checked against the " +
        "capture's character offsets (the text after '立即充值' starts at 1,690 of 5,346). Its URL line says only " +
        "'see sources config': the page is pricing-paygo by its title '按量计费 - MiniMax 开放平台文档中心' and its " +
        "text, which is the Markdown twin's (minimax-history/2026-09-03) as rendered",
    },
    {
      url: URL_GLOBAL,
      fixture: 'minimax/pricing-paygo-global.md',
      copy: 'text-rendering',
      origin:
        'code index (find_string), file id 71533405452 (8,842 characters; the index names no repository): a ' +
        "reader rendering of the international (USD) page ('Title: Pay as You Go - MiniMax API Docs', 'URL Source: " +
        "...', 'Markdown Content:'), its Standard / Priority* tabs flattened to bullets before their tables, whole " +
        'from its head to its last link, recorded as read; undated, read with the CN Markdown twin of 2026-09-03',
      recorded: { date: '2026-09-03', basis: GLOBAL_SEEN },
    },
  ],
  earlier: [
    {
      date: FIRST_COPY,
      basis:
        "the search tool's docs-corpus copy of the .md (cut inside the 历史模型 accordion), undated, read 2026-11-25: " +
        'its text table lists MiniMax-M2.7 / M2.5 (and ' +
        'highspeed) but not MiniMax-M3 (released 2026-06-01), so dated the last day before M3 was listed',
      copies: [{ url: URL_MD, fixture: 'minimax-history/2026-05-31-pricing-paygo.md' }, null],
    },
    {
      date: '2026-09-02',
      basis:
        `the capture's '<!-- fetched: 2026-09-02T21:16:27.483099 -->' line: ${captured('75668f5', '2026-09-02')}, ` +
        `recorded as read from its first line through '语音', '立即充值', then […] (the text after starts at 1,688 of ` +
        `5,501 characters); ${RELEASE_COPY}`,
      copies: [
        { url: URL_MD, fixture: 'minimax-history/2026-09-02-pricing-paygo.md' },
        null,
        { url: RELEASE_NOTES, fixture: 'minimax-history/release-notes-models.md' },
      ],
    },
    {
      date: '2026-09-03',
      basis:
        'undated Markdown twin (code index, file id 68485883316, 13,345 characters, whole; the index names no ' +
        'repository), dated the first day it can be: its 语音 section has the 语音识别（ASR） table and the shortened ' +
        'TTS lines that the capture of 2026-09-02 (21:16) lacks and that of 2026-09-20 has, and its 视频 section ' +
        'still lacks the MiniMax-H3-Max input-material rows the 2026-09-20 capture has; so it is of 2026-09-03 to ' +
        "2026-09-19 (its Music notice '自 2026 年 8 月 20 日起…' only bounds it from below); " +
        RELEASE_COPY,
      copies: [
        { url: URL_MD, fixture: 'minimax-history/2026-09-03-pricing-paygo.md' },
        { url: URL_GLOBAL, fixture: 'minimax/pricing-paygo-global.md' },
        { url: RELEASE_NOTES, fixture: 'minimax-history/release-notes-models.md' },
      ],
    },
  ],
  recorded: '2026-10-10',
  recorded_basis: `the capture's '<!-- fetched: ${LAST_FETCHED} -->' line: ${captured('995cc90', '2026-10-10')}`,
  parse,
} satisfies SellerAdapter
