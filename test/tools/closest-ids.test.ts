// An empty answer says what to ask instead: the ids closest to the one asked, on REST, MCP and the
// 404 record page, over the bundled data (h100 is filed as nvidia-h100-sxm and nvidia-h100-pcie;
// the latest prices have no record "deepseek chat", the DeepSeek family has several).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { closestHint, closestIds } from '../../tools/closest-ids.ts'
import { connectMcp, ERAS, type Era } from '../helpers/mcp.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

const unit = suite('closest ids :: ranking')

unit(
  'the whole id first, separators dropped; then ids holding it; then shared words; none when nothing is close',
  () => {
    const ids = ['amd-mi300x', 'nvidia-h100-pcie', 'nvidia-h100-sxm', 'nvidia-h200', 'deepseek-chat', 'deepseek-v3']
    assert.equal(closestIds('h100', ids), ['nvidia-h100-sxm', 'nvidia-h100-pcie'])
    assert.equal(closestIds('deepseek chat', ids)[0], 'deepseek-chat')
    assert.equal(closestIds('DeepSeek', ids), ['deepseek-v3', 'deepseek-chat'])
    assert.equal(closestIds('tpu-v5', ids), [])
    assert.is(closestHint('model ids', 'deepseek-chat', ids), '', 'an id that exists needs no hint')
  },
)

let server: TestServer
let key: string
const test = suite('closest ids :: empty answers and 404 pages name them')
test.before(async () => {
  server = await startTestServer()
  key = (await server.key()).secret
})

test('REST gpu-rental-history gpu=h100 :: an empty page naming nvidia-h100-sxm and nvidia-h100-pcie', async () => {
  const body = await (await server.get('/api/v1/gpu-rental-history?gpu=h100', { key })).json()
  assert.is(body.total, 0)
  assert.match(body.note, /closest to 'h100': nvidia-h100-sxm, nvidia-h100-pcie/)
})

test('REST gpu-rental-history after its series ends :: says the day it ends, not that there is none', async () => {
  const last = (await (await server.get('/api/v1/gpu-rental-history?gpu=nvidia-h100-sxm&limit=1', { key })).json())
    .items[0].date
  const body = await (
    await server.get(`/api/v1/gpu-rental-history?gpu=nvidia-h100-sxm&since=2099-01-01`, { key })
  ).json()
  assert.is(body.total, 0)
  assert.match(body.note, new RegExp(`ends on ${last}`))
  assert.not.match(body.note, /no rental series/)
})

test('the 404 page of a record that does not exist :: links the closest records', async () => {
  const res = await server.get('/gpu-prices/h100')
  assert.is(res.status, 404)
  const html = await res.text()
  assert.match(html, /Closest records/)
  assert.match(html, /href="\/gpu-prices\/nvidia-h100-sxm"/)
  const deepseek = await (await server.get('/llm-prices/deepseek%20chat')).text()
  assert.match(deepseek, /href="\/llm-prices\/deepseek-[a-z0-9-]+"/)
})

for (const era of Object.keys(ERAS) as Era[]) {
  test(`MCP ${era} :: get_llm_prices "deepseek chat" and get_gpu_prices h100 name ids that exist`, async () => {
    const client = await connectMcp(server.url, era)
    const prices = await client.callTool({ name: 'get_llm_prices', arguments: { model: 'deepseek chat' } })
    const answer = prices.structuredContent as { items: unknown[]; note: string }
    assert.equal(answer.items, [])
    const named = /closest to 'deepseek chat': (.*)\./.exec(answer.note)?.[1].split(', ') ?? []
    assert.ok(named.length > 0 && named.every((id) => id.startsWith('deepseek-')), answer.note)
    // Each id named answers.
    const again = await client.callTool({ name: 'get_llm_prices', arguments: { model: named[0] } })
    assert.is((again.structuredContent as { items: unknown[] }).items.length, 1)
    const rental = await client.callTool({ name: 'get_gpu_rental_history', arguments: { gpu: 'h100' } })
    assert.match((rental.structuredContent as { note: string }).note, /nvidia-h100-sxm/)
    await client.close()
  })
}

test.after(() => server.close())
unit.run()
test.run()
