// Volcengine Ark's price page as a third party's daily text capture writes it (the public repository
// zhangchen456/maasweekly, data/snapshots/<day>/火山方舟__pricing__<day>.md): the rendered page as plain lines
// under a '<!-- fetched: … -->' line, its headings bare ('大语言模型', '在线推理（常规）'). A table follows a blank
// line: a lone '|' line, then each cell as its lines ('输入(非音频)' over its unit '元/百万token', a model over the
// note quoted under it), a lone '|' line before the next cell; rows are not marked. The doc editor's placeholder
// under a name spanning rows is an empty cell (a blank line between two '|' lines); a blank line before anything
// else ends the table. The capture is handed on as the adapter reads its transcribed copies (html-text.ts): the
// headings marked '#' and '##', each table a pipe table whose rows are cut from its cells by its header's width
// (so each price stands under its column's header), a placeholder taking the name above it as the rowspan does.

/** A capture names its fetch time in a comment line of its own, above the page's text. */
export const isCapture = (text: string) => /^<!-- fetched: [^\n]*-->$/m.test(text.split('\n\n')[0] ?? '')

/** A header cell: the name column, or a column's name over its unit ('输入(非音频) 元/百万token', '条件 千 token'). */
const HEADER_CELL = /^模型名称$|(千 token|元\/百万token(\/小时)?)$/

/** The cells of the table opening at `at` (a lone '|' line), each its lines, and the index of the line after it. */
function tableCells(lines: string[], at: number): { cells: string[][]; end: number } {
  const cells: string[][] = []
  let i = at
  while (lines[i] === '|') {
    const cell: string[] = []
    for (i++; i < lines.length && lines[i] !== '|' && lines[i] !== ''; i++) cell.push(lines[i])
    cells.push(cell)
    // A blank line between two '|' lines is an empty cell; before anything else, the table's end.
    if (!cell.length && lines[i] === '' && lines[i + 1] === '|') i++
  }
  return { cells, end: i }
}

/** A cell's lines as one, apart by a space (as a transcribed cell's blocks), a pipe in it escaped. */
const cellText = (cell: string[]) => cell.join(' ').replace(/\|/g, '\\|')
const pipeRow = (cells: string[]) => `| ${cells.join(' | ')} |`

/**
 * The table as pipe lines: its header (the leading cells that name a column), a rule, then a row for each run of
 * as many cells as the header has; null when no cell names a column (not a price table of this page's layout).
 */
function pipeLines(cells: string[][]): string[] | null {
  const texts = cells.map(cellText)
  const width = texts.findIndex((t) => !HEADER_CELL.test(t))
  if (width < 1) return null
  const lines = [pipeRow(texts.slice(0, width)), `|${'---|'.repeat(width)}`]
  let name = ''
  for (let i = width; i < texts.length; i += width) {
    const row = texts.slice(i, i + width)
    // The placeholder under a name spanning rows: the name above, as the page shows it.
    if (row[0]) name = row[0]
    else row[0] = name
    lines.push(pipeRow(row))
  }
  return lines
}

/**
 * The capture's text as the adapter reads a transcribed copy: from the first top-level heading on, each heading
 * of `headings` marked by its level and each table as pipe lines; the lines before it (the site's menu, which
 * names the sections too) as they are. No top-level heading: the text as it is (nothing to read).
 */
export function captureAsText(text: string, headings: ReadonlyMap<string, number>): string {
  const lines = text.split('\n').map((l) => l.trim())
  const first = lines.findIndex((l) => headings.get(l) === 1)
  if (first < 0) return text
  const out = lines.slice(0, first)
  for (let i = first; i < lines.length; ) {
    if (lines[i] === '|' && lines[i - 1] === '') {
      const { cells, end } = tableCells(lines, i)
      out.push(...(pipeLines(cells) ?? lines.slice(i, end)))
      i = end
      continue
    }
    const level = headings.get(lines[i])
    out.push(level ? `${'#'.repeat(level)} ${lines[i]}` : lines[i])
    i++
  }
  return `${out.join('\n')}\n`
}
