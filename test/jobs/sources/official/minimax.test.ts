// MiniMax's adapter on two copies of its CNY pay-as-you-go page: one cut inside the 历史模型 accordion
// (no MiniMax-M3 yet), one whole (the Markdown twin with its 标准 / 优先* tabs, M3 priced by prompt length
// with a struck list price); and on its international (USD) page, read with the later CN copy. The whole
// copy launches M3, lists M2.1 and M2, and, being proven whole, retires M2-her, which it no longer lists.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { current } from '../../../../jobs/sources/official/keys.ts'
import minimax from '../../../../jobs/sources/official/minimax.ts'
import { readSeller } from '../../../../jobs/sources/official/read.ts'
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

test('the whole copy: M3 by prompt band in both tabs, the charged price after the struck one', () => {
  const read = minimax.parse(recordedPages(minimax).slice(0, 1), { date: minimax.recorded, basis: 'copy' })
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

test('two copies: M3 launched, M2-her retired on the whole copy, its price kept as history', () => {
  const a = readSeller(minimax, early, { date: '2026-05-31', basis: 'copy' }, [])
  const b = readSeller(minimax, recordedPages(minimax), { date: minimax.recorded, basis: 'copy' }, a.rows)
  assert.is(b.failure, undefined)
  assert.ok(b.events.some((e) => e.kind === 'launch' && e.model === 'MiniMax-M3' && e.date === '2026-08-20'))
  assert.ok(b.rows.some((r) => r.model === 'MiniMax-M3' && r.currency === 'USD' && current(r) && r.input === 0.3))
  const retired = b.events.filter((e) => e.kind === 'retirement')
  assert.equal([...new Set(retired.map((e) => `${e.model} ${e.date}`))], ['M2-her 2026-08-20'])
  const her = b.rows.filter((r) => r.model === 'M2-her')
  assert.equal(
    her.map((r) => [r.input, r.effective_until, current(r)]),
    [[2.1, '2026-08-20', false]],
  )
  assert.ok(b.rows.some((r) => r.model === 'MiniMax-M2.7' && current(r) && r.input === 2.1))
})
test.run()
