import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { startTestServer, type TestServer } from '../../helpers/server.ts'

let server: TestServer
let key: string
const rest = suite('get_price_index :: rest')
rest.before(async () => {
  server = await startTestServer()
  key = (await server.key()).secret
})
rest.after(() => server.close())

rest("group CN, US, ALL :: 200, that group's full series since `since`, with the envelope", async () => {
  const feed = await (await server.get('/data/price_index.json')).json()
  for (const group of ['CN', 'US', 'ALL']) {
    const res = await server.get(`/api/v1/price-index?group=${group}&since=2025-01-01&limit=5000`, { key })
    assert.is(res.status, 200, group)
    const body = await res.json()
    assert.ok(body.as_of && body.source_url && body.license && body.method && body.base_date, group)
    const expected = feed.items
      .filter((p: { group: string; date: string }) => p.group === group && p.date >= '2025-01-01')
      .reverse()
    assert.equal(body.items, expected, group)
    assert.is(body.items.at(-1).date, '2025-01-01', group)
    assert.is(body.items[0].date, body.as_of, group)
    assert.is(body.next_cursor, null, group)
    assert.ok(body.items.every((p: { group: string }) => p.group === group))
  }
})

rest('no group, no since :: ALL, the newest days of the last 365 that fit 25 KB, the rest a cursor away', async () => {
  const res = await server.get('/api/v1/price-index', { key })
  const text = await res.text()
  assert.ok(text.length < 25_000, `${text.length} bytes`)
  const body = JSON.parse(text)
  assert.ok(body.items.every((p: { group: string }) => p.group === 'ALL'))
  assert.is(body.items[0].date, body.as_of)
  assert.is(body.total, 366)
  assert.ok(
    body.items.length > 10 && body.items.length < 366 && body.next_cursor,
    `${body.items.length} days and a cursor`,
  )
  assert.match(body.note, /pass limit/)
  assert.ok(body.cost_of_capability.every((s: { points: unknown[] }) => s.points.length <= 2))
  const next = await (await server.get(`/api/v1/price-index?cursor=${body.next_cursor}`, { key })).json()
  assert.ok(next.items[0].date < body.items.at(-1).date, 'the next page goes back in time')
})

rest(
  'since before the series :: the whole series, base day at 100; capability_points gives the daily points',
  async () => {
    const body = await (await server.get('/api/v1/price-index?since=2023-01-01&limit=5000', { key })).json()
    assert.is(body.items.at(-1).date, '2023-09-06')
    assert.ok(Math.abs(body.items.find((p: { date: string }) => p.date === body.base_date).index_usd - 100) < 1e-9)
    // The daily points of every series (about 680 kB) beside one index point: within one answer's cap.
    const points = await (
      await server.get('/api/v1/price-index?since=2023-01-01&capability_points=true&limit=1', { key })
    ).json()
    assert.ok(points.cost_of_capability.some((s: { points: unknown[] }) => s.points.length > 100))
  },
)

rest('bad group or since :: 400 naming the parameter', async () => {
  for (const [query, parameter] of [
    ['group=EU', 'group'],
    ['group=cn', 'group'],
    ['since=2024-13-01', 'since'],
    ['groups=CN', 'groups'],
  ]) {
    const res = await server.get(`/api/v1/price-index?${query}`, { key })
    assert.is(res.status, 400, query)
    assert.is((await res.json()).error.parameter, parameter, query)
  }
})

rest.run()
