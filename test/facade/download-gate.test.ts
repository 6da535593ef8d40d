import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { DownloadGate } from '../../facade/download-gate.ts'
import { AppError } from '../../tools/errors.ts'

const KB = 1024
const gate = suite('download gate :: bytes held by streamed downloads, overall and per client')

gate('within both bounds :: admitted at once; held counts each download one chunk', async () => {
  const g = new DownloadGate({ totalBytes: 4 * KB, perClientBytes: 2 * KB, queueMs: 1000 }, KB)
  const a = await g.enter('a')
  const b = await g.enter('b')
  assert.is(g.held, 2 * KB)
  a()
  a() // a second release changes nothing
  b()
  assert.is(g.held, 0)
})

gate('a client at its bound :: waits, and is admitted when one of its own ends; others pass meanwhile', async () => {
  const g = new DownloadGate({ totalBytes: 8 * KB, perClientBytes: 2 * KB, queueMs: 60_000 }, KB)
  const first = await g.enter('a')
  await g.enter('a')
  let third = false
  const waiting = g.enter('a').then((release) => {
    third = true
    return release
  })
  const other = await g.enter('b') // another address is not held up by a's queue
  await Promise.resolve()
  assert.not.ok(third, 'a third download of a waits')
  first()
  const release = await waiting
  assert.ok(third)
  release()
  other()
})

gate('the overall bound :: the queue is first come, first served', async () => {
  const g = new DownloadGate({ totalBytes: 2 * KB, perClientBytes: 2 * KB, queueMs: 60_000 }, KB)
  const held = [await g.enter('a'), await g.enter('b')]
  const order: string[] = []
  const admitted = (name: string) => (release: () => void) => {
    order.push(name)
    return release
  }
  const c = g.enter('c').then(admitted('c'))
  const d = g.enter('d').then(admitted('d'))
  held[0]()
  held[1]()
  for (const release of await Promise.all([c, d])) release()
  assert.equal(order, ['c', 'd'])
})

gate('no room within the queue time :: 503 UNAVAILABLE with Retry-After', async () => {
  const g = new DownloadGate({ totalBytes: KB, perClientBytes: KB, queueMs: 20 }, KB)
  const held = await g.enter('a')
  try {
    await g.enter('a')
    assert.unreachable('must be refused')
  } catch (error) {
    assert.instance(error, AppError)
    assert.is((error as AppError).status, 503)
    assert.is((error as AppError).headers['Retry-After'], '1')
  }
  held()
  assert.is(g.held, 0, 'the refused one holds nothing')
  ;(await g.enter('a'))()
})

gate.run()
