import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  buildAgents,
  categoryOf,
  fxDayOf,
  loadAgentsInputs,
  produceAgents,
  yearlyAsMonthly,
} from '../../../../jobs/datasets/agents/build.ts'
import { Agent, matchAgents } from '../../../../tools/agents/schema.ts'
import { RecordsFile } from '../../../../tools/rejected.ts'

const { payload, rejected } = produceAgents()
const plans = payload.items.flatMap((a) => a.plans.map((p) => ({ agent: a.id, ...p })))
console.log(
  `agents: ${payload.items.length} agents, ${plans.length} plans, as_of ${payload.as_of}, rejected ${rejected.length}`,
)
const agent = (id: string) => payload.items.find((a) => a.id === id)!

const records = suite('agents :: records')
records('all 30 :: published and valid', () => {
  assert.is(payload.items.length, 30)
  assert.is(rejected.length, 0)
  for (const a of payload.items) Agent.parse(a)
  assert.is(new Set(payload.items.map((a) => a.id)).size, 30)
})
records('every plan price :: a source URL and a date', () => {
  for (const p of plans) {
    assert.ok(/^https?:\/\//.test(p.source_url), `${p.agent} ${p.plan}`)
    assert.match(p.observed, /^\d{4}-\d{2}-\d{2}$/)
  }
})
records('every converted figure :: carries its rate, date and source', () => {
  for (const p of plans.filter((x) => x.monthly_price)) {
    assert.ok(p.fx_rate && p.fx_date && p.fx_source, `${p.agent} ${p.plan}`)
  }
})
records('test_results :: null with a reason, never a score', () => {
  for (const a of payload.items)
    assert.equal(a.test_results, { status: 'not_run', results: null, reason: 'no tests run yet' })
})
records('usage-priced plan (Agentforce conversations) :: no price, no conversion', () => {
  const p = agent('salesforce-agentforce').plans.find((x) => x.plan === 'Conversations model')!
  assert.equal([p.monthly_price, p.price_usd, p.price_cny, p.fx_rate], [null, null, null, null])
})
records.run()

const fx = suite('agents :: FX by hand')
fx(
  'GLM Coding Plan Lite ¥49 (page 2026-02-23) :: 49 / 6.9087 (ECB 2026-02-23: 8.1412 CNY / 1.1784 USD per EUR) = $7.09',
  () => {
    const p = agent('zhipu-glm-coding-plan').plans.find((x) => x.plan === 'Lite')!
    assert.equal([p.fx_rate, p.fx_date, p.price_usd, p.price_cny], [6.9087, '2026-02-23', 7.09, 49])
  },
)
fx('Claude Pro $20 (page 2026-05-26) :: 20 × 6.7852 (ECB 2026-05-26: 7.8939 / 1.1634) = ¥135.70', () => {
  const p = agent('anthropic-claude-pro-max').plans.find((x) => x.plan === 'Pro')!
  assert.equal([p.fx_rate, p.price_cny], [6.7852, 135.7])
})
fx('dates :: full date kept, month -> its first day, undated -> compilation date', () => {
  assert.is(fxDayOf('2026-05-26', '2026-11-22'), '2026-05-26')
  assert.is(fxDayOf('2026-04', '2026-11-22'), '2026-04-01')
  assert.is(fxDayOf(null, '2026-11-22'), '2026-11-22')
})
fx.run()

const cat = suite('categoryOf :: product types')
const ROWS: [string, string | null][] = [
  ['coding-agent subscription (model quota)', 'coding-plan'],
  ['agentic IDE/CLI with cloud agents', 'agentic-ide'],
  ['cloud coding agent', 'cloud-coding-agent'],
  ['hosted general agent (cloud VM, browser, code)', 'hosted-agent'],
  ['enterprise agent platform (consumption-priced)', 'enterprise-platform'],
  ['a toaster', null],
]
for (const [type, want] of ROWS) cat(`${type} :: ${want}`, () => assert.is(categoryOf(type), want))
cat.run()

const filter = suite('matchAgents :: filters')
const ids = (q: Parameters<typeof matchAgents>[1]) => payload.items.filter((a) => matchAgents(a, q)).map((a) => a.id)
filter('kind personal :: the 9 personal agents', () => assert.is(ids({ kind: 'personal' }).length, 9))
filter('country CN :: the 10 Chinese agents', () => assert.is(ids({ country: 'cn' }).length, 10))
filter('query 智谱 (Chinese) :: GLM Coding Plan', () => assert.equal(ids({ query: '智谱' }), ['zhipu-glm-coding-plan']))
filter('query "coding plan" (English) :: the coding plans', () =>
  assert.ok(ids({ query: 'coding plan' }).includes('volcengine-ark-coding-plan')),
)
filter('category coding-plan + max ¥-converted $6 :: plans at or under $6', () => {
  assert.equal(ids({ category: 'coding-plan', max_monthly_usd: 6 }), [
    'alibaba-bailian-coding-plan',
    'volcengine-ark-coding-plan',
    'minimax-token-plan',
    'xiaomi-mimo-token-plan',
  ])
})
filter.run()

const yearly = suite('monthly_price :: never a yearly plan divided by 12')
yearly('every bundled plan :: its monthly_price is no yearly price of its notes / 12 unless billed annually', () => {
  const { file } = loadAgentsInputs()
  type Plans = { plans: Parameters<typeof yearlyAsMonthly>[0][] }
  const found = file.records.flatMap((r) => (r as Plans).plans.map(yearlyAsMonthly).filter(Boolean))
  assert.equal(found, [])
})
yearly('Kimi membership :: 49 / 99 CNY billed monthly; the plans priced only by the year are unpriced', () => {
  const kimi = produceAgents().payload.items.find((i) => i.id === 'moonshot-kimi-membership')!
  assert.equal(
    kimi.plans.map((p) => p.monthly_price),
    [49, 99, null, null],
  )
})
yearly('a yearly plan / 12 as monthly :: the record is held back, naming the plan', () => {
  const plan = {
    plan: 'Andante',
    monthly_price: 39,
    currency: 'CNY',
    billing_notes: '¥468/year',
    source_url: 'https://x',
  }
  assert.match(yearlyAsMonthly(plan) ?? '', /Andante: monthly_price 39 is the yearly ¥468\/year divided by 12/)
  assert.is(yearlyAsMonthly({ ...plan, billing_notes: '年付￥468' })?.includes('divided by 12'), true)
  assert.is(yearlyAsMonthly({ ...plan, monthly_price: 49 }), undefined)
  assert.is(yearlyAsMonthly({ ...plan, billing_notes: '¥468/year, ~¥39/month equivalent, billed annually' }), undefined)
})
yearly.run()

const shape = suite('agents.json :: each record checked against its schema on read')
shape('a record of the wrong shape is rejected by id with the field, the others published', () => {
  const inputs = loadAgentsInputs()
  const before = buildAgents(inputs).payload.items.length
  const [first, ...rest] = inputs.file.records as Record<string, unknown>[]
  const broken = { ...first, id: 'broken-agent', plans: 'free' }
  const { payload, rejected } = buildAgents({ ...inputs, file: { ...inputs.file, records: [broken, first, ...rest] } })
  assert.is(payload.items.length, before)
  assert.equal(rejected.find((r) => r.record === 'broken-agent')?.reason.startsWith('plans:'), true)
})
shape('a file without its records throws: nothing is published from it', () => {
  assert.throws(() => RecordsFile.parse({ compiled_on: '2026-11-22', items: [] }))
})
shape.run()
