import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ECB_SOURCE, ecbCrossRates, FX_SOURCES, fxTableFromEcb, fxTableFromFred } from '../../../../tools/fx.ts'
import { BUNDLED_DIR } from '../../../../jobs/bundled.ts'
import { lookupDate } from '../../../../jobs/datasets/gpu-prices/fx.ts'
import { produceGpuPrices } from '../../../../jobs/datasets/gpu-prices/load.ts'

const ecbCsv = readFileSync(join(BUNDLED_DIR, 'ecb_eur_reference_rates_usd_cny_daily.csv'), 'utf8')
const test = suite('gpu-prices fx :: ECB cross rate and FX chain')

test('ECB 2025-05-09 :: 8.147 / 1.1252 = 7.2405 CNY per USD, cited', () => {
  assert.equal(fxTableFromEcb(ecbCsv).on('2025-05-09'), { date: '2025-05-09', rate: 7.2405, source: ECB_SOURCE })
})

test('ECB rows without CNY (1999) :: skipped, not zero', () => {
  assert.ok(ecbCrossRates(ecbCsv).every((r) => r.rate > 0 && r.date >= '2005'))
})

// Test-only sample rows (sample: true in spirit): not real rates, used to show the chain's order.
const SAMPLE_FRED_DAILY = 'DATE,DEXCHUS\n2025-05-08,7.2340\n2025-05-09,7.2364\n'
const SAMPLE_ECB =
  'date,usd_per_eur,cny_per_eur,cny_per_usd_cross\n2025-05-12,1.0000,7.3000,7.3\n2025-05-09,1.1252,8.147,7.2405\n'
const SAMPLE_MONTHLY = 'Date,Country,Exchange rate\n2025-05-01,China,7.2000\n2025-06-01,China,7.1800\n'
test('chain (sample rows) :: FRED daily, then ECB after FRED ends, then FRED monthly after both', () => {
  const t = fxTableFromFred(SAMPLE_FRED_DAILY, SAMPLE_MONTHLY, SAMPLE_ECB)
  assert.is(t.on('2025-05-09').source, FX_SOURCES.daily)
  assert.equal(t.on('2025-05-13'), { date: '2025-05-12', rate: 7.3, source: ECB_SOURCE })
  assert.equal(t.on('2025-06-02'), { date: '2025-06-01', rate: 7.18, source: FX_SOURCES.monthly })
})

const dates: [string, string, boolean][] = [
  ['2026-01-10', '2026-01-10', false],
  ['2024-01', '2024-01-01', true],
  ['2026', '2026-01-01', true],
]
for (const [date, lookup, assumed] of dates) {
  test(`lookupDate ${date} :: ${lookup}${assumed ? ', labelled assumption' : ''}`, () => {
    const got = lookupDate(date)
    assert.is(got.date, lookup)
    assert.is(got.assumption !== null, assumed)
    if (assumed) assert.match(got.assumption!, /^Assumption: /)
  })
}

const { payload } = produceGpuPrices()
const price = (item: string, id: string) => payload.items.find((i) => i.id === item)!.prices.find((p) => p.id === id)!
test(
  'GP-042 RTX 5090 Taiwan :: 99990 TWD / 31.518 TWD per USD (FRED 2026-01) = 3172.4729 USD; x 7.001 CNY (ECB ' +
    '2025-12-31, the last rate on or before 2026-01-01)',
  () => {
    const p = price('nvidia-rtx-5090', 'gp-042')
    assert.is(p.fx!.twd_per_usd, 31.518)
    assert.is(p.usd!.amount, 3172.4729)
    assert.equal([p.fx!.rate, p.fx!.date], [7.001, '2025-12-31'])
    assert.is(p.cny!.amount, Math.round((99990 / 31.518) * 7.001 * 1e4) / 1e4)
  },
)
test(
  'GP-045 H20 2024-01 :: 110000 CNY at the rate of 2023-12-29 ' + '(7.0999, FRED daily), month-only date labelled',
  () => {
    const p = price('nvidia-h20', 'gp-045')
    assert.equal([p.fx!.rate, p.fx!.date, p.fx!.source], [7.0999, '2023-12-29', FX_SOURCES.daily])
    assert.match(p.fx!.assumption!, /month only/)
    assert.is(p.usd!.amount, 15493.176)
  },
)
test.run()
