// npm start: the service on the configured port, with the embedded store under DATA_DIR.
import { loadConfig } from '../facade/config.ts'
import { startServer } from './start.ts'
import { openStore } from '../store/open.ts'

/** MAX_ANSWER_BYTES: the cap on one REST or MCP answer (default 1 MiB); past it the caller is told to page. */
function answerCap(value = process.env.MAX_ANSWER_BYTES): number | undefined {
  if (value === undefined || value === '') return undefined
  if (!/^\d+$/.test(value) || Number(value) < 1024) throw new Error('Invalid environment variable MAX_ANSWER_BYTES: must be a whole number of bytes, at least 1024')
  return Number(value)
}

let config
let maxAnswerBytes
try {
  config = loadConfig()
  maxAnswerBytes = answerCap()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
const running = await startServer(config, openStore(config), undefined, { maxAnswerBytes })
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
