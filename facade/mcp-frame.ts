// JSON-RPC results of /mcp as bytes, per protocol era: a result that comes from a cache (the tool
// list, a tool answer asked for before, the ping's empty result) is framed once, not per request.
import type { ServerResponse } from 'node:http'
import { SERVER_INFO } from '../wellknown/server-info.ts'

export type Era = 'legacy' | 'modern'

/** A method's result: JSON bytes (a cached answer) or a value to encode. */
export type Answer = Buffer | object

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

/** The tail of a result response, `"result":...}`, per era, made once per answer object. */
export class Framed {
  private made = { legacy: new WeakMap<object, Buffer>(), modern: new WeakMap<object, Buffer>() }

  tail(era: Era, method: string, answer: Answer): Buffer {
    const known = this.made[era].get(answer)
    if (known) return known
    const result = Buffer.isBuffer(answer) ? answer : Buffer.from(JSON.stringify(answer))
    const tail = Buffer.concat([
      Buffer.from('"result":'),
      era === 'modern' ? modernResult(method, result) : result,
      Buffer.from('}'),
    ])
    this.made[era].set(answer, tail)
    return tail
  }
}

/**
 * Sends a result: the id first, then the tail framed once per cached result (JSON members have no
 * order), as two parts in one flush (no copy of a large answer per request).
 */
export function sendResult(res: ServerResponse, id: unknown, tail: Buffer) {
  const head = Buffer.from(`{"jsonrpc":"2.0","id":${JSON.stringify(id)},`)
  res.statusCode = 200
  res.setHeader('Content-Type', 'application/json')
  res.setHeader('Content-Length', head.length + tail.length)
  // end() uncorks what is corked here, so the headers and both parts leave in one write.
  res.socket?.cork()
  res.write(head)
  res.end(tail)
}
