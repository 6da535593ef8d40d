// The embedded store's merged segments: a series of many segments (one of the first format, keys
// whose vendor changes, days appended out of order) answers the same rows after a merge as a full
// sort of its rows says, across a reopen, and after a merge cut short at either step.
import { allHistory, appendHistory, queryHistory, type HistoryQuery } from '../helpers/price-history.ts'
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { LARGEST_MERGE, segmentsToMerge } from '../../store/compaction.ts'
import { EmbeddedStore } from '../../store/embedded.ts'
import { encodeRows } from '../../store/keyed-segment.ts'
import { PRICE_HISTORY } from '../../tools/llm-prices/llm-price-history.ts'
import type { HistoryRow } from '../../tools/schemas.ts'
import { anySeries } from '../../tools/series.ts'
import { seededRandom } from '../helpers/random.ts'
import { beforeOffers, byDateThenModel, expectedPage, row } from './contract.ts'

const fixture = (name: string) => new URL(`../fixtures/store/${name}`, import.meta.url)
const day = (d: number) => new Date(Date.UTC(2024, 0, 1 + d)).toISOString().slice(0, 10)
/**
 * Test-only rows in `segments` appends: 12 models over ~80 days, each append a random set of days
 * (so some land before days already stored), and models m03 and m07 moving to vendor w halfway.
 */
function sampleAppends(segments: number): { appends: HistoryRow[][]; seed: string } {
  const random = seededRandom()
  const taken = new Set<string>()
  const appends = Array.from({ length: segments }, () => {
    const rows: HistoryRow[] = []
    for (let m = 0; m < 12; m++) {
      const model = `m${String(m).padStart(2, '0')}`
      for (let n = Math.floor(random.next() * 6); n > 0; n--) {
        const d = Math.floor(random.next() * 80)
        if (taken.has(`${model}/${d}`)) continue
        taken.add(`${model}/${d}`)
        const vendor = (m === 3 || m === 7) && d > 40 ? 'w' : m % 2 ? 'v' : 'u'
        rows.push({ ...row(model, day(d), 1 + m + d / 100, vendor), country: m % 3 ? 'US' : ('CN' as const) })
      }
    }
    return rows
  })
  return { appends, seed: random.replay }
}

const QUERIES: HistoryQuery[] = [
  ...Array.from({ length: 12 }, (_, m) => ({ model: `m${String(m).padStart(2, '0')}`, limit: 5000 })),
  { model: 'm03', vendor: 'w', limit: 5000 },
  { model: 'm03', since: day(30), until: day(50), limit: 7 },
  { vendor: 'w', limit: 5000 },
  { vendor: 'v', since: day(10), until: day(60), limit: 25 },
  { vendor: 'u', country: 'CN', limit: 40 },
  { country: 'US', limit: 100_000 },
  { vendor: 'v', limit: 1 },
  { limit: 100_000 },
  { model: 'a', limit: 10 },
]

/** Every query and the export answer as the rows say. */
async function assertAnswers(store: EmbeddedStore, rows: HistoryRow[], where: string) {
  for (const q of QUERIES)
    assert.equal(await queryHistory(store, q), expectedPage(rows, q), `${JSON.stringify(q)}, ${where}`)
  const exported: HistoryRow[] = []
  for await (const r of allHistory(store)) exported.push(r)
  assert.equal(exported, [...rows].sort(byDateThenModel), `the export, ${where}`)
  const after: HistoryRow[] = []
  for await (const r of allHistory(store, day(40))) after.push(r)
  assert.equal(
    after,
    [...rows].sort(byDateThenModel).filter((r) => r.date > day(40)),
    `the export after a day, ${where}`,
  )
}

const segmentFiles = async (dir: string) => (await readdir(join(dir, 'history'))).filter((n) => n.endsWith('.cols'))

const open = async (dir: string) => {
  const store = new EmbeddedStore(dir)
  await store.init()
  return store
}

/** A folder of one first-format segment (the fixture) and `segments` more written as appends write them. */
async function manySegments(segments: number) {
  const dir = await mkdtemp(join(tmpdir(), 'amd-compaction-'))
  await mkdir(join(dir, 'history'))
  await copyFile(fixture('history-columns-1.cols'), join(dir, 'history', '00000001.cols'))
  const { appends, seed } = sampleAppends(segments)
  for (const [i, rows] of appends.entries()) {
    const name = `${String(i + 2).padStart(8, '0')}.cols`
    await writeFile(join(dir, 'history', name), encodeRows(anySeries(PRICE_HISTORY), rows))
  }
  const fixed = (JSON.parse(await readFile(fixture('history-columns-1.json'), 'utf8')) as HistoryRow[]).map(
    beforeOffers,
  )
  return { dir, rows: [...fixed, ...appends.flat()], seed }
}

const compaction = suite('embedded store :: merged segments')

compaction('many segments :: the same rows before a merge, after it and after a reopen', async () => {
  const { dir, rows, seed } = await manySegments(30)
  try {
    const store = await open(dir)
    await assertAnswers(store, rows, `31 segments, ${seed}`)
    await store.compactSeries(PRICE_HISTORY)
    assert.is((await segmentFiles(dir)).length, 1, 'merged into one')
    await assertAnswers(store, rows, `merged, ${seed}`)
    await store.close()
    const reopened = await open(dir)
    await assertAnswers(reopened, rows, `merged and reopened, ${seed}`)
    await reopened.close()
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

compaction(
  'a merge cut short :: a leftover temporary file or the merged parts still there lose and add nothing',
  async () => {
    const { dir, rows, seed } = await manySegments(12)
    try {
      const before = await segmentFiles(dir)
      const saved = await mkdtemp(join(tmpdir(), 'amd-compaction-saved-'))
      for (const name of before) await copyFile(join(dir, 'history', name), join(saved, name))
      const store = await open(dir)
      await store.compactSeries(PRICE_HISTORY)
      await store.close()
      const [merged] = await segmentFiles(dir)
      // A crash after the merged segment was renamed into place, before the parts were removed, and
      // an earlier merge's temporary file that never got renamed.
      for (const name of before) await copyFile(join(saved, name), join(dir, 'history', name))
      await writeFile(join(dir, 'history', `${merged}.3f2a.tmp`), '#keyed3\nhalf a segm')
      await rm(saved, { recursive: true, force: true })
      const reopened = await open(dir)
      await assertAnswers(reopened, rows, `merged beside its parts, ${seed}`)
      // The next merge removes the leftovers first; every row is still there once.
      const added = row('late', day(90))
      assert.is(await appendHistory(reopened, [added, rows[5]]), 1)
      await reopened.compactSeries(PRICE_HISTORY)
      assert.equal((await segmentFiles(dir)).length, 1)
      await assertAnswers(reopened, [...rows, added], `after the next merge, ${seed}`)
      await reopened.close()
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  },
)

compaction('another instance :: a store that read the parts notices their merge', async () => {
  const { dir, rows, seed } = await manySegments(10)
  try {
    const reader = await open(dir)
    await assertAnswers(reader, rows, `before, ${seed}`)
    const writer = await open(dir)
    await writer.compactSeries(PRICE_HISTORY)
    const added = row('late', day(90))
    await appendHistory(writer, [added])
    await assertAnswers(reader, [...rows, added], `merged by another instance, ${seed}`)
    await writer.close()
    await reader.close()
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

compaction('when to merge :: after 8 small segments, then whenever the newest add up to the one before', () => {
  assert.is(segmentsToMerge([5, 5, 5, 5, 5, 5, 5]), 0, 'seven small ones wait')
  assert.is(segmentsToMerge([5, 5, 5, 5, 5, 5, 5, 5]), 8)
  assert.is(segmentsToMerge([80, 40, 5, 5, 5, 5, 5, 5, 5, 5]), 10, 'a binary counter: 40 + 40, then 80 + 80')
  assert.is(segmentsToMerge([80, 40, 5, 5, 5, 5, 5, 5, 5]), 0)
  assert.is(segmentsToMerge([1000, 5, 5, 5, 5, 5, 5, 5, 5]), 8, 'a large first load stays as it is')
  assert.is(segmentsToMerge([]), 0)
  const half = LARGEST_MERGE / 2
  assert.is(segmentsToMerge([half, half / 2, ...Array(8).fill(half / 16)]), 10, 'up to the largest merge')
  const third = LARGEST_MERGE / 3
  assert.is(segmentsToMerge([2 * third, ...Array(8).fill(third / 4)]), 8, 'never beyond it')
})

compaction.run()
