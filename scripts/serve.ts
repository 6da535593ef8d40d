// npm start: the service on the configured port, with the embedded store under DATA_DIR.
import { loadConfig } from '../facade/config.ts'
import { startServer } from './start.ts'
import { openStore } from '../store/open.ts'

let config
try {
  config = loadConfig()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
const running = await startServer(config, openStore(config))
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
