// /data: the open feeds, served from the export folder. Only the feeds of the tool list are ever
// served; one whose snapshot is not written yet answers 404. ETag/304 (tagged once per file version,
// conditional.ts), CORS for any origin, HEAD, and gzip or br when asked, compressed once per version.
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Context } from 'koa'
import type { AnyTool } from '../tools/define.ts'
import { AppError } from '../tools/errors.ts'
import { etagOf, matches, notModified } from './conditional.ts'
import type { CountHeaders } from './limits.ts'

/** The feed files of a tool list and their content types: nothing else under /data exists. */
export function feedFiles(tools: AnyTool[]): Record<string, string> {
  return Object.fromEntries(
    tools.filter((t) => t.feed).map((t) => [t.feed!.file, `${t.feed!.contentType}; charset=utf-8`]),
  )
}

/** Feeds change once a day; caches may keep them a while and revalidate with the ETag. */
export const FEED_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

interface Cached {
  /** The headers every answer of this version carries, 200 and 304 alike, as name, value, name, ... */
  headers: string[]
  checkedAt: number
  mtimeMs: number
  size: number
  etag: string
  body: Buffer
  br?: Promise<Buffer>
  gzip?: Promise<Buffer>
}

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

export interface FeedEntry {
  etag: string
  size: number
  body: Buffer
}

/** The published feed files, read once per file version; shared by /data and the MCP resources. */
export class FeedStore {
  readonly contentTypes: Record<string, string>
  private cache = new Map<string, Cached>()

  constructor(
    readonly exportDir: string,
    tools: AnyTool[],
  ) {
    this.contentTypes = feedFiles(tools)
  }

  /**
   * The version of a feed file looked at within the last second, without waiting; undefined: call
   * load(). Feeds change once a day: the file is looked at again at most once a second.
   */
  fresh(file: string): FeedEntry | undefined {
    const hit = this.cache.get(file)
    return hit && Date.now() - hit.checkedAt < 1000 ? hit : undefined
  }

  /** The current version of a feed file, or null when it is not written yet. */
  async load(file: string): Promise<FeedEntry | null> {
    const fresh = this.fresh(file)
    if (fresh) return fresh
    const hit = this.cache.get(file)
    const path = join(this.exportDir, file)
    const info = await stat(path).catch(() => null)
    if (!info) {
      this.cache.delete(file)
      return null
    }
    if (hit && hit.mtimeMs === info.mtimeMs && hit.size === info.size) {
      hit.checkedAt = Date.now()
      return hit
    }
    const body = await readFile(path)
    const etag = etagOf(body)
    const lastModified = info.mtime.toUTCString()
    const entry: Cached = {
      // A 304 keeps the headers the 200 would carry (RFC 9110 15.4.5).
      headers: [
        'ETag',
        etag,
        'Last-Modified',
        lastModified,
        'Cache-Control',
        FEED_CACHE_CONTROL,
        'Vary',
        'Accept-Encoding',
      ],
      checkedAt: Date.now(),
      mtimeMs: info.mtimeMs,
      size: info.size,
      body,
      etag,
    }
    this.cache.set(file, entry)
    return entry
  }
}

/** Methods a feed answers; anything else is 405 with Allow (a feed is read-only). */
const FEED_METHODS = ['GET', 'HEAD', 'OPTIONS']
/** Every feed answer is readable from any origin, its tag and limits too (name, value, name, ...). */
const CORS = [
  'Access-Control-Allow-Origin',
  '*',
  'Access-Control-Expose-Headers',
  'ETag, RateLimit, RateLimit-Policy, Retry-After',
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
    const entry = feeds.fresh(file) as Cached | undefined
    if (!entry || !matches(tag, entry.etag)) return false
    const limit = countOpen(req.socket.remoteAddress ?? '')
    if (!limit) return false
    res.writeHead(304, ['RateLimit-Policy', limit[0], 'RateLimit', limit[1], ...CORS, ...entry.headers])
    res.end()
    return true
  }
}

export function feedRoute(feeds: FeedStore) {
  const contentTypes = feeds.contentTypes
  const load = (file: string) => (feeds.fresh(file) ?? feeds.load(file)) as Cached | Promise<Cached | null>

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
      ctx.set('Access-Control-Allow-Headers', 'If-None-Match, Accept-Encoding')
      ctx.set('Access-Control-Max-Age', '86400')
      ctx.status = 204
      return
    }
    const found = load(file)
    // A revalidation of a feed looked at this second takes no await at all.
    const entry = found instanceof Promise ? await found : found
    if (!entry) throw new AppError('NOT_FOUND', `Feed '/data/${file}' is not published yet.`)
    setAll(res, entry.headers)
    // Inline, not the conditional() middleware: the revalidation of a feed takes no extra await.
    if (notModified(ctx, entry.etag)) return
    res.setHeader('Content-Type', contentTypes[file])
    const encoding = pickEncoding(ctx.get('Accept-Encoding'))
    let body = entry.body
    if (encoding === 'br')
      body = await (entry.br ??= brotliAsync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }))
    if (encoding === 'gzip') body = await (entry.gzip ??= gzipAsync(entry.body, { level: 6 }))
    if (encoding) ctx.set('Content-Encoding', encoding)
    ctx.status = 200
    ctx.body = body // Koa answers HEAD with these headers and no body
  }
}
