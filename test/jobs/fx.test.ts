import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ECB_2025_2026_SOURCE, FX_SOURCES, fredMonthlyRates, fxTableFromFred } from '../../tools/fx.ts'
import { daysBetween } from '../../tools/dates.ts'
import { BUNDLED_DIR } from '../../jobs/bundled.ts'
import { loadFxSync, readEcbRates } from '../../jobs/fx.ts'

const fx = suite('fx :: FRED daily then monthly')
const table = fxTableFromFred(
  readFileSync(`${BUNDLED_DIR}/usd_cny_daily_fred_dexchus.csv`, 'utf8'),
  readFileSync(`${BUNDLED_DIR}/exchange_rates_monthly_fred_all_countries.csv`, 'utf8'),
)

fx("a business day :: that day's DEXCHUS rate", () => {
  assert.equal(table.on('2025-05-09'), { date: '2025-05-09', rate: 7.2364, source: FX_SOURCES.daily })
})

fx("a weekend :: Friday's rate carried forward, dated Friday", () => {
  assert.equal(table.on('2025-05-11').date, '2025-05-09')
})

fx('after the daily series :: FRED monthly average, dated its month', () => {
  assert.equal(table.on('2026-08-22'), { date: '2026-06-01', rate: 6.7758, source: FX_SOURCES.monthly })
  assert.is(table.on('2025-06-15').source, FX_SOURCES.monthly)
})

fx('before any rate :: an error, never a guess', () => {
  assert.throws(() => table.on('1970-01-01'), /no USD\/CNY rate/)
})

fx.run()

const bundled = suite('fx :: the one table every dataset converts with (jobs/fx.ts)')
const one = loadFxSync()

bundled('FRED daily to 2025-05-09, then the ECB daily cross rate to 2026-08-21, then FRED monthly', () => {
  assert.equal(one.on('2025-05-09'), { date: '2025-05-09', rate: 7.2364, source: FX_SOURCES.daily })
  // 7.9999 CNY per EUR / 1.1106 USD per EUR (ECB, 2025-05-12).
  assert.equal(one.on('2025-05-12'), { date: '2025-05-12', rate: 7.2032, source: ECB_2025_2026_SOURCE })
  assert.equal(one.on('2026-08-22'), { date: '2026-08-21', rate: 6.7206, source: ECB_2025_2026_SOURCE })
  assert.is(one.on('2025-12-25').date, '2025-12-24', 'an ECB holiday: the day before, carried forward')
})

bundled('every weekday 2025-05-12..2026-08-21 has a rate at most 4 days old (weekends and TARGET holidays)', () => {
  for (
    let d = new Date('2025-05-12T00:00:00Z');
    d <= new Date('2026-08-21T00:00:00Z');
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    const day = d.toISOString().slice(0, 10)
    assert.ok(daysBetween(one.on(day).date, day) <= 4, day)
  }
})

bundled("the ECB copy agrees with FRED's independent monthly averages :: each month within 0.1%", () => {
  const monthly = new Map(
    fredMonthlyRates(
      readFileSync(`${BUNDLED_DIR}/exchange_rates_monthly_fred_all_countries.csv`, 'utf8'),
      'China',
      'fred',
    ).map((r) => [r.date.slice(0, 7), r.rate]),
  )
  const byMonth = new Map<string, number[]>()
  for (const r of readEcbRates().filter((r) => r.date >= '2025-05-01'))
    byMonth.set(r.date.slice(0, 7), [...(byMonth.get(r.date.slice(0, 7)) ?? []), r.rate])
  let compared = 0
  for (const [month, rates] of byMonth) {
    const fred = monthly.get(month)
    if (fred === undefined) continue
    const mean = rates.reduce((a, b) => a + b, 0) / rates.length
    assert.ok(Math.abs(mean / fred - 1) < 0.001, `${month}: ECB mean ${mean.toFixed(4)} against FRED ${fred}`)
    compared++
  }
  assert.is(compared, 14, 'the months 2025-05..2026-06 that both cover')
})

bundled.run()
