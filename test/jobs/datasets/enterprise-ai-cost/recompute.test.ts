// Every derived figure of enterprise_ai_cost, recomputed from its formula and the figures its inputs
// name in the served payload (and the role budgets it cites), with the GPU prices read through
// gpu_prices' published records.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { enterprisePrices } from './api-prices.ts'
import { buildFromBundled } from '../../../../jobs/datasets/llm-prices/bundled.ts'
import { buildRoleTokenBudget } from '../../../../jobs/datasets/role-token-budget/build.ts'
import { ROLE_BUDGET_DIR } from '../../../../jobs/datasets/role-token-budget/load.ts'
import { buildEnterpriseAiCost } from '../../../../jobs/datasets/enterprise-ai-cost/build.ts'
import { ENTERPRISE_DIR, gpuInputFromPrices } from '../../../../jobs/datasets/enterprise-ai-cost/load.ts'
import { produceGpuPrices } from '../../../../jobs/datasets/gpu-prices/load.ts'
import { SAMPLE_EVALUATIONS, SAMPLE_REF } from '../role-token-budget/evaluations.sample.ts'

type Json = unknown
/** A figure the walk meets: derived ones carry the formula and the references of its inputs. */
type Figure = { kind: string; value: number; formula: string; inputs: Record<string, string> }
const read = (dir: string, f: string) => readFileSync(`${dir}/${f}`, 'utf8')
const get = (root: Json, path: string): Json =>
  path.split('.').reduce<Json>((o, k) => (o == null ? undefined : (o as Record<string, Json>)[k]), root)
let payload: ReturnType<typeof buildEnterpriseAiCost>['payload']
let budgets: Map<string, Json>
const gpuItems = produceGpuPrices().payload.items

const test = suite('enterprise_ai_cost :: every derived figure recomputes from the served inputs')
test.before(async () => {
  const assumptions = JSON.parse(read(ENTERPRISE_DIR, 'assumptions.json'))
  const b = await buildFromBundled()
  const prices = await enterprisePrices(b, assumptions.open_model)
  const roleItems = buildRoleTokenBudget({
    prices,
    evaluations: SAMPLE_EVALUATIONS,
    evaluationsRef: SAMPLE_REF,
    assumptions: JSON.parse(read(ROLE_BUDGET_DIR, 'assumptions.json')),
  }).payload.items
  budgets = new Map(roleItems.map((r) => [r.id, r]))
  payload = buildEnterpriseAiCost({
    roleBudgets: roleItems,
    prices,
    gpus: [gpuInputFromPrices(gpuItems)],
    assumptions,
  }).payload
})

function resolve(ref: string, item: Json): Json {
  if (ref.startsWith('$.')) return get(payload, ref.slice(2))
  const m = /^([a-z-]+)\/([a-z0-9-]+)\.(.+)$/.exec(ref)
  if (m) return get(budgets.get(m[2]), m[3])
  return get(item, ref)
}

/** The formula evaluated with each input name bound to its figure's value. */
function evaluate(text: string, inputs: Record<string, string>, item: Json): number {
  // A formula may end in a note of its rounding: "input_cny / fx_usd_cny (rounded to 6 decimals by the price dataset)".
  const rounding = /\s*\(rounded to (\d+) decimals[^)]*\)$/.exec(text)
  const formula = rounding ? text.slice(0, rounding.index) : text
  const round = (x: number) => (rounding ? Math.round(x * 10 ** Number(rounding[1])) / 10 ** Number(rounding[1]) : x)
  const names = Object.keys(inputs)
  const values = names.map((n) => (resolve(inputs[n], item) as Figure).value)
  try {
    return round(new Function('ceil', 'max', ...names, `return (${formula})`)(Math.ceil, Math.max, ...values))
  } catch {
    throw new Error(`cannot evaluate: ${formula}`)
  }
}

test('derived figures :: formula(inputs) = value, payload blocks and every sample', () => {
  let n = 0
  const visit = (node: Json, path: string, item: Json) => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) {
      for (const [i, x] of node.entries()) visit(x, `${path}.${i}`, item)
      return
    }
    if ((node as Figure).kind === 'derived') {
      const figure = node as Figure
      const got = evaluate(figure.formula, figure.inputs, item)
      assert.ok(
        Math.abs(got - figure.value) <= 1e-9 * Math.max(1, Math.abs(figure.value)),
        `${path}: ${figure.formula} = ${got}, served ${figure.value}`,
      )
      n++
      return
    }
    for (const [k, v] of Object.entries(node)) visit(v, path ? `${path}.${k}` : k, item)
  }
  const { items, ...rest } = payload
  visit(rest, '', undefined)
  for (const [i, it] of items.entries()) visit(it, `items.${i}`, it)
  console.log(`  ${n} derived figures recomputed`)
  assert.ok(n > 500)
})

test("GPU figures :: the served rental and purchase price are gpu_prices' published H100 SXM figures", () => {
  const sxm = gpuItems.find((i) => i.id === 'nvidia-h100-sxm')!
  assert.is(payload.gpu.rental_usd_per_gpu_hour.value, sxm.cloud_rental!.median_usd)
  assert.is(payload.gpu.purchase_price_usd.value, sxm.prices.find((p) => p.id === 'epoch-release-price')!.quoted.amount)
})
test.run()
