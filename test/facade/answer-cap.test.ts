// The cap on one answer: past it, REST and MCP refuse with INVALID_PARAMETER naming 'limit' and
// saying how to page, instead of sending megabytes; under it, the same query answers.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { DEFAULT_MAX_ANSWER_BYTES } from '../../facade/response-cache.ts'
import { connectMcp, ERAS, type Era } from '../helpers/mcp.ts'
import { startAppBeside, startTestServer, type TestServer } from '../helpers/server.ts'

const CAP = 50_000
let base: TestServer
let capped: Awaited<ReturnType<typeof startAppBeside>>
let key: string

const cap = suite('answer cap :: REST and MCP')
cap.before(async () => {
  base = await startTestServer()
  key = (await base.key()).secret
  capped = await startAppBeside(base, { maxAnswerBytes: CAP })
})

const BIG = '/api/v1/llm-price-history?vendor=openai&limit=500'

cap('default :: 1 MiB', () => {
  assert.is(DEFAULT_MAX_ANSWER_BYTES, 2 ** 20)
})

cap('REST over the cap :: 400 INVALID_PARAMETER naming limit, saying to page', async () => {
  const full = await base.get(BIG, { key })
  assert.is(full.status, 200)
  assert.ok(Number((await full.arrayBuffer()).byteLength) > CAP)
  const res = await fetch(capped.url + BIG, { headers: { Authorization: `Bearer ${key}` } })
  assert.is(res.status, 400)
  const { error } = await res.json()
  assert.is(error.code, 'INVALID_PARAMETER')
  assert.is(error.parameter, 'limit')
  assert.is(error.max_bytes, CAP)
  assert.match(error.message, new RegExp(`over the ${CAP}-byte cap.*smaller page with 'limit'`))
})

cap('REST under the cap :: the same query with a small limit answers', async () => {
  const res = await fetch(`${capped.url}/api/v1/llm-price-history?vendor=openai&limit=20`, {
    headers: { Authorization: `Bearer ${key}` },
  })
  assert.is(res.status, 200)
  assert.is((await res.json()).items.length, 20)
})

for (const era of Object.keys(ERAS) as Era[]) {
  cap(`MCP ${era} over the cap :: a tool error with the same refusal; under it, the answer`, async () => {
    const client = await connectMcp(capped.url, era, { Authorization: `Bearer ${key}` })
    const over = await client.callTool({ name: 'get_llm_price_history', arguments: { vendor: 'openai', limit: 500 } })
    assert.is(over.isError, true)
    const { error } = JSON.parse((over.content as { text: string }[])[0].text)
    assert.is(error.code, 'INVALID_PARAMETER')
    assert.is(error.parameter, 'limit')
    const under = await client.callTool({ name: 'get_llm_price_history', arguments: { vendor: 'openai', limit: 20 } })
    assert.is((under.structuredContent as { items: unknown[] }).items.length, 20)
    await client.close()
  })
}

cap.after(async () => {
  await capped.close()
  await base.close()
})
cap.run()
