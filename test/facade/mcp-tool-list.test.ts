// a tool list an assistant can afford (tools/list with every tool under
// 40 KB), and every tool's real answer valid against the outputSchema it lists, in both eras.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { TOOLS } from '../../jobs/datasets/index.ts'
import { outlineSchema, jsonSchema } from '../../tools/json-schema.ts'
import { connectMcp, ERAS, type Era } from '../helpers/mcp.ts'
import { startTestServer, TEST_BASE_URL, type TestServer } from '../helpers/server.ts'

let server: TestServer
let key: string
const list = suite('mcp :: tool list')
list.before(async () => {
  server = await startTestServer()
  key = (await server.key()).secret
})
list.after(() => server.close())

const argsOf = (name: string, example?: Record<string, unknown>) =>
  name === 'get_llm_price_history' ? { vendor: 'deepseek', limit: 5 } : (example ?? {})

list('tools/list :: every tool listed in under 40 KB, each output schema naming its fields', async () => {
  const res = await fetch(`${server.url}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
      authorization: `Bearer ${key}`,
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  })
  const text = await res.text()
  const tools = JSON.parse(text).result.tools as {
    name: string
    outputSchema: { properties: Record<string, unknown> }
  }[]
  // Bytes on the wire (UTF-8: the procurement filters carry Chinese keywords), under 40 KB read as
  // 40,000 bytes, the stricter of the two readings.
  const bytes = Buffer.byteLength(text)
  console.log(`  tools/list: ${tools.length} tools, ${bytes} bytes`)
  assert.is(tools.length, TOOLS.length)
  assert.ok(bytes < 40_000, `tools/list is ${bytes} bytes`)
  for (const t of tools) {
    assert.ok(Object.keys(t.outputSchema.properties).length >= 4, `${t.name}: an output schema with its fields`)
    assert.ok(
      'as_of' in t.outputSchema.properties && 'source_url' in t.outputSchema.properties,
      `${t.name}: the envelope`,
    )
  }
})

for (const era of Object.keys(ERAS) as Era[]) {
  list(`${era} :: every tool's answer validates against its listed outputSchema and its full schema`, async () => {
    const client = await connectMcp(server.url, era, { Authorization: `Bearer ${key}` })
    const listed = new Map((await client.listTools()).tools.map((t) => [t.name, t.outputSchema]))
    const ajv = new Ajv2020({ strict: false, validateFormats: false })
    for (const tool of TOOLS) {
      const result = await client.callTool({ name: tool.name, arguments: argsOf(tool.name, tool.example) })
      assert.not.ok(result.isError, `${tool.name}: ${JSON.stringify(result.content).slice(0, 200)}`)
      for (const [which, schema] of [
        ['listed', listed.get(tool.name)],
        ['full', jsonSchema(tool.output, 'output')],
      ] as const) {
        const ok = ajv.validate(schema as object, result.structuredContent)
        assert.ok(ok, `${tool.name} (${which}): ${ajv.errorsText()}`)
      }
    }
    await client.close()
  })
}

list("every answer's source_url :: a person opens it without a key (200 to a GET)", async () => {
  const client = await connectMcp(server.url, '2026-07-28', { Authorization: `Bearer ${key}` })
  for (const tool of TOOLS) {
    const result = await client.callTool({ name: tool.name, arguments: argsOf(tool.name, tool.example) })
    const url = (result.structuredContent as { source_url: string }).source_url
    assert.ok(url.startsWith(TEST_BASE_URL), `${tool.name}: ${url}`)
    const res = await fetch(server.url + url.slice(TEST_BASE_URL.length))
    assert.is(res.status, 200, `${tool.name}: GET ${url}`)
    await res.arrayBuffer()
  }
  await client.close()
})

list('get_llm_price_history :: its listed inputSchema refuses {} and takes model or vendor', async () => {
  const client = await connectMcp(server.url, '2025-11-25', { Authorization: `Bearer ${key}` })
  const schema = (await client.listTools()).tools.find((t) => t.name === 'get_llm_price_history')!.inputSchema
  const ajv = new Ajv2020({ strict: false })
  assert.not.ok(ajv.validate(schema, {}), 'model or vendor is required')
  assert.ok(ajv.validate(schema, { model: 'gpt-4o' }) && ajv.validate(schema, { vendor: 'openai' }))
  await client.close()
})

list('outline :: a record list keeps its field names and types at the top, and still refuses a wrong type', () => {
  const full = jsonSchema(TOOLS.find((t) => t.name === 'get_llm_prices')!.output, 'output')
  const outline = outlineSchema(full) as {
    properties: Record<string, { type?: unknown; items?: { properties: object } }>
  }
  assert.equal(outline.properties.total.type, 'integer')
  assert.ok('input_usd' in outline.properties.items.items!.properties)
  const ajv = new Ajv2020({ strict: false })
  assert.not.ok(ajv.validate(outline, { as_of: 1 }), 'as_of must be a string')
})

list.run()
