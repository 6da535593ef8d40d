import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { buildFromBundled } from '../../../../jobs/datasets/llm-prices/bundled.ts'
import { buildRoleTokenBudget, isTextModel } from '../../../../jobs/datasets/role-token-budget/build.ts'
import { ROLE_BUDGET_DIR } from '../../../../jobs/datasets/role-token-budget/load.ts'
import { RoleBudget } from '../../../../tools/role-token-budget/schema.ts'
import { SAMPLE_EVALUATIONS, SAMPLE_REF } from './evaluations.sample.ts'
import { walkFigures } from './walk.ts'

const assumptions = JSON.parse(readFileSync(`${ROLE_BUDGET_DIR}/assumptions.json`, 'utf8'))
// uvu loads tests as CommonJS (no top-level await): the bundled prices are read once, in before hooks.
let prices: Awaited<ReturnType<typeof buildFromBundled>>['latest'] = []
const build = (a = assumptions) =>
  buildRoleTokenBudget({ prices, evaluations: SAMPLE_EVALUATIONS, evaluationsRef: SAMPLE_REF, assumptions: a })
let built: ReturnType<typeof build>
let payload: ReturnType<typeof build>['payload']
let rejected: ReturnType<typeof build>['rejected']
let byId: Map<string, RoleBudget>
let loading: Promise<void> | undefined
const setup = () =>
  (loading ??= buildFromBundled().then((b) => {
    prices = b.latest
    built = build()
    payload = built.payload
    rejected = built.rejected
    byId = new Map(payload.items.map((i) => [i.id, i]))
  }))
const cent = (x: number, y: number) => Math.abs(x - y) < 0.005

const shape = suite('buildRoleTokenBudget :: shape')
shape.before(setup)
shape('32 roles x 3 levels :: 96 unique items that pass the schema', () => {
  assert.is(new Set(payload.items.map((i) => i.role_id)).size, 32)
  assert.is(byId.size, 96)
  for (const item of payload.items) RoleBudget.parse(item)
})
shape('as_of :: newest price observation, not the clock', () => {
  assert.is(
    payload.as_of,
    prices
      .map((p) => p.last_observed)
      .sort()
      .at(-1),
  )
})
shape('bad records :: unpriced models rejected with reasons; no 0/0 price reaches the budgets', () => {
  // Unpriced is not free: the price producer holds 0/0 back unless the seller's page says
  // the model is free (glm-4-7-flash); a free model is never a budget pick either.
  assert.ok(
    prices.filter((p) => p.input_usd === 0 && p.output_usd === 0).every((p) => /seller's own page/.test(p.source_name)),
  )
  const free = new Set(prices.filter((p) => p.input_usd === 0 && p.output_usd === 0).map((p) => p.model))
  assert.not.ok(payload.items.some((i) => free.has(i.best_any?.model ?? '') || free.has(i.best_cn?.model ?? '')))
  assert.ok(rejected.some((r) => r.record === 'not-a-priced-model' && /no usable price/.test(r.reason)))
  assert.not.ok(payload.items.some((i) => i.best_any?.model === 'ernie-speed'))
})
shape.run()

const rule = suite('pick rule :: sample evaluations')
rule.before(setup)
rule('software engineer standard :: cheapest within 0.05 of the best qualifying rank', () => {
  const it = byId.get('software-engineer-standard')!
  // qualifying (rank >= 0.8, >= 2 sources): best 0.97 -> window >=
  // 0.92: opus-4-5, sonnet-4-5, gemini-2-5-pro; gemini is cheapest
  assert.is(it.best_any?.model, 'gemini-2-5-pro')
  // Chinese: deepseek-v4-pro (0.90), glm-5-2 (0.88), deepseek-flash (0.80); window >= 0.85: of 2,016,000 in
  // and 302,400 out a month, glm-5-2 at 8 / 28 CNY (24.60) is cheaper than deepseek-v4-pro at 9 / 27 (26.31)
  assert.is(it.best_cn?.model, 'glm-5-2')
})
rule('no qualifying Chinese model :: null with a reason', () => {
  const strict = structuredClone(assumptions)
  strict.roles[0].needs.min_cross_rank.value = 0.95
  const it = build(strict).payload.items[0]
  assert.is(it.best_cn, null)
  assert.match(it.best_cn_reason ?? '', /no Chinese text model/)
  assert.is(it.best_any?.model, 'claude-opus-4-5')
})
rule('picks :: text models matched to at least two evaluation sources, whatever a role allows', () => {
  const loose = structuredClone(assumptions)
  for (const role of loose.roles) role.needs.min_n_sources.value = 1
  const items = build(loose).payload.items
  const sources = new Map(SAMPLE_EVALUATIONS.map((e) => [e.model, e.n_sources]))
  for (const i of items)
    for (const pick of [i.best_any, i.best_cn]) {
      if (!pick) continue
      assert.ok((sources.get(pick.model) ?? 0) >= 2, `${i.id}: ${pick.model}`)
      assert.ok(isTextModel(pick.model), `${i.id}: ${pick.model}`)
    }
  // The audit's example: a vision model scored on one leaderboard only.
  assert.not.ok(isTextModel('qwen3-vl-235b-a22b-instruct'))
  assert.ok(isTextModel('deepseek-v4-pro') && isTextModel('glm-5-2'))
})

rule.run()

// Two cells recomputed by hand from the published assumptions and the price records.
const hand = suite('cell totals :: recomputed by hand to the cent')
hand.before(setup)
const HAND = [
  { id: 'software-engineer-standard', tasks: 252, tin: 8000, tout: 1200 },
  { id: 'customer-support-agent-heavy', tasks: 1890, tin: 3000, tout: 500 },
]
for (const row of HAND) {
  hand(`${row.id} :: tokens and cost match`, () => {
    const it = byId.get(row.id)!
    assert.is(it.tasks_per_month.value, row.tasks)
    assert.is(it.input_tokens_per_task.value, row.tin)
    assert.is(it.output_tokens_per_task.value, row.tout)
    assert.is(it.monthly_input_tokens.value, row.tasks * row.tin)
    assert.is(it.monthly_output_tokens.value, row.tasks * row.tout)
    for (const pick of [it.best_any!, it.best_cn!]) {
      const p = prices.find((x) => x.model === pick.model)!
      const usd = ((row.tasks * row.tin) / 1e6) * p.input_usd + ((row.tasks * row.tout) / 1e6) * p.output_usd
      const cny = ((row.tasks * row.tin) / 1e6) * p.input_cny + ((row.tasks * row.tout) / 1e6) * p.output_cny
      assert.ok(cent(pick.monthly_cost_usd.value, usd), `${pick.model} USD ${pick.monthly_cost_usd.value} vs ${usd}`)
      assert.ok(cent(pick.monthly_cost_cny.value, cny), `${pick.model} CNY ${pick.monthly_cost_cny.value} vs ${cny}`)
      assert.is(pick.price.source_url, p.source_url)
      assert.is(pick.price.last_observed, p.last_observed)
      console.log(
        `  ${row.id} ${pick.model}: ${it.monthly_input_tokens.value} in + ` +
          `${it.monthly_output_tokens.value} out tokens = ${pick.monthly_cost_usd.value.toFixed(2)} ` +
          `USD / ${pick.monthly_cost_cny.value.toFixed(2)} CNY per month`,
      )
    }
  })
}
hand.run()

const sens = suite('sensitivity :: one assumption changed')
sens.before(setup)
sens('tasks per month x2 :: tokens and cost x2, same picks', () => {
  const doubled = structuredClone(assumptions)
  const role = doubled.roles.find((r: { id: string }) => r.id === 'lawyer')
  role.levels.standard.tasks_per_month.value *= 2
  const after = build(doubled).payload.items.find((i) => i.id === 'lawyer-standard')!
  const before = byId.get('lawyer-standard')!
  assert.is(after.monthly_input_tokens.value, 2 * before.monthly_input_tokens.value)
  assert.is(after.best_any?.model, before.best_any?.model)
  assert.ok(Math.abs(after.best_any!.monthly_cost_usd.value / before.best_any!.monthly_cost_usd.value - 2) < 1e-9)
  assert.ok(Math.abs(after.best_cn!.monthly_cost_cny.value / before.best_cn!.monthly_cost_cny.value - 2) < 1e-9)
})
sens('rank window 0 :: the best-ranked model is picked', () => {
  const tight = structuredClone(assumptions)
  tight.rank_window.value = 0
  assert.is(
    build(tight).payload.items.find((i) => i.id === 'software-engineer-standard')!.best_any?.model,
    'claude-opus-4-5',
  )
})
sens.run()

const walk = suite('every number :: sourced, derived or assumption')
walk.before(setup)
walk('payload walk :: no bare number, every derived input resolves', () => {
  const { problems, figures } = walkFigures(payload)
  console.log(`  role-token-budget: ${figures} figures checked`)
  assert.equal(problems.slice(0, 5), [])
})
walk('a bare number :: is caught', () => {
  const broken = structuredClone(payload) as unknown as { items: Record<string, unknown>[] }
  broken.items[0].stray = 3
  assert.ok(walkFigures(broken).problems.some((p) => /bare number/.test(p)))
})
walk('a dangling reference :: is caught', () => {
  const broken = structuredClone(payload)
  const f = broken.items[0].monthly_input_tokens
  if (f.kind === 'derived') f.inputs.tasks_per_month = 'no_such_field'
  assert.ok(walkFigures(broken).problems.some((p) => /does not resolve/.test(p)))
})
walk.run()
