// The composition root: opens the store, seeds what is missing from the bundled data, writes missing
// feeds, schedules the daily refresh and listens. npm start (scripts/serve.ts) and the tests use it.
import { existsSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { Server as NetServer, type AddressInfo, type Socket } from 'node:net'
import { join } from 'node:path'
import { acceptMany } from '../facade/accepts.ts'
import { createApp, type App, type AppOptions } from '../facade/app.ts'
import type { Config } from '../facade/config.ts'
import { connectRedis } from '../facade/redis.ts'
import { staleBounds, toolsOf, viewsOf, type Dataset } from '../jobs/dataset.ts'
import { DATASETS } from '../jobs/datasets/index.ts'
import { exportFeeds } from '../jobs/export.ts'
import { loadFx } from '../jobs/fx.ts'
import type { FxTable } from '../tools/fx.ts'
import { scheduleRefresh } from '../jobs/schedule.ts'
import { seedStore } from '../jobs/seed.ts'
import { holderName, REFRESH_LEASE, withLeaseWaiting } from '../jobs/lease.ts'
import type { Store } from '../store/types.ts'
import { toAppError } from '../tools/errors.ts'

export interface RunningServer {
  url: string
  server: Server
  app: App
  close(): Promise<void>
}

/** Serving options, and how long a shutdown waits for responses in flight (SHUTDOWN_GRACE_MS). */
export interface StartOptions extends AppOptions {
  graceMs?: number
}
export const DEFAULT_GRACE_MS = 25_000
/**
 * Connections the kernel may hold before we accept them (capped by net.core.somaxconn). Node's 511
 * overflows under a burst of 1,000 connects: the kernel then drops the handshake's last ACK, the
 * client believes it is connected, and we accept it seconds later, so its header clock starts late.
 */
const BACKLOG = 4096

/** Seeds what is missing and writes missing feeds; true when done, false when the store is unreachable. */
async function prepareData(config: Config, store: Store, datasets: Dataset[], fx: FxTable): Promise<boolean> {
  try {
    // Under the refresh lease: two instances starting on one empty store seed it once, the second
    // waiting for the first (then finding nothing missing).
    const seeded = await withLeaseWaiting(
      store,
      REFRESH_LEASE,
      holderName('seed'),
      config.refreshLeaseMs,
      30 * 60_000,
      () => seedStore({ store, datasets, fx, date: config.seedDate }),
    )
    // A driver's error can quote a whole document (MB of it when the database went away): the head says enough.
    for (const error of seeded?.run.errors ?? [])
      console.error(`seed: ${error.length > 600 ? `${error.slice(0, 600)}…` : error}`)
    const exportDir = join(config.dataDir, 'export')
    const tools = toolsOf(datasets)
    // A first start, or a start after a crash between two feed files: write them all again.
    const missing = tools.some((tool) => tool.feed && !existsSync(join(exportDir, tool.feed.file)))
    if (seeded || missing) {
      const errors: string[] = []
      await exportFeeds(store, tools, exportDir, config.baseUrl, { errors })
      for (const error of errors) console.error(`export: ${error}`)
    }
    return true
  } catch (error) {
    if (toAppError(error).code !== 'UNAVAILABLE') throw error
    console.error(`store unavailable at start, will retry: ${toAppError(error).message}`)
    return false
  }
}

/** Opens the store, seeds it if empty, exports the feeds if missing, schedules the refresh, listens. */
export async function startServer(
  config: Config,
  store: Store,
  datasets: Dataset[] = DATASETS,
  opts: StartOptions = {},
): Promise<RunningServer> {
  await store.init()
  // A database that is down at start is not fatal (no crash loop): serve what we can, retry.
  let retry: NodeJS.Timeout | undefined
  // One USD/CNY table for the seed, its retries and the daily refresh.
  const fx = await loadFx()
  if (!(await prepareData(config, store, datasets, fx))) {
    retry = setInterval(async () => {
      if (await prepareData(config, store, datasets, fx).catch(() => false)) clearInterval(retry)
    }, 5_000)
    retry.unref()
  }
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined
  const stopRefresh = config.refreshAt
    ? scheduleRefresh(config.refreshAt, {
        store,
        datasets,
        fx,
        offline: config.refreshOffline,
        leaseMs: config.refreshLeaseMs,
        exportDir: join(config.dataDir, 'export'),
        baseUrl: config.baseUrl,
      })
    : () => {}
  const stopWatch = watchOthers(config, store, datasets)
  const app = createApp(config, store, toolsOf(datasets), redis && { driver: 'redis', db: redis }, {
    ...opts,
    views: viewsOf(datasets),
    staleAfterDays: staleBounds(datasets),
  })
  const server = createServer(app.serverOptions, app.handler)
  const drain = drainer(server)
  await new Promise<void>((resolve) =>
    server.listen({ port: config.port, host: config.host, backlog: BACKLOG }, resolve),
  )
  const closeDoors = await acceptMany(server, config.acceptsPerTurn)
  const { port } = server.address() as AddressInfo
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`
  return {
    url,
    server,
    app,
    /**
     * Stops accepting, lets responses in flight finish (a slow client's feed download included) for
     * up to the grace period, then cuts what is left. A kept-alive connection closes once idle.
     */
    async close() {
      await drain(opts.graceMs ?? DEFAULT_GRACE_MS, closeDoors)
      clearInterval(retry)
      stopRefresh()
      stopWatch()
      await app.close()
      redis?.disconnect()
      await store.close()
    },
  }
}

/**
 * What another process writes (a command-line refresh, the instance that ran the daily refresh) is
 * served here too: the store's latest pointers are polled every STORE_POLL_MS; a moved one tells the
 * store's listeners (the answer and page caches drop) and the feeds of those datasets are exported
 * again from the store, so every instance serves the same bytes and ETag for the same snapshot.
 */
function watchOthers(config: Config, store: Store, datasets: Dataset[]): () => void {
  if (!config.storePollMs) return () => {}
  const moved = new Set<string>()
  let exporting = Promise.resolve()
  let stopped = false
  store.onEdition((dataset, _date, origin) => {
    if (origin === 'other') moved.add(dataset)
  })
  const tick = async () => {
    try {
      await store.noticeOthers()
      if (!moved.size) return
      const only = [...moved]
      moved.clear()
      exporting = exporting.then(async () => {
        const errors: string[] = []
        await exportFeeds(store, toolsOf(datasets), join(config.dataDir, 'export'), config.baseUrl, { only, errors })
        for (const error of errors) console.error(`export: ${error}`)
      })
      await exporting
    } catch (error) {
      if (!stopped) console.error(`store watch: ${(error as Error).message}`)
    }
  }
  void tick() // the first look only records where the pointers are
  const timer = setInterval(() => void tick(), config.storePollMs)
  timer.unref()
  return () => {
    stopped = true
    clearInterval(timer)
  }
}

/**
 * Graceful close of an HTTP server. Node's server.close() (and closeIdleConnections) counts a
 * response as done once res.end() is called, so it cuts a large feed a slow client is still reading;
 * here a connection counts as busy until its response has been flushed ('finish') or aborted.
 */
function drainer(server: Server) {
  const sockets = new Set<Socket>()
  const busy = new Set<Socket>()
  let closing = false
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => {
      sockets.delete(socket)
      busy.delete(socket)
    })
  })
  // One function for every response, no closure per request: a response emits 'close' once it is
  // flushed or aborted, and its request still names the socket then.
  function settled(this: ServerResponse) {
    const socket = this.req.socket
    busy.delete(socket)
    if (closing) socket.end()
  }
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    busy.add(req.socket)
    res.on('close', settled)
  })
  /**
   * Stops accepting (the server and its extra doors, acceptMany's), ends idle connections now and
   * busy ones when their answer is out; cuts the rest after graceMs.
   */
  return async (graceMs: number, closeDoors: () => Promise<void>) => {
    closing = true
    // net.Server's close: stop accepting, without http.Server's cut of "idle" connections.
    const closed = Promise.all([
      closeDoors(),
      new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve())),
    ])
    for (const socket of sockets) if (!busy.has(socket)) socket.end()
    const force = setTimeout(() => {
      for (const socket of sockets) socket.destroy()
    }, graceMs)
    await closed
    clearTimeout(force)
  }
}
