// Two processes export feeds into one folder (a command-line refresh beside the server, which
// re-exports what it sees move): an export removes only temporary files an export that died left
// long ago, never the one another process is writing now (that failed its rename with ENOENT).
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { TOOLS } from '../../jobs/datasets/index.ts'
import { exportFeeds } from '../../jobs/export.ts'
import { EmbeddedStore } from '../../store/embedded.ts'

test('export :: a fresh temporary file is left alone, an hour-old one removed', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'amd-export-tmp-'))
  const store = new EmbeddedStore(join(dir, 'store'))
  try {
    await store.init()
    const fresh = join(dir, 'latest.json.a1b2c3.tmp')
    const old = join(dir, 'history.csv.d4e5f6.tmp')
    await writeFile(fresh, 'being written by another process')
    await writeFile(old, 'left by an export that died')
    const hourAgo = new Date(Date.now() - 3_600_000)
    await utimes(old, hourAgo, hourAgo)
    await exportFeeds(store, TOOLS, dir, 'https://data.example.test', { only: [] })
    assert.ok(existsSync(fresh), "the other process's file is still there")
    assert.not.ok(existsSync(old), "the dead export's file is gone")
  } finally {
    await store.close()
    await rm(dir, { recursive: true, force: true })
  }
})

test.run()
