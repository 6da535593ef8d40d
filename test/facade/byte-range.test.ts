import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ifRangeHolds, rangeOf } from '../../facade/byte-range.ts'

const range = suite('byte-range :: Range against a representation of 100 bytes')

const cases: [string | undefined, ReturnType<typeof rangeOf>][] = [
  [undefined, { kind: 'whole' }],
  ['bytes=40-', { kind: 'part', start: 40, end: 100 }],
  ['bytes=0-0', { kind: 'part', start: 0, end: 1 }],
  ['bytes=10-19', { kind: 'part', start: 10, end: 20 }],
  ['bytes=90-500', { kind: 'part', start: 90, end: 100 }],
  ['bytes=-10', { kind: 'part', start: 90, end: 100 }],
  ['bytes=-500', { kind: 'part', start: 0, end: 100 }],
  ['BYTES = 5 - 6', { kind: 'part', start: 5, end: 7 }],
  ['bytes=100-', { kind: 'unsatisfiable' }],
  ['bytes=-0', { kind: 'unsatisfiable' }],
  ['bytes=20-10', { kind: 'whole' }],
  ['bytes=0-1,5-6', { kind: 'whole' }],
  ['items=0-1', { kind: 'whole' }],
  ['bytes=-', { kind: 'whole' }],
  ['bytes=x-', { kind: 'whole' }],
]
for (const [header, expected] of cases) {
  range(`${header ?? '(none)'} :: ${expected.kind}`, () => assert.equal(rangeOf(header, 100), expected))
}
range('an empty representation :: every range is unsatisfiable', () => {
  assert.equal(rangeOf('bytes=0-', 0), { kind: 'unsatisfiable' })
  assert.equal(rangeOf('bytes=-5', 0), { kind: 'unsatisfiable' })
})
range.run()

const ifRange = suite('byte-range :: If-Range')
const tag = '"abc"'
const date = 'Thu, 26 Nov 2026 17:05:57 GMT'
ifRange('absent :: the range applies', () => assert.ok(ifRangeHolds(undefined, tag, date)))
ifRange('the current tag :: applies', () => assert.ok(ifRangeHolds('"abc"', tag, date)))
ifRange('an old tag :: the whole file', () => assert.not.ok(ifRangeHolds('"old"', tag, date)))
ifRange('a weak tag, even the current one :: the whole file (strong comparison)', () =>
  assert.not.ok(ifRangeHolds('W/"abc"', tag, date)),
)
ifRange('Last-Modified :: applies; another date :: whole', () => {
  assert.ok(ifRangeHolds(date, tag, date))
  assert.not.ok(ifRangeHolds('Wed, 25 Nov 2026 17:05:57 GMT', tag, date))
})
ifRange.run()
