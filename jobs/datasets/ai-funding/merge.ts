// One record per round: drafts of the same company, month and round (same round label, or the same
// amount when labels differ between sources) merge into one with all their sources. Stable ids.
import type { FundingRound } from '../../../tools/ai-funding/schema.ts'
import type { Draft } from './sources.ts'

/** Lower-case ascii slug ("Anysphere (Cursor)" -> "anysphere-cursor"); Chinese characters drop out. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * Company key: the English name without a bracketed alias ("Safe Superintelligence (SSI)" -> "safe-superintelligence").
 */
export function companyId(name: string): string {
  return slug(name.replace(/\(.*?\)/g, ''))
}

const month = (date: string | null) => date?.slice(0, 7) ?? 'undated'
const roundKey = (round: string) => slug(round.replace(/\(.*?\)/g, ''))

/** The newest date a round was seen: its announcement or its latest source page (a prefix counts as earlier). */
function observedOf(d: Draft): string | null {
  const dates = [d.date_announced, ...d.sources.map((s) => s.page_date)].filter(
    (x): x is string => Boolean(x) && /^\d{4}(-\d{2}(-\d{2})?)?$/.test(x!),
  )
  return dates.sort().at(-1) ?? null
}

/** Whether two drafts describe the same round. */
function sameRound(a: Draft, b: Draft): boolean {
  if (companyId(a.company) !== companyId(b.company) || month(a.date_announced) !== month(b.date_announced)) return false
  if (roundKey(a.round) === roundKey(b.round)) return true
  return a.amount_usd.value !== null && a.amount_usd.value > 0 && a.amount_usd.value === b.amount_usd.value
}

/** Folds `b` into `a`: a's figures stay, b's sources are added, and any figure b disagrees on is noted. */
function fold(a: Draft, b: Draft): Draft {
  const conflicts: string[] = []
  if (b.valuation_usd !== null && a.valuation_usd !== b.valuation_usd)
    conflicts.push(`valuation ${b.valuation_usd} USD in ${b.sources[0].record_id}`)
  if (b.amount.value !== null && a.amount.value !== b.amount.value)
    conflicts.push(`amount ${b.amount.value} in ${b.sources[0].record_id}`)
  const merged = `merged with ${b.sources.map((s) => `${s.dataset}:${s.record_id}`).join(', ')}`
  return {
    ...a,
    lead_investors: [...new Set([...a.lead_investors, ...b.lead_investors])],
    other_investors: [...new Set([...a.other_investors, ...b.other_investors])],
    sources: [...a.sources, ...b.sources],
    registry_facts: [...a.registry_facts, ...b.registry_facts],
    notes: [a.notes, merged, conflicts.length ? `other source gives ${conflicts.join('; ')}` : null]
      .filter(Boolean)
      .join('; '),
  }
}

/** Merged rounds with stable ids, in date order. A draft Epoch marks "exclude from graph view" yields to its twin. */
export function mergeRounds(drafts: Draft[]): FundingRound[] {
  const ranked = [...drafts].sort(
    (x, y) => Number(/exclude/i.test(x.notes ?? '')) - Number(/exclude/i.test(y.notes ?? '')),
  )
  const groups: Draft[] = []
  for (const d of ranked) {
    const i = groups.findIndex((g) => sameRound(g, d))
    if (i >= 0) groups[i] = fold(groups[i], d)
    else groups.push(d)
  }
  const seen = new Map<string, number>()
  return groups
    .sort(
      (x, y) =>
        (x.date_announced ?? '9999').localeCompare(y.date_announced ?? '9999') ||
        x.company.localeCompare(y.company) ||
        x.sources[0].record_id.localeCompare(y.sources[0].record_id),
    )
    .map((d) => {
      const base = [companyId(d.company), month(d.date_announced), roundKey(d.round)]
        .filter(Boolean)
        .join('-')
        .replace(/-+/g, '-')
      const n = (seen.get(base) ?? 0) + 1
      seen.set(base, n)
      // A second round with the same slug takes its first source's id, which is stable across runs.
      const id = n === 1 ? base : `${base}-${slug(d.sources[0].record_id)}`
      return { id, company_id: companyId(d.company), ...d, observed: observedOf(d) }
    })
}
