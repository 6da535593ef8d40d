// Model identity, the price side: one record per model and seller, other spellings and
// rolling names filed under the snapshot they name, unpriced is not free, no resale placeholder under
// a developer's name; each with its real example from the bundled data.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { startTestServer, type TestServer } from '../../helpers/server.ts'

type Record_ = {
  model: string
  vendor: string
  seller?: string
  aliases?: string[]
  input_usd: number
  output_usd: number
  native_currency: string
  offer: string
}
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
  for (const r of items)
    for (const id of [r.model, ...(r.aliases ?? [])]) {
      assert.not.ok(named.has(id), `${id} names ${named.get(id)} and ${r.model}`)
      named.set(id, r.model)
    }
})

identity(
  'two spellings of one snapshot :: claude-4-sonnet-20250514 is claude-sonnet-4-20250514, whose history answers ' +
    'under both after Anthropic retired it (2026-06-15, its deprecations page) and it left latest.json',
  async () => {
    const spellings = ['claude-4-sonnet-20250514', 'claude-sonnet-4-20250514', 'claude-4-opus-20250514']
    assert.not.ok(items.some((r) => spellings.includes(r.model)))
    const { secret } = await server.key()
    for (const asked of ['claude-4-sonnet-20250514', 'claude-sonnet-4-20250514']) {
      const history = await (
        await server.get(`/api/v1/llm-price-history?model=${asked}&since=2026-06-01&limit=30`, { key: secret })
      ).json()
      assert.ok(history.items.length, asked)
      assert.ok(
        history.items.every((r: { model: string }) => r.model === 'claude-sonnet-4-20250514'),
        asked,
      )
      // Its last day is the day before the retirement: no price after it.
      const days = history.items.map((r: { date: string }) => r.date).sort()
      assert.is(days.at(-1), '2026-06-14', asked)
    }
  },
)

identity(
  'a snapshot priced apart from its alias :: grok-4-20-multi-agent-0309 (1.25/2.5) is its own row, the ' +
    "undated name's ended 2/6 is not served; gpt-4o-2024-05-13, shut down on 2026-10-23, leaves latest while " +
    'gpt-4o (2.5/10) stays',
  () => {
    const dated = items.find((r) => r.model === 'grok-4-20-multi-agent-0309')!
    assert.equal([dated.input_usd, dated.output_usd], [1.25, 2.5])
    assert.not.ok(dated.aliases?.includes('grok-4-20-multi-agent'))
    // genai-prices' grok-4.20-multi-agent at 2/6 (2026-08-21): xAI's page ended 2/6 for the 0309 on 2026-05-15.
    assert.not.ok(items.some((r) => r.model === 'grok-4-20-multi-agent'))
    // OpenAI's deprecations page shuts the 2024-05-13 snapshot down on 2026-10-23: not served on 2026-11-25.
    const alias = items.find((r) => r.model === 'gpt-4o')!
    assert.equal([alias.input_usd, alias.output_usd], [2.5, 10])
    assert.not.ok(items.some((r) => r.model === 'gpt-4o-2024-05-13'))
    assert.not.ok(alias.aliases?.includes('gpt-4o-2024-05-13'))
  },
)

identity(
  'unpriced is not free :: no 0/0 price is served; gemini-exp-1114, ' +
    'learnlm and lyria are listed unpriced with the reason',
  async () => {
    // Zero only where the seller's own page says the model is free, in its words (glm-4-7-flash on docs.z.ai).
    const free = items.filter((r) => r.input_usd === 0 && r.output_usd === 0)
    for (const r of free as (Record_ & { conditions?: string; source_name: string })[]) {
      assert.match(r.source_name, /seller's own page/, r.model)
      assert.match(r.conditions ?? '', /^free, as the page says: .*(free|免费|\$0)/i, r.model)
    }
    const seed = (await server.store.recentRuns(50)).find((r) => r.kind === 'seed')!
    const unpriced = (seed.reports!.llm_prices as { unpriced: { model: string; reason: string }[] }).unpriced
    for (const model of ['gemini-exp-1114', 'learnlm-1-5-pro-experimental', 'lyria-3-pro-preview']) {
      const row = unpriced.find((u) => u.model === model)
      assert.ok(row && /unpriced is not free/.test(row.reason), `${model}: ${JSON.stringify(row)}`)
    }
    const csv = await (await server.get('/data/history.csv')).text()
    assert.not.match(csv, /\n[^,\n]+,(gemini-exp-1114|learnlm-1-5-pro-experimental),/)
  },
)

identity(
  "resale placeholders :: Volcengine's ids for DeepSeek, Zhipu and Moonshot models are not served under bytedance",
  async () => {
    for (const id of ['deepseek-v3-2-251201', 'glm-4-7-251222', 'kimi-k2-thinking-251104'])
      assert.not.ok(
        items.some((r) => r.model === id),
        id,
      )
    assert.ok(items.filter((r) => r.vendor === 'bytedance').every((r) => r.model.startsWith('doubao')))
    const csv = await (await server.get('/data/history.csv')).text()
    assert.not.match(csv, /deepseek-v3-2-251201|glm-4-7-251222|kimi-k2-thinking-251104/)
  },
)

identity(
  "enterprise_ai_cost :: DeepSeek-V3, sold by no seller's page now, is compared with DeepSeek's own deepseek-flash",
  async () => {
    const cost = await (await server.get('/data/enterprise_ai_cost.json')).json()
    // DeepSeek sells no deepseek-v3 (on none of its pages' line-ups from 2026-04-26), Alibaba Cloud took it
    // offline on 2026-10-10 and Google Cloud on 2026-10-21: no price of it is served, litellm's 0.27/1.10 USD
    // least of all.
    assert.is(
      items.find((r) => r.model === 'deepseek-v3'),
      undefined,
    )
    // The API it is compared with is DeepSeek's own page's price in force on the day, never a catalogue's
    // 0.27/1.10 that DeepSeek's page says ended on 2025-09-05, nor Baidu Qianfan's resale.
    assert.equal([cost.open_model.model, cost.open_model.price.model], ['deepseek-v3', 'deepseek-flash'])
    assert.match(cost.open_model.price.source_url, /^https:\/\/api-docs\.deepseek\.com\//)
    assert.not.equal([cost.open_model.price.input_usd, cost.open_model.price.output_usd], [0.27, 1.1])
    assert.not.match(JSON.stringify(cost.open_model), /qianfan|baidu|aliyun/i)
  },
)

identity(
  "a price its seller ended :: deepseek-chat's 0.27/1.10 USD ended " +
    'on 2025-09-05; catalogues still carrying it are held back',
  async () => {
    // DeepSeek's page: "The current price list will remain in effect until 16:00 UTC Time on Sept 5th, 2025"
    // ($0.27 / $1.10), then $0.56 / $1.68. genai-prices and litellm still listed 0.27/1.10 in 2026.
    const seed = (await server.store.recentRuns(50)).find((r) => r.kind === 'seed')!
    const ended = (seed.reports!.llm_prices as { ended_per_seller: { record: string; reason: string }[] })
      .ended_per_seller
    const held = ended.filter((r) => r.record.startsWith('deepseek-chat '))
    assert.ok(held.length > 0, 'held back with the reason')
    assert.ok(
      held.some((h) => /0\.27\/1\.1 USD ended on 2025-09-05T16:00Z/.test(h.reason)),
      'the page ended it',
    )
    assert.not.ok(
      items.some((r) => r.model === 'deepseek-chat' && r.input_usd === 0.27),
      'never served as the list price',
    )
    const { secret } = await server.key()
    const history = await (
      await server.get('/api/v1/llm-price-history?model=deepseek-chat&since=2025-09-04&until=2025-09-05', {
        key: secret,
      })
    ).json()
    assert.equal(
      history.items.map((r: { date: string; input_usd: number; output_usd: number }) => [
        r.date,
        r.input_usd,
        r.output_usd,
      ]),
      [
        ['2025-09-04', 0.27, 1.1],
        ['2025-09-05', 0.56, 1.68],
      ],
    )
  },
)

identity.run()
