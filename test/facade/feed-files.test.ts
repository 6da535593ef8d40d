import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { FEED_CHUNK_BYTES, FeedStore, SMALL_FEED_BYTES } from '../../facade/feed-files.ts'
import type { AnyTool } from '../../tools/define.ts'

const tools = [{ feed: { file: 'big.csv', contentType: 'text/csv' } }] as unknown as AnyTool[]
const big = (fill: string) => Buffer.alloc(SMALL_FEED_BYTES + 300_000, fill)

async function drain(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

const files = suite('feed files :: one open version per file')
let dir: string
files.before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'amd-feed-files-'))
})
files.after(() => rm(dir, { recursive: true, force: true }))

files('a crowd asking a cold feed at once :: one version, read once, shared by all', async () => {
  await writeFile(join(dir, 'big.csv'), big('a'))
  const store = new FeedStore(dir, tools)
  const versions = await Promise.all(Array.from({ length: 50 }, () => store.load('big.csv')))
  assert.ok(versions.every((v) => v === versions[0]))
  assert.is(versions[0]!.body, undefined, 'a large feed is not held in memory')
  store.close()
})

files('the file replaced while a download streams :: the download gets the old bytes whole', async () => {
  const path = join(dir, 'big.csv')
  await writeFile(path, big('a'))
  const store = new FeedStore(dir, tools)
  const old = (await store.load('big.csv'))!
  const stream = old.stream()
  await writeFile(`${path}.tmp`, big('b'))
  await rename(`${path}.tmp`, path) // what an export does
  old.checkedAt = 0 // looked at again now, not in a second
  const now = (await store.load('big.csv'))!
  assert.is.not(now, old)
  assert.is.not(now.etag, old.etag)
  assert.ok((await drain(stream)).equals(big('a')), 'the old version, to its end')
  assert.ok((await drain(now.stream())).equals(big('b')))
  assert.ok((await now.bytes(5, 10)).equals(Buffer.from('bbbbb')))
  store.close()
})

files('compressed variants :: made once per version, decompress to the file', async () => {
  const { gunzipSync, brotliDecompressSync } = await import('node:zlib')
  await writeFile(join(dir, 'big.csv'), big('c'))
  const store = new FeedStore(dir, tools)
  const version = (await store.load('big.csv'))!
  const [g1, g2] = await Promise.all([version.compressed('gzip'), version.compressed('gzip')])
  assert.is(g1, g2)
  assert.ok(gunzipSync(g1).equals(big('c')))
  assert.ok(brotliDecompressSync(await version.compressed('br')).equals(big('c')))
  store.close()
})

files(
  'a paced store :: each chunk of a download is handed on through the pace, a variant is made unpaced',
  async () => {
    await writeFile(join(dir, 'big.csv'), big('d'))
    let paced = 0
    // A pace that hands every chunk on in a later turn, as the turn budget does past its budget.
    const store = new FeedStore(dir, tools, (work) => {
      paced++
      setImmediate(work)
    })
    const version = (await store.load('big.csv'))!
    assert.ok((await drain(version.stream())).equals(big('d')), 'the bytes whole, in order')
    const chunks = paced
    assert.is(chunks, Math.ceil(big('d').length / FEED_CHUNK_BYTES))
    assert.ok((await drain(version.stream(100, 200))).equals(Buffer.alloc(100, 'd')), 'a range ends')
    await version.compressed('gzip')
    assert.is(paced, chunks + 1, 'compressing writes to no socket: not paced')
    store.close()
  },
)

files('a feed not written :: null', async () => {
  assert.is(await new FeedStore(dir, [{ feed: { file: 'none.json' } }] as unknown as AnyTool[]).load('none.json'), null)
})

files.run()
