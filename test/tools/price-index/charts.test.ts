// The cost-of-capability chart names its leaderboards in words (its legend and its summary), never by
// the feed's ids (aider_polyglot).
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { capabilityChart } from '../../../tools/price-index/charts.ts'
import type { PageData } from '../../../tools/page.ts'
import type { PriceIndexPoint } from '../../../tools/price-index/schema.ts'

test('capability chart :: legend and summary say "Aider polyglot", "LMArena", not their ids', () => {
  const chart = capabilityChart()
  // TEST-ONLY series: two days of each leaderboard's lowest level, shaped as price_index.json holds them.
  const series = ['lmarena', 'livebench', 'aider_polyglot'].map((source) => ({
    id: `${source}-1-all`,
    source,
    threshold: 1,
    group: 'ALL',
    yearly_decline: 0.5,
    points: ['2026-01-01', '2026-01-02'].map((date) => ({
      date,
      cheapest_blended_usd: 1,
      model: 'm',
      qualifying_models: 1,
    })),
  }))
  const data = { payload: { cost_of_capability: series, items: [] }, related: {}, history: [] }
  const rows = chart.rows(data as unknown as PageData<PriceIndexPoint>) as { series: string }[]
  assert.equal([...new Set(rows.map((r) => r.series))], ['LMArena ≥ 1', 'LiveBench ≥ 1', 'Aider polyglot ≥ 1'])
  const alt = chart.alt(rows)
  assert.match(alt, /Aider polyglot ≥ 1/)
  assert.not.match(alt, /aider_polyglot|lmarena|livebench/)
})

test.run()
