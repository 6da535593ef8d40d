// The Koa app: one catch at the top, key resolution, rate limits, then the routes of every surface.
import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import Router from '@koa/router'
import Koa from 'koa'
import { FIXTURES_DIR } from '../jobs/fetch.ts'
import { scheduleRefresh } from '../jobs/schedule.ts'
import { loadFx, seedStore } from '../jobs/seed.ts'
import { exportFeeds } from '../jobs/export.ts'
import type { Store } from '../store/types.ts'
import { AppError, errorBody, toAppError } from '../tools/errors.ts'
import { TOOLS } from '../tools/index.ts'
import { llmsTxt } from '../wellknown/llms-txt.ts'
import { serverCard } from '../wellknown/server-card.ts'
import { bearerToken, KeyResolver } from './auth.ts'
import type { Config } from './config.ts'
import { feedRoute } from './feeds.ts'
import { rateLimits, type LimitStore } from './limits.ts'
import { operatorRouter, readiness } from './operator.ts'
import { mcpRoute } from './mcp.ts'
import { openApiDocument } from './openapi.ts'
import { ResponseCache } from './response-cache.ts'
import { connectRedis } from './redis.ts'
import { restRouter } from './routes.ts'

export interface App { koa: Koa; keys: KeyResolver; responses: ResponseCache; close(): Promise<void> }

/** Every answer's errors: one JSON shape, status from the code table, WWW-Authenticate on 401. */
async function errors(ctx: Koa.Context, next: Koa.Next) {
  try {
    await next()
    if (ctx.status === 404 && ctx.body === undefined && ctx.respond !== false) {
      throw new AppError('NOT_FOUND', `No route ${ctx.method} ${ctx.path}.`)
    }
  } catch (thrown) {
    const error = toAppError(thrown)
    if (error.status >= 500) console.error(`${ctx.method} ${ctx.path}:`, thrown)
    ctx.status = error.status
    ctx.set(error.headers)
    if (error.code === 'UNAUTHORIZED') ctx.set('WWW-Authenticate', 'Bearer realm="api", error="invalid_token"')
    ctx.body = errorBody(error)
  }
}

/** Sets ctx.state.apiKey for a valid active key, or ctx.state.authError for a bad one. Never throws. */
function resolveKey(keys: KeyResolver) {
  return async (ctx: Koa.Context, next: Koa.Next) => {
    try {
      const token = bearerToken(ctx.get('Authorization') || undefined)
      if (token) {
        const key = await keys.resolve(token)
        if (key) ctx.state.apiKey = key
        else ctx.state.authError = new AppError('UNAUTHORIZED', 'The API key is unknown or inactive.')
      }
    } catch (error) {
      ctx.state.authError = toAppError(error)
    }
    await next()
  }
}

export function createApp(config: Config, store: Store, limitStore?: LimitStore): App {
  const koa = new Koa({ proxy: config.trustProxy })
  const keys = new KeyResolver(store, config.keyCacheTtlMs)
  const mcp = mcpRoute({ store, baseUrl: config.baseUrl, allowedHosts: config.allowedHosts, allowedOrigins: config.allowedOrigins })
  const discovery = new Router()
  const openapi = openApiDocument(TOOLS, config.baseUrl)
  const card = serverCard(TOOLS, config.baseUrl)
  const llms = llmsTxt(TOOLS, config.baseUrl)
  discovery.get('/openapi.json', (ctx) => { ctx.set('Access-Control-Allow-Origin', '*'); ctx.body = openapi })
  discovery.get(['/.well-known/mcp/server-card.json', '/mcp/server-card'], (ctx) => { ctx.set('Access-Control-Allow-Origin', '*'); ctx.body = card })
  discovery.get('/llms.txt', (ctx) => { ctx.type = 'text/markdown; charset=utf-8'; ctx.body = llms })
  discovery.get('/', (ctx) => { ctx.type = 'text/markdown; charset=utf-8'; ctx.body = llms })
  discovery.all('/mcp', async (ctx) => {
    if (!['POST', 'GET', 'DELETE'].includes(ctx.method)) {
      ctx.set('Allow', 'POST, GET, DELETE')
      throw new AppError('METHOD_NOT_ALLOWED', `${ctx.method} is not supported on /mcp.`)
    }
    await mcp.route(ctx)
  })
  discovery.all('/data/:file', feedRoute(join(config.dataDir, 'export')))
  const responses = new ResponseCache()
  // New data makes every cached answer stale (other instances: within the cache's 60 s TTL).
  store.onSnapshot(() => responses.clear())
  const rest = restRouter({ store, baseUrl: config.baseUrl, cache: responses })

  const operator = operatorRouter({ store, keys, token: config.operatorToken })

  koa.use(errors)
  // Health probes and operator routes answer before the limits: a load balancer must never be limited.
  koa.use(async (ctx, next) => {
    if (ctx.path === '/healthz') { ctx.body = { status: 'ok' }; return }
    if (ctx.path === '/readyz') {
      const { ok, body } = await readiness(store)
      ctx.status = ok ? 200 : 503
      ctx.body = body
      return
    }
    await next()
  })
  if (config.operatorToken) koa.use(operator.routes())
  koa.use(resolveKey(keys))
  koa.use(rateLimits({ ...config.rateLimit, store: limitStore, prefix: config.redisPrefix }))
  koa.use(rest.routes())
  koa.use(rest.allowedMethods({ throw: true }))
  koa.use(discovery.routes())
  return { koa, keys, responses, close: () => mcp.close() }
}

export interface RunningServer { url: string; server: Server; app: App; close(): Promise<void> }

/** Seeds an empty store and writes missing feeds; true when done, false when the store is unreachable. */
async function prepareData(config: Config, store: Store): Promise<boolean> {
  try {
    const seeded = await seedStore(store)
    const exportDir = join(config.dataDir, 'export')
    // A first start, or a start after a crash between two feed files: write them all again.
    const missing = TOOLS.some((tool) => tool.feed && !existsSync(join(exportDir, tool.feed.file)))
    if (seeded || missing) await exportFeeds(store, exportDir, config.baseUrl)
    return true
  } catch (error) {
    if (toAppError(error).code !== 'UNAVAILABLE') throw error
    console.error(`store unavailable at start, will retry: ${toAppError(error).message}`)
    return false
  }
}

/** Opens the store, seeds it from the bundled data if empty, exports the feeds if missing, listens. */
export async function startServer(config: Config, store: Store): Promise<RunningServer> {
  await store.init()
  // A database that is down at start is not fatal (no crash loop): serve what we can, retry.
  let retry: NodeJS.Timeout | undefined
  if (!(await prepareData(config, store))) {
    retry = setInterval(async () => { if (await prepareData(config, store).catch(() => false)) clearInterval(retry) }, 5_000)
    retry.unref()
  }
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined
  const stopRefresh = config.refreshAt
    ? scheduleRefresh(config.refreshAt, {
      store, fx: await loadFx(), offline: config.refreshOffline, fixturesDir: FIXTURES_DIR,
      exportDir: join(config.dataDir, 'export'), baseUrl: config.baseUrl,
    })
    : () => {}
  const app = createApp(config, store, redis && { driver: 'redis', db: redis })
  const server = createServer(app.koa.callback())
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`
  return {
    url, server, app,
    /** Stops accepting, lets requests in flight finish (at most 5 s), then closes the rest. */
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeIdleConnections()
      const force = setTimeout(() => server.closeAllConnections(), 5_000)
      await closed
      clearTimeout(force)
      clearInterval(retry)
      stopRefresh()
      await app.close()
      redis?.disconnect()
      await store.close()
    },
  }
}
