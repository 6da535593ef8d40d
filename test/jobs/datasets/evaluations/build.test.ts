import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { buildFromBoards, type buildEvaluations } from '../../../../jobs/datasets/evaluations/build.ts'
import { produceEvaluations } from '../../../../jobs/datasets/evaluations/load.ts'
import { parseLivebench, parseLmarena } from '../../../../jobs/datasets/evaluations/parse.ts'
import { createMatcher, snapshotsApart } from '../../../../jobs/datasets/evaluations/match.ts'
import { EvaluationItem, matchEvaluations } from '../../../../tools/evaluations/schema.ts'
import { currentPrices } from './prices.ts'
import { roundRatio } from '../../../../tools/round.ts'
import { mean } from '../../../../tools/stats.ts'

let out: ReturnType<typeof buildEvaluations>
let match: ReturnType<typeof createMatcher>
const test = suite('buildEvaluations :: bundled benchmarks and current prices')
test.before(async () => {
  const prices = await currentPrices()
  out = await produceEvaluations(prices)
  match = createMatcher(snapshotsApart(prices).map((p) => p.model))
})

test('items :: parse against the published schema, ids unique', () => {
  for (const item of out.payload.items) EvaluationItem.parse(item)
  assert.is(new Set(out.payload.items.map((i) => i.id)).size, out.payload.items.length)
  assert.ok(out.payload.items.length > 50)
})

test('every score :: has source, leaderboard date and upstream URL', () => {
  for (const score of out.payload.items.flatMap((i) => i.scores)) {
    assert.ok(
      score.source &&
        /^\d{4}-\d{2}(-\d{2})?$/.test(score.leaderboard_date) &&
        score.url.startsWith('https://github.com/'),
    )
  }
})

test('every score :: traces to a row whose name matched that model', () => {
  for (const item of out.payload.items)
    for (const score of item.scores) {
      const result = match(score.benchmark_name, score.source)
      assert.ok(result.status === 'matched' && result.model === item.model, `${score.benchmark_name} -> ${item.model}`)
    }
})

test('three or more independent sources :: score priced models', () => {
  const used = new Set(out.payload.items.flatMap((i) => i.scores.map((s) => s.source)))
  assert.ok(used.size >= 3)
  assert.ok(!JSON.stringify(out.payload).toLowerCase().includes('swe-bench') || out.payload.note!.includes('not used'))
  assert.ok(!out.payload.sources.some((s) => /swe-?bench/i.test(s.url)))
})

test('every ambiguous bundled name :: listed, and no item scored from it', () => {
  const names = out.payload.items.flatMap((i) => i.scores.map((s) => `${s.source}/${s.benchmark_name}`))
  for (const a of out.ambiguous) assert.not.ok(names.includes(`${a.source}/${a.name}`))
  assert.equal(out.ambiguous.map((a) => a.name).sort(), ['GPT3.5-Turbo', 'GPT4-Turbo'])
  assert.ok(out.unmatched.some((u) => u.name === 'GPT4(网页)' && /web chat/.test(u.reason)))
})

test(
  "as_of :: the newest date the feed holds, a leaderboard's or a " +
    "price's (it said 2026-01-08 beside August prices)",
  () => {
    const dates = [
      ...out.payload.coverage.map((c) => c.leaderboard_date),
      ...out.payload.items.map((i) => i.price_observed ?? ''),
    ].filter((d) => d.length === 10)
    assert.is(out.payload.as_of, dates.sort().at(-1))
    assert.ok(out.payload.items.every((i) => (i.price_observed ?? '') <= out.payload.as_of))
  },
)

const CHECKED: [string, string, number, number, string][] = [
  // model, source, score, rank, benchmark name: read by hand from the bundled files
  ['gemini-2-5-pro', 'lmarena', 1464.5, 2, 'gemini-2.5-pro'],
  ['gpt-5', 'aider_polyglot', 88, 1, 'gpt-5 (high)'],
  ['qwen3-32b', 'aider_polyglot', 40, 0, 'Qwen3 32B'],
  ['gpt-4', 'superclue', 79.84, 3, 'GPT4(API)'],
]
for (const [model, source, score, rank, name] of CHECKED) {
  test(`${model} on ${source} :: ${score} from "${name}"`, () => {
    const s = out.payload.items.find((i) => i.model === model)?.scores.find((x) => x.source === source)
    assert.ok(s, 'scored')
    assert.is(s!.benchmark_name, name)
    assert.is(s!.score, score)
    if (rank) assert.is(s!.rank, rank)
  })
}

test('cross-source rank and divergence :: follow the stated rule, on unrounded percentiles', () => {
  const exact = (i: EvaluationItem) => mean(i.scores.map((s) => 1 - (s.rank - 1) / (s.of - 1)))
  for (const item of out.payload.items) {
    const pcts = item.scores.map((s) => 1 - (s.rank - 1) / (s.of - 1))
    const spread = Math.max(...pcts) - Math.min(...pcts)
    assert.is(item.divergent, pcts.length >= 2 && Number(spread.toFixed(4)) > 0.3)
    // Rounded once: the mean of the published 4-decimal percentiles put grok-4-0709 at 0.7552 (exact 0.75514).
    assert.is(item.mean_percentile, roundRatio(exact(item)), item.model)
    assert.is(item.cross_source_rank, 1 + out.payload.items.filter((o) => exact(o) > exact(item) + 1e-12).length)
  }
})

test('two means that round alike :: ranked apart, as the unrounded means are', () => {
  // Leaderboards of 100,001 rows: ranks 30,001 and 30,004 are percentiles 0.7 and 0.69997, both 0.7 published.
  const rows = [30_001, 30_004].map((rank, i) => ({
    name: `m${i}`,
    score: 1,
    rank,
    row_date: null,
    exclude_reason: null,
  }))
  const filler = { name: 'z', score: 0, rank: 100_001, row_date: null, exclude_reason: null }
  const board = { source: 'lmarena' as const, metric: 'm', leaderboard_date: '2026-01-01', url: 'https://x.test' }
  const priced = (model: string) => ({
    model,
    vendor: 'v',
    country: 'US' as const,
    input_usd: 1,
    output_usd: 1,
    input_cny: 7,
    output_cny: 7,
  })
  const { items } = buildFromBoards(
    [priced('m0'), priced('m1')],
    [{ ...board, rows: [...rows, ...Array(99_999).fill(filler)] }],
  ).payload
  assert.equal(
    items.map((i) => [i.model, i.mean_percentile, i.cross_source_rank]),
    [
      ['m0', 0.7, 1],
      ['m1', 0.7, 2],
    ],
  )
})

test('price per point :: 3:1 blend over the score', () => {
  const item = out.payload.items.find((i) => i.model === 'gemini-2-5-pro')!
  assert.is(item.blended_usd_per_1m, (3 * item.input_usd + item.output_usd) / 4)
  assert.ok(Math.abs(item.scores[0].usd_per_point! - item.blended_usd_per_1m / item.scores[0].score) < 1e-6)
})

test('query filter :: source and min_sources', () => {
  const multi = out.payload.items.filter((i) => matchEvaluations(i, { min_sources: 2 }))
  assert.ok(multi.length > 0 && multi.every((i) => i.n_sources >= 2))
  // SuperCLUE's API rows that name a priced model: GPT4(API), Gemini-pro, Claude2.
  assert.is(out.payload.items.filter((i) => matchEvaluations(i, { source: 'superclue' })).length, 3)
})

test("ranks :: on the source's unrounded scores; the published score is rounded", () => {
  // 1416.04 and 1415.96 both round to 1416.0: ranked after rounding they would tie at rank 1.
  const json = JSON.stringify({ full: { a: { rating: 1415.96 }, b: { rating: 1416.04 }, c: { rating: 1400 } } })
  const history = 'date,variant,source_commit\n2025-12-11,default,c9558b6\n'
  const rows = parseLmarena(json, history).board.rows
  assert.equal(
    rows.map((r) => [r.name, r.score, r.rank]),
    [
      ['b', 1416, 1],
      ['a', 1416, 2],
      ['c', 1400, 3],
    ],
  )
  const table = 'model,t1,t2\nx,50.004,50\ny,50,50.001\n'
  const livebench = parseLivebench(table, JSON.stringify({ one: ['t1'], two: ['t2'] }), '2026-01-08').board.rows
  assert.equal(
    livebench.map((r) => [r.name, r.score, r.rank]),
    [
      ['x', 50, 1],
      ['y', 50, 2],
    ],
  )
})

test('past models :: a retired model keeps its rows, a row a priced model took is not counted again', async () => {
  // The recorded list as after grok-4-0709's retirement (2026-05-15): the price history still has it.
  const prices = (await currentPrices()).filter((p) => p.model !== 'grok-4-0709')
  const at = (model: string, input: number, output: number) => ({
    model,
    vendor: 'xai',
    country: 'US' as const,
    input_usd: input,
    output_usd: output,
    input_cny: input * 7,
    output_cny: output * 7,
    last_priced: '2026-05-14',
  })
  // grok-4-0709 (retired): its LiveBench row; gpt-4o (priced today) offered again as past: its rows are taken.
  const gpt4o = prices.find((p) => p.model === 'gpt-4o')!
  const built = await produceEvaluations(prices, undefined, [at('grok-4-0709', 3, 15), { ...gpt4o, last_priced: '' }])
  const past = built.payload.past_models ?? []
  const grok = past.find((p) => p.model === 'grok-4-0709')
  assert.equal(
    grok?.scores.filter((s) => s.source === 'livebench').map((s) => s.benchmark_name),
    ['grok-4-0709'],
  )
  assert.is(grok?.last_priced, '2026-05-14')
  assert.not.ok(past.some((p) => p.model === 'gpt-4o'))
  const without = await produceEvaluations(prices)
  assert.equal(built.payload.items, without.payload.items, 'the priced items are as without past models')
})

test.run()
