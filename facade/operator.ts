// Operator routes: /readyz for load balancers, and /admin (keys, refresh runs) behind OPERATOR_TOKEN.
import { timingSafeEqual } from 'node:crypto'
import Router from '@koa/router'
import type { Context, Next } from 'koa'
import { z } from 'zod'
import type { Store } from '../store/types.ts'
import { AppError, toAppError } from '../tools/errors.ts'
import type { AnyTool } from '../tools/define.ts'
import { Tier } from '../tools/tiers.ts'
import { newKey, type KeyResolver } from './auth.ts'
import { readBody, TOO_DEEP } from './body.ts'

const ageHours = (iso?: string) => (iso ? Math.round(((Date.now() - Date.parse(iso)) / 36e5) * 10) / 10 : null)

const daysSince = (date: string) => Math.floor((Date.now() - Date.parse(date)) / 864e5)

/**
 * Ready (200) when the store answers and datasets are loaded: `ready` when every dataset of the list
 * has a snapshot and each is within its own staleness bound (`bounds`, declared by its producer; the
 * first dataset's, the price data's, is `staleDays`, the operator's setting); `degraded` when some are missing or
 * older than their bound (the reason names each: the instance still serves what it has). Not ready
 * (503) when the store does not answer or nothing is loaded. Per
 * dataset: the data's age from its as_of (its newest observation) beside the snapshot's age (when it
 * was last written), and its last error; and how old the last good refresh is, with its errors (a
 * source or a seller refused in it, and why).
 */
export async function readiness(store: Store, tools: AnyTool[], staleDays = 14, bounds: Record<string, number> = {}) {
  try {
    const names = [...new Set(tools.map((t) => t.dataset).filter((d): d is string => Boolean(d)))]
    // Every read at once: each await of a file read waits for a turn of the event loop, and under load
    // a turn takes tens of ms, so one dataset after another made the probe take seconds.
    const [, runs, snapshots] = await Promise.all([
      store.ping(),
      store.recentRuns(50),
      Promise.all(names.map((name) => store.latestEdition<{ as_of: string }>(name))),
    ])
    const lastOk = runs.find((r) => r.kind !== 'seed' && (r.status === 'ok' || r.status === 'partial'))
    const datasets: Record<string, unknown> = {}
    const stale: string[] = []
    for (const [i, name] of names.entries()) {
      const snapshot = snapshots[i]
      const last = runs.find((r) => r.datasets?.[name])?.datasets?.[name]
      const age = snapshot ? daysSince(snapshot.payload.as_of) : null
      // the price data's bound is the operator's to set (DATA_STALE_DAYS); every other dataset states its own
      const bound = name === names[0] ? staleDays : (bounds[name] ?? null)
      const isStale = age !== null && bound !== null && age > bound
      if (isStale) stale.push(`${name} is as of ${snapshot!.payload.as_of}, ${age} days ago (bound ${bound} days)`)
      datasets[name] = {
        as_of: snapshot?.payload.as_of ?? null,
        data_age_days: age,
        stale_after_days: bound,
        stale: isStale,
        snapshot_date: snapshot?.date ?? null,
        age_days: snapshot ? daysSince(snapshot.date) : null,
        last_status: last?.status ?? null,
        last_error: last?.status === 'failed' ? (last.error ?? null) : null,
      }
    }
    const missing = names.filter((n) => (datasets[n] as { as_of: string | null }).as_of === null)
    const first = names[0] && (datasets[names[0]] as { as_of: string | null }).as_of
    const loaded = missing.length < names.length
    const reasons = [
      missing.length ? `no data loaded yet for ${missing.join(', ')}` : '',
      stale.length ? `stale data, no new observations within its bound: ${stale.join('; ')}` : '',
    ].filter(Boolean)
    const body = {
      status: !loaded ? 'not_ready' : reasons.length ? 'degraded' : 'ready',
      store: 'reachable',
      data_loaded: loaded,
      data_as_of: first ?? null,
      data_age_days: first ? daysSince(first) : null,
      stale_after_days: staleDays,
      datasets,
      last_refresh: lastOk
        ? {
            id: lastOk.id,
            status: lastOk.status,
            finished_at: lastOk.finished_at ?? null,
            age_hours: ageHours(lastOk.finished_at),
            // A part refused in that run (a seller whose page read wrongly kept its last good rows), named.
            errors: lastOk.errors,
          }
        : null,
      ...(reasons.length ? { reason: reasons.join('; ') } : {}),
    }
    return { ok: loaded, body }
  } catch (error) {
    return { ok: false, body: { status: 'not_ready', store: 'unreachable', reason: toAppError(error).message } }
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

const CreateKey = z.strictObject({ tier: Tier, label: z.string().max(200).optional() })

/** /admin routes; absent (404) unless an operator token is configured. */
export function operatorRouter(opts: { store: Store; keys: KeyResolver; token?: string }): Router {
  const router = new Router({ prefix: '/admin' })
  if (!opts.token) return router
  const token = opts.token
  router.use(async (ctx: Context, next: Next) => {
    const given = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'))?.[1] ?? ''
    if (!sameSecret(given, token)) throw new AppError('UNAUTHORIZED', 'The operator token is missing or wrong.')
    await next()
  })
  router.get('/keys', async (ctx) => {
    ctx.body = { items: (await opts.store.listKeys()).map(({ hash: _hash, ...key }) => key) }
  })
  router.post('/keys', async (ctx) => {
    const body = await readJson(ctx)
    const { tier, label } = CreateKey.parse(body)
    const { secret, record } = newKey(tier, label)
    await opts.store.addKey(record)
    const { hash: _hash, ...shown } = record
    ctx.status = 201
    ctx.body = { ...shown, secret, note: 'The secret is shown once and never stored.' }
  })
  for (const action of ['activate', 'deactivate'] as const) {
    router.post(`/keys/:id/${action}`, async (ctx) => {
      const found = await opts.store.setKeyActive(ctx.params.id, action === 'activate')
      if (!found) throw new AppError('NOT_FOUND', `No key ${ctx.params.id}.`)
      opts.keys.clear() // this instance sees it at once; others within KEY_CACHE_TTL_MS
      ctx.body = { id: ctx.params.id, active: action === 'activate' }
    })
  }
  router.get('/runs', async (ctx) => {
    ctx.body = { items: await opts.store.recentRuns(20) }
  })
  return router
}

/** Largest /admin body read: a key's tier and label are a few dozen bytes. */
const MAX_ADMIN_BODY_BYTES = 10_000

async function readJson(ctx: Context): Promise<unknown> {
  const raw = await readBody(ctx.req, MAX_ADMIN_BODY_BYTES)
  if (raw === 'aborted')
    throw new AppError('CLIENT_CLOSED', 'The client closed the connection before its body was read.')
  if (raw === 'too large')
    throw new AppError('INVALID_PARAMETER', `Body too large: at most ${MAX_ADMIN_BODY_BYTES} bytes.`, {
      parameter: 'body',
    })
  if (raw === 'too deep') throw new AppError('INVALID_PARAMETER', `Body refused: ${TOO_DEEP}.`, { parameter: 'body' })
  const text = raw.toString('utf8')
  try {
    return text ? JSON.parse(text) : {}
  } catch {
    throw new AppError('INVALID_PARAMETER', 'Body is not JSON.', { parameter: 'body' })
  }
}
