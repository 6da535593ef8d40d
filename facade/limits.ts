// Rate limits (spec section 8) with koa-ratelimit: one budget per key over REST and MCP together,
// one per client address for everything served without a key. Answers carry the IETF draft
// RateLimit-Policy / RateLimit headers; a 429 also carries Retry-After and a JSON error.
import type { Context, Middleware, Next } from 'koa'
import ratelimit from 'koa-ratelimit'
import { AppError } from '../tools/errors.ts'

// koa-ratelimit writes these; we turn them into the draft's structured fields before anyone sees them.
const RAW = { remaining: 'x-rl-remaining', reset: 'x-rl-reset', total: 'x-rl-limit' }

interface Bucket { policy: 'per-key' | 'per-client'; max: number; id: (ctx: Context) => string | false }

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

function bucketLimiter(bucket: Bucket, windowMs: number, db: Map<string, unknown>): Middleware {
  const limiter = ratelimit({
    driver: 'memory', db, duration: windowMs, max: bucket.max, id: bucket.id,
    headers: RAW, throw: true, namespace: bucket.policy,
  } as Parameters<typeof ratelimit>[0])
  const message = bucket.policy === 'per-key'
    ? `Rate limit exceeded: ${bucket.max} requests per ${windowMs / 1000} s per key.`
    : `Rate limit exceeded: ${bucket.max} requests per ${windowMs / 1000} s without a key (use a key for more).`

  const rewrite = (ctx: Context) => {
    const remaining = Number(ctx.response.get(RAW.remaining))
    const reset = Number(ctx.response.get(RAW.reset))
    for (const name of Object.values(RAW)) ctx.remove(name)
    if (Number.isFinite(reset)) ctx.set(draftHeaders(bucket.policy, bucket.max, remaining, reset, windowMs))
  }

  return async (ctx: Context, next: Next) => {
    try {
      await limiter(ctx, async () => { rewrite(ctx); await next() })
    } catch (error) {
      if ((error as { status?: number }).status !== 429) throw error
      const raw = (error as { headers: Record<string, string | number> }).headers
      const headers = draftHeaders(bucket.policy, bucket.max, 0, Number(raw[RAW.reset]), windowMs)
      for (const name of Object.values(RAW)) ctx.remove(name)
      const retryAfter = String(Math.max(1, Number(raw['Retry-After'])))
      throw new AppError('RATE_LIMITED', `${message} Retry in ${retryAfter} s.`,
        { limit: bucket.max, window_seconds: windowMs / 1000, retry_after: Number(retryAfter) },
        { ...headers, 'Retry-After': retryAfter })
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
