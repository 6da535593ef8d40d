// A loopback HTTP server that replays the recorded source responses (data/sources) at their live
// URLs, each under its host as a mirror serves it (jobs/fetch.ts withBase: /<host>/<path>?<query>; two
// copies of one page in two languages differ only by ?hl=), so the online
// refresh runs against it through the sources' base-URL setting. Each answer carries an ETag (hash of
// the file) and Last-Modified (the recording date from the manifest) and honours If-None-Match /
// If-Modified-Since with a 304. A path can be given a fault (slow, down, truncated, oversized,
// garbage) for the fault tests. Every timer and connection is ended by close().
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isAbsolute, join } from 'node:path'
import { FIXTURES_DIR, readManifest, sourceUrls, withBase } from '../../jobs/fetch.ts'
import type { SourceAdapter } from '../../jobs/source.ts'

/** One request as a fault sees it: `n` counts this path's requests from 1; `later` is a timer close() clears. */
interface Hit {
  req: IncomingMessage
  res: ServerResponse
  n: number
  body: Buffer
  later(ms: number, fn: () => void): void
}

/** Answers a request itself (true) or lets the recording be served (false). */
export type Fault = (hit: Hit) => boolean

export interface Replay {
  /** http://127.0.0.1:<port>: the sources' base URL. */
  url: string
  /** Request count per path. */
  hits: Map<string, number>
  /** Status answered per request, in order: [path, status]. */
  answers: [string, number][]
  /** The path (and query) this server answers each source's first URL at: /<host>/<path>?<query>. */
  pathOf(source: Pick<SourceAdapter, 'url' | 'fixtures'>): string
  fault(path: string, fault: Fault | undefined): void
  /** Ends every open connection and pending timer, then stops listening. */
  close(): Promise<void>
}

/** A request's path and query, what a route answers to. */
const pathAndQuery = (url: string) => {
  const u = new URL(url, 'http://replay')
  return `${u.pathname}${u.search}`
}
/** Where a live URL is served here. */
const routeOf = (url: string) => pathAndQuery(withBase(url, 'http://replay'))

interface Route {
  url: string
  file: string
  recorded: string
}

/** Serves the recordings of the live `sources` from `fixturesDir` on 127.0.0.1, an ephemeral port. */
export async function startReplay(sources: SourceAdapter[], fixturesDir = FIXTURES_DIR): Promise<Replay> {
  const manifest = await readManifest(fixturesDir)
  const routes = new Map<string, Route>()
  for (const source of sources) {
    // A recorded-only source is never fetched; one kept in the repository is read from its file.
    if (source.live === false || source.live === 'repository') continue
    for (const { url, fixture } of sourceUrls(source)) {
      const taken = routes.get(routeOf(url))
      // Two live URLs at one address here: one page would be answered with the other's recording.
      if (taken && taken.url !== url) throw new Error(`${url} and ${taken.url} share one address`)
      routes.set(routeOf(url), {
        url,
        file: isAbsolute(fixture) ? fixture : join(fixturesDir, fixture),
        recorded: manifest[source.name]?.recorded ?? '2000-01-01',
      })
    }
  }
  const hits = new Map<string, number>()
  const answers: [string, number][] = []
  const faults = new Map<string, Fault>()
  const timers = new Set<NodeJS.Timeout>()
  const server = createServer(async (req, res) => {
    const path = pathAndQuery(req.url ?? '/')
    const n = (hits.get(path) ?? 0) + 1
    hits.set(path, n)
    res.on('finish', () => answers.push([path, res.statusCode]))
    const route = routes.get(path)
    if (!route) {
      res.writeHead(404).end('not recorded')
      return
    }
    const body = await readFile(route.file)
    const later = (ms: number, fn: () => void) => {
      const t = setTimeout(() => {
        timers.delete(t)
        fn()
      }, ms)
      timers.add(t)
    }
    if (faults.get(path)?.({ req, res, n, body, later })) return
    const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`
    const lastModified = new Date(`${route.recorded}T00:00:00Z`).toUTCString()
    const since = req.headers['if-modified-since']
    // If-None-Match wins over If-Modified-Since when both are sent (RFC 9110 13.2.2).
    const fresh =
      req.headers['if-none-match'] !== undefined
        ? req.headers['if-none-match'] === etag
        : since !== undefined && Date.parse(since) >= Date.parse(lastModified)
    const headers = { ETag: etag, 'Last-Modified': lastModified }
    if (fresh) {
      res.writeHead(304, headers).end()
      return
    }
    res.writeHead(200, { ...headers, 'Content-Type': 'application/json', 'Content-Length': body.length }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    answers,
    pathOf: (source) => routeOf(sourceUrls(source)[0].url),
    fault: (path, fault) => {
      if (fault) faults.set(path, fault)
      else faults.delete(path)
    },
    close: async () => {
      for (const t of timers) clearTimeout(t)
      timers.clear()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** No answer for `ms` (past the fetch timeout), then the recording. */
export const slow =
  (ms: number): Fault =>
  ({ res, body, later }) => {
    later(ms, () => {
      if (!res.destroyed) res.writeHead(200, { 'Content-Type': 'application/json' }).end(body)
    })
    return true
  }

/** An HTTP error status (503, 429), with optional headers (Retry-After). */
export const status =
  (code: number, headers: Record<string, string> = {}): Fault =>
  ({ res }) => {
    res.writeHead(code, { 'Content-Type': 'text/plain', ...headers }).end(`replayed ${code}`)
    return true
  }

/** Content-Length of the whole recording, half of it sent, then the connection cut. */
export const truncated: Fault = ({ res, body }) => {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length })
  res.write(body.subarray(0, body.length >> 1), () => res.destroy())
  return true
}

/** A well-formed answer whose JSON stops half way (the length matches what is sent). */
export const halfJson: Fault = ({ res, body }) => {
  const half = body.subarray(0, body.length >> 1)
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': half.length }).end(half)
  return true
}

/** A chunked body with no length, written in 16 KB chunks up to `limit` bytes or until the client stops reading. */
export function endless(limit: number, sent: { bytes: number }): Fault {
  return ({ res }) => {
    res.writeHead(200, { 'Content-Type': 'application/json' })
    const chunk = Buffer.alloc(16 * 1024, 0x20)
    res.write('[')
    const pump = () => {
      while (sent.bytes < limit && !res.destroyed) {
        sent.bytes += chunk.length
        if (!res.write(chunk)) {
          res.once('drain', pump)
          return
        }
      }
      if (!res.destroyed) res.end(']')
    }
    res.on('close', () => res.destroy())
    pump()
    return true
  }
}

/** An HTML page with 200 where JSON is expected (a login wall, a moved file). */
export const html: Fault = ({ res }) => {
  res
    .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    .end('<!DOCTYPE html><html><body><h1>Sign in</h1></body></html>')
  return true
}

/** Cuts the connection without an answer (a reset). */
export const reset: Fault = ({ req }) => {
  req.socket.destroy()
  return true
}

/** `faults[i]` for the i-th request it sees (counted from when it is set), then the recording. */
export function sequence(...faults: Fault[]): Fault {
  let seen = 0
  return (hit) => (seen < faults.length ? faults[seen++](hit) : false)
}
