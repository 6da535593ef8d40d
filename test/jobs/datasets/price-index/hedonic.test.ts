// The quality-adjusted index on a hand-worked example: the fixed-effects algebra against the
// numbers computed by hand, and the property the chain-linked index lacks (a cheaper newcomer of
// equal capability lowers it on its first day).
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { capabilityScores, qualityAdjusted } from '../../../../jobs/datasets/price-index/hedonic.ts'
import type { IndexRow } from '../../../../jobs/datasets/price-index/blend.ts'

// Hand-worked figures (not prices of record): blended price = (3 in + out) / 4, here in = out.
const row = (date: string, model: string, price: number): IndexRow => ({
  date,
  model,
  vendor: 'v',
  country: 'US',
  input_usd: price,
  output_usd: price,
  input_cny: price * 7,
  output_cny: price * 7,
})

test('hedonic :: a newcomer of equal capability at half the price lowers the index on its first day', () => {
  const capability = new Map([
    ['a', 0],
    ['b', 1],
    ['c', 1],
  ])
  const rows = [
    row('2025-01-01', 'a', 1),
    row('2025-01-01', 'b', Math.E), // ln p = 0 + 1 * x
    row('2025-01-02', 'a', 1),
    row('2025-01-02', 'b', Math.E),
    row('2025-01-02', 'c', Math.E / 2),
  ]
  const { points, slopes } = qualityAdjusted(rows, capability, '2025-01-01', { minModels: 1 })
  // Day 1 alone fixes nothing; pooled: S_xy = (1 - 0.5) + (day 2: x=[0,1,1], y=[0,1,1-ln2]) ...
  // day 2 within-day: mean x = 2/3, mean y = (2 - ln2)/3; S_xx = 2/9 + 1/9 + 1/9 ... = 2/3;
  // S_xy = sum (x - 2/3) y = -2/3*0 + 1/3*1 + 1/3*(1 - ln2) = (2 - ln2)/3. Day 1: S_xx = 1/2, S_xy = 1/2.
  const b = (0.5 + (2 - Math.LN2) / 3) / (0.5 + 2 / 3)
  assert.ok(Math.abs(slopes.US.usd! - b) < 1e-12, `slope ${slopes.US.usd} vs ${b}`)
  const d1 = 0.5 - b * 0.5
  const d2 = (2 - Math.LN2) / 3 - b * (2 / 3)
  const day2 = points.get('us-2025-01-02')!
  assert.ok(Math.abs(day2.qa_index_usd! - 100 * Math.exp(d2 - d1)) < 1e-9, `${day2.qa_index_usd}`)
  assert.ok(day2.qa_index_usd! < 100, 'the cheaper newcomer lowers the quality-adjusted index')
  assert.is(points.get('us-2025-01-01')!.qa_index_usd, 100)
  assert.is(day2.qa_models, 3)
  // CNY is USD times a constant rate here: the same index.
  assert.ok(Math.abs(day2.qa_index_cny! - day2.qa_index_usd!) < 1e-9)
})

test('hedonic :: unscored and free models are left out; no scored model gives no point', () => {
  const { points } = qualityAdjusted(
    [row('2025-01-01', 'x', 1), row('2025-01-01', 'a', 0)],
    new Map([['a', 0]]),
    '2025-01-01',
    { minModels: 1 },
  )
  assert.is(points.size, 0)
})

test('hedonic :: a day with fewer scored models than the minimum gets no point', () => {
  const rows = [row('2025-01-01', 'a', 1), row('2025-01-01', 'b', 2)]
  const cap = new Map([
    ['a', 0],
    ['b', 1],
  ])
  assert.is(qualityAdjusted(rows, cap, '2025-01-01', { minModels: 3 }).points.size, 0)
  assert.equal(
    [...qualityAdjusted(rows, cap, '2025-01-01', { minModels: 2 }).points.keys()],
    ['us-2025-01-01', 'all-2025-01-01'],
  )
})

test('capability :: the mean z-score over the sources that score a model', () => {
  const cap = capabilityScores([
    {
      model: 'a',
      scores: [
        { source: 's', score: 1 },
        { source: 't', score: 10 },
      ],
    },
    {
      model: 'b',
      scores: [
        { source: 's', score: 2 },
        { source: 't', score: 20 },
      ],
    },
    { model: 'c', scores: [{ source: 's', score: 3 }] },
    { model: 'd', scores: [{ source: 't', score: 30 }] },
  ])
  // s: mean 2, sd 1 -> a -1, b 0, c 1; t: mean 20, sd 10 -> a -1, b 0, d 1.
  assert.equal([...cap].sort(), [
    ['a', -1],
    ['b', 0],
    ['c', 1],
    ['d', 1],
  ])
})

test.run()
