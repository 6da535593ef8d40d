// A third party's daily text capture of MiniMax's CNY pay-as-you-go page (public repository
// zhangchen456/maasweekly, data/snapshots/<day>/MiniMax__pricing__<day>.md): the rendered page as plain text
// under a '<!-- fetched: … -->' line. A section's title stands alone after a blank line ('语言模型'), the tab
// titles ('标准', '优先*') stand on their own lines before their tables, a table opens with a lone '|' line,
// and a cell the page breaks over lines stays broken ('| MiniMax-M3' then '≤ 512k 输入 tokens 永久五折 | 4.20
// 2.10 | …'). The text step drops the strike-through: a price cell of two amounts, the first higher, is the
// struck list price then the charge, as the page's Markdown twin writes it ('~~4.20~~ 2.10'); the tables are
// handed on in that form, the model name in bold, the words in the capture's own wording as evidence.
import { cellsOf, type PipeTable } from './markdown.ts'

/** A capture names its fetch time in a comment line of its own, above the page's text. */
export const isCapture = (text: string) => /^<!-- fetched: [^\n]*-->$/m.test(text.split('\n\n')[0] ?? '')

/** The tab titles as the capture writes them, each alone on a line before its table. */
const TAB = /^(标准|优先\*?)$/

/** A cell of two amounts, the struck list price first (4.20 2.10). */
const STRUCK_PAIR = /^(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/

/** A footnote glued to the last cell of the table it follows ('2.52 1.26* 优先服务…'). */
const GLUED_NOTE = /^(\d[\d. ]*\d)\*\s*\S/

export interface CapturedSection {
  tables: { tab: string | null; table: PipeTable }[]
  /** The next section's title: the section ended and the page goes on (null: the capture stops inside it). */
  next: string | null
}

/** A price cell as the twin writes it: the struck list price marked, a glued footnote left off. */
function priceCell(cell: string): string {
  const own = GLUED_NOTE.test(cell) ? cell.slice(0, cell.indexOf('*')).trim() : cell
  const pair = STRUCK_PAIR.exec(own)
  return pair && Number(pair[2]) < Number(pair[1]) ? `~~${pair[1]}~~ ${pair[2]}` : own
}

/** One table from the line after its opening '|': the header's pieces, then each row's pieces. */
function tableAt(lines: string[], start: number): { table: PipeTable; end: number } {
  let i = start
  const head = [lines[i++]]
  while (i < lines.length && lines[i] && !lines[i].startsWith('|')) head.push(lines[i++])
  const header = cellsOf(head.join(' '))
  const table: PipeTable = { header, rows: [], cut: false }
  while (i < lines.length && lines[i].startsWith('| ')) {
    const pieces = [lines[i++]]
    const count = () => cellsOf(pieces.join(' ')).length
    while (i < lines.length && lines[i] && !lines[i].startsWith('|') && count() < header.length) pieces.push(lines[i++])
    const cells = cellsOf(pieces.join(' '))
    if (cells.length < header.length) {
      table.cut = i >= lines.length
      if (table.cut) table.last = { cells, line: pieces.join(' ') }
      if (table.cut) break
    }
    const name = cellsOf(pieces[0])[0]
    const words = cells[0].slice(name.length).trim()
    table.rows.push({
      cells: [`**${name}**${words ? `<br />${words}` : ''}`, ...cells.slice(1).map(priceCell)],
      line: pieces.join(' '),
    })
  }
  const after = lines.slice(i).find((l) => l.trim())
  if (!table.cut && after) table.after = after.trim()
  return { table, end: i }
}

/** The capture's section titled `title` (its tables, each with its tab's title), or undefined if it has none. */
export function capturedSection(text: string, title: string): CapturedSection | undefined {
  const lines = text.split('\n').map((l) => l.trim())
  const start = lines.findIndex((l, i) => l === title && i > 0 && lines[i - 1] === '')
  if (start < 0) return undefined
  const tabs: string[] = []
  const tables: CapturedSection['tables'] = []
  for (let i = start + 1; i < lines.length; i++) {
    if (lines[i] === '' && lines[i + 1]) return { tables, next: lines[i + 1] }
    if (TAB.test(lines[i])) tabs.push(lines[i])
    if (lines[i] !== '|' || !lines[i + 1]?.startsWith('| ')) continue
    const { table, end } = tableAt(lines, i + 1)
    tables.push({ tab: tabs[tables.length] ?? null, table })
    i = end - 1
  }
  return { tables, next: null }
}
