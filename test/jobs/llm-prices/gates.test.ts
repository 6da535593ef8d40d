// The 10x rule of jobs/datasets/llm-prices/gates.ts on TEST-ONLY samples (made-up model ids and
// prices, never published): which side of a move is held back, with and without references.
// The real examples (claude-instant-1-2, command-light, ...) are in truth.test.ts.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { gateSeries } from '../../../jobs/datasets/llm-prices/gates.ts'
import type { Observation } from '../../../tools/observation.ts'

const obs = (observed: string, input: number, output: number): Observation => ({
  model: 'test-only-model',
  source_model_id: 'test-only-model',
  vendor: 'test-only',
  country: 'US',
  currency: 'USD',
  input,
  output,
  cache_read: null,
  cache_write: null,
  observed,
  source_name: 'test-only sample',
  source_url: 'https://example.invalid/test-only',
})
const kept = (r: ReturnType<typeof gateSeries>) => r.kept.map((o) => `${o.observed} ${o.input}/${o.output}`)

const move = suite('gates :: a 10x move (test-only samples)')

move('no reference, the new price not yet settled :: the new price is held', () => {
  const r = gateSeries([obs('2024-01-01', 15, 15), obs('2024-02-01', 0.3, 0.6), obs('2024-03-01', 0.3, 0.6)])
  assert.equal(kept(r), ['2024-01-01 15/15'])
  assert.is(r.rejected.length, 2)
})

move('no reference, the source settled on the new price for 90+ days :: the earlier price is held', () => {
  const r = gateSeries([
    obs('2024-01-01', 15, 15),
    obs('2024-02-01', 15, 15),
    obs('2024-03-01', 0.3, 0.6),
    obs('2024-06-15', 0.3, 0.6),
  ])
  assert.equal(kept(r), ['2024-03-01 0.3/0.6', '2024-06-15 0.3/0.6'])
  assert.ok(
    r.rejected.every((q) => q.reason.includes('settled on (0.3/0.6 USD')),
    r.rejected[0]?.reason,
  )
})

move('a decimal slip (every price / 10 exactly) :: the new side is held however long it stays', () => {
  const r = gateSeries([
    obs('2023-09-01', 1.63, 5.51),
    obs('2023-10-01', 0.163, 0.551),
    obs('2025-07-01', 0.163, 0.551),
  ])
  assert.equal(kept(r), ['2023-09-01 1.63/5.51'])
  assert.ok(r.rejected.every((q) => q.reason.includes('decimal slip')))
})

move('another catalogue lists the model :: the side farther from it is held, whatever the source settled on', () => {
  const reference = new Map([['test-only-model', [{ currency: 'USD', input: 15, output: 15 }]]])
  const r = gateSeries([obs('2024-01-01', 15, 15), obs('2024-03-01', 0.3, 0.6), obs('2024-09-01', 0.3, 0.6)], {
    reference,
  })
  assert.equal(kept(r), ['2024-01-01 15/15'])
})

move("the new price is one the seller's own page states (on a later day) :: kept, the catalogue was early", () => {
  const reference = new Map([['test-only-model', [{ currency: 'USD', input: 15, output: 15 }]]])
  const page = { ...obs('2025-06-01', 0.3, 0.6), date_basis: 'page seen' }
  const series = [obs('2024-01-01', 15, 15), obs('2024-03-01', 0.3, 0.6), page]
  assert.equal(kept(gateSeries(series, { reference })), [
    '2024-01-01 15/15',
    '2024-03-01 0.3/0.6',
    '2025-06-01 0.3/0.6',
  ])
  // Without the page's word the catalogue's move is held, as above.
  assert.equal(kept(gateSeries(series.slice(0, 2), { reference })), ['2024-01-01 15/15'])
  // A page's price of an earlier day says nothing of a later catalogue's move (OpenAI's deprecations page
  // states gpt-3.5-turbo-0301 at $15 / $20, a tenfold typo, on its last day).
  const before = { ...page, observed: '2023-12-01' }
  assert.equal(kept(gateSeries([before, ...series.slice(0, 2)], { reference })), [
    '2023-12-01 0.3/0.6',
    '2024-01-01 15/15',
  ])
  // The earlier side farther from the references is still the one held (a slip before the seller's price).
  const slip = [obs('2024-01-01', 1.5, 1.5), obs('2024-03-01', 15, 15), { ...page, input: 15, output: 15 }]
  assert.equal(kept(gateSeries(slip, { reference })), ['2024-03-01 15/15', '2025-06-01 15/15'])
})

move("the earlier side held back :: its run stops at the seller's own row, which is never held", () => {
  const page = { ...obs('2024-01-01', 15, 15), date_basis: 'page seen' }
  const r = gateSeries([page, obs('2024-02-01', 15, 15), obs('2024-03-01', 0.3, 0.6), obs('2024-06-15', 0.3, 0.6)])
  assert.equal(kept(r), ['2024-01-01 15/15', '2024-03-01 0.3/0.6', '2024-06-15 0.3/0.6'])
  assert.equal(
    r.rejected.map((q) => q.record),
    ['test-only-model 2024-02-01'],
  )
})

move.run()

const others = suite('gates :: the other classes (test-only samples)')
const dated = (observed: string, input: number, output: number, cache_read: number | null = null): Observation => ({
  ...obs(observed, input, output),
  model: 'test-only-model-20250514',
  cache_read,
})

others('a price observed before the release date its id states :: held, the later ones kept', () => {
  const r = gateSeries([dated('2025-05-01', 3, 15), dated('2025-05-20', 3, 15)])
  assert.equal(kept(r), ['2025-05-20 3/15'])
  assert.match(
    r.rejected[0].reason,
    /^before_release: observed 2025-05-01, before the release date its id states \(2025-05-14\)/,
  )
})

others(
  'output below input :: held as swapped; cache_read at input :: only that field dropped; 0/0 on a paid model :: held',
  () => {
    const r = gateSeries([
      dated('2025-06-01', 3, 15, 0.3),
      dated('2025-07-01', 15, 3),
      dated('2025-08-01', 3, 15, 3),
      dated('2025-09-01', 0, 0),
    ])
    assert.equal(
      r.rejected.map((q) => q.gate),
      ['swapped', 'cache_read_not_below_input', 'zero_on_paid'],
    )
    assert.equal(
      r.kept.map((o) => [o.observed, o.cache_read]),
      [
        ['2025-06-01', 0.3],
        ['2025-08-01', null],
      ],
    )
  },
)

others.run()

const repeat = suite('gates :: a repeated price dates from its first showing (test-only samples)')

repeat("what the retirement rule is asked: the first day of the source's unchanged run, across snapshots", () => {
  const asked: string[] = []
  const retired = (o: Observation, seenOn?: string) => {
    asked.push(`${o.observed} ${seenOn}`)
    return undefined
  }
  const named = (observed: string, input: number, commit: string) => ({
    ...obs(observed, input, input * 2),
    source_name: `test-only sample (test/only@${commit})`,
  })
  gateSeries(
    [named('2024-01-01', 1, 'aaaaaaa'), named('2024-02-01', 1, 'bbbbbbb'), named('2024-03-01', 2, 'ccccccc')],
    {
      retired,
      shownSince: () => '2023-06-01',
    },
  )
  // The first observation asks the stored log (a daily run's), the repeat keeps its day, a change starts anew.
  assert.equal(asked.slice(0, 3), ['2024-01-01 2023-06-01', '2024-02-01 2023-06-01', '2024-03-01 2024-03-01'])
})

repeat.run()

const resale = suite("gates :: a reseller's retirement ends its resale only (test-only samples)")

resale("a resale held from its seller's day leaves the developer's own last price running", () => {
  // The developer's own listing, then a reseller's listing of the same model that its seller closed.
  const own = obs('2025-09-01', 3, 15)
  const resold = { ...obs('2026-01-10', 3, 15), seller: 'test-only-cloud' }
  const retired = (o: Observation) =>
    o.seller === 'test-only-cloud' && o.observed >= '2025-11-11'
      ? { since: '2025-11-11', reason: 'test-only: the cloud closed its resale' }
      : undefined
  const r = gateSeries([own, resold], { retired })
  assert.equal(
    r.kept.map((o) => [o.observed, o.seller ?? o.vendor, o.valid_until]),
    [['2025-09-01', 'test-only', undefined]],
  )
  assert.equal(
    r.rejected.map((h) => h.record),
    ['test-only-model@test-only-cloud 2026-01-10'],
  )
})

resale.run()
