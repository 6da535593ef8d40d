// Anthropic's price tables as a daily text capture of its HTML pricing page writes them (the public
// repository zhangchen456/maasweekly). Until late September 2026 each row is one line ('| Claude Opus 5 |
// $5 / MTok | ...') under a header with no rule line; from then the table is flattened: a lone '|' line
// opens each row, each cell is a line ending ' |' (the last without), the model's name runs into its
// description ('Claude Opus 5.5For long-running ...'), a line 'Additional models' parts the lineup, and a
// model priced by prompt length (Claude Haiku 5.5) has a second row of prices only, its band in its
// input cell ('$0.50 / MTokfor prompts over 100,000 tokens').
import { cellsOf, type PipeTable } from './markdown.ts'

/** A prompt-length band of a row, in the page's words. */
export interface Band {
  condition: { input_tokens_min: number; input_tokens_max: number | null }
  text: string
}

export type PriceRow = PipeTable['rows'][number] & { band?: Band }
export type PriceTable = Omit<PipeTable, 'rows'> & { rows: PriceRow[] }

/** The headers that open each table, in either layout. */
const OPENERS = {
  model: { row: /^\| Model \| Base input tokens \|/, flat: /^\| Model \| Base tokens \| Prompt caching$/ },
  batch: { row: /^\| Model \| Batch input \| Batch output$/, flat: /^\| Model \| Batch tokens$/ },
}

const BAND = /for prompts (up to|over) ([\d,]+) tokens/

/** The band an input cell names ('$0.10 / MTokfor prompts up to 100,000 tokens'), if any. */
function bandOf(cell: string): Band | undefined {
  const m = BAND.exec(cell)
  if (!m) return undefined
  const edge = Number(m[2].replace(/,/g, ''))
  return {
    condition:
      m[1] === 'over'
        ? { input_tokens_min: edge, input_tokens_max: null }
        : { input_tokens_min: 0, input_tokens_max: edge },
    text: `page: '${m[0]}'`,
  }
}

/** One row a line: the lines after the header that start with '| '. */
function rowTable(lines: string[], at: number): PriceTable {
  const header = cellsOf(lines[at])
  const rows: PriceRow[] = []
  let j = at + 1
  for (; j < lines.length && lines[j].startsWith('| '); j++) rows.push({ cells: cellsOf(lines[j]), line: lines[j] })
  const after = lines.slice(j).find((l) => l.trim())
  return { header, rows, cut: false, ...(after ? { after: after.trim() } : {}) }
}

/** The model's name as the flattened layout runs it into its description. */
const NAME = /^Claude [A-Z][a-z]+ \d+(?:\.\d+)*/

/**
 * The flattened layout: its second header line names the cells; each row opens with a lone '|' line and
 * holds a cell a line (a band's row: its prices only, under the model above); a line of no cell
 * ('Additional models') parts the lineup. The table ends at the first line that opens no row.
 */
function flatTable(lines: string[], at: number): PriceTable {
  const header = cellsOf(lines[at + 1])
  const rows: PriceRow[] = []
  let j = at + 2
  let model: { name: string; line: string } | undefined
  while (j < lines.length && lines[j] === '|') {
    const first = lines[j + 1] ?? ''
    if (!first.endsWith(' |')) {
      j += 2 // a parting line such as 'Additional models'
      continue
    }
    const own = !first.startsWith('$')
    const size = own ? header.length : header.length - 1
    const cellLines = lines.slice(j + 1, j + 1 + size)
    const cells = cellLines.map((l) => l.replace(/ \|$/, '').trim())
    if (own) model = { name: NAME.exec(cells[0])?.[0] ?? cells[0], line: cellLines[0] }
    if (!model) break
    const line = own ? cellLines.join(' ') : `${model.line} … ${cellLines.join(' ')}`
    const band = bandOf(own ? cells[1] : cells[0])
    rows.push({
      cells: own ? [model.name, ...cells.slice(1)] : [model.name, ...cells],
      line,
      ...(band ? { band } : {}),
    })
    j += 1 + size
  }
  const after = lines.slice(j).find((l) => l.trim())
  return { header, rows, cut: false, ...(after ? { after: after.trim() } : {}) }
}

/** The model table or the batch table of a capture, in whichever layout it has; none if it has no such table. */
export function capturedTable(text: string, kind: keyof typeof OPENERS): PriceTable | undefined {
  const lines = text.split('\n')
  const open = OPENERS[kind]
  const row = lines.findIndex((l) => open.row.test(l))
  if (row >= 0) return rowTable(lines, row)
  const flat = lines.findIndex((l) => open.flat.test(l))
  return flat >= 0 && lines[flat + 1]?.startsWith('| Name |') ? flatTable(lines, flat) : undefined
}
