// Preloaded into the service by scripts/bench-hostile.ts: prints the event loop's longest delay of
// each second to stderr (a slow socket's 408 can be no more punctual than the loop that sends it).
// With LOOP_STALLS_FILE set, also appends each stall over LOOP_STALL_MS (200) to it as `<start µs> <end µs>` on the
// monotonic clock a CPU profile uses, so scripts/bench/stalls.ts can say what the loop was doing then.
import { appendFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'

const delay = monitorEventLoopDelay({ resolution: 10 })
delay.enable()
setInterval(() => {
  process.stderr.write(`loop-delay-ms ${(delay.max / 1e6).toFixed(0)}\n`)
  delay.reset()
}, 1_000).unref()

const stallsFile = process.env.LOOP_STALLS_FILE
if (stallsFile) {
  const nowUs = () => Number(process.hrtime.bigint() / 1000n)
  const over = Number(process.env.LOOP_STALL_MS ?? 200) * 1000
  let last = nowUs()
  setInterval(() => {
    const now = nowUs()
    if (now - last > over) appendFileSync(stallsFile, `${last} ${now}\n`)
    last = now
  }, 20).unref()
}

// Under --expose-gc, SIGUSR2 runs a full collection and prints the resident set after it: what the
// service holds, free of where the last collection happened to fall (RSS between collections swings
// by a third under the hostile mix).
const collect = (globalThis as { gc?: () => void }).gc
if (collect)
  process.on('SIGUSR2', () => {
    collect()
    const m = process.memoryUsage()
    const mib = (n: number) => (n / 2 ** 20).toFixed(0)
    // Where the resident set is: V8's heap, buffers outside it, and the rest (native: zlib, malloc).
    process.stderr.write(
      `rss-after-gc-mib ${mib(m.rss)}\nheap-after-gc heap ${mib(m.heapUsed)} of ${mib(m.heapTotal)} MiB, ` +
        `external ${mib(m.external)} MiB (array buffers ${mib(m.arrayBuffers)})\n`,
    )
  })
