// tools/round.ts: each kind of published figure rounded at the precision it was already served with.
// Pure: no server. The property cases check the helpers equal the inline forms they replaced, bit for bit.
import fc from 'fast-check'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  displayMoney,
  roundCents,
  roundFxRate,
  roundMoney,
  roundPercent,
  roundPerMillion,
  roundRatio,
  roundTo,
} from '../../tools/round.ts'
import { assertProperty } from '../helpers/random.ts'

const round = suite('round :: named precisions')

round('roundTo :: halves up, as Math.round does', () => {
  assert.is(roundTo(0.125, 2), 0.13)
  assert.is(roundTo(-0.125, 2), -0.12)
  assert.is(roundTo(2.5, 0), 3)
  assert.is(roundTo(1234.5678, 1), 1234.6)
})

round('roundPerMillion :: a per-token price keeps its digits per 1M tokens', () => {
  // litellm lists gpt-4o-mini's input at 1.5e-7 USD per token: 0.15 per 1M, without float noise.
  assert.is(roundPerMillion(1.5e-7 * 1e6), 0.15)
  assert.is(roundPerMillion(7.5e-8 * 1e6), 0.075)
  // Bailian's 0.0008 CNY per 1K tokens is 0.8 per 1M.
  assert.is(roundPerMillion(0.0008 * 1000), 0.8)
  assert.is(roundPerMillion(1 / 3), 0.333333)
})

round('roundMoney :: 4 decimals (GPU-hours, per-card prices, workload lines)', () => {
  assert.is(roundMoney(269_000 / 8), 33_625)
  assert.is(roundMoney(1 / 3), 0.3333)
  assert.is(roundMoney(2.26 * 7.0992), 16.0442)
})

round('roundCents :: amounts as written, without binary noise', () => {
  // procurement: 1.137亿 is 113700000, not 113700000.00000001; ai_funding: $4.19 billion.
  assert.is(roundCents(1.137 * 1e8), 113_700_000)
  assert.is(roundCents(4.19 * 1e9), 4_190_000_000)
  assert.is(roundCents(19.999), 20)
})

round('roundFxRate :: the ECB cross rate of 2025-07-02, 8.4275 CNY / 1.1755 USD per EUR', () => {
  assert.is(roundFxRate(8.4275 / 1.1755), 7.1693)
})

round('roundRatio :: the 7-day changes of the H100 SXM rental (gpu_prices test figures)', () => {
  assert.is(roundRatio((1.0 - 0.98) / 0.98), 0.0204)
  assert.is(roundRatio((2.26 - 2.4) / 2.4), -0.0583)
})

round('roundPercent :: a ratio as a percent, scaled in one step', () => {
  // deepseek-chat's output price 0.27 -> 0.56 USD: +107.41%.
  assert.is(roundPercent((0.56 - 0.27) / 0.27), 107.41)
  assert.is(roundPercent(1 / 3, 1), 33.3)
  // Scaling by 100 twice would round 0.00015 up to 0.02: 0.00015 * 100 * 100 is 1.5000000000000002.
  assert.is(roundPercent(0.00015), 0.01)
})

round.run()

const same = suite('round :: the forms it replaced (seeded: TEST_SEED replays)')
const anyFigure = fc.double({ min: -1e9, max: 1e9, noNaN: true })

same('roundTo(x, d) :: Math.round(x * 1eD) / 1eD for d 0..6', () => {
  const scales = [1, 10, 100, 1000, 1e4, 1e5, 1e6]
  assertProperty(
    fc.property(anyFigure, fc.integer({ min: 0, max: 6 }), (x, d) =>
      Object.is(roundTo(x, d), Math.round(x * scales[d]) / scales[d]),
    ),
  )
})

same('roundPercent(r, d) :: Math.round(r * 10000) / 100 and Math.round(r * 1000) / 10', () => {
  assertProperty(
    fc.property(fc.double({ min: -10, max: 10, noNaN: true }), (r) => {
      return (
        Object.is(roundPercent(r), Math.round(r * 10000) / 100) &&
        Object.is(roundPercent(r, 1), Math.round(r * 1000) / 10)
      )
    }),
  )
})

same.run()

const shown = suite('round :: money as pages show it')

shown('three significant digits, cents below 1,000, whole units from 1,000', () => {
  const cases: [number, string][] = [
    [0.5208, '0.521'],
    [1.0412, '1.04'],
    [2.5, '2.50'],
    [18.75, '18.75'],
    [67.2134, '67.21'],
    [0.075, '0.075'],
    [0.0000751234, '0.0000751'],
    [0, '0.00'],
    [999.994, '999.99'],
    [1234.5, '1,235'],
    [30_000_000_000, '30,000,000,000'],
    [-0.5208, '-0.521'],
  ]
  assert.equal(
    cases.map(([x]) => displayMoney(x)),
    cases.map(([, text]) => text),
  )
})

shown('within half a unit of the third significant digit, and no longer tail under 1', () => {
  assertProperty(
    fc.property(fc.double({ min: 1e-6, max: 1e12, noNaN: true }), (x) => {
      const text = displayMoney(x)
      const back = Number(text.replace(/,/g, ''))
      assert.ok(Math.abs(back - x) <= Math.abs(x) * 0.005, `${x} -> ${text}`)
      // No tail: under 1, the digits after the first significant one are at most two more.
      const tail = /^0\.(0*)(\d+)$/.exec(text)
      if (tail) assert.ok(tail[2].length <= 3, `${x} -> ${text}`)
    }),
  )
})

shown.run()
