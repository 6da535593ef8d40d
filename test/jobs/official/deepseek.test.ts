// DeepSeek's adapter on three real text renderings of its pricing page (search store; the live .md twin
// is unproven): the flat list whose footnote dates its end, the peak/off-peak list after it, and the
// late-2026 list in which deepseek-flash replaces names the page says are retired.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import deepseek from '../../../jobs/datasets/llm-prices/sources/official/deepseek.ts'
import { recordedPages } from '../../../jobs/datasets/llm-prices/sources/official/baseline.ts'
import { current } from '../../../jobs/datasets/llm-prices/sources/official/keys.ts'
import { readSeller } from '../../../jobs/datasets/llm-prices/sources/official/read.ts'
import { rowProblems } from '../../../tools/official-price.ts'
import { copyOf } from './copies.ts'

const test = suite('official deepseek')

test('the recorded copy: one column per model, peak and off-peak rows, every number in its words', () => {
  const read = deepseek.parse(recordedPages(deepseek), { date: '2026-11-25', basis: 'copy' })
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model} ${r.mode}`)
  const flash = read.rows.filter((r) => r.model === 'deepseek-flash')
  assert.equal(
    flash.map((r) => [r.mode, r.input, r.output, r.cache_read]),
    [
      ['off_peak', 0.15, 0.6, 0.003],
      ['standard', 0.3, 1.2, 0.006],
    ],
  )
  assert.equal(
    read.lives?.filter((l) => l.status === 'retired').map((l) => l.model),
    ['deepseek-v4-flash', 'deepseek-v4-flash-vision-exp'],
  )
})

test('three copies in turn: the change on the day the page announced, a launch, two retirements', () => {
  const a = readSeller(deepseek, copyOf(deepseek, '2026-08-16'), { date: '2026-08-16', basis: 'copy' }, [])
  const b = readSeller(deepseek, copyOf(deepseek, '2026-09-10'), { date: '2026-09-10', basis: 'copy' }, a.rows)
  const change = b.events.find((e) => e.kind === 'price_change' && e.model === 'deepseek-v4-pro')!
  assert.equal([change.date, change.before?.input, change.after?.input], ['2026-08-16', 0.435, 1.32])
  assert.match(change.date_basis, /take effect at 16:00 UTC on August 16, 2026/)
  assert.ok(b.events.some((e) => e.kind === 'launch' && e.model === 'deepseek-v4-flash-vision-exp'))
  const c = readSeller(deepseek, recordedPages(deepseek), { date: '2026-11-25', basis: 'copy' }, b.rows)
  assert.ok(c.events.some((e) => e.kind === 'launch' && e.model === 'deepseek-flash' && e.date === '2026-11-25'))
  const retired = new Set(c.events.filter((e) => e.kind === 'retirement').map((e) => e.model))
  assert.equal([...retired].sort(), ['deepseek-v4-flash', 'deepseek-v4-flash-vision-exp'])
  // Not current any more, history kept: the flat, the peak and the off-peak prices of v4-flash.
  const old = c.rows.filter((r) => r.model === 'deepseek-v4-flash')
  assert.equal(old.length, 3)
  assert.ok(old.every((r) => !current(r)))
  assert.ok(c.rows.some((r) => r.model === 'deepseek-v4-pro' && current(r) && r.input === 1.32))
})
test.run()
