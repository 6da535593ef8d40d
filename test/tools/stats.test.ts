// tools/stats.ts: the one median and quantile every dataset uses. Pure: no server.
import fc from 'fast-check'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { median, quantile } from '../../tools/stats.ts'
import { assertProperty } from '../helpers/random.ts'

const med = suite('median :: pure')

med('odd count :: the middle value, whatever the order', () => {
  assert.is(median([5, 1, 3]), 3)
  assert.is(median([7]), 7)
})

med('even count :: the mean of the two middle values', () => {
  assert.is(median([3, 1, 2, 4]), 2.5)
  // gpu_prices: H100 SXM5 on 2025-11-16, the providers' daily minimums (USD/GPU-hour) -> (2.12 + 2.4) / 2.
  assert.is(median([1.09, 2.4, 2.99, 2.12, 1.0, 2.69]), 2.26)
})

med('empty list :: NaN, not 0 or a throw', () => {
  assert.ok(Number.isNaN(median([])))
})

med('the input :: left in its order', () => {
  const values = [3, 1, 2]
  median(values)
  assert.equal(values, [3, 1, 2])
})

med.run()

const q = suite('quantile :: linear interpolation (Hyndman and Fan 7)')

q('ends :: q 0 is the minimum, q 1 the maximum', () => {
  assert.is(quantile([4, 9, 1], 0), 1)
  assert.is(quantile([4, 9, 1], 1), 9)
})

q('known values :: as R quantile() and NumPy percentile() give them', () => {
  // NumPy: np.percentile([15, 20, 35, 40, 50], 40) == 29.0 (h = 1.6: 20 + 0.6 * 15).
  assert.is(quantile([15, 20, 35, 40, 50], 0.4), 29)
  // R: quantile(1:10, 0.9) == 9.1.
  assert.is(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9), 9.1)
  assert.equal(
    [0.25, 0.5, 0.75].map((p) => quantile([1, 2, 3, 4], p)),
    [1.75, 2.5, 3.25],
  )
})

q('bad q or no values :: a RangeError names q; an empty list is NaN', () => {
  assert.throws(() => quantile([1, 2], 1.5), /q must be within 0\.\.1, got 1\.5/)
  assert.throws(() => quantile([1, 2], Number.NaN), RangeError)
  assert.ok(Number.isNaN(quantile([], 0.5)))
})

const values = fc.array(fc.double({ min: -1e9, max: 1e9, noNaN: true }), { minLength: 1, maxLength: 40 })

q('any list :: within [min, max], rising with q, the median at q 0.5 (seeded: TEST_SEED replays)', () => {
  assertProperty(
    fc.property(
      values,
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.double({ min: 0, max: 1, noNaN: true }),
      (xs, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a]
        const min = Math.min(...xs)
        const max = Math.max(...xs)
        const qa = quantile(xs, lo)
        const qb = quantile(xs, hi)
        // The median is (a + b) / 2 and quantile 0.5 is a + (b - a) / 2: equal up to rounding at the inputs' scale.
        const scale = Math.max(1, ...xs.map(Math.abs))
        return qa >= min && qb <= max && qa <= qb && Math.abs(quantile(xs, 0.5) - median(xs)) <= 1e-12 * scale
      },
    ),
  )
})

q.run()
