// The cap on one answer: past it, REST and MCP refuse with INVALID_PARAMETER naming 'limit' and
// saying how to page, instead of sending megabytes; under it, the same query answers.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { z } from 'zod'
import { DEFAULT_MAX_ANSWER_BYTES } from '../../facade/response-cache.ts'
import { TOOLS } from '../../jobs/datasets/index.ts'
import { connectMcp, ERAS, type Era } from '../helpers/mcp.ts'
import { startAppBeside, startTestServer, type TestServer } from '../helpers/server.ts'

const CAP = 50_000
let base: TestServer
let capped: Awaited<ReturnType<typeof startAppBeside>>
let key: string

const cap = suite('answer cap :: REST and MCP')
cap.before(async () => {
  base = await startTestServer()
  key = (await base.key()).secret
  capped = await startAppBeside(base, { maxAnswerBytes: CAP })
})

const BIG = '/api/v1/llm-price-history?vendor=openai&limit=500'

cap('default :: 1 MiB', () => {
  assert.is(DEFAULT_MAX_ANSWER_BYTES, 2 ** 20)
})

cap('REST over the cap :: 400 INVALID_PARAMETER naming limit, saying to page', async () => {
  const full = await base.get(BIG, { key })
  assert.is(full.status, 200)
  assert.ok(Number((await full.arrayBuffer()).byteLength) > CAP)
  const res = await fetch(capped.url + BIG, { headers: { Authorization: `Bearer ${key}` } })
  assert.is(res.status, 400)
  const { error } = await res.json()
  assert.is(error.code, 'INVALID_PARAMETER')
  assert.is(error.parameter, 'limit')
  assert.is(error.max_bytes, CAP)
  assert.match(error.message, new RegExp(`over the ${CAP}-byte cap.*smaller page with 'limit'`))
})

cap('REST under the cap :: the same query with a small limit answers', async () => {
  const res = await fetch(`${capped.url}/api/v1/llm-price-history?vendor=openai&limit=20`, {
    headers: { Authorization: `Bearer ${key}` },
  })
  assert.is(res.status, 200)
  assert.is((await res.json()).items.length, 20)
})

for (const era of Object.keys(ERAS) as Era[]) {
  cap(`MCP ${era} over the cap :: a tool error with the same refusal; under it, the answer`, async () => {
    const client = await connectMcp(capped.url, era, { Authorization: `Bearer ${key}` })
    const over = await client.callTool({ name: 'get_llm_price_history', arguments: { vendor: 'openai', limit: 500 } })
    assert.is(over.isError, true)
    const { error } = JSON.parse((over.content as { text: string }[])[0].text)
    assert.is(error.code, 'INVALID_PARAMETER')
    assert.is(error.parameter, 'limit')
    const under = await client.callTool({ name: 'get_llm_price_history', arguments: { vendor: 'openai', limit: 20 } })
    assert.is((under.structuredContent as { items: unknown[] }).items.length, 20)
    await client.close()
  })
}

/** Arguments a tool needs besides its limit. */
const NEEDS: Record<string, Record<string, unknown>> = {
  get_llm_price_history: { vendor: 'openai' },
  get_workload_cost: { input_tokens: 1_000_000 },
}

/** Each tool at its largest page, and the history the cap was first measured on (1.36 MB on MCP). */
const LARGEST = [
  ...TOOLS.map((tool) => {
    const max = (z.toJSONSchema(tool.input, { io: 'input' }) as { properties?: { limit?: { maximum?: number } } })
      .properties?.limit?.maximum
    return { name: tool.name, args: { ...NEEDS[tool.name], ...(max ? { limit: max } : {}) } }
  }),
  { name: 'get_llm_price_history', args: { model: 'gpt-4o', since: '2024-01-01', limit: 1000 } },
]

/** A tools/call over plain HTTP, as each era sends it, and the bytes of the HTTP body that come back. */
async function wireCall(url: string, era: Era, name: string, args: Record<string, unknown>) {
  const modern = ERAS[era].mode !== 'legacy'
  const meta = {
    'io.modelcontextprotocol/protocolVersion': era,
    'io.modelcontextprotocol/clientInfo': { name: 't', version: '1' },
    'io.modelcontextprotocol/clientCapabilities': {},
  }
  const res = await fetch(`${url}/mcp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      Authorization: `Bearer ${key}`,
      'MCP-Protocol-Version': era,
      ...(modern ? { 'Mcp-Method': 'tools/call', 'Mcp-Name': name } : {}),
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name, arguments: args, ...(modern ? { _meta: meta } : {}) },
    }),
  })
  const bytes = Buffer.from(await res.arrayBuffer())
  const text = bytes.toString()
  const json = text.startsWith('{') ? text : text.slice(text.indexOf('data:') + 5, text.lastIndexOf('}') + 1)
  return { status: res.status, bytes: bytes.length, body: JSON.parse(json) }
}

for (const [label, server, max] of [
  ['the default cap', () => base.url, DEFAULT_MAX_ANSWER_BYTES],
  [`a ${CAP}-byte cap`, () => capped.url, CAP],
] as const) {
  cap(
    `MCP on the wire, ${label} :: every tool at its largest page answers within the cap or says to page`,
    async () => {
      let refused = 0
      for (const era of Object.keys(ERAS) as Era[]) {
        for (const { name, args } of LARGEST) {
          const { status, bytes, body } = await wireCall(server(), era, name, args)
          assert.is(status, 200, `${era} ${name}`)
          assert.ok(bytes <= max, `${era} ${name} ${JSON.stringify(args)}: ${bytes} bytes on the wire, cap ${max}`)
          if (body.result.isError) {
            const { error } = JSON.parse(body.result.content[0].text)
            assert.is(error.code, 'INVALID_PARAMETER', `${era} ${name}: ${error.message}`)
            assert.match(error.message, /over the \d+-byte cap/)
            refused++
          }
        }
      }
      // The history of gpt-4o at 1000 rows is over 1 MiB on MCP: it is refused, not sent.
      assert.ok(refused > 0)
    },
  )
}

cap.after(async () => {
  await capped.close()
  await base.close()
})
cap.run()
