// Zhipu, on its two platforms' docs pricing pages (Markdown twins, pricing.md, listed in llms.txt).
// Z.ai (international, USD): the Text Models table: Input, Cached Input, Cached Input Storage, Output
// per 1M tokens, "Free" for a free model. bigmodel.cn (mainland China, CNY): the 旗舰模型 table in
// 元/百万 Tokens, where a discounted price carries its list price struck through ('0.4（~~刊例价
// 0.8~~）') and a note dates the offer's end. Cache storage is a storage fee per hour, not a cache
// write, so it is not read as one.
import type { OfficialPrice } from '../../../tools/official-price.ts'
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

const URL_MD = 'https://docs.z.ai/guides/overview/pricing.md'
const URL_CN = 'https://docs.bigmodel.cn/cn/guide/start/pricing.md'

/** A price cell: a number, 0 for "Free", null for "-" (not offered). */
const priceOf = (cell: string | undefined) => (/^free$/i.test(cell?.trim() ?? '') ? 0 : amountOf(cell))

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const rows: OfficialPrice[] = []
  const lives: ModelLife[] = []
  const problems: string[] = []
  let partial: string | undefined
  const whole: (string | undefined)[] = []
  for (const page of pages) {
    if (page.url.includes('bigmodel.cn')) {
      const cn = parseCn(page, page.seen ?? seen)
      rows.push(...cn.rows)
      lives.push(...(cn.lives ?? []))
      problems.push(...cn.problems)
      whole.push(cn.complete)
      partial ??= cn.partial
      continue
    }
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
  // Whole only if every page is.
  const complete = whole.length && whole.every(Boolean) ? whole.join('; ') : undefined
  return { rows, lives, problems, ...(partial ? { partial } : complete ? { complete } : {}) }
}

/** A bigmodel.cn price cell: the price charged now and, when struck through beside it, the list price. */
function cnCell(cell: string | undefined): { now: number | null; list: number | null } {
  const list = /~~\s*刊例价\s*([\d.]+)\s*~~/.exec(cell ?? '')
  return { now: amountOf(cell), list: list ? Number(list[1]) : null }
}

/** The offer's end the note states ('活动截止 2026 年 9 月 9 日 24:00（UTC+8'), as a UTC instant, with the words. */
function offerEnd(text: string): { at: string; words: string } | undefined {
  const m = /活动截止\s*(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日\s*(\d{2}):(\d{2})（UTC\+8[^）]*）/.exec(text)
  if (!m) return undefined
  const at = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4] - 8, +m[5])).toISOString().slice(0, 16)
  const line =
    text
      .split('\n')
      .find((l) => l.includes(m[0]))
      ?.replace(/^>\s*/, '')
      .trim() ?? m[0]
  return { at: `${at}Z`, words: line }
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
        input: i.now,
        output: o.now,
        cache_read: c.now,
        mode: 'standard',
        evidence: `${head} ${line}`,
      })
      continue
    }
    // A struck-through list price: the offer (until the note's end) and the list price it returns to.
    rows.push({
      ...base,
      input: i.list ?? i.now,
      output: o.list ?? o.now,
      cache_read: c.list ?? c.now,
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
      input: i.now,
      output: o.now,
      cache_read: c.now,
      mode: 'promotion',
      condition: { promotion_until: end.at },
      condition_text: end.words,
      effective_until: end.at,
      effective_basis: `page: '${end.words}'`,
      evidence: `${head} ${line} ${end.words}`,
    })
  }
  const complete = wholeTable(table, '旗舰模型')
  return { rows, lives, problems, ...(complete ? { complete } : {}) }
}

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
    'searched 2026-11-27 (docs and pages corpora, code index, the BigModel-2025/docs repository whose history ends ' +
    'in August 2025): no stored copy of docs.z.ai/guides/overview/pricing(.md) later than the GLM-5.1 one, so ' +
    'GLM-5.2, GLM-5.3, GLM-5.3-Flash (USD) and any later Z.ai model have no price read from Z.ai; docs.z.ai ' +
    'per-model pages (guides/llm/glm-5.1.md) are stored only as excerpts that end before any price; no fuller ' +
    'copy of docs.bigmodel.cn/cn/guide/start/pricing(.md) than its 旗舰模型 table.',
  earlier: [
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
