// /data: the open feeds, served from the export folder. Only the feeds of the tool list are ever
// served; one whose snapshot is not written yet answers 404. ETag/304 (tagged once per file version),
// byte ranges (Range, If-Range, 206, 416) of the identity bytes, CORS for any origin, HEAD, and gzip
// or br when asked, compressed once per version. A large feed is streamed from its version's open file
// through the download gate: memory per download does not depend on the feed's size.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Context } from 'koa'
import { AppError } from '../tools/errors.ts'
import { ifRangeHolds, rangeOf } from './byte-range.ts'
import { matches, notModified } from './conditional.ts'
import type { DownloadGate } from './download-gate.ts'
import type { FeedStore, FeedVersion } from './feed-files.ts'
import type { CountHeaders } from './limits.ts'

export { FEED_CACHE_CONTROL, FeedStore } from './feed-files.ts'

/** Picks br or gzip from Accept-Encoding (q=0 refuses), preferring br. */
function pickEncoding(header: string): 'br' | 'gzip' | undefined {
  const accepted = new Map(
    header.split(',').map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return [name, q ? Number(q.slice(2)) : 1] as const
    }),
  )
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : undefined
}

/** Methods a feed answers; anything else is 405 with Allow (a feed is read-only). */
const FEED_METHODS = ['GET', 'HEAD', 'OPTIONS']
/** Every feed answer is readable from any origin, its tag and limits too (name, value, name, ...). */
const CORS = [
  'Access-Control-Allow-Origin',
  '*',
  'Access-Control-Expose-Headers',
  'ETag, RateLimit, RateLimit-Policy, Retry-After, Content-Range, Accept-Ranges, Content-Length',
]
const setAll = (res: ServerResponse, headers: string[]) => {
  for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1])
}

/**
 * The busiest request of all, a client revalidating a feed it holds, answered before Koa makes a
 * context: an open GET or HEAD of a feed looked at this second whose If-None-Match names its version,
 * counted against the client's address like any open request, gets the 304 the feed route would
 * give, with the same headers in the same order. Anything else (a key, a query, a changed or unknown
 * feed, a client over its budget, counts kept in Redis) returns false and goes through Koa.
 * `countOpen` is undefined when addresses come from a proxy's header or counts from Redis.
 */
export function feedRevalidation(feeds: FeedStore, countOpen: CountHeaders | undefined) {
  const contentTypes = feeds.contentTypes
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url
    if (!countOpen || !url?.startsWith('/data/') || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    const tag = req.headers['if-none-match']
    if (!tag || req.headers.authorization !== undefined) return false
    const file = url.slice('/data/'.length)
    // A plain file name only: anything to decode or split is the feed route's to read.
    if (!Object.hasOwn(contentTypes, file)) return false
    const entry = feeds.fresh(file)
    if (!entry || !matches(tag, entry.etag)) return false
    const limit = countOpen(req.socket.remoteAddress ?? '')
    if (!limit) return false
    res.writeHead(304, ['RateLimit-Policy', limit[0], 'RateLimit', limit[1], ...CORS, ...entry.headers])
    res.end()
    return true
  }
}

/** Answers HEAD and GET of a feed version (after the conditional check): a range, a variant or the whole. */
async function answer(ctx: Context, version: FeedVersion, contentType: string, gate: DownloadGate): Promise<void> {
  const res = ctx.res
  res.setHeader('Content-Type', contentType)
  const range = ifRangeHolds(ctx.get('If-Range') || undefined, version.etag, version.lastModified)
    ? rangeOf(ctx.get('Range') || undefined, version.size)
    : ({ kind: 'whole' } as const)
  if (range.kind === 'unsatisfiable') {
    throw new AppError(
      'RANGE_NOT_SATISFIABLE',
      `The range asked is past the end of /data/${ctx.params.file} (${version.size} bytes): you have it all.`,
      { parameter: 'Range', size: version.size },
      { 'Content-Range': `bytes */${version.size}` },
    )
  }
  // A range is of the identity bytes: the tail of an append-only feed is appended as it comes.
  const encoding = range.kind === 'part' ? undefined : pickEncoding(ctx.get('Accept-Encoding'))
  if (encoding) {
    ctx.set('Content-Encoding', encoding)
    ctx.status = 200
    ctx.body = await version.compressed(encoding) // one buffer per version, shared by every client
    return
  }
  const [start, end] = range.kind === 'part' ? [range.start, range.end] : [0, version.size]
  ctx.status = range.kind === 'part' ? 206 : 200
  if (range.kind === 'part') ctx.set('Content-Range', `bytes ${start}-${end - 1}/${version.size}`)
  if (version.body) {
    ctx.body = version.body.subarray(start, end) // Koa answers HEAD with these headers and no body
    return
  }
  if (ctx.method === 'HEAD') {
    ctx.respond = false
    res.writeHead(ctx.status, { 'Content-Length': String(end - start) })
    res.end()
    return
  }
  const release = await gate.enter(ctx.ip)
  const stream = version.stream(start, end)
  stream.once('close', release)
  ctx.body = stream
  ctx.length = end - start
}

export function feedRoute(feeds: FeedStore, gate: DownloadGate) {
  const contentTypes = feeds.contentTypes
  const load = (file: string) => feeds.fresh(file) ?? feeds.load(file)

  return async (ctx: Context) => {
    const file = ctx.params.file as string
    const res = ctx.res // headers set straight on the response: this is the hottest path (revalidations)
    setAll(res, CORS)
    if (!Object.hasOwn(contentTypes, file)) throw new AppError('NOT_FOUND', `No feed '/data/${file}'.`)
    if (!FEED_METHODS.includes(ctx.method)) {
      throw new AppError(
        'METHOD_NOT_ALLOWED',
        `${ctx.method} is not supported on /data/${file}: feeds are read-only.`,
        {},
        { Allow: FEED_METHODS.join(', ') },
      )
    }
    if (ctx.method === 'OPTIONS') {
      ctx.set('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS')
      ctx.set('Access-Control-Allow-Headers', 'If-None-Match, Accept-Encoding, Range, If-Range')
      ctx.set('Access-Control-Max-Age', '86400')
      ctx.status = 204
      return
    }
    const found = load(file)
    // A revalidation of a feed looked at this second takes no await at all.
    const version = found instanceof Promise ? await found : found
    if (!version) throw new AppError('NOT_FOUND', `Feed '/data/${file}' is not published yet.`)
    setAll(res, version.headers)
    // Inline, not the conditional() middleware: the revalidation of a feed takes no extra await.
    if (notModified(ctx, version.etag)) return
    await answer(ctx, version, contentTypes[file], gate)
  }
}
