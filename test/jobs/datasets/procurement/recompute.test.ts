// Acceptance 2 of every figure of procurement_summary and budget_deal_rate recomputed, by
// code of its own, from the served procurement_demands and procurement_deals records (the payloads
// as their schemas pass them to the store), never from the builders' intermediate values.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { buildProcurement } from '../../../../jobs/datasets/procurement/build.ts'
import procurement from '../../../../jobs/datasets/procurement/index.ts'
import { BudgetDealRatePayload } from '../../../../tools/procurement/budget-deal-rate.ts'
import { ProcurementDealsPayload, type ProcurementDeal } from '../../../../tools/procurement/procurement-deals.ts'
import { ProcurementDemandsPayload, type ProcurementDemand } from '../../../../tools/procurement/procurement-demands.ts'
import { ProcurementSummaryPayload } from '../../../../tools/procurement/procurement-summary.ts'
import { bundledInputs } from './bundled.ts'

const built = buildProcurement(bundledInputs())
const demands = (ProcurementDemandsPayload.parse(built.demands.payload) as { items: ProcurementDemand[] }).items
const deals = (ProcurementDealsPayload.parse(built.deals.payload) as { items: ProcurementDeal[] }).items
const summary = ProcurementSummaryPayload.parse(built.summary.payload)
const rate = BudgetDealRatePayload.parse(built.rate.payload)
type Rec = ProcurementDemand | ProcurementDeal
const all: Rec[] = [...demands, ...deals].sort((a, b) => a.id.localeCompare(b.id))

const amountOf = (r: Rec) => (r.kind === 'tender' ? r.budget : r.amount)
const mid = (a: { value: number; upper_bound: number | null }) =>
  a.upper_bound === null ? a.value : (a.value + a.upper_bound) / 2
/** The CNY figure a record adds to totals, or null (cancelled, estimate, none, USD). */
const cny = (r: Rec) => {
  const a = amountOf(r)
  if ((r.kind !== 'tender' && r.cancelled) || r.amount_is_estimate || !a || a.currency !== 'CNY') return null
  return mid(a)
}
const day = (d: string, n: number) => new Date(Date.parse(d) + n * 864e5).toISOString().slice(0, 10)
const r6 = (x: number) => Math.round(x * 1e6) / 1e6

const s = suite('procurement_summary :: recomputed from the served demands and deals')
s('items :: every served record, with its link', () => {
  assert.equal(
    summary.items.map((i) => [i.id, i.kind, i.page, i.url]),
    all.map((r) => [r.id, r.kind, r.page, r.url]),
  )
})
s('windows :: counts, totals and exclusions', () => {
  const newest = all
    .map((r) => r.page_date)
    .filter((d): d is string => d !== null && d <= summary.as_of)
    .sort()
    .at(-1)!
  const ends = {
    last_7_days: [summary.as_of, 7],
    last_30_days: [summary.as_of, 30],
    latest_7_days_with_records: [newest, 7],
    latest_30_days_with_records: [newest, 30],
  } as const
  for (const [name, [end, days]] of Object.entries(ends)) {
    const w = summary.windows[name as keyof typeof ends]!
    const start = day(end, 1 - days)
    const inside = all.filter((r) => r.page_date !== null && r.page_date >= start && r.page_date <= end)
    const sum = (kind: string) => inside.filter((r) => r.kind === kind).reduce((t, r) => t + (cny(r) ?? 0), 0)
    assert.equal([w.start, w.end, w.days], [start, end, days], name)
    assert.equal(
      w.record_ids,
      inside.map((r) => r.id),
      name,
    )
    assert.equal(
      [w.tenders, w.awards, w.candidates],
      // an award counts by its notice: an estimate record of one is not a second award
      ['tender', 'award', 'candidate'].map((k) => inside.filter((r) => r.kind === k && !r.amount_is_estimate).length),
      name,
    )
    assert.equal(
      [w.budget_total_cny, w.award_total_cny, w.candidate_total_cny],
      [sum('tender'), sum('award'), sum('candidate')],
      name,
    )
    assert.is(
      w.totals_include_lower_bounds,
      inside.filter((r) => cny(r) !== null && amountOf(r)!.lower_bound).length,
      name,
    )
    assert.is(
      Object.values(w.not_in_totals).reduce((a, b) => a + b, 0),
      inside.filter((r) => cny(r) === null).length,
      name,
    )
  }
})
s('category split :: tenders, deals and their totals per category', () => {
  const cats = [...new Set(all.map((r) => r.category))].sort()
  assert.equal(
    summary.category_split,
    cats.map((category) => {
      const rs = all.filter((r) => r.category === category)
      const t = rs.filter((r) => r.kind === 'tender')
      const d = rs.filter((r) => r.kind !== 'tender')
      return {
        category,
        tenders: t.length,
        deals: d.length,
        budget_total_cny: t.reduce((x, r) => x + (cny(r) ?? 0), 0),
        deal_total_cny: d.reduce((x, r) => x + (cny(r) ?? 0), 0),
      }
    }),
  )
})
s('largest projects and upcoming deadlines', () => {
  const largest = all
    .filter((r) => cny(r) !== null)
    .sort((a, b) => cny(b)! - cny(a)! || a.id.localeCompare(b.id))
    .slice(0, 10)
  assert.equal(
    summary.largest_projects.map((l) => [l.id, l.amount_cny]),
    largest.map((r) => [r.id, cny(r)]),
  )
  assert.equal(
    summary.upcoming_deadlines.map((u) => u.id),
    demands.filter((d) => d.deadline && d.deadline > summary.as_of).map((d) => d.id),
  )
})
s('top suppliers :: winners only, one row per company of the table', () => {
  const rows = new Map<
    string,
    { name: string; projects: Set<string>; deals: Set<string>; own: number; shared: number; consortium: number }
  >()
  for (const d of deals) {
    // an estimate record restates an award notice: only the notice credits a win
    if (d.kind !== 'award' || d.amount_is_estimate || d.cancelled) continue
    const ranked = d.suppliers.some((x) => x.rank !== null)
    const winners = d.suppliers.filter((x) => !ranked || x.rank === 1)
    for (const w of winners) {
      const a = w.amount ?? (winners.length === 1 ? d.amount : null)
      for (const e of w.entities) {
        const row = rows.get(e.id) ?? {
          name: e.name,
          projects: new Set(),
          deals: new Set(),
          own: 0,
          shared: 0,
          consortium: 0,
        }
        rows.set(e.id, row)
        if (row.deals.has(d.id)) continue
        row.deals.add(d.id)
        row.projects.add(d.match_group ?? d.id)
        if (e.role !== 'sole') row.consortium++
        if (a && a.currency === 'CNY' && !d.amount_is_estimate) {
          if (e.role === 'sole') row.own += a.value
          else row.shared += a.value
        }
      }
    }
  }
  const candidates = (id: string) =>
    deals.filter(
      (d) => d.kind === 'candidate' && !d.cancelled && d.suppliers.some((x) => x.entities.some((e) => e.id === id)),
    ).length
  const expected = [...rows.entries()]
    .map(([id, r]) => ({
      id,
      name: r.name,
      projects: r.projects.size,
      awards: r.deals.size,
      consortium_awards: r.consortium,
      candidates: candidates(id),
      own: r.own,
      shared: r.shared,
    }))
    .sort((a, b) => b.projects - a.projects || b.own - a.own || b.shared - a.shared || a.name.localeCompare(b.name))
    .slice(0, 10)
  assert.equal(
    summary.top_suppliers.map((t) => ({
      id: t.supplier_id,
      name: t.name,
      projects: t.projects,
      awards: t.awards,
      consortium_awards: t.consortium_awards,
      candidates: t.candidates,
      own: t.stated_amount_cny,
      shared: t.consortium_amount_cny,
    })),
    expected,
  )
})
s.run()

const r = suite('budget_deal_rate :: recomputed from the served demands and deals')
const byId = new Map(all.map((x) => [x.id, x]))
r('pairs :: the linked groups that qualify, their budgets, awards and rates', () => {
  const groups = new Map<string, Rec[]>()
  for (const x of all) {
    const k = x.match_group ?? (x.project_id ? `PID:${x.project_id}` : null)
    if (k) groups.set(k, [...(groups.get(k) ?? []), x])
  }
  const expected = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([key, rs]) => {
      const tenders = rs.filter((x): x is ProcurementDemand => x.kind === 'tender')
      const ds = rs.filter((x): x is ProcurementDeal => x.kind !== 'tender')
      if (tenders.length !== 1 || !tenders[0].budget || ds.some((d) => d.cancelled)) return []
      const priced = ds.filter((d) => d.amount && !d.amount_is_estimate)
      const used = priced.some((d) => d.kind === 'award') ? priced.filter((d) => d.kind === 'award') : priced
      if (!used.length) return []
      const award = used.reduce((t, d) => t + mid(d.amount!), 0)
      return [
        {
          key,
          tender: tenders[0].id,
          deals: used.map((d) => d.id),
          budget: mid(tenders[0].budget),
          award,
          rate: r6(award / mid(tenders[0].budget)),
        },
      ]
    })
  assert.equal(
    rate.items.map((p) => ({
      key: p.match_key,
      tender: p.tender_id,
      deals: p.deal_ids,
      budget: p.budget_cny,
      award: p.award_cny,
      rate: p.rate,
    })),
    expected,
  )
})
const statsOf = (xs: number[]) => {
  const v = [...xs].sort((a, b) => a - b)
  if (!v.length) return { n: 0, mean: null, median: null, min: null, max: null }
  const m = v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2
  return { n: v.length, mean: r6(v.reduce((a, b) => a + b, 0) / v.length), median: r6(m), min: v[0], max: v.at(-1)! }
}
r('statistics :: overall and by category, province and buyer type', () => {
  assert.equal(rate.overall, statsOf(rate.items.map((p) => p.rate)))
  const grouped = (key: (t: ProcurementDemand) => string | null) => {
    const m = new Map<string, number[]>()
    for (const p of rate.items) {
      const k = key(byId.get(p.tender_id) as ProcurementDemand) ?? 'unknown'
      m.set(k, [...(m.get(k) ?? []), p.rate])
    }
    return [...m.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, xs]) => ({ key: k, ...statsOf(xs) }))
  }
  assert.equal(
    rate.by_category,
    grouped((t) => t.category),
  )
  assert.equal(
    rate.by_region,
    grouped((t) => t.province),
  )
  assert.equal(
    rate.by_buyer_type,
    grouped((t) => t.buyer_type),
  )
})
r('history :: one point per notice date, the pairs dated by their later notice', () => {
  const pairDate = (p: (typeof rate.items)[number]) =>
    [p.tender_id, ...p.deal_ids]
      .map((id) => byId.get(id)!.page_date)
      .filter((d): d is string => d !== null)
      .sort()
      .at(-1) ?? null
  const dated = all.filter((x) => x.page_date !== null && x.page_date <= rate.as_of)
  const dates = [...new Set(dated.map((x) => x.page_date!))].sort()
  assert.equal(
    rate.history,
    dates.map((date) => {
      const upTo = rate.items.filter((p) => pairDate(p) !== null && pairDate(p)! <= date)
      return {
        date,
        notice_ids: dated
          .filter((x) => x.page_date === date)
          .map((x) => x.id)
          .sort(),
        tenders_to_date: dated.filter((x) => x.kind === 'tender' && x.page_date! <= date).length,
        deals_to_date: dated.filter((x) => x.kind !== 'tender' && x.page_date! <= date).length,
        pair_ids: upTo.map((p) => p.id),
        ...statsOf(upTo.map((p) => p.rate)),
      }
    }),
  )
})
r('unmatched :: exactly the served notices in no pair; the run report lists them', async () => {
  const used = new Set(rate.items.flatMap((p) => [p.tender_id, ...p.deal_ids]))
  assert.equal(
    rate.unmatched.map((u) => u.id),
    all.filter((x) => !used.has(x.id)).map((x) => x.id),
  )
  const produced = await procurement.producer.produce()
  assert.equal(
    (produced.report!.unmatched_notices as { id: string }[]).map((u) => u.id),
    rate.unmatched.map((u) => u.id),
  )
})
r.run()
