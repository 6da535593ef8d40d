// StepFun's adapter on its CNY pricing page's Markdown twin as a docs snapshot repository saved it
// (2026-06-19) and on its USD twin (platform.stepfun.ai, a whole undated copy): the token-priced text and
// vision tables, not the speech ones; whole when the page's rate-limit section follows.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { baseline, recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import stepfun from '../../../../jobs/sources/official/stepfun.ts'
import { rowProblems } from '../../../../tools/official-price.ts'

const test = suite('official stepfun')
const seen = { date: '2026-06-19', basis: 'copy' }

const [cny, usd] = recordedPages(stepfun)

test('the token price tables of text and vision models, every number in its words, proven whole', () => {
  const read = stepfun.parse([cny], seen)
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  assert.equal(
    read.rows.map((r) => [r.model, r.input, r.output, r.cache_read]),
    [
      ['step-3.7-flash', 1.35, 8.1, 0.27],
      ['step-3.5-flash', 0.7, 2.1, 0.14],
      ['step-1o-turbo-vision', 2.5, 8, 0.5],
    ],
  )
  assert.match(read.complete ?? '', /## 阶梯限速/)
})

test('the USD page (rules written :-): five models in dollars, on its own date, international, whole', () => {
  const read = stepfun.parse([usd], seen)
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  assert.equal(
    read.rows.map((r) => [r.model, r.currency, r.region, r.input, r.output, r.cache_read]),
    [
      ['step-5-preview', 'USD', 'international', 1, 2.7, 0.05],
      ['step-3.7-flash', 'USD', 'international', 0.2, 1.15, 0.04],
      ['step-3.5-flash', 'USD', 'international', 0.1, 0.3, 0.02],
      ['step-3.5-flash-2603', 'USD', 'international', 0.1, 0.3, 0.02],
      ['step-1o-turbo-vision', 'USD', 'international', 0.36, 1.15, 0.07],
    ],
  )
  // The speech table (billed by token) is left out, as on the CNY page.
  assert.not.ok(read.rows.some((r) => r.model.startsWith('stepaudio')))
  assert.match(read.rows[0].evidence, /`step-5-preview` \| 1M tokens \| \\\$1\.00 \| \\\$0\.05 \| \\\$2\.70/)
  assert.match(read.rows[0].page_date_basis, /June 12, 2026.*October 10, 2026/)
  assert.match(read.complete ?? '', /## Tiered Rate Limits/)
})

test('both pages read together are whole only as both are; the history launches the USD-only models', () => {
  const read = stepfun.parse([cny, usd], seen)
  assert.is(read.rows.length, 8)
  assert.match(read.complete ?? '', /## 阶梯限速.*## Tiered Rate Limits/)
  const cut = { ...usd, text: usd.text.slice(0, usd.text.indexOf('## Tiered Rate Limits')) }
  assert.is(stepfun.parse([cny, cut], seen).complete, undefined)
  const launched = baseline(stepfun).events.filter((e) => e.kind === 'launch')
  assert.ok(launched.some((e) => e.model === 'step-5-preview' && e.currency === 'USD' && e.date === '2026-06-19'))
})

test('a copy that stops before the rate-limit section proves nothing whole', () => {
  const page = cny
  const cut = { ...page, text: page.text.slice(0, page.text.indexOf('### 端到端语音模型定价表')) }
  const read = stepfun.parse([cut], seen)
  assert.is(read.rows.length, 3)
  assert.is(read.complete, undefined)
})
test.run()
