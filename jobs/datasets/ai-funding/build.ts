// The AI funding dataset: both upstream files merged into one record per round, converted to USD at
// the announcement date, plus companies with their funding history and registry facts.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { z } from 'zod'
import { parseCsv } from '../../../tools/csv.ts'
import type { DatasetSource } from '../../../tools/envelope.ts'
import type { FundingCompany, FundingRound } from '../../../tools/ai-funding/schema.ts'
import { VENDOR_COUNTRY } from '../../../tools/vendors.ts'
import { buildCompanies, epochFoundings } from './companies.ts'
import type { FxTable } from '../../../tools/fx.ts'
import { ECB_DATASET_SOURCES, FX_FILES, loadFxSync } from '../../fx.ts'
import { type FundingFx, fundingFx } from './fx.ts'
import { companyId, mergeRounds } from './merge.ts'
import { type Draft, SourcedRecord, fromEpoch, fromSourced } from './sources.ts'
import { checkedRecords, RecordsFile, type Rejected } from '../../../tools/rejected.ts'
import { firstDay } from '../../../tools/dates.ts'

export const AI_FUNDING_DIR = fileURLToPath(new URL('../../../data/bundled/ai-funding/', import.meta.url))
const FX_DIR = fileURLToPath(new URL('../../../data/bundled/', import.meta.url))

export interface AiFundingInputs {
  sourced: z.infer<typeof RecordsFile>
  epochRounds: Record<string, string>[]
  epochCompanies: Record<string, string>[]
  fx: FundingFx
}

export interface AiFundingPayload {
  as_of: string
  as_of_basis: string
  sources: DatasetSource[]
  note?: string
  items: FundingRound[]
  companies: FundingCompany[]
}

const AI_FUNDING_SOURCES: DatasetSource[] = [
  {
    name: 'funding_rounds_sourced.json (hand-compiled from stored public pages; every round links its page)',
    url: 'data/bundled/ai-funding/funding_rounds_sourced.json (compiled 2026-11-22; origin in PROVENANCE.md)',
    license: 'facts with citations; each round links its source page',
    retrieved: '2026-11-22',
  },
  {
    name: 'Epoch AI, AI Companies: funding rounds and companies',
    url: 'https://github.com/sr3-k/data/tree/19836afc449abb71b6bef43214bf3fb04ece4cce',
    license: 'CC BY 4.0 (Epoch AI)',
    retrieved: '2025-12-14',
  },
  {
    name: 'FRED DEXCHUS daily and FRED monthly exchange rates (CNY, HKD per USD)',
    url: 'https://fred.stlouisfed.org/series/DEXCHUS',
    license: 'public domain (US federal data); monthly file ODC-PDDL 1.0',
    retrieved: '2026-07-21',
  },
  ...ECB_DATASET_SOURCES,
]

const isRejected = (d: Draft | Rejected): d is Rejected => 'reason' in d && 'record' in d

const AS_OF_BASIS =
  "as_of = the newest observation in the feed: the latest `observed` date of any round (a round's observed = the " +
  "latest of its announcement date and its sources' page dates; a date known only to the month or year counts as " +
  'its first day). It dates the newest round seen, not the day the feed was built.'

/** Pure: the payload and the refused records. as_of = the newest observation (AS_OF_BASIS). */
export function buildAiFunding(inputs: AiFundingInputs): { payload: AiFundingPayload; rejected: Rejected[] } {
  const rejected: Rejected[] = []
  const drafts: Draft[] = []
  const epochCountry = (name: string) => {
    const c = VENDOR_COUNTRY[companyId(name).split('-')[0]]
    return c === 'other' ? 'other (non-US, non-CN)' : c
  }
  const countries = Object.fromEntries(inputs.epochRounds.map((r) => [r.Company, epochCountry(r.Company) ?? 'unknown']))
  const sourced = checkedRecords('funding_rounds_sourced.json', inputs.sourced.records, SourcedRecord, rejected)
  for (const r of sourced) {
    const d = fromSourced(r, inputs.fx)
    if (isRejected(d)) rejected.push(d)
    else drafts.push(d)
  }
  for (const row of inputs.epochRounds) {
    const d = fromEpoch(row, countries)
    if (isRejected(d)) rejected.push(d)
    else drafts.push(d)
  }
  const items = mergeRounds(drafts)
  const companies = buildCompanies(items, sourced, epochFoundings(inputs.epochCompanies))
  const as_of =
    items
      .map((i) => firstDay(i.observed ?? ''))
      .sort()
      .at(-1) || inputs.sourced.compiled_on
  return { payload: { as_of, as_of_basis: AS_OF_BASIS, sources: AI_FUNDING_SOURCES, items, companies }, rejected }
}

/** Reads the bundled files (the only I/O); CNY with the run's FX table, else the bundled one. */
export function loadAiFundingInputs(dir = AI_FUNDING_DIR, cny: FxTable = loadFxSync()): AiFundingInputs {
  const read = (path: string) => readFileSync(path, 'utf8')
  return {
    sourced: RecordsFile.parse(JSON.parse(read(`${dir}/funding_rounds_sourced.json`))),
    epochRounds: parseCsv(read(`${dir}/epoch_ai_companies_funding_rounds.csv`)),
    epochCompanies: parseCsv(read(`${dir}/epoch_ai_companies.csv`)),
    fx: fundingFx(cny, read(`${FX_DIR}/${FX_FILES.fredMonthly}`)),
  }
}

/** Load + build. */
export function produceAiFunding(dir?: string, cny?: FxTable) {
  return buildAiFunding(loadAiFundingInputs(dir, cny))
}
