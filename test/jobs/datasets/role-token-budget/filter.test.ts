import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { buildRoleTokenBudget } from '../../../../jobs/datasets/role-token-budget/build.ts'
import { ROLE_BUDGET_DIR } from '../../../../jobs/datasets/role-token-budget/load.ts'
import { matchRoleTokenBudget, RoleBudgetQuerySchema } from '../../../../tools/role-token-budget/schema.ts'

// Filters do not depend on prices: built with no price records (every pick is null with a reason).
const assumptions = JSON.parse(readFileSync(`${ROLE_BUDGET_DIR}/assumptions.json`, 'utf8'))
const { items } = buildRoleTokenBudget({
  prices: [],
  evaluations: [],
  evaluationsRef: { source_url: 'none', as_of: '2026-01-01' },
  assumptions,
}).payload
const ids = (raw: Record<string, unknown>) =>
  items.filter((i) => matchRoleTokenBudget(i, RoleBudgetQuerySchema.parse(raw))).map((i) => i.id)

const filter = suite('matchRoleTokenBudget :: query')
const CASES: [string, Record<string, unknown>, string[]][] = [
  ['English name, any case', { query: 'LAWYER' }, ['lawyer-light', 'lawyer-standard', 'lawyer-heavy']],
  ['Chinese name', { query: '律师' }, ['lawyer-light', 'lawyer-standard', 'lawyer-heavy']],
  ['Chinese name with usage', { query: '软件工程师', usage: 'heavy' }, ['software-engineer-heavy']],
  ['group and usage', { group: 'legal', usage: 'light' }, ['lawyer-light', 'compliance-officer-light']],
  [
    'group only',
    { group: 'hr' },
    [
      'recruiter-light',
      'recruiter-standard',
      'recruiter-heavy',
      'hr-generalist-light',
      'hr-generalist-standard',
      'hr-generalist-heavy',
    ],
  ],
  ['no match', { query: 'astronaut' }, []],
]
for (const [name, q, want] of CASES) filter(`${name} :: ${want.length} items`, () => assert.equal(ids(q), want))
filter('usage alone :: 32 items', () => assert.is(ids({ usage: 'standard' }).length, 32))
filter('bad usage :: rejected by the zod enum', () => {
  assert.not.ok(RoleBudgetQuerySchema.safeParse({ usage: 'extreme' }).success)
})
filter('no price records :: picks are null with a reason', () => {
  assert.is(items[0].best_any, null)
  assert.match(items[0].best_any_reason ?? '', /no text model/)
})
filter.run()
