// The GPU models this dataset publishes, and the exact row keys that tie each one to the spec files.
// Table-driven on purpose: a spec row is attached only when named here, never by fuzzy search.

type Category = 'datacenter' | 'workstation' | 'consumer'

export interface CatalogEntry {
  id: string
  name: string
  vendor: string
  category: Category
  form_factor: string
  china_part: boolean
  /** Exact `Hardware name` in epoch_ml_hardware.csv, when Epoch has this exact part. */
  epoch?: string
  /** Exact key in wikipedia_gpu_specs_voidful.json, when the dump has this exact part. */
  wikipedia?: string
  /** A form-not-stated record: the ids of the same part's form-specific records. */
  forms?: string[]
}

/** The form factor of a record that holds the prices whose source does not say SXM, PCIe or NVL. */
export const NOT_STATED = 'not stated'

const dc = (id: string, name: string, form_factor: string, extra: Partial<CatalogEntry> = {}): CatalogEntry => ({
  id,
  name,
  vendor: 'nvidia',
  category: 'datacenter',
  form_factor,
  china_part: false,
  ...extra,
})
const gf = (id: string, name: string, wikipedia?: string, extra: Partial<CatalogEntry> = {}): CatalogEntry => ({
  id,
  name,
  vendor: 'nvidia',
  category: 'consumer',
  form_factor: 'consumer PCIe card',
  china_part: false,
  wikipedia,
  ...extra,
})

// A price whose record does not state the form factor belongs to the part, not to one of its forms:
// it is kept on the part's form-not-stated record, served where the question does not need the form
// (what an H800 server cost in China), and never folded into a form's record.
const unstated = (id: string, name: string, forms: string[], extra: Partial<CatalogEntry> = {}): CatalogEntry =>
  dc(id, `${name} (form factor not stated)`, NOT_STATED, { forms, ...extra })

export const CATALOG: CatalogEntry[] = [
  dc('nvidia-h100-sxm', 'NVIDIA H100 SXM5 80GB', 'SXM', { epoch: 'NVIDIA H100 SXM5 80GB', wikipedia: 'NVIDIA_nan_64' }),
  dc('nvidia-h100-pcie', 'NVIDIA H100 PCIe 80GB', 'PCIe', { epoch: 'NVIDIA H100 PCIe', wikipedia: 'NVIDIA_nan_63' }),
  dc('nvidia-h100-nvl', 'NVIDIA H100 NVL', 'NVL (PCIe, NVLink bridge)', { epoch: 'NVIDIA H100 NVL' }),
  dc('nvidia-h200-sxm', 'NVIDIA H200 SXM 141GB', 'SXM', { epoch: 'NVIDIA H200 SXM', wikipedia: 'NVIDIA_nan_66' }),
  dc('nvidia-b200', 'NVIDIA B200', 'SXM (HGX module)', { epoch: 'NVIDIA B200' }),
  dc('nvidia-gh200', 'NVIDIA GH200 Grace Hopper', 'superchip module', { epoch: 'NVIDIA GH200' }),
  dc('nvidia-a100-sxm4-40gb', 'NVIDIA A100 SXM4 40GB', 'SXM', { epoch: 'NVIDIA A100 SXM4 40 GB' }),
  dc('nvidia-a100-sxm4-80gb', 'NVIDIA A100 SXM4 80GB', 'SXM', { epoch: 'NVIDIA A100 SXM4 80 GB' }),
  // Epoch's 'NVIDIA A100 PCIe' row is the 40 GB card and Wikipedia's row says "40 or 80": neither is this part.
  dc('nvidia-a100-pcie-80gb', 'NVIDIA A100 PCIe 80GB', 'PCIe'),
  dc('nvidia-h800-sxm', 'NVIDIA H800 SXM5', 'SXM', {
    epoch: 'NVIDIA H800 SXM5',
    wikipedia: 'NVIDIA_nan_67',
    china_part: true,
  }),
  dc('nvidia-a800-sxm', 'NVIDIA A800 SXM', 'SXM', { epoch: 'NVIDIA A800 SXM', china_part: true }),
  dc('nvidia-h20', 'NVIDIA H20', 'HGX module', { epoch: 'NVIDIA HGX H20', china_part: true }),
  dc('nvidia-l20', 'NVIDIA L20', 'PCIe', { epoch: 'NVIDIA L20 PCle', china_part: true }),
  dc('nvidia-rtx-pro-6000d', 'NVIDIA RTX Pro 6000D', 'PCIe server card', { china_part: true }),
  unstated('nvidia-h100', 'NVIDIA H100', ['nvidia-h100-sxm', 'nvidia-h100-pcie', 'nvidia-h100-nvl']),
  unstated('nvidia-a100', 'NVIDIA A100', ['nvidia-a100-sxm4-40gb', 'nvidia-a100-sxm4-80gb', 'nvidia-a100-pcie-80gb']),
  unstated('nvidia-h800', 'NVIDIA H800', ['nvidia-h800-sxm'], { china_part: true }),
  unstated('nvidia-a800', 'NVIDIA A800', ['nvidia-a800-sxm'], { china_part: true }),
  unstated('nvidia-v100', 'NVIDIA V100', []),
  dc('huawei-ascend-910b', 'Huawei Ascend 910B', 'module', {
    vendor: 'huawei',
    epoch: 'Huawei Ascend 910B',
    china_part: true,
  }),
  dc('huawei-ascend-910c', 'Huawei Ascend 910C', 'dual-die module', {
    vendor: 'huawei',
    epoch: 'Huawei Ascend 910C',
    china_part: true,
  }),
  {
    id: 'nvidia-rtx-pro-6000-blackwell',
    name: 'NVIDIA RTX PRO 6000 Blackwell Workstation Edition',
    vendor: 'nvidia',
    category: 'workstation',
    form_factor: 'PCIe workstation card',
    china_part: false,
    wikipedia: 'NVIDIA_GB202_3',
  },
  gf('nvidia-rtx-4090', 'NVIDIA GeForce RTX 4090', 'NVIDIA_AD102-300', { epoch: 'NVIDIA GeForce RTX 4090' }),
  gf('nvidia-rtx-4090d', 'NVIDIA GeForce RTX 4090 D', 'NVIDIA_AD102-250', { china_part: true }),
  gf('nvidia-rtx-5090', 'NVIDIA GeForce RTX 5090', 'NVIDIA_GB202-300'),
  gf('nvidia-rtx-5090d', 'NVIDIA GeForce RTX 5090 D', undefined, { china_part: true }),
  gf('nvidia-rtx-5080', 'NVIDIA GeForce RTX 5080', 'NVIDIA_GB203-400'),
  gf('nvidia-rtx-5070-ti', 'NVIDIA GeForce RTX 5070 Ti', 'NVIDIA_GB203-300'),
  gf('nvidia-rtx-5070', 'NVIDIA GeForce RTX 5070', 'NVIDIA_GB205-300'),
  gf('nvidia-rtx-5060', 'NVIDIA GeForce RTX 5060', 'NVIDIA_GB206-250'),
]

export const CATALOG_BY_ID = new Map(CATALOG.map((entry) => [entry.id, entry]))
