// Issue 23: word of changes. The Atom feed of price changes parses in a well-kept feed library
// (feedparser, strict XML) with one entry per recorded change, and every page links it.
import { Readable } from 'node:stream'
import FeedParser from 'feedparser'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { startTestServer, TEST_BASE_URL, type TestServer } from '../helpers/server.ts'

let server: TestServer
const atom = suite('price changes :: Atom feed')
atom.before(async () => {
  server = await startTestServer()
})
atom.after(() => server.close())

/** The feed's meta and items as feedparser reads them; its errors fail the test. */
function parse(xml: string): Promise<{ meta: FeedParser.Meta; items: FeedParser.Item[] }> {
  return new Promise((resolve, reject) => {
    const parser = new FeedParser({ strict: true, normalize: true, addmeta: false })
    const items: FeedParser.Item[] = []
    parser.on('error', reject)
    parser.on('readable', () => {
      let item: FeedParser.Item | null
      while ((item = parser.read())) items.push(item)
    })
    parser.on('end', () => resolve({ meta: parser.meta, items }))
    Readable.from([xml]).pipe(parser)
  })
}

atom('/data/price_changes.atom :: valid Atom, one entry per change, newest first', async () => {
  const res = await server.get('/data/price_changes.atom')
  assert.is(res.status, 200)
  assert.match(res.headers.get('content-type') ?? '', /^application\/atom\+xml/)
  const xml = await res.text()
  const { meta, items } = await parse(xml)
  assert.is(meta['#type'], 'atom')
  assert.is(meta.title, 'LLM API list-price changes')
  const changes = await (
    await server.get('/api/v1/price-changes?limit=1000', { key: (await server.key()).secret })
  ).json()
  console.log(`  ${items.length} entries, ${changes.total} changes`)
  assert.is(items.length, changes.total)
  assert.is(new Set(items.map((i) => i.guid)).size, items.length, 'entry ids are unique')
  for (const item of items) {
    assert.ok(
      item.title && item.date && item.link?.startsWith(`${TEST_BASE_URL}/llm-prices/`),
      JSON.stringify(item.title),
    )
  }
  const dates = items.map((i) => i.date!.toISOString())
  assert.equal(dates, [...dates].sort().reverse(), 'newest first')
  // The newest change, word for word as the API lists it.
  const first = changes.items[0]
  assert.ok(
    items.some((i) => i.guid.endsWith(`#${first.model}-${first.date}`)),
    'the newest change has its entry',
  )
})

atom('every page :: links the Atom feed', async () => {
  const html = await (await server.get('/')).text()
  assert.match(html, /<link rel="alternate" type="application\/atom\+xml" href="\/data\/price_changes\.atom"/)
})

atom.run()
