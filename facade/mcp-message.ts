// A POSTed JSON body of /mcp read as one JSON-RPC message, parsed once: refused (too large, too
// deep, not JSON, a batch), answerable here in an era exactly as the SDK would answer it, or the
// SDK's (initialize, server/discover, notifications, anything odd), which gets the parsed value.
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server'
import type { IncomingHttpHeaders } from 'node:http'
import { type BodyRead, TOO_DEEP } from './body.ts'
import { RPC, RpcError } from './mcp-errors.ts'
import type { Era } from './mcp-frame.ts'

const MODERN = '2026-07-28'
const LEGACY_VERSIONS = new Set(SUPPORTED_PROTOCOL_VERSIONS.filter((v) => v !== MODERN))
const META_VERSION = 'io.modelcontextprotocol/protocolVersion'
/** Largest request body read (the SDK's own default). */
export const MAX_REQUEST_BYTES = 4 * 2 ** 20
const ANSWERED_HERE = new Set([
  'tools/list',
  'tools/call',
  'ping',
  'resources/list',
  'resources/read',
  'resources/templates/list',
])

export type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

export type Message =
  | { kind: 'refused'; error: RpcError }
  | { kind: 'here'; era: Era; id: unknown; method: string; params: Json }
  | { kind: 'sdk'; parsed: unknown }

/** The message in a body read (not 'aborted'); `answerHere` false hands every valid one to the SDK. */
export function messageOf(raw: Exclude<BodyRead, 'aborted'>, headers: IncomingHttpHeaders, answerHere: boolean) {
  if (raw === 'too large')
    return refused(413, RPC.SERVER, `Payload Too Large: the request body must not exceed ${MAX_REQUEST_BYTES} bytes.`)
  // Refused before JSON.parse, so no one walks a value deeper than the stack (id unread: null).
  if (raw === 'too deep') return refused(400, RPC.PARSE_ERROR, `Parse error: ${TOO_DEEP}.`)
  let parsed: unknown
  try {
    parsed = JSON.parse(raw.toString('utf8'))
  } catch {
    return refused(400, RPC.PARSE_ERROR, 'Parse error: the request body is not valid JSON.')
  }
  if (Array.isArray(parsed))
    return refused(
      400,
      RPC.INVALID_REQUEST,
      'Invalid Request: JSON-RPC batches (an array body) are not supported by the protocol revisions served ' +
        `here (${[...LEGACY_VERSIONS][0]}, ${MODERN}); send one message per request.`,
    )
  const era = answerHere && isObject(parsed) ? eraOf(parsed, headers) : undefined
  if (!era || !isObject(parsed)) return { kind: 'sdk', parsed } satisfies Message
  const { id, method, params = {} } = parsed as { id: unknown; method: string; params?: Json }
  return { kind: 'here', era, id, method, params } satisfies Message
}

const refused = (status: number, code: number, message: string): Message => ({
  kind: 'refused',
  error: new RpcError(code, message, undefined, status),
})

/** The era a message may be answered here in exactly as the SDK would; undefined: the SDK answers. */
function eraOf(message: Json, headers: IncomingHttpHeaders): Era | undefined {
  if (!answerable(message, headers)) return undefined
  return ((message.params as Json | undefined)?._meta as Json | undefined)?.[META_VERSION] ? 'modern' : 'legacy'
}

function answerable(message: Json, headers: IncomingHttpHeaders): boolean {
  const { method, params = {}, id } = message
  if (message.jsonrpc !== '2.0' || typeof method !== 'string' || !ANSWERED_HERE.has(method)) return false
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
