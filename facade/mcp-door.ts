// The one way into the MCP methods. Every POSTed JSON-RPC message, whether the shortcut before Koa
// or Koa's route read it, becomes a Reply here (parsed once, answered once, framed once per cached
// result), and the SDK's per-request Server runs its methods through call() too: the guards of a
// method (auth, validation, caching) and the mapping of its failures are written once, below.
import type { IncomingHttpHeaders } from 'node:http'
import type { AnyTool } from '../tools/define.ts'
import type { BodyRead } from './body.ts'
import type { FeedStore } from './feeds.ts'
import { RPC, RpcError, rpcErrorBody, rpcErrorOf } from './mcp-errors.ts'
import { type Answer, Framed } from './mcp-frame.ts'
import { type Json, messageOf } from './mcp-message.ts'
import { McpMethods } from './mcp-methods.ts'
import { McpResources } from './mcp-resources.ts'
import type { Answers } from './response-cache.ts'

/** What to send for one POSTed message: a framed result, a JSON-RPC error, or the SDK's to answer. */
export type Reply =
  | { kind: 'result'; id: unknown; tail: Buffer }
  | { kind: 'error'; status: number; body: ReturnType<typeof rpcErrorBody> }
  | { kind: 'sdk'; parsed: unknown }

/** The ping's result: one constant, framed once per era. */
const EMPTY = Object.freeze({})

export class McpDoor {
  private methods: McpMethods
  private resources: McpResources
  private framed = new Framed()

  constructor(
    opts: { tools: AnyTool[]; answers: Answers; feeds: FeedStore },
    /** False: every valid message goes to the SDK (the tests' reference for answering as it does). */
    private readonly answerHere: boolean,
  ) {
    this.methods = new McpMethods(opts.tools, opts.answers)
    this.resources = new McpResources(opts.tools, opts.answers, opts.feeds)
  }

  /** The reply to a body read from a POST of JSON on /mcp (the only caller of the methods but the SDK). */
  async reply(raw: Exclude<BodyRead, 'aborted'>, headers: IncomingHttpHeaders, hasKey: boolean): Promise<Reply> {
    const message = messageOf(raw, headers, this.answerHere)
    if (message.kind === 'sdk') return message
    if (message.kind === 'refused')
      return { kind: 'error', status: message.error.status, body: rpcErrorBody(null, message.error) }
    try {
      const found = this.call(message.method, message.params, hasKey)
      const answer = found instanceof Promise ? await found : found
      return { kind: 'result', id: message.id, tail: this.framed.tail(message.era, message.method, answer) }
    } catch (error) {
      return { kind: 'error', status: 200, body: rpcErrorBody(message.id, rpcErrorOf(message.method, error)) }
    }
  }

  /**
   * The result of one method: at once when it is at hand (the tool list, a tool answer asked for
   * before), else a promise; a failure is an RpcError either way.
   */
  call(method: string, params: Json, hasKey: boolean): Answer | Promise<Answer> {
    try {
      const answer = this.answerOf(method, params, hasKey)
      return answer instanceof Promise
        ? answer.catch((thrown) => {
            throw rpcErrorOf(method, thrown)
          })
        : answer
    } catch (thrown) {
      throw rpcErrorOf(method, thrown)
    }
  }

  private answerOf(method: string, params: Json, hasKey: boolean): Answer | Promise<Answer> {
    switch (method) {
      case 'tools/list':
        return this.methods.toolList(hasKey)
      case 'tools/call':
        return this.methods.callTool(params.name as string, params.arguments, hasKey)
      case 'ping':
        return EMPTY
      case 'resources/list':
        return this.resources.list()
      case 'resources/templates/list':
        return this.resources.templates(hasKey)
      case 'resources/read':
        return this.resources.read(params.uri as string, hasKey)
      case 'completion/complete':
        return this.resources.complete(params, hasKey)
    }
    throw new RpcError(RPC.METHOD_NOT_FOUND, 'Method not found')
  }
}
