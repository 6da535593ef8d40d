// Preloaded into the service by scripts/bench-hostile.ts: prints the event loop's longest delay of
// each second to stderr (a slow socket's 408 can be no more punctual than the loop that sends it).
import { monitorEventLoopDelay } from 'node:perf_hooks'

const delay = monitorEventLoopDelay({ resolution: 10 })
delay.enable()
setInterval(() => {
  process.stderr.write(`loop-delay-ms ${(delay.max / 1e6).toFixed(0)}\n`)
  delay.reset()
}, 1_000).unref()
