// The price of a model on a day (tools/price-on-day.ts), as the cost tool answers it over MCP with the
// SDK client, on real dates of the bundled data: only models priced that day are costed; before its
// first price a model is "not launched until D", after a stated retirement "retired on D"; a rolling
// id is priced as the snapshot its seller says it pointed to that day, else by its own history.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { connectMcp } from '../helpers/mcp.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

interface Answer {
  items: {
    model: string
    resolved?: string
    total: number
    billed_in: string
    lines: { part: string; native_price_per_1m: number }[]
    prices: { basis: string }[]
  }[]
  unpriced: { model: string; reason: string }[]
}

let server: TestServer
const day = suite('price on a day :: what held that day')
day.before(async () => {
  server = await startTestServer()
})
day.after(() => server.close())

async function cost(args: Record<string, unknown>): Promise<Answer> {
  const client = await connectMcp(server.url, '2026-07-28')
  const result = await client.callTool({
    name: 'get_workload_cost',
    arguments: { input_tokens: 1_000_000, output_tokens: 1_000_000, limit: 50, ...args },
  })
  await client.close()
  assert.not.ok(result.isError, JSON.stringify(result.content).slice(0, 300))
  return result.structuredContent as unknown as Answer
}
const native = (item: Answer['items'][number]) => item.lines.map((l) => [l.part, l.native_price_per_1m])
const reason = (a: Answer, model: string) => a.unpriced.find((u) => u.model === model)?.reason ?? ''

day('developer=deepseek on 2025-01-15 :: deepseek-chat at 2 / 8 CNY; later models not launched', async () => {
  const a = await cost({ developer: 'deepseek', date: '2025-01-15', currency: 'CNY' })
  const chat = a.items.find((i) => i.model === 'deepseek-chat')
  assert.ok(chat, JSON.stringify(a.items.map((i) => i.model)))
  // The history's row of that day (llmprice.cn's table: input 2, output 8 CNY per 1M).
  assert.equal(native(chat), [
    ['input', 2],
    ['output', 8],
  ])
  assert.is(chat.billed_in, 'CNY')
  // 1M x 2 + 1M x 8 CNY
  assert.is(chat.total, 10)
  // No later price is carried back: deepseek-v4-pro's standard price starts 2026-04-26 (the list price its
  // page strikes through beside the limited-time offer, in a copy fetched 2026-05-23); deepseek-v4-flash, which
  // DeepSeek's page marks retired, is no longer among the developer's models at all.
  for (const m of ['deepseek-v4-flash', 'deepseek-v4-pro']) {
    assert.not.ok(
      a.items.some((i) => i.model === m),
      m,
    )
  }
  assert.is(reason(a, 'deepseek-v4-pro'), 'not launched until 2026-04-26')
  assert.ok(
    a.items.every((i) => i.prices.every((p) => p.basis === 'history')),
    'priced from rows of that day',
  )
})

day('a launch :: deepseek-v4-flash has no price on 2026-04-25, its first on 2026-04-26 ($0.14 / $0.28)', async () => {
  const before = await cost({ models: 'deepseek-v4-flash', date: '2026-04-25' })
  assert.is(reason(before, 'deepseek-v4-flash'), 'not launched until 2026-04-26')
  const first = await cost({ models: 'deepseek-v4-flash', date: '2026-04-26' })
  assert.equal(native(first.items[0]), [
    ['input', 0.14],
    ['output', 0.28],
  ])
  // A dated snapshot did not exist before its date.
  const snap = await cost({ models: 'gpt-4o-2024-08-06', date: '2024-08-01' })
  assert.is(reason(snap, 'gpt-4o-2024-08-06'), 'not launched until 2024-08-06')
})

day("a retirement :: magistral-medium-2506, retired on 2025-11-30 by Mistral's model card", async () => {
  const after = await cost({ models: 'magistral-medium-2506', date: '2025-11-30' })
  assert.equal(after.items, [])
  assert.match(reason(after, 'magistral-medium-2506'), /^retired on 2025-11-30 \(https:\/\/github.com\/mistralai\//)
  const latest = await cost({ models: 'magistral-medium-2506' })
  assert.match(reason(latest, 'magistral-medium-2506'), /^retired on 2025-11-30/)
  // The card's release date: June 10, 2025.
  const early = await cost({ models: 'magistral-medium-2506', date: '2025-06-01' })
  assert.match(reason(early, 'magistral-medium-2506'), /^not launched until 2025-06-10/)
  const alive = await cost({ models: 'magistral-medium-2506', date: '2025-11-29' })
  assert.not.match(reason(alive, 'magistral-medium-2506'), /retired|not launched/)
})

day("a retirement the seller's page states, priced there or not :: retired on that day, with the words", async () => {
  // xAI's migration guide names grok-4-0709 (no stored xAI page prices it) and grok-3, which xAI's 2025
  // models page also called grok-3-latest; Anthropic's deprecations page, Claude Opus 4 by its API id.
  for (const [model, day, words] of [
    ['grok-4-0709', '2026-05-15', /the following models will be retired/],
    ['grok-3-latest', '2026-05-15', /the following models will be retired/],
    ['claude-opus-4-20250514', '2026-06-15', /claude-opus-4-20250514 +\| Retired/],
  ] as const) {
    const after = await cost({ models: model, date: day })
    assert.equal(after.items, [], model)
    assert.match(reason(after, model), new RegExp(`^retired on ${day} \\(https://`), model)
    assert.match(reason(after, model), words, model)
    const before = await cost({ models: model, date: '2026-04-01' })
    assert.is(before.items.length, 1, `${model} on 2026-04-01: ${reason(before, model)}`)
  }
  // A name a retired model had that the seller now gives a model it sells: not retired (voxtral-mini-latest,
  // Voxtral Mini 2507's until 2026-05-31, now Voxtral Mini 2602's).
  const moved = await cost({ models: 'voxtral-mini-latest', date: '2026-07-01' })
  assert.not.match(reason(moved, 'voxtral-mini-latest'), /retired/)
})

day("a reseller's closure ends its offer only :: the model asked without a seller is not retired by it", async () => {
  // Google Cloud closed its Claude 3.7 Sonnet to new customers on 2025-11-11 (its partner models page);
  // the feed lists that closure, Google's, with Anthropic as the developer.
  const feed = await (await server.get('/data/official_prices.json')).json()
  const closed = feed.retirements.filter((r: { developer?: string }) => r.developer === 'anthropic')
  assert.ok(
    closed.some((r: { seller: string; model: string }) => r.seller === 'google' && r.model === 'claude-3-7-sonnet'),
    JSON.stringify(closed),
  )
  // Asked without a seller, the model is not Google's offer: whatever answers, not Google's closure.
  const a = await cost({ models: 'claude-3-7-sonnet', date: '2026-01-01' })
  assert.ok(reason(a, 'claude-3-7-sonnet') || a.items.length, 'an answer')
  assert.not.match(reason(a, 'claude-3-7-sonnet'), /2025-11-11|partner-models/)
})

day("a rolling id :: mistral-large-latest is the snapshot Mistral's docs say it pointed to that day", async () => {
  // Changelog 2024-07-24: mistral-large-latest -> mistral-large-2407, priced $3 / $9 that day.
  const a = await cost({ models: 'mistral-large-latest', date: '2024-09-01' })
  assert.match(a.items[0].resolved ?? '', /pointed to mistral-large-2407 on 2024-09-01/)
  assert.equal(native(a.items[0]), [
    ['input', 3],
    ['output', 9],
  ])
  // Docs commit of 2025-12-02: mistral-large-2512, $0.50 / $1.50 on Mistral's model card.
  const now = await cost({ models: 'mistral-large-latest' })
  assert.match(now.items[0].resolved ?? '', /pointed to mistral-large-2512/)
  assert.equal(native(now.items[0]), [
    ['input', 0.5],
    ['output', 1.5],
  ])
  // deepseek-chat in January 2025: only a third-party page says what it pointed to, so its own history.
  const chat = await cost({ models: 'deepseek-chat', date: '2025-01-15', currency: 'CNY' })
  assert.is(chat.items[0].resolved, undefined)
  assert.is(chat.items[0].total, 10)
})

day.run()
