// The rental history after the per-provider series ends: CCIR's raw Vast.ai US listings of the H100 SXM
// (ccir-index/cri-h100 at ca1ecfa, MIT), one provider a day whose daily minimum is its lowest listing,
// each row naming its own source; the per-provider summary is not moved by them.
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { GPU_PRICES_DIR, loadGpuPricesInputs, produceGpuPrices } from '../../../../jobs/datasets/gpu-prices/load.ts'
import { gpuFxOf } from '../../../../jobs/datasets/gpu-prices/build.ts'
import { LISTINGS_FILE, listingDays, rentalDays } from '../../../../jobs/datasets/gpu-prices/rental-days.ts'

const inputs = loadGpuPricesInputs()
const fx = gpuFxOf(inputs)
const days = listingDays(inputs.listingsCsv, fx)
const listings = suite('listingDays :: CCIR Vast.ai US listings, H100 SXM')

listings('2026-03-06 worked by hand :: 8 listings, the lowest 1.418519 -> 1.4185, as CCIR meta file says', () => {
  // data/h100-sxm-us/2026-03-06.meta.json: "price_summary": { "min": 1.4185, ..., "n": 8 }
  const day = days.find((d) => d.date === '2026-03-06')!
  assert.equal(
    [day.gpu, day.providers, day.offers, day.min_usd, day.median_usd],
    ['nvidia-h100-sxm', 1, 8, 1.4185, 1.4185],
  )
  assert.is(day.source_name, LISTINGS_FILE)
  assert.match(day.source_url, /^https:\/\/github\.com\/ccir-index\/cri-h100\/tree\/ca1ecfa3/)
  assert.match(day.upstream_series, /Vast\.ai US listings/)
  assert.is(day.min_cny, Math.round(1.4185 * day.fx_usd_cny * 1e4) / 1e4)
})

listings('every day :: after the per-provider series, each day its listings in the bundled file', () => {
  const raw = readFileSync(`${GPU_PRICES_DIR}/${LISTINGS_FILE}`, 'utf8').trim().split('\n').slice(1)
  const perDay = new Map<string, number>()
  for (const line of raw) perDay.set(line.slice(0, 10), (perDay.get(line.slice(0, 10)) ?? 0) + 1)
  assert.equal(
    days.map((d) => [d.date, d.offers]),
    [...perDay],
  )
  const providerDays = rentalDays(inputs.rentalCsv, fx).filter((d) => d.gpu === 'nvidia-h100-sxm')
  assert.ok(days[0].date > providerDays.at(-1)!.date, 'no day of the two sources overlaps')
})

listings('the summary :: still the per-provider series (6 providers on 2025-11-16), not one marketplace', () => {
  const h100 = produceGpuPrices().payload.items.find((i) => i.id === 'nvidia-h100-sxm')!.cloud_rental!
  assert.equal([h100.date, h100.providers, h100.median_usd], ['2025-11-16', 6, 2.26])
})

listings.run()
