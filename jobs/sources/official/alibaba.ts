// Alibaba Cloud Model Studio (百炼), mainland China: the 模型调用价格 page lists every model by section
// (千问Max, 千问Plus, ..., 文本生成-第三方模型) and, within a section, by region (#### 华北2（北京） is the
// mainland scope, priced in 元 per 百万Token). Its Markdown form writes each table cell on a line of its
// own: the model id, '> ' notes, the scope (中国内地), the mode, the context band (0<Token≤128K, or
// 无阶梯计价), then the prices: input, output, and where the table has the two columns 非思考模式 /
// 思考模式（思维链+回答）, the output in thinking mode. A later rendering writes the tables as pipe rows (cellLines
// turns them into that form; no scope column, the 华北2（北京） heading is the scope). Models of other developers
// (DeepSeek, Kimi, GLM, MiniMax) are Alibaba's resale, filed under their developer with Alibaba as seller. A
// decommissioning notice (下线通知) retires the models it lists on the day it states.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import {
  type ModelLife,
  newRead,
  readOn,
  rowDefaults,
  type PageText,
  type SellerAdapter,
  type SellerRead,
} from './types.ts'

const URL_CN = 'https://help.aliyun.com/zh/model-studio/model-pricing'
/** Alibaba Cloud's notice retiring five mainline models in its Beijing and Singapore regions. */
export const URL_NOTICE_731 =
  'https://www.alibabacloud.com/zh/notice/' +
  'model_studionotice_on_the_decommissioning_of_certain_historical_mainline_models_731'
const ADAPTER = 'official/alibaba'
const MAINLAND = '华北2（北京）'
const THINKING_COLUMN = '**思考模式（思维链+回答）**'

/** Who trained a model the page lists, by its id (resale of another developer's model included). */
function developerOf(id: string): string | undefined {
  const rules: [RegExp, string][] = [
    [/^(qwen|qwq)/i, 'alibaba'],
    [/^deepseek-/i, 'deepseek'],
    [/^(kimi-|moonshot-)/i, 'moonshot'],
    [/^glm-/i, 'zhipu'],
    [/^minimax-/i, 'minimax'],
  ]
  return rules.find(([re]) => re.test(id))?.[1]
}

/** '128K' -> 128000, '1M' -> 1000000 (decimal, as the page's bands are read throughout data/official). */
function tokens(s: string): number {
  const m = /^(\d+(?:\.\d+)?)([KM]?)$/.exec(s)!
  return Number(m[1]) * (m[2] === 'K' ? 1000 : m[2] === 'M' ? 1_000_000 : 1)
}

/** '32K<Token≤128K' -> the band; '无阶梯计价' / '不区分阶梯' (one price) -> null. */
export function bandOf(line: string): { input_tokens_min: number; input_tokens_max: number } | null | undefined {
  if (line === '无阶梯计价' || line === '不区分阶梯') return null
  const m = /^(\d+(?:\.\d+)?[KM]?)<Token≤(\d+(?:\.\d+)?[KM])$/.exec(line)
  return m ? { input_tokens_min: tokens(m[1]), input_tokens_max: tokens(m[2]) } : undefined
}

/** '2.4元', or a list price beside a limited-time discount: '原价12元**（限时5折）**' (the list price is read). */
const PRICE = /^(?:原价)?(\d+(?:\.\d+)?)元(?:\*\*（限时\d+(?:\.\d+)?折）\*\*)?$/
/** No price in the column: '\-', escaped once or twice as the renderings write it. */
const NONE = /^\\{1,2}-$/

interface Listing {
  id: string
  section: string
  scope?: string
  mode?: string
  /** The table has the output columns 非思考模式 and 思考模式. */
  thinkingColumn: boolean
  /** The page's words where it prices the model as free ('限时免费'): no row is written. */
  free?: string
  /** A pipe table under 华北2（北京） names no scope: the heading is its region. */
  scopeless?: boolean
  bands: { band: ReturnType<typeof bandOf>; words: string; prices: (number | null)[]; texts: string[] }[]
}

/**
 * A pipe-table rendering ('| qwen3.8-max > [Batch调用](...)半价 | 非思考和思考模式 | 0<Token≤1M | 12元 | 36元 |',
 * a later band a row of its own: '| 32K<Token≤128K | 4元  | 16元 |') as one cell a line, the form the parse reads:
 * the id apart from its '> ' notes, rule rows dropped.
 */
export function cellLines(text: string): string {
  return text
    .split('\n')
    .flatMap((line) => {
      if (!line.trim().startsWith('|')) return [line]
      const cells = line
        .trim()
        .replace(/^\|/, '')
        .replace(/\|$/, '')
        .split('|')
        .map((c) => c.trim())
      if (cells.every((c) => /^-{3,}$/.test(c))) return []
      const [first, ...notes] = cells[0].split(' > ')
      return [first, ...notes.map((n) => `> ${n}`), ...cells.slice(1)].filter(Boolean)
    })
    .join('\n')
}

/** The mainland listings of the page: each model id with its scope, mode, bands and prices, as written. */
export function mainlandListings(text: string): Listing[] {
  const pipe = /^\|/m.test(text)
  const lines = cellLines(text)
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
      current = { id: line, section, thinkingColumn, bands: [], ...(pipe ? { scopeless: true } : {}) }
      out.push(current)
      continue
    }
    if (!current) continue
    if (line === '中国内地') current.scope = line
    else if (/^(限时免费|目前仅供免费体验)/.test(line)) current.free = line
    else if (/模式$/.test(line)) current.mode = line
    else if (bandOf(line) !== undefined) current.bands.push({ band: bandOf(line), words: line, prices: [], texts: [] })
    else if (PRICE.test(line) || NONE.test(line)) {
      if (!current.bands.length) current.bands.push({ band: null, words: '', prices: [], texts: [] })
      const band = current.bands.at(-1)!
      band.prices.push(NONE.test(line) ? null : Number(PRICE.exec(line)![1]))
      band.texts.push(NONE.test(line) ? '-' : line)
    }
  }
  return out
}

/**
 * A 下线通知 (decommissioning notice): its 影响时间 ('2026-10-10 00:00:00 (UTC+08)') and the models of its
 * 下线清单 ('  • qwen-turbo'), each retired that day (Beijing time), with the notice's own sentence.
 */
export function noticeLives(page: PageText): ModelLife[] {
  const lines = page.text.split('\n').map((l) => l.trim())
  const at = lines.indexOf('影响时间')
  const time = lines.slice(at + 1).find(Boolean) ?? ''
  const day = at >= 0 ? /^(\d{4}-\d{2}-\d{2}) \d{2}:\d{2}:\d{2} \(UTC\+08\)/.exec(time)?.[1] : undefined
  const list = lines.findIndex((l) => /下线清单.*如下/.test(l) && !l.includes('推荐'))
  if (!day || list < 0) return []
  const said = lines.find((l) => l.includes('进行下线处理')) ?? ''
  const models: string[] = []
  for (const l of lines.slice(list + 1)) {
    const item = /^[•*-]\s*([a-z][\w.-]*)$/i.exec(l)
    if (item) models.push(item[1])
    else if (models.length && l) break
  }
  const words = `影响时间 ${time} ... ${said.split('。')[0]}。 下线清单: ${models.join(', ')}`
  return models.map((model) => ({ model, aliases: [], status: 'retired', status_date: day, url: page.url, words }))
}

/**
 * The read's rows of the models a notice retires, marked retired on its day in the parse itself: a later read
 * of a copy still pricing them then finds them history already, not a current offer to retire again.
 */
export function retireNoticed(rows: OfficialPrice[], lives: ModelLife[]): OfficialPrice[] {
  const day = new Map(
    lives.filter((l) => l.status === 'retired' && l.status_date).map((l) => [l.model, l.status_date!]),
  )
  return rows.map((r) =>
    day.has(r.model)
      ? {
          ...r,
          status: 'retired' as const,
          status_date: day.get(r.model)!,
          effective_until: day.get(r.model)!,
          effective_basis: `page: retired ${day.get(r.model)}`,
        }
      : r,
  )
}

/** A listing's rows: per band, the standard price and, where the page prices it apart, thinking output. */
function rowsOf(l: Listing, page: PageText, seen: { date: string; basis: string }): OfficialPrice[] {
  const developer = developerOf(l.id)
  if (!developer || (l.scope !== '中国内地' && !l.scopeless)) return []
  return l.bands.flatMap((b) => {
    const [input, output, thinking] = b.prices
    if (input == null || (output == null && thinking == null)) return []
    const words = [l.id, l.scope, l.mode, b.words, ...b.texts].filter(Boolean).join(' ')
    // '原价12元**（限时5折）**': the list price is the row; the discount, stated as a share, is not a price read.
    const listed = b.texts.some((t) => t.startsWith('原价')) ? '原价 (list price); the 限时 discount not read' : ''
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
          listed,
        ]
          .filter(Boolean)
          .join('; ') || null,
      region: 'mainland China',
      ...readOn(page.url, page.seen ?? seen, ADAPTER),
      evidence: words,
    }
    const apart = l.thinkingColumn && output != null && thinking != null && thinking !== output
    return apart
      ? [
          base,
          {
            ...base,
            mode: 'thinking' as const,
            output: thinking,
            condition_text: [b.words || null, '思考模式（思维链+回答）', listed].filter(Boolean).join('; '),
          },
        ]
      : [base]
  })
}

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const read = newRead()
  for (const page of pages) {
    if (page.url === URL_NOTICE_731) {
      const lives = noticeLives(page)
      if (!lives.length) read.problems.push(`${page.url}: no 影响时间 and 下线清单 read`)
      read.lives.push(...lives)
      continue
    }
    const listings = mainlandListings(page.text)
    if (!listings.length) read.problems.push(`${page.url}: no mainland (${MAINLAND}) listing read`)
    for (const l of listings) {
      const rows = rowsOf(l, page, seen)
      read.rows.push(...rows)
      if (!rows.length && developerOf(l.id))
        read.problems.push(
          l.free
            ? `${l.id}: '${l.free}' (free for a while), no price recorded`
            : `${l.id}: no mainland input and output price per token read`,
        )
      if (developerOf(l.id))
        read.lives.push({
          model: l.id,
          aliases: [],
          status: 'listed',
          status_date: null,
          url: page.url,
          words: `${l.id} (${l.section})`,
        })
    }
  }
  return {
    ...read,
    rows: retireNoticed(read.rows, read.lives),
    partial:
      'the recorded copies are excerpts: the 华北2（北京） tables of the text-generation sections, ' +
      'other regions and other sections left out (the 2026-08-17 copy: the third-party sections too)',
  }
}

/**
 * The copy of 2026-06-08: code index file id 56160251087 (118,346 characters), a Markdown rendering of the page
 * '模型调用价格' one table cell per line; recorded: the page head and the 华北2（北京） tables of the text-generation
 * sections, the third-party DeepSeek, Kimi, GLM and MiniMax ones too, transcribed as read, every cut marked […].
 */
const PRICE_COPY_0608 = 'alibaba-history/2026-06-08-model-pricing.md'
const BASIS_0608 =
  'undated copy (code index file id 56160251087); dated by the newest dated model id it lists, ' +
  'qwen3.7-max-2026-06-08 (so the page is of that day or later); it does not list qwen3.8-max yet'
const PRICE_COPY_0817 = 'alibaba/model-pricing.md'
const BASIS_0817 =
  'undated copy (code index file id 69253873521); dated 2026-08-17, the earliest it can be: its DeepSeek ' +
  "section (character 88,285, not recorded) says 'DeepSeek-V4-Flash-0731 已于 2026-08-17 00:00 " +
  "起调整为峰谷定价模式'; it lists qwen3.8-max but not qwen3.8-max-0902 (the international list dated 2026-09-02 does)"

export default {
  seller: 'alibaba',
  seller_name: 'Alibaba Cloud Model Studio (阿里云百炼, China)',
  developer_of_models: ['alibaba'],
  pages: [
    {
      url: URL_CN,
      fixture: PRICE_COPY_0817,
      copy: 'text-rendering',
      origin:
        'code index (find_string), file id 69253873521 (171,487 characters; the index names no repository): a ' +
        "Markdown crawl of help.aliyun.com pages, the price list '模型调用价格' from about character 19,000, its " +
        'tables as pipe rows (a later band a row of its own). Recorded: from its opening sentence (模型调用默认 ' +
        '按量计费) the 阶梯计费规则 and, in page order, the 华北2（北京） tables of 千问Max, 千问Plus, 千问Flash, ' +
        '千问Turbo, QwQ, 千问Long and of the open-source Qwen3.8, Qwen3.6, Qwen3.5 and Qwen3, transcribed as read; ' +
        'every cut is marked […]. Other regions, the other sections and the third-party models are left out',
      recorded: { date: '2026-08-17', basis: BASIS_0817 },
    },
    {
      url: URL_NOTICE_731,
      fixture: 'alibaba/notice-decommissioning-731.txt',
      copy: 'text-rendering',
      origin:
        "search tool, docs corpus: the stored text of the notice '【Model Studio】部分历史主线模型下线通知' " +
        '(stored under the address with ?_p_lc=1), as the store returned it, whole from its 升级公告 label to ' +
        "its last line; it gives no day of publication. Read for its 影响时间 '2026-10-10 00:00:00 (UTC+08)' " +
        'and its 下线清单 (qwen-turbo, qwen-vl-max, qwen-vl-plus, qwq-plus, qvq-max: 北京站和新加坡站点)',
    },
  ],
  notFound:
    'no whole copy of help.aliyun.com/zh/model-studio/model-pricing; the copy of 2026-08-17 is recorded for ' +
    "Alibaba's own text-generation models only, so the resold DeepSeek, Kimi, GLM and MiniMax prices stand as " +
    'the 2026-06-08 copy read them (its third-party sections, priced from character ~88,000, not transcribed); ' +
    'help.aliyun.com keeps per-model pages (e.g. minimax-m3-1-flash) with their own 模型价格 table, not read',
  earlier: [
    { date: '2026-06-08', basis: BASIS_0608, copies: [{ url: URL_CN, fixture: PRICE_COPY_0608 }, null] },
    { date: '2026-08-17', basis: BASIS_0817, copies: [{ url: URL_CN, fixture: PRICE_COPY_0817 }, null] },
  ],
  recorded: '2026-10-10',
  recorded_basis:
    "the retirement notice's stated day, '2026-10-10 00:00:00 (UTC+08)' (its stored copy is undated; as the " +
    "xAI migration guide is dated): the day its models leave; the price page's rows keep their own copy's date",
  parse,
} satisfies SellerAdapter
