// Alibaba Cloud's international price list (alibabacloud.com/help/en/model-studio/model-pricing) as its Markdown
// twin writes it: per model family a '### Qwen-Max' heading, then <Tabs> of regions (<Tab title="Singapore">),
// each with JSX <table>s whose cells span rows (<td rowSpan={3}>: a model's later bands are rows of their own).
// Each cell holds its value on a line, then '> ' notes. A row: model id, deployment scope, mode, the band
// ('0\<Token≤32K', 'No tiered pricing'), then the prices in USD per 1M tokens ('\$1.2', 'List price \$0.4
// <strong>(Limited-time 20% off)</strong>'); Qwen-Plus has two output columns, Non-Thinking and Thinking mode.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { bandOf } from './alibaba.ts'
import { type newRead, type PageText, readOn, rowDefaults } from './types.ts'

type Seen = { date: string; basis: string }
type Read = ReturnType<typeof newRead>

interface Cell {
  /** The cell's value line, unescaped ('$2', '0<Token≤1M'). */
  text: string
  notes: string[]
  rowSpan: number
  colSpan: number
}

/** A cell's markup to its value and notes: tags dropped, MDX escapes undone, '> ' lines as notes. */
function cellOf(attrs: string, inner: string): Cell {
  const span = (name: string) => Number(new RegExp(`${name}=\\{(\\d+)\\}`).exec(attrs)?.[1] ?? 1)
  const lines = inner
    .replace(/<[^>]+>/g, '')
    .replace(/\\([$<>*_-])/g, '$1')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  const notes = lines.filter((l) => l.startsWith('>')).map((l) => l.replace(/^>\s*/, ''))
  return {
    text: lines.find((l) => !l.startsWith('>')) ?? '',
    notes,
    rowSpan: span('rowSpan'),
    colSpan: span('colSpan'),
  }
}

/** Rows of cells to a grid, each spanned cell repeated in every row and column it covers. */
function grid(rows: Cell[][]): Cell[][] {
  const pending: { cell: Cell; left: number }[] = []
  return rows.map((cells) => {
    const out: Cell[] = []
    let col = 0
    const carry = () => {
      while (pending[col]?.left > 0) {
        out[col] = pending[col].cell
        pending[col].left--
        col++
      }
    }
    for (const cell of cells) {
      carry()
      for (let k = 0; k < cell.colSpan; k++) {
        out[col] = cell
        if (cell.rowSpan > 1) pending[col] = { cell, left: cell.rowSpan - 1 }
        col++
      }
    }
    carry()
    return out
  })
}

interface Table {
  section: string
  tab: string
  /** Per column, its header cells' words joined ('Output price (per 1 million tokens) / Thinking mode ...'). */
  header: string[]
  body: Cell[][]
}

const TOKEN =
  /^#{2,3} ([^<\n]+)|<Tab title="([^"]+)">|<\/Tab>|<(thead|tbody)>|<\/(thead|tbody)>|<tr>|<(td|th)([^>]*)>([\s\S]*?)<\/\5>/gm

/** Every table of the text with its section heading and region tab, its spans filled out. */
export function mdxTables(text: string): Table[] {
  const tables: Table[] = []
  let section = ''
  let tab = ''
  let part: 'thead' | 'tbody' | '' = ''
  let head: Cell[][] = []
  let body: Cell[][] = []
  for (const m of text.matchAll(TOKEN)) {
    if (m[1]) section = m[1].trim()
    else if (m[2]) tab = m[2]
    else if (m[0] === '</Tab>') tab = ''
    else if (m[3]) [part, head, body] = m[3] === 'thead' ? ['thead', [], []] : ['tbody', head, []]
    else if (m[4] === 'tbody') {
      const h = grid(head)
      const header = h[0]?.map((_, i) => [...new Set(h.map((r) => r[i]?.text).filter(Boolean))].join(' / ')) ?? []
      tables.push({ section, tab, header, body: grid(body) })
      part = ''
    } else if (m[0] === '<tr>') (part === 'thead' ? head : body).push([])
    else if (m[5] && part) (part === 'thead' ? head : body).at(-1)?.push(cellOf(m[6], m[7]))
  }
  return tables
}

/** '$1.2', 'List price $0.4 (Limited-time 20% off)' -> the list price; '-' -> null. */
const usd = (cell: Cell | undefined) => {
  const m = /^(?:List price )?\$(\d+(?:\.\d+)?)(?:\s|$)/.exec(cell?.text ?? '')
  return m ? Number(m[1]) : null
}

const columnOf = (t: Table, re: RegExp) => t.header.findIndex((h) => re.test(h))

/** A table row's rows: its standard price per band and, where a Thinking column prices it apart, thinking output. */
function rowsOf(t: Table, cells: Cell[], page: PageText, seen: Seen): OfficialPrice[] {
  const at = (re: RegExp) => cells[columnOf(t, re)]
  const [model, scope, mode, band] = [/^Model ID/, /^Deployment scope/, /^Mode$/, /^Input tokens/].map(at)
  const input = at(/^Input price/)
  const outputs = t.header.flatMap((h, i) => (/^Output price/.test(h) ? [{ head: h, cell: cells[i] }] : []))
  const id = model?.text ?? ''
  const condition = bandOf(band?.text === 'No tiered pricing' ? '无阶梯计价' : (band?.text ?? ''))
  if (!/^qwen[\w.-]*$/.test(id) || condition === undefined || usd(input) == null || usd(outputs[0]?.cell) == null)
    return []
  const region = scope ? `${t.tab} (scope: ${scope.text})` : t.tab
  const prices = [input, ...outputs.map((o) => o.cell)].map((c) => c.text)
  const words = [t.section, t.tab, id, scope?.text, mode?.text, band?.text, ...prices].filter(Boolean).join(' | ')
  const listed = prices.some((p) => p.startsWith('List price')) ? 'list price; the limited-time discount not read' : ''
  const base: OfficialPrice = {
    ...rowDefaults,
    model: id,
    model_name_on_page: `${id} (${t.section})`,
    developer: 'alibaba',
    currency: 'USD',
    unit_stated: 'per 1 million tokens',
    input: usd(input),
    output: usd(outputs[0].cell),
    cache_read: null,
    mode: 'standard',
    condition,
    condition_text:
      [band?.text, mode?.text, outputs.length > 1 ? 'output: Non-Thinking mode' : outputs[0].head, listed]
        .filter(Boolean)
        .join('; ') || null,
    region,
    ...readOn(page.url, page.seen ?? seen, 'official/alibaba-intl'),
    evidence: words,
  }
  const thinking = outputs.length > 1 ? usd(outputs[1].cell) : null
  if (thinking === base.output) base.condition_text = `${base.condition_text}; Thinking mode priced the same`
  if (thinking == null || thinking === base.output) return [base]
  const thinkingText = [band?.text, outputs[1].head, listed].filter(Boolean).join('; ')
  return [base, { ...base, mode: 'thinking', output: thinking, condition_text: thinkingText }]
}

/** The price list's text-generation tables, every region tab, into `out`: the page's rows and the models named. */
export function readPriceList(page: PageText, seen: Seen, out: Read) {
  const tables = mdxTables(page.text).filter((t) => t.tab && columnOf(t, /^Model ID/) === 0)
  if (!tables.length) out.problems.push(`${page.url}: no region tab with a model price table read`)
  const named = new Set<string>()
  for (const t of tables)
    for (const cells of t.body) {
      const rows = rowsOf(t, cells, page, seen)
      const id = cells[0]?.text ?? ''
      if (!rows.length) out.problems.push(`${id || '(no id)'} (${t.section}, ${t.tab}): no USD price read`)
      // One row per line of the page (model, mode, region, band): a line written twice is read once.
      out.rows.push(...rows.filter((r) => !out.rows.some((o) => o.model === r.model && sameLine(o, r))))
      if (rows.length && !named.has(id)) {
        named.add(id)
        const words = `${id} (${t.section}, ${t.tab})`
        out.lives.push({ model: id, aliases: [], status: 'listed', status_date: null, url: page.url, words })
      }
    }
}

const sameLine = (a: OfficialPrice, b: OfficialPrice) =>
  a.url === b.url &&
  a.mode === b.mode &&
  a.region === b.region &&
  (a.condition?.input_tokens_min ?? 0) === (b.condition?.input_tokens_min ?? 0)
