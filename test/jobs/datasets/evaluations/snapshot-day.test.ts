// A dated snapshot's score belongs to the snapshot, and to a rolling id only while it pointed there:
// the price list folds gpt-4-0314 and gpt-4-0613 into gpt-4 (one price), but OpenAI's model page says
// gpt-4 serves gpt-4-0613 (data/registry/alias-pointers.csv), so gpt-4-0314's LMArena score is not gpt-4's.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { rankRows, type Board } from '../../../../jobs/datasets/evaluations/board.ts'
import { buildFromBoards } from '../../../../jobs/datasets/evaluations/build.ts'

const gpt4 = {
  model: 'gpt-4',
  vendor: 'openai',
  country: 'US' as const,
  input_usd: 30,
  output_usd: 60,
  input_cny: 216,
  output_cny: 432,
  aliases: ['gpt-4-0314', 'gpt-4-0613'],
}
const board = (names: [string, number][]): Board => ({
  source: 'lmarena',
  metric: 'Arena score',
  leaderboard_date: '2025-12-11',
  url: 'https://lmarena.ai/leaderboard',
  rows: rankRows(names.map(([name, score]) => ({ name, score, row_date: null, exclude_reason: null }))),
})

const test = suite('evaluations :: a dated snapshot score and a rolling id')
test('gpt-4-0314 (1206) and gpt-4-0613 (1160) :: gpt-4 carries 0613, the snapshot it serves', () => {
  const built = buildFromBoards(
    [gpt4],
    [
      board([
        ['gpt-4-0314', 1206.4],
        ['gpt-4-0613', 1160],
      ]),
    ],
  )
  const item = built.payload.items.find((i) => i.model === 'gpt-4')!
  assert.equal(
    item.scores.map((s) => [s.benchmark_name, s.score]),
    [['gpt-4-0613', 1160]],
  )
  const left = built.unmatched.find((u) => u.name === 'gpt-4-0314')!
  assert.match(left.reason, /dated snapshot gpt-4-0314: its score is not gpt-4's, which points to gpt-4-0613/)
})
test('only gpt-4-0314 on the board :: gpt-4 gets no LMArena score', () => {
  const built = buildFromBoards([gpt4], [board([['gpt-4-0314', 1206.4]])])
  assert.not.ok(built.payload.items.some((i) => i.model === 'gpt-4'))
})
test.run()
