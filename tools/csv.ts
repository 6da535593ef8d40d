// A small RFC 4180 CSV reader and writer: the bundled files and history.csv need nothing more.

/** Rows of a CSV text as objects keyed by the header line. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows = parseRows(text)
  const header = rows.shift() ?? []
  return rows
    .filter((cells) => cells.length > 1 || cells[0] !== '')
    .map((cells) => {
      const row: Record<string, string> = {}
      for (let i = 0; i < header.length; i++) row[header[i]] = cells[i] ?? ''
      return row
    })
}

// A run of plain characters is sliced in one piece (history.csv is tens of MB: a string grown one
// character at a time took seconds).
function parseRows(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  let from = 0 // where the characters not yet added to `cell` start
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (quoted) {
      if (ch === QUOTE) {
        cell += text.slice(from, i)
        if (text.charCodeAt(i + 1) === QUOTE) {
          cell += '"'
          i++
        } else quoted = false
        from = i + 1
      }
    } else if (ch === QUOTE) {
      cell += text.slice(from, i)
      quoted = true
      from = i + 1
    } else if (ch === COMMA) {
      row.push(cell + text.slice(from, i))
      cell = ''
      from = i + 1
    } else if (ch === LF || ch === CR) {
      row.push(cell + text.slice(from, i))
      rows.push(row)
      row = []
      cell = ''
      if (ch === CR && text.charCodeAt(i + 1) === LF) i++
      from = i + 1
    }
  }
  cell += text.slice(from)
  if (cell !== '' || row.length) {
    row.push(cell)
    rows.push(row)
  }
  return rows
}
const QUOTE = 34
const COMMA = 44
const LF = 10
const CR = 13

/** One CSV cell: quoted only when it must be. */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One CSV line (with its newline) from values in column order. */
export function csvLine(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\n`
}
