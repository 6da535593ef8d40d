// /api/v1: one GET route per REST-exposed tool, generated from the tool list. Query strings are
// turned into typed input using the tool's own JSON Schema, then validated by its zod schema.
import type { Middleware } from 'koa'
import { z } from 'zod'
import { restPath, type AnyTool } from '../tools/define.ts'
import { AppError } from '../tools/errors.ts'
import { notModified } from './conditional.ts'
import { toolAnswer, type Answers } from './response-cache.ts'

/** A keyed answer: kept by the client, revalidated before each use (ETag, 304). */
export const REST_CACHE_CONTROL = 'private, no-cache'

type ParamTypes = Record<string, string | undefined>

/** Each input property's JSON type, so '5' can become 5 where a number is expected. */
function paramTypes(tool: AnyTool): ParamTypes {
  const schema = z.toJSONSchema(tool.input, { io: 'input' }) as { properties?: Record<string, { type?: string }> }
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, p]) => [name, p.type]))
}

/** Query string -> tool input. A value that does not look like its type stays a string, so zod names it. */
function queryToInput(query: Record<string, string | string[] | undefined>, types: ParamTypes) {
  const input: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value))
      throw new AppError('INVALID_PARAMETER', `Parameter '${name}' is given more than once.`, { parameter: name })
    const type = types[name]
    if ((type === 'number' || type === 'integer') && /^-?\d+(\.\d+)?$/.test(value ?? '')) input[name] = Number(value)
    else if (type === 'boolean' && (value === 'true' || value === 'false')) input[name] = value === 'true'
    else input[name] = value
  }
  return input
}

/**
 * Every REST tool as one middleware. The paths are fixed, so a Map finds the route (koa-router's
 * matching cost as much as answering from the cache); a query string seen before skips parsing and
 * validation (answers.inputs).
 */
export function restRoutes(opts: { tools: AnyTool[]; answers: Answers }): Middleware {
  const routes = new Map<string, { tool: AnyTool; types: ParamTypes }>()
  for (const tool of opts.tools.filter((t) => t.rest))
    routes.set(`/api/v1${restPath(tool.name)}`, { tool, types: paramTypes(tool) })
  return async (ctx, next) => {
    // A trailing slash names the same route, as it did under koa-router.
    const route = routes.get(ctx.path.length > 1 && ctx.path.endsWith('/') ? ctx.path.slice(0, -1) : ctx.path)
    if (!route) return next()
    if (ctx.method === 'OPTIONS') {
      ctx.set('Allow', 'GET, HEAD')
      ctx.status = 200
      ctx.body = ''
      return
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      throw new AppError(
        'METHOD_NOT_ALLOWED',
        `${ctx.method} is not supported on ${ctx.path}: the API is read-only (GET, HEAD).`,
        {},
        { Allow: 'GET, HEAD' },
      )
    }
    if (ctx.state.authError) throw ctx.state.authError
    if (!ctx.state.apiKey)
      throw new AppError('UNAUTHORIZED', 'An API key is required: Authorization: Bearer <API_KEY>.')
    // Validated first, so a bad query is a 400 and equal queries share one cache entry.
    const input = opts.answers.inputs.of(route.tool, `?${ctx.querystring}`, () => queryToInput(ctx.query, route.types))
    const { body } = await toolAnswer(opts.answers, route.tool, input)
    // Tagged here, not by the conditional() middleware: the cache hashed this body once, and the
    // route answers its own 304 without one more middleware hop on the hottest path.
    const etag = opts.answers.cache.etagOf(body)!
    const res = ctx.res // straight on the response: Koa's setters look up and check what is known here
    res.setHeader('ETag', etag)
    res.setHeader('Cache-Control', REST_CACHE_CONTROL)
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    if (!notModified(ctx, etag)) ctx.body = body
  }
}
