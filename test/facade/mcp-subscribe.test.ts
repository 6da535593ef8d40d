// word of changes over MCP. A real client (2026-07-28) listens to a feed resource
// (subscriptions/listen); a real offline refresh rewrites the feed; the client is told
// (notifications/resources/updated with the feed's URI). Legacy 2025-11-25 clients are served
// statelessly here (no session to hold a subscription): they revalidate the feed with its ETag.
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { DATASETS } from '../../jobs/datasets/index.ts'
import { loadFx } from '../../jobs/fx.ts'
import { refresh } from '../../jobs/refresh.ts'
import { connectMcp } from '../helpers/mcp.ts'
import { removeDataDir, seededDataDir } from '../helpers/seeded.ts'
import { startTestServer, TEST_BASE_URL, type TestServer } from '../helpers/server.ts'

let server: TestServer
let dir: string
const listen = suite('mcp :: resource subscriptions')
listen.before(async () => {
  dir = await seededDataDir()
  server = await startTestServer({ DATA_DIR: dir })
})
listen.after(async () => {
  await server.close()
  await removeDataDir(dir)
})

listen('2026-07-28 :: a listener of latest.json hears resources/updated when a refresh rewrites it', async () => {
  const client = await connectMcp(server.url, '2026-07-28')
  const uri = `${TEST_BASE_URL}/data/latest.json`
  const heard: string[] = []
  let told: () => void = () => {}
  const notified = new Promise<void>((resolve) => {
    told = resolve
  })
  client.setNotificationHandler('notifications/resources/updated', (n: { params: { uri: string } }) => {
    heard.push(n.params.uri)
    if (n.params.uri === uri) told()
  })
  const subscription = await client.listen({ resourceSubscriptions: [uri] })
  const run = await refresh({
    store: server.store,
    datasets: DATASETS,
    fx: await loadFx(),
    date: '2026-11-25',
    offline: true,
    exportDir: join(dir, 'export'),
    baseUrl: TEST_BASE_URL,
  })
  assert.ok(run.status === 'ok' || run.status === 'partial', run.errors.join('; '))
  // Not a timing assertion: a guard so a missing notification fails instead of hanging the run.
  await Promise.race([
    notified,
    new Promise((_, reject) =>
      setTimeout(
        () => reject(new Error(`no resources/updated for ${uri}; heard ${heard.join(', ') || 'nothing'}`)),
        60_000,
      ).unref(),
    ),
  ])
  assert.ok(heard.includes(uri))
  assert.not.ok(
    heard.some((u) => !u.startsWith(`${TEST_BASE_URL}/data/`)),
    'only feed URIs',
  )
  await subscription.close()
  await client.close()
})

listen.run()
