// /mcp: Streamable HTTP, stateless, both protocol eras (2025-11-25 and 2026-07-28) from one
// per-request server factory (SDK v2 createMcpHandler). Tools come from the same list as every
// other surface; a tool with auth 'key' is registered only for a request with a valid key.
import { toNodeHandler } from '@modelcontextprotocol/node'
import { createMcpHandler, McpServer, type AuthInfo, type McpRequestContext } from '@modelcontextprotocol/server'
import type { Context } from 'koa'
import type { Store } from '../store/types.ts'
import { AppError, mcpToolError, toAppError } from '../tools/errors.ts'
import { runTool } from '../tools/run.ts'
import type { AnyTool } from '../tools/define.ts'
import { instructions, SERVER_INFO } from '../wellknown/server-info.ts'

/** The tools a caller sees: all open ones, plus the keyed ones when the caller has a valid key. */
export function visibleTools(tools: AnyTool[], hasKey: boolean): AnyTool[] {
  return tools.filter((tool) => tool.auth === 'none' || hasKey)
}

/** One McpServer per request, carrying exactly the tools this caller may use. */
export function serverFactory(tools: AnyTool[], store: Store, baseUrl: string) {
  const text = instructions(tools)
  return (request: McpRequestContext) => {
    const server = new McpServer(SERVER_INFO, { instructions: text })
    for (const tool of visibleTools(tools, Boolean(request.authInfo))) {
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
export function mcpRoute(opts: { tools: AnyTool[]; store: Store; baseUrl: string; allowedHosts: string[]; allowedOrigins: string[] }) {
  const handler = createMcpHandler(serverFactory(opts.tools, opts.store, opts.baseUrl))
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
