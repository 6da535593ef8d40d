// The Koa app: one catch at the top, key resolution, rate limits, then the routes of every surface;
// in front of it, the two shortcuts of App.handler.
import type { IncomingMessage, ServerOptions, ServerResponse } from 'node:http'
import { join } from 'node:path'
import Router from '@koa/router'
import Koa from 'koa'
import type { ApiKey, Store } from '../store/types.ts'
import type { AnyTool } from '../tools/define.ts'
import type { AnyView } from '../tools/page.ts'
import { AppError, errorBody, logAppError, toAppError } from '../tools/errors.ts'
import { llmsTxt } from '../wellknown/llms-txt.ts'
import { serverCard } from '../wellknown/server-card.ts'
import { bearerToken, KeyResolver } from './auth.ts'
import type { Config } from './config.ts'
import { conditional, fixedBody } from './conditional.ts'
import { DownloadGate } from './download-gate.ts'
import { FEED_CHUNK_BYTES } from './feed-files.ts'
import { FEED_CACHE_CONTROL, feedRevalidation, feedRoute, FeedStore } from './feeds.ts'
import { failedAuthLimit, rateLimits, type LimitStore } from './limits.ts'
import { operatorRouter, readiness } from './operator.ts'
import { mcpRoute } from './mcp.ts'
import { watchFeedFiles } from './feed-watch.ts'
import { errorPage, wantsHtml } from './error-page.ts'
import { assetsRoute } from './pages/assets.ts'
import { openApiDocument } from './openapi.ts'
import { pagesRouter } from './pages/router.ts'
import { DEFAULT_MAX_ANSWER_BYTES, ResponseCache, ValidatedInputs, type Answers } from './response-cache.ts'
import { restRoutes } from './routes.ts'
import { TurnBudget } from './turn-budget.ts'

/** /healthz and /readyz, with or without a query. */
const isProbe = (url = '') => isPath(url, '/readyz') || isPath(url, '/healthz')
const isPath = (url: string, path: string) =>
  url.startsWith(path) && (url.length === path.length || url[path.length] === '?')

/** The methods some route of this app implements; any other is refused before the routers. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'])

export interface App {
  koa: Koa
  /**
   * The HTTP server's request listener: Koa's, behind two shortcuts that answer the busiest requests
   * before Koa makes a context, as its routes would (a feed revalidation, feeds.ts; a plain MCP
   * request of the fast path, mcp.ts). Every test server and `npm start` listen with it.
   */
  handler: (req: IncomingMessage, res: ServerResponse) => void
  /** The HTTP server's options: how long a client may take to send its request, and idle keep-alive. */
  serverOptions: ServerOptions
  keys: KeyResolver
  responses: ResponseCache
  close(): Promise<void>
}

/** Every answer's errors: one JSON shape, status from the code table, WWW-Authenticate on 401. */
async function errors(ctx: Koa.Context, next: Koa.Next) {
  try {
    await next()
    if (ctx.status === 404 && ctx.body === undefined && ctx.respond !== false) {
      throw new AppError('NOT_FOUND', `No route ${ctx.method} ${ctx.path}.`)
    }
  } catch (thrown) {
    const error = toAppError(thrown, ctx)
    if (error.status >= 500) console.error(`${ctx.method} ${ctx.path}:`, thrown)
    ctx.status = error.status
    ctx.set(error.headers)
    // RFC 6750 3.1: a request that sent no credentials gets no error code, only the scheme.
    if (error.code === 'UNAUTHORIZED')
      ctx.set(
        'WWW-Authenticate',
        ctx.get('Authorization') ? 'Bearer realm="api", error="invalid_token"' : 'Bearer realm="api"',
      )
    if (wantsHtml(ctx)) {
      ctx.type = 'text/html; charset=utf-8'
      ctx.body = errorPage(error, error.headers['Retry-After'] as string | undefined)
    } else {
      ctx.body = errorBody(error)
    }
  }
}

/**
 * Sets ctx.state.apiKey for a valid active key, or ctx.state.authError for a bad one, then hands on
 * to `then` (the rate limits: one call, not one more middleware hop). Never throws.
 */
function resolveKey(keys: KeyResolver, then: Koa.Middleware): Koa.Middleware {
  return (ctx, next) => {
    const header = ctx.req.headers.authorization
    // No key (most open requests, feed revalidations) or a key seen within the cache's TTL: no await.
    if (!header) return then(ctx, next)
    let token: string | undefined
    try {
      token = bearerToken(header)
    } catch (error) {
      ctx.state.authError = toAppError(error)
      return then(ctx, next)
    }
    if (!token) return then(ctx, next)
    const known = keys.cached(token)
    if (known !== undefined) return withKey(ctx, next, known)
    return keys.resolve(token).then(
      (key) => withKey(ctx, next, key),
      (error) => {
        ctx.state.authError = toAppError(error)
        return then(ctx, next)
      },
    )
  }
  function withKey(ctx: Koa.Context, next: Koa.Next, key: ApiKey | null) {
    if (key) ctx.state.apiKey = key
    else ctx.state.authError = new AppError('UNAUTHORIZED', 'The API key is unknown or inactive.')
    return then(ctx, next)
  }
}

/** The request at the door, in one step: a method no route implements, the health probes, the site's static files. */
function front(store: Store, tools: AnyTool[], config: Config, staleAfterDays: Record<string, number>): Koa.Middleware {
  return (ctx, next) => {
    const path = ctx.path
    // A method no route here implements (TRACE, PROPFIND, QUERY, ...) is a 405 naming it, on every
    // path but /mcp and /data (they answer for their own methods), never a router's bare 501.
    if (!KNOWN_METHODS.has(ctx.method) && path !== '/mcp' && !path.startsWith('/data/'))
      throw new AppError(
        'METHOD_NOT_ALLOWED',
        `${ctx.method} is not supported on ${path}: this service answers GET and HEAD (POST on /mcp).`,
        {},
        { Allow: 'GET, HEAD' },
      )
    // Health probes answer before the limits: a load balancer must never be limited.
    if (path === '/healthz') {
      ctx.body = { status: 'ok' }
      return
    }
    if (path === '/readyz')
      return readiness(store, tools, config.dataStaleDays, staleAfterDays).then(({ ok, body }) => {
        ctx.status = ok ? 200 : 503
        ctx.body = body
      })
    // The site's static files before the limits too: loading a page's stylesheet spends no budget.
    return path.startsWith('/assets/') || path === '/favicon.ico' ? assetsRoute(ctx, next) : next()
  }
}

/**
 * Serving options beside the configuration: the cap on one REST or MCP answer (bytes); false turns
 * off the MCP fast path (tests compare it with the SDK's answers); the page views of the datasets.
 */
export interface AppOptions {
  maxAnswerBytes?: number
  mcpFastPath?: boolean
  views?: AnyView[]
  /** Each dataset's own staleness bound in days (jobs/dataset.ts staleBounds), for /readyz. */
  staleAfterDays?: Record<string, number>
  /** How often the feed files are looked at for a change to tell MCP listeners of (ms, default 2000; 0: never). */
  feedWatchMs?: number
}

/**
 * Slow clients are dropped by Node's own clock: a request head (or whole request) not in within its
 * timeout is answered 408 and closed, looked for five times a second. Node stops counting once the
 * request is in, so a slow reader of a long answer (a 73 MB feed) is never cut by them. Each look
 * closes every connection expired since the last in one task: a thousand sockets that connected in the
 * same second, looked for once a second, made a turn of 100-150 ms (a /readyz waited behind it).
 */
function serverOptions(config: Config): ServerOptions {
  return {
    headersTimeout: config.headersTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    connectionsCheckingInterval: Math.min(200, config.headersTimeoutMs),
    keepAliveTimeout: config.keepAliveTimeoutMs,
  }
}

/** The app serving `tools` and the pages of `opts.views` (every surface loops over its list) from `store`. */
export function createApp(
  config: Config,
  store: Store,
  tools: AnyTool[],
  limitStore?: LimitStore,
  opts: AppOptions = {},
): App {
  const koa = new Koa({ proxy: config.trustProxy })
  const keys = new KeyResolver(store, config.keyCacheTtlMs)
  const responses = new ResponseCache()
  // New data makes every cached answer stale (other instances: within the cache's 60 s TTL).
  store.onEdition(() => responses.clear())
  const answers: Answers = {
    cache: responses,
    inputs: new ValidatedInputs(),
    store,
    baseUrl: config.baseUrl,
    maxAnswerBytes: opts.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES,
  }
  // One budget for the turn's work: starting requests, and handing streamed feed chunks to sockets.
  const turns = new TurnBudget()
  const feeds = new FeedStore(join(config.dataDir, 'export'), tools, (work) => turns.run(work))
  const mcp = mcpRoute({
    tools,
    answers,
    feeds,
    allowedHosts: config.allowedHosts,
    allowedOrigins: config.allowedOrigins,
    fastPath: opts.mcpFastPath,
  })
  // A feed file that changes (whoever wrote it) is a resources/updated for every MCP listener of it.
  const feedFiles = tools.flatMap((t) => (t.feed ? [t.feed.file] : []))
  const stopWatch =
    (opts.feedWatchMs ?? 2000) > 0
      ? watchFeedFiles(join(config.dataDir, 'export'), feedFiles, opts.feedWatchMs ?? 2000, (files) => {
          for (const f of files) mcp.resourceUpdated(`${config.baseUrl}/data/${f}`)
        })
      : () => {}
  const discovery = new Router()
  // Fixed for the life of the app: serialised and tagged once, answered 304 by conditional() below.
  const json = 'application/json; charset=utf-8'
  const markdown = 'text/markdown; charset=utf-8'
  const cacheControl = FEED_CACHE_CONTROL
  const llms = llmsTxt(tools, config.baseUrl)
  discovery.get(
    '/openapi.json',
    fixedBody(JSON.stringify(openApiDocument(tools, config.baseUrl)), json, { cacheControl, cors: true }),
  )
  discovery.get(
    ['/.well-known/mcp/server-card.json', '/mcp/server-card'],
    fixedBody(JSON.stringify(serverCard(tools, config.baseUrl)), json, { cacheControl, cors: true }),
  )
  discovery.get('/llms.txt', fixedBody(llms, markdown, { cacheControl }))
  discovery.get('/', fixedBody(llms, markdown, { cacheControl, vary: 'Accept' }))
  const feed = feedRoute(feeds, new DownloadGate(config.feedFlow, FEED_CHUNK_BYTES))

  const operator = operatorRouter({ store, keys, token: config.operatorToken })

  const rest = restRoutes({ tools, answers })
  /** The busy surfaces in one step by path: /mcp, the feeds, /api/v1 (each hop of a Koa chain costs). */
  const surfaces: Koa.Middleware = (ctx, next) => {
    const path = ctx.path
    if (path === '/mcp' || path === '/mcp/') {
      if (ctx.method !== 'POST' && ctx.method !== 'GET' && ctx.method !== 'DELETE') {
        ctx.set('Allow', 'POST, GET, DELETE')
        throw new AppError('METHOD_NOT_ALLOWED', `${ctx.method} is not supported on /mcp.`)
      }
      return mcp.route(ctx)
    }
    const file = path.startsWith('/data/') ? /^\/data\/([^/]+)$/.exec(path)?.[1] : undefined
    // datapackage.json describes the feeds: the pages router makes it from the tool list.
    if (file !== undefined && file !== 'datapackage.json') {
      try {
        ctx.params = { file: decodeURIComponent(file) }
      } catch {
        throw new AppError('NOT_FOUND', `No feed '${path}'.`)
      }
      return feed(ctx)
    }
    // /api/v1: a known path answers GET and HEAD (405 for the rest), with its ETag and 304 (the cache
    // that holds an answer tagged it once); an unknown one is a 404 below.
    return rest(ctx, next)
  }

  koa.on('error', logAppError)
  koa.use(errors)
  koa.use(front(store, tools, config, opts.staleAfterDays ?? {}))
  // Operator routes answer before the limits; wrong operator tokens are limited per address before
  // the token is checked.
  if (config.operatorToken)
    koa.use(failedAuthLimit({ prefix: '/admin', max: 10, windowMs: 60_000 })).use(operator.routes())
  // The key, then the limits (one budget per key or per address), then the surfaces.
  const limits = rateLimits({ ...config.rateLimit, store: limitStore, prefix: config.redisPrefix })
  koa.use(resolveKey(keys, (ctx, next) => limits(ctx, () => surfaces(ctx, next))))
  // Behind a proxy the client's address is a header Koa reads: those requests go through Koa.
  const countOpen = config.trustProxy ? undefined : limits.countOpen
  const revalidated = feedRevalidation(feeds, countOpen)
  /**
   * An MCP POST from a client with no key or a key known this second, counted in this process:
   * mcp.ts's shortcut answers it before Koa when it is a plain fast-path request, else hands it to Koa.
   */
  const mcpShortcut = (req: IncomingMessage, res: ServerResponse, koaHandler: () => void): boolean => {
    if (req.method !== 'POST' || req.url !== '/mcp') return false
    const header = req.headers.authorization
    if (!header)
      return (
        countOpen !== undefined &&
        mcp.shortcut(req, res, false, () => countOpen(req.socket.remoteAddress ?? ''), koaHandler)
      )
    let key: ApiKey | null | undefined
    try {
      const token = bearerToken(header)
      key = token ? keys.cached(token) : undefined
    } catch {
      return false // a malformed header: Koa's path says what is wrong
    }
    const countKey = limits.countKey
    if (!key || !countKey) return false
    return mcp.shortcut(req, res, true, () => countKey(key.id), koaHandler)
  }
  // Conditional answers of the surfaces below (the feeds and REST answer theirs inline): a page or a
  // discovery document carries its own tag.
  koa.use(conditional())
  // The pages (open, limited like the feeds) answer / for browsers and /data/datapackage.json.
  const views = opts.views ?? []
  if (views.length)
    koa.use(
      pagesRouter({ views, tools, store, baseUrl: config.baseUrl, exportDir: join(config.dataDir, 'export') }).routes(),
    )
  koa.use(discovery.routes())
  let callback: ReturnType<Koa['callback']> | undefined
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const koaHandler = () => (callback ??= koa.callback())(req, res)
    let answered = false
    try {
      answered = revalidated(req, res) || mcpShortcut(req, res, koaHandler)
    } catch {
      answered = false // a shortcut never answers in part: Koa's path answers, errors included
    }
    if (!answered) koaHandler()
  }
  return {
    koa,
    // Koa's chain composed at the first request, so middleware added after createApp is in it.
    // The health probes start at once: a load balancer's verdict must not wait behind a crowd.
    handler: (req, res) => (isProbe(req.url) ? handle(req, res) : turns.run(() => handle(req, res))),
    serverOptions: serverOptions(config),
    keys,
    responses,
    close: async () => {
      stopWatch()
      feeds.close()
      await mcp.close()
    },
  }
}
