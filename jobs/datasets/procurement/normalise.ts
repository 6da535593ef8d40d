// Seed notices (data/bundled/procurement/notices.json) to published demand (tender) and deal
// (award / candidate) records. Figures stay as written next to their parse; a record that cannot be
// cited (no url, title, evidence or kind) is rejected with the reason, never published.
import { z } from 'zod'
import { checkedRecords, type Rejected } from '../../../tools/rejected.ts'
import type { ProcurementAmount } from '../../../tools/procurement/schema.ts'
import type { ProcurementDeal } from '../../../tools/procurement/procurement-deals.ts'
import type { ProcurementDemand } from '../../../tools/procurement/procurement-demands.ts'
import { parseAmounts, type Amount } from './amounts.ts'
import { tenderBudget } from './lots.ts'
import { resolveSupplier, type SupplierTable } from './suppliers.ts'
import { buyerType, categorize } from './category.ts'
import { isDate, parseDate } from './dates.ts'
import { pagePath, parseProjectId, stableId } from './ids.ts'

const text = z.string().nullable()
/** One record of notices.json as compiled (fields as the seed README describes them). */
export const RawNotice = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  buyer: text,
  agency: text,
  project_id: text,
  budget: text,
  award_amount: text,
  suppliers: z.array(
    z.object({
      name: z.string(),
      rank: z.number().optional(),
      amount: z.string().optional(),
      share: z.string().optional(),
    }),
  ),
  quantity: text,
  published: text,
  deadline: text,
  other_dates: z.record(z.string(), z.string()).nullable(),
  region: text,
  province: text,
  category: z.string(),
  ai_compute_specific: z.boolean(),
  amount_is_estimate: z.boolean(),
  source_url: z.string(),
  source_kind: z.string(),
  source_publisher: text,
  evidence: z.string(),
  match_group: text,
  notes: text,
  sample: z.boolean().optional(),
})
export type RawNotice = z.infer<typeof RawNotice>

/** The seed file: its records are checked one by one as they are read. */
export const NoticesFile = z.object({ compiled_on: z.iso.date(), method: z.string(), records: z.array(z.unknown()) })
export type NoticesFile = z.infer<typeof NoticesFile>

const SEED_SOURCE = 'data/bundled/procurement/notices.json'

/** A supplier name the table (data/registry/suppliers.csv) does not know, and where it was written. */
interface UnresolvedSupplier {
  record: string
  name: string
}

const wire = (a: Amount): ProcurementAmount => ({
  value: a.value,
  currency: a.currency,
  raw: a.raw,
  approx: a.approx,
  lower_bound: a.lower_bound,
  upper_bound: a.upper_bound ?? null,
  tax: a.tax,
})

function amountFields(raw: string | null) {
  const all = parseAmounts(raw).map(wire)
  const reason = all.length
    ? null
    : raw
      ? 'no number with a currency or 万/亿 unit in the text'
      : 'the source states no amount'
  return { first: all[0] ?? null, all, reason }
}

/** Why a record cannot be published, or null. */
function rejectReason(r: Partial<RawNotice>): string | null {
  if (!r || typeof r !== 'object') return 'not an object'
  if (r.sample) return 'test-only sample record'
  if (typeof r.id !== 'string' || !r.id) return 'no id'
  if (!['tender', 'award', 'candidate'].includes(r.kind as string)) return `unknown kind: ${r.kind}`
  if (typeof r.title !== 'string' || !r.title.trim()) return 'no title'
  if (typeof r.source_url !== 'string' || !/^https?:\/\//.test(r.source_url)) return 'no source URL'
  if (typeof r.evidence !== 'string' || !r.evidence.trim()) return 'no evidence quote'
  return null
}

/** Where a cancellation (废标) is stated: title, a dated event, or the evidence quote. */
function cancellation(r: RawNotice): string | null {
  const re = /废标|廢標/
  if (re.test(r.title)) return `title: ${r.title}`
  for (const [k, v] of Object.entries(r.other_dates ?? {})) if (re.test(k)) return `${k}: ${v}`
  const m = /[^。;；]*(废标|廢標)[^。;；]*/.exec(r.evidence)
  return m ? `evidence: ${m[0].trim()}` : null
}

function common(r: RawNotice, observed: string) {
  const id = stableId(r)
  const pd = parseDate(r.published)
  const cat = categorize(r.title)
  const bt = buyerType(r.buyer)
  return {
    id,
    source_id: r.id,
    title: r.title,
    buyer: r.buyer,
    buyer_type: bt.buyer_type,
    project_id: r.project_id ?? parseProjectId(r.evidence),
    category: cat.category,
    category_keyword: cat.keyword,
    region: r.region,
    province: r.province,
    page_date: isDate(pd) ? pd.date : null,
    page_date_raw: r.published,
    page_date_note: isDate(pd)
      ? pd.year_from_context
        ? 'year taken from the year written beside the day'
        : null
      : pd.reason,
    ai_compute_specific: r.ai_compute_specific === true,
    amount_is_estimate: r.amount_is_estimate === true,
    match_group: r.match_group,
    url: r.source_url,
    source_kind: r.source_kind,
    source_publisher: r.source_publisher,
    evidence: r.evidence,
    notes: r.notes,
    observed,
    page: pagePath(id, r.kind),
  }
}

/** A tender record. */
function toDemand(r: RawNotice, observed: string): ProcurementDemand {
  const base = common(r, observed)
  const budget = amountFields(r.budget)
  const lots = tenderBudget(r.budget, (text) => parseAmounts(text).map(wire))
  const dl = parseDate(r.deadline, base.page_date ? { date: base.page_date } : {})
  return {
    ...base,
    kind: 'tender',
    budget: lots.budget,
    budget_basis: lots.basis,
    budget_lots: lots.lots,
    budget_lots_match_total: lots.lots_match_total,
    budget_all: budget.all,
    budget_raw: r.budget,
    budget_null_reason: budget.reason,
    deadline: isDate(dl) ? dl.date : null,
    deadline_time: isDate(dl) ? dl.time : null,
    deadline_raw: r.deadline,
    quantity: r.quantity,
  }
}

/** An award or candidate-list record. */
function toDeal(r: RawNotice, observed: string, table: SupplierTable): ProcurementDeal {
  const base = common(r, observed)
  const amount = amountFields(r.award_amount)
  const cancelled = cancellation(r)
  return {
    ...base,
    kind: r.kind as 'award' | 'candidate',
    cancelled: cancelled !== null,
    cancelled_reason: cancelled,
    suppliers: (r.suppliers ?? []).map((s) => {
      const resolved = resolveSupplier(s.name, table, s.share ?? null)
      return {
        name: s.name,
        rank: s.rank ?? null,
        amount: s.amount ? (parseAmounts(s.amount).map(wire)[0] ?? null) : null,
        share: s.share ?? null,
        entities: resolved.entities,
        name_notes: resolved.notes,
      }
    }),
    amount: amount.first,
    amount_all: amount.all,
    amount_raw: r.award_amount,
    amount_null_reason: amount.reason,
  }
}

/**
 * All records split into demands and deals, plus the rejected ones
 * (bad or duplicate ids) and the supplier names the table lacks.
 */
export function normaliseNotices(file: NoticesFile, table: SupplierTable, source = SEED_SOURCE) {
  const demands: ProcurementDemand[] = []
  const deals: ProcurementDeal[] = []
  const rejected: Rejected[] = []
  const seen = new Set<string>()
  const records = checkedRecords(source, file.records, RawNotice, rejected)
  for (const r of records) {
    const reason = rejectReason(r) ?? (seen.has(stableId(r)) ? `duplicate id ${stableId(r)}` : null)
    if (reason) {
      rejected.push({ source, record: JSON.stringify(r).slice(0, 300), reason })
      continue
    }
    seen.add(stableId(r))
    if (r.kind === 'tender') demands.push(toDemand(r, file.compiled_on))
    else deals.push(toDeal(r, file.compiled_on, table))
  }
  const unresolved: UnresolvedSupplier[] = records.flatMap((r) =>
    r.suppliers.flatMap((s) => resolveSupplier(s.name, table).unresolved.map((name) => ({ record: r.id, name }))),
  )
  return { demands, deals, rejected, unresolved }
}
