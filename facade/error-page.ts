// An error in the form the client asked for: a browser (Accept prefers text/html) reads a page that
// says what happened and what to do (when to come back after a 429); an API client reads JSON.
import type { Context } from 'koa'
import type { AppError } from '../tools/errors.ts'
import { escapeXml } from '../tools/xml.ts'
import { ASSETS } from './pages/assets.ts'

/** Does the request prefer HTML (a browser), outside the machine paths (/api, /mcp)? */
export function wantsHtml(ctx: Context): boolean {
  if (
    ctx.path.startsWith('/api/') ||
    ctx.path === '/mcp' ||
    ctx.path.startsWith('/mcp/') ||
    ctx.path.startsWith('/admin')
  )
    return false
  return ctx.accepts('json', 'html') === 'html'
}

const TITLES: Record<number, string> = {
  400: 'Bad request',
  404: 'Page not found',
  405: 'Method not allowed',
  429: 'Too many requests',
  503: 'Not available yet',
}

/** The page of an error (no script, no inline style: the site's CSP holds). */
export function errorPage(error: AppError, retryAfter?: string): string {
  const title = TITLES[error.status] ?? (error.status >= 500 ? 'Something went wrong' : 'Request refused')
  // A 429's message is written for API clients (it advises a key); a browser reads `back` instead.
  const message = error.status === 429 && retryAfter ? '' : error.expose ? error.message : 'Internal error.'
  const said = message ? `<p>${escapeXml(message)}</p>` : ''
  // A browser sends no API key, so the advice is to wait; a program is pointed at its keyed limit.
  const back = retryAfter
    ? `<p>Please come back in ${escapeXml(retryAfter)} seconds: the pages allow a number of visits per ` +
      'minute from one address, and this one has used them for now. Reloading sooner does not help.</p>' +
      '<p>A program that reads the data often can use the API with a key, which has a higher limit (see ' +
      '<a href="/llms.txt">llms.txt</a>).</p>'
    : ''
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ' +
    `content="width=device-width, initial-scale=1"><title>${error.status} ${title} · AI market data</title><link ` +
    `rel="stylesheet" href="${ASSETS.css.path}"></head>` +
    `<body><main id="main"><h1>${error.status} ${title}</h1>${said}${back}<p><a ` +
    'href="/">Home</a> · <a href="/llms.txt">llms.txt</a></p></main></body></html>'
  )
}
