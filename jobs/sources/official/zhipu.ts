// Zhipu, on its two platforms' docs pricing pages (Markdown twins, pricing.md, listed in llms.txt).
// Z.ai (international, USD): the Text Models table: Input, Cached Input, Cached Input Storage, Output
// per 1M tokens, "Free" for a free model. bigmodel.cn (mainland China, CNY): the 旗舰模型 table in
// 元/百万 Tokens, where a discounted price carries its list price struck through ('0.4（~~刊例价
// 0.8~~）') and a note dates the offer's end. Cache storage is a storage fee per hour, not a cache
// write, so it is not read as one. bigmodel.cn's own price page: zhipu-cards.ts.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { beijingInstant } from './dates.ts'
import { amountOf, column, pipeTables, wholeTable, type PipeTable } from './markdown.ts'
import {
  newRead,
  readOn,
  rowDefaults,
  type ModelLife,
  type PageText,
  type SellerAdapter,
  type SellerRead,
} from './types.ts'
import { listPrices, offerPrices, parseCards, type PriceCell } from './zhipu-cards.ts'
import { parseTables } from './zhipu-tables.ts'

const URL_MD = 'https://docs.z.ai/guides/overview/pricing.md'
const URL_CN = 'https://docs.bigmodel.cn/cn/guide/start/pricing.md'
const URL_CARDS = 'https://bigmodel.cn/pricing'

/** A price cell: a number, 0 for "Free", null for "-" (not offered). */
const priceOf = (cell: string | undefined) => (/^free$/i.test(cell?.trim() ?? '') ? 0 : amountOf(cell))

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const rows: OfficialPrice[] = []
  const lives: ModelLife[] = []
  const problems: string[] = []
  let partial: string | undefined
  const whole: (string | undefined)[] = []
  const zai: string[] = []
  for (const page of pages) {
    if (page.url.includes('bigmodel.cn')) {
      const on = page.seen ?? seen
      const cn = page.url !== URL_CARDS ? parseCn(page, on) : (parseTables(page, on) ?? parseCards(page, on))
      rows.push(...cn.rows)
      lives.push(...(cn.lives ?? []))
      problems.push(...cn.problems)
      continue
    }
    zai.push(page.url)
    // Each token-priced table (Text Models, Vision Models: Model | Input | Cached Input | ... | Output),
    // under its '### ' heading; the per-image, per-video and per-use tables state no token price.
    const headingOf = (t: PipeTable) => {
      const at = page.text.indexOf(t.rows[0]?.line ?? t.last?.line ?? '')
      return /### (.+)\n[^#]*$/.exec(page.text.slice(0, at))?.[1].trim() ?? 'Text Models'
    }
    const tables = pipeTables(page.text)
      .filter((t) => t.header[0] === 'Model' && column(t.header, /^Output$/) > 0)
      .map((table) => ({ table, name: headingOf(table) }))
    if (!tables.length) {
      problems.push(`${page.url}: no Text Models table (Model | Input | Cached Input | ... | Output)`)
      continue
    }
    for (const { table, name } of tables) {
      if (table.cut) partial = `${page.url}: the copy ends inside the ${name} table`
      whole.push(wholeTable(table, name))
      const [input, cached, output] = [/^Input$/, /^Cached Input$/, /^Output$/].map((re) => column(table.header, re))
      const head = `| ${table.header.join(' | ')} |`
      for (const { cells, line } of [...table.rows, ...(table.last ? [table.last] : [])]) {
        const model = cells[0].toLowerCase()
        lives.push({ model, aliases: [], status: 'listed', status_date: null, url: page.url, words: line })
        const [i, c, o] = [input, cached, output].map((k) => priceOf(cells[k]))
        if (i == null || o == null) {
          problems.push(`${cells[0]}: no input or output price in "${line}"`)
          continue
        }
        const free = i === 0 && o === 0
        rows.push({
          ...rowDefaults,
          model,
          model_name_on_page: cells[0],
          developer: 'zhipu',
          currency: 'USD',
          unit_stated: 'Prices per 1M tokens',
          input: i,
          output: o,
          cache_read: c,
          mode: free ? 'free' : 'standard',
          region: 'international',
          evidence: `${head} ${line}`,
          ...readOn(page.url, seen, 'official/zhipu'),
        })
      }
    }
  }
  // Only Z.ai's lists are proven whole, and they prove nothing of the CNY offers: bigmodel.cn's docs page prices
  // more models (模型推理) than the 旗舰模型 table read, and the copies of its price page are cut.
  const complete = whole.length && whole.every(Boolean) ? whole.join('; ') : undefined
  if (partial || !complete) return { rows, lives, problems, partial: partial ?? CN_UNPROVEN }
  return { rows, lives, problems, complete, wholePages: zai }
}

const CN_UNPROVEN =
  "bigmodel.cn's pages only: its docs page prices more models (模型推理) than the 旗舰模型 table read, and the " +
  'copies of its price page are cut'

/** A bigmodel.cn price cell: the price charged now and, when struck through beside it, the list price. */
function cnCell(cell: string | undefined): PriceCell {
  const list = /~~\s*刊例价\s*([\d.]+)\s*~~/.exec(cell ?? '')
  return { now: amountOf(cell), list: list ? Number(list[1]) : null }
}

/** The offer's end the note states ('活动截止 2026 年 9 月 9 日 24:00（UTC+8'), as a UTC instant, with the words. */
function offerEnd(text: string): { at: string; words: string } | undefined {
  const m = /活动截止\s*(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日\s*(\d{2}):(\d{2})（UTC\+8[^）]*）/.exec(text)
  if (!m) return undefined
  const at = beijingInstant(+m[1], +m[2], +m[3], +m[4], +m[5])
  const line =
    text
      .split('\n')
      .find((l) => l.includes(m[0]))
      ?.replace(/^>\s*/, '')
      .trim() ?? m[0]
  return { at, words: line }
}

function parseCn(page: PageText, seen: { date: string; basis: string }): SellerRead {
  const { rows, lives, problems } = newRead()
  const table = pipeTables(page.text).find((t) => t.header[0] === '模型名称' && column(t.header, /输入单价/) > 0)
  if (!table) return { rows, lives, problems: [`${page.url}: no 旗舰模型 table (模型名称 | 上下文 | 输入单价 ...)`] }
  const [input, output, hit] = [/输入单价/, /输出单价/, /缓存命中/].map((re) => column(table.header, re))
  const head = `| ${table.header.join(' | ')} |`
  const end = offerEnd(page.text)
  for (const { cells, line } of table.rows) {
    const model = cells[0].toLowerCase()
    lives.push({ model, aliases: [], status: 'listed', status_date: null, url: page.url, words: line })
    const [i, o, c] = [input, output, hit].map((k) => cnCell(cells[k]))
    if (i.now == null || o.now == null) {
      problems.push(`${cells[0]}: no input or output price in "${line}"`)
      continue
    }
    const base = {
      ...rowDefaults,
      model,
      model_name_on_page: cells[0],
      developer: 'zhipu',
      currency: 'CNY' as const,
      unit_stated: '元/百万 Tokens',
      region: 'mainland China',
      ...readOn(page.url, seen, 'official/zhipu'),
    }
    if (i.list == null && o.list == null) {
      rows.push({
        ...base,
        ...offerPrices(i, o, c),
        mode: 'standard',
        evidence: `${head} ${line}`,
      })
      continue
    }
    // A struck-through list price: the offer (until the note's end) and the list price it returns to.
    rows.push({
      ...base,
      ...listPrices(i, o, c),
      mode: 'standard',
      condition_text:
        '刊例价: the list price, struck through during the offer' +
        (end ? ` and restored when it ends (${end.words})` : ''),
      evidence: `${head} ${line}`,
    })
    if (!end) {
      problems.push(`${cells[0]}: a struck-through list price, but no note dating the offer's end`)
      continue
    }
    rows.push({
      ...base,
      ...offerPrices(i, o, c),
      mode: 'promotion',
      condition: { promotion_until: end.at },
      condition_text: end.words,
      effective_until: end.at,
      effective_basis: `page: '${end.words}'`,
      evidence: `${head} ${line} ${end.words}`,
    })
  }
  return { rows, lives, problems }
}

/** How a capture of bigmodel.cn/pricing is dated and where it was cut. */
const maasweekly = (day: string, commit: string, chars: number, at: number) =>
  `capture of the rendered page in a third party's public repository of daily page captures, ` +
  `zhangchen456/maasweekly@${commit.slice(0, 8)} data/snapshots/${day}/pricing__glm.html (${chars} characters), ` +
  `dated by its day folder (the raw HTML states no fetch time); recorded as read from its 旗舰模型 section ` +
  `(<section class="primary-models tl">, character ${at}) through its 其它模型和服务 section and the first ` +
  `answer of its FAQ (to that answer's </li>), the rest of the page left out`

export default {
  seller: 'zhipu',
  seller_name: 'Zhipu AI / Z.ai',
  developer_of_models: ['zhipu'],
  pages: [
    {
      url: URL_MD,
      fixture: 'zai/pricing.md',
      copy: 'text-rendering',
      origin:
        'code index (find_string / read_file, file id 55240976882): a public repository file that concatenates ' +
        "docs.z.ai's Markdown twins, each under '<!-- Source: <url> -->'; this is its " +
        "'<!-- Source: https://docs.z.ai/guides/overview/pricing.md -->' part, whole (Text Models, Vision Models, " +
        'Built-in Tools, Image, Video, Audio, Agents), the marker line left out; the index names neither the ' +
        'repository nor the commit (undated; GLM-5.1 era); the live .md is the same form',
    },
    {
      url: URL_CN,
      fixture: 'zhipu-cn/pricing.md',
      copy: 'text-rendering',
      origin:
        'search tool, docs corpus: https://docs.bigmodel.cn/cn/guide/start/pricing.md as the store kept it (the ' +
        'Markdown twin itself, cut in the 模型推理 section after the whole 旗舰模型 table; undated, GLM-5.3 era: ' +
        'its note gives an offer running to 2026-09-09 24:00 UTC+8); the live .md is the same form',
      recorded: {
        date: '2026-09-09',
        basis:
          'undated stored copy of the page (search corpus), read 2026-11-25; its note gives the GLM-5.3-Flash ' +
          'half-price offer ending 2026-09-09 24:00 (UTC+8) as still running, so the copy was made before ' +
          '2026-09-10: dated the last day it can have been made',
      },
    },
  ],
  notFound:
    "searched 2026-11-27 and again 2026-11-28 (docs and pages corpora; code index for the rows '| GLM-5.3 ', " +
    "'| GLM-5.2 | \\$1.4 |', the page's opening line and its '<!-- Source: ...pricing.md -->' marker; the " +
    'BigModel-2025/docs repository, whose history ends in August 2025): no stored copy of ' +
    'docs.z.ai/guides/overview/pricing(.md) later than the GLM-5.1 one, so GLM-5.2, GLM-5.3, GLM-5.3-Flash (USD) ' +
    "and any later Z.ai model have no price read from Z.ai (the code index holds only other projects' test " +
    'fixtures and comments quoting such rows, one with made-up prices; docs.z.ai/llms-full.txt is stored as its ' +
    'opening only; searched again 2026-11-29: the issues store holds dated pull requests quoting its rows, so the ' +
    'USD prices of GLM-5.2, GLM-5.3 and GLM-5.3-Flash are served as third parties quote them, data/secondary); ' +
    'docs.z.ai per-model pages (guides/llm/glm-5.1.md) are stored only as excerpts that end before ' +
    'any price; no fuller copy of docs.bigmodel.cn/cn/guide/start/pricing(.md) than its 旗舰模型 table. ' +
    "bigmodel.cn/pricing: the third party's daily captures (zhangchen456/maasweekly, read 2026-11-28) hold its " +
    'rendered HTML from 2026-09-06 to 2026-10-08 (none on 2026-10-09 or -10; its 智谱AI__pricing__<date>.md files ' +
    "are the empty script shell): recorded (their 旗舰模型 and 其它模型和服务 sections and the FAQ's first answer) " +
    'are those of 2026-09-08 (the first of the current layout), 2026-09-10 (the offer gone) and 2026-10-08 (the ' +
    'last; 2026-09-19 read the same). The captures of 2026-09-06 and -07 show the earlier table layout: that of ' +
    '09-06 recorded (its 旗舰模型 table and 模型推理 tabs); that of 09-07 (92358b86) read through the same ' +
    "section with the same prices, but for GLM-5.3-Flash's tag '5折限时两周至09-09', so not recorded. In the " +
    "09-06 table GLM-4.7's and GLM-4.5-Air's [0, 32) band is split by output length (输出长度 [0, 0.2) / " +
    '[0.2+)): read as bands by output length too. Searched 2026-11-28 (docs and pages ' +
    'corpora) for a fuller docs.bigmodel.cn/cn/guide/start/pricing(.md): only the same copy, cut in 模型推理. ' +
    "The same party's captures of docs.bigmodel.cn's 模型与产品发布记录 (智谱AI__changelog__<day>.md; those of " +
    "2026-09-02 and 2026-10-10 read, the same entries) date launches without a price ('2026-8-19 GLM-5.3 新一代旗舰模型" +
    "上线', '2026-08-26 GLM-5.3-Flash 原生多模态模型上线', '2026-06-16 GLM-5.2 新一代旗舰模型上线') and retire " +
    'nothing, so they date no row (the CNY launches stay first seen 2026-09-08); its 模型概览 (智谱AI__model_list__) ' +
    'names models without prices (GLM-5.3-FlashX, 1M context, on no price page stored).',
  // bigmodel.cn/pricing is a script-rendered app (its fetched HTML is an empty shell), so it is not among the
  // pages read live: its rendered copies are read as earlier copies of the seller's pages, a third entry beside
  // the two pages'. The docs page's copy (dated 2026-09-09) is read on its own day too, so its note's words end
  // the offer the cards show from 2026-09-08. A CNY offer only these copies show (GLM-5.2, GLM-OCR) stays in
  // force through a whole read of Z.ai's USD list, which proves nothing of bigmodel.cn's (wholePages).
  earlier: [
    {
      date: '2026-09-06',
      basis:
        "capture of the rendered page in a third party's public repository of daily page captures, " +
        'zhangchen456/maasweekly@17e5827d data/snapshots/2026-09-06/pricing__glm.html (1670114 characters), dated ' +
        'by its day folder (the raw HTML states no fetch time); recorded as read from its price section (<div ' +
        'class="page-pricing tl lang-en">, character 1517364) through the end of its 模型推理 section (character ' +
        '1591907, before 搜索工具服务), the rest of the page left out; the table layout, as on 2026-09-07',
      copies: [null, null, { url: URL_CARDS, fixture: 'zhipu-cn-history/2026-09-06-pricing.html' }],
    },
    {
      date: '2026-09-08',
      redesign:
        'bigmodel.cn/pricing in cards from 2026-09-08: the 旗舰模型 table and the 模型推理 tabs of the capture of ' +
        "2026-09-07 gave way to cards of a few models and a '详细价格' button",
      basis: maasweekly('2026-09-08', '2d3b6e1d42f0035ad8a695c18558be06b843f1cb', 1554296, 1517813),
      copies: [null, null, { url: URL_CARDS, fixture: 'zhipu-cn-history/2026-09-08-pricing.html' }],
    },
    {
      date: '2026-09-09',
      basis:
        'the docs page copy (zhipu-cn/pricing.md) on its own date (see its recorded basis): its note dates the ' +
        "GLM-5.3-Flash offer's end ('活动截止 2026 年 9 月 9 日 24:00（UTC+8')",
      copies: [null, { url: URL_CN, fixture: 'zhipu-cn/pricing.md' }],
    },
    {
      date: '2026-09-10',
      basis: maasweekly('2026-09-10', '8218b1d4ca1839add0bb7e98994ad5154fbfa9fc', 1553828, 1517813),
      copies: [null, null, { url: URL_CARDS, fixture: 'zhipu-cn-history/2026-09-10-pricing.html' }],
    },
    {
      date: '2026-10-08',
      basis: maasweekly('2026-10-08', '21938aea653ac286aee9aa07762db334198294a1', 1583131, 1547833),
      copies: [null, null, { url: URL_CARDS, fixture: 'zhipu-cn-history/2026-10-08-pricing.html' }],
    },
    {
      date: '2026-11-25',
      basis:
        'undated stored copy of https://docs.z.ai/guides/overview/pricing.md (docs corpus; cut after the ' +
        'GLM-4.5-Flash ' +
        'cells), read 2026-11-25: GLM-5 era (GLM-5 first, GLM-5-Code listed, no GLM-5.1), older in content than ' +
        'the recorded copy, so read before it on the same day',
      copies: [{ url: URL_MD, fixture: 'zai-history/2026-11-25-pricing.md' }, null],
    },
  ],
  recorded: '2026-11-25',
  recorded_basis:
    'undated stored copy of the page (code index), found 2026-11-27 and dated with the copy it follows (read ' +
    '2026-11-25; the data are of that day): GLM-5.1 era (GLM-5.1 first in Text Models, GLM-5V-Turbo first in ' +
    'Vision Models, GLM-5-Code gone), so later in content than the GLM-5-era copy; the page states no date of its own',
  parse,
} satisfies SellerAdapter
