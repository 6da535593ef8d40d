// The pages: open (no key), limited like the feeds, one loop over the page views. Each answer is
// HTML with a strict Content-Security-Policy (no script at all; styles from /assets), cached in
// memory until new data arrives, with an ETag made with it (the conditional() middleware answers 304).
import { existsSync, readFileSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Router from '@koa/router'
import type { Context } from 'koa'
import { LRUCache } from 'lru-cache'
import type { Store } from '../../store/types.ts'
import { closestIds } from '../../tools/closest-ids.ts'
import type { AnyTool } from '../../tools/define.ts'
import { AppError } from '../../tools/errors.ts'
import { pagePath, type AnyView } from '../../tools/page.ts'
import { etagOf } from '../conditional.ts'
import { FEED_CACHE_CONTROL } from '../feeds.ts'
import { dataPackage } from './datapackage.ts'
import { notFoundPage, unavailablePage } from './misc.tsx'
import { loadDatasetPage, loadHome, loadRecordPage, loadSitemap, payloadOf } from './load.ts'

const CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; " +
  "frame-ancestors 'none'"

const METHODS = fileURLToPath(new URL('../../docs/methods/', import.meta.url))

export interface PagesOptions {
  views: AnyView[]
  tools: AnyTool[]
  store: Store
  baseUrl: string
  exportDir: string
  methodsDir?: string
}

interface Answer {
  status: number
  type: string
  body: string
  etag: string
}

const answer = (status: number, type: string, body: string): Answer => ({ status, type, body, etag: etagOf(body) })

/** The header line of a CSV feed, so its Table Schema lists the fields in file order. */
async function csvHeader(path: string): Promise<string[] | null> {
  if (!existsSync(path)) return null
  const file = await open(path, 'r')
  try {
    const { bytesRead, buffer } = await file.read(Buffer.alloc(4096), 0, 4096, 0)
    return buffer.subarray(0, bytesRead).toString('utf8').split('\n')[0].split(',')
  } finally {
    await file.close()
  }
}

export function pagesRouter(opts: PagesOptions) {
  const { views, tools, store, baseUrl } = opts
  const methodsDir = opts.methodsDir ?? METHODS
  const methods = new Map<string, string | null>()
  const method = (name?: string) => {
    if (!name) return null
    if (!methods.has(name)) {
      const path = join(methodsDir, `${name}.md`)
      methods.set(name, existsSync(path) ? readFileSync(path, 'utf8') : null)
    }
    return methods.get(name)!
  }
  const cache = new LRUCache<string, Answer>({ max: 2000 })
  // New data makes every page stale.
  store.onEdition(() => cache.clear())
  const site = { views, tools, store, baseUrl }

  /** Serves an answer with the page headers and its ETag (conditional() turns a 200 the client has into a 304). */
  function send(ctx: Context, a: Answer) {
    // Documents a browser renders get the policy; data files (XML, JSON, text) are shown by the browser's own viewers.
    if (/^(text\/html|image\/svg)/.test(a.type)) ctx.set('Content-Security-Policy', CSP)
    ctx.set('X-Content-Type-Options', 'nosniff')
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    ctx.set('Cache-Control', FEED_CACHE_CONTROL)
    ctx.set('ETag', a.etag)
    ctx.type = a.type
    ctx.status = a.status
    ctx.body = a.body
  }

  /** The cached answer of a URL, made once per data version. */
  async function cached(ctx: Context, make: () => Promise<Answer>) {
    const key = ctx.url
    let hit = cache.get(key)
    if (!hit) {
      hit = await make()
      if (hit.status === 200 || hit.status === 404) cache.set(key, hit)
    }
    send(ctx, hit)
  }

  const html = 'text/html; charset=utf-8'
  const router = new Router()
  // The site's stylesheet and icon are served before the limits (assets.ts), not here.
  const robots = answer(
    200,
    'text/plain; charset=utf-8',
    `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /mcp\nDisallow: /admin/\n\nSitemap: ${baseUrl}/sitemap.xml\n`,
  )
  router.get('/robots.txt', (ctx) => send(ctx, robots))
  router.get('/sitemap.xml', (ctx) =>
    cached(ctx, async () => answer(200, 'application/xml; charset=utf-8', await loadSitemap(site))),
  )
  router.get(['/', '/index.html'], async (ctx, next) => {
    ctx.vary('Accept')
    // A client asking for text (an agent, curl -H 'Accept: text/markdown') gets llms.txt, as before.
    if (ctx.path === '/' && ctx.accepts('text/html', 'text/markdown', 'text/plain') !== 'text/html') return next()
    await cached(ctx, async () => answer(200, html, await loadHome(site)))
  })
  router.get('/data/datapackage.json', (ctx) => {
    // On every answer, not only the one that made it: a cached answer was served without it.
    ctx.set('Access-Control-Allow-Origin', '*')
    return cached(ctx, async () => {
      const sources = Object.fromEntries(
        await Promise.all(
          views.map(async (v) => [v.dataset, (await payloadOf(store, v.dataset))?.sources ?? []] as const),
        ),
      )
      const pkg = dataPackage(tools, baseUrl, sources)
      for (const resource of pkg.resources) {
        if (resource.format !== 'csv') continue
        const header = await csvHeader(join(opts.exportDir, resource.path))
        if (header) resource.schema.fields.sort((a, b) => header.indexOf(a.name) - header.indexOf(b.name))
      }
      return answer(200, 'application/json; charset=utf-8', JSON.stringify(pkg, null, 2))
    })
  })
  // A feed's documents beside its file (archives, a narrower feed): open and cached like the file.
  for (const tool of tools.filter((t) => t.feed?.document)) {
    const feed = tool.feed!
    router.get(`/data/${feed.file.replace(/\.[^.]+$/, '')}/:name`, async (ctx) => {
      ctx.set('Access-Control-Allow-Origin', '*')
      await cached(ctx, async () => {
        const text = await feed.document!({ store, baseUrl }, ctx.params.name)
        if (text === null) throw new AppError('NOT_FOUND', `No feed '${ctx.path}'.`)
        return answer(200, `${feed.contentType}; charset=utf-8`, text)
      })
    })
  }
  for (const view of views) {
    const path = pagePath(view.dataset)
    router.get(path, (ctx) =>
      cached(ctx, async () => {
        const page = await loadDatasetPage(site, view, ctx.query, method(view.method))
        return page === null ? answer(503, html, unavailablePage(site, view)) : answer(200, html, page)
      }),
    )
    if (!view.key) continue
    router.get(`${path}/:key`, (ctx) =>
      cached(ctx, async () => {
        let page = await loadRecordPage(site, view, ctx.params.key)
        if (page === undefined) return answer(503, html, unavailablePage(site, view))
        const payload = await payloadOf(store, view.dataset)
        // An id as a seller writes it (deepseek-chat, a dated snapshot) shows the record it names.
        const named =
          page === null ? view.resolve?.(ctx.params.key, payload?.items ?? [], payload?.as_of ?? '') : undefined
        if (named) page = await loadRecordPage(site, view, named)
        if (page) return answer(200, html, page)
        // The page names the records the visitor probably meant (h100 -> nvidia-h100-sxm).
        const keys = (payload?.items ?? []).map((item) => view.key!(item))
        return answer(404, html, notFoundPage(site, view, ctx.params.key, closestIds(ctx.params.key, keys)))
      }),
    )
  }
  return router
}
