// Companies with their funding history; Chinese companies also carry the registry fields the spec
// names, each with the page that states it, or null with the reason.
import type { FundingCompany, FundingRound } from '../../../tools/ai-funding/schema.ts'
import { companyId } from './merge.ts'
import type { SourcedRecord } from './sources.ts'
import { usDate } from './sources.ts'

type Fact = FundingCompany['registry'] extends infer R ? (R extends null ? never : R[keyof R]) : never

const NO_SOURCE = 'no stored page states it (registry pages such as Qichacha/Tianyancha are not in the corpus)'
const none = (): Fact => ({ value: null, source_url: null, reason: NO_SOURCE })
const fact = (value: string, url: string): Fact => ({ value, source_url: url, reason: null })

/** The page a registry block cites, else the record's own page. */
function registryUrl(r: SourcedRecord): string {
  const reg = r.registry ?? {}
  const list = reg.sources ?? reg.source
  return (Array.isArray(list) ? String(list[0]) : typeof list === 'string' ? list : null) ?? r.source_url
}

function registryOf(records: SourcedRecord[], founding: Fact): NonNullable<FundingCompany['registry']> {
  const out = {
    entity_name: none(),
    registered_address: none(),
    founding_date: founding,
    registered_capital: none(),
    shareholders: none(),
  }
  for (const r of records) {
    const reg = (r.registry ?? {}) as Record<string, string>
    const url = registryUrl(r)
    if (reg.entity) out.entity_name = fact(reg.entity, url)
    // company_zh holds the legal name when the compiler recorded one ("北京智谱华章科技股份有限公司 (智谱)").
    else if (out.entity_name.value === null && /公司/.test(r.company_zh ?? ''))
      out.entity_name = fact(r.company_zh!.replace(/\s*\(.*\)$/, ''), r.source_url)
    if (reg.registered_address) out.registered_address = fact(reg.registered_address, url)
    if (reg.founded) out.founding_date = fact(reg.founded, url)
    if (reg.registered_capital_after)
      out.registered_capital = fact(
        `${reg.registered_capital_before ?? '?'} → ${reg.registered_capital_after} (${r.date_announced})`,
        url,
      )
    const holders = [
      reg.shares_pre_ipo,
      reg.founder_stake,
      reg.second_shareholder,
      reg.controlling_shareholder,
      reg.other_5pct_holders,
    ].filter(Boolean)
    if (holders.length) out.shareholders = fact(holders.join('; '), url)
  }
  return out
}

/** Founding dates from Epoch's companies file (Name -> { date, source }). */
export function epochFoundings(rows: Record<string, string>[]): Record<string, { date: string; url: string }> {
  return Object.fromEntries(
    rows.flatMap((row) => {
      const date = usDate(row['Founding date'] ?? '')
      return date ? [[companyId(row.Name), { date, url: row['Founding source/notes'] }]] : []
    }),
  )
}

/** One company per company id, its rounds oldest first, the no-outside-funding note where a source gives one. */
export function buildCompanies(
  rounds: FundingRound[],
  sourced: SourcedRecord[],
  foundings: Record<string, { date: string; url: string }>,
): FundingCompany[] {
  const byId = new Map<string, FundingRound[]>()
  for (const r of rounds) byId.set(r.company_id, [...(byId.get(r.company_id) ?? []), r])
  return [...byId.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, list]) => {
      const first = list[0]
      const records = sourced.filter((s) => companyId(s.company) === id)
      const status = list.find((r) => !r.is_round)
      const epoch = foundings[id]
      const founding = epoch ? fact(epoch.date, epoch.url) : none()
      return {
        id,
        name: first.company,
        name_zh: list.find((r) => r.company_zh)?.company_zh ?? null,
        country: first.country,
        business: list.find((r) => r.business)?.business ?? null,
        round_ids: list.filter((r) => r.is_round).map((r) => r.id),
        outside_funding: !status,
        funding_note: status ? `${status.status} (${status.date_announced}; ${status.sources[0].url})` : null,
        registry: first.country === 'CN' ? registryOf(records, founding) : null,
      }
    })
}
