// A bound on the bytes that streamed feed downloads hold in memory, overall and per client address.
// Each download streamed from disk holds at most one chunk at a time, so the bound is counted in
// chunks: past it a download waits its turn (first come, first served), and one that waited the
// whole queue time gets 503 with Retry-After. A crowd gets slower answers, never an out-of-memory kill.
import { AppError } from '../tools/errors.ts'

export interface GateLimits {
  /** Bytes all streamed downloads may hold at once. */
  totalBytes: number
  /** Bytes the downloads of one client address may hold at once. */
  perClientBytes: number
  /** How long a download may wait for room before it is told to come back (ms). */
  queueMs: number
}

interface Waiter {
  client: string
  admit: (release: () => void) => void
  timer: NodeJS.Timeout
}

export class DownloadGate {
  private total = 0
  private perClient = new Map<string, number>()
  private queue: Waiter[] = []

  constructor(
    private readonly limits: GateLimits,
    /** What one download holds at a time. */
    private readonly chunkBytes: number,
  ) {}

  /** Bytes held by downloads now (for /readyz and tests). */
  get held(): number {
    return this.total * this.chunkBytes
  }

  /** Waits for room for one download of `client`; resolves to its release (call it once, when it ends). */
  enter(client: string): Promise<() => void> {
    if (this.fits(client)) return Promise.resolve(this.take(client))
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        client,
        admit: resolve,
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiter), 1)
          const seconds = Math.max(1, Math.ceil(this.limits.queueMs / 1000))
          reject(
            new AppError(
              'UNAVAILABLE',
              `Too many feed downloads in progress${this.full() ? '' : ' from this address'}: retry in ${seconds} s.`,
              {},
              { 'Retry-After': String(seconds) },
            ),
          )
        }, this.limits.queueMs),
      }
      this.queue.push(waiter)
    })
  }

  private full(): boolean {
    return (this.total + 1) * this.chunkBytes > this.limits.totalBytes
  }

  private fits(client: string): boolean {
    return !this.full() && ((this.perClient.get(client) ?? 0) + 1) * this.chunkBytes <= this.limits.perClientBytes
  }

  private take(client: string): () => void {
    this.total++
    this.perClient.set(client, (this.perClient.get(client) ?? 0) + 1)
    let released = false
    return () => {
      if (released) return
      released = true
      this.total--
      const left = (this.perClient.get(client) ?? 1) - 1
      if (left > 0) this.perClient.set(client, left)
      else this.perClient.delete(client)
      this.admitWaiting()
    }
  }

  /** The first waiters that now fit, in arrival order (a client at its own bound does not block others). */
  private admitWaiting(): void {
    for (let i = 0; i < this.queue.length && !this.full(); ) {
      const waiter = this.queue[i]
      if (!this.fits(waiter.client)) {
        i++
        continue
      }
      this.queue.splice(i, 1)
      clearTimeout(waiter.timer)
      waiter.admit(this.take(waiter.client))
    }
  }
}
