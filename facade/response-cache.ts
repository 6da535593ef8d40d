// Hot tool answers kept serialised, shared by REST and MCP: the same query within the TTL is served
// from memory without running the tool or JSON.stringify again. Bounded in entries and bytes;
// cleared whenever new data lands (clear()), and the TTL bounds staleness should another process
// write the store. An answer over the byte cap is refused with a hint to page, never sent.
import { LRUCache } from 'lru-cache'
import type { DataReader } from '../tools/data.ts'
import type { AnyTool } from '../tools/define.ts'
import { AppError } from '../tools/errors.ts'
import { runValidated, type Surface } from '../tools/run.ts'
import { etagOf } from './conditional.ts'

/** Default cap on the bytes of one REST or MCP answer on the wire (MAX_ANSWER_BYTES). */
export const DEFAULT_MAX_ANSWER_BYTES = 2 ** 20

/**
 * Room for the JSON-RPC frame around a tools/call result: the id, the 2026 result fields and the
 * SSE lines of a streamed answer (a few dozen bytes; an id of hundreds of bytes is not a client's).
 */
const MCP_FRAME_BYTES = 512

const wireBytes = new WeakMap<Buffer, number>()

/**
 * The bytes an MCP tools/call answer puts on the wire for a JSON answer `body`: the answer twice,
 * as a text block (the JSON quoted, each quote and backslash escaped: JSON.stringify leaves no
 * other character to escape in its own output) and as structuredContent, in its frame. Counted
 * once per body.
 */
function mcpWireBytes(body: Buffer): number {
  let bytes = wireBytes.get(body)
  if (bytes === undefined) {
    let escaped = 0
    for (const byte of body) if (byte === 0x22 || byte === 0x5c) escaped++
    bytes = MCP_RESULT_BYTES + 2 * body.length + escaped + MCP_FRAME_BYTES
    wireBytes.set(body, bytes)
  }
  return bytes
}
const MCP_RESULT_BYTES = '{"content":[{"type":"text","text":""}],"structuredContent":}'.length

export class ResponseCache {
  private cache: LRUCache<string, Buffer>
  /** Each answer made here, with its ETag once hashed (null until a REST answer first needs it; MCP never does). */
  private etags = new WeakMap<Buffer, string | null>()

  constructor(opts: { maxBytes?: number; maxEntries?: number; ttlMs?: number } = {}) {
    this.cache = new LRUCache<string, Buffer>({
      max: opts.maxEntries ?? 5_000,
      maxSize: opts.maxBytes ?? 64 * 2 ** 20,
      sizeCalculation: (body) => body.length || 1,
      ttl: opts.ttlMs ?? 60_000,
    })
  }

  /** The cache key of a tool call: its name and its validated input with keys in order. */
  static key(tool: string, input: Record<string, unknown>): string {
    // Validated inputs are kept frozen (ValidatedInputs): each is keyed once, not on every request.
    let key = ResponseCache.keys.get(input)
    if (key === undefined || !key.startsWith(tool) || key[tool.length] !== '?') {
      key = `${tool}?${JSON.stringify(
        Object.keys(input)
          .sort()
          .map((k) => [k, input[k]]),
      )}`
      if (Object.isFrozen(input)) ResponseCache.keys.set(input, key)
    }
    return key
  }
  private static keys = new WeakMap<object, string>()

  /** The body kept under `key`, if any; nothing is made. */
  peek(key: string): Buffer | undefined {
    return this.cache.get(key)
  }

  /** The cached body, or the produced one (which is then cached). */
  async getOrMake(key: string, make: () => Promise<unknown>): Promise<Buffer> {
    const hit = this.cache.get(key)
    if (hit) return hit
    const body = Buffer.from(JSON.stringify(await make()))
    this.cache.set(key, body)
    this.etags.set(body, null)
    return body
  }

  /**
   * The ETag of an answer this cache made (undefined for any other value): hashed once per body, so
   * a revalidation served from the cache costs a lookup, not a hash.
   */
  etagOf(body: unknown): string | undefined {
    if (!Buffer.isBuffer(body)) return undefined
    const known = this.etags.get(body)
    if (known !== null) return known
    const etag = etagOf(body)
    this.etags.set(body, etag)
    return etag
  }

  /** A form derived from a cached body (the MCP result around the JSON answer), cached beside it. */
  derived(key: string, make: () => Buffer): Buffer {
    const hit = this.cache.get(key)
    if (hit) return hit
    const body = make()
    this.cache.set(key, body)
    return body
  }

  clear(): void {
    this.cache.clear()
  }
}

/**
 * Validated tool inputs by the raw form they came in (a query string, an arguments JSON): a form seen
 * before skips parsing and validation. Kept frozen and bounded; a refused form is never kept.
 */
export class ValidatedInputs {
  private cache = new LRUCache<string, Record<string, unknown>>({ max: 10_000 })

  of(tool: AnyTool, form: string, raw: () => unknown): Record<string, unknown> {
    const key = `${tool.name}|${form}`
    let input = this.cache.get(key)
    if (!input) {
      input = Object.freeze(tool.input.parse(raw()) as Record<string, unknown>)
      this.cache.set(key, input)
    }
    return input
  }
}

/** Everything a surface needs to answer a tool call the same way as the other surfaces. */
export interface Answers {
  cache: ResponseCache
  inputs: ValidatedInputs
  store: DataReader
  baseUrl: string
  maxAnswerBytes: number
}

/** The refusal of an answer over the cap: the caller is told to ask for less, by page. */
function tooLarge(bytes: number, max: number, tool?: AnyTool): AppError {
  const paged = tool ? 'limit' in tool.input.shape : true
  const hint = paged
    ? 'Ask for a smaller page with ' +
      `'limit'${tool && 'cursor' in tool.input.shape ? " and follow next_cursor with 'cursor'" : ''}, or ` +
      'narrow the filters.'
    : 'Narrow the filters.'
  return new AppError(
    'INVALID_PARAMETER',
    `The answer would be ${bytes} bytes, over the ${max}-byte cap of one answer. ${hint}`,
    { parameter: paged ? 'limit' : undefined, bytes, max_bytes: max },
  )
}

/**
 * The JSON answer (bytes) of a tool for an input ValidatedInputs gave (not validated again): cached,
 * shared by REST and MCP, capped by the bytes the surface sends (REST the answer, MCP the answer
 * twice in its frame).
 */
export async function toolAnswer(
  answers: Answers,
  tool: AnyTool,
  input: Record<string, unknown>,
  surface: Surface = 'rest',
): Promise<{ key: string; body: Buffer }> {
  // The surfaces differ only in the URL they cite (tools/run.ts citationUrl).
  const key = `${surface}|${ResponseCache.key(tool.name, input)}`
  const body = await answers.cache.getOrMake(key, () =>
    runValidated(tool, input, { store: answers.store, baseUrl: answers.baseUrl, surface }),
  )
  const bytes = surface === 'mcp' ? mcpWireBytes(body) : body.length
  if (bytes > answers.maxAnswerBytes) throw tooLarge(bytes, answers.maxAnswerBytes, tool)
  return { key, body }
}
