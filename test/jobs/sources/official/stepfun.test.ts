// StepFun's adapter on its CNY pricing page's Markdown twin as a docs snapshot repository saved it
// (2026-06-19): the token-priced text and vision tables, not the speech ones; whole when the page's
// rate-limit section follows.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import stepfun from '../../../../jobs/sources/official/stepfun.ts'
import { rowProblems } from '../../../../tools/official-price.ts'

const test = suite('official stepfun')
const seen = { date: '2026-06-19', basis: 'copy' }

test('the token price tables of text and vision models, every number in its words, proven whole', () => {
  const read = stepfun.parse(recordedPages(stepfun), seen)
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

test('a copy that stops before the rate-limit section proves nothing whole', () => {
  const page = recordedPages(stepfun)[0]
  const cut = { ...page, text: page.text.slice(0, page.text.indexOf('### 端到端语音模型定价表')) }
  const read = stepfun.parse([cut], seen)
  assert.is(read.rows.length, 3)
  assert.is(read.complete, undefined)
})
test.run()
