import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { addDays } from '../../../../tools/dates.ts'
import { median } from '../../../../tools/stats.ts'
import { produceGpuPrices } from '../../../../jobs/datasets/gpu-prices/load.ts'

const { payload } = produceGpuPrices()
const rental = (id: string) => payload.items.find((item) => item.id === id)!.cloud_rental!

const test = suite('rentalsById :: bundled Prime Intellect daily series')

// Hand computation from gpu_rental_prime_intellect_by_provider_daily.csv, providers' daily minimum USD/GPU-hour.
// H100_80GB SXM5, 2025-11-16: 1.09 2.4 2.99 2.12 1.0 2.69 -> min 1.0, median (2.12+2.4)/2 = 2.26
//                 2025-11-09: 0.98 2.4 2.99 2.12 1.0 2.69 2.99 -> min 0.98, median 2.4
//   change min = (1.0-0.98)/0.98 = 0.0204; change median = (2.26-2.4)/2.4 = -0.0583
// B200_180GB,     2025-11-16: 1.79 4.99 5.49 -> min 1.79, median 4.99
//                 2025-11-09: 1.55 4.4 4.99 5.69 -> min 1.55, median (4.4+4.99)/2 = 4.695
//   change min = (1.79-1.55)/1.55 = 0.1548; change median = (4.99-4.695)/4.695 = 0.0628
const table = [
  { id: 'nvidia-h100-sxm', min: 1.0, median: 2.26, providers: 6, chMin: 0.0204, chMedian: -0.0583 },
  { id: 'nvidia-b200', min: 1.79, median: 4.99, providers: 3, chMin: 0.1548, chMedian: 0.0628 },
]
for (const row of table) {
  test(`${row.id} :: min ${row.min}, median ${row.median}, 7-day ${row.chMin} / ${row.chMedian}`, () => {
    const r = rental(row.id)
    assert.is(r.date, '2025-11-16')
    assert.is(r.change_7d_from, '2025-11-09')
    assert.is(r.providers, row.providers)
    assert.is(r.min_usd, row.min)
    assert.is(r.median_usd, row.median)
    assert.is(r.change_7d_min, row.chMin)
    assert.is(r.change_7d_median, row.chMedian)
    assert.match(r.formula, /\(p_d - p_\{d-7\}\) \/ p_\{d-7\}/)
    console.log(
      `  ${row.id}: min ${r.min_usd} (${r.change_7d_min}), median ${r.median_usd} (${r.change_7d_median}), CNY ` +
        `${r.median_cny} at ${r.fx.rate} (${r.fx.date})`,
    )
  })
}

test('H200 blank socket :: matched with a labelled assumption', () => {
  assert.match(rental('nvidia-h200-sxm').match_assumption!, /^Assumption: /)
  assert.is(rental('nvidia-h100-sxm').match_assumption, null)
})

test('median and addDays :: even count averages the middle two; month boundary', () => {
  assert.is(median([3, 1, 2, 4]), 2.5)
  assert.is(median([5, 1, 3]), 3)
  assert.is(addDays('2025-11-03', -7), '2025-10-27')
})

test.run()
