// Pure builder of the enterprise AI cost: per company sample, monthly tokens from the role budgets,
// the API cost of the open model, the cost of self-hosting it in three modes, and break-even volumes.
import type { DatasetSource } from '../../../tools/envelope.ts'
import type { RoleBudget } from '../../../tools/role-token-budget/schema.ts'
import type { EnterpriseSample } from '../../../tools/enterprise-ai-cost/schema.ts'
import { priceProblem, type PriceInput } from '../role-token-budget/figures.ts'
import { type EnterpriseAssumptions, EnterpriseAssumptionsFile, type GpuPriceInput } from './inputs.ts'
import { missingRoles, type Model, sampleOf } from './sample.ts'
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

/** The open model's API price record (its API id's, else its own id's), or throws naming what is wrong with it. */
function openModelPrice(a: EnterpriseAssumptions, prices: PriceInput[]): PriceInput {
  const price =
    prices.find((p) => p.model === (a.open_model.api_model ?? a.open_model.model)) ??
    prices.find((p) => p.model === a.open_model.model)
  const problem = price ? priceProblem(price) : 'no price record'
  if (!price || problem) throw new Error(`open model ${a.open_model.model}: ${problem}`)
  return price
}

/** The data's date: the newest of the open model's price, the role budgets' prices and the GPU rental day. */
function asOfOf(price: PriceInput, roleBudgets: RoleBudget[], gpuRow: GpuPriceInput): string {
  const dates = [
    price.last_observed,
    ...roleBudgets.flatMap((r) => [r.best_any?.price.last_observed, r.best_cn?.price.last_observed]),
    gpuRow.rental_date,
  ]
    .filter((d): d is string => !!d && /^\d{4}-\d{2}-\d{2}$/.test(d))
    .sort()
  return dates.at(-1)!
}

/** Builds the payload; samples whose roles or the open model's price are missing are rejected. */
export function buildEnterpriseAiCost(inputs: EnterpriseInputs) {
  const a = EnterpriseAssumptionsFile.parse(inputs.assumptions)
  const price = openModelPrice(a, inputs.prices)
  const gpuRow = inputs.gpus[0]
  if (!gpuRow) throw new Error('no GPU price row')
  const A = assumptionFigures(a)
  const open_model = openModelBlock(a, price)
  const gpu = gpuBlock(a, gpuRow)
  const per_gpu = perGpuBlock(A, gpu, price.fx_usd_cny)
  const model: Model = { v: (k) => A[k].value, open_model, per_gpu, fx_usd_cny: price.fx_usd_cny }
  const cells = new Map(inputs.roleBudgets.map((r) => [r.id, r]))
  const rejected: Rejected[] = []
  const items: EnterpriseSample[] = []
  for (const s of a.samples) {
    const missing = missingRoles(s, cells)
    if (missing.length)
      rejected.push({ source: 'assumptions', record: s.id, reason: `no role budget for ${missing.join(', ')}` })
    else items.push(sampleOf(model, s, cells))
  }
  const payload = {
    as_of: asOfOf(price, inputs.roleBudgets, gpuRow),
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
