// Stage 1: get each source's text, live from its URL or, offline, from its recorded fixtures.
// Live, every response is bounded (a size cap and a timeout per attempt), retried with exponential
// backoff when the failure is likely to pass (network errors, 5xx, 429, within a Retry-After
// bound), and asked conditionally (ETag / Last-Modified of the last good fetch, kept in a cache
// folder) so an unchanged upstream costs a 304 and its last good body is read again.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { writeFileAtomic } from '../store/atomic.ts'
import type { SourceAdapter } from './source.ts'

/** The recorded responses of every source, with their manifest (provenance and recording date). */
export const FIXTURES_DIR = fileURLToPath(new URL('../data/sources', import.meta.url))

/** Live fetch settings of a refresh; every one optional. */
export interface LiveOptions {
  /** A mirror (a replay server) that serves every source URL under its base: `<base>/<host>/<path>?<query>`. */
  baseUrl?: string
  /** Per attempt, headers and body together (ms). */
  timeoutMs?: number
  /** Tries per URL, the first included. */
  attempts?: number
  /** Wait before the first retry (ms), doubled before each further one. */
  backoffMs?: number
  /** Longest Retry-After honoured (ms); a server asking for longer is given up on for this run. */
  maxRetryAfterMs?: number
  /** Cap of each response (bytes), unless the source sets its own `maxBytes`. */
  maxBytes?: number
  /** Caps by source name, over the source's own and the default. */
  maxBytesBySource?: Record<string, number>
  /** Folder keeping each URL's validators and last good body (conditional requests); false: none. */
  cacheDir?: string | false
}

const LIVE_DEFAULTS = {
  timeoutMs: 30_000,
  attempts: 3,
  backoffMs: 1_000,
  maxRetryAfterMs: 60_000,
  maxBytes: 50 * 1024 * 1024,
}

/** One URL of a live fetch, as the run report shows it. */
export interface UrlReport {
  url: string
  attempts: number
  http?: number
  bytes: number
  not_modified?: boolean
  retried?: string[]
}

export interface Fetched {
  texts: string[]
  observed: string
  url: string
  /** Offline: the texts are copies each dated in their own manifest, each seen on its own day. */
  dated?: boolean
  /** Live only: each URL's requests. */
  requests?: UrlReport[]
  /** Live only: every URL answered 304, its last good body was read again. */
  unchanged?: boolean
  /** Live only: remembers the validators and bodies; call once the texts parsed (a good fetch). */
  commit?: () => Promise<void>
}

/**
 * A recording: the day it was recorded, and (`copies_dated: "each"`) whether its files are copies dated one
 * by one in their own manifest (the sellers' pages), each seen on its own day when replayed.
 */
const Recording = z.object({ recorded: z.iso.date(), copies_dated: z.literal('each').optional() }).loose()
type Recording = z.infer<typeof Recording>
const Manifest = z.object({ _about: z.string().optional() }).catchall(Recording)
/** Recorded responses and the date each was recorded (data/sources/manifest.json). */
export async function readManifest(fixturesDir: string): Promise<Record<string, Recording>> {
  const { _about, ...recordings } = Manifest.parse(
    JSON.parse(await readFile(join(fixturesDir, 'manifest.json'), 'utf8')),
  )
  return recordings
}

/**
 * Each URL of a source with its recording: its own list (a seller's pages), or one per fixture when
 * the URL has a {vendor} slot (llm-prices).
 */
export function sourceUrls(
  source: Pick<SourceAdapter, 'url' | 'fixtures' | 'urls'>,
): { url: string; fixture: string }[] {
  if (source.urls) return source.urls
  if (!source.url.includes('{vendor}')) return [{ url: source.url, fixture: source.fixtures[0] }]
  return source.fixtures.map((fixture) => ({
    url: source.url.replace('{vendor}', fixture.replace(/^.*\//, '').replace(/\.json$/, '')),
    fixture,
  }))
}

/** `url` as a mirror at `base` serves it: the host kept as the first path segment, since two sellers' sites can
 * serve pages of one path (platform.kimi.com and platform.kimi.ai both have /docs/pricing/chat.md). */
export function withBase(url: string, base?: string): string {
  if (!base) return url
  const from = new URL(url)
  const to = new URL(base)
  return `${to.origin}${to.pathname.replace(/\/$/, '')}/${from.host}${from.pathname}${from.search}`
}

/** A failure that another attempt would not mend (over the cap, not the expected format, a 4xx). */
class Final extends Error {}

const Validator = z.object({ etag: z.string().optional(), last_modified: z.string().optional() })
type Validator = z.infer<typeof Validator>
interface Cached extends Validator {
  body: string
}
const Validators = z.record(z.string(), Validator)
type Validators = z.infer<typeof Validators>

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const megabytes = (n: number) => (n >= 1024 * 1024 ? `${+(n / 1024 / 1024).toFixed(1)} MB` : `${n} bytes`)

/** Retry-After as ms (delta seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

/** One line for a thrown fetch error: the timeout, or the network error's code. */
function describe(error: unknown, timeoutMs: number): string {
  const e = error as Error & { cause?: { code?: string; message?: string } }
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return `no complete answer within ${timeoutMs} ms`
  if (e.message === 'terminated')
    return `connection closed mid-answer (${e.cause?.code ?? e.cause?.message ?? 'terminated'})`
  return e.cause?.code ? `${e.message} (${e.cause.code})` : e.message
}

/** The body, read up to `cap` bytes: past it, reading stops and the fetch fails. */
async function readCapped(res: Response, cap: number, who: string): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? NaN)
  if (declared > cap) {
    await res.body?.cancel()
    throw new Final(`${declared} bytes announced, over the ${megabytes(cap)} cap of ${who}`)
  }
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = res.body!.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > cap) {
      await reader.cancel()
      throw new Final(`over the ${megabytes(cap)} cap of ${who}: reading stopped`)
    }
    chunks.push(value)
  }
  // The length check only holds for an unencoded body (fetch decompresses gzip and br).
  if (!res.headers.get('content-encoding') && declared >= 0 && total !== declared)
    throw new Error(`truncated: ${total} of ${declared} bytes`)
  return Buffer.concat(chunks)
}

/** A body that should be JSON but plainly is not (an HTML error page, a login wall) fails here, named. */
function checkFormat(text: string, fixture: string, contentType: string | null): void {
  if (!fixture.endsWith('.json')) return
  const start = text.trimStart().slice(0, 40)
  if (!/^[[{]/.test(start))
    throw new Final(
      `expected JSON (as recorded), got ${contentType ?? 'no content type'} starting ${JSON.stringify(start)}`,
    )
}

interface Got {
  text: string
  report: UrlReport
  validators?: Cached
}

/** One URL with retries, the cap and the conditional headers of its last good fetch. */
async function fetchUrl(
  url: string,
  fixture: string,
  who: string,
  cap: number,
  o: typeof LIVE_DEFAULTS,
  cached?: Cached,
): Promise<Got> {
  const report: UrlReport = { url, attempts: 0, bytes: 0 }
  const retried: string[] = []
  const headers: Record<string, string> = { 'User-Agent': 'ai-market-data refresh' }
  if (cached?.etag) headers['If-None-Match'] = cached.etag
  if (cached?.last_modified) headers['If-Modified-Since'] = cached.last_modified
  for (;;) {
    report.attempts++
    let failure: string
    let wait: number | undefined
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(o.timeoutMs), headers })
      report.http = res.status
      if (res.status === 304 && cached) {
        await res.body?.cancel()
        return { text: cached.body, report: { ...report, not_modified: true, ...(retried.length ? { retried } : {}) } }
      }
      if (res.ok) {
        const body = await readCapped(res, cap, who)
        const text = body.toString('utf8')
        checkFormat(text, fixture, res.headers.get('content-type'))
        const etag = res.headers.get('etag') ?? undefined
        const lastModified = res.headers.get('last-modified') ?? undefined
        return {
          text,
          report: { ...report, bytes: body.byteLength, ...(retried.length ? { retried } : {}) },
          validators: etag || lastModified ? { etag, last_modified: lastModified, body: text } : undefined,
        }
      }
      await res.body?.cancel()
      if (res.status < 500 && res.status !== 429) throw new Final(`HTTP ${res.status}`)
      failure = `HTTP ${res.status}`
      wait = retryAfterMs(res.headers.get('retry-after'))
      if (wait !== undefined && wait > o.maxRetryAfterMs) {
        throw new Final(
          `HTTP ${res.status}, asks to retry after ${Math.round(wait / 1000)} s, over the ` +
            `${Math.round(o.maxRetryAfterMs / 1000)} s bound`,
        )
      }
    } catch (error) {
      if (error instanceof Final) throw Object.assign(new Error(`${url}: ${error.message}`), { report })
      failure = describe(error, o.timeoutMs)
    }
    retried.push(`attempt ${report.attempts}: ${failure}`)
    report.retried = retried
    if (report.attempts >= o.attempts)
      throw Object.assign(new Error(`${url}: ${failure} (${report.attempts} attempts)`), { report })
    await sleep(wait ?? o.backoffMs * 2 ** (report.attempts - 1))
  }
}

const cacheFile = (dir: string) => join(dir, 'validators.json')

async function readValidators(dir: string): Promise<Validators> {
  try {
    return Validators.parse(JSON.parse(await readFile(cacheFile(dir), 'utf8')))
  } catch {
    return {} // none kept, or unreadable: every URL is fetched whole
  }
}

/** Bodies live beside the small validators file, one per URL (named by the URL's hash). */
const bodyFile = (dir: string, url: string) =>
  join(dir, `${createHash('sha256').update(url).digest('hex').slice(0, 24)}.body`)

async function readCached(dir: string, url: string, v: Validators): Promise<Cached | undefined> {
  const entry = v[url]
  if (!entry) return undefined
  // No body, no conditional request: a 304 would leave nothing to read.
  try {
    return { ...entry, body: await readFile(bodyFile(dir, url), 'utf8') }
  } catch {
    return undefined
  }
}

/** Live: every URL of the source, observed on the run's day. */
async function fetchLive(source: SourceAdapter, date: string, live: LiveOptions = {}): Promise<Fetched> {
  const o = {
    ...LIVE_DEFAULTS,
    ...Object.fromEntries(Object.entries(live).filter(([, v]) => v !== undefined)),
  } as typeof LIVE_DEFAULTS & LiveOptions
  const cap = live.maxBytesBySource?.[source.name] ?? source.maxBytes ?? o.maxBytes
  const dir = o.cacheDir || undefined
  const validators = dir ? await readValidators(dir) : {}
  const targets = sourceUrls(source).map((t) => ({ ...t, url: withBase(t.url, o.baseUrl) }))
  // Settled, not raced: a failing URL leaves no other request of the source running behind the run.
  const settled = await Promise.allSettled(
    targets.map(async (t) =>
      fetchUrl(t.url, t.fixture, source.name, cap, o, dir ? await readCached(dir, t.url, validators) : undefined),
    ),
  )
  const failed = settled.find((s) => s.status === 'rejected')
  const requests = settled
    .map((s) => (s.status === 'fulfilled' ? s.value.report : (s.reason as { report?: UrlReport }).report))
    .filter((r): r is UrlReport => !!r)
  if (failed) throw Object.assign(new Error((failed as PromiseRejectedResult).reason.message), { requests })
  const got = settled.map((s) => (s as PromiseFulfilledResult<Got>).value)
  return {
    texts: got.map((g) => g.text),
    observed: date,
    url: source.url,
    requests,
    unchanged: got.every((g) => g.report.not_modified),
    commit: async () => {
      const fresh = got.map((g, i) => ({ url: targets[i].url, v: g.validators })).filter((g) => g.v)
      if (!dir || !fresh.length) return
      const now = await readValidators(dir) // another source may have written since
      for (const { url, v } of fresh) {
        await writeFileAtomic(bodyFile(dir, url), v!.body)
        now[url] = {
          ...(v!.etag ? { etag: v!.etag } : {}),
          ...(v!.last_modified ? { last_modified: v!.last_modified } : {}),
        }
      }
      await writeFileAtomic(cacheFile(dir), JSON.stringify(now, null, 1))
    },
  }
}

/**
 * Offline: the recorded files, observed on their recording date. Online: the live URL(s), observed on the run's day;
 * a source kept in the repository is read from its file either way.
 */
export async function fetchSource(
  source: SourceAdapter,
  opts: {
    offline: boolean
    fixturesDir: string
    date: string
    manifest?: Record<string, Recording>
    live?: LiveOptions
  },
): Promise<Fetched> {
  if (opts.offline || source.live === 'repository') {
    const manifest = opts.manifest ?? (await readManifest(opts.fixturesDir))
    const recorded = manifest[source.name]?.recorded
    if (!recorded) throw new Error(`no recorded date for ${source.name} in the fixtures manifest`)
    return {
      texts: await Promise.all(source.fixtures.map((f) => readFile(resolve(opts.fixturesDir, f), 'utf8'))),
      observed: recorded,
      url: source.url,
      ...(manifest[source.name]?.copies_dated === 'each' ? { dated: true } : {}),
    }
  }
  if (source.live === false) throw new Error(`${source.name} is recorded-only: ${source.liveNote}`)
  return fetchLive(source, opts.date, opts.live)
}
