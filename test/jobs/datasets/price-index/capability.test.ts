// Cost of capability and the frontier on three real days of the bundled history (2025-06-10..12,
// around the o3 price cut litellm recorded on 2025-06-11), checked against hand computations;
// 2025-06-28 for gemini-2.5-pro, listed from 2025-06-26.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { buildFromBundled } from '../../../../jobs/datasets/llm-prices/bundled.ts'
import { costOfCapability, declineFit, type ModelScores } from '../../../../jobs/datasets/price-index/capability.ts'
import { priceScoreFrontier } from '../../../../jobs/datasets/price-index/frontier.ts'
import type { HistoryRow } from '../../../../tools/schemas.ts'

// Test input (real scores, our model ids matched by hand): LMArena text leaderboard, category
// `full`, lmarena/arena-catalog data/leaderboard-text.json at c9558b60647217fafa878cb7ee14f8f43c355594
// (copy in /work/shared/data/benchmarks/lmarena/arena_catalog_leaderboard-text.json).
const LMARENA_TEST_SCORES: ModelScores[] = [
  // lmarena: gemini-2.5-pro
  { model: 'gemini-2-5-pro', scores: [{ source: 'lmarena', score: 1464.461788215414 }] },
  // lmarena: gpt-4.5-preview-2025-02-27
  { model: 'gpt-4-5-preview-2025-02-27', scores: [{ source: 'lmarena', score: 1417.448902009419 }] },
  // lmarena: o3-2025-04-16
  { model: 'o3-2025-04-16', scores: [{ source: 'lmarena', score: 1410.7688477691415 }] },
  // lmarena: gpt-4.1-2025-04-14
  { model: 'gpt-4-1-2025-04-14', scores: [{ source: 'lmarena', score: 1382.406997436761 }] },
]

// The real rows of those models (litellm via RoCry/llm-api-price 9716a8b, o3's cut at 563aa51), USD per 1M:
//   gpt-4-5-preview  75 / 150 every day          blend (225 + 150)/4 = 93.75
//   o3               10 / 40 on 06-10            blend (30 + 40)/4   = 17.5;  2 / 8 from 06-11: (6 + 8)/4 = 3.5
//   gpt-4-1           2 / 8 every day            blend 3.5
//   gemini-2-5-pro   not listed before 06-26
// Threshold 1400 (gpt-4.5 and o3 qualify; gpt-4.1 at 1382 does not), group US = ALL (all US):
//   06-10: min(93.75, 17.5) = 17.5 o3 (2 qualifying); 06-11: 3.5 o3 (2); 06-12: 3.5 o3 (2)
//   fit: days 0,1,2, y = ln 17.5, ln 3.5, ln 3.5: slope = (ln 3.5 - ln 17.5) / 2 = -0.8047189...
// Threshold 1350 (gpt-4.1 qualifies too): 3.5 every day; on 06-11 and 06-12 o3 ties gpt-4.1 at 3.5
// and the first by id wins: gpt-4-1-2025-04-14 (3 qualifying each day).
const EXPECTED_1400 = [
  ['2025-06-10', 17.5, 'o3-2025-04-16', 2],
  ['2025-06-11', 3.5, 'o3-2025-04-16', 2],
  ['2025-06-12', 3.5, 'o3-2025-04-16', 2],
]
const EXPECTED_1350 = [
  ['2025-06-10', 3.5, 'gpt-4-1-2025-04-14', 3],
  ['2025-06-11', 3.5, 'gpt-4-1-2025-04-14', 3],
  ['2025-06-12', 3.5, 'gpt-4-1-2025-04-14', 3],
]

const cap = suite('costOfCapability :: three real days')
let rows: HistoryRow[] = []
cap.before(async () => {
  const all = (await buildFromBundled()).history
  rows = all
    .filter((r) => (r.date >= '2025-06-10' && r.date <= '2025-06-12') || r.date === '2025-06-28')
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
})

for (const [threshold, expected] of [
  [1400, EXPECTED_1400],
  [1350, EXPECTED_1350],
] as const) {
  for (const group of ['US', 'ALL'] as const) {
    cap(`lmarena >= ${threshold} ${group} :: ${expected.map((e) => e[1]).join(', ')}`, () => {
      const { series } = costOfCapability(
        rows.filter((r) => r.date <= '2025-06-12'),
        LMARENA_TEST_SCORES,
        { lmarena: [threshold] },
      )
      const s = series.find((x) => x.group === group)!
      assert.is(s.id, `lmarena-${threshold}-${group.toLowerCase()}`)
      assert.equal(
        s.points.map((p) => [p.date, p.cheapest_blended_usd, p.model, p.qualifying_models]),
        expected,
      )
    })
  }
}
cap('lmarena >= 1400 US :: decline fit slope (ln 3.5 - ln 17.5)/2, rate 1 - exp(365 slope)', () => {
  const s = costOfCapability(
    rows.filter((r) => r.date <= '2025-06-12'),
    LMARENA_TEST_SCORES,
    { lmarena: [1400] },
  ).series.find((x) => x.group === 'US')!
  const slope = (Math.log(3.5) - Math.log(17.5)) / 2
  console.log(`  slope/day ${s.slope_per_day}, yearly decline ${s.yearly_decline}, over ${s.fit_days} days`)
  assert.ok(Math.abs(s.slope_per_day! - slope) < 1e-12)
  assert.ok(Math.abs(s.yearly_decline! - (1 - Math.exp(365 * slope))) < 1e-12)
  assert.is(s.fit_days, 3)
})
cap('CN (no scored CN model) :: no points, null fit with a reason', () => {
  const s = costOfCapability(rows, LMARENA_TEST_SCORES, { lmarena: [1400] }).series.find((x) => x.group === 'CN')!
  assert.equal(
    [s.points.length, s.yearly_decline, s.fit_note],
    [0, null, 'no model at or above the threshold has a price in this group'],
  )
})
cap('frontier 2025-06-10, ranks by those scores :: gpt-4.1, o3, gpt-4.5 (each better and dearer)', () => {
  // Test input: ranks 1..4 in the order of the scores above, standing in for the evaluations
  // dataset's cross-source rank. gemini has no row on 06-10; nobody dominates the other three.
  const ranks = LMARENA_TEST_SCORES.map((m, i) => ({ model: m.model, cross_rank: i + 1 }))
  const frontier = priceScoreFrontier(
    rows.filter((r) => r.date === '2025-06-10'),
    ranks,
  ).filter((f) => f.group === 'US')
  assert.equal(
    frontier.map((f) => [f.model, f.blended_usd, f.cross_rank]),
    [
      ['gpt-4-1-2025-04-14', 3.5, 4],
      ['o3-2025-04-16', 17.5, 3],
      ['gpt-4-5-preview-2025-02-27', 93.75, 2],
    ],
  )
})
cap("frontier 2025-06-12 :: o3 at gpt-4.1's price and better ranked drops gpt-4.1", () => {
  const ranks = LMARENA_TEST_SCORES.map((m, i) => ({ model: m.model, cross_rank: i + 1 }))
  const frontier = priceScoreFrontier(
    rows.filter((r) => r.date === '2025-06-12'),
    ranks,
  ).filter((f) => f.group === 'US')
  assert.equal(
    frontier.map((f) => [f.model, f.blended_usd, f.cross_rank]),
    [
      ['o3-2025-04-16', 3.5, 3],
      ['gpt-4-5-preview-2025-02-27', 93.75, 2],
    ],
  )
})
cap('frontier 2025-06-28 :: gemini-2.5-pro alone (cheapest and best ranked)', () => {
  const ranks = LMARENA_TEST_SCORES.map((m, i) => ({ model: m.model, cross_rank: i + 1 }))
  const frontier = priceScoreFrontier(
    rows.filter((r) => r.date === '2025-06-28'),
    ranks,
  ).filter((f) => f.group === 'ALL')
  assert.equal(
    frontier.map((f) => f.model),
    ['gemini-2-5-pro'],
  )
})
cap.run()

const fit = suite('declineFit :: table')
const halving = (days: number[]) =>
  days.map((t) => ({
    date: new Date(Date.UTC(2025, 0, 1 + t)).toISOString().slice(0, 10),
    price: 10 * 2 ** (-t / 365),
  }))
const FITS = [
  ['halves every 365 days', halving([0, 30, 200, 400]), 0.5],
  [
    'flat',
    [
      { date: '2025-01-01', price: 2 },
      { date: '2025-03-01', price: 2 },
    ],
    0,
  ],
  ['one day', halving([0]), null],
] as const
for (const [name, points, rate] of FITS) {
  fit(`${name} :: ${rate}`, () => {
    const r = declineFit([...points]).rate
    if (rate === null) assert.is(r, null)
    else assert.ok(Math.abs(r! - rate) < 1e-12, String(r))
  })
}
fit.run()
