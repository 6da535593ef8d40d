// get_official_prices by offer, through the real app (REST and the real MCP SDK client): a model asked
// alone answers with the rows of its headline offer and names the others; seller and region pick one;
// bad values are refused by name. qwen-max has two offers in data/official: Alibaba's mainland page
// (help.aliyun.com, CNY) and its international page (alibabacloud.com, USD, table alibaba-intl).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { connectMcp } from '../../helpers/mcp.ts'
import { startTestServer, type TestServer } from '../../helpers/server.ts'

let server: TestServer
let key: string
const official = suite('get_official_prices :: offers')
official.before(async () => {
  server = await startTestServer()
  key = (await server.key()).secret
})
official.after(() => server.close())

interface Answer {
  note?: string
  items: { model: string; seller: string; currency: string; url: string }[]
}
const get = async (query: string) => {
  const res = await server.get(`/api/v1/official-prices?${query}`, { key })
  return { status: res.status, body: await res.json() }
}

official('a model alone :: the rows of its headline offer (mainland, CNY), the other offer named', async () => {
  const { status, body } = await get('model=qwen-max&limit=50')
  const a = body as Answer
  assert.is(status, 200)
  assert.ok(a.items.length > 0)
  assert.ok(
    a.items.every((r) => r.seller === 'alibaba' && r.currency === 'CNY' && r.url.includes('help.aliyun.com')),
    JSON.stringify(a.items.map((r) => [r.seller, r.url])),
  )
  assert.match(a.note ?? '', /headline offer qwen-max@alibaba\/cn; also qwen-max@alibaba\/intl/)
})

official('seller and region :: the international offer, over MCP too', async () => {
  const rest = (await get('model=qwen-max&seller=alibaba&region=intl&limit=50')).body as Answer
  assert.ok(rest.items.length > 0)
  assert.ok(rest.items.every((r) => r.seller === 'alibaba-intl' && r.currency === 'USD'))
  const client = await connectMcp(server.url, '2026-07-28')
  const r = await client.callTool({
    name: 'get_official_prices',
    arguments: { model: 'qwen-max', region: 'intl', limit: 50 },
  })
  await client.close()
  assert.not.ok(r.isError)
  assert.equal(
    (r.structuredContent as unknown as Answer).items.map((x) => x.url),
    rest.items.map((x) => x.url),
  )
})

official('bad values :: 400 naming the parameter on REST, a tool error naming it on MCP', async () => {
  for (const [query, parameter] of [
    ['region=eu', 'region'],
    ['seller=Not%20A%20Seller', 'seller'],
  ]) {
    const { status, body } = await get(query)
    assert.is(status, 400, query)
    assert.is(body.error.parameter, parameter, query)
  }
  const client = await connectMcp(server.url, '2025-11-25')
  const r = await client.callTool({ name: 'get_official_prices', arguments: { region: 'eu' } })
  await client.close()
  assert.is(r.isError, true)
  assert.is(JSON.parse((r.content as { text: string }[])[0].text).error.parameter, 'region')
})

official.run()
