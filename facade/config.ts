// Configuration from the environment, validated once at start: a bad value stops the process with
// a message naming the variable.
import { z } from 'zod'

const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
)
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')
const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback)

const Env = z.object({
  PORT: int(8080).pipe(z.number().max(65535)),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_BASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('var'),
  ALLOWED_HOSTS: list.optional(),
  ALLOWED_ORIGINS: list.optional(),
  TRUST_PROXY: flag.default(false),
  RATE_LIMIT_KEYED: int(600, 1),
  RATE_LIMIT_ANON: int(60, 1),
  RATE_LIMIT_WINDOW_MS: int(60_000, 1000),
  KEY_CACHE_TTL_MS: int(10_000),
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://')
    .optional(),
  MONGODB_DB: z
    .string()
    .regex(/^[\w-]+$/)
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:-]+$/)
    .default('amd'),
  OPERATOR_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  REFRESH_AT: z
    .union([
      z.literal('off'),
      z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'must be HH:MM or HH:MM:SS (UTC) or off'),
    ])
    .default('04:00'),
  REFRESH_OFFLINE: flag.default(false),
  REFRESH_LEASE_MS: int(60_000, 1_000),
  STORE_POLL_MS: int(5_000),
  DATA_STALE_DAYS: int(14, 1),
  SEED_DATE: z.iso.date('must be a day, YYYY-MM-DD').optional(),
  FEED_BYTES_IN_FLIGHT: int(64 << 20, 1 << 20),
  FEED_BYTES_PER_CLIENT: int(16 << 20, 64 << 10),
  FEED_QUEUE_MS: int(10_000, 0),
  HEADERS_TIMEOUT_MS: int(15_000, 500),
  REQUEST_TIMEOUT_MS: int(60_000, 500),
  KEEP_ALIVE_TIMEOUT_MS: int(5_000, 500),
  ACCEPTS_PER_TURN: int(16, 1).pipe(z.number().max(64)),
})

export interface Config {
  port: number
  host: string
  /** Public base URL used in every citation (source_url) and discovery document, without a trailing slash. */
  baseUrl: string
  dataDir: string
  /** Host header values /mcp accepts (DNS-rebinding guard). */
  allowedHosts: string[]
  /** Origin values /mcp accepts when an Origin header is present. */
  allowedOrigins: string[]
  trustProxy: boolean
  rateLimit: { keyed: number; anon: number; windowMs: number }
  keyCacheTtlMs: number
  /** MongoDB connection string; without it the embedded store under dataDir is used. */
  mongoUri?: string
  mongoDb?: string
  /** Redis for rate limits shared by every instance; without it each process counts alone. */
  redisUrl?: string
  redisPrefix: string
  /** Bearer token of the operator endpoints under /admin; without it they do not exist. */
  operatorToken?: string
  /** Daily refresh time (HH:MM UTC), or undefined for none. */
  refreshAt?: string
  /** Refresh from the recorded source responses instead of the network. */
  refreshOffline: boolean
  /** The refresh lease's time: a holder killed mid-run frees it within this (renewed every third). */
  refreshLeaseMs: number
  /** How often the store's latest pointers are polled for snapshots another process wrote (0: never). */
  storePollMs: number
  /** /readyz says degraded when the price data (its as_of) is older than this many days. */
  dataStaleDays: number
  /**
   * The day a first start seeds the bundled data as of (default: today, UTC); a price announced for a later
   * day waits for it. Pinned where the seeded bytes must not move with the calendar (tests, a reproduced build).
   */
  seedDate?: string
  /** The bound on what streamed feed downloads hold in memory (facade/download-gate.ts). */
  feedFlow: { totalBytes: number; perClientBytes: number; queueMs: number }
  /** A client that has not sent its whole request head within this is answered 408 and dropped (slow headers). */
  headersTimeoutMs: number
  /** Ditto for its whole request, body included; the answer (a long feed download) is not counted. */
  requestTimeoutMs: number
  /** A kept-alive connection with no request for this long is closed. */
  keepAliveTimeoutMs: number
  /** New connections the server may accept in one turn of its event loop (facade/accepts.ts). */
  acceptsPerTurn: number
}

/** Reads and validates the environment; throws an Error that names the bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = Env.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`)
  }
  const e = parsed.data
  // Node refuses a server whose head may take longer than its whole request.
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS)
    throw new Error('Invalid environment variable HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS')
  const baseUrl = (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
  const base = new URL(baseUrl)
  return {
    port: e.PORT,
    host: e.HOST,
    baseUrl,
    dataDir: e.DATA_DIR,
    allowedHosts: e.ALLOWED_HOSTS ?? ['localhost', '127.0.0.1', '[::1]', base.hostname],
    // One Origin per default Host (a port-less entry covers any port), so a browser on [::1] works too.
    allowedOrigins: e.ALLOWED_ORIGINS ?? ['http://localhost', 'http://127.0.0.1', 'http://[::1]', base.origin],
    trustProxy: e.TRUST_PROXY,
    rateLimit: { keyed: e.RATE_LIMIT_KEYED, anon: e.RATE_LIMIT_ANON, windowMs: e.RATE_LIMIT_WINDOW_MS },
    keyCacheTtlMs: e.KEY_CACHE_TTL_MS,
    mongoUri: e.MONGODB_URI,
    mongoDb: e.MONGODB_DB,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    operatorToken: e.OPERATOR_TOKEN,
    refreshAt: e.REFRESH_AT === 'off' ? undefined : e.REFRESH_AT,
    refreshOffline: e.REFRESH_OFFLINE,
    refreshLeaseMs: e.REFRESH_LEASE_MS,
    storePollMs: e.STORE_POLL_MS,
    dataStaleDays: e.DATA_STALE_DAYS,
    seedDate: e.SEED_DATE,
    feedFlow: { totalBytes: e.FEED_BYTES_IN_FLIGHT, perClientBytes: e.FEED_BYTES_PER_CLIENT, queueMs: e.FEED_QUEUE_MS },
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    acceptsPerTurn: e.ACCEPTS_PER_TURN,
  }
}
