import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { startTestServer, type TestServer } from '../../helpers/server.ts'

let server: TestServer
let key: string
const rest = suite('get_cloud_agents :: rest')
rest.before(async () => {
  server = await startTestServer()
  key = (await server.key()).secret
})
rest.after(() => server.close())
const get = async (query: string) => (await server.get(`/api/v1/cloud-agents?${query}`, { key })).json()

rest('kind, query, limit :: filter as documented, with the envelope', async () => {
  const all = await get('limit=100')
  assert.is(all.total, 30)
  assert.ok(all.as_of && all.source_url && all.license)
  const work = await get('kind=work&limit=100')
  assert.ok(work.total > 0 && work.total < 30 && work.items.every((a: { kind: string }) => a.kind === 'work'))
  const personal = await get('kind=personal&limit=100')
  assert.is(work.total + personal.total, 30)
  const zh = await get(`query=${encodeURIComponent('智谱')}&limit=100`)
  assert.ok(zh.total > 0 && zh.items.every((a: object) => JSON.stringify(a).includes('智谱')))
  const two = await get('limit=2')
  assert.is(two.items.length, 2)
  assert.ok(two.next_cursor)
})

rest('every plan price :: has its source and date, and converted figures their FX', async () => {
  const feed = await (await server.get('/data/agents.json')).json()
  for (const agent of feed.items) {
    // No test has been run yet: null with the reason, never scores from elsewhere.
    assert.is(agent.test_results.results, null, agent.id)
    assert.ok(agent.test_results.reason, agent.id)
    for (const plan of agent.plans) {
      if (!plan.monthly_price) continue
      assert.match(plan.source_url, /^https?:\/\//, `${agent.id} ${plan.plan}`)
      assert.match(plan.observed, /^\d{4}-\d{2}-\d{2}$/, `${agent.id} ${plan.plan}`)
      assert.ok(plan.fx_rate > 0 && plan.fx_date && plan.fx_source, `${agent.id} ${plan.plan} fx`)
    }
  }
})

rest('bad kind or limit :: 400 naming it', async () => {
  for (const [query, parameter] of [
    ['kind=robot', 'kind'],
    ['limit=-1', 'limit'],
    ['cursor=zzz', 'cursor'],
    ['colour=red', 'colour'],
  ]) {
    const res = await server.get(`/api/v1/cloud-agents?${query}`, { key })
    assert.is(res.status, 400, query)
    assert.is((await res.json()).error.parameter, parameter, query)
  }
})

rest.run()
