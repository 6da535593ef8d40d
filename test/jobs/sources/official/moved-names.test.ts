// Rows typed by hand under a rolling id end when the seller moved the id to another snapshot
// (jobs/sources/official/moved-names.ts), on data/registry/alias-pointers.csv as it stands.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { endByMoves, firstMove } from '../../../../jobs/sources/official/moved-names.ts'
import { OFFICIAL_DIR } from '../../../../jobs/official.ts'
import type { OfficialPrice } from '../../../../tools/official-price.ts'

const test = suite('official :: rows under a rolling id end when the seller moved it')

const handRows = (file: string) =>
  (JSON.parse(readFileSync(join(OFFICIAL_DIR, file), 'utf8')) as { rows: OfficialPrice[] }).rows

/** Mistral's docs pricing page of 2024-03-07, as typed by hand (data/official/dated-mistral.json). */
const large = () => ({
  ...handRows('dated-mistral.json').find((r) => r.model === 'mistral-large-latest')!,
  effective_until: null,
  effective_basis: null,
})

test("the seller's first move of the id after the page's day, in its words", () => {
  const move = firstMove('mistral-large-latest', '2024-03-07')!
  assert.equal([move.day, move.from, move.to], ['2024-07-24', 'mistral-large-2402', 'mistral-large-2407'])
  assert.match(move.said, /changelog\/en\/2024-07-24\.mdx: 'We released Mistral Large 2/)
  // An id no statement names on the day: nothing to move from.
  assert.is(firstMove('test-only-model-latest', '2024-03-07'), null)
})

test('a row under the id ends on the first move after its last copy; a stated start or end keeps the row', () => {
  const [ended] = endByMoves([large()])
  assert.equal([ended.input, ended.output, ended.effective_until], [8, 24, '2024-07-24'])
  assert.match(
    ended.effective_basis ?? '',
    /^the seller moved mistral-large-latest from mistral-large-2402 to mistral-/,
  )
  // Seen again after that move (TEST-ONLY page day): the next move ends it.
  assert.is(endByMoves([{ ...large(), page_date: '2024-08-01' }])[0].effective_until, '2024-11-18')
  const started = { ...large(), effective_from: '2024-03-07' }
  const stated = { ...large(), effective_until: '2024-12-31', effective_basis: "page: 'until Dec 31'" }
  for (const r of [started, stated]) assert.equal(endByMoves([r]), [r])
  // An end only inferred later (the name read as another model's alias) gives way to the earlier move.
  const inferred = { ...large(), effective_until: '2026-07-15', effective_basis: 'the name is now an alias of x' }
  assert.is(endByMoves([inferred])[0].effective_until, '2024-07-24')
})

test('as written: the three Mistral ids of 2024 end on their moves, never priced years on', () => {
  const rows = handRows('dated-mistral.json').filter((r) => r.model.endsWith('-latest'))
  assert.equal(
    rows.map((r) => [r.model, r.effective_until]),
    [
      ['mistral-small-latest', '2024-09-17'],
      ['mistral-medium-latest', '2025-05-07'],
      ['mistral-large-latest', '2024-07-24'],
    ],
  )
})

test.run()
