// get_llm_prices by seller and region: the items that have such an offer, each offer in its seller's currency.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { connectMcp } from '../../helpers/mcp.ts'
import { startTestServer, type TestServer } from '../../helpers/server.ts'
import type { Offer } from '../../../tools/price-domain.ts'

let server: TestServer
const test = suite('llm prices :: seller and region')
test.before(async () => {
  server = await startTestServer()
})
test.after(() => server.close())

type Item = { model: string; vendor: string; offers: Offer[] }
const call = async (args: Record<string, unknown>) => {
  const client = await connectMcp(server.url, '2026-07-28')
  const res = await client.callTool({ name: 'get_llm_prices', arguments: args })
  await client.close()
  return res
}
const items = async (args: Record<string, unknown>) => ((await call(args)).structuredContent as { items: Item[] }).items

test('qwen-max in region cn is the mainland CNY offer, in region intl the USD one', async () => {
  const [cn] = await items({ model: 'qwen-max', region: 'cn' })
  assert.equal(
    cn.offers.filter((o) => o.region === 'cn').map((o) => [o.id, o.currency, o.input, o.output]),
    // The 模型调用价格 page: 'qwen-max 中国内地 仅非思考模式 无阶梯计价 2.4元 9.6元'.
    [['qwen-max@alibaba/cn', 'CNY', 2.4, 9.6]],
  )
  const [intl] = await items({ model: 'qwen-max', region: 'intl' })
  assert.ok(intl.offers.some((o) => o.id === 'qwen-max@alibaba/intl' && o.currency === 'USD'))
})

test('seller=google-cloud finds the Claude models Google Cloud lists, none filed under it as developer', async () => {
  const list = await items({ seller: 'google-cloud', limit: 1000 })
  const claude = list.filter((r) => r.model.startsWith('claude-'))
  // Its price page's Claude tab (Opus, Sonnet, Haiku 4.5 and later, Fable).
  assert.ok(claude.length >= 10, `${claude.length}`)
  for (const r of claude) assert.is(r.vendor, 'anthropic')
  // Google's partner deprecations page closed the Claude 3 models to new customers: no current offer of Google's.
  const google = await items({ seller: 'google', limit: 1000 })
  assert.equal(
    google.filter((r) => r.model.startsWith('claude-')).map((r) => r.model),
    [],
  )
})

test('a region that is not cn or intl is an error naming the parameter', async () => {
  const res = await call({ region: 'eu' })
  assert.ok(res.isError)
  assert.match(JSON.stringify(res.content), /region/)
})

test.run()
