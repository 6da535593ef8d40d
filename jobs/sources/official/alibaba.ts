// Alibaba Cloud Model Studio (百炼), mainland China: the 模型调用价格 page lists every model by section
// (千问Max, 千问Plus, ..., 文本生成-第三方模型) and, within a section, by region (#### 华北2（北京） is the
// mainland scope, priced in 元 per 百万Token). Its Markdown form writes each table cell on a line of its
// own: the model id, '> ' notes, the scope (中国内地), the mode, the context band (0<Token≤128K, or
// 无阶梯计价), then the prices: input, output, and where the table has the two columns 非思考模式 /
// 思考模式（思维链+回答）, the output in thinking mode. Models of other developers (DeepSeek, Kimi, GLM,
// MiniMax) are Alibaba's resale, filed under their developer with Alibaba as seller.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { newRead, readOn, rowDefaults, type PageText, type SellerAdapter, type SellerRead } from './types.ts'

const URL_CN = 'https://help.aliyun.com/zh/model-studio/model-pricing'
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
function bandOf(line: string): { input_tokens_min: number; input_tokens_max: number } | null | undefined {
  if (line === '无阶梯计价' || line === '不区分阶梯') return null
  const m = /^(\d+(?:\.\d+)?[KM]?)<Token≤(\d+(?:\.\d+)?[KM])$/.exec(line)
  return m ? { input_tokens_min: tokens(m[1]), input_tokens_max: tokens(m[2]) } : undefined
}

const PRICE = /^(\d+(?:\.\d+)?)元$/
const NONE = '\\-'

interface Listing {
  id: string
  section: string
  scope?: string
  mode?: string
  /** The table has the output columns 非思考模式 and 思考模式. */
  thinkingColumn: boolean
  /** The page's words where it prices the model as free ('限时免费'): no row is written. */
  free?: string
  bands: { band: ReturnType<typeof bandOf>; words: string; prices: (number | null)[] }[]
}

/** The mainland listings of the page: each model id with its scope, mode, bands and prices, as written. */
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
    else if (/^(限时免费|目前仅供免费体验)/.test(line)) current.free = line
    else if (/模式$/.test(line)) current.mode = line
    else if (bandOf(line) !== undefined) current.bands.push({ band: bandOf(line), words: line, prices: [] })
    else if (PRICE.test(line) || line === NONE) {
      if (!current.bands.length) current.bands.push({ band: null, words: '', prices: [] })
      current.bands.at(-1)!.prices.push(line === NONE ? null : Number(PRICE.exec(line)![1]))
    }
  }
  return out
}

/** A listing's rows: per band, the standard price and, where the page prices it apart, thinking output. */
function rowsOf(l: Listing, page: PageText, seen: { date: string; basis: string }): OfficialPrice[] {
  const developer = developerOf(l.id)
  if (!developer || l.scope !== '中国内地') return []
  return l.bands.flatMap((b) => {
    const [input, output, thinking] = b.prices
    if (input == null || (output == null && thinking == null)) return []
    const words = [l.id, l.scope, l.mode, b.words, ...b.prices.map((p) => (p == null ? '-' : `${p}元`))]
      .filter(Boolean)
      .join(' ')
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
            condition_text: [b.words || null, '思考模式（思维链+回答）'].filter(Boolean).join('; '),
          },
        ]
      : [base]
  })
}

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const read = newRead()
  for (const page of pages) {
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
    partial:
      'the recorded copy is an excerpt: the 华北2（北京） tables of the text-generation sections, ' +
      'other regions and other sections left out',
  }
}

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
        'code index (find_string), file id 56160251087 (118,346 characters; the index names no repository): ' +
        "a Markdown rendering of the page '模型调用价格' (help.aliyun.com's own links name it " +
        'https://help.aliyun.com/zh/model-studio/model-pricing), one table cell per line. Recorded: the ' +
        'page head and, in page order, the 华北2（北京） tables of 千问Max, 千问Plus, 千问Flash, 千问Turbo, QwQ, ' +
        '千问Long, Qwen3.6, Qwen3.5, Qwen3 (open-source) and of the third-party DeepSeek, Kimi, GLM and MiniMax ' +
        "sections, transcribed as read; every cut is marked […]. The live form (HTML, or the page's " +
        '"复制 MD 格式" Markdown) is unproven',
    },
  ],
  notFound:
    'no copy of help.aliyun.com/zh/model-studio/model-pricing newer than the one recorded (it lists ' +
    "qwen3.7-max-2026-06-08, not qwen3.8-max): the docs store ('qwen3.8-max 模型价格 华北2（北京）') holds " +
    'third-party pages only; help.aliyun.com keeps per-model pages (e.g. minimax-m3-1-flash) with ' +
    'their own 模型价格 table, not read by this adapter',
  recorded: '2026-06-08',
  recorded_basis:
    'undated copy; dated by the newest dated model id it lists, qwen3.7-max-2026-06-08 (so the page is of ' +
    'that day or later); it does not list qwen3.8-max yet',
  parse,
} satisfies SellerAdapter
