// Rate limits (spec section 8) with koa-ratelimit: one budget per key over REST and MCP together,
// one per client address for everything served without a key. Answers carry the IETF draft
// RateLimit-Policy / RateLimit headers; a 429 also carries Retry-After and a JSON error.
import type { Context, Middleware, Next } from 'koa'
import ratelimit from 'koa-ratelimit'
import { AppError, toAppError } from '../tools/errors.ts'

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

/** Where the counts live: this process's memory, or Redis shared by every instance. */
export type LimitStore = { driver: 'memory'; db: Map<string, unknown> } | { driver: 'redis'; db: unknown }

// With Redis, koa-ratelimit reports its state in these headers (reset in epoch seconds); we turn
// them into the draft's structured fields before anything is sent.
const RAW = { remaining: 'x-rl-remaining', reset: 'x-rl-reset', total: 'x-rl-limit' }

function bucketLimiter(bucket: Bucket, windowMs: number, store: LimitStore, prefix: string): Middleware {
  const namespace = `${prefix}:${bucket.policy}`
  const memory = store.driver === 'memory' ? store.db : undefined
  const limiter = ratelimit({
    driver: store.driver, db: store.db, duration: windowMs, max: bucket.max, id: bucket.id,
    headers: RAW, disableHeader: Boolean(memory), throw: true, namespace,
  } as Parameters<typeof ratelimit>[0])
  const message = bucket.policy === 'per-key'
    ? `Rate limit exceeded: ${bucket.max} requests per ${windowMs / 1000} s per key.`
    : `Rate limit exceeded: ${bucket.max} requests per ${windowMs / 1000} s without a key (use a key for more).`

  /** Requests left after this one and the reset time (epoch s): read straight from memory, else from koa-ratelimit's headers. */
  const takeRaw = (ctx: Context) => {
    if (memory) {
      // The memory driver counts this request on the next one: its `remaining` still includes it.
      const entry = memory.get(`${namespace}:${bucket.id(ctx)}`) as { remaining: number; reset: number } | undefined
      return { remaining: Math.max(0, (entry?.remaining ?? 1) - 1), reset: entry?.reset ?? NaN }
    }
    const state = { remaining: Number(ctx.response.get(RAW.remaining)), reset: Number(ctx.response.get(RAW.reset)) }
    for (const name of Object.values(RAW)) ctx.remove(name)
    return state
  }

  return async (ctx: Context, next: Next) => {
    // Not this bucket's request (koa-ratelimit passes it straight through): its headers are the other bucket's.
    if (bucket.id(ctx) === false) return next()
    let passed = false
    try {
      await limiter(ctx, async () => {
        passed = true
        const { remaining, reset } = takeRaw(ctx)
        ctx.set(draftHeaders(bucket.policy, bucket.max, remaining, reset, windowMs))
        await next()
      })
    } catch (error) {
      if (!passed && (error as { status?: number }).status !== 429) {
        // The counter store (Redis) failed: serve the request unlimited rather than fail it.
        console.error(`rate limit store unavailable, request not counted: ${(error as Error).message}`)
        return next()
      }
      // Only koa-ratelimit's own throw; an AppError from the inner bucket passes through untouched.
      if (error instanceof AppError || (error as { status?: number }).status !== 429) throw error
      // A rejected key (ctx.state.authError, set by the auth step) is the problem to report: the
      // request still counted against its address, so a bad key buys no extra budget.
      if (ctx.state.authError) throw ctx.state.authError
      const { reset } = takeRaw(ctx)
      const resetAt = Number.isFinite(reset) ? reset : Date.now() / 1000 + windowMs / 1000
      const retryAfter = String(Math.max(1, Math.ceil(resetAt - Date.now() / 1000)))
      throw new AppError('RATE_LIMITED', `${message} Retry in ${retryAfter} s.`,
        { limit: bucket.max, window_seconds: windowMs / 1000, retry_after: Number(retryAfter) },
        { ...draftHeaders(bucket.policy, bucket.max, 0, resetAt, windowMs), 'Retry-After': retryAfter })
    }
  }
}

/**
 * Both limits as one middleware. Needs ctx.state.apiKey (set by the auth step): a request with a
 * valid key counts against that key, any other against the client address (ctx.ip, which honours
 * X-Forwarded-For only when the proxy setting is on).
 */
export function rateLimits(opts: { keyed: number; anon: number; windowMs: number; store?: LimitStore; prefix?: string }): Middleware {
  const store = opts.store ?? { driver: 'memory', db: new BoundedMap<string, unknown>(100_000) }
  const prefix = opts.prefix ?? 'amd'
  const perKey = bucketLimiter({ policy: 'per-key', max: opts.keyed, id: (ctx) => ctx.state.apiKey ? `key:${ctx.state.apiKey.id}` : false }, opts.windowMs, store, prefix)
  const perClient = bucketLimiter({ policy: 'per-client', max: opts.anon, id: (ctx) => ctx.state.apiKey ? false : `ip:${ctx.ip}` }, opts.windowMs, store, prefix)
  return (ctx, next) => perKey(ctx, () => perClient(ctx, next))
}

/**
 * A small per-client budget of failed authentications (401) under a path prefix such as /admin:
 * past `max` failures in the window that client address gets 429 before its token is even looked
 * at, so guessing the operator token is slow. Successes cost nothing. Counted in this process's
 * memory (bounded): with several instances each allows `max`, enough against guessing a 32+
 * character token. Mount it before the routes it guards.
 */
export function failedAuthLimit(opts: { prefix: string; max: number; windowMs: number }): Middleware {
  const failures = new BoundedMap<string, { count: number; reset: number }>(10_000)
  const under = (path: string) => path === opts.prefix || path.startsWith(`${opts.prefix}/`)
  const seconds = opts.windowMs / 1000
  return async (ctx: Context, next: Next) => {
    if (!under(ctx.path)) return next()
    const now = Date.now() / 1000
    let entry = failures.get(ctx.ip)
    if (entry && entry.reset <= now) { failures.delete(ctx.ip); entry = undefined }
    if (entry && entry.count >= opts.max) {
      const retryAfter = String(Math.max(1, Math.ceil(entry.reset - now)))
      throw new AppError('RATE_LIMITED', `Too many failed authentications: ${opts.max} per ${seconds} s. Retry in ${retryAfter} s.`,
        { limit: opts.max, window_seconds: seconds, retry_after: Number(retryAfter) },
        { ...draftHeaders('failed-auth', opts.max, 0, entry.reset, opts.windowMs), 'Retry-After': retryAfter })
    }
    try {
      await next()
    } catch (error) {
      if (toAppError(error).code === 'UNAUTHORIZED') {
        const counted = entry ?? { count: 0, reset: now + seconds }
        counted.count += 1
        failures.set(ctx.ip, counted)
      }
      throw error
    }
  }
}
