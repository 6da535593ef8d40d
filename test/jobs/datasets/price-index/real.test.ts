// On the real bundled history: the published series equals what scripts/recompute-index.ts
// computes from a history.csv written from the same rows, and medians and counts match a
// brute-force recount.
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { buildFromBundled } from '../../../../jobs/datasets/llm-prices/bundled.ts'
import { buildPriceIndex } from '../../../../jobs/datasets/price-index/build.ts'
import { basisOf, blend } from '../../../../jobs/datasets/price-index/blend.ts'
import { median } from '../../../../tools/stats.ts'
import { csvLine } from '../../../../tools/csv.ts'
import { HISTORY_COLUMNS } from '../../../../tools/llm-prices/llm-price-history.ts'
import type { HistoryRow } from '../../../../tools/schemas.ts'

const real = suite('buildPriceIndex :: real bundled history')
/** Two months of the history, the o3 price cut (2025-06-28) inside. */
const WINDOW = ['2025-06-01', '2025-07-31'] as const
let history: HistoryRow[] = []
let built: ReturnType<typeof buildPriceIndex>
real.before(async () => {
  history = (await buildFromBundled()).history
  built = buildPriceIndex({ rows: history, sources: [] })
})

// The command as anyone runs it (its own process, a file argument, JSON out) on two months of the real
// history around the o3 price cut: the whole history's series recomputed from the published history.csv
// is test/scripts/recompute-index.test.ts (in process, the parse and the index as here).
real('published series :: equals recompute-index.ts on history.csv (two months, the command line)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'price-index-'))
  try {
    const window = history.filter((r) => r.date >= WINDOW[0] && r.date <= WINDOW[1])
    const windowBuilt = buildPriceIndex({ rows: window, sources: [] })
    // As the feed writes it: header, then rows by date (then model).
    const rows = [...window].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.model < b.model ? -1 : 1))
    const csv = csvLine(HISTORY_COLUMNS) + rows.map((r) => csvLine(HISTORY_COLUMNS.map((c) => r[c]))).join('')
    await writeFile(join(dir, 'history.csv'), csv)
    const script = new URL('../../../../scripts/recompute-index.ts', import.meta.url).pathname
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', script, join(dir, 'history.csv')],
      { maxBuffer: 1 << 28 },
    )
    const recomputed = JSON.parse(stdout)
    console.log(
      `  ${rows.length} rows, ${recomputed.items.length} points, ` +
        `base ${recomputed.base_date}, as_of ${recomputed.as_of}`,
    )
    assert.is(recomputed.as_of, WINDOW[1])
    assert.ok(recomputed.items.length > 150, `${recomputed.items.length} points`)
    assert.is(recomputed.base_date, windowBuilt.payload.base_date)
    assert.is(recomputed.as_of, windowBuilt.payload.as_of)
    assert.equal(recomputed.rejected, [])
    assert.equal(recomputed.items, windowBuilt.payload.items)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

real('every group :: 100 on the base date, one point per day from its first row', () => {
  const { items, base_date } = built.payload
  for (const group of ['CN', 'US', 'ALL'] as const) {
    const series = items.filter((i) => i.group === group)
    const base = series.find((i) => i.date === base_date)!
    assert.ok(Math.abs(base.index_usd - 100) < 1e-9 && Math.abs(base.index_cny - 100) < 1e-9)
    const dates = new Set(history.filter((r) => group === 'ALL' || r.country === group).map((r) => r.date))
    assert.is(series.length, dates.size)
    const last = series.at(-1)!
    console.log(
      `  ${group}: ${series[0].date} .. ${last.date} index_usd ` +
        `${last.index_usd.toFixed(2)} index_cny ${last.index_cny.toFixed(2)} median ` +
        `$${last.median_blended_usd} models ${last.models} (${last.link_models} linked)`,
    )
  }
})

// Days picked across the series: the first CN day, a price-cut day (o3, 2025-06-28) and the last day.
for (const date of ['2024-05-23', '2025-06-28', '2026-08-22']) {
  for (const group of ['CN', 'US', 'ALL'] as const) {
    real(`${date} ${group} :: median and counts equal a brute-force recount`, () => {
      const inGroup = (r: HistoryRow) => group === 'ALL' || r.country === group
      const today = history.filter((r) => r.date === date && inGroup(r))
      const before = new Map(history.filter((r) => r.date === prevDay(date) && inGroup(r)).map((r) => [r.model, r]))
      const p = built.payload.items.find((i) => i.date === date && i.group === group)!
      assert.is(p.models, new Set(today.map((r) => r.model)).size)
      assert.is(p.median_blended_usd, median(today.map((r) => blend(r.input_usd, r.output_usd))))
      assert.is(p.median_blended_cny, median(today.map((r) => blend(r.input_cny, r.output_cny))))
      // Linked: priced on both days by the same offer and source (a switch of either is no move of a price).
      const linked = today.filter((r) => {
        const b = before.get(r.model)
        return (
          b && basisOf(b) === basisOf(r) && blend(r.input_usd, r.output_usd) > 0 && blend(b.input_usd, b.output_usd) > 0
        )
      })
      assert.is(p.link_models, linked.length)
    })
  }
}

function prevDay(date: string) {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() - 1)
  return d.toISOString().slice(0, 10)
}

real.run()
