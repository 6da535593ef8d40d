// One writer at a time on a data folder, across processes (a server, a command-line refresh, a second
// instance): a lock file created exclusively (O_EXCL), naming its holder, held only for the length of
// one write. A holder that died (its pid gone on this host) or hangs past `staleMs` is taken over, the
// way PostgreSQL's postmaster.pid is checked. Every write re-reads what it changes under the lock, so
// nothing one process read earlier is written back over another's work.
import { hostname } from 'node:os'
import { open, readFile, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'

const LockHolder = z.object({ pid: z.number().int(), host: z.string(), since: z.string(), what: z.string() })
export type LockHolder = z.infer<typeof LockHolder>

/** Is a process of this host alive? (signal 0 checks without sending anything) */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export class FolderLock {
  readonly path: string

  constructor(
    dir: string,
    private readonly opts: { staleMs?: number; waitMs?: number } = {},
  ) {
    this.path = join(dir, 'write.lock')
  }

  /** The holder as its lock file says, or null when the folder is free. */
  async holder(): Promise<LockHolder | null> {
    try {
      return LockHolder.parse(JSON.parse(await readFile(this.path, 'utf8')))
    } catch {
      return null
    }
  }

  /** Runs `work` holding the lock; waits for another holder up to waitMs, then fails naming it. */
  async with<T>(what: string, work: () => Promise<T>): Promise<T> {
    await this.acquire(what)
    try {
      return await work()
    } finally {
      await unlink(this.path).catch(() => {})
    }
  }

  private async acquire(what: string): Promise<void> {
    const deadline = Date.now() + (this.opts.waitMs ?? 60_000)
    const me: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString(), what }
    for (let attempt = 0; ; attempt++) {
      try {
        const file = await open(this.path, 'wx')
        try {
          await file.writeFile(JSON.stringify(me))
        } finally {
          await file.close()
        }
        return
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
      const holder = await this.holder()
      const age = await stat(this.path).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      )
      // A dead holder of this host, or one that holds a single write far too long: its lock is void.
      const dead = holder && holder.host === me.host && !alive(holder.pid)
      if (dead || age > (this.opts.staleMs ?? 30_000) || (!holder && age > 1_000)) {
        await unlink(this.path).catch(() => {})
        continue
      }
      if (Date.now() > deadline) {
        throw new Error(
          `the data folder is locked by pid ${holder?.pid} on ${holder?.host} (${holder?.what}, ` +
            `since ${holder?.since}); gave up after ${this.opts.waitMs ?? 60_000} ms`,
        )
      }
      await pause(Math.min(5 + attempt * 5, 50) + Math.random() * 10)
    }
  }
}
