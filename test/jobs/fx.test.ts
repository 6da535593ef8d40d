import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { FX_SOURCES, fxTableFromFred } from '../../tools/fx.ts'
import { BUNDLED_DIR } from '../../jobs/bundled.ts'

const fx = suite('fx :: FRED daily then monthly')
const table = fxTableFromFred(
  readFileSync(`${BUNDLED_DIR}/usd_cny_daily_fred_dexchus.csv`, 'utf8'),
  readFileSync(`${BUNDLED_DIR}/exchange_rates_monthly_fred_all_countries.csv`, 'utf8'),
)

fx('a business day :: that day\'s DEXCHUS rate', () => {
  assert.equal(table.on('2025-05-09'), { date: '2025-05-09', rate: 7.2364, source: FX_SOURCES.daily })
})

fx('a weekend :: Friday\'s rate carried forward, dated Friday', () => {
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
