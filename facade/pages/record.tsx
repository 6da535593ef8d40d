// A record's page at a stable URL (/<dataset>/<key>): its fields, its sources with observed dates,
// its charts and related tables, and a cite block. Everything comes from the view declaration.
import { type AnyView, type Cite, type Links, pagePath, type RecordData, recordPath } from '../../tools/page.ts'
import { firstCellText } from './dataset.tsx'
import { Figure, type DrawnChart } from './figure.tsx'
import { renderPage } from './layout.tsx'
import { safeHref } from './markdown.tsx'
import { CellView, CiteBlock, cellClass, shortUrl, Table } from './parts.tsx'
import { Lang } from './parts.tsx'

export interface RecordPageInput {
  view: AnyView
  views: AnyView[]
  data: RecordData
  charts: DrawnChart[]
  baseUrl: string
  links: Links
}

/** What the record cites: the view's own cites, else the dataset's upstream sources and their dates. */
function citesOf(view: AnyView, data: RecordData): Cite[] {
  const own = view.cites?.(data.record) ?? []
  return own.length ? own : data.payload.sources.map((s) => ({ label: s.name, url: s.url, observed: s.retrieved }))
}

export function recordPage({ view, views, data, charts, baseUrl, links }: RecordPageInput): string {
  const record = data.record
  const key = view.key!(record)
  const path = recordPath(view.dataset, key)
  const title = view.recordTitle?.(record) ?? firstCellText(view, record) ?? key
  const cites = citesOf(view, data)
  return renderPage({
    title,
    path,
    baseUrl,
    views,
    description: `${title}: ${view.title}, as of ${data.payload.as_of}, with its sources and observed dates.`,
    children: (
      <>
        <p class="crumbs">
          <a href="/">Home</a> › <a href={pagePath(view.dataset)}>{view.title}</a> › {title}
        </p>
        <h1>
          <Lang text={title} />
        </h1>
        <p class="meta">
          {view.title} · record <code>{key}</code> · data as of <strong>{data.payload.as_of}</strong>
        </p>
        {charts.length > 0 && (
          <section aria-labelledby="charts">
            <h2 id="charts">Charts</h2>
            {charts.map((d) => (
              <Figure drawn={d} links={links} />
            ))}
          </section>
        )}
        <section aria-labelledby="fields">
          <h2 id="fields">Details</h2>
          <dl class="fields">
            {(view.fields ?? view.columns).map((c) => (
              <>
                <dt>{c.label}</dt>
                <dd class={cellClass(c.format)}>
                  <CellView column={c} row={record} view={view} links={links} />
                </dd>
              </>
            ))}
          </dl>
        </section>
        <section aria-labelledby="sources">
          <h2 id="sources">Sources</h2>
          <div class="scroll">
            <table class="sources">
              <caption>Where each number comes from and when it was observed</caption>
              <thead>
                <tr>
                  <th scope="col">Source</th>
                  <th scope="col">URL</th>
                  <th scope="col">Observed</th>
                </tr>
              </thead>
              <tbody>
                {cites.map((c) => {
                  const href = c.url ? safeHref(c.url) : null
                  return (
                    <tr class="source">
                      <td>{c.label}</td>
                      <td class="source-url">
                        {href ? (
                          <a href={href} rel="nofollow noopener" class="ext">
                            {shortUrl(c.url!)}
                          </a>
                        ) : (
                          (c.url ?? 'no URL (see the dataset sources)')
                        )}
                      </td>
                      <td class="observed date">{c.observed ?? 'not stated by the source'}</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        </section>
        {(view.sections ?? []).map((s, i) => {
          const rows = s.rows(data)
          return (
            <section aria-labelledby={`section-${i}`}>
              <h2 id={`section-${i}`}>{s.title}</h2>
              {rows.length ? (
                <Table columns={s.columns} rows={rows} caption={s.title} links={links} />
              ) : (
                <p>{s.empty}</p>
              )}
            </section>
          )
        })}
        <CiteBlock
          title={`${title} (${view.title})`}
          url={`${baseUrl}${path}`}
          asOf={data.payload.as_of}
          sources={data.payload.sources}
        />
      </>
    ),
  })
}
