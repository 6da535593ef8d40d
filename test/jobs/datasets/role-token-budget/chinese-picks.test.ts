// The role budget as the service publishes it (feeds seeded from the bundled data): every cell names a best
// Chinese model, or says why in figures, and the why is a shortfall of rank or of sources, never a leaderboard
// row naming a priced Chinese model left unmatched. Ranks and floors compare unrounded cross ranks.
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { buildRoleTokenBudget, isTextModel } from '../../../../jobs/datasets/role-token-budget/build.ts'
import { meanPercentileOf } from '../../../../jobs/datasets/evaluations/board.ts'
import { evaluationInputs } from '../../../../jobs/datasets/role-token-budget/inputs.ts'
import { ROLE_BUDGET_DIR } from '../../../../jobs/datasets/role-token-budget/load.ts'
import type { EvaluationItem } from '../../../../tools/evaluations/schema.ts'
import type { RoleBudget } from '../../../../tools/role-token-budget/schema.ts'
import { seededFeeds } from '../../../helpers/seeded-feeds.ts'

type Judged = { source: string; name: string; model: string | null }
const judged: Judged[] = JSON.parse(
  readFileSync(new URL('../../../fixtures/evaluations/judged-names.json', import.meta.url), 'utf8'),
)
const assumptions = JSON.parse(readFileSync(`${ROLE_BUDGET_DIR}/assumptions.json`, 'utf8'))

let cells: RoleBudget[] = []
let evaluations: EvaluationItem[] = []
const test = suite('role budget as published :: Chinese picks')
test.before(async () => {
  const { feeds, remove } = await seededFeeds()
  await remove()
  cells = feeds.role_token_budget.items
  evaluations = feeds.evaluations_latest.items
})

test('a cell without a Chinese pick :: the best Chinese model with enough sources is below the floor', () => {
  const without = cells.filter((i) => !i.best_cn)
  console.log(`role budget: a best Chinese model in ${cells.length - without.length} of ${cells.length} cells`)
  assert.is(cells.length, 96)
  for (const cell of without) {
    const m = /the best with (\d+) or more is (\S+) ([\d.]+) \(/.exec(cell.best_cn_reason ?? '')
    assert.ok(m, `${cell.id}: ${cell.best_cn_reason}`)
    assert.ok(Number(m![3]) < cell.min_cross_rank.value, `${cell.id}: ${m![2]} ${m![3]} clears the floor`)
  }
})

test('a Chinese model above a floor on too few sources :: no other leaderboard lists it (not a matching gap)', () => {
  // The judged table names, for every row of the four bundled leaderboards, the priced model it is (the
  // matcher agrees on every Chinese row: evaluations/match.test.ts). A row judged to be such a model on a
  // leaderboard that does not score it would be a matching gap: the model would have one more source.
  // Every cell, picked or not: a pick above the floor says nothing of the models short of sources.
  let checked = 0
  for (const cell of cells) {
    const short = evaluations.filter(
      (e) =>
        e.country === 'CN' &&
        isTextModel(e.model) &&
        meanPercentileOf(e.scores) >= cell.min_cross_rank.value &&
        e.n_sources < Math.max(2, cell.min_n_sources.value),
    )
    if (!cell.best_cn)
      assert.match(cell.best_cn_reason ?? '', `; ${short.length} reach ${cell.min_cross_rank.value} on fewer sources`)
    for (const e of short) {
      checked++
      const scored = new Set<string>(e.scores.map((s) => s.source))
      const elsewhere = judged.filter((j) => j.model === e.model && !scored.has(j.source))
      assert.equal(elsewhere, [], `${cell.id}: ${e.model} is listed where it is not scored`)
    }
  }
  assert.ok(checked > 0)
})

test('every cell :: a Chinese pick, or a reason naming the sources of the models that fall short', () => {
  for (const cell of cells) {
    if (cell.best_cn) continue
    assert.match(cell.best_cn_reason ?? '', /\(\d+ sources?: [a-z_]+(, [a-z_]+)*\)/, cell.id)
  }
})

test('every pick clears its floor as published :: no Chinese pick has a mean percentile below the cell floor', () => {
  // deepseek-v3-2 (0.6986 on unrounded LMArena ratings, 0.7004 when rounded first) was the case until its last
  // price, Alibaba's resale, ended on 2026-10-10; the rule stands for every pick.
  let checked = 0
  for (const cell of cells.filter((i) => i.best_cn)) {
    const e = evaluations.find((x) => x.model === cell.best_cn!.model)
    assert.ok(e, `${cell.id}: ${cell.best_cn!.model} has no published evaluation`)
    assert.ok(e!.mean_percentile >= cell.min_cross_rank.value, `${cell.id}: ${e!.model} ${e!.mean_percentile}`)
    checked++
  }
  assert.ok(checked > 20, `${checked} picks checked`)
})

test.run()

const unrounded = suite('role budget :: floors and ranks compare the unrounded cross rank')
// Two leaderboards of 100,001 rows: rank 30,005 is percentile 0.69996, published as 0.7 (4 decimals).
const score = (source: string, rank: number) => ({ source, rank, of: 100_001 })
const item = (model: string, rank: number) =>
  ({ model, n_sources: 2, scores: [score('lmarena', rank), score('livebench', rank)] }) as unknown as EvaluationItem
const price = (model: string, usd: number) => ({
  model,
  vendor: 'deepseek',
  country: 'CN' as const,
  input_usd: usd,
  output_usd: usd,
  input_cny: usd * 7,
  output_cny: usd * 7,
  fx_usd_cny: 7,
  fx_date: '2026-01-01',
  source_url: 'https://example.test/prices',
  last_observed: '2026-01-01',
})
unrounded('0.69996 :: published as 0.7, yet below a 0.7 floor', () => {
  const [input] = evaluationInputs([item('deepseek-v3-2', 30_005)])
  assert.ok(input.cross_rank < 0.7 && Number(input.cross_rank.toFixed(4)) === 0.7)
  const { items } = buildRoleTokenBudget({
    prices: [price('deepseek-v3-2', 1), price('glm-4-6', 2)],
    evaluations: evaluationInputs([item('deepseek-v3-2', 30_005), item('glm-4-6', 30_001)]),
    evaluationsRef: { source_url: 'https://example.test/evaluations', as_of: '2026-01-01' },
    assumptions,
  }).payload
  const floor = items.filter((i) => i.min_cross_rank.value === 0.7 && i.best_cn)
  assert.ok(floor.length > 0)
  // glm-4-6 (exactly 0.7, dearer) is the pick: the cheaper model published at 0.7 does not reach the floor.
  for (const cell of floor) assert.equal([cell.best_cn!.model, cell.best_cn!.cross_rank.value], ['glm-4-6', 0.7])
})
unrounded.run()
