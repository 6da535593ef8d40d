// Volcengine Ark's model price page as transcribed from a raw capture of the rendered doc: its four tables of
// text models read by their header rows (the editor's placeholder cells under a rowspan left out), each table
// a mode, bands in thousands of tokens, the peak and off-peak hours of deepseek-v4-1-flash, and the dated notes
// under the prices before an adjustment. A third party's text capture (2026-09-24) is read as the transcription
// is: its flattened tables cut into rows by their headers' width.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { baseline, recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { readSeller } from '../../../../jobs/sources/official/read.ts'
import { htmlAsText } from '../../../../jobs/sources/official/html-text.ts'
import ark, { offPeakHours } from '../../../../jobs/sources/official/volcengine.ts'
import { type OfficialPrice, rowProblems } from '../../../../tools/official-price.ts'
import { copyOf } from './copies.ts'

const test = suite('official volcengine')
const seen = { date: '2026-10-10', basis: 'copy' }
const read = ark.parse(recordedPages(ark), seen)
const find = (model: string, mode: string, max?: number) =>
  read.rows.filter(
    (r) => r.model === model && r.mode === mode && (max == null || r.condition?.input_tokens_max === max),
  )

test('every table read whole, every row valid, the section proven whole', () => {
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model} ${r.mode}`)
  assert.ok(read.complete)
  const modes = (m: string) => read.rows.filter((r) => r.mode === m).length
  assert.equal(
    [modes('standard'), modes('priority'), modes('flex'), modes('batch'), modes('off_peak')],
    [27, 11, 14, 21, 4],
  )
  // Whole, the tables are the line-up of Ark's language models that day: every model they price, resales too.
  assert.is(read.lineup?.models.length, 16)
  for (const m of ['doubao-seed-2.1-pro', 'doubao-seed-translation', 'glm-5.3-flash'])
    assert.ok(read.lineup?.models.includes(m), m)
  assert.not.ok(read.lineup?.models.some((m) => m.startsWith('doubao-1')))
  // An excerpt (the capture of 2026-09-06) is no line-up.
  assert.is(ark.parse(copyOf(ark, '2026-09-06'), { date: '2026-09-06', basis: 'copy' }).lineup, undefined)
})

test('the header names each column: input, cache hit and output of the non-audio columns, per band', () => {
  const pro = find('doubao-seed-2.0-pro', 'standard').map((r) => [r.condition, r.input, r.cache_read, r.output])
  assert.equal(pro, [
    [{ input_tokens_max: 32000 }, 3.2, 0.64, 16],
    [{ input_tokens_min: 32000, input_tokens_max: 128000 }, 4.8, 0.96, 24],
    [{ input_tokens_min: 128000, input_tokens_max: 256000 }, 9.6, 1.92, 48],
  ])
  // Audio input (12.00) and cache storage (0.017 元/百万token/小时) are columns of their own, not read as prices.
  const lite = find('doubao-seed-2.1-lite', 'standard')[0]
  assert.equal([lite.input, lite.cache_read, lite.output, lite.condition], [0.8, 0.16, 2.7, null])
  assert.equal(lite.condition_text, '输入长度 [0, 1024]')
  assert.equal(
    ['priority', 'flex', 'batch'].map((m) => find('doubao-seed-2.0-mini', m, 32000).map((r) => [r.input, r.output])),
    [[[0.4, 4]], [[0.1, 1]], [[0.1, 1]]],
  )
})

test('resold models keep their developer; 正式版 is the model, 预览版 keeps the page name', () => {
  const dev = (m: string) => read.rows.find((r) => r.model === m)?.developer
  assert.equal(
    [dev('glm-5.2'), dev('deepseek-v4-pro'), dev('doubao-seed-evolving')],
    ['zhipu', 'deepseek', 'bytedance'],
  )
  assert.equal(find('deepseek-v4-pro', 'standard')[0].model_name_on_page, 'deepseek-v4-pro正式版')
  assert.ok(read.lives?.some((l) => l.model === 'deepseek-v4-pro预览版' && l.developer === 'deepseek'))
})

test('peak hours at the standard price, each off-peak window its own row, in Beijing time', () => {
  const peak = find('deepseek-v4-1-flash', 'standard')
  assert.equal(
    peak.map((r) => [r.input, r.cache_read, r.output]),
    [[2, 0.04, 8]],
  )
  const off = find('deepseek-v4-1-flash', 'off_peak')
  assert.equal(
    off.map((r) => [r.input, r.output]),
    Array(4).fill([1, 4]),
  )
  assert.equal(
    offPeakHours(htmlAsText(recordedPages(ark)[0].text)).map((h) => [h.window.start, h.window.end, h.window.weekdays]),
    [
      ['12:00', '14:00', [1, 2, 3, 4, 5]],
      ['18:00', '09:00', [1, 2, 3, 4, 5]],
      ['00:00', '00:00', [6, 7]],
      ['00:00', '09:00', [1]],
    ],
  )
})

test('a price before an adjustment ends the day its note says; the adjusted one starts that day', () => {
  const flash = find('deepseek-v4-flash', 'standard').map((r) => [
    r.input,
    r.output,
    r.effective_from,
    r.effective_until,
  ])
  assert.equal(flash, [
    [3, 9, '2026-08-21', null],
    [1, 2, null, '2026-08-21'],
  ])
  const preview = find('deepseek-v4-pro预览版', 'batch').map((r) => [r.input, r.effective_from, r.effective_until])
  assert.equal(preview, [
    [4.5, '2026-08-28', null],
    [6, null, '2026-08-28'],
  ])
})

/** An earlier capture kept as an excerpt (volcengine-history/), read on its day. */
const earlierRead = (day: string, lastGood: OfficialPrice[]) => {
  const copy = ark.earlier?.find((e) => e.date === day)
  assert.ok(copy, day)
  const pages = recordedPages({ ...ark, pages: ark.pages.map((p, i) => ({ ...p, fixture: copy.copies[i]!.fixture })) })
  return readSeller(ark, pages, { date: day, basis: copy.basis }, lastGood)
}

test('two dated excerpts: doubao-seed-2.1-lite is launched the day it is first seen, at its prices', () => {
  const sept6 = earlierRead('2026-09-06', [])
  assert.equal(
    sept6.rows.map((r) => [r.model, r.mode, r.input, r.cache_read, r.output, r.condition_text]),
    [
      ['doubao-seed-evolving', 'standard', 6, 1.2, 30, '输入长度 [0, 1024]'],
      ['doubao-seed-2.1-pro', 'standard', 6, 1.2, 30, '输入长度 [0, 256]'],
      ['doubao-seed-2.1-turbo', 'standard', 3, 0.6, 15, '输入长度 [0, 256]'],
    ],
  )
  // The excerpt says what it left out: no table missing is a problem, and nothing is retired by absence.
  assert.equal(sept6.problems.length, 1)
  assert.match(sept6.problems[0], /completeness not proven \(an excerpt/)
  const sept22 = earlierRead('2026-09-22', sept6.rows)
  assert.equal(sept22.failure, undefined)
  assert.equal(
    sept22.events.map((e) => [e.kind, e.model, e.mode, e.date, e.date_basis, e.after?.input, e.after?.output]),
    [['launch', 'doubao-seed-2.1-lite', 'standard', '2026-09-22', 'first seen 2026-09-22', 0.8, 2.7]],
  )
  // Left out of the excerpt of 09-22, doubao-seed-2.1-pro and -turbo stay as last read.
  assert.equal(sept22.rows.filter((r) => r.status === 'retired' || r.effective_until).length, 0)
  assert.equal(sept22.rows.length, 4)
})

test('the low-latency price of doubao-seed-2.1-lite is first seen 2026-09-29, not in the copy of 09-28', () => {
  const sept28 = earlierRead('2026-09-28', [])
  assert.equal(
    sept28.rows.map((r) => [r.model, r.mode]),
    [['doubao-seed-2.1-turbo', 'priority']],
  )
  const sept29 = earlierRead('2026-09-29', sept28.rows)
  const lite = sept29.rows.find((r) => r.model === 'doubao-seed-2.1-lite' && r.mode === 'priority')
  assert.equal([lite?.input, lite?.cache_read, lite?.output, lite?.page_date], [1.6, 0.32, 5.4, '2026-09-29'])
})

/** A row's terms and prices, to set the reads of two copies side by side. */
const termsOf = (r: OfficialPrice) => `${r.model} ${r.mode} ${JSON.stringify(r.condition)} ${r.effective_until ?? ''}`
const pricesOf = (r: OfficialPrice) => [r.input, r.cache_read, r.output, r.effective_from, r.effective_until]

test('the text capture of 2026-09-24: its four tables whole, each cell under its header, as on 2026-10-10', () => {
  const sept24 = ark.parse(copyOf(ark, '2026-09-24'), { date: '2026-09-24', basis: 'copy' })
  assert.equal(sept24.problems, [])
  assert.ok(sept24.complete)
  assert.is(sept24.partial, undefined)
  const modes = (m: string) => sept24.rows.filter((r) => r.mode === m).length
  assert.equal(
    [modes('standard'), modes('priority'), modes('flex'), modes('batch'), modes('off_peak')],
    [27, 10, 14, 21, 4],
  )
  // The peak row stands under an empty name cell (the placeholder of the name spanning two rows): it is
  // deepseek-v4-1-flash's, each amount under its column's header.
  const flash = sept24.rows.filter((r) => r.model === 'deepseek-v4-1-flash')
  assert.equal(
    flash.map((r) => [r.mode, r.input, r.cache_read, r.output]),
    [...Array(4).fill(['off_peak', 1, 0.02, 4]), ['standard', 2, 0.04, 8]],
  )
  const peak = flash[4].evidence
  assert.ok(
    peak.startsWith('在线推理（常规） | 模型名称 | 条件 输入长度：千 token | 输入(非音频) 元/百万token | '),
    peak,
  )
  assert.ok(peak.endsWith(' | deepseek-v4-1-flash | 高峰时段 | 2.00 | - | 0.017 | 0.04 | - | 8.00 |'), peak)

  // Every row at the terms and prices of the copy of 2026-10-10, which adds one: doubao-seed-2.1-lite's
  // low-latency price (first seen 2026-09-29).
  const then = new Map(sept24.rows.map((r) => [termsOf(r), pricesOf(r)]))
  const added = read.rows.filter((r) => !then.has(termsOf(r)))
  assert.equal(
    added.map((r) => [r.model, r.mode]),
    [['doubao-seed-2.1-lite', 'priority']],
  )
  for (const r of read.rows.filter((x) => then.has(termsOf(x)))) assert.equal(pricesOf(r), then.get(termsOf(r)))
  assert.is(sept24.rows.length, read.rows.length - 1)
})

test('the copy of 2026-10-10 keeps the day each price was first seen in an earlier copy', () => {
  const b = baseline(ark)
  const first = (model: string, mode: string, max?: number) =>
    b.rows.find(
      (r) =>
        r.model === model &&
        r.mode === mode &&
        r.page_date === '2026-10-10' &&
        (max == null || r.condition?.input_tokens_max === max),
    )?.first_seen
  assert.equal(
    [
      first('doubao-seed-evolving', 'standard'),
      first('doubao-seed-2.1-pro', 'standard'),
      first('doubao-seed-2.1-turbo', 'standard'),
      first('doubao-seed-2.1-lite', 'standard'),
    ],
    ['2026-09-06', '2026-09-06', '2026-09-06', '2026-09-22'],
  )
  // First seen in the text capture of 2026-09-24: deepseek-v4-1-flash's peak and off-peak prices, the standard
  // rows no earlier excerpt shows, and the other tables' rows.
  const offPeak = b.rows.filter((r) => r.model === 'deepseek-v4-1-flash' && r.mode === 'off_peak')
  assert.equal(
    offPeak.map((r) => [r.page_date, r.first_seen]),
    Array(4).fill(['2026-10-10', '2026-09-24']),
  )
  assert.equal(
    [
      first('deepseek-v4-1-flash', 'standard'),
      first('glm-5.2', 'standard'),
      first('glm-5.3-flash', 'standard'),
      first('deepseek-v4-pro', 'standard'),
      first('doubao-seed-2.0-pro', 'standard', 128000),
      first('doubao-seed-2.1-turbo', 'priority'),
      first('doubao-seed-2.1-lite', 'batch'),
    ],
    Array(7).fill('2026-09-24'),
  )
  // No price of a row read in an earlier copy differs from the copy of 10-10.
  assert.equal(
    b.events.filter((e) => e.kind !== 'launch'),
    [],
  )
  // The excerpts read after the whole copy of 09-24 are taken: doubao-seed-2.1-lite's low-latency price is
  // first seen in the excerpt of 09-29.
  assert.equal(b.failures, [])
  assert.is(first('doubao-seed-2.1-lite', 'priority'), '2026-09-29')
})

test.run()
