// A bound on the time one turn of the event loop spends starting requests. Node 20's libuv (1.45 and
// later) accepts at most ONE new connection per turn of the loop per listening descriptor (the server
// has ACCEPTS_PER_TURN of them, facade/accepts.ts), and Node's header clock
// (HEADERS_TIMEOUT_MS) starts only at that accept. A turn starts every request that arrived meanwhile:
// under 200 busy kept-alive connections that is a couple of hundred requests, a turn of 100-300 ms,
// so new connections were accepted 3 to 5 a second and waited in the kernel's queue for up to 80 s
// (measured: a wave of 1,000 slow-header sockets, all open at the client, accepted over 140 s). Here
// requests past the turn's budget wait for a later turn, first come first served: the loop turns
// every few milliseconds, each turn accepts more connections, and every request still starts, in
// order. Under light load no turn reaches the budget and nothing waits. Streamed feed downloads hand
// each chunk to their socket through the same budget (facade/feed-files.ts): one turn's writes are
// bounded too, where 200 new downloads filling their sockets made turns of 40-90 ms for two seconds.

/** Time a turn may spend starting requests before the rest wait for the next turn (ms). */
const TURN_BUDGET_MS = 2

export class TurnBudget {
  /** When this turn's first request started (performance.now()), or -1 between turns. */
  private turnStart = -1
  private waiting: (() => void)[] = []
  private head = 0
  private draining = false

  constructor(private readonly budgetMs = TURN_BUDGET_MS) {}

  /** Requests waiting for a later turn. */
  get queued(): number {
    return this.waiting.length - this.head
  }

  /** Runs `start` now, or in a later turn when this one has had its budget or others wait before it. */
  run(start: () => void): void {
    if (this.queued === 0 && this.within()) {
      start()
      return
    }
    this.waiting.push(start)
    if (!this.draining) {
      this.draining = true
      // Queued while the loop polls: this turn's check phase defers the drain to the next turn's.
      setImmediate(this.nextTurn)
    }
  }

  private within(): boolean {
    const now = performance.now()
    if (this.turnStart < 0) {
      this.turnStart = now
      setImmediate(this.endTurn) // the check phase, after this turn's poll
      return true
    }
    return now - this.turnStart <= this.budgetMs
  }

  private readonly endTurn = () => {
    this.turnStart = -1
  }

  /** An immediate set from an immediate runs in the next turn, after that turn's poll (and accept). */
  private readonly nextTurn = () => {
    setImmediate(this.drain)
  }

  /** When this turn's drain began (performance.now()). */
  private drainBegan = 0

  private readonly drain = () => {
    this.drainBegan = performance.now()
    this.step()
  }

  /**
   * Starts the first waiting piece of work, and the next one after the ticks and microtasks this one
   * queued (a tick that queues a microtask runs after both): an HTTP response writes its socket in a
   * tick, and that write is most of what handing on a feed chunk costs, so the time read before the
   * next start counts it. Past the budget, the rest wait for a later turn.
   */
  private readonly step = () => {
    if (this.queued > 0 && performance.now() - this.drainBegan <= this.budgetMs) {
      const start = this.waiting[this.head]
      this.waiting[this.head++] = undefined as never // a started request is not kept
      try {
        start()
      } catch (error) {
        console.error('request start failed:', error)
      }
      process.nextTick(queueMicrotask, this.step)
      return
    }
    if (this.queued === 0) {
      this.waiting = []
      this.head = 0
      this.draining = false
      return
    }
    if (this.head > 1024 && this.head * 2 > this.waiting.length) {
      this.waiting = this.waiting.slice(this.head)
      this.head = 0
    }
    setImmediate(this.drain)
  }
}
