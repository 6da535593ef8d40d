// Wire schemas of the AI funding dataset: one record per funding round (merged across sources),
// the companies with their funding history and (for Chinese companies) registry facts.
import { z } from 'zod'

const partialDate = z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/)

const FundingSource = z
  .object({
    dataset: z
      .enum(['funding_rounds_sourced', 'epoch_ai_companies'])
      .describe('Which upstream file this source record is in'),
    record_id: z.string().describe('The record id in that file (FR-nnn, or the Epoch row Id)'),
    url: z
      .string()
      .describe(
        "Link to the page the figures were read from (for an Epoch row whose notes cite no page: Epoch's data hub)",
      ),
    page_date: z
      .string()
      .nullable()
      .describe('Date of that page as the upstream file gives it (may be partial: YYYY or YYYY-MM)'),
    evidence: z.string().nullable().describe('Verbatim words from the page, or the Epoch notes'),
  })
  .describe('One upstream record behind a round')

const ReportedAmount = z
  .object({
    reported: z.string().nullable().describe('The amount in the words of the source, unchanged'),
    value: z
      .number()
      .nullable()
      .describe('Parsed amount in `currency` (null when undisclosed, vague or conflicting; see reason)'),
    currency: z.enum(['USD', 'CNY', 'HKD', 'EUR']).nullable().describe('Currency of the reported amount'),
    qualifier: z
      .enum(['over', 'about', 'up_to', 'nearly'])
      .nullable()
      .describe(
        'Bound the words put on the figure (超/more than = over, ' +
          '约/approximately = about, up to, 近/nearly); null = stated exactly',
      ),
    reason: z
      .string()
      .nullable()
      .describe('Why value is null, or how it was chosen when the parser and the upstream figure differ'),
  })
  .describe('Round amount as reported and as parsed')

const UsdAmount = z
  .object({
    value: z.number().nullable().describe('Amount in USD (null with reason when it cannot be converted)'),
    fx_rate: z
      .number()
      .nullable()
      .describe('Units of the reported currency per 1 USD used (null when reported in USD)'),
    fx_date: z.string().nullable().describe('Date of that FX rate'),
    fx_source: z.string().nullable().describe('Where the FX rate comes from'),
    reason: z.string().nullable().describe('Why value is null, or a note on the conversion basis'),
  })
  .describe('Round amount in USD at the announcement date')

/**
 * One registry fact a source record carries, served under its own name (CSRC approval numbers, sponsors,
 * auditors and share counts were dropped).
 */
const RegistryEntry = z
  .object({
    field: z
      .string()
      .describe(
        "The fact's name as the source record gives it (csrc_approval, sponsor, auditor, total_shares_after, ...)",
      ),
    value: z.string().describe('The fact in the words of the source, unchanged'),
    record_id: z.string().describe('The source record (FR-nnn) that carries it'),
    source_urls: z
      .array(z.string())
      .min(1)
      .describe("Pages the record cites for its registry facts (else the record's own page)"),
  })
  .describe('A registry fact of the company as of this round')

export const FundingRound = z
  .object({
    id: z.string().describe('Stable slug: company, announcement month and round'),
    company_id: z.string().describe('Slug of the company (see companies)'),
    company: z.string().describe('Company name in English'),
    company_zh: z.string().nullable().describe('Company name in Chinese, when given'),
    country: z.string().describe('Country of the company (CN, US, US/IL, FR)'),
    business: z.string().nullable().describe('What the company does'),
    round: z.string().describe('Round name as the source gives it'),
    is_round: z.boolean().describe('false for a status note (e.g. a company with no outside rounds), not a round'),
    date_announced: partialDate.nullable().describe('Announcement (or close) date; may be partial (YYYY or YYYY-MM)'),
    date_note: z.string().nullable().describe('What the date rests on'),
    status: z.string().nullable().describe('closed, announced, reported, in talks, IPO ... as the source says'),
    amount: ReportedAmount,
    amount_usd: UsdAmount,
    debt_usd: z.number().nullable().describe('Debt raised alongside, USD (Epoch rows only; null when none given)'),
    valuation_reported: z.string().nullable().describe('Valuation in the words of the source'),
    valuation_usd: z.number().nullable().describe('Post-money valuation in USD as the source gives it (not converted)'),
    valuation_cny: z.number().nullable().describe('Valuation in CNY as the source gives it'),
    lead_investors: z.array(z.string()).describe('Lead investors as named'),
    other_investors: z.array(z.string()).describe('Other investors as named'),
    sources: z.array(FundingSource).min(1).describe('Every upstream record merged into this round (at least one link)'),
    notes: z.string().nullable().describe('Conflicts and caveats from the sources'),
    registry_facts: z
      .array(RegistryEntry)
      .describe(
        'Every registry fact the source records carry (listing approvals, sponsors, auditors, share counts, ' +
          'registered capital ...), each with its page',
      ),
    observed: z
      .string()
      .nullable()
      .describe(
        'Newest observation of this round: the latest of its announcement date ' +
          "and its sources' page dates (may be partial: YYYY or YYYY-MM)",
      ),
  })
  .describe('One funding round (or a status note when is_round is false)')
export type FundingRound = z.infer<typeof FundingRound>

const RegistryFact = z
  .object({
    value: z.string().nullable().describe('The fact as the page states it (null when no stored source states it)'),
    source_url: z.string().nullable().describe('Page that states it'),
    reason: z.string().nullable().describe('Why value is null'),
  })
  .describe('One registry fact with its source')

export const FundingCompany = z
  .object({
    id: z.string().describe('Company slug'),
    name: z.string().describe('Company name in English'),
    name_zh: z.string().nullable().describe('Chinese name, when given'),
    country: z.string().describe('Country'),
    business: z.string().nullable().describe('What the company does'),
    round_ids: z.array(z.string()).describe('Funding history: ids of its rounds, oldest first'),
    outside_funding: z.boolean().describe('false when a source says the company took no outside funding'),
    funding_note: z.string().nullable().describe('e.g. "no external rounds as of 2025-03" with what it rests on'),
    registry: z
      .object({
        entity_name: RegistryFact.describe('Registered legal entity name'),
        registered_address: RegistryFact.describe('Registered address'),
        founding_date: RegistryFact.describe('Founding date'),
        registered_capital: RegistryFact.describe('Registered capital (or its recorded change)'),
        shareholders: RegistryFact.describe('Shareholders as stated'),
      })
      .nullable()
      .describe('China registry fields (null for non-Chinese companies)'),
  })
  .describe('A company and its funding history')
export type FundingCompany = z.infer<typeof FundingCompany>

/** Query filter shape for a funding tool (no limit/cursor). */
export const aiFundingFilter = {
  country: z.string().optional().describe('Country of the company, e.g. CN or US'),
  company: z.string().optional().describe('Company id or name (English or Chinese), substring match'),
  since: z
    .string()
    .optional()
    .describe('Earliest announcement date, YYYY-MM-DD (partial dates compare by their prefix)'),
  query: z.string().optional().describe('Free text over company, round, business and investors'),
}
export type AiFundingQuery = { [K in keyof typeof aiFundingFilter]?: string }

/** Whether a round matches every given filter. */
export function matchAiFunding(item: FundingRound, query: AiFundingQuery): boolean {
  const has = (hay: (string | null)[], needle: string) =>
    hay.some((h) => h?.toLowerCase().includes(needle.toLowerCase()))
  if (query.country && item.country.toUpperCase() !== query.country.toUpperCase()) return false
  if (query.company && !has([item.company_id, item.company, item.company_zh], query.company)) return false
  if (query.since && (!item.date_announced || item.date_announced < query.since.slice(0, item.date_announced.length)))
    return false
  if (
    query.query &&
    !has(
      [item.company, item.company_zh, item.round, item.business, ...item.lead_investors, ...item.other_investors],
      query.query,
    )
  )
    return false
  return true
}
