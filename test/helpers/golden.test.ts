// The golden comparer names what differs: the record by its model or id, and the field.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { firstDifference, historyDifferences, historyDigest } from './golden.ts'

const feed = (input: number) => ({
  as_of: '2026-11-25',
  items: [
    { model: 'gpt-4o', input_usd: 2.5 },
    { model: 'claude-opus-4-5', input_usd: input },
  ],
})

test('firstDifference :: names the record by its model and the field, whatever the position', () => {
  assert.is(firstDifference(feed(5), feed(5)), undefined)
  assert.is(firstDifference(feed(5), feed(6)), 'items[claude-opus-4-5].input_usd: expected 5, got 6')
  const moved = { ...feed(5), items: [...feed(5).items].reverse() }
  assert.is(firstDifference(feed(5), moved), 'items: same records in another order')
  assert.is(
    firstDifference(feed(5), { ...feed(5), items: feed(5).items.slice(0, 1) }),
    'items[claude-opus-4-5]: expected {"model":"claude-opus-4-5","input_usd":5}, got nothing',
  )
})

test('historyDifferences :: names the models whose rows differ', () => {
  const csv = (price: string) =>
    `date,model,input_usd\n2026-11-24,gpt-4o,2.5\n2026-11-24,o3,${price}\n2026-11-25,o3,${price}\n`
  assert.equal(historyDifferences(historyDigest(csv('2')), historyDigest(csv('2'))), [])
  assert.equal(historyDifferences(historyDigest(csv('2')), historyDigest(csv('8'))), [
    'o3: expected 2 rows, got 2 rows (same count, other values)',
  ])
})

test.run()
