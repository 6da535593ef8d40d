// Byte ranges of the feeds over HTTP on the real app: a client holding the first N bytes of history.csv
// fetches only the rest; a stale copy (If-Range with an old ETag) gets the whole file.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { startTestServer, type TestServer } from '../helpers/server.ts'

let server: TestServer
let whole: Buffer
let etag: string

const range = suite('/data :: byte ranges')
range.before(async () => {
  server = await startTestServer()
  // identity: what a plain client gets (fetch would otherwise ask for and undo a compression)
  const res = await server.get('/data/history.csv', { headers: { 'Accept-Encoding': 'identity' } })
  whole = Buffer.from(await res.arrayBuffer())
  etag = res.headers.get('etag')!
})
range.after(() => server.close())

range('a plain GET :: the exported file exactly, Accept-Ranges: bytes', async () => {
  const onDisk = await readFile(join(server.config.dataDir, 'export', 'history.csv'))
  assert.ok(whole.length > 1_000_000, 'history.csv is the large feed')
  assert.ok(whole.equals(onDisk))
  const res = await server.get('/data/history.csv', { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } })
  assert.is(res.headers.get('accept-ranges'), 'bytes')
  assert.is(res.headers.get('content-length'), String(whole.length))
})

range('bytes=N- :: 206 with exactly the tail, identity even when br is accepted', async () => {
  const n = whole.length - 5000
  const res = await server.get('/data/history.csv', { headers: { Range: `bytes=${n}-`, 'Accept-Encoding': 'br' } })
  assert.is(res.status, 206)
  assert.is(res.headers.get('content-range'), `bytes ${n}-${whole.length - 1}/${whole.length}`)
  assert.is(res.headers.get('content-encoding'), null)
  assert.is(res.headers.get('etag'), etag)
  const tail = Buffer.from(await res.arrayBuffer())
  assert.is(res.headers.get('content-length'), String(tail.length))
  assert.ok(tail.equals(whole.subarray(n)))
})

range('a middle slice and a suffix of a small feed (latest.json) :: the same bytes as the whole', async () => {
  const plain = { 'Accept-Encoding': 'identity' }
  const full = Buffer.from(await (await server.get('/data/latest.json', { headers: plain })).arrayBuffer())
  const mid = await server.get('/data/latest.json', { headers: { Range: 'bytes=100-199' } })
  assert.is(mid.status, 206)
  assert.ok(Buffer.from(await mid.arrayBuffer()).equals(full.subarray(100, 200)))
  const suffix = await server.get('/data/latest.json', { headers: { Range: 'bytes=-64' } })
  assert.ok(Buffer.from(await suffix.arrayBuffer()).equals(full.subarray(full.length - 64)))
})

range('If-Range with the current ETag :: the range; with an old one :: 200 and the whole file', async () => {
  const n = whole.length - 100
  const current = await server.get('/data/history.csv', { headers: { Range: `bytes=${n}-`, 'If-Range': etag } })
  assert.is(current.status, 206)
  assert.is((await current.arrayBuffer()).byteLength, 100)
  const old = await server.get('/data/history.csv', {
    headers: { Range: `bytes=${n}-`, 'If-Range': '"old-version"', 'Accept-Encoding': 'identity' },
  })
  assert.is(old.status, 200)
  assert.is(old.headers.get('content-length'), String(whole.length))
  await old.body?.cancel()
})

range('bytes=<size>- :: 416 with Content-Range */size and a JSON error naming Range', async () => {
  const res = await server.get('/data/history.csv', { headers: { Range: `bytes=${whole.length}-` } })
  assert.is(res.status, 416)
  assert.is(res.headers.get('content-range'), `bytes */${whole.length}`)
  const body = await res.json()
  assert.is(body.error.code, 'RANGE_NOT_SATISFIABLE')
  assert.is(body.error.parameter, 'Range')
})

range('HEAD with a range :: 206 headers, no body', async () => {
  const res = await server.get('/data/history.csv', { method: 'HEAD', headers: { Range: 'bytes=10-19' } })
  assert.is(res.status, 206)
  assert.is(res.headers.get('content-length'), '10')
  assert.is((await res.arrayBuffer()).byteLength, 0)
})

range('If-None-Match before Range :: 304 for the current version', async () => {
  const res = await server.get('/data/history.csv', { headers: { Range: 'bytes=0-', 'If-None-Match': etag } })
  assert.is(res.status, 304)
})

range('several ranges or another unit :: answered whole (allowed, never refused)', async () => {
  for (const header of ['bytes=0-1,5-6', 'items=0-1']) {
    const res = await server.get('/data/latest.json', { headers: { Range: header } })
    assert.is(res.status, 200, header)
  }
})

range('a browser preflight :: Range and If-Range allowed, Content-Range exposed', async () => {
  const res = await server.get('/data/history.csv', { method: 'OPTIONS' })
  assert.match(res.headers.get('access-control-allow-headers') ?? '', /Range, If-Range/)
  const get = await server.get('/data/latest.json', { headers: { Range: 'bytes=0-9' } })
  assert.match(get.headers.get('access-control-expose-headers') ?? '', /Content-Range/)
})

range.run()
