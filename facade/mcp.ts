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
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import type { Context } from 'koa'
import type { AnyTool } from '../tools/define.ts'
import { AppError, toAppError } from '../tools/errors.ts'
import { instructions, mcpCapabilities, SERVER_INFO } from '../wellknown/server-info.ts'
import { type BodyRead, readBody, TOO_DEEP } from './body.ts'
import type { FeedStore } from './feeds.ts'
import { McpMethods, RpcError } from './mcp-methods.ts'
import { McpResources } from './mcp-resources.ts'
import type { Answers } from './response-cache.ts'

const MODERN = '2026-07-28'
const LEGACY_VERSIONS = new Set(SUPPORTED_PROTOCOL_VERSIONS.filter((v) => v !== MODERN))
const META_VERSION = 'io.modelcontextprotocol/protocolVersion'
/** Largest request body read (the SDK's own default). */
const MAX_REQUEST_BYTES = 4 * 2 ** 20
/** Largest body the shortcut before Koa reads (a JSON-RPC call is a few hundred bytes). */
const SHORTCUT_BODY_BYTES = 64 * 2 ** 10
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
function answerOf(
  methods: McpMethods,
  resources: McpResources,
  method: string,
  params: Json,
  hasKey: boolean,
): string | Buffer | Promise<string | Buffer> {
  switch (method) {
    case 'tools/list':
      return methods.toolList(hasKey).json
    case 'tools/call':
      return methods.callTool(params.name as string, params.arguments, hasKey)
    case 'ping':
      return '{}'
    case 'resources/list':
      return JSON.stringify(resources.list())
    case 'resources/templates/list':
      return JSON.stringify(resources.templates(hasKey))
    case 'resources/read':
      return resources.read(params.uri as string, hasKey).then((r) => JSON.stringify(r))
    case 'completion/complete':
      return resources.complete(params, hasKey).then((r) => JSON.stringify(r))
  }
  throw new RpcError(-32601, 'Method not found')
}

/** A failure of a method as the JSON-RPC error to answer with (an internal one logged, its detail kept). */
function rpcErrorOf(method: string, thrown: unknown): RpcError {
  if (thrown instanceof RpcError) return thrown
  const error = toAppError(thrown)
  if (error.status >= 500) console.error(`mcp ${method}:`, thrown)
  return new RpcError(-32603, error.expose ? error.message : 'Internal error.', { code: error.code })
}

/**
 * The result of one method: at once when it is at hand (the tool list, a tool answer asked for
 * before), else a promise; a failure is an RpcError either way.
 */
function dispatch(...call: Parameters<typeof answerOf>): ReturnType<typeof answerOf> {
  const method = call[2]
  try {
    const answer = answerOf(...call)
    return answer instanceof Promise
      ? answer.catch((thrown) => {
          throw rpcErrorOf(method, thrown)
        })
      : answer
  } catch (thrown) {
    throw rpcErrorOf(method, thrown)
  }
}

/** One low-level SDK Server per SDK-served request: handlers only, nothing converted per request. */
function serverFactory(tools: AnyTool[], methods: McpMethods, resources: McpResources) {
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
function fastEra(message: Json, headers: IncomingHttpHeaders): 'legacy' | 'modern' | undefined {
  return fastEligible(message, headers)
    ? ((message.params as Json | undefined)?._meta as Json | undefined)?.[META_VERSION]
      ? 'modern'
      : 'legacy'
    : undefined
}

function fastEligible(message: Json, headers: IncomingHttpHeaders): boolean {
  const { method, params = {}, id } = message
  if (message.jsonrpc !== '2.0' || typeof method !== 'string' || !FAST_METHODS.has(method)) return false
  if (!(typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id))) || !isObject(params)) return false
  if (!/application\/json|\*\/\*/i.test(headers.accept ?? '')) return false
  const meta = params._meta
  if (meta !== undefined && !isObject(meta)) return false
  const header = String(headers['mcp-protocol-version'] ?? '')
  if (meta?.[META_VERSION] !== undefined) {
    // 2026-07-28: the envelope and the standard headers must agree (else the SDK rejects it precisely).
    if (meta[META_VERSION] !== MODERN || header !== MODERN || headers['mcp-method'] !== method || method === 'ping')
      return false
    for (const k of ['io.modelcontextprotocol/clientInfo', 'io.modelcontextprotocol/clientCapabilities'])
      if (meta[k] !== undefined && !isObject(meta[k])) return false
    const named = method === 'tools/call' ? params.name : method === 'resources/read' ? params.uri : undefined
    if (named !== undefined && (headers['mcp-name'] ?? '') !== named) return false
  } else if ((header && !LEGACY_VERSIONS.has(header)) || headers['mcp-method']) return false
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

const PING = Buffer.from('{}')
/** A method's answer as bytes (the ping's empty result one constant buffer, so it is framed once). */
const resultOf = (answer: string | Buffer) =>
  answer === '{}' ? PING : typeof answer === 'string' ? Buffer.from(answer) : answer
/**
 * The tail of a fast answer, `"result":...}`, per era and method, made once per result: a result
 * that comes from a cache (the tool list, a cached tool answer) is framed once, not per request.
 */
class Framed {
  private made = { legacy: new WeakMap<Buffer, Buffer>(), modern: new WeakMap<Buffer, Buffer>() }

  tail(era: 'legacy' | 'modern', method: string, result: Buffer): Buffer {
    const known = this.made[era].get(result)
    if (known) return known
    const tail = Buffer.concat([
      Buffer.from('"result":'),
      era === 'modern' ? modernResult(method, result) : result,
      Buffer.from('}'),
    ])
    this.made[era].set(result, tail)
    return tail
  }
}

/** The body the shortcut read (or why it kept none) before it handed the request to Koa's route. */
const TAKEN = Symbol('mcp body taken')
type Taken = IncomingMessage & { [TAKEN]?: BodyRead }

/**
 * Sends a fast answer: the id first, then the result framed once per cached result (JSON members
 * have no order), as two parts in one flush (no copy of a large answer per request).
 */
function sendResult(res: ServerResponse, id: unknown, tail: Buffer) {
  const head = Buffer.from(`{"jsonrpc":"2.0","id":${JSON.stringify(id)},`)
  res.statusCode = 200
  res.setHeader('Content-Type', 'application/json')
  res.setHeader('Content-Length', head.length + tail.length)
  // end() uncorks what is corked here, so the headers and both parts leave in one write.
  res.socket?.cork()
  res.write(head)
  res.end(tail)
}

/** The body the shortcut read before it handed the request to Koa's route, if it did. */
const takenBody = (req: IncomingMessage) => (req as Taken)[TAKEN]

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

  const framed = new Framed()
  // The Host a client sends is the same on every request: checked once (an allowed one) per value.
  const allowedHost = new Set<string>()

  /** The DNS-rebinding guard (MCP transport spec): the Host must be ours, and a browser's Origin too. */
  const refused = (headers: IncomingHttpHeaders): AppError | undefined => {
    const host = headers.host ?? ''
    if (!allowedHost.has(host)) {
      let name: string
      try {
        name = hostOf(host)
      } catch (error) {
        return toAppError(error)
      }
      if (!hosts.has(name)) return new AppError('FORBIDDEN', `Host '${host}' is not allowed.`)
      if (allowedHost.size < 100) allowedHost.add(host)
    }
    const origin = headers.origin
    if (origin && !originAllowed(origin, origins))
      return new AppError('FORBIDDEN', `Origin '${origin}' is not allowed.`)
    return undefined
  }

  /** The answer of a message the fast path may answer, framed for its era; RpcError when the method fails. */
  const fastTail = async (era: 'legacy' | 'modern', message: Json, hasKey: boolean) => {
    const method = message.method as string
    const found = dispatch(methods, resources, method, (message.params ?? {}) as Json, hasKey)
    return framed.tail(era, method, resultOf(found instanceof Promise ? await found : found))
  }

  /**
   * The fast path before Koa makes a context, for a request app.ts has let through (no key or a key
   * known this second; counts in this process): a plain request of the fast path is answered and
   * counted here; anything else goes to `fallback` (Koa's route) with the body taken, uncounted, so
   * every request is counted once and answered as the route answers it. Returns false to decline.
   */
  const shortcut = (
    req: IncomingMessage,
    res: ServerResponse,
    hasKey: boolean,
    count: () => [policy: string, state: string] | undefined,
    fallback: () => void,
  ): boolean => {
    const headers = req.headers
    if (opts.fastPath === false || !isJsonContentType(headers['content-type'] ?? '')) return false
    // A body of a stated, small length (a chunked or large one is the route's to read and refuse).
    if (!(Number(headers['content-length']) <= SHORTCUT_BODY_BYTES) || refused(headers)) return false
    void (async () => {
      try {
        const raw = await readBody(req, MAX_REQUEST_BYTES)
        if (raw === 'aborted')
          return req.destroy() // the client went away: nobody to answer
        ;(req as Taken)[TAKEN] = raw
        if (typeof raw === 'string') return fallback() // too deep (or large): the route says so
        let message: unknown
        try {
          message = JSON.parse(raw.toString('utf8'))
        } catch {
          return fallback()
        }
        const era = isObject(message) ? fastEra(message, headers) : undefined
        if (!era || !isObject(message)) return fallback()
        const tail = await fastTail(era, message, hasKey)
        const limit = count()
        if (!limit) return fallback()
        res.setHeader('RateLimit-Policy', limit[0])
        res.setHeader('RateLimit', limit[1])
        sendResult(res, message.id, tail)
      } catch {
        // An error to answer (a JSON-RPC error, a refusal): the route answers it, counted there.
        if (!res.headersSent) fallback()
        else res.destroy()
      }
    })()
    return true
  }

  const route = async (ctx: Context) => {
    const refusal = refused(ctx.req.headers)
    if (refusal) throw refusal
    if (ctx.state.authError) throw ctx.state.authError
    const key = ctx.state.apiKey
    let parsed: unknown
    if (ctx.method === 'POST' && isJsonContentType(ctx.req.headers['content-type'] ?? '')) {
      const raw = takenBody(ctx.req) ?? (await readBody(ctx.req, MAX_REQUEST_BYTES))
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
      // Refused before JSON.parse, so no one walks a value deeper than the stack (id unread: null).
      if (raw === 'too deep') return rpcError(ctx, 400, -32700, `Parse error: ${TOO_DEEP}.`)
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
      const era = opts.fastPath !== false && isObject(parsed) ? fastEra(parsed, ctx.req.headers) : undefined
      if (era && isObject(parsed)) {
        try {
          const tail = await fastTail(era, parsed, Boolean(key))
          ctx.status = 200
          ctx.respond = false
          sendResult(ctx.res, parsed.id, tail)
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
  return { route, shortcut, close: () => handler.close(), resourceUpdated }
}
