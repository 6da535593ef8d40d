// a history asked by a rolling id names the snapshot behind each day, from
// the sellers' statements in data/registry/alias-pointers.csv, and that table has a row for every
// rolling id the service serves (a statement, or "not found" with what was searched).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ALIAS_POINTERS, pointerOn, pointersOf, rollingIds } from '../../tools/alias-pointers.ts'
import type { PriceRecord } from '../../tools/schemas.ts'
import { connectMcp, ERAS, type Era } from '../helpers/mcp.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

let server: TestServer
let key: string
const test = suite('alias pointers :: the snapshot behind a rolling id, day by day')
test.before(async () => {
  server = await startTestServer()
  key = (await server.key()).secret
})
test.after(() => server.close())

test('the table covers every rolling id served (model ids and their aliases)', async () => {
  const latest = await (await server.get('/data/latest.json')).json()
  const ids = (latest.items as PriceRecord[]).flatMap((r) => [r.model, ...(r.aliases ?? [])])
  const rolling = rollingIds(ids)
  assert.ok(rolling.length > 40, `rolling ids found: ${rolling.length}`)
  const listed = new Set(ALIAS_POINTERS.map((p) => p.alias))
  assert.equal(
    rolling.filter((id) => !listed.has(id)),
    [],
  )
})

test("the sellers' dated statements :: Mistral's docs commits, DeepSeek's changelog", () => {
  const large = pointersOf('mistral-large-latest')
  assert.is(pointerOn(large, '2024-03-01')?.snapshot, 'mistral-large-2402')
  assert.is(pointerOn(large, '2025-01-15')?.snapshot, 'mistral-large-2411')
  assert.is(pointerOn(large, '2025-09-01')?.snapshot, 'mistral-medium-2508', '"previously mistral-large-2411"')
  assert.is(pointerOn(large, '2026-01-10')?.snapshot, 'mistral-large-2512')
  const chat = pointersOf('deepseek-chat')
  const terminus = pointerOn(chat, '2025-09-25')
  assert.equal([terminus?.snapshot, terminus?.basis], ['DeepSeek-V3.1-Terminus (non-thinking)', 'effective'])
  assert.is(pointerOn(chat, '2025-12-01')?.snapshot, 'DeepSeek-V3.2 (non-thinking)')
  // An undated "currently points to" holds on its page's date only; before any statement: null.
  assert.is(pointerOn(pointersOf('gpt-4o'), '2024-09-30'), null)
})

test('REST :: gpt-4o names gpt-4o-2024-08-06 from 2024-10-02 (a labelled secondary source), null before', async () => {
  const res = await server.get('/api/v1/llm-price-history?model=gpt-4o&since=2024-09-29&until=2024-10-04', { key })
  assert.is(res.status, 200)
  const body = await res.json()
  const days = (body.items as { date: string; snapshot: string | null }[]).map((r) => [r.date, r.snapshot])
  assert.equal(days, [
    ['2024-09-29', null],
    ['2024-09-30', null],
    ['2024-10-01', null],
    ['2024-10-02', 'gpt-4o-2024-08-06'],
    ['2024-10-03', 'gpt-4o-2024-08-06'],
    ['2024-10-04', 'gpt-4o-2024-08-06'],
  ])
  const stated = body.alias_pointers.find((p: { from: string }) => p.from === '2024-10-02')
  assert.equal([stated.basis, stated.snapshot], ['secondary', 'gpt-4o-2024-08-06'])
  assert.match(stated.source_url, /^https:\/\//)
  // An id that does not roll answers as before: no pointers, no snapshot field.
  const fixed = await (await server.get('/api/v1/llm-price-history?model=gpt-4o-2024-08-06&limit=2', { key })).json()
  assert.is(fixed.alias_pointers, undefined)
  assert.is('snapshot' in fixed.items[0], false)
})

test("Google's changelog moves gemini-pro-latest and -flash-latest :: a catalogue's older price ends", async () => {
  // January 21: pro-latest -> gemini-3-pro-preview; March 9: that id now points to gemini-3.1-pro-preview.
  const pro = pointersOf('gemini-pro-latest')
  assert.is(pointerOn(pro, '2026-02-01')?.snapshot, 'gemini-3-pro-preview')
  assert.equal(
    [pointerOn(pro, '2026-11-25')?.snapshot, pointerOn(pro, '2026-11-25')?.basis],
    ['gemini-3.1-pro-preview', 'effective'],
  )
  // May 19: "This is now the model behind gemini-flash-latest"; October 8: 3.5 Flash routed to 3.6 Flash.
  const flash = pointersOf('gemini-flash-latest')
  assert.is(pointerOn(flash, '2026-06-01')?.snapshot, 'gemini-3.5-flash')
  assert.is(pointerOn(flash, '2026-11-25')?.snapshot, 'gemini-3.6-flash')

  // litellm kept gemini-pro-latest at Gemini 2.5 Pro's $1.25 / $10 from 2026-02-13 to its last recording:
  // not served as current, and the id is costed as the model behind it, at that model's own price.
  const latest = await (await server.get('/data/latest.json')).json()
  assert.not.ok((latest.items as PriceRecord[]).some((r) => r.model === 'gemini-pro-latest'))
  const res = await server.get(
    '/api/v1/workload-cost?models=gemini-pro-latest&date=2026-11-25&input_tokens=1000000&output_tokens=1000000',
    { key },
  )
  assert.is(res.status, 200)
  const [item] = (await res.json()).items
  assert.match(item.resolved, /gemini-pro-latest pointed to gemini-3\.1-pro-preview on 2026-11-25/)
  const priced = gemini31ProOnPage(latest.items as PriceRecord[])
  assert.is(item.total, priced.input_usd + priced.output_usd)
})

/** gemini-3-1-pro-preview's record: priced from Google's own page. */
function gemini31ProOnPage(items: PriceRecord[]) {
  const record = items.find((r) => r.model === 'gemini-3-1-pro-preview')!
  assert.match(String(record.source_name), /seller's own page/)
  return record as PriceRecord & { input_usd: number; output_usd: number }
}

test.run()

// Every id a seller accepts resolves on every surface, and the answer says what it resolved to:
// DeepSeek's own API ids (deepseek-chat, deepseek-reasoner: DeepSeek's price page of 2026-04-26 says
// they are V4 Flash's modes, filed as deepseek-v4-flash), a -latest name and a dated snapshot.
const resolve = suite('ids as sellers write them :: resolved on every surface')
let api: TestServer
let apiKey: string
resolve.before(async () => {
  api = await startTestServer()
  apiKey = (await api.key()).secret
})
resolve.after(() => api.close())

const SELLER_IDS: [string, string][] = [
  ['deepseek-chat', 'deepseek-v4-flash'],
  ['deepseek-reasoner', 'deepseek-v4-flash'],
  ['mistral-large-latest', 'mistral-large-2512'],
  ['gpt-4o-2024-08-06', 'gpt-4o'],
]

for (const era of Object.keys(ERAS) as Era[]) {
  resolve(`MCP ${era} :: get_llm_prices, the history and the cost tool answer each id and say how`, async () => {
    const client = await connectMcp(api.url, era, { Authorization: `Bearer ${apiKey}` })
    const call = async (name: string, args: Record<string, unknown>) => {
      const r = await client.callTool({ name, arguments: args })
      assert.not.ok(r.isError, `${name} ${JSON.stringify(args)}: ${JSON.stringify(r.content).slice(0, 200)}`)
      return r.structuredContent as Record<string, unknown> & { items: Record<string, unknown>[] }
    }
    for (const [id, record] of SELLER_IDS) {
      const prices = await call('get_llm_prices', { model: id })
      assert.equal(
        prices.items.map((r) => r.model),
        [record],
        id,
      )
      assert.match(String(prices.note), new RegExp(`${id} (pointed to|is filed under)`), id)
      const history = await call('get_llm_price_history', { model: id, limit: 5 })
      assert.ok(history.items.length > 0, `${id}: history rows`)
      const cost = await call('get_workload_cost', { models: id, input_tokens: 1_000_000, date: '2025-06-01' })
      const costed = (cost.items as { model: string }[]).map((i) => i.model)
      const why = (cost.unpriced as { model: string; reason: string }[]).map((u) => u.reason)
      assert.ok(costed.includes(id) || why.some((r) => /not launched|retired/.test(r)), `${id}: ${why}`)
    }
    // A dated snapshot with a history of its own answers with it: $2.50 / $10 on 2024-09-01, when
    // gpt-4o itself was $5 / $15.
    const dated = await call('get_llm_price_history', { model: 'gpt-4o-2024-08-06', since: '2024-09-01', limit: 1 })
    assert.equal(
      dated.items.map((r) => [r.model, r.input_usd, r.output_usd]),
      [['gpt-4o-2024-08-06', 2.5, 10]],
    )
    const costed = await call('get_workload_cost', {
      models: 'gpt-4o-2024-08-06',
      date: '2024-09-01',
      input_tokens: 1_000_000,
      output_tokens: 1_000_000,
    })
    // 1M x $2.50 + 1M x $10
    assert.is((costed.items[0] as { total: number }).total, 12.5)
    await client.close()
  })
}

resolve('REST and pages :: the history route and the model page of each id', async () => {
  for (const [id, record] of SELLER_IDS) {
    const res = await api.get(`/api/v1/llm-price-history?model=${id}&limit=3`, { key: apiKey })
    assert.is(res.status, 200, id)
    assert.ok((await res.json()).total > 0, id)
    const page = await api.get(`/llm-prices/${id}`)
    assert.is(page.status, 200, id)
    const html = await page.text()
    assert.match(html, new RegExp(`<link rel="canonical" href="[^"]*/llm-prices/${record}"`), id)
  }
  // Costed on 2025-01-15 in CNY over REST: deepseek-chat's own history, DeepSeek's 2 / 8 CNY.
  const cost = await api.get(
    '/api/v1/workload-cost?models=deepseek-chat&date=2025-01-15&currency=CNY' +
      '&input_tokens=1000000&output_tokens=1000000',
    { key: apiKey },
  )
  assert.is((await cost.json()).items[0].total, 10)
})

resolve.run()
