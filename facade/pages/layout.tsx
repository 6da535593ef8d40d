// The frame of every page: head (stylesheet from /assets, no inline script or style), the site
// navigation and the footer. Rendered with preact-render-to-string, which escapes every value.
import type { ComponentChildren } from 'preact'
import { renderToString } from 'preact-render-to-string'
import type { AnyView } from '../../tools/page.ts'
import { pagePath } from '../../tools/page.ts'
import { ASSETS } from './assets.ts'

export const SITE_NAME = 'AI market data'

export interface Frame {
  title: string
  description: string
  path: string
  baseUrl: string
  views: AnyView[]
  children: ComponentChildren
}

function Layout({ title, description, path, baseUrl, views, children }: Frame) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title === SITE_NAME ? title : `${title} · ${SITE_NAME}`}</title>
        <meta name="description" content={description} />
        <link rel="canonical" href={`${baseUrl}${path}`} />
        <link rel="stylesheet" href={ASSETS.css.path} />
        <link rel="icon" href={ASSETS.icon.path} type="image/svg+xml" />
        <link rel="alternate" type="text/markdown" href="/llms.txt" title="llms.txt" />
        <link
          rel="alternate"
          type="application/atom+xml"
          href="/data/price_changes.atom"
          title="LLM API list-price changes"
        />
      </head>
      <body>
        <header class="site">
          <a class="brand" href="/">
            {SITE_NAME}
          </a>
          <nav aria-label="Datasets">
            <ul>
              {views.map((v) => (
                <li>
                  <a href={pagePath(v.dataset)} aria-current={path === pagePath(v.dataset) ? 'page' : undefined}>
                    {v.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <main id="main">{children}</main>
        <footer class="site">
          <p>
            <a href="/">Home</a> · <a href="/data/datapackage.json">datapackage.json</a> ·{' '}
            <a href="/openapi.json">OpenAPI</a> · <a href="/llms.txt">llms.txt</a> · <a href="/sitemap.xml">Sitemap</a>
          </p>
          <p>
            Every number carries its upstream source and the date it was observed. Cite the page URL with its as-of
            date.
          </p>
        </footer>
      </body>
    </html>
  )
}

/** The document as served. */
export function renderPage(frame: Frame): string {
  return `<!doctype html>${renderToString(<Layout {...frame} />)}`
}
