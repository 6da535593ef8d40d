// Lot (标包/包/标段) budgets of a tender, each kept, and the notice's budget from them (
// CNAIP-018 writes 标包1 6000万元;标包2 4000万元 and was served as 6000万, its first lot). A notice
// that states only lot budgets is budgeted at their sum; a notice that states a total keeps it, and
// its lots are checked against it.
import { roundCents } from '../../../tools/round.ts'
import type { ProcurementAmount } from '../../../tools/procurement/schema.ts'

/** One lot's budget as written, or one budget shared by `count` lots (每个标包预算X). */
interface LotBudget {
  lot: string
  count: number
  amount: ProcurementAmount
  raw: string
}

export interface TenderBudget {
  budget: ProcurementAmount | null
  basis: 'stated' | 'sum_of_lots' | null
  lots: LotBudget[]
  /** Whether the lots add up to the stated total (null: no total, or no lots). */
  lots_match_total: boolean | null
}

const LOT =
  /^(标包|標包|包件|包|标段|標段)\s*([0-9一二三四五六七八九十]+)|^第\s*([0-9一二三四五六七八九十]+)\s*(包|标段|標段)/
const EACH = /(\d+|[一二三四五六七八九十]+)\s*个\s*(标包|包|标段)[^;；。]*?每个\s*(?:标包|包|标段)/
const NUMERAL: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 }
const count = (s: string) => Number(s) || NUMERAL[s] || 0

/** Several amounts added: flags kept when any part has them, tax only when all agree. */
function sumAmounts(parts: { amount: ProcurementAmount; count: number }[], raw: string): ProcurementAmount {
  const taxes = new Set(parts.map((p) => p.amount.tax))
  const ranged = parts.some((p) => p.amount.upper_bound !== null)
  return {
    value: roundCents(parts.reduce((s, p) => s + p.count * p.amount.value, 0)),
    currency: parts[0].amount.currency,
    raw,
    approx: parts.some((p) => p.amount.approx),
    lower_bound: parts.some((p) => p.amount.lower_bound),
    upper_bound: ranged
      ? roundCents(parts.reduce((s, p) => s + p.count * (p.amount.upper_bound ?? p.amount.value), 0))
      : null,
    tax: taxes.size === 1 ? [...taxes][0] : null,
  }
}

/**
 * The budget of a tender from its budget words, clause by clause (split at ; and ；): a clause
 * that opens with a lot label and holds one amount is a lot; "N个标包,每个标包预算X" is N lots of X.
 * `parse` is the amount parser (amounts.ts), passed in so this module stays a rule over its output.
 */
export function tenderBudget(raw: string | null, parse: (text: string) => ProcurementAmount[]): TenderBudget {
  const all = raw ? parse(raw) : []
  if (!raw || !all.length) return { budget: null, basis: null, lots: [], lots_match_total: null }
  const clauses = raw
    .split(/[;；]/)
    .map((c) => c.trim())
    .filter(Boolean)
  const lots: LotBudget[] = []
  let unlabelled: ProcurementAmount[] = []
  for (const clause of clauses) {
    const amounts = parse(clause)
    const m = LOT.exec(clause)
    if (m && amounts.length === 1) {
      lots.push({ lot: m[0].replace(/\s+/g, ''), count: 1, amount: amounts[0], raw: clause })
      continue
    }
    const each = EACH.exec(clause)
    if (each && amounts.length === 1) {
      lots.push({ lot: `每个${each[2]}`, count: count(each[1]), amount: amounts[0], raw: clause })
      continue
    }
    unlabelled = [...unlabelled, ...amounts]
  }
  const sameCurrency = lots.every((l) => l.amount.currency === all[0].currency)
  if (!unlabelled.length && lots.length > 1 && sameCurrency) {
    return { budget: sumAmounts(lots, raw), basis: 'sum_of_lots', lots, lots_match_total: null }
  }
  const total = unlabelled[0] ?? all[0]
  const lotSum = lots.length && sameCurrency ? sumAmounts(lots, raw).value : null
  return {
    budget: total,
    basis: 'stated',
    lots,
    lots_match_total: lotSum === null ? null : Math.abs(lotSum - total.value) < 0.01,
  }
}
