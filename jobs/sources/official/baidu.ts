// Baidu Qianfan's own price words, from the three pages of which copies are stored: the 2024 price index
// of its WENXINWORKSHOP docs (模型服务: one line per model and direction, '<model> 输入 0.024元/千tokens'),
// the prompt-cache launch notice (one line per model: cache hit, cache miss, output), and the current
// Qianfan price page (模型服务计费, cloud.baidu.com/doc/qianfan/s/wmh4sv6ya) as a third party captured it from
// 2026-09-04 to 2026-10-10 (baidu-qianfan.ts: ERNIE 5.x and the models Qianfan resells; baidu-qianfan-offer.ts:
// the limited-time offer printed above the tables). Prices are per 千 tokens; rows scale them to 1M.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { readFromTable, readQianfan, type WholeTable } from './baidu-qianfan.ts'
import { readOffer } from './baidu-qianfan-offer.ts'
import { newRead, readOn, rowDefaults, type PageText, type SellerAdapter, type SellerRead } from './types.ts'

const INDEX_URL = 'https://cloud.baidu.com/doc/WENXINWORKSHOP/s/hlqnms5rn'
const CACHE_URL = 'https://ai.baidu.com/ai-doc/WENXINWORKSHOP/Rm6uq7jy9'
const QIANFAN_URL = 'https://cloud.baidu.com/doc/qianfan/s/wmh4sv6ya'

/** '0.024元/千tokens' -> 0.024 (a price per 千 tokens); anything else -> null. */
const perThousand = (s: string) => {
  const m = /^(\d+(?:\.\d+)?)元\/千tokens$/.exec(s.trim())
  return m ? Number(m[1]) : null
}
/** A per-千 price scaled to 1M, rounded off float noise (0.0012 x 1000 = 1.2). */
const perMillion = (n: number) => Number((n * 1000).toPrecision(12))

const row = (page: PageText, seen: { date: string; basis: string }, name: string) => ({
  ...rowDefaults,
  model: name.toLowerCase(),
  model_name_on_page: name,
  developer: 'baidu',
  currency: 'CNY' as const,
  unit_stated: 'per 1K tokens (元/千tokens)',
  mode: 'standard' as const,
  region: 'mainland China',
  ...readOn(page.url, page.seen ?? seen, 'official/baidu'),
})

/** A model the page lists (Baidu's pages mark no retirement). */
const listed = (page: PageText, name: string, words: string) => ({
  model: name.toLowerCase(),
  aliases: [],
  status: 'listed' as const,
  status_date: null,
  url: page.url,
  words,
})

/**
 * The price index's 模型服务 section: after its '服务名称 类型 单价' header, lines '<model> 输入|输出 <price>'
 * up to the next section's heading (the proof the list is whole).
 */
function readIndex(page: PageText, seen: { date: string; basis: string }, out: ReturnType<typeof newRead>) {
  const lines = page.text.split('\n').map((l) => l.trim())
  const start = lines.indexOf('服务名称 类型 单价', lines.indexOf('模型服务'))
  if (lines.indexOf('模型服务') < 0 || start < 0) {
    out.problems.push(`${page.url}: no 模型服务 table (服务名称 类型 单价)`)
    return false
  }
  const byModel = new Map<string, { input?: number; output?: number; lines: string[] }>()
  let i = start + 1
  for (; i < lines.length; i++) {
    const m = /^(\S+) (输入|输出) (\S+)$/.exec(lines[i])
    const price = m ? perThousand(m[3]) : null
    if (!m || price == null) break
    const got = byModel.get(m[1]) ?? { lines: [] }
    got[m[2] === '输入' ? 'input' : 'output'] = price
    got.lines.push(lines[i])
    byModel.set(m[1], got)
  }
  const dated = lines.find((l) => l.startsWith('更新时间')) ?? ''
  for (const [name, got] of byModel) {
    out.lives.push(listed(page, name, got.lines[0]))
    if (got.input == null || got.output == null) {
      out.problems.push(`${name}: no input or output line in the 模型服务 table`)
      continue
    }
    const [input, output] = [perMillion(got.input), perMillion(got.output)]
    out.rows.push({
      ...row(page, seen, name),
      input,
      output,
      cache_read: null,
      scale_note:
        `page states input ¥${got.input} and output ¥${got.output} per 1K tokens (元/千tokens); ` +
        `x1000 = ¥${input} / ¥${output} per 1M`,
      evidence: `价格文档·索引导航 ${dated} ... 模型服务 ... 服务名称 类型 单价 ${got.lines.join(' ')}`,
    })
  }
  // Whole: the table stopped at the next section's heading, not at the end of the text.
  const next = lines.slice(i).find(Boolean)
  return !!next && !/\d/.test(next)
}

/** The prompt-cache notice's table: '<model> <hit> <miss> <output>', each per 千 tokens. */
function readCacheNotice(page: PageText, seen: { date: string; basis: string }, out: ReturnType<typeof newRead>) {
  const lines = page.text.split('\n').map((l) => l.trim())
  const head = lines.findIndex((l) => /^模型名称 输入价格 \(缓存命中\) 输入价格 \(缓存未命中\) 输出价格$/.test(l))
  if (head < 0) {
    out.problems.push(`${page.url}: no 模型名称 | 输入价格 (缓存命中) | 输入价格 (缓存未命中) | 输出价格 table`)
    return false
  }
  let i = head + 1
  for (; i < lines.length; i++) {
    const cells = lines[i].split(' ')
    const [hit, miss, output] = cells.slice(1).map(perThousand)
    if (cells.length !== 4 || hit == null || miss == null || output == null) break
    const name = cells[0]
    out.lives.push(listed(page, name, lines[i]))
    const [input, read, out1M] = [perMillion(miss), perMillion(hit), perMillion(output)]
    out.rows.push({
      ...row(page, seen, name),
      input,
      output: out1M,
      cache_read: read,
      scale_note:
        `page states cache-miss input ¥${miss}, cache-hit input ¥${hit}, output ¥${output} per 1K tokens ` +
        `(元/千tokens); x1000 = ¥${input} / ¥${read} / ¥${out1M} per 1M`,
      evidence: `prompt cache上线公告 ... 支持模型范围 ${lines[head]} ${lines[i]}`,
    })
  }
  return lines.slice(i).some(Boolean)
}

/**
 * What a cut read still shows whole: the pages whose one price table ends before the next section, and the
 * Qianfan tables read from their header to the heading after them. Only an offer last read from one of them may
 * go by absence (a model gone from the whole 深度思考 table), never one of a cut table or of the offer block.
 */
function tablesHeld(pages: string[], qianfan: WholeTable[]): SellerRead['wholeTables'] {
  if (!pages.length && !qianfan.length) return undefined
  const words = [
    ...qianfan.map((t) => `the ${t.section} table of ${QIANFAN_URL} (to the '${t.end}' heading after it)`),
    ...pages.map((url) => `the price table of ${url}`),
  ].join(', ')
  const holds = (r: OfficialPrice) =>
    pages.includes(r.url) || (r.url === QIANFAN_URL && qianfan.some((t) => readFromTable(t.section, r)))
  return { words, holds }
}

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const out = newRead()
  const cuts: string[] = []
  const [wholePages, wholeQianfan]: [string[], WholeTable[]] = [[], []]
  for (const p of pages) {
    if (p.url === QIANFAN_URL) {
      const { cut, whole } = readQianfan(p, seen, out)
      readOffer(p, seen, out)
      if (cut) cuts.push(`${p.url}: ${cut}`)
      if (cut) wholeQianfan.push(...whole)
      else wholePages.push(p.url)
    } else if (p.url === INDEX_URL ? readIndex(p, seen, out) : readCacheNotice(p, seen, out)) wholePages.push(p.url)
    else cuts.push(`the price table of ${p.url} is cut or missing`)
  }
  if (!cuts.length) return { ...out, complete: "each page's price table ends and its next section follows" }
  const held = tablesHeld(wholePages, wholeQianfan)
  return { ...out, partial: cuts.join('; '), ...(held ? { wholeTables: held } : {}) }
}

const STORED = "the search tool's docs store's text of the page"
const CAPTURE = 'zhangchen456/maasweekly'
/** How a capture of the price page is dated: its fetched line, where it is kept, and the page's own 更新时间 line. */
const captureBasis = (day: string, fetched: string, commit: string, updated: string) =>
  `the capture's '<!-- fetched: ${fetched} -->' line: ${CAPTURE}@${commit}, ` +
  `data/snapshots/${day}/百度千帆__pricing__${day}.md; the page's own line '更新时间：${updated}'`
const QIANFAN_SEEN = captureBasis('2026-10-10', '2026-10-10T08:42:36.779597+08:00', '995cc90', '2026-10-09')
/** An earlier capture of the price page, recorded as baidu-history/<day>-qianfan-wmh4sv6ya.md. */
const earlierCapture = (day: string, fetched: string, commit: string, updated: string) => ({
  date: day,
  basis: captureBasis(day, fetched, commit, updated),
  copies: [null, null, { url: QIANFAN_URL, fixture: `baidu-history/${day}-qianfan-wmh4sv6ya.md` }],
})

export default {
  seller: 'baidu',
  seller_name: 'Baidu AI Cloud Qianfan (百度智能云千帆)',
  developer_of_models: ['baidu'],
  pages: [
    {
      url: INDEX_URL,
      fixture: 'baidu/hlqnms5rn.txt',
      copy: 'text-rendering',
      origin: `${STORED} (the whole excerpt), dated by its own '更新时间:2024-01-19' line`,
      recorded: { date: '2024-01-19', basis: "page's '更新时间:2024-01-19' line (stored copy, search corpus)" },
    },
    {
      url: CACHE_URL,
      fixture: 'baidu/Rm6uq7jy9.txt',
      copy: 'text-rendering',
      origin: `${STORED}, undated; recorded through its 如何计费 section, the request examples after it left out`,
    },
    {
      url: QIANFAN_URL,
      fixture: 'baidu/qianfan-wmh4sv6ya.md',
      copy: 'text-rendering',
      origin:
        `${CAPTURE}@995cc90 data/snapshots/2026-10-10/百度千帆__pricing__2026-10-10.md (a third party's daily text ` +
        "capture; its URL line says only 'see sources config': the page is wmh4sv6ya by its title 模型服务计费 and " +
        'its table columns), transcribed as read: its first three lines, then ([…]) the lines from ' +
        "'模型服务计费' / '更新时间：2026-10-09' through '按量包付费' after the 深度思考 table; the site menu before " +
        'and the OCR, image, embedding and compute sections after are left out',
      recorded: { date: '2026-10-10', basis: QIANFAN_SEEN },
    },
  ],
  notFound:
    'the current Qianfan price page is read from captures of 2026-09-04, -09-23, -09-24, -10-08 and -10-10, ' +
    "none whole: their text step cut the 文本生成 table after ERNIE 5.1 (ERNIE 5.0's band '输入（输入=' and every " +
    'row after it, ERNIE 4.5 Turbo among them; in the captures of 2026-09-24 and 2026-10-08 the text resumes ' +
    "mid-row after the '>' of an offer cell, its model names lost, and is not read) and the 视觉理解 table, so " +
    "those models stay unpriced; no batch (批量推理) price is stated ('-') in the 文本生成 table. The 国庆限时活动 " +
    "block of 2026-09-24 to 2026-10-08 ('活动时间：2026年9月24日 00:00 – 2026年10月7日 23:59') gives the regular " +
    'and offer prices of DeepSeek-V4.1-Flash, DeepSeek-V4-Pro-0813 and GLM-5.3; DeepSeek-V4-Flash-0731, priced ' +
    "only after that fault, stays unpriced. Before: 'the current Qianfan price pages (wmh4sv6ya and its " +
    'page-data.json) have no stored copy; searches for 千帆 价格/计费说明/ERNIE 4.5 Turbo/ERNIE 5.x returned ' +
    "third-party copies only. These are 2024-era list prices.' The free ERNIE-Speed/Lite/Tiny notice " +
    "(2024-05-21) was seen only reposted by a third party, not used. The same capture repository's copies of " +
    "Qianfan's 更新动态 (百度千帆__changelog__<day>.md; 2026-09-02 and 2026-10-10 read, both '更新时间：2026-04-13') " +
    "and 模型列表 (百度千帆__model_list__<day>.md; '更新时间：2026-08-27' on 2026-09-02, '更新时间：2026-10-08' on " +
    "2026-10-10) state no price and no day of a retirement: launches without a price ('2026年4月13日 ... " +
    "上线深度思考模型 GLM-5.1') and '（即将下线）' marks the price page already gives (GLM-5, Kimi-K2.6, " +
    'ERNIE-X1.1-Preview). The list of 2026-10-08 no longer names DeepSeek-V4-Flash or DeepSeek-V3.2-Think ' +
    '(named 2026-08-27) and names DeepSeek-V4.1-flash, -V4-Flash-0731 and -V4-Pro-0813 unpriced. Every capture ' +
    'is cut, but its 深度思考 table is read from its header to the 按量包付费 heading after it: what that table ' +
    'held and no longer lists ends there, first missed (DeepSeek-V4-Flash and -V3.2-Think, marked 即将下线 from ' +
    '2026-09-04, on 2026-10-10: the capture of 2026-10-09 is not stored, though its diff removes ' +
    "'| DeepSeek-V3.2-Think（即将下线）'; GLM-5.2's idle-hours price on 2026-09-23, its stated end " +
    "'9月21日20点恢复原价' giving no year); nothing else retires by absence, so the offer block's DeepSeek-V4.1-Flash " +
    'and -V4-Pro-0813 regular prices stand though the block left the page on 2026-10-09.',
  // Earlier captures of the price page, each recorded as the one above: its first three lines, then ([…]) the
  // lines from '模型服务计费' / '更新时间：…' through '按量包付费' after the 深度思考 table, byte for byte.
  earlier: [
    earlierCapture('2026-09-04', '2026-09-04T14:16:53.711478', '292badc', '2026-09-02'),
    // The first capture whose whole 深度思考 table prices GLM-5.2 at one price: its idle-hours line, a
    // limited-time offer ('GLM-5.2（空闲时段为限时活动，9月21日20点恢复原价）' on the captures of 2026-09-16 to
    // 2026-09-22, a day with no year), is first missed here (the diff of 2026-09-23 removes its lines).
    earlierCapture('2026-09-23', '2026-09-23T07:30:38.239983', 'c5c2202', '2026-09-22'),
    // The first capture with the 国庆限时活动 block: DeepSeek-V4.1-Flash and -V4-Pro-0813 first priced (the
    // capture of 2026-09-23 has no block: the diff of 2026-09-24 adds the block's lines).
    earlierCapture('2026-09-24', '2026-09-24T07:26:50.072424', '3619aed', '2026-09-23'),
    // The last capture with the block, and with DeepSeek-V4-Flash and -V3.2-Think in the 深度思考 table (the
    // capture of 2026-10-09 is not stored).
    earlierCapture('2026-10-08', '2026-10-08T08:47:59.778301+08:00', '463195d', '2026-09-24'),
    {
      // The recorded copy of the price page read on its own day too, so what it first shows is dated by it
      // (the capture of 2026-10-08, the one before, does not list GLM-5.2-Fast; there is none of 2026-10-09), and
      // what its whole 深度思考 table no longer lists is first missed on it (DeepSeek-V4-Flash, -V3.2-Think).
      date: '2026-10-10',
      basis: QIANFAN_SEEN,
      copies: [null, null, { url: QIANFAN_URL, fixture: 'baidu/qianfan-wmh4sv6ya.md' }],
    },
  ],
  recorded: '2026-11-25',
  recorded_basis:
    "undated stored copy of the page (search corpus), read 2026-11-25; Baidu's own doc site ai.baidu.com " +
    "(WENXINWORKSHOP docs), 'prompt cache上线公告'",
  parse,
} satisfies SellerAdapter
