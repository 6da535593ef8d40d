import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { startTestServer, type TestServer } from '../../helpers/server.ts'

let server: TestServer
let key: string
const rest = suite('get_coding_pc :: rest')
rest.before(async () => {
  server = await startTestServer()
  key = (await server.key()).secret
})
rest.after(() => server.close())
const get = async (query: string) => (await server.get(`/api/v1/coding-pc?${query}`, { key })).json()

rest('category, tier, query :: filter as documented, with the envelope', async () => {
  const all = await get('limit=100')
  assert.is(all.total, 23)
  assert.ok(all.as_of && all.source_url && all.license)
  const laptops = await get('category=laptop&limit=100')
  assert.ok(laptops.total > 0 && laptops.items.every((p: { category: string }) => p.category === 'laptop'))
  const tier = await get('tier=120b&limit=100')
  assert.is(tier.total, 8)
  assert.ok(tier.items.every((p: { tier: { tier: string } }) => p.tier.tier === '120b'))
  const m4 = await get(`query=${encodeURIComponent('M4 Max')}&limit=100`)
  assert.ok(m4.total > 0 && m4.items.every((p: object) => /m4 max/i.test(JSON.stringify(p))))
})

rest('every price :: has its source and date', async () => {
  const all = await get('limit=100')
  for (const pc of all.items) {
    for (const price of pc.prices) {
      assert.match(price.source_url, /^https?:\/\//, pc.id)
      assert.match(price.observed, /^\d{4}-\d{2}-\d{2}$/, pc.id)
    }
  }
})

rest('bad category or tier :: 400 naming it', async () => {
  for (const [query, parameter] of [
    ['category=phone', 'category'],
    ['tier=9000b', 'tier'],
  ]) {
    const res = await server.get(`/api/v1/coding-pc?${query}`, { key })
    assert.is(res.status, 400, query)
    assert.is((await res.json()).error.parameter, parameter, query)
  }
})

rest.run()
