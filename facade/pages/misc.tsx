import { pagePath, recordPath, type AnyView } from '../../tools/page.ts'
import { renderPage } from './layout.tsx'

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
