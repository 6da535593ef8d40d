// The role budget on the real evaluations (bundled leaderboards, the seed's published price list, which is
// the golden latest.json): every cell
// without a Chinese pick says why in figures, and the figures show a rank shortfall, not a matching gap.
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { produceEvaluations } from '../../../../jobs/datasets/evaluations/load.ts'
import { snapshotsApart } from '../../../../jobs/datasets/evaluations/match.ts'
import { buildRoleTokenBudget } from '../../../../jobs/datasets/role-token-budget/build.ts'
import type { PriceInput } from '../../../../jobs/datasets/role-token-budget/figures.ts'
import { ROLE_BUDGET_DIR } from '../../../../jobs/datasets/role-token-budget/load.ts'
import type { RoleBudget } from '../../../../tools/schemas/role-token-budget.ts'

let items: RoleBudget[] = []
let crossRank = new Map<string, number>()
const test = suite('role budget on the real evaluations :: Chinese picks')
test.before(async () => {
  const prices: PriceInput[] = JSON.parse(
    readFileSync(new URL('../../../fixtures/golden/latest.json', import.meta.url), 'utf8'),
  ).items
  const evaluations = (await produceEvaluations(prices)).payload
  crossRank = new Map(evaluations.items.map((e) => [e.model, e.mean_percentile]))
  items = buildRoleTokenBudget({
    prices: snapshotsApart(prices),
    evaluations: evaluations.items.map((e) => ({
      model: e.model,
      cross_rank: e.mean_percentile,
      n_sources: e.n_sources,
    })),
    evaluationsRef: { source_url: '/data/evaluations_latest.json', as_of: evaluations.as_of },
    assumptions: JSON.parse(readFileSync(`${ROLE_BUDGET_DIR}/assumptions.json`, 'utf8')),
  }).payload.items as RoleBudget[]
})

test('a cell without a Chinese pick :: its reason names the best model with enough sources, below the floor', () => {
  const without = items.filter((i) => !i.best_cn)
  console.log(`role budget: a best Chinese model in ${items.length - without.length} of ${items.length} cells`)
  for (const cell of without) {
    const m = /the best with (\d+) or more is (\S+) ([\d.]+) \(/.exec(cell.best_cn_reason ?? '')
    assert.ok(m, `${cell.id}: ${cell.best_cn_reason}`)
    assert.ok(Number(m![3]) < cell.min_cross_rank.value, `${cell.id}: ${m![2]} ${m![3]} clears the floor`)
  }
})

test('deepseek-v3-2 :: ranked on unrounded LMArena ratings, below the 0.7 floor (0.7004 when rounded first)', () => {
  assert.is(crossRank.get('deepseek-v3-2'), 0.6986)
  for (const cell of items.filter((i) => i.min_cross_rank.value === 0.7))
    assert.is.not(cell.best_cn?.model, 'deepseek-v3-2', cell.id)
})

test.run()
