// The /mcp fast path answers as the SDK would: the same requests to the app with the fast path and
// to the same app without it (every message through the SDK's per-request Server) give the same
// JSON-RPC answer, in both eras; the fast path answers JSON where the SDK answers 2025 calls with SSE.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { rpcMessage } from '../helpers/mcp.ts'
import { startAppBeside, startTestServer, type TestServer } from '../helpers/server.ts'

let fast: TestServer
let sdk: Awaited<ReturnType<typeof startAppBeside>>
let key: string

const META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 't', version: '1' },
  'io.modelcontextprotocol/clientCapabilities': {},
}

/** A JSON-RPC request as each era's client sends it. */
function request(era: 'legacy' | 'modern', method: string, params: Record<string, unknown> = {}, name?: string) {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json, text/event-stream',
  }
  if (era === 'legacy')
    return {
      headers: { ...headers, 'MCP-Protocol-Version': '2025-11-25' },
      body: { jsonrpc: '2.0', id: 7, method, params },
    }
  return {
    headers: {
      ...headers,
      'MCP-Protocol-Version': '2026-07-28',
      'Mcp-Method': method,
      ...(name ? { 'Mcp-Name': name } : {}),
    },
    body: { jsonrpc: '2.0', id: 7, method, params: { ...params, _meta: META } },
  }
}

async function post(url: string, req: ReturnType<typeof request>, withKey: boolean) {
  const res = await fetch(`${url}/mcp`, {
    method: 'POST',
    headers: { ...req.headers, ...(withKey ? { Authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify(req.body),
  })
  return { status: res.status, type: res.headers.get('content-type'), body: rpcMessage(await res.text()) }
}

const feedUri = 'https://data.example.test/data/latest.json'
const CASES: [string, string, Record<string, unknown>, string | undefined, boolean][] = [
  ['tools/list without a key', 'tools/list', {}, undefined, false],
  ['tools/list with a key', 'tools/list', {}, undefined, true],
  ['tools/call', 'tools/call', { name: 'get_price_changes', arguments: { limit: 3 } }, 'get_price_changes', false],
  [
    'tools/call, bad input',
    'tools/call',
    { name: 'get_price_changes', arguments: { limit: 'many' } },
    'get_price_changes',
    false,
  ],
  ['tools/call, unknown tool', 'tools/call', { name: 'get_nothing', arguments: {} }, 'get_nothing', false],
  [
    'tools/call, keyed tool without key',
    'tools/call',
    { name: 'get_llm_price_history', arguments: { model: 'gpt-4o' } },
    'get_llm_price_history',
    false,
  ],
  ['resources/list', 'resources/list', {}, undefined, false],
  ['resources/templates/list', 'resources/templates/list', {}, undefined, true],
  ['resources/read of a feed', 'resources/read', { uri: feedUri }, feedUri, false],
  [
    'resources/read of a price record',
    'resources/read',
    { uri: 'ai-market-data://llm-prices/gpt-4o' },
    'ai-market-data://llm-prices/gpt-4o',
    false,
  ],
  [
    'resources/read of nothing',
    'resources/read',
    { uri: 'ai-market-data://llm-prices/no-such-model' },
    'ai-market-data://llm-prices/no-such-model',
    false,
  ],
]

const same = suite('mcp fast path :: same answers as the SDK')
same.before(async () => {
  fast = await startTestServer()
  key = (await fast.key()).secret
  sdk = await startAppBeside(fast, { mcpFastPath: false })
})

for (const era of ['legacy', 'modern'] as const) {
  for (const [label, method, params, name, withKey] of CASES) {
    same(`${era}: ${label} :: equal JSON-RPC answers, fast one as JSON`, async () => {
      const req = request(era, method, params, name)
      const [a, b] = [await post(fast.url, req, withKey), await post(sdk.url, req, withKey)]
      assert.is(a.status, b.status)
      assert.equal(a.body, b.body)
      assert.match(a.type ?? '', /^application\/json/)
      if (era === 'legacy') assert.match(b.type ?? '', /^text\/event-stream/) // what the fast path spares the client
    })
  }
}

same('keyed tool without a key :: the error says a key lists it', async () => {
  const { body } = await post(
    fast.url,
    request('legacy', 'tools/call', { name: 'get_llm_price_history', arguments: {} }),
    false,
  )
  assert.is(body.error.code, -32602)
  assert.match(body.error.message, /get_llm_price_history needs an API key.*Authorization: Bearer/)
})

same('request bodies :: one sent in many chunks is read whole; one over 4 MiB is a 413 JSON-RPC error', async () => {
  const req = request('legacy', 'tools/call', { name: 'get_price_changes', arguments: { limit: 2 } })
  const text = JSON.stringify(req.body)
  const chunks = new ReadableStream({
    start(c) {
      for (let i = 0; i < text.length; i += 7) c.enqueue(new TextEncoder().encode(text.slice(i, i + 7)))
      c.close()
    },
  })
  const res = await fetch(`${fast.url}/mcp`, {
    method: 'POST',
    headers: req.headers,
    body: chunks,
    duplex: 'half',
  } as RequestInit)
  assert.is(res.status, 200)
  assert.is((await res.json()).result.structuredContent.items.length, 2)
  const big = await fetch(`${fast.url}/mcp`, {
    method: 'POST',
    headers: req.headers,
    body: `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"pad":"${'x'.repeat(4 * 2 ** 20)}"}}`,
  })
  assert.is(big.status, 413)
  assert.equal((await big.json()).error.code, -32000)
  assert.is((await fetch(`${fast.url}/healthz`)).status, 200)
})

same.after(async () => {
  await sdk.close()
  await fast.close()
})
same.run()
