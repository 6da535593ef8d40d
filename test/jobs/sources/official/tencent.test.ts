// Tencent's adapter on a third party's captures of its Hunyuan text-generation billing page (混元生文计费概述):
// the price table's nine models, each input and output in 元 per million tokens, the 腾讯元器 product left out;
// whole when the next section follows the table.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { baseline, recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import tencent from '../../../../jobs/sources/official/tencent.ts'
import { rowProblems } from '../../../../tools/official-price.ts'

const test = suite('official tencent')
const seen = { date: '2026-10-10', basis: 'copy' }

test('the price table of the 2026-10-10 capture: nine models, every number in its words, proven whole', () => {
  const read = tencent.parse(recordedPages(tencent), seen)
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  assert.equal(
    read.rows.map((r) => [r.model, r.input, r.output]),
    [
      ['hunyuan-a13b', 0.5, 2],
      ['hunyuan-role-latest', 2.4, 9.6],
      ['hunyuan-translation', 1.2, 3.6],
      ['hunyuan-translation-lite', 1, 3],
      ['tencent hy vision 1.5 instruct', 3, 9],
      ['hunyuan-turbos-vision', 3, 9],
      ['hunyuan-t1-vision', 3, 9],
      ['hunyuan-turbos-vision-video', 3, 9],
      ['hunyuan-embedding', 0.7, 0.7],
    ],
  )
  assert.ok(read.rows.every((r) => r.currency === 'CNY' && r.mode === 'standard'))
  assert.match(read.rows[0].condition_text ?? '', /停止支持新购模型服务/)
  assert.match(read.complete ?? '', /计费与结算方式/)
})

test('the 2026-09-08 capture says the same: first seen then, no change to 2026-10-10', () => {
  const b = baseline(tencent)
  assert.equal(b.problems, [])
  assert.is(b.rows.length, 9)
  assert.ok(b.rows.every((r) => r.page_date === '2026-10-10' && r.first_seen === '2026-09-08'))
  assert.equal(
    b.events.map((e) => [e.kind, e.date_basis]),
    b.rows.map(() => ['launch', 'first seen 2026-09-08']),
  )
})

test('a copy cut inside the table proves nothing whole', () => {
  const [page] = recordedPages(tencent)
  const read = tencent.parse(
    [{ ...page, text: page.text.slice(0, page.text.indexOf('Hunyuan-embedding |\n输入')) }],
    seen,
  )
  assert.is(read.rows.length, 8)
  assert.is(read.complete, undefined)
})
test.run()
