// The two upstream files turned into round records of one shape: the hand-sourced JSON
// (funding_rounds_sourced.json) and Epoch AI's funding-rounds CSV.
import { z } from 'zod'
import { daysBetween } from '../../../tools/dates.ts'
import type { FundingRound } from '../../../tools/ai-funding/schema.ts'
import { type Currency, type Qualifier, parseAmount } from './amount.ts'
import { type FundingFx, fxDay } from './fx.ts'
import type { Rejected } from '../../../tools/rejected.ts'
import { FX_MAX_DAYS } from '../../../tools/fx.ts'

export type Draft = Omit<FundingRound, 'id' | 'company_id' | 'observed'>

const amount = z.number().nonnegative().nullable()
/** A record of funding_rounds_sourced.json (the fields we read). */
export const SourcedRecord = z.object({
  id: z.string().min(1),
  company: z.string().min(1),
  company_zh: z.string().optional(),
  country: z.string(),
  business: z.string().optional(),
  round: z.string(),
  is_round: z.boolean(),
  date_announced: z.string().nullable(),
  date_note: z.string().optional(),
  amount_reported: z.string().nullable(),
  currency: z.string().nullable(),
  amount_usd: amount,
  amount_cny: amount.optional(),
  amount_hkd: amount.optional(),
  amount_note: z.string().optional(),
  amount_usd_note: z.string().optional(),
  amount_cny_note: z.string().optional(),
  post_money_valuation_reported: z.string().nullable(),
  valuation_usd: amount.optional(),
  valuation_cny: amount.optional(),
  lead_investors: z.array(z.string()),
  other_investors: z.array(z.string()),
  status: z.string().nullable(),
  source_url: z.string(),
  page_date: z.string().nullable(),
  evidence: z.string().optional(),
  notes: z.string().optional(),
  registry: z.record(z.string(), z.unknown()).optional(),
})
export type SourcedRecord = z.infer<typeof SourcedRecord>

const QUALIFIER_NOTE: [RegExp, Qualifier][] = [
  [/lower bound|more than|超/i, 'over'],
  [/upper bound/i, 'up_to'],
  [/nearly|近/i, 'nearly'],
]

/** Every fact of a record's registry block under its own name, with the pages the block cites. */
function registryFacts(r: SourcedRecord): FundingRound['registry_facts'] {
  const reg = r.registry ?? {}
  const cited = reg.sources ?? reg.source
  const urls = (Array.isArray(cited) ? cited.map(String) : typeof cited === 'string' ? [cited] : [r.source_url]).filter(
    Boolean,
  )
  return Object.entries(reg)
    .filter(([field]) => field !== 'sources' && field !== 'source')
    .map(([field, value]) => ({
      field,
      value: typeof value === 'string' ? value : JSON.stringify(value),
      record_id: r.id,
      source_urls: urls.length ? urls : [r.source_url],
    }))
}

/** USD value of an amount at the announcement date, with the rate it used. */
function toUsd(
  value: number | null,
  currency: Currency | null,
  date: string | null,
  fx: FundingFx,
): FundingRound['amount_usd'] {
  const none = (reason: string) => ({ value: null, fx_rate: null, fx_date: null, fx_source: null, reason })
  if (value === null) return none('no parsed amount to convert')
  if (currency === 'USD') return { value, fx_rate: null, fx_date: null, fx_source: null, reason: null }
  if (currency !== 'CNY' && currency !== 'HKD') return none(`no bundled ${currency ?? 'unknown-currency'} rate`)
  const day = fxDay(date)
  if (!day) return none(`announcement date "${date ?? 'unknown'}" is not precise to the month; no rate is picked`)
  const rate = fx[currency].on(day)
  // More than FX_MAX_DAYS between the rate and the day (a monthly HKD average) is said, with why.
  const gap = Math.abs(daysBetween(day, rate.date))
  const why = rate.source.startsWith('FRED EXHKUS')
    ? "only FRED's monthly HKD averages are bundled"
    : 'the nearest bundled rate on or before it'
  const far = gap > FX_MAX_DAYS ? `the rate is dated ${rate.date}, ${gap} days from ${day}: ${why}` : null
  const basis =
    [day === date ? null : `rate for ${date} taken on ${day} (first day of the month: an assumption)`, far]
      .filter(Boolean)
      .join('; ') || null
  return {
    value: Math.round(value / rate.rate),
    fx_rate: rate.rate,
    fx_date: rate.date,
    fx_source: rate.source,
    reason: basis,
  }
}

/**
 * One sourced record as a draft round; the upstream figure wins over the
 * parser when both exist (the compiler read the page's context).
 */
export function fromSourced(r: SourcedRecord, fx: FundingFx): Draft | Rejected {
  if (!r.source_url) return { source: 'funding_rounds_sourced', record: r.id, reason: 'no source_url' }
  const currency = (r.currency as Currency | null) ?? null
  const parsed = parseAmount(r.amount_reported, currency)
  const upstream =
    currency === 'CNY' ? (r.amount_cny ?? null) : currency === 'HKD' ? (r.amount_hkd ?? null) : r.amount_usd
  let value: number | null = upstream ?? null
  let reason: string | null = null
  if (!r.is_round) {
    value = null
    reason = 'status note, not a round'
  } else if (value === null && parsed.value !== null && !/conflict/i.test(r.amount_usd_note ?? '')) value = parsed.value
  else if (value === null)
    reason =
      parsed.value === null
        ? parsed.reason
        : `${r.amount_usd_note} (the words give ${parsed.value} ${parsed.currency}); left empty as upstream`
  else if (parsed.value !== null && parsed.value !== value)
    reason =
      `parser read ${parsed.value} ${parsed.currency} ("${parsed.matched}"); the upstream figure is used: ` +
      `${r.amount_cny_note ?? r.amount_usd_note ?? 'read from the page'}`
  const noteQualifier =
    QUALIFIER_NOTE.find(([re]) => re.test(`${r.amount_note ?? ''} ${r.amount_usd_note ?? ''}`))?.[1] ?? null
  const qualifier = value === null ? null : ((parsed.value !== null ? parsed.qualifier : null) ?? noteQualifier)
  const usd = r.is_round
    ? toUsd(value, currency, r.date_announced, fx)
    : { value: 0, fx_rate: null, fx_date: null, fx_source: null, reason: 'no outside funding' }
  // A source that itself states the USD figure of a non-USD amount (e.g. MiniMax's HK IPO) is kept beside ours.
  if (currency !== 'USD' && r.amount_usd && usd.value !== null)
    usd.reason = [usd.reason, `the source states USD ${r.amount_usd}`].filter(Boolean).join('; ')
  return {
    company: r.company,
    company_zh: r.company_zh ?? null,
    country: r.country,
    business: r.business ?? null,
    round: r.round,
    is_round: r.is_round,
    date_announced: r.date_announced,
    date_note: r.date_note ?? null,
    status: r.status,
    amount: { reported: r.amount_reported, value, currency, qualifier, reason },
    amount_usd: usd,
    debt_usd: null,
    valuation_reported: r.post_money_valuation_reported,
    valuation_usd: r.valuation_usd ?? null,
    valuation_cny: r.valuation_cny ?? null,
    lead_investors: r.lead_investors,
    other_investors: r.other_investors,
    sources: [
      {
        dataset: 'funding_rounds_sourced',
        record_id: r.id,
        url: r.source_url,
        page_date: r.page_date,
        evidence: r.evidence ?? null,
      },
    ],
    notes: r.notes ?? null,
    registry_facts: registryFacts(r),
  }
}

/** M/D/YYYY (Epoch) to YYYY-MM-DD. */
export function usDate(text: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim())
  return m ? `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}` : null
}

/** Epoch AI's data hub page that publishes the funding-rounds table. */
const EPOCH_HUB_URL = 'https://epoch.ai/data/ai-companies'

const num = (text: string) => (text.trim() === '' ? null : Number(text))

/** One Epoch CSV row as a draft round (amounts are USD already; date = close date, else report date). */
export function fromEpoch(row: Record<string, string>, countries: Record<string, string>): Draft | Rejected {
  const id = row.Id.trim()
  const close = usDate(row['Close date'])
  const report = usDate(row['Report date'])
  const date = close ?? report
  if (!date) return { source: 'epoch_ai_companies_funding_rounds', record: id, reason: 'no close or report date' }
  const equity = num(row['Funding (equity)'])
  // A row whose notes cite no page links to Epoch's data hub, which publishes the row.
  const url = /https?:\/\/\S+/.exec(row.Notes)?.[0]?.replace(/[)".,]+$/, '') ?? EPOCH_HUB_URL
  return {
    company: row.Company,
    company_zh: null,
    country: countries[row.Company] ?? 'unknown',
    business: null,
    round: id,
    is_round: true,
    date_announced: date,
    date_note: close
      ? `Epoch close date${report ? `; report date ${report}` : ''}`
      : 'Epoch report date (no close date)',
    status: row.Status || null,
    amount: {
      reported: equity === null ? null : `Funding (equity) ${row['Funding (equity)']} USD (Epoch)`,
      value: equity,
      currency: 'USD',
      qualifier: null,
      reason:
        equity === null
          ? 'Epoch gives no equity amount'
          : row.Type.includes('Secondary')
            ? 'secondary sale: no new money'
            : null,
    },
    amount_usd: {
      value: equity,
      fx_rate: null,
      fx_date: null,
      fx_source: null,
      reason: equity === null ? 'no amount' : null,
    },
    debt_usd: num(row['Funding (debt)']),
    valuation_reported: row['Valuation (post-money)']
      ? `${row['Valuation (post-money)']} USD post-money (Epoch)`
      : null,
    valuation_usd: num(row['Valuation (post-money)']),
    valuation_cny: null,
    lead_investors: [],
    other_investors: [],
    sources: [
      {
        dataset: 'epoch_ai_companies',
        record_id: id,
        url,
        page_date: report,
        evidence: row.Notes.slice(0, 400) || null,
      },
    ],
    registry_facts: [],
    notes:
      [
        row.Type && `Type: ${row.Type}`,
        row.Confidence && `Epoch confidence: ${row.Confidence}`,
        row['Exclude from graph view'] === 'TRUE' && 'Epoch excludes this row from its graph view',
      ]
        .filter(Boolean)
        .join('; ') || null,
  }
}
