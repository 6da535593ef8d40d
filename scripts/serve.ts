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

/**
 * Where to go once it listens, at the address it listens on (0.0.0.0 reached as localhost; PORT=0's
 * chosen port, which the public base URL cannot know).
 */
function nextSteps(url: string): string {
  const local = url.replace('//0.0.0.0:', '//localhost:').replace('//[::]:', '//localhost:')
  return [
    `  Open ${local}/ in a browser: every dataset, with its table, charts, sources and method.`,
    `  Open feeds, no key: ${local}/data/latest.json (all of them: ${local}/data/datapackage.json)`,
    `  MCP server: ${local}/mcp    API: ${local}/api/v1/... with a key from npm run keys -- create --tier pro`,
    '  Stop with Ctrl-C.',
  ].join('\n')
}

const { config, opts } = settings()
const running = await startServer(config, openStore(config), undefined, opts)
console.log(`AI market data listening on ${running.url} (public base URL ${config.baseUrl}, data in ${config.dataDir})`)
console.log(nextSteps(running.url))

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
