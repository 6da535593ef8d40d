// API keys: generated once, stored only as a SHA-256 hash, looked up through a short-lived cache so
// a deactivation reaches every instance within keyCacheTtlMs.
import { hash, randomBytes } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type { ApiKey, Store } from '../store/types.ts'
import { AppError } from '../tools/errors.ts'

/** The stored form of a secret. Keys are 256 random bits, so a fast hash is enough. */
export function hashSecret(secret: string): string {
  // The one-shot hash: no Hash object per request (a keyed request hashes its token on every call).
  return hash('sha256', secret, 'hex')
}

/** A new key for a tier: the secret (shown once) and the record to store. */
export function newKey(tier: string, label?: string): { secret: string; record: ApiKey } {
  const secret = `amd_${randomBytes(32).toString('base64url')}`
  const record: ApiKey = {
    id: `key_${randomBytes(6).toString('hex')}`,
    hash: hashSecret(secret),
    tier,
    active: true,
    created_at: new Date().toISOString(),
    ...(label ? { label } : {}),
  }
  return { secret, record }
}

/** The bearer token of an Authorization header; undefined when there is none. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  if (!match) throw new AppError('UNAUTHORIZED', 'Authorization must be "Bearer <API_KEY>".')
  return match[1]
}

/** Resolves bearer tokens to active keys, caching answers (both yes and no) for ttlMs. */
export class KeyResolver {
  private cache: LRUCache<string, { key: ApiKey | null }>
  private touched = new LRUCache<string, true>({ max: 10_000, ttl: 3_600_000 })

  constructor(
    private readonly store: Store,
    ttlMs: number,
  ) {
    this.cache = new LRUCache({ max: 10_000, ttl: Math.max(ttlMs, 1) })
  }

  /**
   * The last tokens seen, by the token itself, until their cached answer expires: a client sends the
   * same token on every request, and this skips its hash. Only in this process's memory, where the
   * token already is (every request carries it); bounded, and emptied with the cache.
   */
  private recent = new Map<string, { key: ApiKey | null; until: number }>()

  /** The cached answer for a token (the key, or null for unknown or inactive); undefined: ask resolve(). */
  cached(token: string): ApiKey | null | undefined {
    const seen = this.recent.get(token)
    if (seen && seen.until > Date.now()) return seen.key
    const digest = hashSecret(token)
    const hit = this.cache.get(digest)
    if (hit) this.remember(token, hit.key, this.cache.getRemainingTTL(digest))
    return hit?.key
  }

  private remember(token: string, key: ApiKey | null, ttlMs: number) {
    if (this.recent.size >= 1_000) this.recent.clear()
    this.recent.set(token, { key, until: Date.now() + ttlMs })
  }

  /** The active key for a token, or null when unknown or inactive. */
  async resolve(token: string): Promise<ApiKey | null> {
    const digest = hashSecret(token)
    const hit = this.cache.get(digest)
    if (hit) return hit.key
    const key = await this.store.findKeyByHash(digest)
    const active = key?.active ? key : null
    this.cache.set(digest, { key: active })
    this.remember(token, active, this.cache.getRemainingTTL(digest))
    if (active && !this.touched.has(active.id)) {
      // last_used_at at most hourly per key and process: a write per request would be wasteful.
      this.touched.set(active.id, true)
      this.store.touchKey(active.id, new Date().toISOString()).catch(() => this.touched.delete(active.id))
    }
    return active
  }

  /** Forgets every cached answer (after this process changes a key). */
  clear(): void {
    this.recent.clear()
    this.cache.clear()
  }
}
