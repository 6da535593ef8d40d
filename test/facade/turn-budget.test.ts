// The turn budget: requests past one turn's budget start in a later turn of the event loop, in the
// order they came, and every one starts; under light load everything starts at once.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { TurnBudget } from '../../facade/turn-budget.ts'

const turns = suite('turn budget :: requests past a turn wait for a later one')

/** Keeps the thread busy for `ms` (a request that costs CPU). */
function busy(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until);
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

turns('light load :: each request starts at once', async () => {
  const budget = new TurnBudget(50)
  const started: number[] = []
  for (let i = 0; i < 10; i++) budget.run(() => started.push(i))
  assert.equal(started, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  assert.is(budget.queued, 0)
})

turns('a turn past its budget :: the rest start in later turns, in order, all of them', async () => {
  const budget = new TurnBudget(1)
  const started: number[] = []
  for (let i = 0; i < 20; i++)
    budget.run(() => {
      started.push(i)
      busy(2)
    })
  assert.equal(started, [0], 'the first request spent the budget: the others wait')
  assert.is(budget.queued, 19)
  // An immediate set now runs in this turn's check phase: the waiting requests start only after the
  // loop has polled again (where a new connection is accepted).
  await nextTurn()
  assert.equal(started, [0])
  for (let turn = 0; turn < 100 && budget.queued > 0; turn++) await nextTurn()
  assert.equal(
    started,
    Array.from({ length: 20 }, (_, i) => i),
  )
  assert.is(budget.queued, 0)
})

turns('a request arriving while others wait :: starts after them, never before', async () => {
  const budget = new TurnBudget(1)
  const started: string[] = []
  budget.run(() => {
    started.push('a')
    busy(2)
  })
  budget.run(() => started.push('b'))
  await nextTurn()
  budget.run(() => started.push('c')) // the budget of a new turn is fresh, but b waits before it
  for (let turn = 0; turn < 100 && budget.queued > 0; turn++) await nextTurn()
  assert.equal(started, ['a', 'b', 'c'])
})

turns('a request that throws :: the ones after it still start', async () => {
  const budget = new TurnBudget(1)
  const started: number[] = []
  budget.run(() => busy(2))
  budget.run(() => {
    throw new Error('a request that throws')
  })
  budget.run(() => started.push(3))
  const error = console.error
  console.error = () => {}
  try {
    for (let turn = 0; turn < 100 && budget.queued > 0; turn++) await nextTurn()
  } finally {
    console.error = error
  }
  assert.equal(started, [3])
})

turns.run()
