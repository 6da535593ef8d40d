// Every derived figure of the served gpu_prices payload, recomputed from the figures it serves beside
// it (quoted amount, FX rate, node size, rental day prices): a reader can check each one.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { produceGpuPrices } from '../../../../jobs/datasets/gpu-prices/load.ts'
import { dailySeries, RENTAL_FILE } from '../../../../jobs/datasets/gpu-prices/rental.ts'
import { median } from '../../../../tools/stats.ts'
import { readFileSync } from 'node:fs'
import { GPU_PRICES_DIR } from '../../../../jobs/datasets/gpu-prices/load.ts'

const { payload } = produceGpuPrices()
const r4 = (x: number) => Math.round(x * 1e4) / 1e4
const keys = ['amount', 'low', 'high'] as const
const test = suite('gpu_prices :: every derived figure recomputes from the served inputs')

test('prices :: USD and CNY from quoted amount x FX rate (TWD via twd_per_usd)', () => {
  let n = 0
  for (const i of payload.items)
    for (const p of i.prices)
      for (const k of keys) {
        const q = p.quoted[k]
        if (q === null) continue
        const usd = p.currency === 'USD' ? q : p.currency === 'CNY' ? r4(q / p.fx!.rate) : r4(q / p.fx!.twd_per_usd!)
        const cny =
          p.currency === 'CNY'
            ? q
            : p.currency === 'USD'
              ? r4(q * p.fx!.rate)
              : r4((q / p.fx!.twd_per_usd!) * p.fx!.rate)
        assert.is(p.usd![k], usd, `${i.id} ${p.id} usd.${k}`)
        assert.is(p.cny![k], cny, `${i.id} ${p.id} cny.${k}`)
        n++
      }
  console.log(`  ${n} converted figures recomputed`)
})

test('per-card figures :: node or 8-GPU instance figure / 8', () => {
  for (const i of payload.items)
    for (const p of i.prices) {
      if (!p.per_card) continue
      for (const k of keys) {
        if (p.usd![k] !== null) assert.is(p.per_card.usd![k], r4(p.usd![k]! / 8), `${i.id} ${p.id} ${k}`)
        if (p.cny![k] !== null) assert.is(p.per_card.cny![k], r4(p.cny![k]! / 8), `${i.id} ${p.id} ${k}`)
      }
    }
})

test("rentals :: min, median, CNY and 7-day change from the series' day prices", () => {
  const series = dailySeries(readFileSync(`${GPU_PRICES_DIR}/${RENTAL_FILE}`, 'utf8'))
  for (const i of payload.items) {
    const r = i.cloud_rental
    if (!r) continue
    const key = [...series.keys()].find((k) => k.replace('|', ' ').trim() === r.series)!
    const day = series.get(key)!.get(r.date)!
    assert.is(r.providers, day.length)
    assert.is(r.min_usd, Math.min(...day))
    assert.is(r.median_usd, r4(median(day)))
    assert.is(r.min_cny, r4(r.min_usd * r.fx.rate))
    assert.is(r.median_cny, r4(r.median_usd * r.fx.rate))
    if (r.change_7d_from) {
      const before = series.get(key)!.get(r.change_7d_from)!
      assert.is(r.change_7d_min, r4((r.min_usd - Math.min(...before)) / Math.min(...before)), i.id)
      assert.is(r.change_7d_median, r4((median(day) - median(before)) / median(before)), i.id)
    }
  }
})

test.run()
