// Pure builder of the enterprise AI cost: per company sample, monthly tokens from the role budgets,
// the API cost of the open model, the cost of self-hosting it in three modes, and break-even volumes.
import { convertPrice } from '../../../tools/price-domain.ts'
import type { DatasetSource } from '../../../tools/envelope.ts'
import type { Figure, RoleBudget } from '../../../tools/role-token-budget/schema.ts'
import type { EnterpriseSample, HostingMode } from '../../../tools/enterprise-ai-cost/schema.ts'
import { assumed, derived, priceProblem, type PriceInput } from '../role-token-budget/figures.ts'
import { EnterpriseAssumptionsFile, type GpuPriceInput } from './inputs.ts'
import { assumptionFigures, gpuBlock, openModelBlock, perGpuBlock } from './shared.ts'
import type { Rejected } from '../../../tools/rejected.ts'

export interface EnterpriseInputs {
  /** Items of the role-token-budget payload (monthly tokens per person per role and level). */
  roleBudgets: RoleBudget[]
  prices: PriceInput[]
  gpus: GpuPriceInput[]
  assumptions: unknown
  sources?: DatasetSource[]
}

const MODES: HostingMode[] = ['public_cloud', 'private_cloud', 'on_prem']
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0)

/** Builds the payload; samples whose roles or the open model's price are missing are rejected. */
export function buildEnterpriseAiCost(inputs: EnterpriseInputs) {
  const a = EnterpriseAssumptionsFile.parse(inputs.assumptions)
  const rejected: Rejected[] = []
  const price = inputs.prices.find((p) => p.model === (a.open_model.api_model ?? a.open_model.model))
  const problem = price ? priceProblem(price) : 'no price record'
  if (!price || problem) throw new Error(`open model ${a.open_model.model}: ${problem}`)
  const gpuRow = inputs.gpus[0]
  if (!gpuRow) throw new Error('no GPU price row')
  const A = assumptionFigures(a)
  const open_model = openModelBlock(a, price)
  const gpu = gpuBlock(a, gpuRow)
  const per_gpu = perGpuBlock(A, gpu, price.fx_usd_cny)
  const cells = new Map(inputs.roleBudgets.map((r) => [r.id, r]))
  const v = (k: string) => A[k].value
  const items: EnterpriseSample[] = []
  for (const s of a.samples) {
    const missing = s.role_mix.filter((r) => !cells.has(`${r.role_id}-${r.usage}`))
    if (missing.length) {
      rejected.push({
        source: 'assumptions',
        record: s.id,
        reason: `no role budget for ${missing.map((r) => `${r.role_id}-${r.usage}`).join(', ')}`,
      })
      continue
    }
    const role_mix = s.role_mix.map((r, i) => {
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
        monthly_output_tokens: derived(
          people.value * perOut.value,
          'tokens/month',
          'people * output_tokens_per_person',
          { people: `${at}.people`, output_tokens_per_person: `${at}.output_tokens_per_person` },
        ),
      }
    })
    const total = (field: 'monthly_input_tokens' | 'monthly_output_tokens' | 'people', unit: string) => {
      const inputs = Object.fromEntries(role_mix.map((_, i) => [`r${i}`, `role_mix.${i}.${field}`]))
      return derived(sum(role_mix.map((r) => r[field].value)), unit, Object.keys(inputs).join(' + '), inputs)
    }
    const tin = total('monthly_input_tokens', 'tokens/month')
    const tout = total('monthly_output_tokens', 'tokens/month')
    const om = (k: string) => `$.open_model.${k}`
    const $a = (k: string) => `$.assumptions.${k}`
    const apiCost = (cur: 'usd' | 'cny') => {
      const pin = open_model[`input_${cur}_per_m`].value
      const pout = open_model[`output_${cur}_per_m`].value
      return derived(
        (tin.value / v('tokens_per_million')) * pin + (tout.value / v('tokens_per_million')) * pout,
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
    const api_monthly_usd = apiCost('usd')
    const secondsPerMonth = v('hours_per_month') * v('seconds_per_hour')
    const rate = (t: Figure, field: string) =>
      derived(t.value / secondsPerMonth, 'tokens/s (average)', `${field} / (hours_per_month * seconds_per_hour)`, {
        [field]: field,
        hours_per_month: $a('hours_per_month'),
        seconds_per_hour: $a('seconds_per_hour'),
      })
    const rin = rate(tin, 'monthly_input_tokens')
    const rout = rate(tout, 'monthly_output_tokens')
    const eff = v('scale_efficiency')
    const load =
      (rin.value / (open_model.input_tokens_per_second_per_gpu.value * eff) +
        rout.value / (open_model.output_tokens_per_second_per_gpu.value * eff)) /
      v('utilisation')
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
    const totalM = (tin.value + tout.value) / v('tokens_per_million')
    const api_usd_per_m_tokens = derived(
      api_monthly_usd.value / totalM,
      'USD per 1M tokens (blended)',
      'api_monthly_usd / ((monthly_input_tokens + monthly_output_tokens) / tokens_per_million)',
      {
        api_monthly_usd: 'api_monthly_usd',
        monthly_input_tokens: 'monthly_input_tokens',
        monthly_output_tokens: 'monthly_output_tokens',
        tokens_per_million: $a('tokens_per_million'),
      },
    )
    const gpusPerM = load / totalM
    const self_hosting = Object.fromEntries(
      MODES.map((m) => {
        const g = per_gpu[m].monthly_usd.value
        const at = `self_hosting.${m}`
        const usd = derived(gpu_count.value * g, 'USD/month', 'gpu_count * gpu_monthly_usd', {
          gpu_count: 'gpu_count',
          gpu_monthly_usd: `$.per_gpu.${m}.monthly_usd`,
        })
        const fullUse = derived(
          g * gpusPerM,
          'USD per 1M tokens at planned utilisation',
          'gpu_monthly_usd * gpus_for_load / ((monthly_input_tokens + monthly_output_tokens) / tokens_per_million)',
          {
            gpu_monthly_usd: `$.per_gpu.${m}.monthly_usd`,
            gpus_for_load: 'gpus_for_load',
            monthly_input_tokens: 'monthly_input_tokens',
            monthly_output_tokens: 'monthly_output_tokens',
            tokens_per_million: $a('tokens_per_million'),
          },
        )
        const breaks = fullUse.value < api_usd_per_m_tokens.value
        return [
          m,
          {
            monthly_usd: usd,
            monthly_cny: derived(
              convertPrice(usd.value, 'USD', 'CNY', price.fx_usd_cny),
              'CNY/month',
              'monthly_usd * fx_usd_cny',
              {
                monthly_usd: `${at}.monthly_usd`,
                fx_usd_cny: om('fx_usd_cny'),
              },
            ),
            usd_per_m_tokens_at_this_volume: derived(
              usd.value / totalM,
              'USD per 1M tokens',
              'monthly_usd / ((monthly_input_tokens + monthly_output_tokens) / tokens_per_million)',
              {
                monthly_usd: `${at}.monthly_usd`,
                monthly_input_tokens: 'monthly_input_tokens',
                monthly_output_tokens: 'monthly_output_tokens',
                tokens_per_million: $a('tokens_per_million'),
              },
            ),
            usd_per_m_tokens_at_full_use: fullUse,
            break_even_tokens_per_month: breaks
              ? derived(
                  ((open_model.min_gpus.value * g) / api_usd_per_m_tokens.value) * v('tokens_per_million'),
                  'tokens/month',
                  'min_gpus * gpu_monthly_usd / api_usd_per_m_tokens * tokens_per_million',
                  {
                    min_gpus: om('min_gpus'),
                    gpu_monthly_usd: `$.per_gpu.${m}.monthly_usd`,
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
          },
        ]
      }),
    ) as EnterpriseSample['self_hosting']
    const costs: [string, number][] = [
      ['api', api_monthly_usd.value],
      ...MODES.map((m): [string, number] => [m, self_hosting[m].monthly_usd.value]),
    ]
    items.push({
      id: s.id,
      name_en: s.name_en,
      name_zh: s.name_zh,
      industry: s.industry,
      ai_intensity: s.ai_intensity,
      headcount: assumed(s.headcount, 'people'),
      staff_using_ai: total('people', 'people'),
      role_mix,
      monthly_input_tokens: tin,
      monthly_output_tokens: tout,
      api_monthly_usd,
      api_monthly_cny: apiCost('cny'),
      api_usd_per_m_tokens,
      input_tokens_per_second: rin,
      output_tokens_per_second: rout,
      gpus_for_load,
      gpu_count,
      self_hosting,
      cheapest: costs.sort((x, y) => x[1] - y[1])[0][0] as EnterpriseSample['cheapest'],
    })
  }
  const dates = [
    price.last_observed,
    ...inputs.roleBudgets.flatMap((r) => [r.best_any?.price.last_observed, r.best_cn?.price.last_observed]),
    gpuRow.rental_date,
  ]
    .filter((d): d is string => !!d && /^\d{4}-\d{2}-\d{2}$/.test(d))
    .sort()
  const payload = {
    as_of: dates.at(-1)!,
    sources: inputs.sources ?? [],
    assumptions: A,
    open_model,
    gpu,
    per_gpu,
    private_cloud_definition: a.private_cloud.definition,
    items,
  }
  return { payload, rejected }
}
