import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { startTestServer, type TestServer } from '../../helpers/server.ts'

let server: TestServer
let key: string
const rest = suite('get_role_token_budget :: rest')
rest.before(async () => {
  server = await startTestServer()
  key = (await server.key()).secret
})
rest.after(() => server.close())
const get = async (query: string) => (await server.get(`/api/v1/role-token-budget?${query}`, { key })).json()

rest('32 roles x 3 levels :: all in the feed', async () => {
  const feed = await (await server.get('/data/role_token_budget.json')).json()
  assert.is(feed.items.length, 96)
  assert.is(new Set(feed.items.map((i: { role_id: string }) => i.role_id)).size, 32)
})

rest('query, group, usage, limit :: filter as documented', async () => {
  const en = await get('query=software&limit=96')
  assert.ok(en.total >= 3 && en.items.every((i: { role_en: string }) => /software/i.test(i.role_en)))
  const zh = await get(`query=${encodeURIComponent('软件工程师')}&limit=96`)
  assert.ok(zh.total >= 3 && zh.items.every((i: { role_zh: string }) => i.role_zh.includes('软件工程师')))
  const heavy = await get('usage=heavy&group=sales&limit=96')
  assert.ok(
    heavy.total > 0 &&
      heavy.items.every((i: { usage: string; group: string }) => i.usage === 'heavy' && i.group === 'sales'),
  )
  const two = await get('limit=2')
  assert.is(two.items.length, 2)
  assert.is(two.total, 96)
  assert.ok(two.as_of && two.source_url && two.license)
})

rest('bad usage or limit :: 400 naming it', async () => {
  for (const [query, parameter] of [
    ['usage=extreme', 'usage'],
    ['limit=0', 'limit'],
    ['limit=1000', 'limit'],
  ]) {
    const res = await server.get(`/api/v1/role-token-budget?${query}`, { key })
    assert.is(res.status, 400, query)
    assert.is((await res.json()).error.parameter, parameter, query)
  }
})

rest.run()
