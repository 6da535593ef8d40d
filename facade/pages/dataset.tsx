// A dataset's page: what it holds, its summary's figures (when it has one), downloads, charts, its
// records as a table (filter, sort and pages by query string: links and a GET form, no script), the
// same data by API, the cite block, the method.
import type { AnyTool } from '../../tools/define.ts'
import { cellOf, formatCell, type Links, pagePath, type PagePayload, type AnyView } from '../../tools/page.ts'
import { Figure, type DrawnChart } from './figure.tsx'
import { renderPage } from './layout.tsx'
import { Markdown } from './markdown.tsx'
import { Calls, cellClass, CellView, CiteBlock, Table } from './parts.tsx'
import { selectRows, tableHref, type TableQuery } from './query.ts'

export interface DatasetPageInput {
  view: AnyView
  views: AnyView[]
  payload: PagePayload
  tools: AnyTool[]
  query: TableQuery
  charts: DrawnChart[]
  method: string | null
  baseUrl: string
  links: Links
}

/** A feed's kind in words, by the content type it is served with. */
const FEED_KIND: Record<string, string> = {
  'application/json': 'JSON',
  'text/csv': 'CSV',
  'application/atom+xml': 'Atom feed',
}

const numeric = (format?: string) => !!format && !['text', 'date', 'url', 'bool'].includes(format)

export function datasetPage({
  view,
  views,
  payload,
  tools,
  query,
  charts,
  method,
  baseUrl,
  links,
}: DatasetPageInput): string {
  const path = pagePath(view.dataset)
  const columns = view.columns
  const slice = selectRows(payload.items, columns, query, view.pageSize ?? 50)
  const feeds = tools.filter((t) => t.feed)
  const filterable = columns.filter((c) => c.filter)
  const note = view.note ? view.note(payload) : payload.note
  return renderPage({
    title: view.title,
    path,
    baseUrl,
    views,
    description: view.about,
    children: (
      <>
        <p class="crumbs">
          <a href="/">Home</a> › {view.title}
        </p>
        <h1>{view.title}</h1>
        <p class="lead">{view.about}</p>
        <p class="meta">
          As of <strong>{payload.as_of}</strong> · {payload.items.length.toLocaleString('en-US')} records
        </p>
        {note && <p class="note">{note}</p>}
        {view.summary?.map((s, i) => {
          const rows = s.rows(payload)
          return (
            <section aria-labelledby={`summary-${i}`}>
              <h2 id={`summary-${i}`}>{s.title}</h2>
              {s.about && <p>{s.about}</p>}
              {rows.length ? (
                <Table columns={s.columns} rows={rows} caption={s.title} links={links} />
              ) : (
                <p>{s.empty}</p>
              )}
            </section>
          )
        })}
        <section aria-labelledby="downloads">
          <h2 id="downloads">Download</h2>
          <ul>
            {feeds.map((t) => (
              <li>
                <a href={`/data/${t.feed!.file}`}>{t.feed!.file}</a> —{' '}
                {FEED_KIND[t.feed!.contentType] ?? t.feed!.contentType}: {t.feed!.about ?? t.title}
              </li>
            ))}
            {!feeds.length && <li>No open file for this dataset: use the API below.</li>}
            <li>
              <a href="/data/datapackage.json">datapackage.json</a> — every feed and its fields (Frictionless Data
              Package)
            </li>
          </ul>
        </section>
        {charts.length > 0 && (
          <section aria-labelledby="charts">
            <h2 id="charts">Charts</h2>
            {charts.map((d) => (
              <Figure drawn={d} links={links} />
            ))}
          </section>
        )}
        <section aria-labelledby="records">
          <h2 id="records">Records</h2>
          {/* biome-ignore lint/a11y/useSemanticElements: <search> (2023) is unknown to older screen readers */}
          <form method="get" action={path} class="filters" role="search">
            <label>
              Search <input type="search" name="q" value={query.q} />
            </label>
            {filterable.map((c) => {
              const values = [
                ...new Set(
                  payload.items
                    .map((row) => cellOf(c, row))
                    .filter((v) => v !== null && v !== undefined && v !== '')
                    .map(String),
                ),
              ].sort()
              return (
                <label>
                  {c.label}{' '}
                  <select name={c.id}>
                    <option value="">any</option>
                    {values.map((v) => (
                      <option value={v} selected={query.filters[c.id] === v}>
                        {formatCell(v, c.format)}
                      </option>
                    ))}
                  </select>
                </label>
              )
            })}
            {query.sort && (
              <>
                <input type="hidden" name="sort" value={query.sort} />
                <input type="hidden" name="dir" value={query.dir} />
              </>
            )}
            <button type="submit">Filter</button> <a href={path}>Reset</a>
          </form>
          <p>
            {slice.total.toLocaleString('en-US')} matching · page {slice.page} of {slice.pages}
          </p>
          <div class="scroll">
            <table class="records">
              <caption>
                {view.title}: records
                {query.sort
                  ? `, sorted by ${columns.find((c) => c.id === query.sort)?.label} (${
                      query.dir === 'asc' ? 'ascending' : 'descending'
                    })`
                  : ''}
              </caption>
              <thead>
                <tr>
                  {columns.map((c) => {
                    const active = query.sort === c.id
                    const dir = active && query.dir === 'asc' ? 'desc' : 'asc'
                    return (
                      <th
                        scope="col"
                        class={numeric(c.format) ? 'num' : undefined}
                        aria-sort={active ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                      >
                        <a href={tableHref(path, query, { sort: c.id, dir, page: 1 })}>
                          {c.label}
                          {active ? (query.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                        </a>
                      </th>
                    )
                  })}
                </tr>
              </thead>
              <tbody>
                {slice.rows.map((row) => (
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
          {slice.pages > 1 && (
            <nav class="pager" aria-label="Pages">
              {slice.page > 1 ? (
                <a href={tableHref(path, query, { page: slice.page - 1 })} rel="prev">
                  ‹ Previous
                </a>
              ) : (
                <span>‹ Previous</span>
              )}{' '}
              <span>
                Page {slice.page} of {slice.pages}
              </span>{' '}
              {slice.page < slice.pages ? (
                <a href={tableHref(path, query, { page: slice.page + 1 })} rel="next">
                  Next ›
                </a>
              ) : (
                <span>Next ›</span>
              )}
            </nav>
          )}
        </section>
        <Calls tools={tools} baseUrl={baseUrl} />
        <CiteBlock title={view.title} url={`${baseUrl}${path}`} asOf={payload.as_of} sources={payload.sources} />
        {method && (
          <section aria-labelledby="method" class="method">
            <h2 id="method">Method</h2>
            <Markdown source={method} shift={2} />
          </section>
        )}
      </>
    ),
  })
}

/** The text of a record's first column, for a record's title when the view names none. */
export function firstCellText(view: AnyView, row: unknown): string {
  const c = view.columns[0]
  return c ? formatCell(cellOf(c, row), c.format) : ''
}
