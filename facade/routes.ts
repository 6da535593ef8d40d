// /api/v1: one GET route per REST-exposed tool, generated from the tool list. Query strings are
// turned into typed input using the tool's own JSON Schema, then validated by its zod schema.
import Router from '@koa/router'
import { z } from 'zod'
import { restPath, type AnyTool } from '../tools/define.ts'
import { AppError } from '../tools/errors.ts'
import { toolAnswer, type Answers } from './response-cache.ts'

type ParamTypes = Record<string, string | undefined>

/** Each input property's JSON type, so '5' can become 5 where a number is expected. */
function paramTypes(tool: AnyTool): ParamTypes {
  const schema = z.toJSONSchema(tool.input, { io: 'input' }) as { properties?: Record<string, { type?: string }> }
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, p]) => [name, p.type]))
}

/** Query string -> tool input. A value that does not look like its type stays a string, so zod names it. */
export function queryToInput(query: Record<string, string | string[] | undefined>, types: ParamTypes) {
  const input: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) throw new AppError('INVALID_PARAMETER', `Parameter '${name}' is given more than once.`, { parameter: name })
    const type = types[name]
    if ((type === 'number' || type === 'integer') && /^-?\d+(\.\d+)?$/.test(value ?? '')) input[name] = Number(value)
    else if (type === 'boolean' && (value === 'true' || value === 'false')) input[name] = value === 'true'
    else input[name] = value
  }
  return input
}

/** The router for every REST tool; every route needs a valid key (spec section 5). */
export function restRouter(opts: { tools: AnyTool[]; answers: Answers }): Router {
  const router = new Router({ prefix: '/api/v1' })
  for (const tool of opts.tools.filter((t) => t.rest)) {
    const types = paramTypes(tool)
    router.get(restPath(tool.name), async (ctx) => {
      if (ctx.state.authError) throw ctx.state.authError
      if (!ctx.state.apiKey) throw new AppError('UNAUTHORIZED', 'An API key is required: Authorization: Bearer <API_KEY>.')
      // Validated first, so a bad query is a 400 and equal queries share one cache entry.
      const input = tool.input.parse(queryToInput(ctx.query, types)) as Record<string, unknown>
      const { body } = await toolAnswer(opts.answers, tool, input)
      ctx.type = 'application/json; charset=utf-8'
      ctx.body = body
    })
  }
  return router
}
