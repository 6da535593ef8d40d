// resource template ids are discoverable. A real MCP client asks completion/complete for
// the ids of a record template and reads the record it names, in both protocol eras.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { connectMcp, ERAS, type Era } from '../helpers/mcp.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

let server: TestServer
const complete = suite('mcp :: completion of resource template ids')
complete.before(async () => {
  server = await startTestServer()
})
complete.after(() => server.close())

for (const era of Object.keys(ERAS) as Era[]) {
  complete(`${era} :: a prefix gives the ids of price-index records, and the first one reads`, async () => {
    const client = await connectMcp(server.url, era)
    assert.ok(client.getServerCapabilities()?.completions, 'completions capability')
    const templates = (await client.listResourceTemplates()).resourceTemplates
    const index = templates.find((t) => t.uriTemplate.startsWith('ai-market-data://price-index/'))!
    assert.match(index.description ?? '', /completion\/complete/)
    const got = await client.complete({
      ref: { type: 'ref/resource', uri: index.uriTemplate },
      argument: { name: 'id', value: 'CN-2026-08' },
    })
    assert.ok(
      got.completion.values.length > 0 && got.completion.values.every((v) => v.startsWith('cn-2026-08')),
      JSON.stringify(got.completion),
    )
    const uri = index.uriTemplate.replace('{id}', got.completion.values[0])
    const read = await client.readResource({ uri })
    assert.is(JSON.parse((read.contents[0] as { text: string }).text).item.id, got.completion.values[0])
    const none = await client.complete({
      ref: { type: 'ref/resource', uri: index.uriTemplate },
      argument: { name: 'id', value: 'zz' },
    })
    assert.equal(none.completion.values, [])
    await client.close()
  })
}

complete('a keyed template without a key :: no ids', async () => {
  const client = await connectMcp(server.url, '2025-11-25')
  const got = await client.complete({
    ref: { type: 'ref/resource', uri: 'ai-market-data://llm-price-history/{model}' },
    argument: { name: 'model', value: 'gpt' },
  })
  assert.equal(got.completion.values, [])
  await client.close()
})

complete('capabilities :: the server card says what initialize says', async () => {
  const card = await (await server.get('/.well-known/mcp/server-card.json')).json()
  for (const era of Object.keys(ERAS) as Era[]) {
    const client = await connectMcp(server.url, era)
    const caps = client.getServerCapabilities() as Record<string, unknown>
    // 2025-11-25 is served statelessly: the same, less resource subscriptions (no session to hold one).
    const expected = era === '2026-07-28' ? card.capabilities : { ...card.capabilities, resources: {} }
    for (const [name, value] of Object.entries(expected)) assert.equal(caps[name], value, `${era} ${name}`)
    assert.equal(
      Object.keys(expected).sort(),
      Object.keys(caps)
        .filter((k) => k !== 'experimental' && k !== 'extensions')
        .sort(),
      era,
    )
    await client.close()
  }
})

complete.run()
