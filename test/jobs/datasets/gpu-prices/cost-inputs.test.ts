import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { gpuCostInputs } from '../../../../jobs/datasets/gpu-prices/cost-inputs.ts'
import { produceGpuPrices } from '../../../../jobs/datasets/gpu-prices/load.ts'

const costs = gpuCostInputs(produceGpuPrices().payload.items)
const of = (id: string) => costs.find((c) => c.id === id)!
const test = suite('gpuCostInputs :: per-GPU rental and list price for enterprise cost')

test('H100 SXM :: rental median 2.26 USD/GPU-hour on 2025-11-16; list price Epoch $33,600 (2022-09-20)', () => {
  const c = of('nvidia-h100-sxm')
  assert.equal([c.rental!.median_usd_per_gpu_hour, c.rental!.min_usd_per_gpu_hour, c.rental!.date], [2.26, 1, '2025-11-16'])
  assert.equal([c.list_price!.usd, c.list_price!.date, c.list_price!.price_id], [33600, '2022-09-20', 'epoch-release-price'])
  assert.ok(/^https?:\/\//.test(c.rental!.source_url) && /^https?:\/\//.test(c.list_price!.source_url))
})

test('RTX 4090 :: latest-dated USD list price (GP-007, 2022-10-12), no rental with reason', () => {
  const c = of('nvidia-rtx-4090')
  assert.equal([c.list_price!.usd, c.list_price!.price_id], [1599, 'gp-007'])
  assert.is(c.rental, null)
  assert.match(c.rental_null_reason!, /not in the bundled/)
})

test('H200 SXM :: no USD list price, with reason', () => {
  assert.is(of('nvidia-h200-sxm').list_price, null)
  assert.match(of('nvidia-h200-sxm').list_price_null_reason!, /no USD per-card list price/)
})

test.run()
