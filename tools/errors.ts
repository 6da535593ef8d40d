// One error family for every surface: a string code, mapped once to HTTP status and once to MCP.
import { z } from 'zod'

/** HTTP status for each error code; the only place a status is chosen. */
export const ERRORS = {
  INVALID_PARAMETER: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  // A byte range past the end of a feed: a client following an append-only feed already has it all.
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  // nginx's convention: the client hung up before we answered. Never reaches it (it has gone), so
  // it is not in the documented body; a 4xx so the error handler does not log it as ours.
  CLIENT_CLOSED: 499,
  INTERNAL: 500,
  UPSTREAM: 502,
  UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof ERRORS

/** The error every layer throws; `expose` says whether its message may reach a client. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { parameter?: string; [key: string]: unknown } = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'AppError'
  }
  get status(): number {
    return ERRORS[this.code]
  }
  // UNAVAILABLE says which dataset or service is missing and when to retry: safe and useful to show.
  get expose(): boolean {
    return this.status < 500 || this.code === 'UNAVAILABLE'
  }
}

const CODE_BY_STATUS = new Map<number, ErrorCode>(
  Object.entries(ERRORS).map(([code, status]) => [status, code as ErrorCode]),
)

/** The first zod issue, phrased for a person, naming the parameter it is about. */
function fromZod(error: z.ZodError): AppError {
  const issue = error.issues[0]
  const parameter = issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path.map(String).join('.') || undefined
  const message =
    issue.code === 'unrecognized_keys'
      ? `Unknown parameter '${parameter}'.`
      : `Invalid parameter '${parameter}': ${issue.message}.`
  return new AppError('INVALID_PARAMETER', message, { parameter })
}

// Error codes of a connection the client closed under us: reset (ECONNRESET), written to after
// it closed (EPIPE), aborted, a response stream cut short, or a request ended mid-body.
const HANGUP_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
  'ERR_STREAM_PREMATURE_CLOSE',
  'HPE_INVALID_EOF_STATE',
])

/**
 * True for an error of the client's own connection going away. Only for errors reported on the
 * request's socket (Koa's 'error' event): an ECONNRESET from Redis or MongoDB is a real failure.
 */
export function isClientHangup(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code
  return typeof code === 'string' && HANGUP_CODES.has(code)
}

/** Node's request-body 'aborted' error: the client hung up while we read what it sent. */
function isAbortedRequest(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 'ECONNRESET' && (error as Error)?.message === 'aborted'
}

/**
 * Koa's 'error' listener (errors the error middleware cannot catch: the response socket failing
 * after the answer started). A client hanging up is normal and not logged; the rest is, as Koa does.
 */
export function logAppError(error: Error & { status?: number; expose?: boolean }): void {
  if (isClientHangup(error) || error.expose || error.status === 404) return
  console.error(error)
}

/**
 * Anything thrown, as an AppError: zod errors name the parameter, HTTP errors keep their status.
 * `request.method`, when the caller knows it, is named in an unsupported-method error.
 */
export function toAppError(error: unknown, request: { method?: string } = {}): AppError {
  if (error instanceof AppError) return error
  if (isAbortedRequest(error))
    return new AppError('CLIENT_CLOSED', 'The client closed the connection before its request was read.')
  if (error instanceof z.ZodError) return fromZod(error)
  const status = (error as { status?: number })?.status
  if (status === 501 && (error as Error).name === 'NotImplementedError') {
    // koa-router's allowedMethods throws 501 for a method no route implements (TRACE, PROPFIND,
    // QUERY, ...): the client's mistake, not ours, so a 4xx that is never logged as a server error.
    // Every path it reaches serves GET and HEAD (/mcp and /data answer their own methods).
    const method = request.method ? `${request.method} is` : 'This request method is'
    return new AppError(
      'METHOD_NOT_ALLOWED',
      `${method} not supported here: use GET or HEAD.`,
      request.method ? { method: request.method } : {},
      { Allow: 'GET, HEAD' },
    )
  }
  const code = status ? CODE_BY_STATUS.get(status) : undefined
  if (code && status! < 500) {
    const headers = (error as { headers?: Record<string, string> }).headers ?? {}
    return new AppError(code, (error as Error).message, {}, headers)
  }
  return new AppError('INTERNAL', 'Internal error.', { cause: String((error as Error)?.message ?? error) })
}

/** The JSON error body, the same on every HTTP route (400, 401, 403, 404, 405, 429, 5xx). */
export function errorBody(error: AppError) {
  const { cause: _cause, ...details } = error.details
  return {
    error: {
      code: error.code,
      status: error.status,
      message: error.expose ? error.message : 'Internal error.',
      ...details,
    },
  }
}

/** The schema of that body, for OpenAPI. */
export const ErrorBody = z
  .object({
    error: z
      .object({
        code: z
          .enum(Object.keys(ERRORS).filter((c) => c !== 'CLIENT_CLOSED') as [ErrorCode, ...ErrorCode[]])
          .describe('Stable error code'),
        status: z.number().int().describe('HTTP status'),
        message: z.string().describe('What went wrong, for a person'),
        parameter: z.string().optional().describe('The query parameter at fault (INVALID_PARAMETER)'),
      })
      .describe('Error detail'),
  })
  .describe('Error response')

/** An MCP tool result for an error: isError with the same JSON body as HTTP. */
export function mcpToolError(error: AppError) {
  return { isError: true as const, content: [{ type: 'text' as const, text: JSON.stringify(errorBody(error)) }] }
}
