// The embedded store's own files are checked when read back: a keys.json or runs.json edited by
// hand into the wrong shape is refused naming the file and the field, never served as typed data.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { EmbeddedStore } from '../../store/embedded.ts'

const files = suite('embedded store :: its own files checked on read')

files(
  'keys.json with a key whose active flag is a string: the store does not start, naming the file and field',
  async () => {
    const dir = await mkdtemp(join(tmpdir(), 'amd-files-'))
    try {
      const store = new EmbeddedStore(dir)
      await store.init()
      const key = { id: 'k1', hash: 'a'.repeat(64), tier: 'free', active: true, created_at: '2026-11-26T00:00:00Z' }
      await store.addKey(key)
      assert.equal((await store.findKeyByHash(key.hash))?.id, 'k1')
      await writeFile(join(dir, 'keys.json'), JSON.stringify([{ ...key, active: 'yes' }]))
      await store.close()
      // A store that cannot read its keys does not start: it would otherwise answer every key as unknown.
      const error = await new EmbeddedStore(dir).init().then(
        () => null,
        (e: Error) => e.message,
      )
      assert.ok(error?.includes('keys.json') && error.includes('0.active'), String(error))
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  },
)

files('runs.json with a run of an unknown status: refused naming the file and the field', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'amd-files-'))
  try {
    const run = { id: 'r1', started_at: '2026-11-26T00:00:00Z', status: 'ok', counts: {}, quarantined: [], errors: [] }
    await writeFile(join(dir, 'runs.json'), JSON.stringify([run]))
    const store = new EmbeddedStore(dir)
    await store.init()
    assert.equal(
      (await store.recentRuns(5)).map((r) => r.id),
      ['r1'],
    )
    await writeFile(join(dir, 'runs.json'), JSON.stringify([{ ...run, status: 'fine' }]))
    const error = await store.recentRuns(5).then(
      () => null,
      (e: Error) => e.message,
    )
    assert.ok(error?.includes('runs.json') && error.includes('0.status'), String(error))
    await store.close()
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

files.run()
