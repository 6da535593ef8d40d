// word of changes. The Atom feed of price changes parses in a well-kept feed library
// (feedparser, strict XML) with one entry per recorded change, and every page links it.
import { Readable } from 'node:stream'
import FeedParser from 'feedparser'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { startTestServer, TEST_BASE_URL, type TestServer } from '../../helpers/server.ts'

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

/** The link of a relation in a feed's meta, as feedparser keeps Atom links. */
const linkOf = (meta: FeedParser.Meta, rel: string) =>
  (meta as unknown as { 'atom:link'?: { '@': { rel: string; href: string } }[] })['atom:link']
    ?.map((l) => l['@'])
    .find((l) => l.rel === rel)?.href

/** Every document of a feed from its subscription document back along prev-archive, each checked. */
async function walk(url: string) {
  const docs: { url: string; bytes: number; meta: FeedParser.Meta; items: FeedParser.Item[]; xml: string }[] = []
  for (let next: string | undefined = url; next; ) {
    const res = await server.get(next.replace(TEST_BASE_URL, ''))
    assert.is(res.status, 200, next)
    assert.match(res.headers.get('content-type') ?? '', /^application\/atom\+xml/)
    assert.match(res.headers.get('cache-control') ?? '', /public, max-age=\d+/, 'cacheable')
    const etag = res.headers.get('etag')
    assert.ok(etag, 'tagged')
    const again = await server.get(next.replace(TEST_BASE_URL, ''), { headers: { 'If-None-Match': etag } })
    assert.is(again.status, 304, `${next} revalidates`)
    const xml = await res.text()
    docs.push({ url: next, bytes: Buffer.byteLength(xml), xml, ...(await parse(xml)) })
    next = linkOf(docs.at(-1)!.meta, 'prev-archive')
    assert.ok(docs.length < 200, 'the archives end')
  }
  return docs
}

atom(
  '/data/price_changes.atom :: valid Atom under 100 KB; its archives hold every change once, newest first',
  async () => {
    const changes = await (
      await server.get('/api/v1/price-changes?limit=1000', { key: (await server.key()).secret })
    ).json()
    const docs = await walk(`${TEST_BASE_URL}/data/price_changes.atom`)
    const [current, ...archives] = docs
    console.log(`  ${docs.length} documents, the subscription one ${current.bytes} bytes, ${changes.total} changes`)
    assert.ok(current.bytes < 100_000, `${current.bytes} bytes`)
    assert.is(current.meta['#type'], 'atom')
    assert.is(current.meta.title, 'LLM API list-price changes')
    assert.ok(archives.length > 0, 'older changes are in archives')
    assert.is(linkOf(current.meta, 'next'), archives[0].url)
    for (const [i, archive] of archives.entries()) {
      assert.match(archive.xml, /<fh:archive\/>/)
      assert.is(linkOf(archive.meta, 'current'), `${TEST_BASE_URL}/data/price_changes.atom`)
      if (i > 0) assert.is(linkOf(archive.meta, 'next-archive'), archives[i - 1].url)
    }
    const ids = new Set(docs.flatMap((d) => d.items.map((i) => i.guid)))
    assert.is(ids.size, changes.total, 'every change once, counted by entry id')
    for (const doc of docs) {
      for (const item of doc.items) {
        assert.ok(
          item.title && item.date && item.link?.startsWith(`${TEST_BASE_URL}/llm-prices/`),
          JSON.stringify(item.title),
        )
      }
      const dates = doc.items.map((i) => i.date!.toISOString())
      assert.equal(dates, [...dates].sort().reverse(), 'newest first')
    }
    // The newest change, word for word as the API lists it, is in the subscription document.
    const first = changes.items[0]
    assert.ok(current.items.some((i) => i.guid.endsWith(`#${first.model}-${first.date}`)))
    const missing = await server.get('/data/price_changes/archive-9999.atom')
    assert.is(missing.status, 404)
  },
)

atom(
  '/data/price_changes/moves.atom :: the cuts and increases alone, every one, linked from the main feed',
  async () => {
    const main = await parse(await (await server.get('/data/price_changes.atom')).text())
    assert.is(linkOf(main.meta, 'related'), `${TEST_BASE_URL}/data/price_changes/moves.atom`)
    const changes = await (
      await server.get('/api/v1/price-changes?limit=1000', { key: (await server.key()).secret })
    ).json()
    const moves = changes.items.filter((c: { kind: string }) => c.kind !== 'added')
    const docs = await walk(`${TEST_BASE_URL}/data/price_changes/moves.atom`)
    assert.ok(docs[0].bytes < 100_000)
    assert.is(docs[0].meta.title, 'LLM API list-price cuts and increases')
    const items = docs.flatMap((d) => d.items)
    assert.is(new Set(items.map((i) => i.guid)).size, moves.length)
    for (const item of items) assert.ok(['cut', 'increase', 'mixed'].includes(item.categories[0]), item.title)
    // A price before from another source is named: litellm's $1 / $5, then Anthropic's page at $0.80 / $4.
    const haiku = items.find((i) => i.guid.endsWith('#claude-3-5-haiku-latest-2026-02-18'))
    assert.match(haiku?.summary ?? '', /previous price was last observed 2026-01-31 by litellm /)
  },
)

atom('every page :: links the Atom feed', async () => {
  const html = await (await server.get('/')).text()
  assert.match(html, /<link rel="alternate" type="application\/atom\+xml" href="\/data\/price_changes\.atom"/)
})

atom.run()
