import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { TOOLS } from '../../jobs/datasets/index.ts'
import { connectMcp, ERAS, type Era } from '../helpers/mcp.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

let server: TestServer
let valid: string
let inactive: string

const setup = async () => {
  server ??= await startTestServer()
  valid ??= (await server.key()).secret
  inactive ??= (await server.key({ active: false })).secret
}

for (const era of Object.keys(ERAS) as Era[]) {
  const mcp = suite(`mcp :: protocol ${era}`)
  mcp.before(setup)

  mcp('no key :: price history hidden, the other tools listed and callable', async () => {
    const client = await connectMcp(server.url, era)
    assert.is(client.getNegotiatedProtocolVersion(), era)
    const names = (await client.listTools()).tools.map((t) => t.name).sort()
    assert.equal(names, TOOLS.filter((t) => t.auth === 'none').map((t) => t.name).sort())
    assert.ok(names.includes('get_llm_prices') && !names.includes('get_llm_price_history'))
    const result = await client.callTool({ name: 'get_llm_prices', arguments: { model: 'gpt-4o' } })
    const out = result.structuredContent as { items: { model: string; input_usd: number }[]; as_of: string; source_url: string; license: string }
    assert.is(out.items[0].model, 'gpt-4o')
    assert.is(out.items[0].input_usd, 2.5)
    assert.ok(out.as_of && out.source_url && out.license)
    await client.close()
  })

  mcp('valid key :: price history listed and returns real history', async () => {
    const client = await connectMcp(server.url, era, { Authorization: `Bearer ${valid}` })
    const names = (await client.listTools()).tools.map((t) => t.name)
    assert.ok(names.includes('get_llm_price_history'))
    const result = await client.callTool({ name: 'get_llm_price_history', arguments: { model: 'gpt-4o', since: '2024-11-27', until: '2024-11-28' } })
    const out = result.structuredContent as { items: { date: string; input_usd: number; last_observed: string; source_url: string }[] }
    // The real 2024 cut: 5.00 -> 2.50 USD input, first seen in the 2024-11-28 litellm snapshot.
    assert.equal(out.items.map((r) => [r.date, r.input_usd, r.last_observed]), [['2024-11-27', 5, '2024-10-29'], ['2024-11-28', 2.5, '2024-11-28']])
    assert.match(out.items[1].source_url, /github\.com\/BerriAI\/litellm\/blob\/[0-9a-f]{40}\//)
    await client.close()
  })

  mcp('valid key :: bad tool input is a tool error naming the parameter', async () => {
    const client = await connectMcp(server.url, era, { Authorization: `Bearer ${valid}` })
    const result = await client.callTool({ name: 'get_llm_price_history', arguments: { vendor: 'openai', since: '2024-13-01' } })
    assert.is(result.isError, true)
    assert.match(JSON.stringify(result.content), /since/)
    await client.close()
  })

  mcp('inactive key :: 401 with WWW-Authenticate', async () => {
    let error: unknown
    try { await connectMcp(server.url, era, { Authorization: `Bearer ${inactive}` }) } catch (e) { error = e }
    assert.ok(error, 'connect must fail')
    const res = await rawPost(server, { Authorization: `Bearer ${inactive}` })
    assert.is(res.status, 401)
    assert.match(res.headers.get('www-authenticate') ?? '', /^Bearer/)
  })

  mcp('disallowed origin :: 403', async () => {
    let error: unknown
    try { await connectMcp(server.url, era, { Origin: 'https://evil.example' }) } catch (e) { error = e }
    assert.ok(error, 'connect must fail')
    assert.is((await rawPost(server, { Origin: 'https://evil.example' })).status, 403)
  })

  mcp.after(async () => {})
  mcp.run()
}

const http = suite('mcp :: http edges')
http.before(setup)

http('allowed origin and localhost any port :: accepted', async () => {
  assert.is((await rawPost(server, { Origin: 'http://localhost:5173' })).status, 200)
})

http('disallowed Host :: 403', async () => {
  const { request } = await import('node:http')
  const status = await new Promise<number>((resolve, reject) => {
    const req = request(`${server.url}/mcp`, { method: 'POST', headers: { Host: 'evil.example', 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' } }, (res) => { res.resume(); resolve(res.statusCode!) })
    req.on('error', reject)
    req.end(JSON.stringify(initialize))
  })
  assert.is(status, 403)
})

http('GET and DELETE while stateless :: 405', async () => {
  assert.is((await server.get('/mcp', { headers: { Accept: 'text/event-stream' } })).status, 405)
  assert.is((await server.get('/mcp', { method: 'DELETE' })).status, 405)
})

http.after(() => server.close())
http.run()

const initialize = {
  jsonrpc: '2.0', id: 1, method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
}

function rawPost(s: TestServer, headers: Record<string, string>) {
  return fetch(`${s.url}/mcp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(initialize),
  })
}
