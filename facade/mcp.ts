// /mcp: Streamable HTTP, stateless, both protocol eras (2025-11-25 and 2026-07-28).
// Hot path: a single plain request for tools/list, tools/call, ping or the resources, from a client
// that accepts JSON, is answered here as one JSON body from answers built once (mcp-methods.ts,
// mcp-resources.ts). Everything else (initialize, server/discover, notifications, anything odd)
// goes to the SDK's createMcpHandler, whose per-request Server calls the same methods: the SDK keeps
// the protocol's edge cases, the common case skips its per-request server, transport and SSE framing.
// Neither revision has JSON-RPC batching: an array body is refused with 400.
import { toNodeHandler } from '@modelcontextprotocol/node'
import {
  createMcpHandler,
  isJsonContentType,
  ProtocolError,
  Server,
  SUPPORTED_PROTOCOL_VERSIONS,
  type AuthInfo,
  type McpRequestContext,
} from '@modelcontextprotocol/server'
import type { Context } from 'koa'
import type { AnyTool } from '../tools/define.ts'
import { AppError, toAppError } from '../tools/errors.ts'
import { instructions, mcpCapabilities, SERVER_INFO } from '../wellknown/server-info.ts'
import type { FeedStore } from './feeds.ts'
import { McpMethods, RpcError } from './mcp-methods.ts'
import { McpResources } from './mcp-resources.ts'
import type { Answers } from './response-cache.ts'

export { visibleTools } from './mcp-methods.ts'

const MODERN = '2026-07-28'
const LEGACY_VERSIONS = new Set(SUPPORTED_PROTOCOL_VERSIONS.filter((v) => v !== MODERN))
const META_VERSION = 'io.modelcontextprotocol/protocolVersion'
/** Largest request body read (the SDK's own default). */
const MAX_REQUEST_BYTES = 4 * 2 ** 20
const FAST_METHODS = new Set([
  'tools/list',
  'tools/call',
  'ping',
  'resources/list',
  'resources/read',
  'resources/templates/list',
])

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Everything the MCP methods need, built once at start. */
export interface McpOptions {
  tools: AnyTool[]
  answers: Answers
  feeds: FeedStore
  allowedHosts: string[]
  allowedOrigins: string[]
  fastPath?: boolean
}

/** The result of one method, as JSON text; RpcError for a JSON-RPC error. */
async function dispatch(
  methods: McpMethods,
  resources: McpResources,
  method: string,
  params: Json,
  hasKey: boolean,
): Promise<string | Buffer> {
  try {
    switch (method) {
      case 'tools/list':
        return methods.toolList(hasKey).json
      case 'tools/call':
        return await methods.callTool(params.name as string, params.arguments, hasKey)
      case 'ping':
        return '{}'
      case 'resources/list':
        return JSON.stringify(resources.list())
      case 'resources/templates/list':
        return JSON.stringify(resources.templates(hasKey))
      case 'resources/read':
        return JSON.stringify(await resources.read(params.uri as string, hasKey))
      case 'completion/complete':
        return JSON.stringify(await resources.complete(params, hasKey))
    }
  } catch (thrown) {
    if (thrown instanceof RpcError) throw thrown
    const error = toAppError(thrown)
    if (error.status >= 500) console.error(`mcp ${method}:`, thrown)
    throw new RpcError(-32603, error.expose ? error.message : 'Internal error.', { code: error.code })
  }
  throw new RpcError(-32601, 'Method not found')
}

/** One low-level SDK Server per SDK-served request: handlers only, nothing converted per request. */
export function serverFactory(tools: AnyTool[], methods: McpMethods, resources: McpResources) {
  const text = instructions(tools)
  return (request: McpRequestContext) => {
    const hasKey = Boolean(request.authInfo)
    const server = new Server(SERVER_INFO, { capabilities: mcpCapabilities(request.era), instructions: text })
    const handle = (method: string) => async (req: { params?: unknown }) => {
      try {
        return JSON.parse(String(await dispatch(methods, resources, method, (req.params ?? {}) as Json, hasKey)))
      } catch (error) {
        if (error instanceof RpcError) throw new ProtocolError(error.code, error.message, error.data)
        throw error
      }
    }
    for (const method of [
      'tools/list',
      'tools/call',
      'resources/list',
      'resources/templates/list',
      'resources/read',
      'completion/complete',
    ] as const) {
      server.setRequestHandler(method, handle(method) as never)
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

/** The hostname of a Host header, or an error naming it when it is not host[:port] with a valid port. */
function hostOf(host: string): string {
  const match = /^(\[[0-9a-f:.]+\]|[^\s:/?#@[\]]+)(?::(\d{1,5}))?$/i.exec(host)
  if (!match || (match[2] !== undefined && Number(match[2]) > 65535)) {
    throw new AppError('INVALID_PARAMETER', `Host '${host}' is not a valid host[:port].`, { header: 'Host' })
  }
  return match[1].toLowerCase()
}

/** The era the fast path may answer this message in exactly as the SDK would; undefined: the SDK answers. */
function fastEra(message: Json, ctx: Context): 'legacy' | 'modern' | undefined {
  return fastEligible(message, ctx)
    ? ((message.params as Json | undefined)?._meta as Json | undefined)?.[META_VERSION]
      ? 'modern'
      : 'legacy'
    : undefined
}

function fastEligible(message: Json, ctx: Context): boolean {
  const { method, params = {}, id } = message
  if (message.jsonrpc !== '2.0' || typeof method !== 'string' || !FAST_METHODS.has(method)) return false
  if (!(typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id))) || !isObject(params)) return false
  const accept = ctx.get('Accept')
  if (!/application\/json|\*\/\*/i.test(accept)) return false
  const meta = params._meta
  if (meta !== undefined && !isObject(meta)) return false
  const header = ctx.get('MCP-Protocol-Version')
  if (meta?.[META_VERSION] !== undefined) {
    // 2026-07-28: the envelope and the standard headers must agree (else the SDK rejects it precisely).
    if (meta[META_VERSION] !== MODERN || header !== MODERN || ctx.get('Mcp-Method') !== method || method === 'ping')
      return false
    for (const k of ['io.modelcontextprotocol/clientInfo', 'io.modelcontextprotocol/clientCapabilities'])
      if (meta[k] !== undefined && !isObject(meta[k])) return false
    const named = method === 'tools/call' ? params.name : method === 'resources/read' ? params.uri : undefined
    if (named !== undefined && ctx.get('Mcp-Name') !== named) return false
  } else if ((header && !LEGACY_VERSIONS.has(header)) || ctx.get('Mcp-Method')) return false
  if (method === 'tools/call')
    return typeof params.name === 'string' && (params.arguments === undefined || isObject(params.arguments))
  if (method === 'resources/read') return typeof params.uri === 'string'
  return params.cursor === undefined || typeof params.cursor === 'string'
}

/** Methods whose 2026-07-28 results carry cache fields (the SDK's list); tools/call does not. */
const CACHEABLE = new Set(['tools/list', 'resources/list', 'resources/templates/list', 'resources/read'])
const SERVER_INFO_META = JSON.stringify({ 'io.modelcontextprotocol/serverInfo': SERVER_INFO })

/** A result as the SDK encodes it for 2026-07-28: resultType, cache fields (defaults), serverInfo in _meta. */
function modernResult(method: string, result: Buffer): Buffer {
  const cache = CACHEABLE.has(method) ? '"ttlMs":0,"cacheScope":"private",' : ''
  const fields = `"resultType":"complete",${cache}"_meta":${SERVER_INFO_META}}`
  const empty = result.length <= 2
  return Buffer.concat([result.subarray(0, result.length - 1), Buffer.from(empty ? fields : `,${fields}`)])
}

/** The request body, 'too large' past MAX_REQUEST_BYTES, or 'aborted' when the client went away. */
function readBody(ctx: Context): Promise<Buffer | 'too large' | 'aborted'> {
  // Listeners, not `for await`: the async iterator costs more than the rest of a cached tools/call.
  return new Promise((resolve) => {
    const req = ctx.req
    const chunks: Buffer[] = []
    let size = 0
    const done = (result: Buffer | 'too large' | 'aborted') => {
      req.off('data', onData).off('end', onEnd).off('error', onAbort).off('aborted', onAbort).off('close', onClose)
      if (result === 'too large') req.resume() // the rest is drained, not kept
      resolve(result)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_REQUEST_BYTES) return done('too large')
      chunks.push(chunk)
    }
    const onEnd = () => done(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))
    const onAbort = () => done('aborted') // nobody is left to answer
    const onClose = () => {
      if (!req.readableEnded) onAbort()
    }
    if (req.readableEnded) return resolve(Buffer.alloc(0))
    req.on('data', onData).on('end', onEnd).on('error', onAbort).on('aborted', onAbort).on('close', onClose)
  })
}

function rpcError(ctx: Context, status: number, code: number, message: string, id: unknown = null) {
  ctx.status = status
  ctx.body = { jsonrpc: '2.0', id, error: { code, message } }
}

/** The Koa handler for /mcp: Host and Origin guards, key check, batch refusal, fast path, else the SDK. */
export function mcpRoute(opts: McpOptions) {
  const methods = new McpMethods(opts.tools, opts.answers)
  const resources = new McpResources(opts.tools, opts.answers, opts.feeds)
  const handler = createMcpHandler(serverFactory(opts.tools, methods, resources))
  const node = toNodeHandler(handler)
  const hosts = new Set(opts.allowedHosts.map((h) => h.toLowerCase()))
  const origins = new Set(opts.allowedOrigins.map((o) => o.toLowerCase()))

  const route = async (ctx: Context) => {
    // DNS-rebinding guard (MCP transport spec): the Host must be ours, and a browser's Origin too.
    const hostname = hostOf(ctx.get('Host'))
    if (!hosts.has(hostname)) throw new AppError('FORBIDDEN', `Host '${ctx.get('Host')}' is not allowed.`)
    const origin = ctx.get('Origin')
    if (origin && !originAllowed(origin, origins)) {
      throw new AppError('FORBIDDEN', `Origin '${origin}' is not allowed.`)
    }
    if (ctx.state.authError) throw ctx.state.authError
    const key = ctx.state.apiKey
    let parsed: unknown
    if (ctx.method === 'POST' && isJsonContentType(ctx.get('Content-Type'))) {
      const raw = await readBody(ctx)
      if (raw === 'aborted') {
        ctx.respond = false
        ctx.req.destroy()
        return
      }
      if (raw === 'too large')
        return rpcError(
          ctx,
          413,
          -32000,
          `Payload Too Large: the request body must not exceed ${MAX_REQUEST_BYTES} bytes.`,
        )
      try {
        parsed = JSON.parse(raw.toString('utf8'))
      } catch {
        return rpcError(ctx, 400, -32700, 'Parse error: the request body is not valid JSON.')
      }
      if (Array.isArray(parsed)) {
        return rpcError(
          ctx,
          400,
          -32600,
          'Invalid Request: JSON-RPC batches (an array body) are not supported by the protocol revisions served ' +
            `here (${[...LEGACY_VERSIONS][0]}, ${MODERN}); send one message per request.`,
        )
      }
      const era = opts.fastPath !== false && isObject(parsed) ? fastEra(parsed, ctx) : undefined
      if (era && isObject(parsed)) {
        try {
          const method = parsed.method as string
          const answer = await dispatch(methods, resources, method, (parsed.params ?? {}) as Json, Boolean(key))
          const result = typeof answer === 'string' ? Buffer.from(answer) : answer
          ctx.type = 'application/json'
          ctx.body = Buffer.concat([
            Buffer.from(`{"result":`),
            era === 'modern' ? modernResult(method, result) : result,
            Buffer.from(`,"jsonrpc":"2.0","id":${JSON.stringify(parsed.id)}}`),
          ])
        } catch (error) {
          if (!(error instanceof RpcError)) throw error
          ctx.type = 'application/json'
          ctx.body = {
            jsonrpc: '2.0',
            id: parsed.id,
            error: {
              code: error.code,
              message: error.message,
              ...(error.data !== undefined ? { data: error.data } : {}),
            },
          }
        }
        return
      }
    }
    const req = ctx.req as typeof ctx.req & { auth?: AuthInfo }
    req.auth = key ? { token: 'redacted', clientId: key.id, scopes: [key.tier], extra: { tier: key.tier } } : undefined
    ctx.respond = false
    await node(req, ctx.res, parsed)
  }
  /** Tells every open subscriptions/listen stream that asked for `uri` that it changed (2026-07-28). */
  const resourceUpdated = (uri: string) => handler.notify.resourceUpdated(uri)
  return { route, close: () => handler.close(), resourceUpdated }
}
