// The second series: GPU rental per GPU per day, kept by the same store code
// as the price history and served by REST, MCP and an append-only feed. Figures are worked by hand
// from the bundled Prime Intellect CSV (data/bundled/gpu-prices), 2025-11-16, H100 SXM5:
// datacrunch 1.09, hyperstack 2.4, lambdalabs 2.99, nebius 2.12, primecompute 1.0, runpod 2.69
// -> 6 providers, lowest 1.0, median (2.12 + 2.4) / 2 = 2.26 USD per GPU-hour; their largest offer
// counts that day 6 + 1 + 4 + 1 + 4 + 18 = 34 offers.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { parseCsv } from '../../../tools/csv.ts'
import { connectMcp, ERAS, type Era } from '../../helpers/mcp.ts'
import { startTestServer, type TestServer } from '../../helpers/server.ts'

let server: TestServer
let key: string
const H100 = 'nvidia-h100-sxm'

const test = suite('gpu rental history :: REST, MCP and feed from the series')
test.before(async () => {
  server = await startTestServer()
  key = (await server.key()).secret
})

/** The REST API is keyed. */
const api = (path: string) => server.get(`/api/v1/gpu-rental-history${path}`, { key })

test("REST :: the per-provider series' last H100 day worked by hand, oldest first, paged by cursor", async () => {
  const res = await api(`?gpu=${H100}&until=2025-11-16&limit=2`)
  assert.is(res.status, 200)
  const body = await res.json()
  const last = body.items.at(-1)
  assert.equal(
    [last.date, last.gpu, last.upstream_series, last.providers, last.offers, last.min_usd, last.median_usd],
    ['2025-11-16', H100, 'H100_80GB SXM5', 6, 34, 1, 2.26],
  )
  assert.is(last.min_cny, Math.round(1 * last.fx_usd_cny * 1e4) / 1e4)
  assert.ok(last.source_url.startsWith('https://github.com/tugot17/gpu-price-tracker/'))
  assert.is(body.count, 2)
  assert.ok(body.total > 20, `a month of days, got ${body.total}`)
  assert.is(body.items[0].date < last.date, true)
  const older = await (await api(`?gpu=${H100}&until=2025-11-16&limit=2&cursor=${body.next_cursor}`)).json()
  assert.ok(older.items.at(-1).date < body.items[0].date)
})

test("REST :: the newest H100 days are one marketplace's listings, each row naming that source", async () => {
  const body = await (await api(`?gpu=${H100}&limit=1`)).json()
  const last = body.items.at(-1)
  assert.equal(
    [last.date, last.providers, last.offers, last.min_usd, last.median_usd],
    ['2026-03-06', 1, 8, 1.4185, 1.4185],
  )
  assert.match(last.upstream_series, /Vast\.ai US listings/)
  assert.ok(last.source_url.startsWith('https://github.com/ccir-index/cri-h100/'))
})

test('REST :: a GPU without a series: an empty page that says why; a bad date: a 400 naming it', async () => {
  const none = await (await api('?gpu=no-such-gpu')).json()
  assert.equal([none.total, none.items], [0, []])
  assert.match(none.note, /no rental series/)
  const bad = await api('?since=2025-02-30')
  assert.is(bad.status, 400)
  assert.match(JSON.stringify(await bad.json()), /since/)
})

for (const era of Object.keys(ERAS) as Era[]) {
  test(`MCP ${era} :: the same rows as REST`, async () => {
    const client = await connectMcp(server.url, era)
    const result = await client.callTool({ name: 'get_gpu_rental_history', arguments: { gpu: H100, limit: 3 } })
    const rest = await (await api(`?gpu=${H100}&limit=3`)).json()
    assert.equal((result.structuredContent as { items: unknown[] }).items, rest.items)
    await client.close()
  })
}

test('feed :: /data/gpu_rental_history.csv holds every row of the series, by date then GPU', async () => {
  const res = await server.get('/data/gpu_rental_history.csv')
  assert.is(res.status, 200)
  const rows = parseCsv(await res.text())
  const all = await (await api('?limit=1000')).json()
  assert.is(rows.length, all.total)
  const h100 = rows.find((r) => r.gpu === H100 && r.date === '2025-11-16')
  assert.equal([h100?.providers, h100?.offers, h100?.min_usd, h100?.median_usd], ['6', '34', '1', '2.26'])
  const order = rows.map((r) => `${r.date}|${r.gpu}`)
  assert.equal(order, [...order].sort())
})

test('page :: the GPU record page draws the rental days, with the day worked by hand in its table', async () => {
  const html = await (await server.get(`/gpu-prices/${H100}`)).text()
  const figure = /<figure[^>]*id="chart-rental-usd"[\s\S]*?<\/figure>/.exec(html)?.[0] ?? ''
  assert.match(figure, /Cloud rental per GPU-hour/)
  assert.match(figure, /2025-11-16[\s\S]*?>6<[\s\S]*?>34</)
})

test.after(async () => {
  await server?.close()
})

test.run()
