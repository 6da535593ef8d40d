// The method documents (docs/methods/*.md) as page content. A small Markdown subset (headings,
// paragraphs, lists, tables, code, quotes; inline code, bold, italics, links) turned into JSX, so every
// character of the text is escaped by the renderer: there is no raw HTML path. Links keep only
// http(s), mailto and site-relative targets.
import type { ComponentChildren } from 'preact'

/** A link target we render, or null (javascript:, data: and the like are dropped). */
export function safeHref(href: string): string | null {
  const trimmed = href.trim()
  if (/^(https?:|mailto:)/i.test(trimmed)) return trimmed
  if (/^[/#]/.test(trimmed) && !trimmed.startsWith('//')) return trimmed
  return null
}

/** Inline markup: `code`, **bold**, *italic* / _italic_, [text](url). */
function inline(text: string): ComponentChildren[] {
  const out: ComponentChildren[] = []
  const pattern = new RegExp(
    [
      '`([^`]+)`', // code
      String.raw`\*\*([^*]+)\*\*`, // bold
      String.raw`\[([^\]]+)\]\(([^)\s]+)\)`, // link
      String.raw`(?<![\w*])\*([^*\s][^*]*)\*(?!\w)`, // *italic*
      String.raw`(?<!\w)_([^_\s][^_]*)_(?!\w)`, // _italic_
    ].join('|'),
    'g',
  )
  let last = 0
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) out.push(text.slice(last, m.index))
    if (m[1] !== undefined) out.push(<code>{m[1]}</code>)
    else if (m[2] !== undefined) out.push(<strong>{inline(m[2])}</strong>)
    else if (m[3] !== undefined) {
      const href = safeHref(m[4])
      out.push(
        href ? (
          <a href={href} rel={href.startsWith('/') ? undefined : 'nofollow noopener'}>
            {inline(m[3])}
          </a>
        ) : (
          m[3]
        ),
      )
    } else out.push(<em>{m[5] ?? m[6]}</em>)
    last = m.index + m[0].length
  }
  if (last < text.length) out.push(text.slice(last))
  return out
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim())

/** Block structure, line by line. `shift` demotes headings so a document's # sits under the page's h1. */
export function Markdown({ source, shift = 1 }: { source: string; shift?: number }) {
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  const blocks: ComponentChildren[] = []
  let i = 0
  while (i < lines.length) {
    const line = lines[i]
    if (!line.trim()) {
      i++
      continue
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line)
    if (heading) {
      const level = Math.min(6, heading[1].length + shift)
      const H = `h${level}` as 'h2'
      blocks.push(<H>{inline(heading[2])}</H>)
      i++
    } else if (/^```/.test(line)) {
      const body: string[] = []
      for (i++; i < lines.length && !/^```/.test(lines[i]); i++) body.push(lines[i])
      i++
      blocks.push(
        <pre>
          <code>{body.join('\n')}</code>
        </pre>,
      )
    } else if (/^( {4}|\t)/.test(line)) {
      const body: string[] = []
      for (; i < lines.length && (/^( {4}|\t)/.test(lines[i]) || !lines[i].trim()); i++)
        body.push(lines[i].replace(/^( {4}|\t)/, ''))
      blocks.push(
        <pre>
          <code>{body.join('\n').trimEnd()}</code>
        </pre>,
      )
    } else if (/^\s*\|/.test(line)) {
      const rows: string[][] = []
      for (; i < lines.length && /^\s*\|/.test(lines[i]); i++)
        if (!/^\s*\|?[\s:|-]+\|?\s*$/.test(lines[i])) rows.push(cells(lines[i]))
      const [head, ...body] = rows
      blocks.push(
        <div class="scroll">
          <table>
            <thead>
              <tr>
                {head.map((c) => (
                  <th>{inline(c)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {body.map((r) => (
                <tr>
                  {r.map((c) => (
                    <td>{inline(c)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>,
      )
    } else if (/^\s*([-*]|\d+\.)\s+/.test(line)) {
      const ordered = /^\s*\d+\./.test(line)
      const items: string[] = []
      for (; i < lines.length && lines[i].trim() && !/^#/.test(lines[i]); i++) {
        if (/^\s*([-*]|\d+\.)\s+/.test(lines[i])) items.push(lines[i].replace(/^\s*([-*]|\d+\.)\s+/, ''))
        else items[items.length - 1] += ` ${lines[i].trim()}`
      }
      const list = items.map((t) => <li>{inline(t)}</li>)
      blocks.push(ordered ? <ol>{list}</ol> : <ul>{list}</ul>)
    } else if (/^>/.test(line)) {
      const body: string[] = []
      for (; i < lines.length && /^>/.test(lines[i]); i++) body.push(lines[i].replace(/^>\s?/, ''))
      blocks.push(
        <blockquote>
          <p>{inline(body.join(' '))}</p>
        </blockquote>,
      )
    } else {
      const body: string[] = []
      for (
        ;
        i < lines.length &&
        lines[i].trim() &&
        !/^(#{1,6}\s|```|\s*\||>|\s*([-*]|\d+\.)\s)/.test(lines[i]) &&
        !/^( {4}|\t)/.test(lines[i]);
        i++
      )
        body.push(lines[i].trim())
      if (!body.length) {
        body.push(line.trim())
        i++
      }
      blocks.push(<p>{inline(body.join(' '))}</p>)
    }
  }
  return <>{blocks}</>
}
