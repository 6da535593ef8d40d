import { appendHistory, queryHistory } from '../helpers/price-history.ts'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { EmbeddedStore } from '../../store/embedded.ts'
import { row, storeContract } from './contract.ts'

storeContract('embedded', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'amd-store-'))
  const open = async () => {
    const s = new EmbeddedStore(dir)
    await s.init()
    return s
  }
  return { open, reopen: open, cleanup: () => rm(dir, { recursive: true, force: true }) }
}).run()

const files = suite('store :: embedded files')

files('history :: one whole segment file per append; a leftover temporary file is ignored', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'amd-store-'))
  const store = new EmbeddedStore(dir)
  await store.init()
  await appendHistory(store, [row('a', '2024-01-01')])
  await appendHistory(store, [row('a', '2024-01-02')])
  await writeFile(join(dir, 'history', '00000003.cols.abc.tmp'), '{"date":"2024-01-0')
  assert.equal(
    (await readdir(join(dir, 'history'))).filter((n) => !n.endsWith('.tmp')),
    ['00000001.cols', '00000002.cols'],
  )
  const reopened = new EmbeddedStore(dir)
  await reopened.init()
  assert.is((await queryHistory(reopened, { model: 'a', limit: 10 })).total, 2)
  assert.is(await appendHistory(reopened, [row('a', '2024-01-03')]), 1)
  await rm(dir, { recursive: true, force: true })
})

files.run()
