// two real processes on one embedded data folder interleave writes of every
// kind (history segments, observations, keys, run records); reopened, the folder holds every write
// of both. Before the folder lock, segment names collided and observations.json, keys.json and
// runs.json were rewritten from one process's memory, losing the other's writes.
import { observationsOf, queryHistory } from '../helpers/price-history.ts'
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { EmbeddedStore } from '../../store/embedded.ts'
import { FolderLock } from '../../store/folder-lock.ts'

const run = promisify(execFile)
const ROUNDS = 25
const writer = (dir: string, name: string) =>
  run(process.execPath, ['--import', 'tsx', 'test/helpers/interleaved-writer.ts', dir, name, String(ROUNDS)], {
    timeout: 120_000,
  })

const many = suite('embedded store :: two processes, one folder')

many('interleaved writes of both :: all there after a restart', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'amd-two-writers-'))
  try {
    await Promise.all([writer(dir, 'a'), writer(dir, 'b')])
    const store = new EmbeddedStore(dir)
    await store.init()
    for (const name of ['a', 'b']) {
      const history = await queryHistory(store, { model: `${name}-model`, limit: 1000 })
      assert.is(history.total, ROUNDS, `${name}: history rows`)
      assert.is((await observationsOf(store, `${name}-model`)).length, ROUNDS, `${name}: observations`)
      const keys = (await store.listKeys()).filter((k) => k.id.startsWith(`${name}-key-`))
      assert.is(keys.length, ROUNDS, `${name}: keys`)
      const runs = (await store.recentRuns(200)).filter((r) => r.id.startsWith(`${name}-run-`))
      assert.is(runs.length, ROUNDS, `${name}: runs`)
    }
    await store.close()
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

many('a reader process :: sees what the other wrote without a restart', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'amd-reader-'))
  try {
    const reader = new EmbeddedStore(dir)
    await reader.init()
    await reader.putEdition('demo', '2024-01-01', { n: 1 })
    assert.equal((await reader.latestEdition('demo'))?.payload, { n: 1 })
    await writer(dir, 'c')
    // Another process's segments, observations and keys are read on the next read.
    assert.is((await queryHistory(reader, { model: 'c-model', limit: 100 })).total, ROUNDS)
    assert.is((await observationsOf(reader, 'c-model')).length, ROUNDS)
    assert.ok(await reader.findKeyByHash('c-hash-0'))
    // And a snapshot pointer another process moved is read again (a second instance on the folder).
    const other = new EmbeddedStore(dir)
    await other.init()
    await other.putEdition('demo', '2024-01-02', { n: 2 })
    assert.equal((await reader.latestEdition('demo'))?.payload, { n: 2 })
    assert.equal(await reader.noticeOthers(), [], 'the first poll only records the pointers')
    await other.putEdition('demo', '2024-01-03', { n: 3 })
    assert.equal(await reader.noticeOthers(), ['demo'])
    await reader.close()
    await other.close()
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

many('folder lock :: a dead holder is taken over; a live one is waited for, then named', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'amd-lock-'))
  try {
    const { writeFile } = await import('node:fs/promises')
    // A lock left by a process that no longer exists (a pid far past any real one on this host).
    const { hostname } = await import('node:os')
    await writeFile(
      join(dir, 'write.lock'),
      JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname(), since: '2024-01-01T00:00:00Z', what: 'history' }),
    )
    assert.is(await new FolderLock(dir).with('test', async () => 'taken over'), 'taken over')
    // A live holder (this very process) for longer than the waiter waits.
    await writeFile(
      join(dir, 'write.lock'),
      JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString(), what: 'keys' }),
    )
    try {
      await new FolderLock(dir, { waitMs: 200 }).with('test', async () => 'never')
      assert.unreachable('a live holder is waited for')
    } catch (error) {
      assert.match((error as Error).message, new RegExp(`locked by pid ${process.pid} .*keys`))
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

many.run()
