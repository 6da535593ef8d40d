// Hot REST answers kept serialised: the same query within the TTL is served from memory without
// running the tool or JSON.stringify again. Bounded in entries and bytes; cleared whenever new
// data lands (clear()), and the TTL bounds staleness should another process write the store.
import { LRUCache } from 'lru-cache'

export class ResponseCache {
  private cache: LRUCache<string, Buffer>

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
    return `${tool}?${JSON.stringify(Object.keys(input).sort().map((k) => [k, input[k]]))}`
  }

  /** The cached body, or the produced one (which is then cached). */
  async getOrMake(key: string, make: () => Promise<unknown>): Promise<Buffer> {
    const hit = this.cache.get(key)
    if (hit) return hit
    const body = Buffer.from(JSON.stringify(await make()))
    this.cache.set(key, body)
    return body
  }

  clear(): void { this.cache.clear() }
}
