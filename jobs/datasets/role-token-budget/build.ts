// Pure builder of the role token budget: per role and usage level, monthly tokens per person and
// two picks (any country, Chinese) by the rule in RULE, costed from the price records.
import type { DatasetSource } from '../../../tools/envelope.ts'
import { USAGE_LEVELS, type Figure, type RoleBudget } from '../../../tools/role-token-budget/schema.ts'
import { assumed, derived, priceFigures, priceProblem, priceRef, sourced, type PriceInput } from './figures.ts'
import { RoleAssumptionsFile, type EvaluationInput, type EvaluationsRef } from './inputs.ts'
import type { Rejected } from '../../../tools/rejected.ts'
import { roundRatio } from '../../../tools/round.ts'

const RULE =
  'Qualifying models are text models (no vision, audio or image model: its id names the modality) with a price ' +
  "record and an evaluation with cross_rank >= the role's min_cross_rank and n_sources >= the larger of its " +
  "min_n_sources and 2 (cross_rank compared unrounded: the mean of its sources' percentiles from rank and rows; " +
  'shown to 4 decimals). Among them (for best_cn: only vendors in CN), take the best cross_rank R; of the models ' +
  'with cross_rank >= R - rank_window, pick the one with the lowest monthly USD cost for this cell ' +
  '(ties: higher cross_rank, then model id).'

export interface RoleBudgetInputs {
  prices: PriceInput[]
  evaluations: EvaluationInput[]
  evaluationsRef: EvaluationsRef
  assumptions: unknown
  /** Upstream datasets behind the prices, listed in `sources`. */
  priceSources?: DatasetSource[]
}

interface Candidate {
  price: PriceInput
  evaluation: EvaluationInput
}

/** A pick needs at least this many evaluation sources, whatever a role allows: one leaderboard never decides. */
const MIN_PICK_SOURCES = 2

/** Ids that name a non-text modality (qwen3-vl-235b-a22b-instruct, pixtral, voxtral...): never a pick for text work. */
const NOT_TEXT = /(^|-)(vl|vision|omni|audio|image|ocr|tts|asr|realtime|embedding)(-|$)|^(pixtral|voxtral)/

export const isTextModel = (model: string) => !NOT_TEXT.test(model)

/** Builds the payload; bad price or evaluation records are returned in `rejected`. */
export function buildRoleTokenBudget(inputs: RoleBudgetInputs) {
  const a = RoleAssumptionsFile.parse(inputs.assumptions)
  const rejected: Rejected[] = []
  const prices = new Map<string, PriceInput>()
  for (const p of inputs.prices) {
    const problem = priceProblem(p) ?? (prices.has(p.model) ? 'duplicate model: the first record is kept' : null)
    if (problem) rejected.push({ source: 'prices', record: p.model, reason: problem })
    else prices.set(p.model, p)
  }
  const candidates: Candidate[] = []
  for (const e of inputs.evaluations) {
    const price = prices.get(e.model)
    if (!(e.cross_rank >= 0 && e.cross_rank <= 1) || !(e.n_sources >= 1))
      rejected.push({ source: 'evaluations', record: e.model, reason: 'cross_rank outside 0..1 or no source' })
    else if (!price)
      rejected.push({ source: 'evaluations', record: e.model, reason: 'no usable price record for this model' })
    else candidates.push({ price, evaluation: e })
  }
  const tpm = assumed(a.tokens_per_million, 'tokens')
  const window = assumed(a.rank_window, 'cross_rank points')
  const items: RoleBudget[] = []
  for (const role of a.roles) {
    for (const usage of USAGE_LEVELS) {
      const lv = role.levels[usage]
      const tasks = assumed(lv.tasks_per_month, 'tasks/month')
      const tin = assumed(lv.input_tokens_per_task, 'tokens/task')
      const tout = assumed(lv.output_tokens_per_task, 'tokens/task')
      const cell = {
        monthly_input_tokens: derived(
          tasks.value * tin.value,
          'tokens/month',
          'tasks_per_month * input_tokens_per_task',
          { tasks_per_month: 'tasks_per_month', input_tokens_per_task: 'input_tokens_per_task' },
        ),
        monthly_output_tokens: derived(
          tasks.value * tout.value,
          'tokens/month',
          'tasks_per_month * output_tokens_per_task',
          { tasks_per_month: 'tasks_per_month', output_tokens_per_task: 'output_tokens_per_task' },
        ),
      }
      const needs = {
        min_cross_rank: assumed(role.needs.min_cross_rank, 'cross_rank'),
        min_n_sources: assumed(role.needs.min_n_sources, 'sources'),
      }
      const minSources = Math.max(needs.min_n_sources.value, MIN_PICK_SOURCES)
      const qualifying = candidates.filter(
        (c) =>
          isTextModel(c.price.model) &&
          c.evaluation.cross_rank >= needs.min_cross_rank.value &&
          c.evaluation.n_sources >= minSources,
      )
      const costOf = (p: PriceInput) =>
        (cell.monthly_input_tokens.value / tpm.value) * p.input_usd +
        (cell.monthly_output_tokens.value / tpm.value) * p.output_usd
      const pickFrom = (pool: Candidate[], at: 'best_any' | 'best_cn') => {
        if (!pool.length)
          return { pick: null, reason: noPickReason(candidates, at, needs.min_cross_rank.value, minSources) }
        const best = Math.max(...pool.map((c) => c.evaluation.cross_rank))
        const near = pool.filter((c) => c.evaluation.cross_rank >= best - window.value - 1e-12)
        near.sort(
          (x, y) =>
            costOf(x.price) - costOf(y.price) ||
            y.evaluation.cross_rank - x.evaluation.cross_rank ||
            x.price.model.localeCompare(y.price.model),
        )
        return { pick: modelPick(near[0], at, cell, inputs.evaluationsRef, tpm.value) }
      }
      const any = pickFrom(qualifying, 'best_any')
      const cn = pickFrom(
        qualifying.filter((c) => c.price.country === 'CN'),
        'best_cn',
      )
      items.push({
        id: `${role.id}-${usage}`,
        role_id: role.id,
        role_en: role.name_en,
        role_zh: role.name_zh,
        group: role.group,
        usage,
        ...needs,
        tasks_per_month: tasks,
        input_tokens_per_task: tin,
        output_tokens_per_task: tout,
        ...cell,
        best_any: any.pick,
        ...(any.reason ? { best_any_reason: any.reason } : {}),
        best_cn: cn.pick,
        ...(cn.reason ? { best_cn_reason: cn.reason } : {}),
      })
    }
  }
  const observed = [...prices.values()]
    .map((p) => p.last_observed)
    .concat(inputs.evaluationsRef.as_of)
    .sort()
  const as_of = observed.at(-1)!
  const sources: DatasetSource[] = [
    ...(inputs.priceSources ?? []),
    {
      name: 'Model evaluations, cross-source rank (this service)',
      url: inputs.evaluationsRef.source_url,
      license: 'see that dataset',
      retrieved: inputs.evaluationsRef.as_of,
    },
  ]
  const payload = {
    as_of,
    sources,
    assumptions: { rank_window: window, tokens_per_million: tpm },
    rule: RULE,
    cost_basis: a.cost_basis,
    items,
  }
  return { payload, rejected }
}

/**
 * Why a cell has no pick, in figures: the best model with enough sources and its shortfall, and the
 * models that reach the rank on fewer sources. The evaluations' judged name table
 * (test/fixtures/evaluations/judged-names.json) leaves no leaderboard row naming a priced Chinese model
 * unmatched, so an empty Chinese cell is a rank or source shortfall, not a matching gap.
 */
function noPickReason(candidates: Candidate[], at: 'best_any' | 'best_cn', min: number, sources: number): string {
  const pool = candidates.filter((c) => isTextModel(c.price.model) && (at === 'best_any' || c.price.country === 'CN'))
  const byRank = (list: Candidate[]) => [...list].sort((x, y) => y.evaluation.cross_rank - x.evaluation.cross_rank)
  const [best] = byRank(pool.filter((c) => c.evaluation.n_sources >= sources))
  const fewer = byRank(pool.filter((c) => c.evaluation.cross_rank >= min && c.evaluation.n_sources < sources))
  const show = ({ price, evaluation: e }: Candidate) =>
    `${price.model} ${roundRatio(e.cross_rank)} (${e.n_sources} source${e.n_sources > 1 ? 's' : ''}` +
    `${e.sources?.length ? `: ${[...e.sources].sort().join(', ')}` : ''})`
  return (
    `no ${at === 'best_cn' ? 'Chinese ' : ''}text model with a price record meets min_cross_rank ${min} ` +
    `with at least ${sources} evaluation sources: the best with ${sources} or more is ` +
    `${best ? show(best) : 'none'}; ${fewer.length} reach ${min} on fewer sources` +
    `${fewer.length ? ` (${fewer.slice(0, 3).map(show).join(', ')})` : ''}`
  )
}

function modelPick(
  c: Candidate,
  at: string,
  cell: { monthly_input_tokens: Figure; monthly_output_tokens: Figure },
  ref: EvaluationsRef,
  tpm: number,
) {
  const p = c.price
  const figs = priceFigures(p, at)
  const cost = (inp: number, out: number) =>
    (cell.monthly_input_tokens.value / tpm) * inp + (cell.monthly_output_tokens.value / tpm) * out
  const costInputs = (cur: 'usd' | 'cny') => ({
    monthly_input_tokens: 'monthly_input_tokens',
    monthly_output_tokens: 'monthly_output_tokens',
    tokens_per_million: '$.assumptions.tokens_per_million',
    [`input_${cur}_per_m`]: `${at}.input_${cur}_per_m`,
    [`output_${cur}_per_m`]: `${at}.output_${cur}_per_m`,
  })
  const formula = (cur: string) =>
    `monthly_input_tokens / tokens_per_million * input_${cur}_per_m + ` +
    `monthly_output_tokens / tokens_per_million * output_${cur}_per_m`
  return {
    model: p.model,
    vendor: p.vendor,
    country: p.country,
    cross_rank: sourced(roundRatio(c.evaluation.cross_rank), 'percentile (0..1)', ref.source_url, ref.as_of),
    price: priceRef(p),
    ...figs,
    monthly_cost_usd: derived(
      cost(p.input_usd, p.output_usd),
      'USD/month per person',
      formula('usd'),
      costInputs('usd'),
    ),
    monthly_cost_cny: derived(
      cost(p.input_cny, p.output_cny),
      'CNY/month per person',
      formula('cny'),
      costInputs('cny'),
    ),
  }
}
