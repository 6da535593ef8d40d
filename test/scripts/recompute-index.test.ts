// Issue "Evaluations ... and a chain-linked price index", acceptance 1: the published series equals
// scripts/recompute-index.ts run on the published /data/history.csv alone.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { recomputeIndex } from '../../scripts/recompute-index.ts'
import { removeDataDir, seededDataDir } from '../helpers/seeded.ts'

// The feed files as the service publishes them under /data/ (its export folder, here the run's seed's).
let dir: string
const feed = (name: string) => readFile(join(dir, 'export', name), 'utf8')
const recompute = suite('recompute-index :: the published feeds')
recompute.before(async () => {
  dir = await seededDataDir()
})
recompute.after(() => removeDataDir(dir))

recompute('history.csv alone :: the same series as price_index.json', async () => {
  const csv = await feed('history.csv')
  const evaluations = await feed('evaluations_latest.json')
  const published = JSON.parse(await feed('price_index.json'))
  const official = await feed('official_prices.json')
  const again = recomputeIndex(csv, undefined, evaluations, official)
  assert.equal(again.rejected, [])
  assert.is(again.base_date, published.base_date)
  assert.is(again.as_of, published.as_of)
  assert.is(again.items.length, published.items.length)
  assert.equal(again.items, published.items)
  // The quality-adjusted series is there and recomputes to the bit.
  const qa = published.items.filter(
    (p: { group: string; qa_index_usd: number | null }) => p.group === 'ALL' && p.qa_index_usd !== null,
  )
  assert.ok(qa.length > 300, `${qa.length} quality-adjusted ALL days`)
  const first = qa[0]
  const last = qa.at(-1)
  console.log(
    `  ALL: chain ${first.index_usd.toFixed(1)} -> ${last.index_usd.toFixed(1)}, quality-adjusted ` +
      `${first.qa_index_usd.toFixed(1)} -> ${last.qa_index_usd.toFixed(1)} (${first.date} .. ${last.date})`,
  )
})

recompute.run()
