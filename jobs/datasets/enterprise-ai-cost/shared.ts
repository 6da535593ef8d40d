// The payload-level blocks of the enterprise model: the open model (API price, size, throughput,
// minimum deployment), the GPU, and the monthly cost of one GPU in each hosting mode.
import { convertPrice } from '../../../tools/price-domain.ts'
import type { Figure } from '../../../tools/role-token-budget/schema.ts'
import { assumed, derived, priceFigures, priceRef, sourced, type PriceInput } from '../role-token-budget/figures.ts'
import type { EnterpriseAssumptions, GpuPriceInput } from './inputs.ts'

type Entry = { value: number; kind: 'sourced'; source_url: string; date: string; note: string; unit?: string }
const src = (e: Entry, unit: string): Figure => sourced(e.value, e.unit ?? unit, e.source_url, e.date, e.note)

/** Global assumptions, flattened under $.assumptions.<name>. */
export function assumptionFigures(a: EnterpriseAssumptions): Record<string, Figure> {
  const out: Record<string, Figure> = {}
  for (const [k, v] of Object.entries(a.units)) out[k] = assumed(v, '')
  const d = a.deployment
  Object.assign(out, {
    kv_headroom_share: assumed(d.kv_headroom_share, 'share'),
    throughput_h100_vs_h800: assumed(d.throughput_h100_vs_h800, 'ratio'),
    scale_efficiency: assumed(d.scale_efficiency, 'ratio'),
    utilisation: assumed(d.utilisation, 'ratio'),
    public_cloud_ops_share: assumed(a.public_cloud.ops_share, 'share'),
    private_cloud_ops_share: assumed(a.private_cloud.ops_share, 'share'),
    server_overhead_share: assumed(a.on_prem.server_overhead_share, 'share'),
    life_years: assumed(a.on_prem.life_years, 'years'),
    pue: src(a.on_prem.pue, 'ratio'),
    electricity_usd_per_kwh: assumed(a.on_prem.electricity_usd_per_kwh, 'USD/kWh'),
    on_prem_ops_share: assumed(a.on_prem.ops_share, 'share'),
  })
  return out
}

/** The open model: API price record, weights, throughput per GPU and the minimum deployment. */
export function openModelBlock(a: EnterpriseAssumptions, price: PriceInput) {
  const m = a.open_model
  const $ = (k: string) => `$.open_model.${k}`
  const params = src(m.params_billion, 'billion parameters')
  const bytes = src(m.bytes_per_param, 'bytes/parameter')
  const inNode = src(m.input_tokens_per_second_per_node, 'tokens/s per node')
  const outNode = src(m.output_tokens_per_second_per_node, 'tokens/s per node')
  const node = src(m.gpus_per_node, 'GPUs/node')
  const ratio = a.deployment.throughput_h100_vs_h800.value
  const vram = a.deployment.gpu_vram_gb.value
  const headroom = a.deployment.kv_headroom_share.value
  const weightsGb = params.value * bytes.value
  const gpusForWeights = weightsGb / (vram * (1 - headroom))
  const minGpus = node.value * Math.ceil(gpusForWeights / node.value)
  return {
    model: m.model,
    why: m.api_model_why ? `${m.why} ${m.api_model_why}` : m.why,
    price: priceRef(price),
    ...priceFigures(price, '$.open_model'),
    params_billion: params,
    bytes_per_param: bytes,
    weights_gb: derived(weightsGb, 'GB', 'params_billion * bytes_per_param', {
      params_billion: $('params_billion'),
      bytes_per_param: $('bytes_per_param'),
    }),
    min_gpus: derived(
      minGpus,
      'GPUs',
      'gpus_per_node * ceil(weights_gb / (gpu_vram_gb * (1 - kv_headroom_share)) / gpus_per_node)',
      {
        gpus_per_node: $('gpus_per_node'),
        weights_gb: $('weights_gb'),
        gpu_vram_gb: '$.gpu.vram_gb',
        kv_headroom_share: '$.assumptions.kv_headroom_share',
      },
    ),
    input_tokens_per_second_per_node: inNode,
    output_tokens_per_second_per_node: outNode,
    gpus_per_node: node,
    input_tokens_per_second_per_gpu: derived(
      (inNode.value / node.value) * ratio,
      'tokens/s per GPU',
      'input_tokens_per_second_per_node / gpus_per_node * throughput_h100_vs_h800',
      {
        input_tokens_per_second_per_node: $('input_tokens_per_second_per_node'),
        gpus_per_node: $('gpus_per_node'),
        throughput_h100_vs_h800: '$.assumptions.throughput_h100_vs_h800',
      },
    ),
    output_tokens_per_second_per_gpu: derived(
      (outNode.value / node.value) * ratio,
      'tokens/s per GPU',
      'output_tokens_per_second_per_node / gpus_per_node * throughput_h100_vs_h800',
      {
        output_tokens_per_second_per_node: $('output_tokens_per_second_per_node'),
        gpus_per_node: $('gpus_per_node'),
        throughput_h100_vs_h800: '$.assumptions.throughput_h100_vs_h800',
      },
    ),
  }
}

/** The GPU: memory and power (sourced in the assumptions file), rental and purchase price (gpu_prices records). */
export function gpuBlock(a: EnterpriseAssumptions, g: GpuPriceInput) {
  return {
    name: a.deployment.gpu,
    vram_gb: src(a.deployment.gpu_vram_gb, 'GB'),
    power_w: src(a.deployment.gpu_power_w, 'W'),
    rental_usd_per_gpu_hour: sourced(
      g.rental_usd_per_hour,
      'USD per GPU-hour',
      g.rental_source_url,
      g.rental_date,
      g.rental_note,
    ),
    reserved_usd_per_gpu_hour: src(a.private_cloud.usd_per_gpu_hour, 'USD per GPU-hour'),
    purchase_price_usd: sourced(
      g.purchase_price_usd,
      'USD per GPU',
      g.purchase_source_url,
      g.purchase_date,
      g.purchase_note,
    ),
  }
}

/** Monthly cost of one GPU in each hosting mode (USD and CNY). */
export function perGpuBlock(A: Record<string, Figure>, gpu: ReturnType<typeof gpuBlock>, fx: number) {
  const v = (k: string) => A[k].value
  const a = (k: string) => `$.assumptions.${k}`
  const cny = (usd: Figure, at: string) =>
    derived(convertPrice(usd.value, 'USD', 'CNY', fx), 'CNY/month per GPU', 'monthly_usd * fx_usd_cny', {
      monthly_usd: `${at}.monthly_usd`,
      fx_usd_cny: '$.open_model.fx_usd_cny',
    })
  const hourly = (rate: Figure, ops: string, at: string, rateRef: string) => {
    const usd = derived(
      rate.value * v('hours_per_month') * (1 + v(ops)),
      'USD/month per GPU',
      `usd_per_gpu_hour * hours_per_month * (1 + ${ops})`,
      { usd_per_gpu_hour: rateRef, hours_per_month: a('hours_per_month'), [ops]: a(ops) },
    )
    return { monthly_usd: usd, monthly_cny: cny(usd, at) }
  }
  const capex =
    (gpu.purchase_price_usd.value * (1 + v('server_overhead_share'))) / (v('life_years') * v('months_per_year'))
  const power =
    (gpu.power_w.value / v('watts_per_kilowatt')) * v('pue') * v('hours_per_month') * v('electricity_usd_per_kwh')
  const at = '$.per_gpu.on_prem'
  const capexF = derived(
    capex,
    'USD/month per GPU',
    'purchase_price_usd * (1 + server_overhead_share) / (life_years * months_per_year)',
    {
      purchase_price_usd: '$.gpu.purchase_price_usd',
      server_overhead_share: a('server_overhead_share'),
      life_years: a('life_years'),
      months_per_year: a('months_per_year'),
    },
  )
  const powerF = derived(
    power,
    'USD/month per GPU',
    'power_w / watts_per_kilowatt * pue * hours_per_month * electricity_usd_per_kwh',
    {
      power_w: '$.gpu.power_w',
      watts_per_kilowatt: a('watts_per_kilowatt'),
      pue: a('pue'),
      hours_per_month: a('hours_per_month'),
      electricity_usd_per_kwh: a('electricity_usd_per_kwh'),
    },
  )
  const opsF = derived(
    (capex + power) * v('on_prem_ops_share'),
    'USD/month per GPU',
    '(depreciation_usd + power_usd) * on_prem_ops_share',
    {
      depreciation_usd: `${at}.depreciation_usd`,
      power_usd: `${at}.power_usd`,
      on_prem_ops_share: a('on_prem_ops_share'),
    },
  )
  const total = derived(
    capex + power + opsF.value,
    'USD/month per GPU',
    'depreciation_usd + power_usd + operations_usd',
    {
      depreciation_usd: `${at}.depreciation_usd`,
      power_usd: `${at}.power_usd`,
      operations_usd: `${at}.operations_usd`,
    },
  )
  return {
    public_cloud: hourly(
      gpu.rental_usd_per_gpu_hour,
      'public_cloud_ops_share',
      '$.per_gpu.public_cloud',
      '$.gpu.rental_usd_per_gpu_hour',
    ),
    private_cloud: hourly(
      gpu.reserved_usd_per_gpu_hour,
      'private_cloud_ops_share',
      '$.per_gpu.private_cloud',
      '$.gpu.reserved_usd_per_gpu_hour',
    ),
    on_prem: {
      depreciation_usd: capexF,
      power_usd: powerF,
      operations_usd: opsF,
      monthly_usd: total,
      monthly_cny: cny(total, at),
    },
  }
}
