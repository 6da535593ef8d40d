// the cost of a workload, one test per component, each with real prices (the
// sellers' own rows in data/official, or the published records and history), each total equal to
// the sum worked by hand below from the listed unit prices.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { connectMcp } from '../../helpers/mcp.ts'
import { startTestServer, type TestServer } from '../../helpers/server.ts'

let server: TestServer
let key: string
const cost = suite('get_workload_cost :: hand-worked')
cost.before(async () => {
  server = await startTestServer()
  key = (await server.key()).secret
})
cost.after(() => server.close())

interface Answer {
  date: string
  currency: string
  unpriced: { model: string; reason: string }[]
  items: {
    model: string
    developer: string
    total: number
    billed_in: string
    fx: { cny_per_usd: number } | null
    notes: string[]
    lines: { slice: string; part: string; tokens: number; price_per_1m: number; cost: number }[]
    prices: { basis: string; source_url: string }[]
  }[]
}
async function ask(args: Record<string, unknown>): Promise<Answer> {
  const client = await connectMcp(server.url, '2026-07-28')
  const result = await client.callTool({ name: 'get_workload_cost', arguments: args })
  await client.close()
  assert.not.ok(result.isError, JSON.stringify(result.content).slice(0, 300))
  return result.structuredContent as unknown as Answer
}
const close = (a: number, b: number, what: string) =>
  assert.ok(Math.abs(a - b) < 1e-9 * Math.max(1, Math.abs(b)), `${what}: ${a} vs ${b}`)
const line = (a: Answer['items'][number], slice: string, part: string) =>
  a.lines.find((l) => l.slice === slice && l.part === part)!

cost("cache share and the off-peak window :: DeepSeek's own page, 2025-08-01 (deepseek-chat)", async () => {
  // api-docs.deepseek.com: standard (UTC 00:30-16:30) hit $0.07, miss
  // $0.27, output $1.10; discount (16:30-00:30) $0.035, $0.135, $0.550.
  const a = await ask({
    models: 'deepseek-chat',
    date: '2025-08-01',
    input_tokens: 10_000_000,
    cached_share: 0.6,
    output_tokens: 2_000_000,
    off_peak_share: 0.25,
  })
  const item = a.items[0]
  assert.equal([item.model, item.prices[0].basis], ['deepseek-chat', 'seller page'])
  assert.equal(
    [
      line(item, 'standard', 'input').price_per_1m,
      line(item, 'standard', 'cache_read').price_per_1m,
      line(item, 'standard', 'output').price_per_1m,
    ],
    [0.27, 0.07, 1.1],
  )
  assert.equal(
    [
      line(item, 'off_peak', 'input').price_per_1m,
      line(item, 'off_peak', 'cache_read').price_per_1m,
      line(item, 'off_peak', 'output').price_per_1m,
    ],
    [0.135, 0.035, 0.55],
  )
  // 0.75 x (4M x 0.27 + 6M x 0.07 + 2M x 1.10) + 0.25 x (4M x 0.135 + 6M x 0.035 + 2M x 0.55)
  close(item.total, 0.75 * (4 * 0.27 + 6 * 0.07 + 2 * 1.1) + 0.25 * (4 * 0.135 + 6 * 0.035 + 2 * 0.55), 'total')
  close(item.total, 3.2375, 'total by hand')
})

cost('a dated change :: after 2025-09-05 16:00 UTC the one new list, and no discount window', async () => {
  const a = await ask({
    models: 'deepseek-chat',
    date: '2025-09-06',
    input_tokens: 10_000_000,
    cached_share: 0.6,
    output_tokens: 2_000_000,
    off_peak_share: 0.25,
  })
  const item = a.items[0]
  // 4M x 0.56 + 6M x 0.07 + 2M x 1.68 = 2.24 + 0.42 + 3.36
  close(item.total, 6.02, 'total')
  assert.ok(
    item.notes.some((n) => /no off_peak price stated/.test(n)),
    item.notes.join('; '),
  )
})

cost('reasoning tokens :: billed at the output price (deepseek-reasoner, 2025-08-01)', async () => {
  const a = await ask({
    models: 'deepseek-reasoner',
    date: '2025-08-01',
    input_tokens: 1_000_000,
    output_tokens: 1_000_000,
    reasoning_tokens: 3_000_000,
  })
  // 1M x 0.55 + 1M x 2.19 + 3M x 2.19
  close(a.items[0].total, 0.55 + 2.19 + 3 * 2.19, 'total')
  assert.is(line(a.items[0], 'standard', 'reasoning').price_per_1m, 2.19)
})

cost("cache-write TTL :: Anthropic's 5-minute and 1-hour write prices (claude-sonnet-4-5)", async () => {
  const base = { models: 'claude-sonnet-4-5', input_tokens: 10_000_000, cache_write_tokens: 2_000_000 }
  const five = (await ask({ ...base, cache_write_ttl: '5m' })).items[0]
  const hour = (await ask({ ...base, cache_write_ttl: '1h' })).items[0]
  // 10M x $3 + 2M x $3.75 (5m) or 2M x $6 (1h), platform.claude.com's table.
  close(five.total, 30 + 7.5, '5m')
  close(hour.total, 30 + 12, '1h')
  assert.is(line(hour, 'standard', 'cache_write').price_per_1m, 6)
})

cost('a context band :: gemini-2-5-pro over 200K input tokens per request', async () => {
  const base = { models: 'gemini-2-5-pro', input_tokens: 10_000_000, output_tokens: 1_000_000 }
  const small = (await ask({ ...base, context_tokens: 100_000 })).items[0]
  const large = (await ask({ ...base, context_tokens: 300_000 })).items[0]
  // Published tiers: up to 200000 input tokens $1.25 / $10; over, $2.50 / $15.
  close(small.total, 10 * 1.25 + 10, 'up to 200K')
  close(large.total, 10 * 2.5 + 15, 'over 200K')
})

// gpt-4o-2024-05-13 (batch $2.50 / $7.50) shut down on 2026-10-23 (OpenAI's deprecations page): gpt-4.1 instead.
cost("batch :: gpt-4.1's batch prices ($1 / $4, OpenAI's pricing page) against standard ($2 / $8)", async () => {
  const base = { models: 'gpt-4.1', input_tokens: 10_000_000, output_tokens: 1_000_000 }
  close((await ask(base)).items[0].total, 10 * 2 + 8, 'standard')
  const batch = (await ask({ ...base, batch_share: 1 })).items[0]
  close(batch.total, 10 * 1 + 4, 'batch')
  assert.ok(batch.lines.every((l) => l.slice === 'batch'))
})

cost(
  'native CNY against converted :: baichuan-m2 is billed in CNY; the USD answer converts at the named rate',
  async () => {
    const base = { models: 'baichuan-m2', input_tokens: 10_000_000, output_tokens: 1_000_000 }
    const cny = (await ask({ ...base, currency: 'CNY' })).items[0]
    // llm-prices-cn: ¥2 input, ¥20 output per 1M.
    assert.equal([cny.billed_in, cny.fx], ['CNY', null])
    close(cny.total, 10 * 2 + 20, 'CNY, no conversion')
    const usd = (await ask({ ...base, currency: 'USD' })).items[0]
    assert.ok(usd.fx && usd.fx.cny_per_usd > 6 && usd.fx.cny_per_usd < 8)
    close(
      usd.total,
      Math.round(((10 * 2) / usd.fx!.cny_per_usd) * 1e4) / 1e4 + Math.round((20 / usd.fx!.cny_per_usd) * 1e4) / 1e4,
      'USD at the named rate',
    )
  },
)

cost("a past date :: gpt-4o on 2024-06-01 from that day's history row", async () => {
  const history = await (
    await server.get('/api/v1/llm-price-history?model=gpt-4o&since=2024-06-01&until=2024-06-01', { key })
  ).json()
  const row = history.items[0]
  const a = await ask({ models: 'gpt-4o', date: '2024-06-01', input_tokens: 10_000_000, output_tokens: 1_000_000 })
  assert.is(a.items[0].prices[0].basis, 'history')
  close(a.items[0].total, 10 * row.input_usd + row.output_usd, 'total from the listed history prices')
  assert.equal([row.input_usd, row.output_usd], [5, 15])
})

cost('a model the list no longer has :: priced on a past day from its history, its developer named', async () => {
  // doubao-1-6 (llm-prices-cn, ¥0.8 / ¥8) left the list on 2026-09-24 (Volcengine Ark's whole tables).
  const base = { models: 'doubao-1-6', input_tokens: 10_000_000, output_tokens: 1_000_000, currency: 'CNY' }
  const then = (await ask({ ...base, date: '2026-09-01' })).items[0]
  assert.equal([then?.developer, then?.billed_in, then?.prices[0].basis], ['bytedance', 'CNY', 'history'])
  close(then.total, 10 * 0.8 + 8, 'CNY')
  const now = await ask(base)
  assert.equal([now.items.length, now.unpriced[0]?.model], [0, 'doubao-1-6'])
  // Why unpriced: where its price ended (its last history day), and the seller's whole list that left it out.
  assert.match(now.unpriced[0].reason, /^no first-party price listed; last priced on 2026-09-23 \(llm-prices-cn/)
  const list =
    "volcengine's list of every model it sells, read 2026-09-24 (https://www.volcengine.com/docs/82379/1544106)"
  assert.ok(now.unpriced[0].reason.endsWith(`; not on ${list}`), now.unpriced[0].reason)
  // On its last history day, before that list was read, it is still priced.
  const gap = await ask({ ...base, date: '2026-09-23' })
  assert.is(gap.items.length, 1, 'priced on its last history day')
})

cost("a price its seller's page ended :: unpriced after that day, the page's words say why", async () => {
  // Tencent's old Hunyuan platform (1729/97731) stops on 9/30 (its offline notice, 1729/131925); TokenHub
  // may sell the model at a price no copy shows, so it is not called retired.
  const base = { models: 'hunyuan-t1-vision', input_tokens: 1_000_000, output_tokens: 1_000_000, currency: 'CNY' }
  assert.is((await ask({ ...base, date: '2026-09-29' })).items.length, 1, 'priced on its last day')
  const now = await ask(base)
  assert.equal([now.items.length, now.unpriced[0]?.model], [0, 'hunyuan-t1-vision'])
  const page = 'https://cloud.tencent.com/document/product/1729/97731'
  const said = `; its price on the seller's page ended on 2026-09-30 (${page}: "同时原 腾讯混元大模型平台 将于 9 月 30 日 全面停服下线`
  assert.ok(now.unpriced[0].reason.includes(said), now.unpriced[0].reason)
})

cost('bad input :: 400 naming the parameter; a model with no price is listed unpriced, not 0', async () => {
  const res = await server.get('/api/v1/workload-cost?input_tokens=10&cached_tokens=20', { key })
  assert.is(res.status, 400)
  assert.is((await res.json()).error.parameter, 'cached_tokens')
  const a = await ask({ models: 'no-such-model', input_tokens: 1000 })
  assert.equal([a.items.length, a.unpriced[0]?.model], [0, 'no-such-model'])
})

cost.run()
