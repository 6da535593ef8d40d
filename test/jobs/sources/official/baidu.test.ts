// Baidu's adapter on the stored copies of its 2024 price index and its prompt-cache notice: per-千-token
// prices scaled to 1M, each page dated as it is (the index by its own 更新时间 line), both proven whole.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import baidu from '../../../../jobs/sources/official/baidu.ts'
import { recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { readSeller } from '../../../../jobs/sources/official/read.ts'
import { rowProblems } from '../../../../tools/official-price.ts'

const test = suite('official baidu')
const seen = { date: '2026-11-25', basis: 'copy' }

test('the 模型服务 lines and the cache notice, scaled from 元/千tokens, each row dated by its page', () => {
  const read = baidu.parse(recordedPages(baidu), seen)
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  assert.equal(
    read.rows.map((r) => [r.model, r.input, r.output, r.cache_read, r.page_date]),
    [
      ['ernie-bot-8k', 24, 48, null, '2024-01-19'],
      ['ernie-bot', 12, 12, null, '2024-01-19'],
      ['ernie-4.0-turbo-8k', 3, 9, 1.2, '2026-11-25'],
    ],
  )
  assert.match(read.rows[0].scale_note ?? '', /¥0.024 .* x1000 = ¥24/)
  assert.match(read.complete ?? '', /next section follows/)
})

test('an index cut inside its 模型服务 lines keeps the last good rows and is reported', () => {
  const pages = recordedPages(baidu)
  const last = readSeller(baidu, pages, seen, [])
  // TEST-ONLY: the index as if the copy stopped after ERNIE-Bot-8k's input line.
  const cut = { ...pages[0], text: pages[0].text.slice(0, pages[0].text.indexOf('ERNIE-Bot-8k 输出')) }
  const got = readSeller(baidu, [cut, pages[1]], { date: '2026-11-27', basis: 'copy' }, last.rows)
  assert.is(got.failure, undefined)
  assert.ok(got.problems.some((p) => /ERNIE-Bot-8k: no input or output line/.test(p)))
  assert.ok(got.problems.some((p) => /completeness not proven/.test(p)))
  assert.equal(
    got.events.filter((e) => e.kind === 'retirement'),
    [],
  )
  assert.equal(
    got.rows.filter((r) => r.model === 'ernie-bot-8k').map((r) => [r.input, r.output]),
    [[24, 48]],
  )
})
test.run()
