// Conditional answers, one way for every surface: a strong ETag made once where the body
// is made (never per request), If-None-Match compared as RFC 9110 13.1.2 says (a list, W/ forms, *),
// and a 304 that keeps the headers a 200 would carry (ETag, Cache-Control, Last-Modified, Vary).
// The feeds and REST call notModified() inline: theirs are the busiest paths and get no extra hop.
// The pages and the discovery documents (openapi.json, llms.txt, the server card) set their ETag,
// and the conditional() middleware answers 304 after them.
import { createHash } from 'node:crypto'
import type { Context, Middleware } from 'koa'

/** A strong ETag of a body: a quoted, URL-safe digest. Compute it once per body version, not per request. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`
}

/**
 * True when an If-None-Match value names the entity tag: `*`, or any tag of its list equal to it by
 * the weak comparison (W/ ignored on either side). A malformed member (unquoted) matches nothing.
 */
export function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  // The usual revalidation sends back the one tag it was given: no parsing.
  if (header === etag) return true
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag
  let i = 0
  while (i < header.length) {
    const c = header[i]
    if (c === ' ' || c === '\t' || c === ',') {
      i++
      continue
    }
    if (c === '*') return true
    if (header.startsWith('W/', i)) i += 2
    if (header[i] !== '"') {
      // Not an entity tag: skip to the next member.
      const comma = header.indexOf(',', i)
      if (comma < 0) return false
      i = comma + 1
      continue
    }
    // A quoted tag may hold a comma, so it ends at its closing quote, not at the next comma.
    const close = header.indexOf('"', i + 1)
    if (close < 0) return false
    if (close + 1 - i === opaque.length && header.startsWith(opaque, i)) return true
    i = close + 1
  }
  return false
}

/**
 * For a GET or HEAD whose If-None-Match names `etag`: sets 304 and returns true (the caller sends no
 * body). The caller has set the headers the 200 would carry; a 304 keeps them (RFC 9110 15.4.5).
 */
export function notModified(ctx: Context, etag: string): boolean {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return false
  if (!matches(ctx.req.headers['if-none-match'], etag)) return false
  ctx.status = 304
  return true
}

/**
 * The middleware of the surfaces mounted after it (pages, discovery documents): a 200 to a GET or
 * HEAD that carries its ETag becomes a 304 when the client holds that version. (Feeds and REST
 * answer theirs inline with notModified.)
 */
export function conditional(): Middleware {
  const after = (ctx: Context) => {
    const etag = ctx.status === 200 ? ctx.response.get('ETag') : ''
    if (etag) notModified(ctx, etag)
  }
  return (ctx, next) => (ctx.method === 'GET' || ctx.method === 'HEAD' ? next().then(() => after(ctx)) : next())
}

export interface FixedOptions {
  cacheControl: string
  /** Readable from any origin (the ETag too, so a browser script can revalidate). */
  cors?: boolean
  /** A request header the answer varies by on this path (Accept on /, where browsers get the home page). */
  vary?: string
}

/** The handler of a body fixed for the life of the app (openapi.json, llms.txt, the server card), tagged once. */
export function fixedBody(body: string, type: string, opts: FixedOptions) {
  const etag = etagOf(body)
  return (ctx: Context) => {
    if (opts.cors) {
      ctx.set('Access-Control-Allow-Origin', '*')
      ctx.set('Access-Control-Expose-Headers', 'ETag')
    }
    if (opts.vary) ctx.vary(opts.vary)
    ctx.set('Cache-Control', opts.cacheControl)
    ctx.set('ETag', etag)
    ctx.type = type
    ctx.body = body
  }
}
