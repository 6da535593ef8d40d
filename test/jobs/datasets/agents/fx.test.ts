// agents: FX within 7 days of the observation or the row says how far and why; every
// converted price recomputes from the amount and the rate served beside it.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { fxDayOf, produceAgents } from '../../../../jobs/datasets/agents/build.ts'
import { FX_MAX_DAYS } from '../../../../tools/fx.ts'

const { payload } = produceAgents()
const plan = (id: string, name: string) => payload.items.find((i) => i.id === id)!.plans.find((p) => p.plan === name)!
const day = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 864e5)

const fx = suite('agents :: FX within 7 days of the observation, or the row says how far and why')
fx('OpenAI Codex Plus (undated page) :: 93 days from the 2026-08-21 rate, with the reason', () => {
  const p = plan('openai-codex', 'Plus')
  assert.equal([p.fx_date, p.fx_days_off], ['2026-08-21', 93])
  assert.match(p.fx_note!, /ends on 2026-08-21.*carried forward 93 days.*page is undated/)
})
fx('Cursor Pro (page 2026-10-07) :: 47 days, with the reason', () => {
  const p = plan('cursor-cloud-agents', 'Pro (Individual)')
  assert.equal([p.fx_days_off, p.fx_date], [47, '2026-08-21'])
  assert.match(p.fx_note!, /carried forward 47 days to 2026-10-07/)
})
fx('Zhipu GLM Coding Lite (page 2026-02-23) :: same-day rate, no note', () => {
  const p = plan('zhipu-glm-coding-plan', 'Lite')
  assert.equal([p.fx_days_off, p.fx_note], [0, null])
})
fx('every converted plan :: fx_days_off is the real distance; over 7 days only with a note', () => {
  for (const i of payload.items)
    for (const p of i.plans) {
      if (p.fx_date === null) {
        assert.is(p.fx_days_off, null)
        continue
      }
      assert.is(p.fx_days_off, day(p.fx_date, fxDayOf(p.page_date, p.observed)), `${i.id} ${p.plan}`)
      assert.is(p.fx_days_off! > FX_MAX_DAYS, p.fx_note !== null, `${i.id} ${p.plan}`)
    }
})
fx('as_of :: the newest page date, with its basis', () => {
  assert.is(payload.as_of, '2026-10-07')
  assert.match(payload.as_of_basis, /newest observation/)
})
fx.run()

const re = suite('agents :: every converted price recomputes from the served price and rate')
re('price_usd / price_cny :: monthly_price at fx_rate, to the cent', () => {
  const r2 = (n: number) => Math.round(n * 100) / 100
  for (const i of payload.items)
    for (const p of i.plans) {
      if (p.monthly_price === null) {
        assert.equal([p.price_usd, p.price_cny], [null, null])
        continue
      }
      if (p.monthly_price === 0) {
        assert.equal([p.price_usd, p.price_cny], [0, 0])
        continue
      }
      const usd = p.currency === 'USD' ? p.monthly_price : r2(p.monthly_price / p.fx_rate!)
      const cny = p.currency === 'CNY' ? p.monthly_price : r2(p.monthly_price * p.fx_rate!)
      assert.equal([p.price_usd, p.price_cny], [usd, cny], `${i.id} ${p.plan}`)
    }
})
re.run()
