// Baidu Qianfan's current price page (模型服务计费, cloud.baidu.com/doc/qianfan/s/wmh4sv6ya) as a third party's
// daily text capture rendered it: each table cell a line opening '| ', a cell's further lines (a model's other
// version names, the band '输入Token数：[0,32k)' under 推理服务) following without it, row and column spans
// collapsed. Its 按量后付费 tables of 文本生成 and 深度思考 are read: per model its family and versions, then each
// 子项 (输入 / 命中缓存 / 输出, a band in its brackets or its service's) with its 在线推理 price per 千 tokens and
// its 批量推理 cells. The capture's text step deleted what stood between a '<' and the next '>': where a label
// stops at '输入（输入=' the rest of its table is lost, and the read says so (partial). A limited-time offer
// printed above the tables (国庆限时活动) is read apart (baidu-qianfan-offer.ts).
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { type newRead, readOn, rowDefaults, type PageText } from './types.ts'

export type Read = ReturnType<typeof newRead>
type Band = { input_tokens_min: number; input_tokens_max?: number }

/** The section headings that end a table (a line without '| ' that is not a cell's further line). */
const ENDS = /^(按量后付费|按量包付费|按TPM付费|文本生成|视觉理解|深度思考|OCR|注：|备注信息：)/
/** The tables read, by their section heading. */
const SECTIONS = ['文本生成', '深度思考']

/** Who trained each family the tables list: Qianfan resells all but ERNIE. */
export const DEVELOPERS: [RegExp, string][] = [
  [/^ERNIE/i, 'baidu'],
  [/^DeepSeek/i, 'deepseek'],
  [/^GLM/i, 'zhipu'],
  [/^Kimi/i, 'moonshot'],
  [/^Qwen/i, 'alibaba'],
]

/**
 * The cells of the table after `at` (its lone '|' line), each with its further lines, and the heading that ends
 * the table (none: the copy ends first, so the table is not shown whole).
 */
function cellsAfter(lines: string[], at: number): { cells: string[]; end?: string } {
  const cells: string[] = []
  for (const line of lines.slice(at + 1)) {
    if (line.startsWith('| ')) cells.push(line.slice(2).trim())
    else if (ENDS.test(line)) return { cells, end: line }
    else if (!cells.length) break
    else cells[cells.length - 1] += `\n${line.trim()}`
  }
  return { cells }
}

const k = (n: string) => Number(n) * 1000

/** '输入（输入<=32k）', '输出（32k<输入=<128k）' -> the band; a label with no brackets -> undefined. */
function labelBand(label: string): Band | undefined {
  const m = /（(?:(\d+)k<)?输入(?:<=|=<)(\d+)k）$/.exec(label)
  return m ? { input_tokens_min: m[1] ? k(m[1]) : 0, input_tokens_max: k(m[2]) } : undefined
}

/** '输入Token数：[0,32k)', '（32k，200k]' -> the band; a bound without 'k' ('256]') is left unread. */
function serviceBand(cell: string): Band | undefined {
  const m = /输入Token数：[[(（](\d+)k?[,，](\d+)(k?)[)\]）]/.exec(cell)
  if (!m) return undefined
  const min = m[1] === '0' ? 0 : k(m[1])
  return m[3] ? { input_tokens_min: min, input_tokens_max: k(m[2]) } : { input_tokens_min: min }
}

/** A 子项 label's field; the page writes a cache hit both ways ('命中缓存', '缓存命中'). */
export const FIELD: Record<string, 'input' | 'output' | 'cache_read'> = {
  输入: 'input',
  输出: 'output',
  命中缓存: 'cache_read',
  缓存命中: 'cache_read',
}
export const isPrice = (c: string) => /^\d+(\.\d+)?$/.test(c)
/**
 * A list price with an offer's price beside it, in one cell ('原价：0.008国庆限定价：0.0048'): the list price.
 * The offer's price is read where the page states its dates (its 活动时间 block, baidu-qianfan-offer.ts).
 */
const listPriceIn = (c: string) => /^原价：(\d+(?:\.\d+)?)[^\d.：]+：\d+(?:\.\d+)?$/.exec(c)?.[1]
const isPriceCell = (c: string) => isPrice(c) || listPriceIn(c) !== undefined
const isLabel = (c: string) => /^(输入|输出|命中缓存|缓存命中|触发)/.test(c)
const isService = (c: string) => /^(推理服务|搜索增强)/.test(c)
const isFiller = (c: string) => /^(-+|元\/.*)$/.test(c)
export const perMillion = (n: number) => Number((n * 1000).toPrecision(12))

/** A model's cells: its family, its versions, its service's band. */
interface Block {
  family: string
  versions: string[]
  band?: Band
  bandWords: string
}

/** A mode of the domain (tools/official-price.ts): this page prices standard, off-peak and batch lines. */
type Mode = OfficialPrice['mode']

/** One price line being gathered: a model block's band and mode, its prices per 千 tokens and the words. */
interface Line {
  block: Block
  band?: Band
  mode: Mode
  /** The label's words of its hours ('高峰时段：8:00-22:00'), where it states them. */
  hours?: string
  prices: Partial<Record<'input' | 'output' | 'cache_read', number>>
  words: string[]
}

/** '（空闲时段：22:00-次日8:00）' -> off-peak, '（高峰时段：8:00-22:00）' -> the list price in those hours. */
function hoursOf(label: string): { mode: Mode; hours?: string } {
  const m = /（((高峰|空闲)时段：[^）]+)）$/.exec(label)
  return m ? { mode: m[2] === '空闲' ? 'off_peak' : 'standard', hours: m[1] } : { mode: 'standard' }
}

/** The line of (block, band, mode), made on first use. */
function lineOf(lines: Line[], block: Block, band: Band | undefined, mode: Mode, hours?: string): Line {
  const key = JSON.stringify(band ?? null)
  const found = lines.find((l) => l.block === block && l.mode === mode && JSON.stringify(l.band ?? null) === key)
  if (found) return found
  const line: Line = { block, band, mode, hours, prices: {}, words: [] }
  lines.push(line)
  return line
}

/**
 * The table's price lines, or where the capture's fault cut it. After a 子项 label: the 在线推理 price, then
 * the 批量推理 cells, of which the first is the batch list price ('原价'; '-' none); the later ones
 * ('2月活动价', '3月活动价') are promotions of months the page gives no year for, and are not read.
 */
function readTable(cells: string[], problems: string[]): { lines: Line[]; cut?: string } {
  const lines: Line[] = []
  let block: Block | undefined
  let unit = ''
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i]
    if (!isLabel(c) && !isService(c) && !isPriceCell(c) && !isFiller(c)) {
      block = { family: c, versions: cells[++i]?.split('\n') ?? [], bandWords: '' }
      unit = ''
    } else if (isService(c) && block) {
      block.band = serviceBand(c)
      block.bandWords = c.replace('\n', ' ')
    } else if (isLabel(c) && block) {
      if (/（[^）]*$/.test(c)) return { lines, cut: `${block.family}: '${c}'` }
      const stop = cells.findIndex((x, j) => j > i && !isPriceCell(x) && !isFiller(x))
      const [cell, batch, ...rest] = cells.slice(i + 1, stop < 0 ? cells.length : stop)
      const price = cell && (listPriceIn(cell) ?? cell)
      i = (stop < 0 ? cells.length : stop) - 1
      unit = [batch, ...rest].find((x) => x?.startsWith('元/')) ?? unit
      if (c === '触发') continue
      const field = FIELD[c.replace(/（.*$/, '')]
      if (!field || !isPrice(price ?? '') || unit !== '元/千tokens') {
        problems.push(`${block.family} ${c}: not read (${price} | ${batch}, unit '${unit}')`)
        continue
      }
      const band = labelBand(c) ?? block.band
      const { mode, hours } = hoursOf(c)
      const online = lineOf(lines, block, band, mode, hours)
      online.prices[field] = Number(price)
      online.words.push(`${c} ${cell}`)
      if (!isPrice(batch ?? '')) continue
      const batched = lineOf(lines, block, band, 'batch')
      batched.prices[field] = Number(batch)
      batched.words.push(`${c} 批量推理 ${batch}`)
    }
  }
  return { lines }
}

/** A model's id as its version name is written, its '（即将下线）' mark left off. */
const idOf = (version: string) => version.replace(/\s*[（(][^）)]*[）)]$/, '').toLowerCase()

/** The words a row read from one of the page's tables opens with: its section, as rowsOf writes them. */
const tableWords = (section: string) => ` ${section} 按量后付费 | `

/** Was the row read from the page's `section` table (its words name it, as rowsOf writes them)? */
export const readFromTable = (section: string, row: OfficialPrice) => row.evidence.includes(tableWords(section))

/** A table read from its header to the heading after it, with no cell the capture's fault cut. */
export interface WholeTable {
  section: string
  end: string
}

/**
 * Reads the page into `out`. Returns why the copy is not whole (a table the capture's fault cut, one the copy
 * ends inside, one missing), or null; and the tables it shows whole all the same. The fault deletes from a '<' on,
 * and a '<' stands only in a band label: a deletion leaves that label unclosed ('输入（输入='), which readTable
 * names; a table with no such label that ends at a heading is whole.
 */
export function readQianfan(page: PageText, seen: { date: string; basis: string }, out: Read) {
  const lines = page.text.split('\n').map((l) => l.trim())
  const dated = lines.find((l) => l.startsWith('更新时间：')) ?? ''
  const [faults, others, whole]: [string[], string[], WholeTable[]] = [[], [], []]
  for (const section of SECTIONS) {
    const at = lines.findIndex((l, i) => l === section && lines[i + 1] === '按量后付费' && lines[i + 2] === '|')
    if (at < 0) {
      out.problems.push(`${page.url}: no ${section} 按量后付费 table`)
      others.push(`no ${section} table`)
      continue
    }
    const { cells, end } = cellsAfter(lines, at + 2)
    const header = cells.slice(0, cells.indexOf('单位') + 1)
    const { lines: got, cut } = readTable(cells.slice(header.length), out.problems)
    if (cut) faults.push(`${section}: cut at ${cut}`)
    else if (!end) others.push(`its ${section} table runs to the end of the copy`)
    else whole.push({ section, end })
    const head = `${dated}${tableWords(section)}${header.join(' | ').replace(/\n/g, '')} |`
    for (const line of got) rowsOf(line, head, page, seen, out)
  }
  const why = [...(faults.length ? [`the capture's '<' fault cut its tables (${faults.join('; ')})`] : []), ...others]
  return { cut: why.length ? why.join('; ') : null, whole }
}

/**
 * The off-peak hours '22:00-次日8:00' (the offer block: '22:00–次日8:00') as a window (the page names no zone: a
 * mainland site's, Beijing time).
 */
export function windowOf(hours: string) {
  const m = /(\d{1,2}):(\d\d)[-–](?:次日)?(\d{1,2}):(\d\d)$/.exec(hours)
  const at = (h: string, min: string) => `${h.padStart(2, '0')}:${min}`
  return m ? { start: at(m[1], m[2]), end: at(m[3], m[4]), tz: 'Asia/Shanghai', weekdays: null } : undefined
}

/** The condition of a line: its band, its off-peak window; and the page's words for what no field holds. */
function conditionOf(line: Line) {
  const window = line.mode === 'off_peak' && line.hours ? windowOf(line.hours) : undefined
  const condition = line.band || window ? { ...line.band, ...(window ? { window } : {}) } : null
  const said = [
    line.band && line.band.input_tokens_max === undefined ? line.block.bandWords : '',
    line.hours ? `${line.hours}${window ? ' (no zone stated: Beijing time taken)' : ''}` : '',
  ].filter(Boolean)
  return { condition, condition_text: said.length ? `page: '${said.join("'; '")}'` : null }
}

function rowsOf(line: Line, head: string, page: PageText, seen: { date: string; basis: string }, out: Read) {
  const { family, versions, bandWords } = line.block
  const developer = DEVELOPERS.find(([re]) => re.test(family))?.[1] ?? 'baidu'
  const { input, output, cache_read } = line.prices
  const words = `${head} ${family} | ${versions.join(' ')} | ${bandWords} | ${line.words.join(' | ')} | 元/千tokens`
  for (const version of versions) {
    const model = idOf(version)
    const marked = /[（(]即将下线[）)]$/.test(version)
    if (!out.lives.some((l) => l.model === model))
      out.lives.push({
        model,
        aliases: [],
        status: marked ? 'deprecated' : 'listed',
        status_date: null,
        url: page.url,
        words: `${family} | ${version}`,
        ...(developer !== 'baidu' ? { developer } : {}),
      })
    if (input == null || output == null) {
      out.problems.push(`${version} ${line.mode}: no input and output price`)
      continue
    }
    const scaled = [input, output, cache_read].map((n) => (n == null ? null : perMillion(n)))
    const row: OfficialPrice = {
      ...rowDefaults,
      model,
      model_name_on_page: version,
      developer,
      currency: 'CNY',
      unit_stated: `${line.mode === 'batch' ? '批量推理（原价）' : '在线推理'} 元/千tokens`,
      input: scaled[0],
      output: scaled[1],
      cache_read: scaled[2],
      mode: line.mode,
      region: 'mainland China',
      scale_note:
        `page states input ¥${input}, output ¥${output}${cache_read != null ? `, cache hit ¥${cache_read}` : ''} ` +
        `per 1K tokens (元/千tokens); x1000 = per 1M`,
      ...conditionOf(line),
      ...readOn(page.url, page.seen ?? seen, 'official/baidu'),
      evidence: words,
    }
    out.rows.push(row)
  }
}
