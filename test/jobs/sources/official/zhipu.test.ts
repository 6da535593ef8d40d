// Zhipu's adapter on its two docs pricing pages (text renderings of their Markdown twins kept by the
// search store; the live .md twins are unproven): Z.ai's Text Models table in USD, and bigmodel.cn's
// 旗舰模型 table in CNY, whose discounted price carries its struck-through list price and a dated end.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import zhipu from '../../../../jobs/sources/official/zhipu.ts'
import { rowProblems } from '../../../../tools/official-price.ts'

const test = suite('official zhipu')
const seen = { date: '2026-11-25', basis: 'copy' }

test('bigmodel.cn: the list price and the offer beside it, the offer ending at the hour the note states', () => {
  const read = zhipu.parse(recordedPages(zhipu), seen)
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model} ${r.mode}`)
  const cny = read.rows.filter((r) => r.currency === 'CNY')
  assert.equal(
    cny.map((r) => [r.model, r.mode, r.input, r.output, r.cache_read, r.effective_until, r.page_date]),
    [
      ['glm-5.3', 'standard', 8, 28, 2, null, '2026-09-09'],
      ['glm-5.3-flash', 'standard', 0.8, 2.8, 0.23, null, '2026-09-09'],
      ['glm-5.3-flash', 'promotion', 0.4, 1.4, 0.115, '2026-09-09T16:00Z', '2026-09-09'],
    ],
  )
  assert.match(cny[2].effective_basis ?? '', /活动截止 2026 年 9 月 9 日 24:00（UTC\+8/)
})

test('Z.ai: the Text Models table in USD; the copy is cut inside it, so it proves nothing whole', () => {
  const read = zhipu.parse(recordedPages(zhipu), seen)
  const usd = read.rows.filter((r) => r.currency === 'USD')
  assert.ok(usd.length >= 10, `${usd.length} rows`)
  assert.equal(
    usd.filter((r) => r.model === 'glm-5').map((r) => [r.input, r.output, r.cache_read]),
    [[1, 3.2, 0.2]],
  )
  assert.match(read.partial ?? '', /ends inside the Text Models table/)
  assert.is(read.complete, undefined)
})
test.run()
