// A limited-time offer Qianfan's price page printed above its tables (the captures of 2026-09-24 to 2026-10-08:
// 国庆限时活动, '活动时间：' its window, '活动模型：' its models, then '服务价格' and a table of one cell a line, each
// after a lone '|'). Per model and 子项 it gives the regular price (常规价格) and the offer's (国庆特定价), either split
// into busy and idle hours (忙时 / 闲时, the hours in the header) or one price for the whole day. The block states
// no unit: a model a price table of the page also prices at the block's regular numbers proves it (元/千tokens).
// Its regular prices stand in only for offers no table of the read prices (these models' own 文本生成 rows are
// lost to the capture's '<' fault); its offer prices are promotions over the stated window, which the page gives
// with no zone: a mainland site's, Beijing time.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { DEVELOPERS, FIELD, isPrice, perMillion, type Read, windowOf } from './baidu-qianfan.ts'
import { beijingInstant } from './dates.ts'
import { offerKey } from './keys.ts'
import { type PageText, readOn, rowDefaults } from './types.ts'

type Field = 'input' | 'output' | 'cache_read'
type Seen = { date: string; basis: string }

/** The block's words above its table, its window and models, and its table's cells. */
interface OfferBlock {
  words: string
  window: string
  from: string
  until: string
  models: string[]
  header: string[]
  cells: string[]
}

/** One model's lines in the block: per field its prices, left to right, and the words they were read from. */
interface OfferModel {
  name: string
  prices: Partial<Record<Field, number[]>>
  words: string[]
}

/** '2026年9月24日 00:00' (Beijing time, the page naming no zone) -> '2026-09-23T16:00Z'. */
function instantOf(words: string): string | undefined {
  const m = /^(\d{4})年(\d{1,2})月(\d{1,2})日 (\d{1,2}):(\d\d)$/.exec(words.trim())
  if (!m) return undefined
  const [y, month, d, h, min] = m.slice(1).map(Number)
  return beijingInstant(y, month, d, h, min)
}

/** The lines as cells, each opened by a lone '|' line. */
function cellsOf(lines: string[]): string[] {
  const cells: string[] = []
  for (const line of lines) {
    if (line === '|') cells.push('')
    else if (cells.length) cells[cells.length - 1] = cells[cells.length - 1] ? `${cells.at(-1)}\n${line}` : line
  }
  return cells
}

/**
 * The offer block, or undefined where the page prints none; a block not read whole (its table not ended by the
 * 文本生成 heading, its window or models unread) is a problem.
 */
function offerBlock(lines: string[], problems: string[]): OfferBlock | undefined {
  const at = lines.indexOf('活动时间：')
  if (at < 0) return undefined
  const top = lines.lastIndexOf('模型价格', at)
  const priced = lines.indexOf('服务价格', at)
  const end = lines.findIndex((l, i) => i > priced && l === '文本生成' && lines[i + 1] === '按量后付费')
  const [start, until] = lines[at + 1].split(/\s+[–-]\s+/).map(instantOf)
  if (top < 0 || priced < 0 || end < 0 || !start || !until || lines[at + 2] !== '活动模型：') {
    problems.push(`the offer block at '活动时间：' is not read whole (its window, models or table's end unseen)`)
    return undefined
  }
  const cells = cellsOf(lines.slice(priced + 1, end))
  const hours = cells.map((c, i) => (/^(忙时|闲时)\n/.test(c) ? i : -1)).filter((i) => i >= 0)
  const header = cells.slice(0, (hours.at(-1) ?? cells.indexOf('常规价格') + 1) + 1)
  return {
    words: lines.slice(top + 1, at).join(' '),
    window: lines[at + 1],
    from: start,
    until,
    models: lines[at + 3].split('、'),
    header,
    cells: cells.slice(header.length),
  }
}

/** The block's table by model: each 子项 label (输入 / 缓存命中 / 输出) and the prices after it. */
function offerModels(cells: string[], problems: string[]): OfferModel[] {
  const out: OfferModel[] = []
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i]
    const field = FIELD[c]
    if (!field && !isPrice(c)) out.push({ name: c, prices: {}, words: [c] })
    else if (field && out.length) {
      const prices = cells.slice(i + 1).findIndex((x) => !isPrice(x))
      const got = cells.slice(i + 1, prices < 0 ? cells.length : i + 1 + prices)
      out[out.length - 1].prices[field] = got.map(Number)
      out[out.length - 1].words.push(c, ...got)
      i += got.length
    } else problems.push(`the offer block: '${c}' not read`)
  }
  return out
}

/** Which column is which line: four (regular busy, regular idle, offer busy, offer idle) or two (regular, offer). */
const COLUMNS: Record<number, { mode: 'standard' | 'off_peak'; offer: boolean; hours?: 0 | 1 }[]> = {
  4: [
    { mode: 'standard', offer: false, hours: 0 },
    { mode: 'off_peak', offer: false, hours: 1 },
    { mode: 'standard', offer: true, hours: 0 },
    { mode: 'off_peak', offer: true, hours: 1 },
  ],
  2: [
    { mode: 'standard', offer: false },
    { mode: 'standard', offer: true },
  ],
}

const squash = (name: string) => name.toLowerCase().replace(/[\s-]/g, '')

/** The model a price table of the read prices at the block's regular numbers: the proof of the block's unit. */
function unitProof(models: OfferModel[], block: OfferBlock, url: string, rows: OfficialPrice[]) {
  return models.find((m) => {
    const id = block.models.find((n) => squash(n) === squash(m.name))?.toLowerCase()
    const listed = rows.find((r) => r.model === id && r.url === url && r.mode === 'standard' && !r.condition)
    const fields = Object.entries(m.prices) as [Field, number[]][]
    return listed && fields.length && fields.every(([f, p]) => listed[f] === perMillion(p[0]))
  })
}

/** The words of a line's hours ('忙时 8:00–22:00') from the header's hour cells, busy first. */
const hoursWords = (header: string[], which: 0 | 1) =>
  header.filter((c) => /^(忙时|闲时)\n/.test(c))[which]?.replace('\n', ' ')

const scaled = (n: number | undefined) => (n == null ? null : perMillion(n))
const developerOf = (id: string) => DEVELOPERS.find(([re]) => re.test(id))?.[1] ?? 'baidu'

/** One row of a model's column: the regular price as its mode, the offer's as a promotion over the window. */
function offerRow(m: OfferModel, id: string, col: number, block: OfferBlock, proof: string, where: Where) {
  const spec = COLUMNS[Object.values(m.prices)[0]?.length ?? 0][col]
  const per: Partial<Record<Field, number>> = Object.fromEntries(Object.entries(m.prices).map(([f, p]) => [f, p[col]]))
  const hours = spec.hours === undefined ? undefined : hoursWords(block.header, spec.hours)
  const window = spec.mode === 'off_peak' && hours ? windowOf(hours) : undefined
  const column = block.header[block.header.indexOf('常规价格') + (spec.offer ? 1 : 0)]
  const stated = `page: '活动时间：${block.window}' (no zone stated: Beijing time taken)`
  const said = hours ? `'${hours}'${window ? ' (no zone stated: Beijing time taken)' : ''}` : ''
  const promotion = spec.offer ? { promotion_until: block.until } : {}
  return {
    ...rowDefaults,
    model: id,
    model_name_on_page: m.name,
    developer: developerOf(id),
    currency: 'CNY' as const,
    unit_stated: `${column} 元/千tokens (the block states none; ${proof})`,
    input: scaled(per.input),
    output: scaled(per.output),
    cache_read: scaled(per.cache_read),
    mode: spec.offer ? ('promotion' as const) : spec.mode,
    region: 'mainland China',
    scale_note:
      `page states input ¥${per.input}, output ¥${per.output}` +
      `${per.cache_read != null ? `, cache hit ¥${per.cache_read}` : ''} per 1K tokens (元/千tokens); x1000 = per 1M`,
    condition: window || spec.offer ? { ...(window ? { window } : {}), ...promotion } : null,
    condition_text: spec.offer ? [stated, said].filter(Boolean).join('; ') : said ? `page: ${said}` : null,
    ...(spec.offer ? { effective_from: block.from, effective_until: block.until, effective_basis: stated } : {}),
    ...readOn(where.page.url, where.page.seen ?? where.seen, 'official/baidu'),
    evidence:
      `${where.dated} ${block.words} 活动时间： ${block.window} 活动模型： ${block.models.join('、')} 服务价格 | ` +
      `${block.header.filter(Boolean).join(' | ').replace(/\n/g, ' ')} | ${m.words.join(' | ')}`,
  } satisfies OfficialPrice
}

type Where = { page: PageText; seen: Seen; dated: string }

/**
 * Reads the page's offer block into `out`, after its tables: its regular prices stand in only for offers no table
 * of the read prices. Its models the tables do not name are listed in `out.lives`.
 */
export function readOffer(page: PageText, seen: Seen, out: Read) {
  const lines = page.text.split('\n').map((l) => l.trim())
  const dated = lines.find((l) => l.startsWith('更新时间：')) ?? ''
  const block = offerBlock(lines, out.problems)
  if (!block) return
  const models = offerModels(block.cells, out.problems)
  const proof = unitProof(models, block, page.url, out.rows)
  if (!proof) {
    out.problems.push('the offer block states no unit and no price table prices its models alike: not read')
    return
  }
  const proofWords = `a price table of the page prices ${proof.name} at the block's 常规价格 in 元/千tokens`
  for (const m of models) {
    const listed = block.models.find((n) => squash(n) === squash(m.name))
    const width = Object.values(m.prices)[0]?.length ?? 0
    if (!listed || !COLUMNS[width] || Object.values(m.prices).some((p) => p.length !== width)) {
      out.problems.push(`the offer block: ${m.name} not read (not an 活动模型, or ${width} prices a 子项)`)
      continue
    }
    const id = listed.toLowerCase()
    for (let col = 0; col < width; col++) {
      const row = offerRow(m, id, col, block, proofWords, { page, seen, dated })
      if (!out.rows.some((r) => offerKey(r) === offerKey(row))) out.rows.push(row)
    }
    if (!out.lives.some((l) => l.model === id))
      out.lives.push({
        model: id,
        aliases: [],
        status: 'listed',
        status_date: null,
        url: page.url,
        words: `活动模型： ${block.models.join('、')}`,
        ...(developerOf(id) !== 'baidu' ? { developer: developerOf(id) } : {}),
      })
  }
}
