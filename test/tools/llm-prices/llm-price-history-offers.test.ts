// get_llm_price_history and get_price_changes by offer, through the real app (REST and MCP): seller and
// region pick one offer of a model; a model alone answers its served price, one row a day; a value no
// offer has, or seller and region without a model, is a 400 naming the parameter.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { connectMcp } from '../../helpers/mcp.ts'
import { startTestServer, type TestServer } from '../../helpers/server.ts'

let server: TestServer
let key: string
const test = suite('price history and changes :: seller and region')
test.before(async () => {
  server = await startTestServer()
  key = (await server.key()).secret
})
test.after(() => server.close())

type Row = Record<string, string | number | boolean | null>
const history = async (query: string) => {
  const res = await server.get(`/api/v1/llm-price-history?${query}`, { key })
  return { status: res.status, body: (await res.json()) as { items: Row[]; total: number; error?: unknown } }
}

test("qwen-max in mainland China :: Alibaba's CNY page, 2.4元 / 9.6元 per 1M", async () => {
  const { status, body } = await history('model=qwen-max&seller=alibaba&region=cn&until=2026-11-25&limit=5')
  assert.is(status, 200)
  assert.ok(body.items.length > 0)
  for (const row of body.items)
    assert.equal([row.offer, row.seller, row.region], ['qwen-max@alibaba/cn', 'alibaba', 'cn'])
  const last = body.items.at(-1)!
  // 模型调用价格 (help.aliyun.com/zh/model-studio/model-pricing, a copy of 2026-06-08 or later):
  // "qwen-max ... 中国内地 ... 无阶梯计价 2.4元 9.6元" per 1M tokens.
  assert.equal([last.date, last.native_currency, last.input_cny, last.output_cny], ['2026-11-25', 'CNY', 2.4, 9.6])
  assert.ok(String(last.source_url).startsWith('https://help.aliyun.com/'), String(last.source_url))
})

test('qwen-max :: the international offer is another series; each offer one row a day', async () => {
  const intl = await history('model=qwen-max&seller=alibaba&region=intl&until=2026-11-25&limit=5')
  assert.is(intl.status, 200)
  for (const row of intl.body.items) assert.equal([row.offer, row.native_currency], ['qwen-max@alibaba/intl', 'USD'])
  const served = await history('model=qwen-max&until=2026-11-25&limit=60')
  const days = served.body.items.map((r) => r.date)
  assert.is(new Set(days).size, days.length, 'the served price: one row a day')
  const cn = await history('model=qwen-max&region=cn&limit=1000')
  const cnDays = cn.body.items.map((r) => r.date)
  assert.is(new Set(cnDays).size, cnDays.length, 'one offer: one row a day')
})

test('form=periods :: an offer asked by region pages as periods too', async () => {
  const { status, body } = await history('model=qwen-max&region=cn&form=periods')
  assert.is(status, 200)
  assert.ok(body.items.length >= 2)
  const inputs = body.items.map((p) => (p as unknown as { input: number }).input)
  // 40 元 until a catalogue showed the mainland page's 2.4 元 (2025-02-06); the undated old page's 20 元
  // stands for no day (its days are unknown).
  assert.ok(inputs.includes(40) && inputs.includes(2.4), JSON.stringify(inputs))
  assert.not.ok(inputs.includes(20), JSON.stringify(inputs))
})

test('bad values :: 400 naming the parameter', async () => {
  for (const [query, parameter] of [
    ['model=qwen-max&region=eu', 'region'],
    ['model=qwen-max&seller=nobody', 'seller'],
    ['vendor=alibaba&seller=alibaba', 'seller'],
  ]) {
    const { status, body } = await history(query)
    assert.is(status, 400, query)
    assert.match(JSON.stringify(body), parameter, query)
  }
})

test('MCP :: the same offer rows as REST', async () => {
  const client = await connectMcp(server.url, '2026-07-28', { Authorization: `Bearer ${key}` })
  const args = { model: 'qwen-max', seller: 'alibaba', region: 'cn', limit: 3 }
  const mcp = await client.callTool({ name: 'get_llm_price_history', arguments: args })
  const rest = await history('model=qwen-max&seller=alibaba&region=cn&limit=3')
  assert.equal((mcp.structuredContent as { items: unknown[] }).items, rest.body.items)
  await client.close()
})

test('price changes :: by default the served series; by seller and region every offer of them', async () => {
  const all = (await (await server.get('/api/v1/price-changes?limit=1000', { key })).json()) as { items: Row[] }
  assert.ok(all.items.length > 0)
  assert.ok(all.items.every((c) => c.headline !== false))
  const cn = (await (await server.get('/api/v1/price-changes?region=cn&limit=1000', { key })).json()) as {
    items: Row[]
  }
  assert.ok(cn.items.length > 0)
  assert.ok(cn.items.every((c) => String(c.offer).endsWith('/cn')))
  const res = await server.get('/api/v1/price-changes?seller=alibaba&region=intl&limit=1000', { key })
  assert.is(res.status, 200)
  const intl = ((await res.json()) as { items: Row[] }).items
  assert.ok(intl.every((c) => String(c.offer).endsWith('@alibaba/intl')))
  // qwen-max's series is served from Alibaba's mainland list; its international page ("Last Updated:Dec 16,
  // 2024 ... qwen-max ... $0.0100 ... $0.0300" per 1,000 tokens) is its own offer, added that day.
  const added = intl.find((c) => c.offer === 'qwen-max@alibaba/intl' && c.kind === 'added')
  assert.equal(added && [added.date, added.currency, added.input_after, added.output_after, added.headline], [
    '2024-12-16',
    'USD',
    10,
    30,
    false,
  ])
  for (const [query, parameter] of [
    ['region=eu', 'region'],
    ['seller=nobody', 'seller'],
  ]) {
    const res = await server.get(`/api/v1/price-changes?${query}`, { key })
    assert.is(res.status, 400, query)
    assert.match(await res.text(), parameter, query)
  }
})

test.run()
