// Google's Gemini API pricing page as a third party's daily capture renders it (zhangchen456/maasweekly,
// data/snapshots/<day>/Google_Gemini_API__pricing__<day>.md): one table cell a line, each opened by '| ', a
// cell's further lines unmarked; model titles, model ids and tab names (Standard, Batch, Flex, Priority) as
// plain lines. Rewritten here in the form the adapter reads (the docs store's and html-text.ts's): '## '
// titles, ids in backticks, '### ' tab names, one pipe row per table row. Only the layout marks change: every
// word is kept, in order.

/** A tab of a model's price tables. */
const TAB = /^(Standard|Batch|Flex|Priority)$/

/** A line of model ids only ('gemini-3.8-flash', 'a and b', 'a, b, and c'): the ids, else undefined. */
function idsOnLine(line: string): string[] | undefined {
  const parts = line.trim().split(/,\s*(?:and\s+)?|\s+and\s+/)
  return parts.every((p) => /^[a-z][a-z0-9.]*(?:-[a-z0-9.]+)+$/.test(p)) ? parts : undefined
}

/** Is the text the capture's rendering (a table header cell alone on its line)? */
export const isCellPerLine = (text: string) => /^\| Paid Tier, per 1M tokens in USD$/m.test(text)

/** A line that ends a table: a tab name, a footnote, the page's Notes, or a model's title (ids below it). */
const endsTable = (line: string, next: string | undefined) =>
  TAB.test(line) || line === 'Notes' || /^(\*|\[\*\]|Note:)/.test(line) || !!(next && idsOnLine(next))

/** The capture's text with its titles, ids, tabs and tables marked as the adapter reads them. */
export function asPipeText(text: string): string {
  const lines = text.split('\n')
  const out: string[] = []
  let cells: string[][] | undefined
  // Since the last table: an id line or a tab name (a titled block), and the first line after it.
  let titled = false
  let blockStart = out.length
  const flush = () => {
    for (let i = 0; cells && i < cells.length; i += 3) {
      out.push(
        `| ${cells
          .slice(i, i + 3)
          .map((c) => c.join(' '))
          .join(' | ')} |`,
      )
      if (i === 0) out.push('|---|---|---|')
    }
    cells = undefined
    titled = false
    blockStart = out.length
  }
  lines.forEach((line, i) => {
    if (cells) {
      const isCell = line.startsWith('|')
      // A row ends its table where its label says the table is over (every model table's last row).
      const last = cells.length % 3 === 0 && /^Used to improve/.test(cells[cells.length - 3]?.[0] ?? '')
      if (isCell && !last) {
        cells.push(line === '|' ? [] : [line.replace(/^\|\s?/, '')])
        return
      }
      if (!isCell && !last && !endsTable(line, lines[i + 1])) {
        cells[cells.length - 1].push(line)
        return
      }
      flush()
    }
    if (line === '|' && lines[i + 1] === '|') {
      // A table in a block with no model ids (Gemma, the tools): its first line is its title.
      if (!titled && blockStart < out.length) out[blockStart] = `## ${out[blockStart]}`
      cells = []
      return
    }
    const ids = idsOnLine(line)
    if (ids && i > 0 && out.length) {
      out[out.length - 1] = `## ${out[out.length - 1]}`
      out.push(...ids.map((id) => `\`${id}\``))
      titled = true
      return
    }
    if (TAB.test(line)) {
      out.push(`### ${line}`)
      titled = true
      return
    }
    out.push(line === 'Notes' ? '## Notes' : line)
  })
  if (cells) flush()
  return out.join('\n')
}
