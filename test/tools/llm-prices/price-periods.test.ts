// The compact price history: one row per price period. gpt-4o since 2024-01-01 fits in under 5 KB,
// and its periods are the day rows' prices, run together, with no day lost or added.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { connectMcp } from '../../helpers/mcp.ts'
import { startTestServer, type TestServer } from '../../helpers/server.ts'
import { nextDay } from '../../../tools/dates.ts'

let server: TestServer
let key: string
const test = suite('price periods :: form=periods')
test.before(async () => {
  server = await startTestServer()
  key = (await server.key()).secret
})

interface Period {
  from: string
  to: string
  days: number
  currency: string
  input: number
  output: number
  cache_read: number | null
}

test('gpt-4o since 2024-01-01 :: under 5 KB, and each period the days it stands for', async () => {
  const res = await server.get('/api/v1/llm-price-history?model=gpt-4o&since=2024-01-01&form=periods&limit=1000', {
    key,
  })
  const text = await res.text()
  assert.is(res.status, 200)
  assert.ok(Buffer.byteLength(text) < 5 * 1024, `${Buffer.byteLength(text)} bytes`)
  const periods = JSON.parse(text).items as Period[]
  const daily = (await (
    await server.get('/api/v1/llm-price-history?model=gpt-4o&since=2024-01-01&limit=1000', { key })
  ).json()) as { total: number; items: Record<string, number | string | null>[] }
  assert.is(
    periods.reduce((n, p) => n + p.days, 0),
    daily.total,
  )
  const byDay = new Map(daily.items.map((r) => [r.date, r]))
  periods.forEach((p, i) => {
    if (i > 0) assert.is(p.from, nextDay(periods[i - 1].to), 'periods meet')
    for (const day of [p.from, p.to]) {
      const row = byDay.get(day)!
      assert.equal([row.input_usd, row.output_usd, row.cache_read_usd], [p.input, p.output, p.cache_read], day)
    }
  })
  assert.ok(periods.length < daily.total / 10)
})

test('MCP :: the same periods', async () => {
  const client = await connectMcp(server.url, '2026-07-28', { Authorization: `Bearer ${key}` })
  const args = { model: 'gpt-4o', since: '2024-01-01', form: 'periods' }
  const mcp = await client.callTool({ name: 'get_llm_price_history', arguments: args })
  const rest = await (
    await server.get('/api/v1/llm-price-history?model=gpt-4o&since=2024-01-01&form=periods', { key })
  ).json()
  assert.equal((mcp.structuredContent as { items: unknown[] }).items, rest.items)
  await client.close()
})

test.after(() => server.close())
test.run()
