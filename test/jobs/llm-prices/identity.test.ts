// Issue 19 (model identity), the price side: one record per model and seller, other spellings and
// rolling names filed under the snapshot they name, unpriced is not free, no resale placeholder under
// a developer's name; each with its real example from the bundled data.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { startTestServer, type TestServer } from '../../helpers/server.ts'

type Record_ = { model: string; vendor: string; seller?: string; aliases?: string[]; input_usd: number; output_usd: number }
let server: TestServer
let items: Record_[]
const identity = suite('llm prices :: model identity')
identity.before(async () => {
  server = await startTestServer()
  items = (await (await server.get('/data/latest.json')).json()).items
})
identity.after(() => server.close())

identity('one record per (model, seller); no id names two records', () => {
  const keys = items.map((r) => `${r.model}|${r.seller ?? r.vendor}`)
  assert.is(new Set(keys).size, keys.length)
  const named = new Map<string, string>()
  for (const r of items) for (const id of [r.model, ...(r.aliases ?? [])]) {
    assert.not.ok(named.has(id), `${id} names ${named.get(id)} and ${r.model}`)
    named.set(id, r.model)
  }
})

identity('two spellings of one snapshot :: claude-4-sonnet-20250514 is claude-sonnet-4-20250514, and its history answers', async () => {
  assert.not.ok(items.some((r) => r.model === 'claude-4-sonnet-20250514' || r.model === 'claude-4-opus-20250514'))
  const sonnet = items.find((r) => r.model === 'claude-sonnet-4-20250514')!
  assert.ok(sonnet.aliases?.includes('claude-4-sonnet-20250514') && sonnet.aliases.includes('claude-sonnet-4-0'), JSON.stringify(sonnet.aliases))
  const { secret } = await server.key()
  const history = await (await server.get('/api/v1/llm-price-history?model=claude-4-sonnet-20250514&limit=1', { key: secret })).json()
  assert.is(history.items[0]?.model, 'claude-sonnet-4-20250514')
})

identity('a snapshot priced apart from its alias :: gpt-4o-2024-05-13 (5/15) is its own row beside gpt-4o (2.5/10)', () => {
  const dated = items.find((r) => r.model === 'gpt-4o-2024-05-13')!
  const alias = items.find((r) => r.model === 'gpt-4o')!
  assert.equal([dated.input_usd, dated.output_usd, alias.input_usd, alias.output_usd], [5, 15, 2.5, 10])
  assert.not.ok(alias.aliases?.includes('gpt-4o-2024-05-13'))
})

identity('unpriced is not free :: no 0/0 price is served; gemini-exp-1114, learnlm and lyria are listed unpriced with the reason', async () => {
  assert.equal(items.filter((r) => r.input_usd === 0 && r.output_usd === 0).map((r) => r.model), [])
  const seed = (await server.store.recentRuns(50)).find((r) => r.kind === 'seed')!
  const unpriced = (seed.reports?.llm_prices as { unpriced: { model: string; reason: string }[] }).unpriced
  for (const model of ['gemini-exp-1114', 'learnlm-1-5-pro-experimental', 'lyria-3-pro-preview']) {
    const row = unpriced.find((u) => u.model === model)
    assert.ok(row && /unpriced is not free/.test(row.reason), `${model}: ${JSON.stringify(row)}`)
  }
  const csv = await (await server.get('/data/history.csv')).text()
  assert.not.match(csv, /\n[^,\n]+,(gemini-exp-1114|learnlm-1-5-pro-experimental),/)
})

identity('resale placeholders :: Volcengine\'s ids for DeepSeek, Zhipu and Moonshot models are not served under bytedance', async () => {
  for (const id of ['deepseek-v3-2-251201', 'glm-4-7-251222', 'kimi-k2-thinking-251104']) assert.not.ok(items.some((r) => r.model === id), id)
  assert.ok(items.filter((r) => r.vendor === 'bytedance').every((r) => r.model.startsWith('doubao')))
  const csv = await (await server.get('/data/history.csv')).text()
  assert.not.match(csv, /deepseek-v3-2-251201|glm-4-7-251222|kimi-k2-thinking-251104/)
})

identity('enterprise_ai_cost :: DeepSeek-V3 at DeepSeek\'s own list price, not Baidu Qianfan\'s resale 0.8/1.6 CNY', async () => {
  const cost = await (await server.get('/data/enterprise_ai_cost.json')).json()
  const v3 = items.find((r) => r.model === 'deepseek-v3')!
  // DeepSeek's page: $0.27 input (cache miss), $1.10 output per 1M (data/official/deepseek.json, the same list for deepseek-chat).
  assert.equal([v3.vendor, v3.seller ?? v3.vendor, v3.input_usd, v3.output_usd], ['deepseek', 'deepseek', 0.27, 1.1])
  assert.is(cost.open_model.price.model, 'deepseek-v3')
  assert.not.match(JSON.stringify(cost.open_model), /qianfan|baidu/i)
})

identity('a time-of-day schedule :: the headline is the price in force most of the day, the discount its off-peak window', () => {
  // DeepSeek's page: standard (UTC 00:30-16:30) $0.27 / $1.10, discount (16:30-00:30) $0.135 / $0.550.
  // genai-prices writes the discount as its default price and the standard hours as a window.
  const chat = items.find((r) => r.model === 'deepseek-chat') as Record_ & { components?: { name: string; applies: string; input: number }[] }
  assert.equal([chat.input_usd, chat.output_usd], [0.27, 1.1])
  const off = chat.components?.find((c) => c.name === 'off_peak')
  assert.equal([off?.input, JSON.parse(off!.applies)], [0.135, { start_time: '16:30:00Z', end_time: '00:30:00Z' }])
})

identity.run()
