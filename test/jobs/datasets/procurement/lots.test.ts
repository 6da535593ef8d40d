import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { parseAmounts } from '../../../../jobs/datasets/procurement/amounts.ts'
import type { RawNotice } from '../../../../jobs/datasets/procurement/normalise.ts'
import { buildProcurement } from '../../../../jobs/datasets/procurement/build.ts'
import { tenderBudget } from '../../../../jobs/datasets/procurement/lots.ts'
import { bundledInputs } from './bundled.ts'

const inputs = bundledInputs()
const demands = buildProcurement(inputs).demands.payload.items
const tender = (id: string) => demands.find((d) => d.id === id)!

const test = suite('lot budgets :: summed per notice, each lot kept')
test("CNAIP-018 宁夏电信大模型 :: 标包1 6000万 + 标包2 4000万 = 1亿, not the first lot's 6000万", () => {
  const t = tender('cnaip-018')
  assert.is(t.budget!.value, 100_000_000)
  assert.is(t.budget!.tax, 'excl')
  assert.is(t.budget_basis, 'sum_of_lots')
  assert.equal(
    t.budget_lots.map((l) => [l.lot, l.count, l.amount.value]),
    [
      ['标包1', 1, 60_000_000],
      ['标包2', 1, 40_000_000],
    ],
  )
  // the notice's own evidence text: 标包1…预算为6000万元(不含税)…标包2…预算为4000万元(不含税)
  const raw = (inputs.notices.records as RawNotice[]).find((r) => r.id === 'CNAIP-018')!
  assert.is(
    parseAmounts(raw.evidence).reduce((s, a) => s + a.value, 0),
    t.budget!.value,
  )
})
test('CNAIP-036 湖南政务云 :: a stated total 5亿 stays; its 4 lots of 1.25亿 are kept and add up to it', () => {
  const t = tender('cnaip-036')
  assert.equal([t.budget!.value, t.budget_basis, t.budget_lots_match_total], [500_000_000, 'stated', true])
  assert.equal(
    t.budget_lots.map((l) => [l.lot, l.count, l.amount.value]),
    [['每个标包', 4, 125_000_000]],
  )
})
test('one amount, no lot :: stated, no lots (CNAIP-045 2610000.00 元)', () => {
  const t = tender('cnaip-045')
  assert.equal(
    [t.budget!.value, t.budget_basis, t.budget_lots, t.budget_lots_match_total],
    [2_610_000, 'stated', [], null],
  )
  assert.equal(
    demands.filter((d) => d.budget_lots.length).map((d) => d.id),
    ['cnaip-018', 'cnaip-036'],
  )
})
test('lots that do not add up to the total :: flagged false', () => {
  const b = tenderBudget('总预算5亿元;标包1 2亿元;标包2 2亿元', (t) =>
    parseAmounts(t).map((a) => ({ ...a, upper_bound: a.upper_bound ?? null })),
  )
  assert.equal([b.budget!.value, b.basis, b.lots_match_total], [500_000_000, 'stated', false])
})
test.run()
