import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { produceGpuPrices } from '../../../../jobs/datasets/gpu-prices/load.ts'

const { payload } = produceGpuPrices()
const specs = (id: string) => payload.items.find((item) => item.id === id)!.specs
const fields = ['vram_gb', 'memory_bandwidth_gbs', 'fp16_tensor_dense_tflops', 'tdp_w', 'release_date'] as const

const test = suite('specsFor :: Epoch and Wikipedia rows')

test('every spec field :: a value with its source, or null with a reason and no source', () => {
  for (const item of payload.items) {
    for (const name of fields) {
      const f = item.specs[name]
      if (f.value === null) assert.ok(f.source === null && (f.null_reason ?? '').length > 0, `${item.id} ${name}`)
      else
        assert.ok(
          f.source?.file && f.source.row && /^https?:\/\//.test(f.source.url) && f.null_reason === null,
          `${item.id} ${name}`,
        )
    }
  }
})

const table = [
  {
    id: 'nvidia-h100-sxm',
    field: 'fp16_tensor_dense_tflops',
    value: 989.4,
    file: 'epoch_ml_hardware.csv',
    row: 'NVIDIA H100 SXM5 80GB',
  },
  {
    id: 'nvidia-h100-pcie',
    field: 'memory_bandwidth_gbs',
    value: 2040,
    file: 'epoch_ml_hardware.csv',
    row: 'NVIDIA H100 PCIe',
  },
  {
    id: 'nvidia-rtx-5090',
    field: 'fp16_tensor_dense_tflops',
    value: 419,
    file: 'wikipedia_gpu_specs_voidful.json',
    row: 'NVIDIA_GB202-300',
  },
  {
    id: 'nvidia-rtx-5090',
    field: 'tdp_w',
    value: 575,
    file: 'wikipedia_gpu_specs_voidful.json',
    row: 'NVIDIA_GB202-300',
  },
] as const
for (const row of table) {
  test(`${row.id} ${row.field} :: ${row.value} from ${row.file}`, () => {
    const f = specs(row.id)[row.field]
    assert.is(f.value, row.value)
    assert.is(f.source?.file, row.file)
    assert.is(f.source?.row, row.row)
  })
}

test('RTX 5090 release date :: null, Wikipedia row has no launch date', () => {
  const f = specs('nvidia-rtx-5090').release_date
  assert.is(f.value, null)
  assert.match(f.null_reason!, /no 'Launch'/)
})

test('RTX 4090 D tensor FP16 :: null, the cell gives base and boost pairs', () => {
  const f = specs('nvidia-rtx-4090d').fp16_tensor_dense_tflops
  assert.is(f.value, null)
  assert.match(f.null_reason!, /not one figure/)
})

test('A100 PCIe 80GB :: every field null (no row for this exact part)', () => {
  for (const name of fields) assert.match(specs('nvidia-a100-pcie-80gb')[name].null_reason!, /no Epoch row/)
})

test.run()
