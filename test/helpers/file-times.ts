// Preloaded into a uvu process by scripts/test.ts: the wall and CPU seconds each test file takes, appended
// as JSON lines to the file TEST_TIMES names. uvu imports every file first (a file's top-level awaits run
// then), and runs the queued suites after; a file's time is its import plus its suites. CPU counts this
// process and the children it has reaped (a service a test spawned and stopped), from /proc.
import { appendFileSync, readFileSync } from 'node:fs'

const out = process.env.TEST_TIMES

/** CPU seconds of this process and its reaped children (utime, stime, cutime, cstime; 100 ticks a second). */
function cpu(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return fields.slice(11, 15).reduce((n, f) => n + Number(f), 0) / 100
}

interface Time {
  file: string
  wall: number
  cpu: number
}

if (out) {
  const times: Time[] = []
  let importing: { time: Time; wall: number; cpu: number } | undefined
  const endImport = () => {
    if (!importing) return
    importing.time.wall += performance.now() / 1000 - importing.wall
    importing.time.cpu += cpu() - importing.cpu
    importing = undefined
  }

  /** A file's queue: its name first, then its suites' runners, each timed into the file's total. */
  class Group extends Array<unknown> {
    time!: Time
    override push(...items: unknown[]): number {
      const timed = items.map((item) => {
        if (typeof item !== 'function') return item
        const run = item as () => Promise<unknown>
        return async () => {
          endImport()
          const wall = performance.now() / 1000
          const before = cpu()
          try {
            return await run()
          } finally {
            this.time.wall += performance.now() / 1000 - wall
            this.time.cpu += cpu() - before
          }
        }
      })
      return super.push(...timed)
    }
  }

  /** The queue of files: a pushed group starts that file's import (and ends the previous one's). */
  class Queue extends Array<unknown> {
    override push(...groups: unknown[]): number {
      return super.push(
        ...groups.map((group) => {
          const [name] = group as [string | null]
          const g = new Group()
          g.time = { file: name ?? '', wall: 0, cpu: 0 }
          g.push(...(group as unknown[]))
          endImport()
          if (name != null) {
            times.push(g.time)
            importing = { time: g.time, wall: performance.now() / 1000, cpu: cpu() }
          }
          return g
        }),
      )
    }
  }

  globalThis.UVU_QUEUE = new Queue()
  process.on('exit', () => {
    endImport()
    const lines = times.map((t) => JSON.stringify({ file: t.file, wall: round(t.wall), cpu: round(t.cpu) }))
    if (lines.length) appendFileSync(out, `${lines.join('\n')}\n`)
  })
}

const round = (s: number) => Math.round(s * 10) / 10

declare global {
  var UVU_QUEUE: unknown[]
}
