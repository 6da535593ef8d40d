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
  const pages = read.rows.filter((r) => !r.url.endsWith('/model-pricing.md'))
  assert.equal(pages.map(fields), [
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
  assert.match(pages.find((r) => r.region?.startsWith('Singapore'))!.condition_text ?? '', /中国 \(北京\).*0\.101/)
  assert.match(pages[0].scale_note ?? '', /\$0\.0016 input .* per 1,000 tokens; x1000/)
  assert.match(read.partial ?? '', /model-pricing\) cut by the store inside Qwen-Plus/)
})

const LIST = 'https://www.alibabacloud.com/help/en/model-studio/model-pricing.md'
const listRows = (model: string, region: string, mode = 'standard') =>
  intl
    .parse(recordedPages(intl), seen)
    .rows.filter((r) => r.url === LIST && r.model === model && r.region === region && r.mode === mode)
    .map((r) => [r.condition?.input_tokens_min ?? null, r.condition?.input_tokens_max ?? null, r.input, r.output])
const SG = 'Singapore (scope: International)'

test('the price list (MDX tabs): Singapore per band, thinking output apart, other regions by tab and scope', () => {
  assert.equal(listRows('qwen3.8-max', SG), [[0, 1000000, 2, 6]])
  assert.equal(listRows('qwen3.7-max', SG), [[0, 1000000, 2.5, 7.5]])
  assert.equal(listRows('qwen3.6-max-preview', SG), [
    [0, 128000, 1.3, 7.8],
    [128000, 256000, 2, 12],
  ])
  assert.equal(listRows('qwen3-max', SG), [
    [0, 32000, 1.2, 6],
    [32000, 128000, 2.4, 12],
    [128000, 256000, 3, 15],
  ])
  assert.equal(listRows('qwen-max', SG), [[null, null, 1.6, 6.4]])
  // 'List price $0.4 (Limited-time 20% off)': the list price, the discount named in the condition, not priced.
  assert.equal(listRows('qwen3.7-plus', SG), [
    [0, 256000, 0.4, 1.6],
    [256000, 1000000, 1.2, 4.8],
  ])
  assert.equal(listRows('qwen-plus', SG), [
    [0, 256000, 0.4, 1.2],
    [256000, 1000000, 1.2, 3.6],
  ])
  assert.equal(listRows('qwen-plus', SG, 'thinking'), [
    [0, 256000, 0.4, 4],
    [256000, 1000000, 1.2, 12],
  ])
  // A '-' thinking price is no price: one row.
  assert.equal(listRows('qwen-plus-2025-01-25', SG, 'thinking'), [])
  assert.equal(listRows('qwen3.8-max', 'US (Virginia) (scope: US)'), [[0, 1000000, 2, 6]])
  assert.equal(listRows('qwen3.8-max', 'US (Virginia) (scope: Global)'), [[0, 1000000, 1.65, 4.951]])
  assert.equal(listRows('qwen3.8-max-prime', 'China (Beijing)'), [[0, 1000000, 3.301, 9.902]])
  assert.equal(listRows('qwen-max', 'China (Beijing) (scope: Chinese mainland)'), [[null, null, 0.345, 1.377]])
  const read = intl.parse(recordedPages(intl), seen)
  const plus = read.rows.find((r) => r.url === LIST && r.model === 'qwen3.7-plus')!
  assert.is(
    plus.evidence,
    'Qwen-Plus | Singapore | qwen3.7-plus | International | 0<Token≤256K | List price $0.4 ' +
      '(Limited-time 20% off) | List price $1.6 (Limited-time 20% off) | List price $1.6 (Limited-time 20% off)',
  )
  assert.match(plus.condition_text ?? '', /the limited-time discount not read; Thinking mode priced the same/)
  assert.is(plus.page_date, '2026-09-02')
  assert.ok(read.rows.filter((r) => r.url === LIST).every((r) => r.currency === 'USD' && rowProblems(r).length === 0))
})

test('the price list: its models launch on the day the copy is dated, none retired by absence', () => {
  const all = baseline(intl)
  const launch = all.events.find((e) => e.kind === 'launch' && e.model === 'qwen3.8-max')!
  assert.equal([launch.date, launch.after?.input, launch.after?.output], ['2026-09-02', 2, 6])
  assert.equal(
    all.rows.filter((r) => r.model === 'qwen3.8-max' && r.status === 'retired'),
    [],
  )
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
  // Only the notice retires: qwen-turbo in Beijing and Singapore on 2026-10-10, the stated day.
  assert.equal(
    all.events.filter((e) => e.kind === 'retirement').map((e) => [e.model, e.date, e.date_basis]),
    [['qwen-turbo', '2026-10-10', 'page: retired 2026-10-10']],
  )
  assert.equal(all.rows.find((r) => r.model === 'qwen-turbo' && r.input === 0.05)?.effective_until, '2026-10-10')
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
