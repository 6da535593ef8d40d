// Issue "Serving at speed and under abuse", acceptance 2: every list tool pages with limit and
// cursor; walking all pages gives every record exactly once; every default answer is under 100 KB.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { TOOLS } from '../../jobs/datasets/index.ts'
import { connectMcp } from '../helpers/mcp.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

let server: TestServer
let key: string
const paging = suite('list tools :: paging')
paging.before(async () => {
  server = await startTestServer()
  key = (await server.key()).secret
})
paging.after(() => server.close())

const listTools = TOOLS.filter((t) => 'cursor' in t.input.shape)

paging('every list tool :: all pages give every record of the feed exactly once', async () => {
  const client = await connectMcp(server.url, '2026-07-28', { Authorization: `Bearer ${key}` })
  assert.ok(listTools.length >= 10, `${listTools.length} list tools`)
  for (const tool of listTools) {
    let whole =
      tool.feed?.contentType === 'application/json'
        ? (await (await server.get(`/data/${tool.feed.file}`)).json()).items
        : undefined
    // History is a series per model: one model's, 100 rows a page, checked against its total.
    // The price index is a series per group, paged newest first: the whole ALL series.
    const index = tool.name === 'get_price_index'
    if (index) whole = whole.filter((i: { group: string }) => i.group === 'ALL').reverse()
    const args =
      tool.name === 'get_llm_price_history'
        ? { model: 'gpt-4o', limit: 100 }
        : index
          ? { group: 'ALL', since: '2023-01-01', limit: 300 }
          : { limit: 7 }
    let total = 0
    const seen: string[] = []
    let cursor: string | undefined
    let pages = 0
    do {
      const result = await client.callTool({ name: tool.name, arguments: { ...args, ...(cursor ? { cursor } : {}) } })
      assert.not.ok(result.isError, `${tool.name}: ${JSON.stringify(result.content).slice(0, 200)}`)
      const out = result.structuredContent as {
        items: { id?: string }[]
        next_cursor: string | null
        total: number
        count: number
      }
      assert.is(out.count, out.items.length)
      seen.push(...out.items.map((i) => JSON.stringify(i)))
      total = out.total
      cursor = out.next_cursor ?? undefined
      pages++
      assert.ok(pages < 1000, tool.name)
    } while (cursor)
    assert.is(new Set(seen).size, seen.length, `${tool.name}: a record seen twice`)
    assert.is(seen.length, total, `${tool.name}: every record`)
    if (whole)
      assert.equal(
        seen,
        whole.map((i: object) => JSON.stringify(i)),
        `${tool.name}: pages = feed`,
      )
  }
  await client.close()
})

paging('every tool :: the default answer is under 25 KB', async () => {
  const client = await connectMcp(server.url, '2026-07-28', { Authorization: `Bearer ${key}` })
  const failed: string[] = []
  for (const tool of TOOLS) {
    const args = tool.name === 'get_llm_price_history' ? { vendor: 'openai' } : (tool.example ?? {})
    const result = await client.callTool({ name: tool.name, arguments: args })
    const size = JSON.stringify(result.structuredContent).length
    console.log(`  ${tool.name.padEnd(28)} ${size} bytes`)
    if (size >= 25_000) failed.push(`${tool.name}: ${size} bytes`)
  }
  await client.close()
  assert.equal(failed, [], 'every default answer under 25 KB')
})

paging('a cursor from older data :: 400 naming cursor, start again', async () => {
  const stale = Buffer.from('2020-01-01|7').toString('base64url')
  const res = await server.get(`/api/v1/cloud-agents?cursor=${stale}`, { key })
  assert.is(res.status, 400)
  const body = await res.json()
  assert.is(body.error.parameter, 'cursor')
  assert.match(body.error.message, /start again/)
})

paging.run()
