// Small pages: the open-data index (/data/), a record that does not exist, a dataset not produced yet.
import type { AnyTool } from '../../tools/define.ts'
import { pagePath, recordPath, type AnyView } from '../../tools/page.ts'
import { renderPage } from './layout.tsx'

export function dataIndexPage({
  tools,
  baseUrl,
  views,
}: {
  tools: AnyTool[]
  baseUrl: string
  views: AnyView[]
}): string {
  return renderPage({
    title: 'Open data',
    path: '/data/',
    baseUrl,
    views,
    description: 'The open feeds: JSON and CSV files, no key needed.',
    children: (
      <>
        <p class="crumbs">
          <a href="/">Home</a> › Open data
        </p>
        <h1>Open data</h1>
        <p>
          Files anyone may download, no key needed; ETag, CORS for any origin, gzip or br when asked. Their fields:{' '}
          <a href="/data/datapackage.json">datapackage.json</a>.
        </p>
        <ul>
          {tools
            .filter((t) => t.feed)
            .map((t) => {
              const view = views.find((v) => v.dataset === t.dataset)
              return (
                <li>
                  <a href={`/data/${t.feed!.file}`}>{t.feed!.file}</a> — {t.title}
                  {view && (
                    <>
                      {' '}
                      (<a href={pagePath(view.dataset)}>page</a>)
                    </>
                  )}
                  : {t.feed!.about ?? t.description}
                </li>
              )
            })}
        </ul>
      </>
    ),
  })
}

export function notFoundPage(
  { baseUrl, views }: { baseUrl: string; views: AnyView[] },
  view: AnyView,
  key: string,
  closest: string[] = [],
): string {
  return renderPage({
    title: 'Not found',
    path: pagePath(view.dataset),
    baseUrl,
    views,
    description: 'No such record.',
    children: (
      <>
        <h1>Not found</h1>
        <p>
          {view.title} has no record <code>{key}</code> in its latest data. See{' '}
          <a href={pagePath(view.dataset)}>every record</a>.
        </p>
        {closest.length > 0 && (
          <p>
            Closest records:{' '}
            {closest.map((id, i) => (
              <>
                {i > 0 && ', '}
                <a href={recordPath(view.dataset, id)}>
                  <code>{id}</code>
                </a>
              </>
            ))}
            .
          </p>
        )}
      </>
    ),
  })
}

export function unavailablePage({ baseUrl, views }: { baseUrl: string; views: AnyView[] }, view: AnyView): string {
  return renderPage({
    title: view.title,
    path: pagePath(view.dataset),
    baseUrl,
    views,
    description: 'Not produced yet.',
    children: (
      <>
        <h1>{view.title}</h1>
        <p>This dataset has not been produced yet; try again after the next refresh.</p>
      </>
    ),
  })
}
