// Starts the real app on an ephemeral port over a seeded embedded store (a copy of the run's seed of
// the bundled real data, made once per test process, then shared read-mostly by every suite).
import { rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createApp, type AppOptions } from '../../facade/app.ts'
import { newKey } from '../../facade/auth.ts'
import { TOOLS } from '../../jobs/datasets/index.ts'
import { startServer } from '../../scripts/start.ts'
import { loadConfig } from '../../facade/config.ts'
import { openStore } from '../../store/open.ts'
import { seededDataDir } from './seeded.ts'

let shared: Promise<string> | undefined

/** A data folder seeded from the bundled data, copied once per process. */
export function sharedDataDir(): Promise<string> {
  shared ??= seededDataDir().then((dir) => {
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
    return dir
  })
  return shared
}

export const TEST_BASE_URL = 'https://data.example.test'

export async function startTestServer(env: Record<string, string> = {}) {
  const dataDir = env.DATA_DIR ?? (await sharedDataDir())
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: TEST_BASE_URL,
    RATE_LIMIT_ANON: '100000',
    RATE_LIMIT_KEYED: '100000',
    KEY_CACHE_TTL_MS: '0',
    REFRESH_AT: 'off',
    // The bundled data is months old: suites that are not about staleness read it as fresh.
    DATA_STALE_DAYS: '100000',
    // fetch's client and this server share one process: a suite that blocks the event loop (parsing a
    // 70 MB feed on a loaded machine) lets both keep-alive timers expire together, and the next request
    // can go out on a socket the server is closing ('fetch failed'). A long server timeout keeps the
    // client's own (the server's hint less a second) the one that fires first.
    KEEP_ALIVE_TIMEOUT_MS: '60000',
    ...env,
  })
  const store = openStore(config)
  const running = await startServer(config, store)
  return {
    ...running,
    store,
    config,
    /** Creates a key in the store; returns its id and secret. */
    async key(opts: { tier?: string; active?: boolean } = {}) {
      const { secret, record } = newKey(opts.tier ?? 'test')
      record.active = opts.active ?? true
      await store.addKey(record)
      return { id: record.id, secret }
    },
    /** fetch against this server, with an optional key. */
    get(path: string, opts: { key?: string; headers?: Record<string, string>; method?: string } = {}) {
      const headers = { ...(opts.key ? { Authorization: `Bearer ${opts.key}` } : {}), ...opts.headers }
      return fetch(`${running.url}${path}`, { method: opts.method ?? 'GET', headers })
    },
  }
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>

/**
 * A second app over a test server's store and configuration, with
 * other serving options (an answer cap, no MCP fast path).
 */
export async function startAppBeside(base: TestServer, opts: AppOptions) {
  const app = createApp(base.config, base.store, TOOLS, undefined, opts)
  const server = createServer(app.serverOptions, app.handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
