import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { formOf, matchPart, matchRental, normPart } from '../../../../jobs/datasets/gpu-prices/match.ts'
import { CATALOG_BY_ID } from '../../../../jobs/datasets/gpu-prices/catalog.ts'
import { matchGpuPrices } from '../../../../tools/gpu-prices/schema.ts'
import { produceGpuPrices } from '../../../../jobs/datasets/gpu-prices/load.ts'

const parts = suite('matchPart :: price-point names')
const table: [string, string, string | RegExp][] = [
  ['NVIDIA H100', '8-GPU node (SXM)', 'nvidia-h100-sxm'],
  ['NVIDIA H100', 'PCIe/NVL single-GPU VM (Azure NC H100 NVL)', 'nvidia-h100-nvl'],
  ['NVIDIA H100 80GB', 'SXM5', 'nvidia-h100-sxm'],
  // no stated form -> the part's form-not-stated record, never a guessed form, never dropped.
  ['NVIDIA H100', 'unspecified (card)', 'nvidia-h100'],
  ['NVIDIA H800', '8-GPU server', 'nvidia-h800'],
  ['NVIDIA A800', 'unspecified (card)', 'nvidia-a800'],
  ['NVIDIA H20', '8-GPU server', 'nvidia-h20'],
  ['NVIDIA GeForce RTX 5090 (ASUS ROG Strix)', 'consumer PCIe card (AIB)', 'nvidia-rtx-5090'],
  ['NVIDIA GeForce RTX 4090D', 'consumer PCIe card', 'nvidia-rtx-4090d'],
  ["NVIDIA RTX Pro 6000D (Blackwell China chip, 'B40')", 'PCIe server card (GDDR7)', 'nvidia-rtx-pro-6000d'],
  ['Cambricon MLU590', 'card', /not in the name table/],
  ['NVIDIA H200', 'card', /form factor not stated/], // no H200 price lacks its form: no such record to put it on
]
for (const [part, form, want] of table) {
  parts(`${part} / ${form} :: ${want}`, () => {
    const got = matchPart(part, form)
    if (typeof want === 'string')
      assert.equal(got, { id: want, form_stated: !/^nvidia-(h100|h800|a800|a100|v100)$/.test(want) })
    else assert.match((got as { reason: string }).reason, want)
  })
}
parts('every id in the name table :: exists in the catalogue', () => {
  for (const part of ['h100', 'h200', 'b200', 'rtx 5090']) {
    const got = matchPart(part, 'SXM')
    if ('id' in got) assert.ok(CATALOG_BY_ID.has(got.id), got.id)
  }
  assert.is(normPart('NVIDIA GeForce RTX 5070 Ti'), 'rtx 5070 ti')
  assert.is(formOf('card (via intermediaries)'), null)
})
parts.run()

const rentals = suite('matchRental :: series names')
rentals('H100 SXM5 and PCIe :: different ids; unknown series rejected', () => {
  assert.is((matchRental('H100_80GB', 'SXM5') as { id: string }).id, 'nvidia-h100-sxm')
  assert.is((matchRental('H100_80GB', 'PCIe') as { id: string }).id, 'nvidia-h100-pcie')
  assert.match((matchRental('L40S_48GB', 'PCIe') as { reason: string }).reason, /not in the name table/)
})
rentals.run()

const filter = suite('matchGpuPrices :: filter shape')
const { payload } = produceGpuPrices()
const ids = (q: Parameters<typeof matchGpuPrices>[1]) =>
  payload.items.filter((i) => matchGpuPrices(i, q)).map((i) => i.id)
filter('category, vendor, query :: narrow the list', () => {
  assert.ok(ids({ category: 'consumer' }).every((id) => id.includes('rtx')))
  assert.equal(ids({ vendor: 'huawei' }), ['huawei-ascend-910b', 'huawei-ascend-910c'])
  // The form-not-stated record answers a question that does not name the form.
  assert.equal(ids({ query: 'H100' }), ['nvidia-h100-sxm', 'nvidia-h100-pcie', 'nvidia-h100-nvl', 'nvidia-h100'])
  assert.equal(ids({ query: 'rtx5090', category: 'consumer' }), ['nvidia-rtx-5090', 'nvidia-rtx-5090d'])
  assert.equal(ids({ category: 'workstation' }), ['nvidia-rtx-pro-6000-blackwell'])
})
filter.run()
