// One door into the MCP methods: whichever way a tools/call comes in (the shortcut before Koa, Koa's
// route for a chunked body, the SDK's server as the app without its fast path runs it, the real SDK
// client in both eras), a cache miss validates its arguments exactly once and a repeat not at all, and every way
// gives the same answer. A second door (or a second validation behind the cache) breaks the counts.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createApp } from '../../facade/app.ts'
import { TOOLS } from '../../jobs/datasets/index.ts'
import type { AnyTool } from '../../tools/define.ts'
import { connectMcp, rpcMessage } from '../helpers/mcp.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

const NAME = 'get_price_changes'
let validations = 0
/** The real tool with its real schema, counting each time that schema runs. */
const counted = (tool: AnyTool): AnyTool =>
  tool.name === NAME
    ? {
        ...tool,
        input: tool.input.superRefine(() => {
          validations++
        }) as AnyTool['input'],
      }
    : tool

let base: TestServer
let url: string
let sdkUrl: string
const closing: (() => Promise<void>)[] = []

/** An app over the test server's store serving the counted tool, on an ephemeral port. */
async function counting(opts: { mcpFastPath?: boolean } = {}) {
  const app = createApp(base.config, base.store, TOOLS.map(counted), undefined, opts)
  const server = createServer(app.serverOptions, app.handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closing.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const door = suite('mcp door :: one validation per cache miss, whichever way in')
door.before(async () => {
  base = await startTestServer()
  url = await counting()
  // Everything through the SDK's per-request Server (initialize, SSE-only clients, odd messages go there).
  sdkUrl = await counting({ mcpFastPath: false })
})

const call = (limit: number) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: NAME, arguments: { limit } } })
const legacy = { 'Content-Type': 'application/json', 'MCP-Protocol-Version': '2025-11-25' }

/** The ways a raw POST comes in, by what it sends. */
const WAYS: [string, (limit: number) => Promise<Response>][] = [
  [
    'the shortcut before Koa (a small body of stated length)',
    (limit) =>
      fetch(`${url}/mcp`, {
        method: 'POST',
        headers: { ...legacy, Accept: 'application/json, text/event-stream' },
        body: call(limit),
      }),
  ],
  [
    "Koa's route (a chunked body)",
    (limit) =>
      fetch(`${url}/mcp`, {
        method: 'POST',
        headers: { ...legacy, Accept: 'application/json' },
        body: new Blob([call(limit)]).stream(),
        duplex: 'half',
      } as RequestInit),
  ],
  [
    "the SDK's server",
    (limit) =>
      fetch(`${sdkUrl}/mcp`, {
        method: 'POST',
        headers: { ...legacy, Accept: 'application/json, text/event-stream' },
        body: call(limit),
      }),
  ],
]

const resultOf = async (res: Response) => rpcMessage(await res.text()).result

WAYS.forEach(([way, send], i) => {
  door(`${way} :: one validation on a miss, none on a repeat, the shortcut's answer`, async () => {
    const limit = 2 + i
    validations = 0
    const first = await send(limit)
    assert.is(first.status, 200)
    const answer = await resultOf(first)
    assert.is(validations, 1)
    assert.is((await send(limit)).status, 200)
    assert.is(validations, 1)
    assert.equal(answer.structuredContent.items.length, limit)
    assert.equal(answer, await resultOf(await WAYS[0][1](limit)))
  })
})

for (const [i, era] of (['2025-11-25', '2026-07-28'] as const).entries()) {
  door(`the SDK client, ${era} :: one validation on a miss`, async () => {
    const client = await connectMcp(url, era)
    validations = 0
    const result = await client.callTool({ name: NAME, arguments: { limit: 10 + i } })
    assert.is((result.structuredContent as { items: unknown[] }).items.length, 10 + i)
    assert.is(validations, 1)
    await client.callTool({ name: NAME, arguments: { limit: 10 + i } })
    assert.is(validations, 1)
    await client.close()
  })
}

door('REST shares the door behind it :: one validation on a miss', async () => {
  validations = 0
  const key = (await base.key()).secret
  const res = await fetch(`${url}/api/v1/price-changes?limit=7`, { headers: { Authorization: `Bearer ${key}` } })
  assert.is(res.status, 200)
  assert.is(validations, 1)
})

door.after(async () => {
  for (const close of closing) await close()
  await base.close()
})
door.run()
