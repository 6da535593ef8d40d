// Pure builders of the four procurement datasets from the loaded seed file. Deterministic: as_of is
// the newest page date in the data (or an argument), never the clock.
import type { DatasetSource } from '../../../tools/envelope.ts'
import type { ProcurementDeal } from '../../../tools/procurement/procurement-deals.ts'
import type { ProcurementDemand } from '../../../tools/procurement/procurement-demands.ts'
import { normaliseNotices, type NoticesFile } from './normalise.ts'
import { groupedStats, pairTendersAndDeals, rateHistory, stats, unmatchedNotices } from './rate.ts'
import { summarise } from './summary.ts'
import type { SupplierTable } from './suppliers.ts'

/**
 * What the builders read: the seed notices (raw/*.txt are parser fixtures, not published) and the supplier-name table.
 */
export interface ProcurementInputs {
  notices: NoticesFile
  suppliers: SupplierTable
}

function procurementSources(file: NoticesFile): DatasetSource[] {
  return [
    {
      name:
        'China AI-compute procurement notices, seed set compiled from stored public pages (news reports, company ' +
        'disclosures, one document mirror)',
      url: 'data/bundled/procurement/notices.json (each record carries its own source_url)',
      license: "Facts with citations; short quotes of public pages under each record's source_url",
      retrieved: file.compiled_on,
    },
  ]
}

const NOTE =
  'Seed records come from news reports and company disclosures that quote official notices; no ccgp/ggzy page ' +
  'was available. Amounts stay as written beside their parse; estimates are flagged (amount_is_estimate). Filter ' +
  'ai_compute_specific for AI-only figures.'

/** Newest page date in the records (never after the compile date). */
function newestPageDate(records: (ProcurementDemand | ProcurementDeal)[], cap: string): string {
  return (
    records
      .map((r) => r.page_date)
      .filter((d): d is string => d !== null && d <= cap)
      .sort()
      .at(-1) ?? cap
  )
}

function base(inputs: ProcurementInputs) {
  const n = normaliseNotices(inputs.notices, inputs.suppliers)
  const asOf = newestPageDate([...n.demands, ...n.deals], inputs.notices.compiled_on)
  return { ...n, asOf, sources: procurementSources(inputs.notices) }
}

/** procurement-demands: tenders. */
function buildProcurementDemands(inputs: ProcurementInputs) {
  const b = base(inputs)
  // Its own newest page date (a feed's as_of is the newest observation it holds).
  const asOf = newestPageDate(b.demands, inputs.notices.compiled_on)
  return { payload: { as_of: asOf, sources: b.sources, note: NOTE, items: b.demands }, rejected: b.rejected }
}

/** procurement-deals: awards and candidate lists. */
export function buildProcurementDeals(inputs: ProcurementInputs) {
  const b = base(inputs)
  const asOf = newestPageDate(b.deals, inputs.notices.compiled_on)
  return { payload: { as_of: asOf, sources: b.sources, note: NOTE, items: b.deals }, rejected: b.rejected }
}

/** procurement-summary as of a date (default: the newest page date in the data). */
export function buildProcurementSummary(inputs: ProcurementInputs, asOf?: string) {
  const b = base(inputs)
  const at = asOf ?? b.asOf
  const s = summarise(b.demands, b.deals, at)
  const empty = s.upcoming_deadlines.length ? '' : ' No tender in the data has a deadline after as_of.'
  return {
    payload: {
      as_of: at,
      sources: b.sources,
      note:
        'Totals are CNY as written (万/亿 applied); USD amounts, estimates and cancelled awards are counted in ' +
        `not_in_totals, not summed; a lower bound (超) is summed at its floor.${empty}`,
      ...s,
    },
    rejected: b.rejected,
  }
}

const RATE_METHOD =
  'rate = award / budget. Pairs: tender and award notices sharing a recorded match_group or a project id, looked ' +
  'for across all bundled notices; every notice in no pair is listed in unmatched with the reason. Several ' +
  "package awards in one group: their sum over the tender's headline (total) budget. No award notice: the " +
  "first-ranked candidate's bid. Ranges at their midpoint. Groups with a cancelled award (废标), no budget, no " +
  'amount, or only estimated amounts are listed in excluded. History: one point per day on which a bundled ' +
  'notice is dated, with the statistics of the pairs dated up to that day.'

/** budget-deal-rate: matched pairs, statistics, exclusions and daily history. */
export function buildBudgetDealRate(inputs: ProcurementInputs) {
  const b = base(inputs)
  const { pairs, excluded } = pairTendersAndDeals(b.demands, b.deals)
  const undated = pairs.filter((p) => p.pair_date === null).map((p) => p.id)
  const unmatched = unmatchedNotices(b.demands, b.deals, pairs, excluded)
  const undatedNote = undated.length
    ? ` Pairs without any notice date are in the statistics but not in history: ${undated.join(', ')}.`
    : ''
  return {
    payload: {
      as_of: b.asOf,
      sources: b.sources,
      note: RATE_METHOD + undatedNote,
      items: pairs,
      excluded,
      unmatched,
      overall: stats(pairs.map((p) => p.rate)),
      by_category: groupedStats(pairs, (p) => p.category),
      by_region: groupedStats(pairs, (p) => p.province),
      by_buyer_type: groupedStats(pairs, (p) => p.buyer_type),
      history: rateHistory(pairs, [...b.demands, ...b.deals], b.asOf),
    },
    rejected: b.rejected,
    unmatched,
  }
}

/**
 * All four payloads at once: { demands, deals, summary, rate },
 * each { payload, rejected }, and the run report's findings.
 */
export function buildProcurement(inputs: ProcurementInputs, asOf?: string) {
  const rate = buildBudgetDealRate(inputs)
  return {
    report: {
      unmatched_notices: rate.unmatched.map((u) => ({ id: u.id, reason: u.reason })),
      suppliers_not_in_table: normaliseNotices(inputs.notices, inputs.suppliers).unresolved,
    },
    demands: buildProcurementDemands(inputs),
    deals: buildProcurementDeals(inputs),
    summary: buildProcurementSummary(inputs, asOf),
    rate,
  }
}
