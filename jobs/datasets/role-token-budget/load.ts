// The only I/O of the role budget: the bundled assumptions file and the bundled price records.
// Evaluations come from their own dataset (built elsewhere) and are passed in.
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { buildFromBundled, PRICE_SOURCES } from '../llm-prices/bundled.ts'
import { buildRoleTokenBudget, type RoleBudgetInputs } from './build.ts'
import type { EvaluationInput, EvaluationsRef } from './inputs.ts'

export const ROLE_BUDGET_DIR = fileURLToPath(new URL('../../../data/bundled/role-token-budget/', import.meta.url))

/** Reads the assumptions and the latest bundled prices; evaluations are the caller's. */
export async function loadRoleTokenBudgetInputs(evaluations: EvaluationInput[], evaluationsRef: EvaluationsRef, dir = ROLE_BUDGET_DIR): Promise<RoleBudgetInputs> {
  const assumptions = JSON.parse(await readFile(`${dir}/assumptions.json`, 'utf8'))
  const { latest } = await buildFromBundled()
  return { prices: latest, evaluations, evaluationsRef, assumptions, priceSources: PRICE_SOURCES }
}

/** Load + build. */
export async function produceRoleTokenBudget(evaluations: EvaluationInput[], evaluationsRef: EvaluationsRef, dir = ROLE_BUDGET_DIR) {
  return buildRoleTokenBudget(await loadRoleTokenBudgetInputs(evaluations, evaluationsRef, dir))
}
