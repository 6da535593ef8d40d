// Google Cloud's generative AI pricing page as a third party's daily capture renders it (zhangchen456/maasweekly,
// data/snapshots/<day>/Google_Vertex_AI__pricing__<day>.md): a table opens with a line '|', its header cells
// follow, each closed by ' |' but the last; every row opens with a line of pipes alone ('|', '| |', '| | |': a
// cell the row above spans is written empty) and holds as many cells as the header. A cell may run over lines
// ('Gemini 3.8 Flash*' / 'through December 31, 2026'); a line that opens with '| $' goes on the row it is in.

export interface CaptureTable {
  /** The heading the table stands under ('Gemini 3', "xAI's Grok models"). */
  section: string
  header: string[]
  rows: string[][]
  /** Rows whose cells do not number the header's: the table is misread from there. */
  misaligned: number
}

/** A line that opens a row: pipes and spaces only. */
const ROW_START = /^\|(?: \|)*$/
/** A line that ends a table: a footnote, a cut, the next table's toggle, a section of other prices. */
const ENDS = /^(?:\*|\[…\]|Show discount options$|Pricing (?:with|for) |Request a custom quote)/

const cellsOf = (text: string) =>
  text
    .split('|')
    .slice(1)
    .map((c) => c.replace(/\s+/g, ' ').trim())

/** The page's section headings: its model families and partners' sections. */
const isHeading = (line: string) =>
  /^(?:Gemini \d+(?:\.\d+)?|Gemma|Nano Banana|Imagen|Veo|Lyria|Agents|CodeMender|AlphaEvolve)$/.test(line) ||
  /^(?!Models with)[\w’' ]+ models$/.test(line)

/** Every table of the capture whose header opens with 'Model', with the heading above it. */
export function captureTables(text: string): CaptureTable[] {
  const lines = text.split('\n').map((l) => l.trimEnd())
  const tables: CaptureTable[] = []
  let section = ''
  let i = 0
  while (i < lines.length) {
    const line = lines[i]
    if (isHeading(line)) section = line
    if (line !== '|' || !/^Model \|$/.test(lines[i + 1] ?? '')) {
      i++
      continue
    }
    let j = i + 1
    while (j < lines.length && !ROW_START.test(lines[j])) j++
    const header = cellsOf(`|${lines.slice(i + 1, j).join('\n')}`)
    const table: CaptureTable = { section, header, rows: [], misaligned: 0 }
    let row: string[] = []
    const close = () => {
      if (!row.length) return
      const cells = cellsOf(row.join('\n'))
      if (cells.length === header.length) table.rows.push(cells)
      else table.misaligned++
      row = []
    }
    for (; j < lines.length; j++) {
      const l = lines[j]
      if (ENDS.test(l)) break
      // The next tab's table, where no toggle line stands between them (Gemini 2.5's tabs on 2026-09-02).
      if (l === '|' && /^Model \|$/.test(lines[j + 1] ?? '')) break
      const sofar = cellsOf(row.join('\n'))
      // Pipes alone open the next row once this one has all its cells (else they close a cell of its own).
      if (ROW_START.test(l) && (!row.length || sofar.length >= header.length)) {
        close()
        row = [l]
        continue
      }
      // A line past a row whose cells are all there, the last one filled, is the text after the table.
      if (!l.startsWith('|') && sofar.length === header.length && sofar[sofar.length - 1]) break
      row.push(l)
    }
    close()
    tables.push(table)
    i = j
  }
  return tables
}
