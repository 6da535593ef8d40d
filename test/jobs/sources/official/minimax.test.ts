// MiniMax's adapter on its CNY pay-as-you-go page: a copy cut inside the 历史模型 accordion (no MiniMax-M3 yet),
// a third party's text captures of 2026-09-02 and 2026-10-10 (tables broken over lines, the strike-through
// lost), and the whole Markdown twin of 2026-09-03 (its 标准 / 优先* tabs, M3 priced by prompt length with a
// struck list price); on its international (USD) page, read with the twin; and on the release notes, which
// date M3's launch. Only the whole twin retires M2-her, which it no longer lists: a capture retires nothing.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { baseline, recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { current } from '../../../../jobs/sources/official/keys.ts'
import minimax from '../../../../jobs/sources/official/minimax.ts'
import { rowProblems } from '../../../../tools/official-price.ts'
import { copyOf } from './copies.ts'

const test = suite('official minimax')
const early = copyOf(minimax, '2026-05-31')

test('the cut copy: its 文本 table read, but not proven whole', () => {
  const read = minimax.parse(early, { date: '2026-05-31', basis: 'copy' })
  assert.equal(read.problems, [])
  assert.equal(
    read.rows.map((r) => [r.model, r.input, r.output, r.cache_read, r.cache_write]),
    [
      ['MiniMax-M2.7', 2.1, 8.4, 0.42, 2.625],
      ['MiniMax-M2.7-highspeed', 4.2, 16.8, 0.42, 2.625],
      ['MiniMax-M2.5', 2.1, 8.4, 0.21, 2.625],
      ['MiniMax-M2.5-highspeed', 4.2, 16.8, 0.21, 2.625],
      ['M2-her', 2.1, 8.4, null, null],
    ],
  )
  assert.match(read.partial ?? '', /历史模型/)
  assert.is(read.complete, undefined)
})

const twin = copyOf(minimax, '2026-09-03')

test('the whole copy: M3 by prompt band in both tabs, the charged price after the struck one', () => {
  const read = minimax.parse(twin.slice(0, 1), { date: '2026-09-03', basis: 'copy' })
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model}`)
  assert.equal(
    read.rows
      .filter((r) => r.model === 'MiniMax-M3')
      .map((r) => [
        r.mode,
        r.condition?.input_tokens_min,
        r.condition?.input_tokens_max,
        r.input,
        r.output,
        r.cache_read,
      ]),
    [
      ['standard', 0, 512_000, 2.1, 8.4, 0.42],
      ['standard', 512_000, null, 4.2, 16.8, 0.84],
      ['priority', 0, 512_000, 3.15, 12.6, 0.63],
      ['priority', 512_000, null, 6.3, 25.2, 1.26],
    ],
  )
  const m3 = read.rows.find((r) => r.model === 'MiniMax-M3')!
  assert.match(
    m3.condition_text ?? '',
    /^page: '≤ 512k 输入 tokens.*永久五折.*list price 4\.20 \/ 16\.80 struck through/,
  )
  assert.equal(
    read.rows.filter((r) => !r.condition).map((r) => r.model),
    [
      'MiniMax-M2.7',
      'MiniMax-M2.7-highspeed',
      'MiniMax-M2.5',
      'MiniMax-M2.5-highspeed',
      'MiniMax-M2.1',
      'MiniMax-M2.1-highspeed',
      'MiniMax-M2',
    ],
  )
  assert.match(read.complete ?? '', /语言模型 section's 4 price tables end .*## 语音/)
})

test('the international page: its flattened Standard / Priority* tabs read in order, USD', () => {
  const read = minimax.parse(recordedPages(minimax).slice(1), { date: minimax.recorded, basis: 'copy' })
  assert.ok(
    read.rows.every((r) => r.page_date === '2026-09-03'),
    'dated as its own copy, not as the read',
  )
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model}`)
  assert.equal(
    read.rows
      .filter((r) => r.model === 'MiniMax-M3')
      .map((r) => [r.currency, r.mode, r.condition?.input_tokens_min, r.input, r.output, r.cache_read]),
    [
      ['USD', 'standard', 0, 0.3, 1.2, 0.06],
      ['USD', 'standard', 512_000, 0.6, 2.4, 0.12],
      ['USD', 'priority', 0, 0.45, 1.8, 0.09],
      ['USD', 'priority', 512_000, 0.9, 3.6, 0.18],
    ],
  )
  const m2 = read.rows.find((r) => r.model === 'MiniMax-M2')!
  assert.equal([m2.input, m2.output, m2.cache_read, m2.cache_write], [0.3, 1.2, 0.03, 0.375])
  assert.match(read.complete ?? '', /LLM section's 4 price tables end .*## Audio/)
})

test('a capture: broken cells joined, the two amounts of a cell read as the struck list price and the charge', () => {
  const read = minimax.parse(recordedPages(minimax).slice(0, 1), { date: minimax.recorded, basis: 'copy' })
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model}`)
  const fromTwin = minimax.parse(twin.slice(0, 1), { date: '2026-09-03', basis: 'copy' })
  const prices = (rows: typeof read.rows) =>
    rows.map((r) => [r.model, r.mode, r.condition?.input_tokens_min, r.input, r.output, r.cache_read, r.cache_write])
  assert.equal(prices(read.rows), prices(fromTwin.rows))
  const m3 = read.rows.find((r) => r.model === 'MiniMax-M3' && r.mode === 'priority' && r.condition?.input_tokens_min)!
  assert.equal([m3.input, m3.cache_read], [6.3, 1.26], 'the footnote glued to the last cell is left off')
  assert.match(m3.condition_text ?? '', /list price 12\.60 \/ 50\.40 \(struck through on the page/)
  assert.match(m3.evidence, /\| MiniMax-M3 > 512k 输入 tokens 永久五折 \| 12\.60 6\.30 \|/)
  assert.match(read.partial ?? '', /third party's text capture/)
})

test('the release notes: a model released after the oldest copy starts on its stated day', () => {
  const read = minimax.parse(copyOf(minimax, '2026-09-02'), { date: '2026-09-02', basis: 'copy' })
  const m3 = read.rows.filter((r) => r.model === 'MiniMax-M3')
  assert.equal([...new Set(m3.map((r) => r.effective_from))], ['2026-06-01'])
  assert.match(
    m3[0].effective_basis ?? '',
    /^page \(release notes, .*'#### Jun\. 1, 2026 \| MiniMax M3 \| Released MiniMax-M3,/,
  )
  // M2.7 was released on Mar. 18, 2026, before the oldest copy already priced it: its start stays unstated.
  assert.ok(read.rows.filter((r) => r.model.startsWith('MiniMax-M2')).every((r) => !r.effective_from))
})

test('every copy: M3 launched on its release day, M2-her retired by the whole twin only', () => {
  const b = baseline(minimax)
  assert.equal(b.failures, [])
  const launch = b.events.find((e) => e.kind === 'launch' && e.model === 'MiniMax-M3')
  assert.equal([launch?.date, launch?.date_basis], ['2026-06-01', 'page'])
  const retired = b.events.filter((e) => e.kind === 'retirement')
  assert.equal([...new Set(retired.map((e) => `${e.model} ${e.date}`))], ['M2-her 2026-09-03'])
  const her = b.rows.filter((r) => r.model === 'M2-her')
  assert.equal(
    her.map((r) => [r.input, r.effective_until, current(r)]),
    [[2.1, '2026-09-03', false]],
  )
  assert.ok(b.rows.some((r) => r.model === 'MiniMax-M3' && r.currency === 'USD' && current(r) && r.input === 0.3))
  const cny = b.rows.filter((r) => current(r) && r.currency === 'CNY')
  assert.ok(cny.length === 11 && cny.every((r) => r.page_date === '2026-10-10'), 'the last capture still shows all 11')
  assert.ok(
    b.events.every((e) => e.kind !== 'price_change'),
    'no price moved from 2026-05-31 to 2026-10-10',
  )
})
test.run()
