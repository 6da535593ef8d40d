// Budget/award rate: award (or first-ranked candidate bid) divided by the tender's budget, for
// notices linked by a recorded match_group or a shared project id. Rules (docs/methods/procurement.md):
// several package awards in one group are summed against the tender's headline (total) budget;
// a range counts at its midpoint (flagged); a cancelled award (废标) excludes the group.
import { roundTo } from '../../../tools/round.ts'
import type { ProcurementDeal, ProcurementDemand } from '../../../tools/procurement/schema.ts'
import { mean, median } from '../../../tools/stats.ts'

export interface RatePair {
  id: string
  match_key: string
  matched_by: 'match_group' | 'project_id'
  title: string
  buyer: string | null
  buyer_type: string
  category: string
  region: string | null
  province: string | null
  ai_compute_specific: boolean
  tender_id: string
  deal_ids: string[]
  deal_kind: 'award' | 'candidate'
  packages: number
  budget_cny: number
  budget_raw: string | null
  budget_tax: 'incl' | 'excl' | null
  award_cny: number
  award_raw: string[]
  award_tax: 'incl' | 'excl' | null
  rate: number
  flags: string[]
  tender_url: string
  deal_urls: string[]
  tender_date: string | null
  deal_date: string | null
  pair_date: string | null
  observed: string
}

export interface RateExcluded {
  match_key: string
  reason: string
  tender_ids: string[]
  deal_ids: string[]
  urls: string[]
}

type Amt = NonNullable<ProcurementDemand['budget']>
const point = (a: Amt) => (a.upper_bound === null ? a.value : (a.value + a.upper_bound) / 2)
/** award / budget and its statistics keep the 6 decimals they were first published with (finer than roundRatio). */
const RATE_DIGITS = 6
const maxDate = (ds: (string | null)[]) =>
  ds
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1) ?? null

/** Groups of linked notices: by match_group, else by a project id that a tender and a deal share. */
function groups(demands: ProcurementDemand[], deals: ProcurementDeal[]) {
  const out = new Map<string, { by: RatePair['matched_by']; tenders: ProcurementDemand[]; deals: ProcurementDeal[] }>()
  const key = (r: ProcurementDemand | ProcurementDeal): [string, RatePair['matched_by']] | null =>
    r.match_group ? [r.match_group, 'match_group'] : r.project_id ? [`PID:${r.project_id}`, 'project_id'] : null
  for (const r of [...demands, ...deals]) {
    const k = key(r)
    if (!k) continue
    const g = out.get(k[0]) ?? { by: k[1], tenders: [], deals: [] }
    if (r.kind === 'tender') g.tenders.push(r)
    else g.deals.push(r)
    out.set(k[0], g)
  }
  return [...out.entries()].sort(([a], [b]) => a.localeCompare(b))
}

/** Every pair with its rate, and every linked group that gives none, with the reason. */
export function pairTendersAndDeals(demands: ProcurementDemand[], deals: ProcurementDeal[]) {
  const pairs: RatePair[] = []
  const excluded: RateExcluded[] = []
  for (const [k, g] of groups(demands, deals)) {
    const ex = (reason: string) =>
      excluded.push({
        match_key: k,
        reason,
        tender_ids: g.tenders.map((t) => t.id),
        deal_ids: g.deals.map((d) => d.id),
        urls: [...new Set([...g.tenders, ...g.deals].map((r) => r.url))],
      })
    // project-id groups with only one side are not links at all
    if (g.by === 'project_id' && (!g.tenders.length || !g.deals.length)) continue
    if (!g.tenders.length) {
      ex('no tender notice in the group')
      continue
    }
    if (g.tenders.length > 1) {
      ex('more than one tender notice in the group')
      continue
    }
    const tender = g.tenders[0]
    const cancelled = g.deals.find((d) => d.cancelled)
    if (cancelled) {
      ex(`award cancelled (废标): ${cancelled.cancelled_reason}`)
      continue
    }
    if (!tender.budget) {
      ex(`tender states no budget: ${tender.budget_null_reason}`)
      continue
    }
    const priced = g.deals.filter((d) => d.amount !== null)
    if (!priced.length) {
      ex('no award or candidate amount in the group')
      continue
    }
    const official = priced.filter((d) => !d.amount_is_estimate)
    if (!official.length) {
      ex('the only award amounts are estimates (amount_is_estimate)')
      continue
    }
    const awards = official.filter((d) => d.kind === 'award')
    const used = awards.length ? awards : official
    if (used.some((d) => d.amount!.currency !== tender.budget!.currency)) {
      ex('budget and award are in different currencies')
      continue
    }
    const flags: string[] = []
    const amts = [tender.budget, ...used.map((d) => d.amount!)]
    if (amts.some((a) => a.upper_bound !== null)) flags.push('range counted at its midpoint')
    if (amts.some((a) => a.lower_bound)) flags.push('an amount is only a lower bound (超/逾)')
    if (amts.some((a) => a.approx)) flags.push('an amount is approximate (约)')
    const awardTaxes = [...new Set(used.map((d) => d.amount!.tax))]
    const awardTax = awardTaxes.length === 1 ? awardTaxes[0] : null
    if (tender.budget.tax && awardTax && tender.budget.tax !== awardTax)
      flags.push('budget and award differ in tax basis')
    else if (!tender.budget.tax || !awardTax) flags.push('tax basis not stated on both sides')
    if (!awards.length) flags.push('no award notice: first-ranked candidate bid used')
    const award = used.reduce((s, d) => s + point(d.amount!), 0)
    const budget = point(tender.budget)
    if (award > budget) flags.push('award above budget')
    const dealDate = maxDate(used.map((d) => d.page_date))
    pairs.push({
      id: k.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      match_key: k,
      matched_by: g.by,
      title: tender.title,
      buyer: tender.buyer,
      buyer_type: tender.buyer_type,
      category: tender.category,
      region: tender.region,
      province: tender.province,
      ai_compute_specific: tender.ai_compute_specific,
      tender_id: tender.id,
      deal_ids: used.map((d) => d.id),
      deal_kind: awards.length ? 'award' : 'candidate',
      packages: used.length,
      budget_cny: budget,
      budget_raw: tender.budget_raw,
      budget_tax: tender.budget.tax,
      award_cny: award,
      award_raw: used.map((d) => d.amount_raw ?? ''),
      award_tax: awardTax,
      rate: roundTo(award / budget, RATE_DIGITS),
      flags,
      tender_url: tender.url,
      deal_urls: [...new Set(used.map((d) => d.url))],
      tender_date: tender.page_date,
      deal_date: dealDate,
      pair_date: dealDate === null && tender.page_date === null ? null : maxDate([tender.page_date, dealDate]),
      observed: tender.observed,
    })
  }
  return { pairs, excluded }
}

/** n, mean, median, min, max of a list of rates. */
export function stats(rates: number[]) {
  const xs = [...rates].sort((a, b) => a - b)
  const n = xs.length
  if (!n) return { n: 0, mean: null, median: null, min: null, max: null }
  return {
    n,
    mean: roundTo(mean(xs), RATE_DIGITS),
    median: roundTo(median(xs), RATE_DIGITS),
    min: xs[0],
    max: xs[n - 1],
  }
}

/** Statistics per value of a key (null keys grouped as 'unknown'). */
export function groupedStats(pairs: RatePair[], keyOf: (p: RatePair) => string | null) {
  const m = new Map<string, number[]>()
  for (const p of pairs) {
    const k = keyOf(p) ?? 'unknown'
    m.set(k, [...(m.get(k) ?? []), p.rate])
  }
  return [...m.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, rates]) => ({ key, ...stats(rates) }))
}

type Notice = ProcurementDemand | ProcurementDeal

/** A bundled notice that is in no pair, and why (every notice accounted for). */
export interface UnmatchedNotice {
  id: string
  kind: Notice['kind']
  title: string
  page_date: string | null
  url: string
  reason: string
}

/**
 * Every notice that gives no rate, with the reason: its linked group was excluded, it quotes a
 * project id no notice of the other side quotes, it has neither a project id nor a recorded link, or
 * its pair used other notices of the group.
 */
export function unmatchedNotices(
  demands: ProcurementDemand[],
  deals: ProcurementDeal[],
  pairs: RatePair[],
  excluded: RateExcluded[],
): UnmatchedNotice[] {
  const used = new Set(pairs.flatMap((p) => [p.tender_id, ...p.deal_ids]))
  const pairOfGroup = new Map(pairs.map((p) => [p.match_key, p]))
  const exclusionOf = new Map(excluded.flatMap((e) => [...e.tender_ids, ...e.deal_ids].map((id) => [id, e] as const)))
  const out: UnmatchedNotice[] = []
  for (const r of [...demands, ...deals].sort((a, b) => a.id.localeCompare(b.id))) {
    if (used.has(r.id)) continue
    const other = r.kind === 'tender' ? 'an award or candidate' : 'a tender'
    const otherSide = other.replace(/^an? /, '')
    const ex = exclusionOf.get(r.id)
    const key = r.match_group ?? (r.project_id ? `PID:${r.project_id}` : null)
    const pair = key ? pairOfGroup.get(key) : undefined
    const reason = ex
      ? `linked group ${ex.match_key} gives no rate: ${ex.reason}`
      : pair
        ? `pair ${pair.id} used ${pair.deal_kind === 'award' ? 'the award notices' : 'the priced notices'} of the ` +
          `group; this one ${whyLeftOut(r)}`
        : r.project_id
          ? `quotes project id ${r.project_id}, which no ${otherSide} notice in the bundled data quotes`
          : `quotes no project id and has no recorded link (match_group) to ${other} notice`
    out.push({ id: r.id, kind: r.kind, title: r.title, page_date: r.page_date, url: r.url, reason })
  }
  return out
}

/** Why a notice of a paired group was not the one its pair used. */
function whyLeftOut(r: ProcurementDemand | ProcurementDeal): string {
  if (r.kind !== 'tender' && r.amount_is_estimate) return 'is an estimate'
  if (r.kind !== 'tender' && r.amount === null) return 'states no amount'
  return `is a ${r.kind} notice`
}

/**
 * The daily history grown from the notices' own dates: one point per day on which a bundled notice
 * is dated (up to as_of), naming that day's notices, with the statistics of every pair whose later
 * notice is dated up to that day.
 */
export function rateHistory(pairs: RatePair[], notices: Notice[] = [], asOf?: string) {
  const dated = notices.filter((r) => r.page_date !== null && (asOf === undefined || r.page_date <= asOf))
  const dates = [
    ...new Set(
      [...pairs.map((p) => p.pair_date), ...dated.map((r) => r.page_date)].filter((d): d is string => d !== null),
    ),
  ].sort()
  return dates.map((date) => {
    const upTo = pairs.filter((p) => p.pair_date !== null && p.pair_date <= date)
    const seen = dated.filter((r) => r.page_date! <= date)
    return {
      date,
      notice_ids: dated
        .filter((r) => r.page_date === date)
        .map((r) => r.id)
        .sort(),
      tenders_to_date: seen.filter((r) => r.kind === 'tender').length,
      deals_to_date: seen.filter((r) => r.kind !== 'tender').length,
      pair_ids: upTo.map((p) => p.id),
      ...stats(upTo.map((p) => p.rate)),
    }
  })
}
