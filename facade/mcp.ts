// /mcp: Streamable HTTP, stateless, both protocol eras (2025-11-25 and 2026-07-28).
// Two HTTP entries, one door: the shortcut before Koa (a plain request with no key or a key known
// this second) and Koa's route both read the body once and take McpDoor.reply (mcp-door.ts), which
// parses once, validates and answers through the response cache, and frames the result or the
// JSON-RPC error; the shortcut hands the reply it made to the route rather than answer an error
// itself (the route counts and answers it). What the door leaves to the SDK (initialize,
// notifications, anything odd) goes to mcp-sdk.ts with the parsed body, and its methods run through
// the same door. Neither revision has JSON-RPC batching: an array body is refused with 400.
import { isJsonContentType, type AuthInfo } from '@modelcontextprotocol/server'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Context } from 'koa'
import type { AnyTool } from '../tools/define.ts'
import { type BodyRead, readBody } from './body.ts'
import type { FeedStore } from './feeds.ts'
import { McpDoor, type Reply } from './mcp-door.ts'
import { sendResult } from './mcp-frame.ts'
import { hostGuard } from './mcp-guard.ts'
import { MAX_REQUEST_BYTES } from './mcp-message.ts'
import { sdkHandler } from './mcp-sdk.ts'
import type { Answers } from './response-cache.ts'

/** Largest body the shortcut before Koa reads (a JSON-RPC call is a few hundred bytes). */
const SHORTCUT_BODY_BYTES = 64 * 2 ** 10

/** Everything the MCP methods need, built once at start. */
export interface McpOptions {
  tools: AnyTool[]
  answers: Answers
  feeds: FeedStore
  allowedHosts: string[]
  allowedOrigins: string[]
  /** False: the SDK answers every message (the tests' reference for the door's answers). */
  fastPath?: boolean
}

/** The body the shortcut read and the reply it made, for which caller, before it handed the request to Koa. */
const TAKEN = Symbol('mcp reply taken')
type Taken = IncomingMessage & { [TAKEN]?: { raw: Exclude<BodyRead, 'aborted'>; reply?: Reply; hasKey: boolean } }

/** The Koa handler for /mcp and the shortcut before Koa, both through one McpDoor. */
export function mcpRoute(opts: McpOptions) {
  const door = new McpDoor(opts, opts.fastPath !== false)
  const { handler, node } = sdkHandler(opts.tools, door)
  const refused = hostGuard(opts.allowedHosts, opts.allowedOrigins)

  /**
   * The shortcut before Koa makes a context, for a request app.ts has let through (no key or a key
   * known this second; counts in this process): a result is counted and sent here; anything else
   * (an error, a message for the SDK, a refused budget) goes to `fallback` (Koa's route) with the
   * reply made, uncounted, so every request is counted once and answered as the route answers it.
   * Returns false to decline.
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
      let raw: BodyRead | undefined
      try {
        raw = await readBody(req, MAX_REQUEST_BYTES)
        if (raw === 'aborted') return req.destroy() // the client went away: nobody to answer
        const reply = await door.reply(raw, headers, hasKey)
        const limit = reply.kind === 'result' ? count() : undefined
        if (reply.kind !== 'result' || !limit) {
          ;(req as Taken)[TAKEN] = { raw, reply, hasKey }
          return fallback()
        }
        res.setHeader('RateLimit-Policy', limit[0])
        res.setHeader('RateLimit', limit[1])
        sendResult(res, reply.id, reply.tail)
      } catch {
        if (res.headersSent) return res.destroy()
        // The body is read once: the route answers from it (the stream has nothing more to give).
        if (raw !== undefined && raw !== 'aborted') (req as Taken)[TAKEN] = { raw, hasKey }
        fallback()
      }
    })()
    return true
  }

  /** The reply to a POST of JSON: the shortcut's when it made one for this caller, else made here. */
  const replyOf = async (ctx: Context, hasKey: boolean): Promise<Reply | 'aborted'> => {
    const taken = (ctx.req as Taken)[TAKEN]
    if (taken?.reply && taken.hasKey === hasKey) return taken.reply
    const raw = taken?.raw ?? (await readBody(ctx.req, MAX_REQUEST_BYTES))
    return raw === 'aborted' ? raw : door.reply(raw, ctx.req.headers, hasKey)
  }

  const route = async (ctx: Context) => {
    const refusal = refused(ctx.req.headers)
    if (refusal) throw refusal
    if (ctx.state.authError) throw ctx.state.authError
    const key = ctx.state.apiKey
    let parsed: unknown
    if (ctx.method === 'POST' && isJsonContentType(ctx.req.headers['content-type'] ?? '')) {
      const reply = await replyOf(ctx, Boolean(key))
      if (reply === 'aborted') {
        ctx.respond = false
        ctx.req.destroy()
        return
      }
      if (reply.kind === 'result') {
        ctx.status = 200
        ctx.respond = false
        return sendResult(ctx.res, reply.id, reply.tail)
      }
      if (reply.kind === 'error') {
        ctx.status = reply.status
        ctx.type = 'application/json'
        ctx.body = reply.body
        return
      }
      parsed = reply.parsed
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
