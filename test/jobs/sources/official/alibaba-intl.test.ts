// Alibaba's international (USD) adapter on the stored copies of alibabacloud.com pages: the flagship table
// per 1,000 tokens scaled to 1M (2024 list, 2025 from-prices), the one-cell-a-line tables of Qwen-Math,
// Qwen-MT and role-play, per-model pages' international scope chosen over Beijing; no copy is whole.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import intl from '../../../../jobs/sources/official/alibaba-intl.ts'
import { baseline, recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { readSeller } from '../../../../jobs/sources/official/read.ts'
import { rowProblems } from '../../../../tools/official-price.ts'
import { copyOf } from './copies.ts'

const test = suite('official alibaba-intl')
const seen = { date: '2026-11-25', basis: 'copy' }
const fields = (r: ReturnType<typeof intl.parse>['rows'][number]) => [
  r.model,
  r.input,
  r.output,
  r.cache_read,
  r.cache_write,
  r.mode,
  r.bound ?? null,
  r.region ?? null,
  r.page_date,
]

test('the recorded pages, each row dated by its own page and in USD per 1M tokens', () => {
  const read = intl.parse(recordedPages(intl), seen)
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  assert.ok(read.rows.every((r) => r.currency === 'USD' && r.adapter === 'official/alibaba-intl'))
  assert.equal(read.rows.map(fields), [
    ['qwen-max', 1.6, 6.4, null, null, 'standard', 'min', null, '2025-04-03'],
    ['qwen-plus', 0.4, 1.2, null, null, 'standard', 'min', null, '2025-04-03'],
    ['qwen-turbo', 0.05, 0.2, null, null, 'standard', 'min', null, '2025-04-03'],
    ['qwen-math-plus', 0.574, 1.721, null, null, 'standard', null, 'China (Beijing)', '2025-10-20'],
    ['qwen-math-turbo', 0.287, 0.861, null, null, 'standard', null, 'China (Beijing)', '2025-10-20'],
    ['qwen2.5-math-72b-instruct', 0.574, 1.721, null, null, 'standard', null, 'China (Beijing)', '2025-10-20'],
    ['qwen2.5-math-7b-instruct', 0.144, 0.287, null, null, 'standard', null, 'China (Beijing)', '2025-10-20'],
    ['qwen2.5-math-1.5b-instruct', 0, 0, null, null, 'free', null, 'China (Beijing)', '2025-10-20'],
    ['qwen-mt-plus', 2.46, 7.37, null, null, 'standard', null, null, '2025-04-27'],
    ['qwen-mt-turbo', 0.16, 0.49, null, null, 'standard', null, null, '2025-04-27'],
    ['qwen-plus-character', 0.5, 1.4, null, null, 'standard', null, 'International', '2026-01-30'],
    ['qwen-flash-character', 0.05, 0.4, null, null, 'standard', null, 'International', '2026-01-30'],
    ['qwen-plus-character-ja', 0.5, 1.4, null, null, 'standard', null, 'International', '2026-01-30'],
    ['qwen-mt-turbo', 0.16, 0.49, null, null, 'standard', null, 'Singapore (scope: 国際)', '2026-11-25'],
    ['qwen-mt-lite-us', 0.12, 0.36, null, null, 'standard', null, 'US (Virginia) (scope: 美国)', '2026-11-25'],
    ['qwen-coder-turbo', 0.287, 0.861, null, null, 'standard', null, 'China (Beijing)', '2026-11-25'],
    ['qwen-doc-turbo', 0.087, 0.144, 0.009, 0.109, 'standard', null, 'China (Beijing)', '2026-11-25'],
  ])
  // The role-play page's Mainland China table ($0.115) is not the international offer.
  assert.not.ok(read.rows.some((r) => r.input === 0.115))
  // qwen-mt-turbo's page prices Beijing too: quoted, not a row.
  assert.match(read.rows.find((r) => r.region?.startsWith('Singapore'))!.condition_text ?? '', /中国 \(北京\).*0\.101/)
  assert.match(read.rows[0].scale_note ?? '', /\$0\.0016 input .* per 1,000 tokens; x1000/)
  assert.match(read.partial ?? '', /model-pricing\) has no stored copy/)
})

test("the 2024 flagship list, then the 2025 from-prices: a price change first seen on the 2025 page's date", () => {
  assert.equal(
    intl
      .parse(copyOf(intl, '2024-12-16'), { date: '2024-12-16', basis: 'copy' })
      .rows.map((r) => [r.model, r.input, r.output]),
    [
      ['qwen-max', 10, 30],
      ['qwen-plus', 3, 9],
      ['qwen-turbo', 0.4, 1.2],
    ],
  )
  const all = baseline(intl)
  assert.equal(all.failures, [])
  const changes = all.events.filter((e) => e.kind === 'price_change')
  assert.equal(
    changes.map((e) => [e.model, e.date, e.before?.input, e.after?.input]),
    [
      ['qwen-max', '2025-04-03', 10, 1.6],
      ['qwen-plus', '2025-04-03', 3, 0.4],
      ['qwen-turbo', '2025-04-03', 0.4, 0.05],
    ],
  )
  const old = all.rows.find((r) => r.model === 'qwen-max' && r.input === 10)!
  assert.is(old.effective_until, '2025-04-03')
  assert.equal(
    all.events.filter((e) => e.kind === 'retirement'),
    [],
  )
})

test('a page cut before its prices is reported, and the models it no longer shows keep their rows', () => {
  const pages = recordedPages(intl)
  const last = readSeller(intl, pages, seen, [])
  // TEST-ONLY: the role-play copy as if the store had cut it before its International table.
  const role = pages.findIndex((p) => p.url.endsWith('/role-play'))
  const cut = pages.map((p, i) => (i === role ? { ...p, text: p.text.slice(0, p.text.indexOf('International')) } : p))
  const got = readSeller(intl, cut, { date: '2026-11-27', basis: 'copy' }, last.rows)
  assert.is(got.failure, undefined)
  assert.ok(got.problems.some((p) => /role-play: no model table read/.test(p)))
  assert.ok(got.problems.some((p) => /completeness not proven/.test(p)))
  assert.equal(
    got.events.filter((e) => e.kind === 'retirement'),
    [],
  )
  assert.equal(
    got.rows.filter((r) => r.model === 'qwen-flash-character' && !r.effective_until).map((r) => [r.input, r.output]),
    [[0.05, 0.4]],
  )
})

test.run()
