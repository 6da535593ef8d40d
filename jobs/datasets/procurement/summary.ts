// The dated summary: counts and CNY totals over 7- and 30-day windows, category split, largest
// projects, upcoming deadlines, top suppliers and the page link of every record. Pure: as_of is an
// argument, never the clock.
import type { ProcurementAmount } from '../../../tools/procurement/schema.ts'
import type { ProcurementDeal } from '../../../tools/procurement/procurement-deals.ts'
import type { ProcurementDemand } from '../../../tools/procurement/procurement-demands.ts'
import { addDays, daysBetween } from '../../../tools/dates.ts'

type Rec = ProcurementDemand | ProcurementDeal

/** What a record adds to CNY totals, or why it adds nothing. Ranges count at their midpoint. */
function countedAmount(
  r: Rec,
): { cny: number; lower_bound: boolean } | { cny: null; why: 'no_amount' | 'usd' | 'estimate' | 'cancelled' } {
  const a: ProcurementAmount | null = r.kind === 'tender' ? r.budget : r.amount
  if (r.kind !== 'tender' && r.cancelled) return { cny: null, why: 'cancelled' }
  if (r.amount_is_estimate) return { cny: null, why: 'estimate' }
  if (!a) return { cny: null, why: 'no_amount' }
  if (a.currency !== 'CNY') return { cny: null, why: 'usd' }
  return { cny: a.upper_bound === null ? a.value : (a.value + a.upper_bound) / 2, lower_bound: a.lower_bound }
}

/**
 * An award notice, as opposed to a record of one: a journalist's or analyst's estimate of an award
 * (amount_is_estimate) restates a notice already counted, so counting it would credit one award twice.
 */
const isAwardNotice = (r: Rec): r is ProcurementDeal => r.kind === 'award' && !r.amount_is_estimate

/** One dated window's counts and totals. */
function windowStats(records: Rec[], start: string, end: string) {
  const inside = records.filter((r) => r.page_date !== null && r.page_date >= start && r.page_date <= end)
  const totals = { budget: 0, award: 0, candidate: 0 }
  const excluded = { no_amount: 0, usd: 0, estimate: 0, cancelled: 0 }
  let lowerBounds = 0
  for (const r of inside) {
    const c = countedAmount(r)
    if (c.cny === null) {
      excluded[c.why]++
      continue
    }
    if (c.lower_bound) lowerBounds++
    totals[r.kind === 'tender' ? 'budget' : r.kind] += c.cny
  }
  return {
    start,
    end,
    days: daysBetween(start, end) + 1,
    tenders: inside.filter((r) => r.kind === 'tender').length,
    awards: inside.filter(isAwardNotice).length,
    candidates: inside.filter((r) => r.kind === 'candidate').length,
    budget_total_cny: totals.budget,
    award_total_cny: totals.award,
    candidate_total_cny: totals.candidate,
    totals_include_lower_bounds: lowerBounds,
    not_in_totals: excluded,
    record_ids: inside.map((r) => r.id).sort(),
  }
}

function latestDateUpTo(records: Rec[], asOf: string): string | null {
  const dates = records
    .map((r) => r.page_date)
    .filter((d): d is string => d !== null && d <= asOf)
    .sort()
  return dates.at(-1) ?? null
}

const link = (r: Rec) => ({ id: r.id, kind: r.kind, title: r.title, page_date: r.page_date, page: r.page, url: r.url })

/** The summary as of a date (windows end on as_of, inclusive; "latest" windows end on the newest page date ≤ as_of). */
export function summarise(demands: ProcurementDemand[], deals: ProcurementDeal[], asOf: string) {
  const all: Rec[] = [...demands, ...deals].sort((a, b) => a.id.localeCompare(b.id))
  const window = (end: string, days: number) => windowStats(all, addDays(end, 1 - days), end)
  const latest = latestDateUpTo(all, asOf)
  const byCategory = new Map<
    string,
    { category: string; tenders: number; deals: number; budget_total_cny: number; deal_total_cny: number }
  >()
  for (const r of all) {
    const row = byCategory.get(r.category) ?? {
      category: r.category,
      tenders: 0,
      deals: 0,
      budget_total_cny: 0,
      deal_total_cny: 0,
    }
    const c = countedAmount(r)
    if (r.kind === 'tender') {
      row.tenders++
      if (c.cny !== null) row.budget_total_cny += c.cny
    } else {
      row.deals++
      if (c.cny !== null) row.deal_total_cny += c.cny
    }
    byCategory.set(r.category, row)
  }
  const largest = all
    .map((r) => ({ r, c: countedAmount(r) }))
    .filter((x): x is { r: Rec; c: { cny: number; lower_bound: boolean } } => x.c.cny !== null)
    .sort((a, b) => b.c.cny - a.c.cny || a.r.id.localeCompare(b.r.id))
    .slice(0, 10)
    .map(({ r, c }) => ({
      ...link(r),
      amount_cny: c.cny,
      amount_raw: r.kind === 'tender' ? r.budget_raw : r.amount_raw,
      lower_bound: c.lower_bound,
    }))
  const upcoming = demands
    .filter((d) => d.deadline !== null && d.deadline > asOf)
    .sort((a, b) => a.deadline!.localeCompare(b.deadline!) || a.id.localeCompare(b.id))
    .map((d) => ({ ...link(d), deadline: d.deadline!, deadline_time: d.deadline_time }))
  return {
    windows: {
      last_7_days: window(asOf, 7),
      last_30_days: window(asOf, 30),
      latest_7_days_with_records: latest ? window(latest, 7) : null,
      latest_30_days_with_records: latest ? window(latest, 30) : null,
    },
    category_split: [...byCategory.values()].sort((a, b) => a.category.localeCompare(b.category)),
    largest_projects: largest,
    upcoming_deadlines: upcoming,
    top_suppliers: topSuppliers(deals),
    items: all.map(link),
  }
}

/**
 * The suppliers a notice says won: on an award notice the first-ranked supplier (or every supplier
 * when the notice ranks none); a candidate list names bidders, not winners (8 of the top
 * 10 were candidates that won nothing, ranked by what they bid), and an estimate record of an award
 * names the winners of a notice counted on its own.
 */
function winnersOf(d: ProcurementDeal): ProcurementDeal['suppliers'] {
  if (!isAwardNotice(d) || d.cancelled) return []
  const ranked = d.suppliers.some((s) => s.rank !== null)
  return d.suppliers.filter((s) => !ranked || s.rank === 1)
}

/** Whether an amount is a stated CNY figure that may be credited to a supplier. */
const creditable = (a: ProcurementAmount | null, d: ProcurementDeal): a is ProcurementAmount =>
  a !== null && a.currency === 'CNY' && !d.amount_is_estimate

/**
 * Suppliers by the number of projects (match_group, else the notice) they won in not-cancelled award
 * notices, one row per company of data/registry/suppliers.csv (one name per company, a lot
 * note never splits it, a parent and its subsidiary stay apart). Each member of a winning consortium
 * is credited with the project; the consortium's amount is kept apart from a sole winner's own.
 */
export function topSuppliers(deals: ProcurementDeal[], limit = 10) {
  type Row = {
    supplier_id: string
    name: string
    legal_name: string | null
    english_name: string | null
    names_as_written: string[]
    projects: number
    awards: number
    consortium_awards: number
    candidates: number
    stated_amount_cny: number
    consortium_amount_cny: number
    deal_ids: string[]
    keys: Set<string>
  }
  const rows = new Map<string, Row>()
  const rowOf = (e: ProcurementDeal['suppliers'][number]['entities'][number]) => {
    const row = rows.get(e.id) ?? {
      supplier_id: e.id,
      name: e.name,
      legal_name: e.legal_name,
      english_name: e.english_name,
      names_as_written: [],
      projects: 0,
      awards: 0,
      consortium_awards: 0,
      candidates: 0,
      stated_amount_cny: 0,
      consortium_amount_cny: 0,
      deal_ids: [],
      keys: new Set<string>(),
    }
    rows.set(e.id, row)
    return row
  }
  // Candidate lists naming a company are counted beside its wins (once per notice), never as wins.
  const listed = new Map<string, Set<string>>()
  for (const d of deals) {
    if (d.cancelled || d.kind !== 'candidate') continue
    for (const e of d.suppliers.flatMap((s) => s.entities)) listed.set(e.id, (listed.get(e.id) ?? new Set()).add(d.id))
  }
  for (const d of deals) {
    const winners = winnersOf(d)
    for (const s of winners) {
      // a sole winner without an amount of its own is credited with the notice's amount
      const own = s.amount ?? (winners.length === 1 ? d.amount : null)
      for (const e of s.entities) {
        const row = rowOf(e)
        if (!row.names_as_written.includes(s.name)) row.names_as_written.push(s.name)
        if (row.deal_ids.includes(d.id)) continue
        // several notices of one project (summary + per-vendor estimates) count once
        row.keys.add(d.match_group ?? d.id)
        row.projects = row.keys.size
        row.awards++
        row.deal_ids.push(d.id)
        if (e.role !== 'sole') row.consortium_awards++
        if (!creditable(own, d)) continue
        if (e.role === 'sole') row.stated_amount_cny += own.value
        else row.consortium_amount_cny += own.value
      }
    }
  }
  for (const row of rows.values()) row.candidates = listed.get(row.supplier_id)?.size ?? 0
  return [...rows.values()]
    .sort(
      (a, b) =>
        b.projects - a.projects ||
        b.stated_amount_cny - a.stated_amount_cny ||
        b.consortium_amount_cny - a.consortium_amount_cny ||
        a.name.localeCompare(b.name),
    )
    .slice(0, limit)
    .map(({ keys: _keys, ...row }) => row)
}
