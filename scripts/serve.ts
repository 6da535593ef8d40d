// npm start: the service on the configured port, with the embedded store under DATA_DIR.
import { loadConfig } from '../facade/config.ts'
import { startServer } from './start.ts'
import { openStore } from '../store/open.ts'

/**
 * Serving knobs read here until facade/config.ts carries them: MAX_ANSWER_BYTES, the cap on one REST
 * or MCP answer (default 1 MiB; past it the caller is told to page), and SHUTDOWN_GRACE_MS, how long
 * SIGTERM waits for responses in flight (default 25 s).
 */
function whole(name: string, min: number): number | undefined {
  const value = process.env[name]
  if (value === undefined || value === '') return undefined
  if (!/^\d+$/.test(value) || Number(value) < min)
    throw new Error(`Invalid environment variable ${name}: must be a whole number, at least ${min}`)
  return Number(value)
}

/** The configuration and serving knobs, or the process ends naming the bad variable. */
function settings() {
  try {
    const config = loadConfig()
    return { config, opts: { maxAnswerBytes: whole('MAX_ANSWER_BYTES', 1024), graceMs: whole('SHUTDOWN_GRACE_MS', 0) } }
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}

const { config, opts } = settings()
const running = await startServer(config, openStore(config), undefined, opts)
console.log(`AI market data listening on ${running.url} (public base URL ${config.baseUrl}, data in ${config.dataDir})`)

let stopping = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: closing`)
    await running.close()
    process.exit(0)
  })
}
