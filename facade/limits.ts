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
  constructor(private readonly max: number) {
    super()
  }
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

interface Bucket {
  policy: 'per-key' | 'per-client'
  max: number
  id: (ctx: Context) => string | false
}

/** Where the counts live: this process's memory, or Redis shared by every instance. */
export type LimitStore = { driver: 'memory'; db: Map<string, unknown> } | { driver: 'redis'; db: unknown }

// koa-ratelimit's own headers (Redis driver), turned into the draft's fields before anything is sent.
const RAW = { remaining: 'x-rl-remaining', reset: 'x-rl-reset', total: 'x-rl-limit' }

/** A request counted: whether it may pass, the requests left after it, and the window's end (epoch s). */
interface Count {
  allowed: boolean
  remaining: number
  reset: number
}

/**
 * The memory driver's count, done here rather than by koa-ratelimit: the same fixed window (it
 * opens at a client's first request and allows `max` until it ends), one Map entry per client, and
 * no per-request limiter object, promise or header round trip. It was a tenth of the CPU of a feed
 * revalidation (docs/BENCHMARKS.md).
 */
function memoryCounter(db: Map<string, unknown>, max: number, windowMs: number) {
  return (key: string): Count => {
    const now = Date.now()
    let entry = db.get(key) as { remaining: number; reset: number } | undefined
    if (!entry || entry.reset * 1000 <= now) {
      entry = { remaining: max, reset: (now + windowMs) / 1000 }
      db.set(key, entry)
    }
    const allowed = entry.remaining > 0
    if (allowed) entry.remaining -= 1
    return { allowed, remaining: entry.remaining, reset: entry.reset }
  }
}

/**
 * The Redis driver's count, through koa-ratelimit (its atomic script shares one budget between
 * instances): it reports its state in headers (reset in epoch seconds), read back and removed here.
 */
function redisCounter(bucket: Bucket, windowMs: number, db: unknown, namespace: string) {
  const limiter = ratelimit({
    driver: 'redis',
    db,
    duration: windowMs,
    max: bucket.max,
    id: bucket.id,
    headers: RAW,
    throw: true,
    namespace,
  } as Parameters<typeof ratelimit>[0])
  const takeRaw = (ctx: Context) => {
    const state = { remaining: Number(ctx.response.get(RAW.remaining)), reset: Number(ctx.response.get(RAW.reset)) }
    for (const name of Object.values(RAW)) ctx.remove(name)
    return state
  }
  /** Runs `next` inside the count when allowed; a 429 from koa-ratelimit comes back as { allowed: false }. */
  return async (ctx: Context, next: (count: Count) => Promise<void>): Promise<void> => {
    let passed = false
    try {
      await limiter(ctx, async () => {
        passed = true
        await next({ allowed: true, ...takeRaw(ctx) })
      })
    } catch (error) {
      if (passed) throw error
      if ((error as { status?: number }).status !== 429) {
        // The counter store (Redis) failed: serve the request unlimited rather than fail it.
        console.error(`rate limit store unavailable, request not counted: ${(error as Error).message}`)
        return next({ allowed: true, remaining: NaN, reset: NaN })
      }
      return next({ allowed: false, ...takeRaw(ctx) })
    }
  }
}

function bucketLimiter(
  bucket: Bucket,
  windowMs: number,
  store: LimitStore,
  prefix: string,
): { middleware: Middleware; counted?: CountHeaders } {
  const namespace = `${prefix}:${bucket.policy}`
  const seconds = windowMs / 1000
  const policy = `"${bucket.policy}";q=${bucket.max};w=${Math.round(seconds)}`
  const message =
    bucket.policy === 'per-key'
      ? `Rate limit exceeded: ${bucket.max} requests per ${seconds} s per key.`
      : `Rate limit exceeded: ${bucket.max} requests per ${seconds} s without a key (use a key for more).`

  /** The RateLimit header's value: the requests left and the seconds until the window ends. */
  const state = (remaining: number, reset: number) =>
    `"${bucket.policy}";r=${remaining};t=${Math.max(0, Math.ceil(reset - Date.now() / 1000))}`

  // Not async: an allowed request goes straight on (this runs on every limited request).
  const answer = (ctx: Context, next: Next, { allowed, remaining, reset }: Count) => {
    if (allowed) {
      // NaN: the Redis store failed and the request was not counted, so there is no state to tell.
      if (!Number.isNaN(remaining)) {
        ctx.res.setHeader('RateLimit-Policy', policy)
        ctx.res.setHeader('RateLimit', state(remaining, reset))
      }
      return next()
    }
    // A rejected key (ctx.state.authError, set by the auth step) is the problem to report: the
    // request still counted against its address, so a bad key buys no extra budget.
    if (ctx.state.authError) throw ctx.state.authError
    const resetAt = Number.isFinite(reset) ? reset : Date.now() / 1000 + seconds
    const retryAfter = String(Math.max(1, Math.ceil(resetAt - Date.now() / 1000)))
    throw new AppError(
      'RATE_LIMITED',
      `${message} Retry in ${retryAfter} s.`,
      { limit: bucket.max, window_seconds: seconds, retry_after: Number(retryAfter) },
      { ...draftHeaders(bucket.policy, bucket.max, 0, resetAt, windowMs), 'Retry-After': retryAfter },
    )
  }

  if (store.driver === 'memory') {
    const count = memoryCounter(store.db, bucket.max, windowMs)
    const middleware: Middleware = (ctx, next) => {
      const id = bucket.id(ctx)
      return id === false ? next() : answer(ctx, next, count(`${namespace}:${id}`))
    }
    const counted: CountHeaders = (id) => {
      const { allowed, remaining, reset } = count(`${namespace}:${id}`)
      return allowed ? [policy, state(remaining, reset)] : undefined
    }
    return { middleware, counted }
  }
  const count = redisCounter(bucket, windowMs, store.db, namespace)
  return { middleware: (ctx, next) => (bucket.id(ctx) === false ? next() : count(ctx, (c) => answer(ctx, next, c))) }
}

/**
 * A request counted outside Koa against one bucket id: the RateLimit-Policy and RateLimit values when
 * it may pass (and was counted); undefined when it may not (nothing counted: Koa's path answers it).
 */
export type CountHeaders = (id: string) => [policy: string, state: string] | undefined

/**
 * Both limits as one middleware. Needs ctx.state.apiKey (set by the auth step): a request with a
 * valid key counts against that key, any other against the client address (ctx.ip, which honours
 * X-Forwarded-For only when the proxy setting is on).
 */
export function rateLimits(opts: {
  keyed: number
  anon: number
  windowMs: number
  store?: LimitStore
  prefix?: string
}): Middleware & { countOpen?: CountHeaders; countKey?: CountHeaders } {
  const store = opts.store ?? { driver: 'memory', db: new BoundedMap<string, unknown>(100_000) }
  const prefix = opts.prefix ?? 'amd'
  const perKey = bucketLimiter(
    { policy: 'per-key', max: opts.keyed, id: (ctx) => (ctx.state.apiKey ? `key:${ctx.state.apiKey.id}` : false) },
    opts.windowMs,
    store,
    prefix,
  )
  const perClient = bucketLimiter(
    { policy: 'per-client', max: opts.anon, id: (ctx) => (ctx.state.apiKey ? false : `ip:${ctx.ip}`) },
    opts.windowMs,
    store,
    prefix,
  )
  const limits: Middleware = (ctx, next) =>
    ctx.state.apiKey ? perKey.middleware(ctx, next) : perClient.middleware(ctx, next)
  // A request's count by client address or key id, for what is answered before Koa (a feed
  // revalidation, an MCP answer at hand); only where counts live in this process (Redis: Koa's path).
  const [open, keyed] = [perClient.counted, perKey.counted]
  return Object.assign(limits, {
    countOpen: open && ((ip: string) => open(`ip:${ip}`)),
    countKey: keyed && ((id: string) => keyed(`key:${id}`)),
  })
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
    if (entry && entry.reset <= now) {
      failures.delete(ctx.ip)
      entry = undefined
    }
    if (entry && entry.count >= opts.max) {
      const retryAfter = String(Math.max(1, Math.ceil(entry.reset - now)))
      throw new AppError(
        'RATE_LIMITED',
        `Too many failed authentications: ${opts.max} per ${seconds} s. Retry in ${retryAfter} s.`,
        { limit: opts.max, window_seconds: seconds, retry_after: Number(retryAfter) },
        { ...draftHeaders('failed-auth', opts.max, 0, entry.reset, opts.windowMs), 'Retry-After': retryAfter },
      )
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
