import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { z } from 'zod'
import { defineTool } from '../../tools/define.ts'
import { envelope } from '../../tools/envelope.ts'
import { TOOLS } from '../../jobs/datasets/index.ts'
import { llmsTxt } from '../../wellknown/llms-txt.ts'
import { serverCard } from '../../wellknown/server-card.ts'
import { openApiDocument } from '../../facade/openapi.ts'
import { startTestServer, TEST_BASE_URL, type TestServer } from '../helpers/server.ts'

// Test-only tool: never registered in tools/index.ts, it only shows the documents follow the list.
const sampleTool = defineTool({
  name: 'get_test_only_sample',
  title: 'Test-only sample',
  description: 'A test-only tool (no data).',
  auth: 'none',
  rest: true,
  feed: { file: 'agents.json', contentType: 'application/json' },
  input: z.strictObject({ query: z.string().optional().describe('Search text') }),
  output: envelope.extend({ items: z.array(z.string()).describe('Nothing') }),
  async handler() {
    return { as_of: '2026-01-01', sources: [], items: [] }
  },
})

const generated = suite('discovery :: generated from the tool list')

generated('a new tool :: appears in the server card, llms.txt and OpenAPI with no other edit', () => {
  const tools = [...TOOLS, sampleTool]
  const card = serverCard(tools, TEST_BASE_URL)
  assert.ok(card.tools.some((t) => t.name === 'get_test_only_sample'))
  assert.ok(serverCard(TOOLS, TEST_BASE_URL).tools.every((t) => t.name !== 'get_test_only_sample'))
  const text = llmsTxt(tools, TEST_BASE_URL)
  assert.match(text, /get_test_only_sample/)
  assert.match(text, /\/api\/v1\/test-only-sample/)
  assert.ok(openApiDocument(tools, TEST_BASE_URL).paths['/api/v1/test-only-sample'])
})

generated('server card :: every tool with a non-empty input schema and its auth', () => {
  const card = serverCard(TOOLS, TEST_BASE_URL)
  assert.equal(
    card.tools.map((t) => t.name),
    TOOLS.map((t) => t.name),
  )
  for (const tool of card.tools) {
    assert.is(tool.inputSchema.type, 'object')
    assert.ok(Object.keys(tool.inputSchema.properties ?? {}).length > 0, tool.name)
  }
  assert.is(card.tools.find((t) => t.name === 'get_llm_price_history')!.auth, 'key')
  assert.equal(card.remotes[0].supportedProtocolVersions, ['2025-11-25', '2026-07-28'])
  assert.is(card.remotes[0].url, `${TEST_BASE_URL}/mcp`)
})

generated('llms.txt :: llmstxt.org structure (H1, blockquote, H2 sections of links)', () => {
  const lines = llmsTxt(TOOLS, TEST_BASE_URL).split('\n')
  assert.match(lines[0], /^# \S/)
  assert.is(lines.filter((l) => l.startsWith('# ')).length, 1, 'one H1')
  const quote = lines.findIndex((l) => l.startsWith('> '))
  assert.ok(quote > 0 && lines.slice(1, quote).every((l) => l === ''), 'summary blockquote right after the H1')
  const sections = lines.filter((l) => l.startsWith('## ')).map((l) => l.slice(3))
  assert.equal(sections, ['Feeds', 'API endpoints', 'MCP', 'OpenAPI', 'How to cite'])
  let section = ''
  for (const line of lines) {
    if (line.startsWith('## ')) section = line
    else if (section && line) assert.match(line, /^- \[[^\]]+\]\(https?:\/\/[^)]+\)(: .+)?$/, line)
  }
})

generated.run()

let server: TestServer
const served = suite('discovery :: served')
served.before(async () => {
  server = await startTestServer()
})

served('server card :: at /.well-known/mcp/server-card.json and /mcp/server-card', async () => {
  const a = await (await server.get('/.well-known/mcp/server-card.json')).json()
  const b = await (await server.get('/mcp/server-card')).json()
  assert.equal(a, b)
  assert.is(a.version, '1.0.0')
})

served('llms.txt :: text, names the MCP config and how to cite', async () => {
  const res = await server.get('/llms.txt')
  assert.match(res.headers.get('content-type') ?? '', /^text\/markdown/)
  const text = await res.text()
  assert.match(text, /"Authorization": "Bearer <API_KEY>"/)
  assert.match(text, /## How to cite/)
})
served.after(() => server.close())
served.run()
