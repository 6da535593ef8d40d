// The one error family of /mcp, as JSON-RPC: every failure of a method, and every refusal of a
// request body, is an RpcError, made from the service's AppError in one place (rpcErrorOf) and
// framed in one place (rpcErrorBody), whichever way the request came in.
import { toAppError } from '../tools/errors.ts'

/** JSON-RPC and MCP error codes used here (the SDK answers an unknown resource with -32602 too). */
export const RPC = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL: -32603,
  /** Implementation-defined server error: the SDK's code for a body over its size limit. */
  SERVER: -32000,
} as const

/** A JSON-RPC error to answer with, and the HTTP status it is sent with (200 for a method's failure). */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
    readonly status = 200,
  ) {
    super(message)
  }
}

/** A failure of a method as the JSON-RPC error to answer with (an internal one logged, its detail kept). */
export function rpcErrorOf(method: string, thrown: unknown): RpcError {
  if (thrown instanceof RpcError) return thrown
  const error = toAppError(thrown)
  if (error.status >= 500) console.error(`mcp ${method}:`, thrown)
  return new RpcError(RPC.INTERNAL, error.expose ? error.message : 'Internal error.', { code: error.code })
}

/** The JSON-RPC error response to a request with this id. */
export function rpcErrorBody(id: unknown, error: RpcError) {
  const data = error.data !== undefined ? { data: error.data } : {}
  return { jsonrpc: '2.0', id: id ?? null, error: { code: error.code, message: error.message, ...data } }
}
