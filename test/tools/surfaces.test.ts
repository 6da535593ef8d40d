// Every tool of the dataset list, on every surface, with no per-tool code: listed on /mcp (both
// eras; keyed tools only with a key) and callable with no arguments, in the server card, llms.txt
// and OpenAPI, its REST route and feed answering with the envelope.
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { TOOLS } from '../../jobs/datasets/index.ts'
import { restPath } from '../../tools/define.ts'
import { OFFERS_EXPLAINED } from '../../tools/price-domain.ts'
import { connectMcp, ERAS, type Era } from '../helpers/mcp.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

let server: TestServer
let key: string
const surfaces = suite('every tool of the list :: every surface')
surfaces.before(async () => {
  server = await startTestServer()
  key = (await server.key()).secret
})
surfaces.after(() => server.close())

for (const era of Object.keys(ERAS) as Era[]) {
  surfaces(`mcp ${era} :: each listed per its auth and callable without arguments`, async () => {
    const open = await connectMcp(server.url, era)
    const keyed = await connectMcp(server.url, era, { Authorization: `Bearer ${key}` })
    const openNames = (await open.listTools()).tools.map((t) => t.name)
    const keyedNames = (await keyed.listTools()).tools.map((t) => t.name)
    for (const tool of TOOLS) {
      assert.ok(keyedNames.includes(tool.name), `${tool.name} listed with a key`)
      assert.is(openNames.includes(tool.name), tool.auth === 'none', `${tool.name} without a key`)
      const args = tool.name === 'get_llm_price_history' ? { vendor: 'deepseek', limit: 5 } : (tool.example ?? {})
      const result = await keyed.callTool({ name: tool.name, arguments: args })
      assert.not.ok(result.isError, `${tool.name}: ${JSON.stringify(result.content).slice(0, 300)}`)
      const out = result.structuredContent as { as_of: string; source_url: string; license: string; sources: unknown[] }
      assert.match(out.as_of, /^\d{4}-\d{2}-\d{2}$/, tool.name)
      assert.ok(out.source_url && out.license && out.sources.length, tool.name)
    }
    await open.close()
    await keyed.close()
  })
}

surfaces('discovery :: server card, llms.txt and OpenAPI name every tool, route and feed', async () => {
  const card = await (await server.get('/.well-known/mcp/server-card.json')).json()
  const llms = await (await server.get('/llms.txt')).text()
  const openapi = await (await server.get('/openapi.json')).json()
  assert.equal(
    card.tools.map((t: { name: string }) => t.name),
    TOOLS.map((t) => t.name),
  )
  for (const tool of TOOLS) {
    assert.ok(llms.includes(`[${tool.name}]`), `llms.txt ${tool.name}`)
    assert.ok(card.description.includes(`${tool.name}:`), `instructions ${tool.name}`)
    if (tool.rest) assert.ok(openapi.paths[`/api/v1${restPath(tool.name)}`], `openapi ${tool.name}`)
    if (tool.feed) {
      assert.ok(openapi.paths[`/data/${tool.feed.file}`], `openapi feed ${tool.feed.file}`)
      assert.ok(llms.includes(`/data/${tool.feed.file}`), `llms.txt feed ${tool.feed.file}`)
    }
  }
})

surfaces('offers :: the same two sentences in README, llms.txt, OpenAPI, the MCP handshake and the tools', async () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
  assert.ok(readme.includes(OFFERS_EXPLAINED), 'README')
  assert.ok((await (await server.get('/llms.txt')).text()).includes(OFFERS_EXPLAINED), 'llms.txt')
  const openapi = await (await server.get('/openapi.json')).json()
  assert.ok(openapi.info.description.includes(OFFERS_EXPLAINED), 'OpenAPI info')
  const client = await connectMcp(server.url, '2026-07-28')
  assert.ok(client.getInstructions()?.includes(OFFERS_EXPLAINED), 'MCP instructions')
  const listed = new Map((await client.listTools()).tools.map((t) => [t.name, t]))
  await client.close()
  assert.ok(listed.get('get_llm_prices')?.description?.includes(OFFERS_EXPLAINED), 'get_llm_prices')
  // The tools that take an offer say what their default is, and take seller and region.
  for (const name of ['get_llm_prices', 'get_official_prices', 'get_workload_cost']) {
    const t = listed.get(name)!
    assert.ok(
      ['seller', 'region'].every((p) => p in (t.inputSchema.properties ?? {})),
      `${name} takes an offer`,
    )
    if (name !== 'get_llm_prices') assert.match(t.description ?? '', /headline offer/, name)
  }
  const path = openapi.paths['/api/v1/workload-cost'].get
  assert.ok(
    ['seller', 'region'].every((p) => path.parameters.some((x: { name: string }) => x.name === p)),
    'OpenAPI parameters',
  )
})

surfaces('rest and feeds :: each answers 200 with as_of, source_url and license', async () => {
  for (const tool of TOOLS) {
    if (tool.rest) {
      const query =
        tool.name === 'get_llm_price_history'
          ? '?vendor=deepseek&limit=5'
          : tool.example
            ? `?${new URLSearchParams(Object.entries(tool.example).map(([k, v]) => [k, String(v)]))}`
            : ''
      const res = await server.get(`/api/v1${restPath(tool.name)}${query}`, { key })
      assert.is(res.status, 200, tool.name)
      const body = await res.json()
      assert.ok(body.as_of && body.source_url && body.license, tool.name)
    }
    if (tool.feed?.contentType === 'application/json') {
      const res = await server.get(`/data/${tool.feed.file}`)
      assert.is(res.status, 200, tool.feed.file)
      const body = await res.json()
      assert.ok(
        body.as_of && body.source_url === `${server.config.baseUrl}/data/${tool.feed.file}` && body.license,
        tool.feed.file,
      )
    }
  }
})

surfaces.run()
