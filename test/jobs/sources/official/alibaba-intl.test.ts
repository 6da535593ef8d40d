// Alibaba's international (USD) adapter on the stored copies of alibabacloud.com pages: the flagship table
// per 1,000 tokens scaled to 1M (2024 list, 2025 from-prices), the one-cell-a-line tables of Qwen-Math,
// Qwen-MT and role-play, per-model pages' international scope chosen over Beijing, and the price list's
// Markdown twin (region tabs, one served scope a model, bands, thinking output); no copy is whole.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import intl from '../../../../jobs/sources/official/alibaba-intl.ts'
import { baseline, recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { readSeller } from '../../../../jobs/sources/official/read.ts'
import { rowProblems } from '../../../../tools/official-price.ts'
import { copyOf } from './copies.ts'

const test = suite('official alibaba-intl')
const seen = { date: '2026-11-25', basis: 'copy' }
const LIST = /\/model-pricing\.md$/
const CUT = 'qwen3.6-plus (Qwen-Plus, China (Beijing)): no USD price read'
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
  // The price list's copy breaks off inside this model's Beijing row: the one line read without a price.
  assert.equal(read.problems, [CUT])
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  assert.ok(read.rows.every((r) => r.currency === 'USD' && r.adapter === 'official/alibaba-intl'))
  assert.equal(read.rows.filter((r) => !LIST.test(r.url)).map(fields), [
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
  assert.match(
    read.rows.find((r) => r.region === 'Singapore (scope: 国際)')!.condition_text ?? '',
    /中国 \(北京\).*0\.101/,
  )
  assert.match(read.rows.find((r) => r.scale_note)?.scale_note ?? '', /\$0\.0016 input .* per 1,000 tokens; x1000/)
  assert.match(read.partial ?? '', /model-pricing\) cut inside Qwen-Plus/)
})

const listRows = () => intl.parse(recordedPages(intl), seen).rows.filter((r) => LIST.test(r.url))
type Row = ReturnType<typeof listRows>[number]
const band = (r: Row) => [r.condition?.input_tokens_min, r.condition?.input_tokens_max]

test("the price list :: each model's Singapore International rows, per band, dated by qwen3.8-max-0902", () => {
  const rows = listRows()
  assert.ok(rows.every((r) => r.page_date === '2026-09-02' && /qwen3\.8-max-0902/.test(r.page_date_basis)))
  const of = (model: string, mode = 'standard') =>
    rows.filter((r) => r.model === model && r.mode === mode).map((r) => [...band(r), r.input, r.output, r.region])
  const SG = 'Singapore (scope: International)'
  assert.equal(of('qwen3-max'), [
    [0, 32_000, 1.2, 6, SG],
    [32_000, 128_000, 2.4, 12, SG],
    [128_000, 256_000, 3, 15, SG],
  ])
  assert.equal(of('qwen3.8-max'), [[0, 1_000_000, 2, 6, SG]])
  assert.equal(of('qwen-max'), [[undefined, undefined, 1.6, 6.4, SG]])
  // Thinking output priced apart (its own column) is a thinking row; the same price twice is one row.
  assert.equal(of('qwen-plus', 'thinking'), [
    [0, 256_000, 0.4, 4, SG],
    [256_000, 1_000_000, 1.2, 12, SG],
  ])
  assert.equal(of('qwen3.7-plus', 'thinking'), [])
  // A 'List price $0.4 (Limited-time 20% off)': the list price, the discount said.
  const plus37 = rows.find((r) => r.model === 'qwen3.7-plus')!
  assert.equal([plus37.input, plus37.output], [0.4, 1.6])
  assert.match(plus37.condition_text ?? '', /list price; the limited-time discount not applied/)
  // The pipe table of Qwen-Omni states a cache-hit price.
  const omni = rows.find((r) => r.model === 'qwen3.8-omni-flash')!
  assert.equal([omni.input, omni.cache_read, omni.output], [0.15, 0.016, 0.47])
  // Priced in the China (Beijing) tab only: that tab's row, its region said.
  assert.equal(of('qwen3.8-max-prime'), [[0, 1_000_000, 3.301, 9.902, 'China (Beijing)']])
})

test('the price list :: the other scopes are quoted in the words, never a row of the offer', () => {
  const rows = listRows()
  // One price a band of one model: the served scope only.
  const lines = rows.map((r) => `${r.model}|${r.mode}|${r.condition?.input_tokens_min ?? 0}`)
  assert.equal(lines.length, new Set(lines).size)
  // Global ($1.65), US ($2) and the Chinese mainland ($0.359) prices of the Max family are no rows.
  assert.not.ok(rows.some((r) => [1.65, 0.359, 0.345].includes(r.input!)))
  const max38 = rows.find((r) => r.model === 'qwen3.8-max')!
  assert.match(max38.condition_text ?? '', /US \(Virginia\) \(scope: US\) \$2 \/ \$6/)
  assert.match(max38.condition_text ?? '', /Japan \(Tokyo\) \(scope: Global\) \$1\.65 \/ \$4\.951/)
  const max = rows.find((r) => r.model === 'qwen3-max')!
  assert.match(max.condition_text ?? '', /Germany \(Frankfurt\) \(scope: EU\) \$1\.2 \/ \$6/)
  assert.match(max.evidence, /Singapore \(scope: International\) \| qwen3-max .*\$1\.2 \| \$6$/)
})

test("Model Studio's list of models taken offline ends the international rows too (qwen-mt-lite-us is a US id)", () => {
  const read = intl.parse(recordedPages(intl), seen)
  const off = (m: string) => read.lives!.find((l) => l.model === m && l.url.endsWith('/model-depreciation'))
  assert.equal([off('qwen3-max')?.status_date, off('qwen-mt-lite-us')?.status_date], ['2026-10-10', '2026-10-10'])
  for (const m of ['qwen3-max', 'qwen-mt-lite-us']) {
    const rows = read.rows.filter((r) => r.model === m)
    assert.ok(rows.length && rows.every((r) => r.effective_until === '2026-10-10'), m)
  }
  // A model the list does not name keeps its rows open.
  assert.ok(read.rows.filter((r) => r.model === 'qwen3.8-max').every((r) => !r.effective_until))
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
  // Nothing retired by absence: notice 731 retires qwen-turbo on the Singapore site on 2026-10-10, and Model
  // Studio's list of models taken offline the others, each on the day of its section.
  const retired = all.events.filter((e) => e.kind === 'retirement')
  assert.ok(retired.every((e) => e.date_basis === `page: retired ${e.date}` && e.date <= '2026-10-10'))
  assert.ok(retired.some((e) => e.model === 'qwen-turbo' && e.date === '2026-10-10' && e.before?.input === 0.05))
  assert.equal([...new Set(retired.filter((e) => e.date === '2026-10-10').map((e) => e.model))].sort(), [
    'qwen-coder-turbo',
    'qwen-math-plus',
    'qwen-math-turbo',
    'qwen-mt-lite-us',
    'qwen-mt-turbo',
    'qwen-plus-2025-07-28',
    'qwen-plus-2025-09-11',
    'qwen-turbo',
    'qwen3-max',
    'qwen3-max-2025-09-23',
    'qwen3-max-2026-01-23',
    'qwen3-max-preview',
    'qwen3.6-max-preview',
  ])
  // The price list's models are launched on its own day (read on its own first), not on the per-model pages' day.
  const launch = (m: string) => all.events.find((e) => e.kind === 'launch' && e.model === m)?.date
  assert.equal(
    [launch('qwen3.8-max'), launch('qwen3.8-omni-flash'), launch('qwen-mt-turbo')],
    ['2026-09-02', '2026-09-02', '2026-11-25'],
  )
  // The flagship from-price (no scope stated) stays beside the list's Singapore price: neither ends the other.
  const maxNow = all.rows.filter((r) => r.model === 'qwen-max' && !r.effective_until).map((r) => [r.region, r.bound])
  assert.equal(maxNow, [
    ['Singapore (scope: International)', null],
    [null, 'min'],
  ])
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
