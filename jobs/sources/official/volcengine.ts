// Volcengine Ark's (火山方舟) model price page (模型价格), as a third party's raw capture of the rendered page held it:
// the doc editor's tables, transcribed with every cell's column id (data/official-pages/volcengine/). Its 大语言模型
// section prices each model in four tables, one per way of serving a request: 在线推理（常规） (the list price),
// （低延迟）, （低优） and 批量推理. Each table names its columns in its header row (输入(非音频), 缓存命中(非音频),
// 输出, in 元/百万token); a model priced by input length has one row per band (输入长度 (32, 128], in 千 token).
// Earlier days' captures are kept as excerpts of those tables in the same transcription, '[…]' where rows or a
// whole table were left out: their rows date launches, and a model they leave out is not taken as gone. The same
// party's text capture of a day (its lines as read, volcengine-capture.ts) is read as the transcription is.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { pageText } from './html-text.ts'
import { amountOf, column, type PipeTable, pipeTables } from './markdown.ts'
import { captureAsText, isCapture } from './volcengine-capture.ts'
import {
  newRead,
  readOn,
  rowDefaults,
  type PageText,
  type SellerAdapter,
  type SellerRead,
  type Window,
} from './types.ts'

const URL_PAGE = 'https://www.volcengine.com/docs/82379/1544106'

/** The sections of text models' prices, each the mode its table sells in. */
const SECTIONS = [
  { title: '在线推理（常规）', mode: 'standard' },
  // Low latency at about three times the list price: the premium tier.
  { title: '在线推理（低延迟）', mode: 'priority' },
  // '单价约为在线推理（常规）的 50%' at a lower priority: the flex tier.
  { title: '在线推理（低优）', mode: 'flex' },
  { title: '批量推理', mode: 'batch' },
] as const
type Mode = (typeof SECTIONS)[number]['mode']
/** The section after the text models': the proof the copy holds their whole section. */
const NEXT_SECTION = '视频生成模型'
/** The line an excerpt of the page (an earlier capture read in part) puts where it left rows or a table out. */
const LEFT_OUT = '[…]'
/** The page's headings by level, which a text capture writes bare: the transcription's '#' and '##' lines. */
const HEADINGS = new Map<string, number>([
  ['大语言模型', 1],
  ...SECTIONS.map((s) => [s.title, 2] as const),
  ['在线推理（TPM 保障包）', 2],
  [NEXT_SECTION, 1],
])

/** Who trained a model the page names, by its name (Volcengine resells GLM and DeepSeek beside its Doubao). */
function developerOf(model: string): string | null {
  if (model.startsWith('doubao-')) return 'bytedance'
  if (model.startsWith('glm-')) return 'zhipu'
  if (model.startsWith('deepseek-')) return 'deepseek'
  return null
}

/**
 * A name cell: the model, and the note quoted under it ('调整前价格，2026-08-21 起不适用': the price before an
 * adjustment, not charged from that day). '正式版' marks the released model beside its '预览版' (preview), which
 * keeps the page's name: no id of its own is stated.
 */
function nameCell(cell: string) {
  const note = /调整前价格，(\d{4}-\d{2}-\d{2}) 起不适用/.exec(cell)
  const name = cell.split(' ')[0]
  return { name, model: name.replace(/正式版$/, ''), before: note ? { day: note[1], words: note[0] } : null }
}

/** An input-length band '输入长度 (32, 128]' in thousands of tokens, as the row's bounds in tokens. */
function bandOf(cell: string) {
  const m = /^输入长度 ([[(])(\d+), (\d+)\]$/.exec(cell)
  if (!m) return null
  const [low, high] = [Number(m[2]) * 1000, Number(m[3]) * 1000]
  return { ...(m[1] === '(' ? { input_tokens_min: low } : {}), input_tokens_max: high }
}

/**
 * The off-peak hours of the note over the table: '高峰时段：北京时间周一至周五 09:00–12:00、14:00–18:00。' and
 * '空闲时段：除上述高峰时段外，其余均为空闲时段。' -> on weekdays the hours between the peaks, the whole weekend,
 * and Monday from midnight to its first peak (a window starts on its day).
 */
export function offPeakHours(text: string): { window: Window; words: string }[] {
  const peak = /高峰时段：北京时间周一至周五 ((?:\d{2}:\d{2}–\d{2}:\d{2}、?)+)。/.exec(text)
  const rest = /空闲时段：除上述高峰时段外，其余均为空闲时段。/.exec(text)
  if (!peak || !rest) return []
  const words = `${peak[0]} ${rest[0]}`
  const peaks = [...peak[1].matchAll(/(\d{2}:\d{2})–(\d{2}:\d{2})/g)].map((p) => [p[1], p[2]]).sort()
  const tz = 'Asia/Shanghai'
  const between = peaks.map((p, i) => ({
    start: p[1],
    end: peaks[(i + 1) % peaks.length][0],
    tz,
    weekdays: [1, 2, 3, 4, 5],
  }))
  const weekend = { start: '00:00', end: '00:00', tz, weekdays: [6, 7] }
  const monday = { start: '00:00', end: peaks[0][0], tz, weekdays: [1] }
  return [...between, weekend, monday].map((window) => ({ window, words }))
}

/** The lines of one section: from its heading to the next heading of any level. */
function sectionLines(lines: string[], title: string): string[] | null {
  const start = lines.indexOf(`## ${title}`)
  if (start < 0) return null
  const end = lines.findIndex((l, i) => i > start && /^#{1,2} /.test(l))
  return lines.slice(start + 1, end < 0 ? undefined : end)
}

/** The header columns every price table has (a table without one is read wrongly, not guessed). */
function columnsOf(table: PipeTable) {
  const at = {
    name: column(table.header, /^模型名称$/),
    condition: column(table.header, /^条件/),
    input: column(table.header, /^输入[(（]非音频[)）]/),
    cache: column(table.header, /^缓存命中[(（]非音频[)）]/),
    output: column(table.header, /^输出/),
  }
  return Object.values(at).every((i) => i >= 0) ? at : null
}

interface TableRead {
  rows: OfficialPrice[]
  models: { name: string; model: string; words: string }[]
  problems: string[]
}

/** One section's table, as rows of its mode. */
function readTable(
  table: PipeTable,
  section: { title: string; mode: Mode },
  page: PageText,
  seen: { date: string; basis: string },
  hours: { window: Window; words: string }[],
): TableRead {
  const out: TableRead = { rows: [], models: [], problems: [] }
  const at = columnsOf(table)
  if (!at) return { ...out, problems: [`${section.title}: no 模型名称/条件/输入/缓存命中/输出 header in the table`] }
  const head = `${section.title} | ${table.header.join(' | ')}`
  const cells = table.rows.map((r) => ({ ...nameCell(r.cells[at.name]), cells: r.cells, line: r.line }))
  // A model priced by bands has a row each; its one row's band ([0, 1024]) only states how long an input may be.
  const rowsOf = (m: string) => cells.filter((c) => c.model === m && !c.before).length
  // The adjusted price starts the day the note under the old one says that one stops.
  const adjusted = new Map(cells.flatMap((c) => (c.before ? [[c.model, c.before] as const] : [])))
  for (const c of cells) {
    const developer = developerOf(c.model)
    const [input, cache, output] = [c.cells[at.input], c.cells[at.cache], c.cells[at.output]].map(amountOf)
    if (!developer || input == null || output == null) {
      out.problems.push(`${section.title}: no model or no input and output price in "${c.line}"`)
      continue
    }
    out.models.push({ name: c.name, model: c.model, words: `${head} ${c.line}` })
    const when = c.cells[at.condition]
    const band = bandOf(when)
    const since = c.before ? null : adjusted.get(c.model)
    const row: OfficialPrice = {
      ...rowDefaults,
      model: c.model,
      ...(c.name !== c.model ? { model_name_on_page: c.name } : {}),
      developer,
      currency: 'CNY',
      unit_stated: '元/百万token',
      input,
      output,
      cache_read: cache,
      mode: section.mode,
      condition: band && rowsOf(c.model) > 1 ? band : null,
      condition_text: when === '-' ? null : when,
      ...(c.before
        ? { effective_until: c.before.day, effective_basis: `page: '${c.before.words}'` }
        : since
          ? { effective_from: since.day, effective_basis: `page, under the price before: '${since.words}'` }
          : {}),
      ...readOn(page.url, seen, 'official/volcengine'),
      evidence: `${head} ${c.line}`,
    }
    if (when === '高峰时段' && section.mode === 'standard') out.rows.push({ ...row, condition_text: hoursWords(hours) })
    else if (when === '空闲时段' && section.mode === 'standard') out.rows.push(...offPeakRows(row, hours, out.problems))
    else if (band || when === '-') out.rows.push(row)
    else out.problems.push(`${section.title}: a condition not read, "${when}" in "${c.line}"`)
  }
  return out
}

const hoursWords = (hours: { words: string }[]) => `北京时间; page: '${hours[0]?.words ?? ''}'`

/** An off-peak row for each window the note states (none stated: the row is not written, as not readable). */
function offPeakRows(row: OfficialPrice, hours: { window: Window; words: string }[], problems: string[]) {
  if (!hours.length) problems.push(`${row.model}: 空闲时段 priced, but the note states no hours`)
  return hours.map((h) => ({
    ...row,
    mode: 'off_peak' as const,
    condition: { window: h.window },
    condition_text: `空闲时段; page: '${h.words}'`,
  }))
}

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const { rows, lives, problems } = newRead()
  let whole = 0
  let excerpt = false
  for (const page of pages) {
    const text = isCapture(page.text) ? captureAsText(page.text, HEADINGS) : pageText(page.text)
    const lines = text.split('\n').map((l) => l.trim())
    const hours = offPeakHours(text)
    for (const section of SECTIONS) {
      const own = sectionLines(lines, section.title) ?? []
      // An excerpt says what it left out: such a section is not read, and the copy proves nothing gone.
      const leftOut = own.includes(LEFT_OUT)
      excerpt ||= leftOut
      const table = pipeTables(own.join('\n'))[0]
      if (!table) {
        if (!leftOut) problems.push(`${page.url}: no price table under '${section.title}'`)
        continue
      }
      if (!table.cut) whole++
      const read = readTable(table, section, page, seen, hours)
      rows.push(...read.rows)
      problems.push(...read.problems)
      for (const m of read.models) {
        if (lives.some((l) => l.model === m.model)) continue
        const developer = developerOf(m.model)
        lives.push({
          model: m.model,
          aliases: [],
          status: 'listed',
          status_date: null,
          url: page.url,
          words: m.words,
          ...(developer !== 'bytedance' && developer ? { developer } : {}),
        })
      }
    }
    if (whole === SECTIONS.length && lines.includes(`# ${NEXT_SECTION}`)) {
      // Every language model Ark prices is in those tables: a Doubao model on none is not sold that day.
      const models = lives.map((l) => l.model)
      return {
        rows,
        lives,
        problems,
        complete:
          `the 大语言模型 section's ${SECTIONS.length} price tables whole, ` +
          `then the page's next section '${NEXT_SECTION}'`,
        lineup: { models, url: page.url, words: `the 大语言模型 section's price tables, whole: ${models.join(', ')}` },
      }
    }
  }
  return {
    rows,
    lives,
    problems,
    ...(excerpt ? { partial: `an excerpt of the 大语言模型 tables, what it left out marked '${LEFT_OUT}'` } : {}),
  }
}

const CAPTURE = 'zhangchen456/maasweekly'

/**
 * An earlier day's capture of the page, kept as an excerpt (volcengine-history/): its commit, size and what of
 * the 大语言模型 tables was read, each row whole as the page shows it.
 */
const excerptOf = (day: string, commit: string, id: string, chars: string, kept: string) => ({
  date: day,
  basis:
    `${CAPTURE}@${commit.slice(0, 8)} data/snapshots/${day}/pricing__doubao.html (code-index file id ${id}, ` +
    `${chars} characters), a third party's raw capture of the rendered page, dated by its day folder; kept as an ` +
    `excerpt: ${kept}, the rest left out ([…]), so it retires nothing`,
  copies: [{ url: URL_PAGE, fixture: `volcengine-history/${day}-model-pricing.html` }],
  excerpt: `the rows read whole (${kept}), the rest left out`,
})
/**
 * The same party's text capture of 2026-09-24, the first of its text captures to show the page's body: recorded
 * as read (volcengine-history/, its 大语言模型 section whole), dated by its fetch line.
 */
const TEXT_CAPTURE_0924 = {
  date: '2026-09-24',
  basis:
    "the capture's '<!-- fetched: 2026-09-24T07:26:35.376453 -->' line: " +
    `${CAPTURE}@1842b315 data/snapshots/2026-09-24/火山方舟__pricing__2026-09-24.md (code-index file id ` +
    "68604694163, 17,942 characters), a third party's text capture of the rendered page; recorded as read: its " +
    "two comment lines, […] for the site's menu, then from '不同模型服务支持的能力及单价各不相同…' (character 1,545) " +
    "through the whole 大语言模型 section and the next heading '视频生成模型' (to character 8,525 as the code " +
    "index counts, one more for each line of the page's body than its text shows), […], and its last six lines " +
    "from '最近更新时间：2026.09.23 23:04:47'. The same party's text captures before it show the site's menu only " +
    '(09-06, 09-08, 09-09, 09-11, 09-13, 09-18, 09-20, 09-22, 09-23) or are not stored (09-07, 09-10, 09-12, ' +
    '09-14 to 09-17, 09-19, 09-21)',
  copies: [{ url: URL_PAGE, fixture: 'volcengine-history/2026-09-24-model-pricing.md' }],
}
const RENDERED =
  `${CAPTURE}@995cc90 data/snapshots/2026-10-10/pricing__doubao.html, a third party's raw capture of the rendered ` +
  "page, dated by its server log id '2026101008475459D431B2B0DA5D4400F1' (render time 2026-10-10 08:47:54 +08:00)"

export default {
  seller: 'volcengine',
  seller_name: 'Volcengine Ark (ByteDance)',
  developer_of_models: ['bytedance'],
  pages: [
    {
      url: URL_PAGE,
      fixture: 'volcengine/model-pricing.html',
      copy: 'text-rendering',
      origin:
        `${RENDERED} (code-index file id 71370796973, 1,324,271 characters). Its document body from the title ` +
        '模型价格 through the 大语言模型 section (characters ~163,900 to ~742,500) transcribed as read, each table ' +
        "cell with its editor column id (data-col), the editor's wrappers dropped; cut […] after that section",
    },
  ],
  notFound:
    "The page's later sections (视频生成模型 and after) were not transcribed from the capture. The same party's raw " +
    'captures of the page from 2026-09-06 to 2026-10-06 (none stored for 10-04, 10-07 to 10-09) were read in part ' +
    '(2026-11-28): the heads of the 在线推理（常规） table of 09-06, 09-09, 09-12, 09-15, 09-18, 09-20, 09-21, ' +
    '09-22, 09-25 and 09-29, and of the 低延迟 table of 09-28 and 09-29; four are kept as excerpts (earlier). Every ' +
    'row read there shows the price of the 2026-10-10 copy; doubao-seed-2.1-pro was 输入长度 [0, 256] to 09-15 and ' +
    "is [0, 1024] from 09-22 at the same prices. The party's text captures show the page's body first on 09-24, " +
    'kept with its 大语言模型 section whole (earlier): the rest of those tables (doubao-seed-2.0 and older, glm, ' +
    'deepseek) and the 低优 and 批量推理 tables are first seen there, every row at the price of the 2026-10-10 ' +
    'copy. The raw captures before 09-24 were not read past those heads, so those rows may stand on the page ' +
    'earlier; the price-adjustment tables standing first on 09-06 to 09-12 were not read. The 大语言模型 tables of ' +
    "a copy proven whole (2026-09-24, 2026-10-10) are that day's line-up: a Doubao model a catalogue lists and " +
    "no table names (llm-prices-cn's Doubao 1.5 Pro and Doubao 1.6 of 2026-07-03) is not sold from 2026-09-24.",
  // Excerpts of earlier captures, each the rows read whole: they date the Doubao launches the copy of 10-10 shows;
  // the text capture of 09-24, whole to the section's end, dates every row it shows.
  earlier: [
    excerptOf(
      '2026-09-06',
      '17e5827dca170ccaf28b9f86caa424386fb3a265',
      '62842692385',
      '1,757,183',
      "the 在线推理（常规） table's header and first three rows (doubao-seed-evolving, -2.1-pro, -2.1-turbo), " +
        'characters ~215,000 to ~247,000, the first capture stored',
    ),
    excerptOf(
      '2026-09-22',
      '8be94c4c0fe6517681678e20cd584b4066be42c0',
      '68701770362',
      '1,321,393',
      "the 在线推理（常规） table's header, doubao-seed-evolving and doubao-seed-2.1-lite (first seen: the " +
        'captures of 09-15, 09-18, 09-20 and 09-21 go from doubao-seed-2.1-pro straight to -2.1-turbo), ' +
        'characters ~163,000 to ~209,000',
    ),
    TEXT_CAPTURE_0924,
    excerptOf(
      '2026-09-28',
      '5df49ba3c21972f9acbf8fb0efa0de450ca3b9d4',
      '71446056489',
      '1,320,528',
      "the 在线推理（低延迟） table's header and first row, doubao-seed-2.1-turbo (no doubao-seed-2.1-lite row " +
        'before it), characters ~394,500 to ~418,000',
    ),
    excerptOf(
      '2026-09-29',
      '6fbfb223df843ec9e65073d546cfa6091f9e0c32',
      '70956307806',
      '1,327,306',
      "the 在线推理（低延迟） table's header and first row, doubao-seed-2.1-lite (its low-latency price first " +
        'seen), characters ~396,500 to ~412,500',
    ),
  ],
  recorded: '2026-10-10',
  recorded_basis: RENDERED,
  parse,
} satisfies SellerAdapter
