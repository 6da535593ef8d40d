// Request bodies, read once for every route that takes one (/mcp, /admin): bounded in bytes and in
// JSON nesting. The nesting is counted by a byte scanner as the chunks arrive, before JSON.parse:
// V8 parses a 100,000-deep body, but whatever walks the value afterwards (the SDK's schemas, zod)
// recurses once per level and overflows the stack, which used to answer 500.
import type { IncomingMessage } from 'node:http'

/** Deepest JSON a body may nest (a JSON-RPC call with tool arguments nests 4 or 5 levels). */
export const MAX_JSON_DEPTH = 64

/** What a body read comes to: its bytes, or why it was not kept. */
export type BodyRead = Buffer | 'too large' | 'too deep' | 'aborted'

/** The words every route's error uses for a body past MAX_JSON_DEPTH. */
export const TOO_DEEP = `the request body nests deeper than ${MAX_JSON_DEPTH} levels (the limit on JSON nesting)`

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d

/**
 * Counts JSON nesting over bytes fed in any number of chunks, skipping strings (a bracket inside a
 * string is text). UTF-8 continuation bytes are never ASCII, so bytes need no decoding. It does not
 * validate: a body that is not JSON is JSON.parse's to refuse.
 */
export class NestingScanner {
  private depth = 0
  private inString = false
  private escaped = false

  constructor(private readonly limit = MAX_JSON_DEPTH) {}

  /** Scans one more chunk; true once the nesting has gone past the limit. */
  tooDeep(chunk: Uint8Array): boolean {
    let { depth, inString, escaped } = this
    const limit = this.limit
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]
      if (inString) {
        if (escaped) escaped = false
        else if (byte === BACKSLASH) escaped = true
        else if (byte === QUOTE) inString = false
      } else if (byte === QUOTE) inString = true
      else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
        if (++depth > limit) return true
      } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth--
    }
    this.depth = depth
    this.inString = inString
    this.escaped = escaped
    return false
  }
}

/** True when `bytes`, read as JSON, nests deeper than `limit`. */
export const nestsTooDeep = (bytes: Uint8Array, limit = MAX_JSON_DEPTH) => new NestingScanner(limit).tooDeep(bytes)

/**
 * The request body: its bytes, 'too large' past `maxBytes`, 'too deep' once it nests past
 * MAX_JSON_DEPTH (the rest of either is drained, not kept), 'aborted' when the client went away.
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<BodyRead> {
  // Listeners, not `for await`: the async iterator costs more than the rest of a cached tools/call.
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    const nesting = new NestingScanner()
    let size = 0
    const done = (result: BodyRead) => {
      req.off('data', onData).off('end', onEnd).off('error', onAbort).off('aborted', onAbort).off('close', onClose)
      if (result === 'too large' || result === 'too deep') req.resume()
      resolve(result)
    }
    const onData = (chunk: Buffer) => {
      // Nesting first: a deep body is named as such even when it is also too large.
      if (nesting.tooDeep(chunk)) return done('too deep')
      size += chunk.length
      if (size > maxBytes) return done('too large')
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
