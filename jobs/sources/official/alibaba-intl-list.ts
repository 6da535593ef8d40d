// Alibaba Cloud's international price list (alibabacloud.com/help/en/model-studio/model-pricing) as its Markdown
// twin writes it: per model family a '### Qwen-Max' heading, then <Tabs> of regions (<Tab title="Singapore">), each
// with JSX <table>s whose cells span rows (<td rowSpan={3}>: a model's later bands are rows of their own) or a pipe
// table. A cell holds its value on a line, then '> ' notes. A row: model id, deployment scope, mode, the band
// ('0\<Token≤32K', 'No tiered pricing'), then USD per 1M tokens ('\$1.2', 'List price \$0.4 <strong>(Limited-time
// 20% off)</strong>', 'USD 0.15'); Qwen-Plus has two output columns, Non-Thinking and Thinking mode.
// One model is priced in several scopes (International, Global, US, EU, Hong Kong (China), the Chinese mainland)
// on one page in one currency, but an offer of this seller is one price a band (price-domain.ts): the served row
// is the Singapore tab's International scope (the international site's own), else the one scope that prices the
// model; the page's other scopes are quoted in its words, never merged into it.
import type { OfficialPrice } from '../../../tools/official-price.ts'
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

interface Table {
  section: string
  tab: string
  /** Per column, its header cells' words joined ('Output price (per 1 million tokens) / Non-Thinking mode'). */
  header: string[]
  body: Cell[][]
}

/**
 * A cell's markup to its value and notes: tags and code marks dropped, MDX escapes undone, a link to its words
 * ('[context caching discount](/help/...)'), '> ' lines as notes.
 */
function cellOf(attrs: string, inner: string): Cell {
  const span = (name: string) => Number(new RegExp(`${name}=\\{(\\d+)\\}`).exec(attrs)?.[1] ?? 1)
  const lines = inner
    .replace(/<[^>]+>/g, '')
    .replace(/\\([$<>*_-])/g, '$1')
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
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

/**
 * The page's own markup, few forms: a family heading, a region tab opening or closing, a JSX table's parts, a cell
 * (its markup never holds a raw '<': the page escapes it, '0\<Token'), or a pipe table's line. A cell left open
 * (the copy cut inside it) matches nothing: it never reaches over a tab's end or into the next cell.
 */
const TOKEN = new RegExp(
  [
    /^### ([^<\n]+)/.source,
    /<Tab title="([^"]+)">|<\/Tab>/.source,
    /<(thead|tbody)>|<\/(thead|tbody)>|<tr>/.source,
    // A cell ends at the closing tag its own name opens (group 5 of the whole pattern).
    String.raw`<(td|th)([^>]*)>((?:(?!<\/Tab>|<t[dh][\s>])[\s\S])*?)<\/\5>`,
    /^\|(.*)\|[ \t]*$/.source,
  ].join('|'),
  'gm',
)

/** Every table of the text with its family heading and region tab, its spans filled out. */
function mdxTables(text: string): Table[] {
  const tables: Table[] = []
  let [section, tab] = ['', '']
  let part: 'thead' | 'tbody' | '' = ''
  let [head, body, pipe]: Cell[][][] = [[], [], []]
  const flush = () => {
    if (pipe.length) [head, body, part] = [pipe.slice(0, 1), pipe.slice(1), 'tbody']
    if (part === 'tbody' && body.length) {
      const h = grid(head)
      const header = h[0]?.map((_, i) => [...new Set(h.map((r) => r[i]?.text).filter(Boolean))].join(' / ')) ?? []
      tables.push({ section, tab, header, body: grid(body) })
    }
    ;[part, head, body, pipe] = ['', [], [], []]
  }
  for (const m of text.matchAll(TOKEN)) {
    if (m[1]) [section, tab] = [m[1].trim(), '']
    else if (m[2]) tab = m[2]
    else if (m[0] === '</Tab>') flush()
    else if (m[3] === 'thead') [part, head, body] = ['thead', [], []]
    else if (m[3] === 'tbody') part = 'tbody'
    else if (m[4] === 'tbody') flush()
    else if (m[0] === '<tr>') (part === 'thead' ? head : body).push([])
    else if (m[5] && part) (part === 'thead' ? head : body).at(-1)?.push(cellOf(m[6], m[7]))
    else if (m[8] !== undefined && tab) {
      const cells = m[8].split('|').map((c) => cellOf('', c))
      // The rule under a pipe table's header ('| --- |') is no row.
      if (!cells.every((c) => /^:?-+:?$/.test(c.text))) pipe.push(cells)
    }
  }
  flush()
  return tables
}

/** '$1.2', 'List price $0.4 (Limited-time 20% off)', 'USD 0.15' -> the (list) price; '-' -> null. */
const usd = (cell: Cell | undefined) => {
  const m = /^(?:List price )?(?:\$|USD )(\d+(?:\.\d+)?)(?:\s|$)/.exec(cell?.text ?? '')
  return m ? Number(m[1]) : null
}

/** '128K' -> 128000, '1M' -> 1000000 (decimal, as the page defines K and M). */
const tokens = (s: string) => Number(s.slice(0, -1)) * (s.endsWith('K') ? 1000 : 1_000_000)

/** '32K<Token≤128K' -> the band; 'No tiered pricing' or no band column -> null; anything else -> undefined. */
function bandOf(words: string | undefined): OfficialPrice['condition'] | undefined {
  if (words === undefined || words === 'No tiered pricing') return null
  const m = /^(0|\d+(?:\.\d+)?[KM])<Token≤(\d+(?:\.\d+)?[KM])$/.exec(words)
  return m ? { input_tokens_min: m[1] === '0' ? 0 : tokens(m[1]), input_tokens_max: tokens(m[2]) } : undefined
}

/** One line of a table: a model's prices in one band of one scope, as the page writes them. */
interface Line {
  table: Table
  id: string
  notes: string[]
  /** Tab and scope ('Singapore (scope: International)'; a table with no scope column: the tab). */
  region: string
  mode: string
  bandWords: string
  input: Cell
  outputs: { head: string; cell: Cell }[]
  cache?: Cell
}

function lineOf(table: Table, cells: Cell[]): Line {
  const at = (re: RegExp) => cells[table.header.findIndex((h) => re.test(h))]
  const [model, scope, mode, band] = [/^Model ID/, /^Deployment scope/, /^Mode$/, /^Input tokens/].map(at)
  const outputs = table.header.flatMap((head, i) => (/^Output price/.test(head) ? [{ head, cell: cells[i] }] : []))
  return {
    table,
    id: model?.text ?? '',
    notes: model?.notes ?? [],
    region: scope ? `${table.tab} (scope: ${scope.text})` : table.tab,
    mode: mode?.text ?? '',
    bandWords: band?.text ?? '',
    input: at(/^Input price/),
    outputs,
    cache: at(/^Cache-hit input price/),
  }
}

/** An output column's own name under the shared 'Output price' header ('Thinking mode (chain of thought + answer)'). */
const columnName = (o: { head: string }) => o.head.split(' / ').at(-1)!
const priced = (l: Line) => usd(l.input) != null && l.outputs.some((o) => usd(o.cell) != null)
const pricesOf = (l: Line) => [l.input, ...(l.cache ? [l.cache] : []), ...l.outputs.map((o) => o.cell)]
/** A line's prices as the page writes them, for the words of another scope's row. */
const pricesIn = (l: Line) =>
  pricesOf(l)
    .map((c) => c.text)
    .join(' / ')

/** The scope a model's row is served from: Singapore's International, else the only scope pricing it. */
function servedRegion(lines: Line[]): string | undefined {
  const regions = [...new Set(lines.map((l) => l.region))]
  return (
    regions.find((r) => r === 'Singapore (scope: International)') ?? (regions.length === 1 ? regions[0] : undefined)
  )
}

/** A line's rows: its standard price and, where a Thinking column prices it apart, its thinking output. */
function rowsOf(l: Line, elsewhere: Line[], page: PageText, seen: Seen): OfficialPrice[] {
  const [nonThinking, thinkingCol] = l.outputs
  const output = usd(nonThinking?.cell) ?? usd(thinkingCol?.cell)
  const thinking = thinkingCol ? usd(thinkingCol.cell) : null
  const stated = pricesOf(l).map((c) => c.text)
  const words = [l.table.section, l.region, l.id, l.mode, l.bandWords, ...stated].filter(Boolean).join(' | ')
  const list = stated.some((p) => p.startsWith('List price')) ? 'list price; the limited-time discount not applied' : ''
  const others = elsewhere.filter((o) => o.bandWords === l.bandWords).map((o) => `${o.region} ${pricesIn(o)}`)
  const base: OfficialPrice = {
    ...rowDefaults,
    model: l.id,
    model_name_on_page: `${l.id} (${l.table.section})`,
    developer: 'alibaba',
    currency: 'USD',
    unit_stated: 'per 1 million tokens',
    input: usd(l.input),
    output,
    cache_read: l.cache ? usd(l.cache) : null,
    mode: 'standard',
    condition: bandOf(l.table.header.some((h) => /^Input tokens/.test(h)) ? l.bandWords : undefined) ?? null,
    condition_text: [
      l.bandWords,
      l.mode,
      thinkingCol ? `output: ${columnName(usd(nonThinking.cell) == null ? thinkingCol : nonThinking)}` : '',
      list,
      ...l.notes,
      others.length ? `the page's other scopes: ${others.join('; ')}` : '',
    ]
      .filter(Boolean)
      .join('; '),
    region: l.region,
    ...readOn(page.url, page.seen ?? seen, 'official/alibaba-intl'),
    evidence: words,
  }
  if (thinking == null || thinking === output) return [base]
  const thinkingText = [l.bandWords, `output: ${columnName(thinkingCol)}`, list].filter(Boolean).join('; ')
  return [base, { ...base, mode: 'thinking' as const, output: thinking, condition_text: thinkingText }]
}

/** The price list's model tables, every region tab, into `out`: the served scope's rows and every model named. */
export function readPriceList(page: PageText, seen: Seen, out: Read) {
  const lines = mdxTables(page.text)
    .filter((t) => t.tab && /^Model ID/.test(t.header[0] ?? ''))
    .flatMap((t) => t.body.map((cells) => lineOf(t, cells)))
  if (!lines.length) out.problems.push(`${page.url}: no region tab with a model price table read`)
  for (const l of lines.filter((l) => !priced(l)))
    out.problems.push(`${l.id || '(no id)'} (${l.table.section}, ${l.table.tab}): no USD price read`)
  const byModel = new Map<string, Line[]>()
  for (const l of lines.filter((l) => priced(l) && /^(qwen|qwq)[\w.-]*$/.test(l.id))) {
    const key = `${l.table.section}|${l.id}`
    byModel.set(key, [...(byModel.get(key) ?? []), l])
  }
  for (const [key, all] of byModel) {
    const id = key.split('|')[1]
    const region = servedRegion(all)
    const where = [...new Set(all.map((l) => l.region))].join(', ')
    const words = `${id} (${all[0].table.section}): ${where}`
    out.lives.push({ model: id, aliases: [], status: 'listed', status_date: null, url: page.url, words })
    if (!region) {
      out.problems.push(`${id}: priced only in several scopes none of which is Singapore's (${where}): no row`)
      continue
    }
    const elsewhere = all.filter((l) => l.region !== region)
    for (const l of all.filter((l) => l.region === region)) out.rows.push(...rowsOf(l, elsewhere, page, seen))
  }
}
