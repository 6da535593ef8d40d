// One company sample of the enterprise model, step by step: its role mix in tokens a month, the API
// cost of those tokens, the GPUs that serve them, the cost of self-hosting in each mode, the cheapest.
// Every figure states its formula and the paths of its inputs.
import { convertPrice } from '../../../tools/price-domain.ts'
import type { Figure, RoleBudget } from '../../../tools/role-token-budget/schema.ts'
import type { EnterpriseSample, HostingMode } from '../../../tools/enterprise-ai-cost/schema.ts'
import { assumed, derived } from '../role-token-budget/figures.ts'
import type { EnterpriseAssumptions } from './inputs.ts'
import type { openModelBlock, perGpuBlock } from './shared.ts'

const MODES: HostingMode[] = ['public_cloud', 'private_cloud', 'on_prem']
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0)
const om = (k: string) => `$.open_model.${k}`
const $a = (k: string) => `$.assumptions.${k}`

type Sample = EnterpriseAssumptions['samples'][number]
type RoleMix = EnterpriseSample['role_mix']

/** What every sample is computed against: the assumptions, the open model, each mode's GPU month. */
export interface Model {
  /** An assumption's value by name ($.assumptions.<name>). */
  v: (name: string) => number
  open_model: ReturnType<typeof openModelBlock>
  per_gpu: ReturnType<typeof perGpuBlock>
  fx_usd_cny: number
}

/** The sample's role-budget cells that are missing, as `<role>-<usage>` ids. */
export const missingRoles = (s: Sample, cells: Map<string, RoleBudget>) =>
  s.role_mix.map((r) => `${r.role_id}-${r.usage}`).filter((id) => !cells.has(id))

/** Each role of the mix: its people, their tokens a month each (from the role budget), and in all. */
function roleMixOf(s: Sample, cells: Map<string, RoleBudget>): RoleMix {
  return s.role_mix.map((r, i) => {
    const cellId = `${r.role_id}-${r.usage}`
    const cell = cells.get(cellId)!
    const people = assumed(r.people, 'people')
    const perIn = derived(cell.monthly_input_tokens.value, 'tokens/month per person', 'monthly_input_tokens', {
      monthly_input_tokens: `role-token-budget/${cellId}.monthly_input_tokens`,
    })
    const perOut = derived(cell.monthly_output_tokens.value, 'tokens/month per person', 'monthly_output_tokens', {
      monthly_output_tokens: `role-token-budget/${cellId}.monthly_output_tokens`,
    })
    const at = `role_mix.${i}`
    return {
      role_id: r.role_id,
      usage: r.usage,
      people,
      input_tokens_per_person: perIn,
      output_tokens_per_person: perOut,
      monthly_input_tokens: derived(people.value * perIn.value, 'tokens/month', 'people * input_tokens_per_person', {
        people: `${at}.people`,
        input_tokens_per_person: `${at}.input_tokens_per_person`,
      }),
      monthly_output_tokens: derived(people.value * perOut.value, 'tokens/month', 'people * output_tokens_per_person', {
        people: `${at}.people`,
        output_tokens_per_person: `${at}.output_tokens_per_person`,
      }),
    }
  })
}

/** A field summed over the role mix. */
function mixTotal(mix: RoleMix, field: 'monthly_input_tokens' | 'monthly_output_tokens' | 'people', unit: string) {
  const inputs = Object.fromEntries(mix.map((_, i) => [`r${i}`, `role_mix.${i}.${field}`]))
  return derived(sum(mix.map((r) => r[field].value)), unit, Object.keys(inputs).join(' + '), inputs)
}

/** The month's tokens at the open model's API price, in USD or CNY. */
function apiCost(m: Model, tin: Figure, tout: Figure, cur: 'usd' | 'cny'): Figure {
  const pin = m.open_model[`input_${cur}_per_m`].value
  const pout = m.open_model[`output_${cur}_per_m`].value
  const perM = m.v('tokens_per_million')
  return derived(
    (tin.value / perM) * pin + (tout.value / perM) * pout,
    `${cur.toUpperCase()}/month`,
    `monthly_input_tokens / tokens_per_million * input_${cur}_per_m + monthly_output_tokens / ` +
      `tokens_per_million * output_${cur}_per_m`,
    {
      monthly_input_tokens: 'monthly_input_tokens',
      monthly_output_tokens: 'monthly_output_tokens',
      tokens_per_million: $a('tokens_per_million'),
      [`input_${cur}_per_m`]: om(`input_${cur}_per_m`),
      [`output_${cur}_per_m`]: om(`output_${cur}_per_m`),
    },
  )
}

/** The average token rates of the month, the GPUs that load needs, and the GPUs deployed (whole nodes). */
function servingLoad(m: Model, tin: Figure, tout: Figure) {
  const secondsPerMonth = m.v('hours_per_month') * m.v('seconds_per_hour')
  const rate = (t: Figure, field: string) =>
    derived(t.value / secondsPerMonth, 'tokens/s (average)', `${field} / (hours_per_month * seconds_per_hour)`, {
      [field]: field,
      hours_per_month: $a('hours_per_month'),
      seconds_per_hour: $a('seconds_per_hour'),
    })
  const rin = rate(tin, 'monthly_input_tokens')
  const rout = rate(tout, 'monthly_output_tokens')
  const eff = m.v('scale_efficiency')
  const { open_model } = m
  const load =
    (rin.value / (open_model.input_tokens_per_second_per_gpu.value * eff) +
      rout.value / (open_model.output_tokens_per_second_per_gpu.value * eff)) /
    m.v('utilisation')
  const gpus_for_load = derived(
    load,
    'GPUs',
    '(input_tokens_per_second / (input_tokens_per_second_per_gpu * scale_efficiency) + ' +
      'output_tokens_per_second / (output_tokens_per_second_per_gpu * scale_efficiency)) / utilisation',
    {
      input_tokens_per_second: 'input_tokens_per_second',
      output_tokens_per_second: 'output_tokens_per_second',
      input_tokens_per_second_per_gpu: om('input_tokens_per_second_per_gpu'),
      output_tokens_per_second_per_gpu: om('output_tokens_per_second_per_gpu'),
      scale_efficiency: $a('scale_efficiency'),
      utilisation: $a('utilisation'),
    },
  )
  const node = open_model.gpus_per_node.value
  const gpu_count = derived(
    node * Math.ceil(Math.max(load, open_model.min_gpus.value) / node),
    'GPUs',
    'gpus_per_node * ceil(max(gpus_for_load, min_gpus) / gpus_per_node)',
    { gpus_per_node: om('gpus_per_node'), gpus_for_load: 'gpus_for_load', min_gpus: om('min_gpus') },
  )
  return { rin, rout, load, gpus_for_load, gpu_count }
}

/** What a hosting mode is compared with: the sample's volume, load, GPUs and blended API price. */
interface Volume {
  /** Tokens a month, in millions. */
  totalM: number
  load: number
  gpuCount: number
  apiPerM: number
}

/** Per 1M tokens over the month's volume: a cost formula's shared inputs. */
const perVolume = (m: Record<string, string>) => ({
  ...m,
  monthly_input_tokens: 'monthly_input_tokens',
  monthly_output_tokens: 'monthly_output_tokens',
  tokens_per_million: $a('tokens_per_million'),
})

/** When self-hosting in a mode breaks even with the API, or why it never does. */
function breakEven(m: Model, mode: HostingMode, apiPerM: number, breaks: boolean) {
  const g = m.per_gpu[mode].monthly_usd.value
  return {
    break_even_tokens_per_month: breaks
      ? derived(
          ((m.open_model.min_gpus.value * g) / apiPerM) * m.v('tokens_per_million'),
          'tokens/month',
          'min_gpus * gpu_monthly_usd / api_usd_per_m_tokens * tokens_per_million',
          {
            min_gpus: om('min_gpus'),
            gpu_monthly_usd: `$.per_gpu.${mode}.monthly_usd`,
            api_usd_per_m_tokens: 'api_usd_per_m_tokens',
            tokens_per_million: $a('tokens_per_million'),
          },
        )
      : null,
    ...(breaks
      ? {}
      : {
          break_even_reason:
            'never: even fully used at the planned utilisation, a GPU costs more per token than the API',
        }),
  }
}

/**
 * Self-hosting in one mode: the month's cost in USD and CNY, per 1M tokens at this volume and at full use,
 * break-even.
 */
function hostingMode(m: Model, mode: HostingMode, vol: Volume) {
  const g = m.per_gpu[mode].monthly_usd.value
  const at = `self_hosting.${mode}`
  const gpuMonth = `$.per_gpu.${mode}.monthly_usd`
  const usd = derived(vol.gpuCount * g, 'USD/month', 'gpu_count * gpu_monthly_usd', {
    gpu_count: 'gpu_count',
    gpu_monthly_usd: gpuMonth,
  })
  const fullUse = derived(
    g * (vol.load / vol.totalM),
    'USD per 1M tokens at planned utilisation',
    'gpu_monthly_usd * gpus_for_load / ((monthly_input_tokens + monthly_output_tokens) / tokens_per_million)',
    perVolume({ gpu_monthly_usd: gpuMonth, gpus_for_load: 'gpus_for_load' }),
  )
  return {
    monthly_usd: usd,
    monthly_cny: derived(convertPrice(usd.value, 'USD', 'CNY', m.fx_usd_cny), 'CNY/month', 'monthly_usd * fx_usd_cny', {
      monthly_usd: `${at}.monthly_usd`,
      fx_usd_cny: om('fx_usd_cny'),
    }),
    usd_per_m_tokens_at_this_volume: derived(
      usd.value / vol.totalM,
      'USD per 1M tokens',
      'monthly_usd / ((monthly_input_tokens + monthly_output_tokens) / tokens_per_million)',
      perVolume({ monthly_usd: `${at}.monthly_usd` }),
    ),
    usd_per_m_tokens_at_full_use: fullUse,
    ...breakEven(m, mode, vol.apiPerM, fullUse.value < vol.apiPerM),
  }
}

/** One sample whose every role has a budget: its tokens, API cost, GPUs, self-hosting costs, the cheapest. */
export function sampleOf(m: Model, s: Sample, cells: Map<string, RoleBudget>): EnterpriseSample {
  const role_mix = roleMixOf(s, cells)
  const tin = mixTotal(role_mix, 'monthly_input_tokens', 'tokens/month')
  const tout = mixTotal(role_mix, 'monthly_output_tokens', 'tokens/month')
  const api_monthly_usd = apiCost(m, tin, tout, 'usd')
  const { rin, rout, load, gpus_for_load, gpu_count } = servingLoad(m, tin, tout)
  const totalM = (tin.value + tout.value) / m.v('tokens_per_million')
  const api_usd_per_m_tokens = derived(
    api_monthly_usd.value / totalM,
    'USD per 1M tokens (blended)',
    'api_monthly_usd / ((monthly_input_tokens + monthly_output_tokens) / tokens_per_million)',
    perVolume({ api_monthly_usd: 'api_monthly_usd' }),
  )
  const vol: Volume = { totalM, load, gpuCount: gpu_count.value, apiPerM: api_usd_per_m_tokens.value }
  const self_hosting = Object.fromEntries(
    MODES.map((mode) => [mode, hostingMode(m, mode, vol)]),
  ) as EnterpriseSample['self_hosting']
  const costs: [string, number][] = [
    ['api', api_monthly_usd.value],
    ...MODES.map((mode): [string, number] => [mode, self_hosting[mode].monthly_usd.value]),
  ]
  return {
    id: s.id,
    name_en: s.name_en,
    name_zh: s.name_zh,
    industry: s.industry,
    ai_intensity: s.ai_intensity,
    headcount: assumed(s.headcount, 'people'),
    staff_using_ai: mixTotal(role_mix, 'people', 'people'),
    role_mix,
    monthly_input_tokens: tin,
    monthly_output_tokens: tout,
    api_monthly_usd,
    api_monthly_cny: apiCost(m, tin, tout, 'cny'),
    api_usd_per_m_tokens,
    input_tokens_per_second: rin,
    output_tokens_per_second: rout,
    gpus_for_load,
    gpu_count,
    self_hosting,
    cheapest: costs.sort((x, y) => x[1] - y[1])[0][0] as EnterpriseSample['cheapest'],
  }
}
