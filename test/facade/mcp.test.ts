import { request } from 'node:http'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { TOOLS } from '../../jobs/datasets/index.ts'
import { connectMcp, ERAS, type Era } from '../helpers/mcp.ts'
import { startTestServer, TEST_BASE_URL, type TestServer } from '../helpers/server.ts'

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
    assert.equal(
      names,
      TOOLS.filter((t) => t.auth === 'none')
        .map((t) => t.name)
        .sort(),
    )
    assert.ok(names.includes('get_llm_prices') && !names.includes('get_llm_price_history'))
    const result = await client.callTool({ name: 'get_llm_prices', arguments: { model: 'gpt-4o' } })
    const out = result.structuredContent as {
      items: { model: string; input_usd: number }[]
      as_of: string
      source_url: string
      license: string
    }
    assert.is(out.items[0].model, 'gpt-4o')
    assert.is(out.items[0].input_usd, 2.5)
    assert.ok(out.as_of && out.source_url && out.license)
    await client.close()
  })

  mcp('valid key :: price history listed and returns real history', async () => {
    const client = await connectMcp(server.url, era, { Authorization: `Bearer ${valid}` })
    const names = (await client.listTools()).tools.map((t) => t.name)
    assert.ok(names.includes('get_llm_price_history'))
    const result = await client.callTool({
      name: 'get_llm_price_history',
      arguments: { model: 'gpt-4o', since: '2024-11-11', until: '2024-11-12' },
    })
    const out = result.structuredContent as {
      items: { date: string; input_usd: number; last_observed: string; source_url: string }[]
    }
    // The real 2024 cut: 5.00 -> 2.50 USD input, dated by the litellm commit that recorded it
    // (e7543378, 2024-11-12) rather than its month-end snapshot.
    assert.equal(
      out.items.map((r) => [r.date, r.input_usd, r.last_observed]),
      [
        ['2024-11-11', 5, '2024-10-29'],
        ['2024-11-12', 2.5, '2024-11-12'],
      ],
    )
    assert.match(out.items[1].source_url, /github\.com\/BerriAI\/litellm\/blob\/[0-9a-f]{40}\//)
    await client.close()
  })

  mcp('valid key :: bad tool input is a tool error naming the parameter', async () => {
    const client = await connectMcp(server.url, era, { Authorization: `Bearer ${valid}` })
    const result = await client.callTool({
      name: 'get_llm_price_history',
      arguments: { vendor: 'openai', since: '2024-13-01' },
    })
    assert.is(result.isError, true)
    assert.match(JSON.stringify(result.content), /since/)
    await client.close()
  })

  mcp('inactive key :: 401 with WWW-Authenticate', async () => {
    let error: unknown
    try {
      await connectMcp(server.url, era, { Authorization: `Bearer ${inactive}` })
    } catch (e) {
      error = e
    }
    assert.ok(error, 'connect must fail')
    const res = await rawPost(server, { Authorization: `Bearer ${inactive}` })
    assert.is(res.status, 401)
    assert.match(res.headers.get('www-authenticate') ?? '', /^Bearer/)
  })

  mcp('disallowed origin :: 403', async () => {
    let error: unknown
    try {
      await connectMcp(server.url, era, { Origin: 'https://evil.example' })
    } catch (e) {
      error = e
    }
    assert.ok(error, 'connect must fail')
    assert.is((await rawPost(server, { Origin: 'https://evil.example' })).status, 403)
  })

  mcp('no key :: calling the keyed tool says a key lists it', async () => {
    const client = await connectMcp(server.url, era)
    let error: unknown
    try {
      await client.callTool({ name: 'get_llm_price_history', arguments: { model: 'gpt-4o' } })
    } catch (e) {
      error = e
    }
    assert.match(String((error as Error)?.message), /get_llm_price_history needs an API key/)
    await client.close()
  })

  mcp(
    'resources :: every open feed listed, JSON feeds read whole, history.csv as header and newest lines',
    async () => {
      const client = await connectMcp(server.url, era)
      const listed = (await client.listResources()).resources
      const uris = listed.map((r) => r.uri)
      for (const tool of TOOLS.filter((t) => t.feed))
        assert.ok(uris.includes(`${TEST_BASE_URL}/data/${tool.feed!.file}`), tool.feed!.file)
      const latest = (await client.readResource({ uri: `${TEST_BASE_URL}/data/latest.json` })).contents[0] as {
        mimeType: string
        text: string
      }
      assert.is(latest.mimeType, 'application/json')
      const feed = JSON.parse(latest.text)
      assert.ok(feed.items.length > 200 && feed.source_url === `${TEST_BASE_URL}/data/latest.json`)
      const history = listed.find((r) => r.uri.endsWith('/data/history.csv'))!
      assert.match(history.description ?? '', /newest 50 lines/)
      const csv = (await client.readResource({ uri: history.uri })).contents[0] as {
        mimeType: string
        text: string
        _meta?: { complete: boolean }
      }
      const lines = csv.text.trim().split('\n')
      assert.is(csv.mimeType, 'text/csv')
      assert.match(lines[0], /^date,model,/)
      assert.is(lines.length, 51)
      assert.is(csv._meta?.complete, false)
      assert.ok(lines[50].slice(0, 10) >= lines[1].slice(0, 10), 'newest last')
      await client.close()
    },
  )

  mcp('resource templates :: one per record kind; a record read by URI carries its source', async () => {
    const client = await connectMcp(server.url, era)
    const templates = (await client.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate)
    assert.ok(templates.includes('ai-market-data://llm-prices/{model}'), templates.join(' '))
    assert.ok(templates.includes('ai-market-data://gpu-prices/{id}'), templates.join(' '))
    const read = (await client.readResource({ uri: 'ai-market-data://llm-prices/gpt-4o' })).contents[0] as {
      text: string
    }
    const record = JSON.parse(read.text)
    assert.is(record.item.model, 'gpt-4o')
    assert.is(record.item.input_usd, 2.5)
    assert.ok(record.as_of && record.source_url && record.license && record.sources.length)
    let error: unknown
    try {
      await client.readResource({ uri: 'ai-market-data://llm-prices/no-such-model' })
    } catch (e) {
      error = e
    }
    assert.match(String((error as Error)?.message), /No record with model 'no-such-model'/)
    await client.close()
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
    const req = request(
      `${server.url}/mcp`,
      {
        method: 'POST',
        headers: {
          Host: 'evil.example',
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
        },
      },
      (res) => {
        res.resume()
        resolve(res.statusCode!)
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(initialize))
  })
  assert.is(status, 403)
})

/** A POST to /mcp with a Host header fetch would not let us set. */
function postWithHost(host: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      `${server.url}/mcp`,
      {
        method: 'POST',
        headers: { Host: host, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      },
      (res) => {
        let body = ''
        res.on('data', (c) => {
          body += c
        })
        res.on('end', () => resolve({ status: res.statusCode!, body }))
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(initialize))
  })
}

for (const host of ['localhost:abc', 'localhost:99999', 'localhost:', '127.0.0.1:8080:1']) {
  http(`Host '${host}' :: 400 JSON naming the Host, not an internal error`, async () => {
    const { status, body } = await postWithHost(host)
    assert.is(status, 400)
    assert.is(JSON.parse(body).error.code, 'INVALID_PARAMETER')
    assert.ok(JSON.parse(body).error.message.includes(`'${host}'`), body)
  })
}

http('a JSON-RPC batch :: 400 with a JSON-RPC error saying batches are not supported, in both eras', async () => {
  for (const headers of [
    { 'MCP-Protocol-Version': '2025-11-25' },
    { 'MCP-Protocol-Version': '2026-07-28', 'Mcp-Method': 'tools/list' },
    {},
  ] as Record<string, string>[]) {
    for (const batch of [
      [initialize],
      [
        { jsonrpc: '2.0', id: 1, method: 'ping' },
        { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      ],
      [],
    ]) {
      const res = await fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
        body: JSON.stringify(batch),
      })
      assert.is(res.status, 400)
      const body = await res.json()
      assert.is(body.error.code, -32600)
      assert.match(body.error.message, /batches .* not supported/)
    }
  }
})

http('GET and DELETE while stateless :: 405', async () => {
  assert.is((await server.get('/mcp', { headers: { Accept: 'text/event-stream' } })).status, 405)
  assert.is((await server.get('/mcp', { method: 'DELETE' })).status, 405)
})

http.after(() => server.close())
http.run()

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
}

function rawPost(s: TestServer, headers: Record<string, string>) {
  return fetch(`${s.url}/mcp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(initialize),
  })
}
