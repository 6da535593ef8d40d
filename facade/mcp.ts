// /mcp: Streamable HTTP, stateless, both protocol eras (2025-11-25 and 2026-07-28) from one
// per-request server factory (SDK v2 createMcpHandler). Tools come from the same list as every
// other surface; a tool with auth 'key' is registered only for a request with a valid key.
import { toNodeHandler } from '@modelcontextprotocol/node'
import { createMcpHandler, McpServer, type AuthInfo, type McpRequestContext } from '@modelcontextprotocol/server'
import type { Context } from 'koa'
import type { Store } from '../store/types.ts'
import { AppError, mcpToolError, toAppError } from '../tools/errors.ts'
import { TOOLS } from '../tools/index.ts'
import { runTool } from '../tools/run.ts'
import type { ToolDefinition } from '../tools/define.ts'

export const SERVER_INFO = { name: 'ai-market-data', title: 'AI market data', version: '1.0.0' }

export const INSTRUCTIONS = 'LLM API list prices (USD and CNY per 1M tokens, with cache prices), their daily history and price changes. Every answer carries as_of, source_url and license: cite the source_url with the as_of date. get_llm_price_history needs an API key (Authorization: Bearer <API_KEY>).'

/** The tools a caller sees: all open ones, plus the keyed ones when the caller has a valid key. */
export function visibleTools(hasKey: boolean): ToolDefinition[] {
  return TOOLS.filter((tool) => tool.auth === 'none' || hasKey)
}

/** One McpServer per request, carrying exactly the tools this caller may use. */
export function serverFactory(store: Store, baseUrl: string) {
  return (request: McpRequestContext) => {
    const server = new McpServer(SERVER_INFO, { instructions: INSTRUCTIONS })
    for (const tool of visibleTools(Boolean(request.authInfo))) {
      server.registerTool(tool.name, {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        outputSchema: tool.output,
        annotations: { readOnlyHint: true, openWorldHint: false },
      }, async (args: unknown) => {
        try {
          const output = await runTool(tool, args, { store, baseUrl })
          return { content: [{ type: 'text' as const, text: JSON.stringify(output) }], structuredContent: output }
        } catch (error) {
          return mcpToolError(toAppError(error))
        }
      })
    }
    return server
  }
}

/** An Origin is allowed when listed exactly, or listed without its port (http://localhost covers any port). */
function originAllowed(origin: string, allowed: Set<string>): boolean {
  try {
    const url = new URL(origin)
    return allowed.has(url.origin.toLowerCase()) || allowed.has(`${url.protocol}//${url.hostname}`.toLowerCase())
  } catch {
    return false // "null" or garbage
  }
}

/** The Koa handler for /mcp: Host and Origin guards, key check, then the SDK's handler. */
export function mcpRoute(opts: { store: Store; baseUrl: string; allowedHosts: string[]; allowedOrigins: string[] }) {
  const handler = createMcpHandler(serverFactory(opts.store, opts.baseUrl))
  const node = toNodeHandler(handler)
  const hosts = new Set(opts.allowedHosts.map((h) => h.toLowerCase()))
  const origins = new Set(opts.allowedOrigins.map((o) => o.toLowerCase()))

  const route = async (ctx: Context) => {
    // DNS-rebinding guard (MCP transport spec): the Host must be ours, and a browser's Origin too.
    if (!hosts.has(ctx.hostname.toLowerCase())) throw new AppError('FORBIDDEN', `Host '${ctx.host}' is not allowed.`)
    const origin = ctx.get('Origin')
    if (origin && !originAllowed(origin, origins)) {
      throw new AppError('FORBIDDEN', `Origin '${origin}' is not allowed.`)
    }
    if (ctx.state.authError) throw ctx.state.authError
    const key = ctx.state.apiKey
    const req = ctx.req as typeof ctx.req & { auth?: AuthInfo }
    req.auth = key ? { token: 'redacted', clientId: key.id, scopes: [key.tier], extra: { tier: key.tier } } : undefined
    ctx.respond = false
    await node(req, ctx.res)
  }
  return { route, close: () => handler.close() }
}
