// Pipe tables of a Markdown page (a docs site's .md twin, or a text rendering that keeps them): each
// table's header cells and row cells, and whether the text ends inside the table (a cut copy).

export interface PipeTable {
  header: string[]
  rows: { cells: string[]; line: string }[]
  /** The text stops inside the table: its last row has fewer cells than the header. */
  cut: boolean
  /** The row the text stops in (cut only). */
  last?: { cells: string[]; line: string }
  /** The first non-blank line after the table (none: the text ends with the table). */
  after?: string
}

/** A pipe row's cells, a pipe escaped in a cell ('\|', as Markdown and html-text.ts write it) kept in it. */
export const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, '|'))

// A rule cell: three hyphens or more, or fewer beside an alignment colon (':-', as StepFun's USD page writes
// them); a row of lone '-' cells (a price table's 'not offered') is not a rule.
const RULE_CELL = String.raw`\s*(?::?-{3,}:?|:-+:?|-+:)\s*`
const RULE = new RegExp(`^\\|?${RULE_CELL}(\\|${RULE_CELL})*\\|?$`)
const isRule = (line: string) => RULE.test(line.trim())

/** Every table: a pipe line, a rule line, then pipe lines. */
export function pipeTables(text: string): PipeTable[] {
  const lines = text.split('\n')
  const tables: PipeTable[] = []
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i].trim().startsWith('|') || !isRule(lines[i + 1])) continue
    const header = cellsOf(lines[i])
    const table: PipeTable = { header, rows: [], cut: false }
    let j = i + 2
    for (; j < lines.length && lines[j].trim().startsWith('|'); j++) {
      const cells = cellsOf(lines[j])
      if (cells.length < header.length) {
        table.cut = j === lines.length - 1
        if (table.cut) {
          table.last = { cells, line: lines[j].trim() }
          break
        }
      }
      table.rows.push({ cells, line: lines[j].trim() })
    }
    const after = lines.slice(j).find((l) => l.trim())
    if (!table.cut && after) table.after = after.trim()
    tables.push(table)
    i = j - 1
  }
  return tables
}

/** The proof that a copy holds the whole table: it is not cut and the page goes on after it. */
export function wholeTable(table: PipeTable, name: string): string | undefined {
  if (table.cut || !table.after) return undefined
  return `the ${name} table ends after ${table.rows.length} rows and the page goes on: "${table.after.slice(0, 80)}"`
}

/** The first number of a price cell ('$12.50 / MTok', '¥2', '0.8 元'); null when it states none. */
export function amountOf(cell: string | undefined): number | null {
  const m = /(\d+(?:,\d{3})*(?:\.\d+)?)/.exec(cell ?? '')
  return m ? Number(m[1].replace(/,/g, '')) : null
}

/** The index of the first header cell matching `pattern`, or -1. */
export const column = (header: string[], pattern: RegExp) => header.findIndex((h) => pattern.test(h))
