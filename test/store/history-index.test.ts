import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { HistoryIndex } from '../../store/history-index.ts'
import { decodeSegment, encodeSegment } from '../../store/segment.ts'
import { row } from './contract.ts'

const index = suite('history index :: vendor merge')

index('newest-first merge :: equals a full sort, for random ranges and limits', () => {
  // Test-only sample rows: random day ranges per model.
  const h = new HistoryIndex()
  const rows = []
  for (let m = 0; m < 40; m++) {
    const start = Math.floor(Math.random() * 60)
    const days = 1 + Math.floor(Math.random() * 60)
    for (let d = start; d < start + days; d++)
      rows.push(row(`m${String(m).padStart(2, '0')}`, new Date(Date.UTC(2024, 0, 1 + d)).toISOString().slice(0, 10)))
  }
  h.addSegment(decodeSegment(encodeSegment(rows)))
  for (const [since, until, limit] of [
    [undefined, undefined, 50],
    ['2024-01-20', '2024-02-10', 7],
    ['2024-02-01', undefined, 100000],
  ] as const) {
    const expected = rows
      .filter((r) => (!since || r.date >= since) && (!until || r.date <= until))
      .sort((a, b) => a.date.localeCompare(b.date) || a.model.localeCompare(b.model))
    const page = h.query({ vendor: 'v', since, until, limit })
    assert.is(page.total, expected.length)
    assert.equal(
      page.rows.map((r) => `${r.date}/${r.model}`),
      expected.slice(-limit).map((r) => `${r.date}/${r.model}`),
    )
  }
})

index('segment format :: rows round-trip exactly, nulls included', () => {
  const rows = [
    row('a', '2024-01-01', 1.25),
    { ...row('b', '2024-02-29', 0), cache_read_usd: 0.5, cache_read_cny: 3.5 },
  ]
  const h = new HistoryIndex()
  h.addSegment(decodeSegment(encodeSegment(rows)))
  const back = [...h.byDate()]
  assert.equal(
    back,
    rows.map((r) => ({ ...r })),
  )
})

index.run()
