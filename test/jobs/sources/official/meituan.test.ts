// Meituan's LongCat adapter on its per-model pages as the search store rendered them: list prices as standard rows,
// the limited-time column as promotion rows beside them, USD and CNY from the cells' signs, the Chinese page
// held to the English numbers.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import longcat from '../../../../jobs/sources/official/meituan.ts'
import { rowProblems } from '../../../../tools/official-price.ts'

const test = suite('official meituan')
const seen = { date: '2026-06-30', basis: 'copy' }

test('list and limited-time prices of both tables, every number in its words, proven whole', () => {
  const read = longcat.parse(recordedPages(longcat), seen)
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model} ${r.currency} ${r.mode}`)
  assert.equal(
    read.rows.map((r) => [r.model, r.currency, r.mode, r.input, r.cache_read, r.output]),
    [
      ['LongCat-2.0', 'USD', 'standard', 0.75, 0.015, 2.95],
      ['LongCat-2.0', 'USD', 'promotion', 0.3, 0.006, 1.2],
      ['LongCat-2.0', 'CNY', 'standard', 5, 0.1, 20],
      ['LongCat-2.0', 'CNY', 'promotion', 2, 0.04, 8],
      ['LongCat-2.5-Preview', 'USD', 'promotion', 0.3, 0.006, 1.2],
      ['LongCat-2.5-Preview', 'CNY', 'promotion', 2, 0.04, 8],
    ],
  )
  assert.ok(read.complete)
  assert.equal(
    read.lives?.map((l) => l.model),
    ['LongCat-2.0', 'LongCat-2.5-Preview'],
  )
})

test('the Chinese page alone reads the same prices from its one-cell-a-line tables', () => {
  const zh = recordedPages(longcat).filter((p) => p.url.includes('/zh/'))
  const read = longcat.parse(zh, seen)
  assert.equal(read.problems, [])
  assert.equal(
    read.rows.map((r) => [r.currency, r.mode, r.input, r.cache_read, r.output]),
    [
      ['CNY', 'standard', 5, 0.1, 20],
      ['CNY', 'promotion', 2, 0.04, 8],
      ['USD', 'standard', 0.75, 0.015, 2.95],
      ['USD', 'promotion', 0.3, 0.006, 1.2],
    ],
  )
  assert.match(read.rows[1].condition_text ?? '', /限时优惠/)
})

test('a page that states another price than its twin is reported, not taken twice', () => {
  const pages = recordedPages(longcat)
  const zh = pages.find((p) => p.url.includes('/zh/'))!
  const changed = { ...zh, text: zh.text.replace('¥5\n', '¥6\n') }
  const read = longcat.parse([pages[0], changed], seen)
  assert.equal(read.rows.filter((r) => r.currency === 'CNY' && r.mode === 'standard').length, 1)
  assert.match(read.problems.join(' '), /LongCat-2\.0 CNY standard/)
})

test('a copy cut inside its tables proves nothing whole', () => {
  const pages = recordedPages(longcat)
  const cut = { ...pages[0], text: pages[0].text.slice(0, pages[0].text.indexOf('| Cached Input | ¥')) }
  const read = longcat.parse([cut, ...pages.slice(1)], seen)
  assert.is(read.complete, undefined)
})
test.run()
