// The daily refresh runs once across every process on one store: a lease in the store (a document in
// MongoDB, a file under the folder lock when embedded), renewed while the run goes on, taken over
// once its holder stops renewing it (killed, or its machine gone).
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type { Store } from '../store/types.ts'

export const REFRESH_LEASE = 'refresh'
/** A run renews the lease every third of this; a holder killed mid-run frees it within this. */
export const DEFAULT_LEASE_MS = 60_000

/** Another process holds the lease. */
export class LeaseHeld extends Error {
  constructor(
    readonly holder: string,
    readonly expiresAt: string,
  ) {
    super(`another refresh is running: ${holder} holds the refresh lease until ${expiresAt}`)
  }
}

/** This process as a lease holder: host, pid and a random part (two runs of one process differ). */
export function holderName(what = 'refresh'): string {
  return `${what} on ${hostname()} pid ${process.pid} (${randomUUID().slice(0, 8)})`
}

/** Runs `work` holding the lease, renewing it; throws LeaseHeld, naming the holder, when another has it. */
export async function withLease<T>(
  store: Store,
  name: string,
  holder: string,
  ttlMs: number,
  work: () => Promise<T>,
): Promise<T> {
  const lease = await store.acquireLease(name, holder, ttlMs)
  if (!lease.acquired) throw new LeaseHeld(lease.holder, lease.expires_at)
  const renew = setInterval(
    () => {
      store
        .acquireLease(name, holder, ttlMs)
        .then((l) => {
          if (!l.acquired) console.error(`lease ${name}: lost to ${l.holder}`)
        })
        .catch((error) => console.error(`lease ${name}: renewal failed: ${(error as Error).message}`))
    },
    Math.max(ttlMs / 3, 100),
  )
  renew.unref()
  try {
    return await work()
  } finally {
    clearInterval(renew)
    await store.releaseLease(name, holder).catch(() => {})
  }
}

/** Like withLease, but waits for a held lease (polling every `everyMs`) up to `waitMs` before giving up. */
export async function withLeaseWaiting<T>(
  store: Store,
  name: string,
  holder: string,
  ttlMs: number,
  waitMs: number,
  work: () => Promise<T>,
  everyMs = 1_000,
): Promise<T> {
  const deadline = Date.now() + waitMs
  for (;;) {
    try {
      return await withLease(store, name, holder, ttlMs, work)
    } catch (error) {
      if (!(error instanceof LeaseHeld) || Date.now() >= deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, everyMs))
    }
  }
}
