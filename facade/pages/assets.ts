// The site's static files under names that carry their content hash, so a browser keeps them for
// a year (immutable) and a new version is a new URL; served before the rate limits (a page's
// stylesheet and icon must not spend a reader's budget of 60 pages a minute).
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Context, Next } from 'koa'
import { notModified } from '../conditional.ts'

const DIR = fileURLToPath(new URL('./assets/', import.meta.url))

interface Asset {
  path: string
  body: string
  type: string
  etag: string
}

function asset(file: string, type: string): Asset {
  const body = readFileSync(DIR + file, 'utf8')
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10)
  const [name, ext] = [file.slice(0, file.lastIndexOf('.')), file.slice(file.lastIndexOf('.'))]
  return { path: `/assets/${name}.${hash}${ext}`, body, type, etag: `"${hash}"` }
}

export const ASSETS = {
  css: asset('site.css', 'text/css; charset=utf-8'),
  icon: asset('favicon.svg', 'image/svg+xml'),
}

/** The asset a path names: its hashed name (immutable), or the plain name an old page or a browser asks for. */
function assetAt(path: string): { asset: Asset; immutable: boolean } | undefined {
  for (const a of Object.values(ASSETS)) {
    if (path === a.path) return { asset: a, immutable: true }
  }
  if (path === '/assets/site.css') return { asset: ASSETS.css, immutable: false }
  if (path === '/assets/favicon.svg' || path === '/favicon.ico') return { asset: ASSETS.icon, immutable: false }
  return undefined
}

/** Serves the site's static files (GET and HEAD), passing anything else on; 304 when the client has the version. */
export function assetsRoute(ctx: Context, next: Next) {
  const found = (ctx.method === 'GET' || ctx.method === 'HEAD') && assetAt(ctx.path)
  if (!found) return next()
  ctx.set('Cache-Control', found.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
  ctx.set('ETag', found.asset.etag)
  ctx.set('X-Content-Type-Options', 'nosniff')
  if (notModified(ctx, found.asset.etag)) return
  ctx.type = found.asset.type
  ctx.body = found.asset.body
}
