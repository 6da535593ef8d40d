// Alibaba Cloud Model Studio (百炼), mainland China: the 模型调用价格 page lists every model by section
// (千问Max, 千问Plus, ..., 文本生成-第三方模型) and, within a section, by region (华北2（北京） is the mainland,
// priced in 元 per 百万Token). Two forms of it are recorded: a Markdown rendering of June 2026 ('#### 华北2（北京）'
// headings, a 中国内地 scope cell, read here by mainlandListings) and a third party's daily captures of September
// and October 2026 (alibaba-capture.ts). Either way a model's row gives its mode, context band (0<Token≤128K, or
// 无阶梯计价) and prices: input, output, and where the table has the two columns 非思考模式 / 思考模式（思维链+回答）,
// the output in thinking mode. Models of other developers (DeepSeek, Kimi, GLM, MiniMax) are Alibaba's resale,
// filed under their developer with Alibaba as seller. Notice 731 (alibaba-notice.ts) retires five models, and
// Model Studio's list of the models it takes offline (alibaba-depreciation.ts) some two hundred, each on its day.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import {
  bandOf,
  capturedListings,
  FREE,
  type Listing,
  offPeakHours,
  PRICE,
  peakPricingFrom,
} from './alibaba-capture.ts'
import { NOTICE_731_PAGE, noticeLives, retireNoticed, URL_NOTICE_731 } from './alibaba-notice.ts'
import {
  DEPRECIATION_PAGE,
  depreciationLives,
  developerOf,
  URL_DEPRECIATION,
  againstPrices,
} from './alibaba-depreciation.ts'
import {
  newRead,
  readOn,
  rowDefaults,
  type PageText,
  type SellerAdapter,
  type SellerRead,
  type Window,
} from './types.ts'

const URL_CN = 'https://help.aliyun.com/zh/model-studio/model-pricing'
const ADAPTER = 'official/alibaba'
const MAINLAND = '华北2（北京）'
const THINKING_COLUMN = '**思考模式（思维链+回答）**'

const NONE = '\\-'

/**
 * The mainland listings of the page's Markdown form (one cell a line, '#### 华北2（北京）' headings, a 中国内地 scope
 * cell): each model id with its scope, mode, bands and prices, as written.
 */
export function mainlandListings(text: string): Listing[] {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  const out: Listing[] = []
  let section = ''
  let region = ''
  let thinkingColumn = false
  let current: Listing | undefined
  for (const line of lines) {
    const heading = /^(#{2,5}) (.*)$/.exec(line)
    if (heading) {
      const name = heading[2].replace(/\*\*/g, '').trim()
      if (heading[1].length <= 3) [section, region] = [name, '']
      if (heading[1].length === 4) region = name
      // A new table (its own header cells) begins under every heading.
      thinkingColumn = false
      current = undefined
      continue
    }
    if (region !== MAINLAND) continue
    if (line === THINKING_COLUMN) thinkingColumn = true
    if (line.startsWith('**') || line.startsWith('>') || line === '[…]') continue
    // A model id: letters, digits, dots and dashes (ids with a '/' are other providers' own endpoints).
    if (/^[A-Za-z][\w.-]*$/.test(line) && !PRICE.test(line)) {
      current = { id: line, section, thinkingColumn, bands: [] }
      out.push(current)
      continue
    }
    if (!current) continue
    if (line === '中国内地') current.scope = line
    else if (FREE.test(line)) current.free = line
    else if (/模式$/.test(line)) current.mode = line
    else if (bandOf(line) !== undefined) current.bands.push({ band: bandOf(line)!, words: line, prices: [] })
    else if (PRICE.test(line) || line === NONE) {
      if (!current.bands.length) current.bands.push({ band: null, words: '', prices: [] })
      current.bands.at(-1)!.prices.push(line === NONE ? null : Number(PRICE.exec(line)![1]))
    }
  }
  return out
}

/** What one read of the page says beside its tables: when peak/off-peak prices took effect, the off-peak hours. */
interface PageNotes {
  from: Map<string, { from: string; words: string }>
  hours?: { window: Window; words: string }
}

const notesOf = (text: string): PageNotes => ({
  from: new Map(peakPricingFrom(text).map((p) => [p.model, p])),
  hours: offPeakHours(text),
})

const yuan = (p: number | null) => (p == null ? '-' : `${p}元`)

/** The words of a band's prices as the page writes them ('忙时 2元 闲时 1元', '原价2元（限时8折）'). */
function priceWords(b: Listing['bands'][number]): string[] {
  return b.prices.map((p, i) => {
    const off = b.offPeak?.[i]
    if (off != null) return `忙时 ${yuan(p)} 闲时 ${yuan(off)}`
    return b.promo && p != null ? `原价${p}元（${b.promo}）` : yuan(p)
  })
}

/** A listing's rows: per band, the standard price and, where the page prices them apart, thinking and off-peak. */
function rowsOf(l: Listing, page: PageText, seen: { date: string; basis: string }, notes: PageNotes): OfficialPrice[] {
  const developer = developerOf(l.id)
  if (!developer || (l.scope !== '中国内地' && l.scope !== MAINLAND)) return []
  const stated = notes.from.get(l.id)
  // Free for now ('限时免费'): a price of 0 in mode free, as the international list and the other adapters write it.
  if (l.free && !l.bands.some((b) => b.prices.some((p) => p != null)))
    return [
      {
        ...rowDefaults,
        model: l.id,
        model_name_on_page: `${l.id} (${l.section})`,
        developer,
        currency: 'CNY',
        unit_stated: `not stated ('${l.free}')`,
        input: 0,
        output: 0,
        cache_read: null,
        mode: 'free',
        condition: null,
        condition_text: `'${l.free}' (free for now; no price per token stated)`,
        region: 'mainland China',
        ...readOn(page.url, page.seen ?? seen, ADAPTER),
        evidence: [l.id, l.scope, l.free].filter(Boolean).join(' '),
      },
    ]
  return l.bands.flatMap((b) => {
    const [input, output, thinking] = b.prices
    if (input == null || (output == null && thinking == null)) return []
    const words = [l.id, l.scope, l.mode, b.words, ...priceWords(b)].filter(Boolean).join(' ')
    const peak = b.offPeak?.some((p) => p != null)
    const base: OfficialPrice = {
      ...rowDefaults,
      model: l.id,
      model_name_on_page: `${l.id} (${l.section})`,
      developer,
      currency: 'CNY',
      unit_stated: '元 per 百万Token (1M tokens)',
      input,
      output: output ?? thinking!,
      cache_read: null,
      mode: 'standard',
      condition: b.band,
      condition_text:
        [
          b.words,
          l.mode,
          l.thinkingColumn && output == null ? 'output: 思考模式（思维链+回答）, the only mode priced' : '',
          peak ? '忙时 (peak) price' : '',
          b.promo ? `list price (原价), beside a discount '${b.promo}' the page does not show` : '',
        ]
          .filter(Boolean)
          .join('; ') || null,
      region: 'mainland China',
      ...(stated ? { effective_from: stated.from, effective_basis: `page: '${stated.words}' (Beijing time)` } : {}),
      ...readOn(page.url, page.seen ?? seen, ADAPTER),
      evidence: words,
    }
    const rows = [base]
    if (l.thinkingColumn && output != null && thinking != null && thinking !== output)
      rows.push({
        ...base,
        mode: 'thinking',
        output: thinking,
        condition_text: [b.words || null, '思考模式（思维链+回答）'].filter(Boolean).join('; '),
      })
    // Off-peak only where the copy states its hours: a price with no window is no offer one can use.
    const [offIn, offOut] = b.offPeak ?? []
    if (peak && notes.hours && offIn != null && offOut != null)
      rows.push({
        ...base,
        mode: 'off_peak',
        input: offIn,
        output: offOut,
        condition: { ...(b.band ?? {}), window: notes.hours.window },
        condition_text: `闲时 (off-peak) price; hours: ${notes.hours.words}`,
        evidence: `${words} ${notes.hours.words}`,
      })
    return rows
  })
}

/** The price page's listings in whichever form the copy has. */
const listingsOf = (text: string) =>
  text.includes(`#### ${MAINLAND}`) ? mainlandListings(text) : capturedListings(text)

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const read = newRead()
  for (const page of pages) {
    if (page.url === URL_NOTICE_731 || page.url === URL_DEPRECIATION) {
      const notice = page.url === URL_NOTICE_731 ? noticeLives(page) : depreciationLives(page)
      read.lives.push(...notice.lives)
      read.problems.push(...notice.problems)
      continue
    }
    const listings = listingsOf(page.text)
    const notes = notesOf(page.text)
    if (!listings.length) read.problems.push(`${page.url}: no mainland (${MAINLAND}) listing read`)
    for (const l of listings) {
      if (!developerOf(l.id)) continue
      const rows = rowsOf(l, page, seen, notes)
      read.rows.push(...rows)
      if (!rows.length && !l.retired) read.problems.push(`${l.id}: no mainland input and output price per token read`)
      read.lives.push({
        model: l.id,
        aliases: [],
        status: l.retired ? 'retired' : 'listed',
        status_date: null,
        url: page.url,
        words: l.retired ? `${l.id} ${l.retired}` : `${l.id} (${l.section})`,
      })
    }
  }
  const lives = againstPrices(read.lives, read.rows, seen.date)
  return {
    ...read,
    lives,
    rows: retireNoticed(read.rows, lives),
    partial:
      'each recorded copy is an excerpt: the 华北2（北京） tables of the text-generation sections (those of ' +
      '2026-09-14 and 2026-09-18 some of them), other regions and sections left out; a capture never retires ' +
      'by absence',
  }
}

const CAPTURE = 'zhangchen456/maasweekly'
const captured = (commit: string, day: string, at: string) =>
  `the capture's '<!-- fetched: ${at} -->' line: ` +
  `${CAPTURE}@${commit}, data/snapshots/${day}/阿里百炼__pricing__${day}.md, a third party's daily text capture of ` +
  'the page (its title 阿里云百炼模型价格, breadcrumb 模型调用价格; the capture repository names the URL ' +
  `${URL_CN} in its diff reports)`

export default {
  seller: 'alibaba',
  seller_name: 'Alibaba Cloud Model Studio (阿里云百炼, China)',
  developer_of_models: ['alibaba'],
  pages: [
    {
      url: URL_CN,
      fixture: 'alibaba/model-pricing.md',
      copy: 'text-rendering',
      origin:
        `${CAPTURE}@995cc90 data/snapshots/2026-10-10/阿里百炼__pricing__2026-10-10.md (code-index file id ` +
        '71455552112, 117,711 characters), a table cell a line: its head, then in page order the 华北2（北京） tables ' +
        'of the text-generation sections (千问Max ... 千问Coder, 千问翻译/数据挖掘/深入研究, 通义晓蜜, the open-source ' +
        'Qwen3.8, Qwen3.6, Qwen3.5, Qwen3, Qwen-VL, Qwen-Coder, and the resold DeepSeek, Kimi, GLM and MiniMax), ' +
        'each ' +
        'with its section line and notes, transcribed as read; other regions, the Omni/Audio/MT-Uni sections, the ' +
        "providers' own endpoints (kimi/..., ZHIPU/...) and the image, audio and video sections cut, each cut marked " +
        '[…]. Its bands (0<Token≤32K) are whole in this capture; the live form (HTML) is unproven',
    },
    NOTICE_731_PAGE,
    DEPRECIATION_PAGE,
  ],
  notFound:
    "the capture's fetched pages other than the price page (release-notes: its menu only; models: a model list " +
    'without prices); the 2026-09-16 capture already lists glm-5.3 in its 新加坡/德国/日本 tables (its mainland table ' +
    'not read), so glm-5.3 is first seen in the mainland table of 2026-09-18; no copy newer than 2026-10-10. ' +
    "Model Studio's list of models taken offline is read; the notices it cites (118177, 118344, 118345, 118434, " +
    '118331, 118332) have no stored copy, and a snapshot it writes in short (qwen-vl-ocr-1028, qwen-plus-0112) is ' +
    'not matched to the long id the price page gives it (qwen-vl-ocr-2024-10-28), so that one stays listed',
  earlier: [
    {
      date: '2026-06-08',
      basis:
        'undated copy (code-index file id 56160251087, a Markdown rendering of the page, one cell a line); dated by ' +
        'the newest dated model id it lists, qwen3.7-max-2026-06-08',
      copies: [{ url: URL_CN, fixture: 'alibaba-history/2026-06-08-model-pricing.md' }, null, null],
    },
    {
      date: '2026-09-02',
      basis: captured('75668f5', '2026-09-02', '2026-09-02T21:16:11.117944'),
      copies: [{ url: URL_CN, fixture: 'alibaba-history/2026-09-02-model-pricing.md' }, null, null],
    },
    {
      date: '2026-09-14',
      basis:
        `${captured('60a0bfc', '2026-09-14', '2026-09-14T06:53:50.874055')}; recorded from 千问Max through 千问VL and ` +
        'from 文本生成-第三方模型 through MiniMax (the rest cut, [...])',
      copies: [{ url: URL_CN, fixture: 'alibaba-history/2026-09-14-model-pricing.md' }, null, null],
    },
    {
      date: '2026-09-18',
      basis:
        `${captured('032f95f', '2026-09-18', '2026-09-18T07:22:52.963062')}; recorded from 千问Max through 千问Plus ` +
        'and from 文本生成-第三方模型 through MiniMax (the rest cut, [...])',
      copies: [{ url: URL_CN, fixture: 'alibaba-history/2026-09-18-model-pricing.md' }, null, null],
    },
  ],
  recorded: '2026-10-10',
  recorded_basis: captured('995cc90', '2026-10-10', '2026-10-10T08:42:30.020155+08:00'),
  parse,
} satisfies SellerAdapter
