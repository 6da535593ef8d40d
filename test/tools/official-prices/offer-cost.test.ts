// get_workload_cost across a model's offers, through the real app (REST and the real MCP SDK client):
// the headline offer by default, the seller and region asked otherwise, every offer of a model with
// several costed in its own currency and the answer's, the cheapest named; bad values refused by name.
// qwen-max, worked by hand from data/official: Alibaba's mainland price page (help.aliyun.com
// model-pricing, 2026-06-08) "qwen-max 中国内地 仅非思考模式 无阶梯计价 2.4元 9.6元" per 1M tokens; its
// international page (alibabacloud.com, 2025-04-03) "Minimum input price (1,000 tokens) | $0.0016",
// "Minimum output price | $0.0064" (1.6 / 6.4 USD per 1M).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { connectMcp } from '../../helpers/mcp.ts'
import { startTestServer, type TestServer } from '../../helpers/server.ts'

let server: TestServer
let key: string
const offers = suite('get_workload_cost :: offers')
offers.before(async () => {
  server = await startTestServer()
  key = (await server.key()).secret
})
offers.after(() => server.close())

interface Item {
  model: string
  offer?: string
  billed_in: string
  total: number
  fx: { cny_per_usd: number } | null
  offers?: { offer: string; billed_in?: string; native_total?: number; total?: number; unpriced?: string }[]
  cheapest_offer?: string
}
interface Answer {
  items: Item[]
  unpriced: { model: string; reason: string }[]
}
const month = { input_tokens: 1_000_000, output_tokens: 1_000_000 }

async function mcpCall(args: Record<string, unknown>) {
  const client = await connectMcp(server.url, '2026-07-28')
  const r = await client.callTool({ name: 'get_workload_cost', arguments: args })
  await client.close()
  return r
}
async function ask(args: Record<string, unknown>): Promise<Answer> {
  const r = await mcpCall(args)
  assert.not.ok(r.isError, JSON.stringify(r.content).slice(0, 300))
  return r.structuredContent as unknown as Answer
}

offers(
  'default :: the headline offer (mainland CNY), each offer costed natively and converted, cheapest named',
  async () => {
    const [item] = (await ask({ models: 'qwen-max', ...month, currency: 'USD' })).items
    assert.equal([item.offer, item.billed_in], ['qwen-max@alibaba/cn', 'CNY'])
    const rate = item.fx!.cny_per_usd
    assert.ok(rate > 6 && rate < 8, `rate ${rate}`)
    const cn = item.offers!.find((o) => o.offer === 'qwen-max@alibaba/cn')!
    const intl = item.offers!.find((o) => o.offer === 'qwen-max@alibaba/intl')!
    assert.equal([cn.billed_in, cn.native_total], ['CNY', 2.4 + 9.6])
    assert.equal([intl.billed_in, intl.native_total, intl.total], ['USD', 1.6 + 6.4, 1.6 + 6.4])
    assert.ok(Math.abs(cn.total! - 12 / rate) < 1e-3, `${cn.total} vs ${12 / rate}`)
    assert.is(item.total, cn.total)
    // 12 CNY (about 1.8 USD) against 8 USD: the mainland offer is the cheaper.
    assert.is(item.cheapest_offer, 'qwen-max@alibaba/cn')
  },
)

offers('region :: the international offer asked, billed in USD; a one-offer model lists no comparison', async () => {
  const a = await ask({ models: 'qwen-max,claude-fable-5-2', ...month, region: 'intl', currency: 'USD' })
  const qwen = a.items.find((i) => i.model === 'qwen-max')!
  assert.equal([qwen.offer, qwen.billed_in, qwen.total, qwen.fx], ['qwen-max@alibaba/intl', 'USD', 8, null])
  const claude = a.items.find((i) => i.model === 'claude-fable-5-2')!
  assert.equal(
    [claude.offer, claude.offers, claude.cheapest_offer],
    ['claude-fable-5-2@anthropic/intl', undefined, undefined],
  )
})

offers('seller and region :: a model with no such offer is unpriced, saying which offers it has', async () => {
  const a = await ask({ models: 'claude-fable-5-2', ...month, seller: 'alibaba', region: 'cn' })
  assert.is(a.items.length, 0)
  assert.match(a.unpriced[0].reason, /no offer of alibaba in region cn \(offers: claude-fable-5-2@anthropic\/intl\)/)
})

offers('seller, no models :: only models with an offer of that seller, each priced at it', async () => {
  const res = await server.get(
    '/api/v1/workload-cost?input_tokens=1000000&output_tokens=1000000&seller=alibaba&region=intl&limit=50',
    { key },
  )
  assert.is(res.status, 200)
  const a = (await res.json()) as Answer
  assert.ok(a.items.length > 5, `${a.items.length} items`)
  assert.ok(
    a.items.every((i) => i.offer?.endsWith('@alibaba/intl') && i.billed_in === 'USD'),
    JSON.stringify(a.items.map((i) => i.offer)),
  )
})

offers('bad values :: 400 naming the parameter on REST, a tool error naming it on MCP', async () => {
  for (const [query, parameter] of [
    ['region=eu', 'region'],
    ['seller=nobody', 'seller'],
    ['seller=Not%20A%20Seller', 'seller'],
  ]) {
    const res = await server.get(`/api/v1/workload-cost?input_tokens=1000&${query}`, { key })
    assert.is(res.status, 400, query)
    assert.is((await res.json()).error.parameter, parameter, query)
  }
  for (const [args, parameter] of [
    [{ region: 'eu' }, 'region'],
    [{ seller: 'nobody' }, 'seller'],
  ] as const) {
    const r = await mcpCall({ input_tokens: 1000, ...args })
    assert.is(r.isError, true, parameter)
    const text = (r.content as { text: string }[])[0].text
    assert.is(JSON.parse(text).error.parameter, parameter)
  }
})

offers.run()
