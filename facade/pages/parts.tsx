// Pieces shared by the pages: a formatted cell (links checked), a plain table, the cite block, a
// chart figure with its text alternative and table.
import type { AnyTool } from '../../tools/define.ts'
import { restPath } from '../../tools/define.ts'
import type { DatasetSource } from '../../tools/envelope.ts'
import { LICENSE } from '../../tools/envelope.ts'
import { cellOf, type Column, formatCell, type Links, type PageView, recordPath } from '../../tools/page.ts'
import { safeHref } from './markdown.tsx'

/** One cell: its formatted text, a link when the column declares one (only safe targets). */
/** No link is known to exist (tables whose columns link nowhere else). */
const NO_LINKS: Links = { has: () => false }

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/

/**
 * Text marked with its language where it is Chinese (buyer and supplier names, notice titles): a
 * browser then picks a CJK font, and a screen reader the right voice. The pages are lang="en".
 */
export function Lang({ text }: { text: string }) {
  // A short name (a role, a company) is kept on one line: a squeezed column broke it a character a line.
  if (!CJK.test(text)) return text
  return text.length <= 8 ? (
    <span lang="zh" class="whole">
      {text}
    </span>
  ) : (
    <span lang="zh">{text}</span>
  )
}

export function CellView<T>({
  column,
  row,
  view,
  links = NO_LINKS,
}: {
  column: Column<T>
  row: T
  view?: PageView<T>
  links?: Links
}) {
  const value = cellOf(column, row)
  const text = formatCell(value, column.format)
  let href: string | null | undefined
  if (column.link === 'record') href = view?.key ? recordPath(view.dataset, view.key(row)) : null
  else if (column.link) href = column.link(row, links)
  else if (column.format === 'url' && typeof value === 'string') href = value
  const safe = href ? safeHref(href) : null
  if (!safe || text === '—') return <Lang text={text} />
  const external = !safe.startsWith('/')
  return (
    <a href={safe} rel={external ? 'nofollow noopener' : undefined} class={external ? 'ext' : undefined}>
      {column.format === 'url' ? shortUrl(text) : <Lang text={text} />}
    </a>
  )
}

/** A long URL shown by host and the end of its path. */
export function shortUrl(url: string): string {
  try {
    const u = new URL(url)
    const path = u.pathname.length > 40 ? `…${u.pathname.slice(-36)}` : u.pathname
    return `${u.host}${path}`
  } catch {
    return url
  }
}

const numeric = (format?: string) => !!format && !['text', 'date', 'url', 'bool'].includes(format)

/** A table of rows under the given columns (caption for screen readers). */
/** A cell's class: numbers right-aligned, dates kept on one line. */
export const cellClass = (format?: string) =>
  format === 'date' ? 'date' : numeric(format as never) ? 'num' : undefined

export function Table<T>({
  columns,
  rows,
  caption,
  view,
  links,
}: {
  columns: Column<T>[]
  rows: T[]
  caption: string
  view?: PageView<T>
  links?: Links
}) {
  return (
    <div class="scroll">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" class={numeric(c.format) ? 'num' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr>
              {columns.map((c) => (
                <td class={cellClass(c.format)}>
                  <CellView column={c} row={row} view={view} links={links} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export interface CiteInfo {
  title: string
  url: string
  asOf: string
  sources: DatasetSource[]
}

/** The citation as plain text. */
function citeText({ title, url, asOf, sources }: CiteInfo): string {
  const upstream = sources.map((s) => `${s.name} (${s.url}, ${s.license}, retrieved ${s.retrieved})`).join('; ')
  const cited = upstream ? ` Sources: ${upstream}.` : ''
  return `${title}. AI market data. ${url} (data as of ${asOf}). License: ${LICENSE}${cited}`
}

/** The citation as BibTeX (@misc; braces in values are dropped so the entry stays well-formed). */
function citeBibtex({ title, url, asOf, sources }: CiteInfo): string {
  const clean = (s: string) => s.replace(/[{}\\]/g, '')
  const upstream = sources.length ? ` Upstream: ${clean(sources.map((s) => s.name).join('; '))}.` : ''
  const key = `aimd-${
    url
      .replace(/^https?:\/\/[^/]+\//, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'home'
  }-${asOf}`
  return [
    `@misc{${key},`,
    `  title = {${clean(title)}},`,
    `  author = {{AI market data}},`,
    `  year = {${asOf.slice(0, 4)}},`,
    `  howpublished = {\\url{${clean(url)}}},`,
    `  note = {Data as of ${asOf}. License: ${clean(LICENSE)}${upstream}},`,
    `  urldate = {${asOf}}`,
    '}',
  ].join('\n')
}

/** The cite block: URL, as_of, license and sources, then the text and BibTeX to copy. */
export function CiteBlock(info: CiteInfo) {
  return (
    <section class="cite" aria-labelledby="cite">
      <h2 id="cite">Cite</h2>
      <dl>
        <dt>URL</dt>
        <dd>
          <a href={info.url} class="cite-url">
            {info.url}
          </a>
        </dd>
        <dt>As of</dt>
        <dd class="cite-as-of">{info.asOf}</dd>
        <dt>License</dt>
        <dd class="cite-license">{LICENSE}</dd>
        <dt>Sources</dt>
        <dd>
          <ul>
            {info.sources.map((s) => (
              <li>
                <a href={safeHref(s.url) ?? undefined} rel="nofollow noopener" class="ext">
                  {s.name}
                </a>{' '}
                — {s.license}, retrieved {s.retrieved}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <h3>Plain text</h3>
      <textarea readonly rows={4} aria-label="Citation as plain text">
        {citeText(info)}
      </textarea>
      <h3>BibTeX</h3>
      <textarea readonly rows={9} aria-label="Citation as BibTeX">
        {citeBibtex(info)}
      </textarea>
    </section>
  )
}

/** How to get the same data from the API and MCP (text to copy: REST needs a key, so no link). */
export function Calls({ tools, baseUrl }: { tools: AnyTool[]; baseUrl: string }) {
  return (
    <section aria-labelledby="calls">
      <h2 id="calls">The same data by API</h2>
      {tools.map((tool) => (
        <div class="call">
          <h3>{tool.title}</h3>
          {tool.rest && (
            <>
              <p>REST (needs a key):</p>
              <pre>
                <code>{`curl -H "Authorization: Bearer $API_KEY" "${baseUrl}/api/v1${restPath(tool.name)}"`}</code>
              </pre>
            </>
          )}
          <p>
            MCP ({tool.auth === 'key' ? 'needs a key' : 'open'}): tool <code>{tool.name}</code>
          </p>
          <pre>
            <code>{JSON.stringify({ method: 'tools/call', params: { name: tool.name, arguments: {} } }, null, 2)}</code>
          </pre>
        </div>
      ))}
    </section>
  )
}
