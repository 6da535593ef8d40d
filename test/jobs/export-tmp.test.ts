// Two processes export feeds into one folder (a command-line refresh beside the server, which
// re-exports what it sees move): an export removes only temporary files an export that died left
// long ago, never the one another process is writing now (that failed its rename with ENOENT).
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { TOOLS } from '../../jobs/datasets/index.ts'
import { exportFeeds } from '../../jobs/export.ts'
import { EmbeddedStore } from '../../store/embedded.ts'
import { GPU_RENTAL_HISTORY, GpuRentalDay } from '../../tools/gpu-prices/gpu-rental-history.ts'
import { sampleRow } from '../helpers/sample-rows.ts'

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

test('append-only feed, columns changed :: written again whole, not appended under the old header', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'amd-export-columns-'))
  const store = new EmbeddedStore(join(dir, 'store'))
  try {
    await store.init()
    // Test-only rows; the file as an earlier release with one column fewer would have left it.
    const day = (date: string, usd: number) => sampleRow(GPU_RENTAL_HISTORY, { date, gpu: 'h100', min_usd: usd })
    await store.appendSeries(GPU_RENTAL_HISTORY, [day('2024-01-01', 1), day('2024-01-02', 2)])
    const path = join(dir, 'gpu_rental_history.csv')
    await writeFile(path, 'date,gpu\n2024-01-01,h100\n')
    await exportFeeds(store, TOOLS, dir, 'https://data.example.test', { only: ['gpu_prices'], errors: [] })
    const lines = (await readFile(path, 'utf8')).trimEnd().split('\n')
    assert.is(
      lines[0],
      `date,${Object.keys(GpuRentalDay.shape)
        .filter((c) => c !== 'date')
        .join(',')}`,
    )
    assert.equal(
      lines.slice(1).map((l) => l.split(',').slice(0, 2).join(',')),
      ['2024-01-01,h100', '2024-01-02,h100'],
    )
    // The same columns again: only the new day is appended.
    await store.appendSeries(GPU_RENTAL_HISTORY, [day('2024-01-03', 3)])
    const before = await readFile(path)
    await exportFeeds(store, TOOLS, dir, 'https://data.example.test', { only: ['gpu_prices'], errors: [] })
    const after = await readFile(path)
    assert.ok(after.subarray(0, before.length).equals(before), 'the old file is a prefix')
    assert.match(after.subarray(before.length).toString(), /^2024-01-03,h100,/)
  } finally {
    await store.close()
    await rm(dir, { recursive: true, force: true })
  }
})

test.run()
