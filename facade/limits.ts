// Rate limits (spec section 8) with koa-ratelimit: one budget per key over REST and MCP together,
// one per client address for everything served without a key. Answers carry the IETF draft
// RateLimit-Policy / RateLimit headers; a 429 also carries Retry-After and a JSON error.
import type { Context, Middleware, Next } from 'koa'
import ratelimit from 'koa-ratelimit'
import { AppError } from '../tools/errors.ts'

/**
 * koa-ratelimit's memory driver keeps an entry per client forever; this Map forgets the oldest
 * once it holds `max`, so a flood of client addresses cannot grow memory without bound.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) { super() }
  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.max) this.delete(this.keys().next().value as K)
    return super.set(key, value)
  }
}

function draftHeaders(policy: string, limit: number, remaining: number, resetEpochS: number, windowMs: number) {
  const seconds = Math.max(0, Math.ceil(resetEpochS - Date.now() / 1000))
  return {
    'RateLimit-Policy': `"${policy}";q=${limit};w=${Math.round(windowMs / 1000)}`,
    RateLimit: `"${policy}";r=${remaining};t=${seconds}`,
  }
}

interface Bucket { policy: 'per-key' | 'per-client'; max: number; id: (ctx: Context) => string | false }

interface LimitEntry { remaining: number; reset: number }

function bucketLimiter(bucket: Bucket, windowMs: number, db: Map<string, unknown>): Middleware {
  // koa-ratelimit keeps each client's entry at `<namespace>:<id>`; we read it back for the draft
  // headers instead of letting it write its own X-RateLimit-* ones.
  const limiter = ratelimit({
    driver: 'memory', db, duration: windowMs, max: bucket.max, id: bucket.id,
    disableHeader: true, throw: true, namespace: bucket.policy,
  } as Parameters<typeof ratelimit>[0])
  const message = bucket.policy === 'per-key'
    ? `Rate limit exceeded: ${bucket.max} requests per ${windowMs / 1000} s per key.`
    : `Rate limit exceeded: ${bucket.max} requests per ${windowMs / 1000} s without a key (use a key for more).`
  const entry = (ctx: Context) => db.get(`${bucket.policy}:${bucket.id(ctx)}`) as LimitEntry | undefined

  return async (ctx: Context, next: Next) => {
    try {
      await limiter(ctx, async () => {
        const e = entry(ctx)
        // The entry's `remaining` counts this request as not yet spent (koa-ratelimit decrements on the next).
        if (e) ctx.set(draftHeaders(bucket.policy, bucket.max, Math.max(0, e.remaining - 1), e.reset, windowMs))
        await next()
      })
    } catch (error) {
      // Only koa-ratelimit's own throw; an AppError from the inner bucket passes through untouched.
      if (error instanceof AppError || (error as { status?: number }).status !== 429) throw error
      const reset = entry(ctx)?.reset ?? Date.now() / 1000 + windowMs / 1000
      const retryAfter = String(Math.max(1, Math.ceil(reset - Date.now() / 1000)))
      throw new AppError('RATE_LIMITED', `${message} Retry in ${retryAfter} s.`,
        { limit: bucket.max, window_seconds: windowMs / 1000, retry_after: Number(retryAfter) },
        { ...draftHeaders(bucket.policy, bucket.max, 0, reset, windowMs), 'Retry-After': retryAfter })
    }
  }
}

/**
 * Both limits as one middleware. Needs ctx.state.apiKey (set by the auth step): a request with a
 * valid key counts against that key, any other against the client address (ctx.ip, which honours
 * X-Forwarded-For only when the proxy setting is on).
 */
export function rateLimits(opts: { keyed: number; anon: number; windowMs: number }): Middleware {
  const db = new BoundedMap<string, unknown>(100_000)
  const perKey = bucketLimiter({ policy: 'per-key', max: opts.keyed, id: (ctx) => ctx.state.apiKey ? `key:${ctx.state.apiKey.id}` : false }, opts.windowMs, db)
  const perClient = bucketLimiter({ policy: 'per-client', max: opts.anon, id: (ctx) => ctx.state.apiKey ? false : `ip:${ctx.ip}` }, opts.windowMs, db)
  return (ctx, next) => perKey(ctx, () => perClient(ctx, next))
}
