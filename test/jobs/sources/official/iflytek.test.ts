// iFlytek's adapter on the stored copy of its Spark HTTP API doc: the one version the page says is free
// (Lite) is a free row; the paid versions, priced only on console pages of which no copy is stored, none.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import iflytek from '../../../../jobs/sources/official/iflytek.ts'
import { rowProblems } from '../../../../tools/official-price.ts'

const test = suite('official iflytek')
const seen = { date: '2026-11-25', basis: 'copy' }

test("the version table: Lite '支持免费使用' is free; the other versions are named, not priced", () => {
  const read = iflytek.parse(recordedPages(iflytek), seen)
  assert.equal(read.problems, [])
  assert.equal(
    read.rows.map((r) => [r.model, r.mode, r.input, r.output]),
    [['lite', 'free', 0, 0]],
  )
  assert.equal(rowProblems(read.rows[0]), [])
  assert.match(read.rows[0].evidence, /Lite: 轻量级大语言模型 具有更高的响应速度,支持免费使用/)
  assert.equal(
    read.lives?.map((l) => l.model),
    ['4.0Ultra', 'Max', 'Pro', 'lite'],
  )
  assert.match(read.complete ?? '', /最大输入长度/)
})

test('a copy that stops inside the table reads nothing and says so', () => {
  const [page] = recordedPages(iflytek)
  const read = iflytek.parse([{ ...page, text: page.text.slice(0, page.text.indexOf('专业级大语言模型')) }], seen)
  assert.equal(read.rows, [])
  assert.match(read.problems.join(' '), /no version table/)
  assert.is(read.complete, undefined)
})
test.run()
