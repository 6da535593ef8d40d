import { z } from 'zod'
import { aiFundingFilter, FundingCompany, FundingRound, matchAiFunding } from './schema.ts'
import { listTool } from '../snapshot.ts'

/** The dataset name its editions are stored under, shared by the producer and this tool. */
export const AI_FUNDING = 'ai_funding'

const aiFunding = listTool({
  name: 'get_ai_funding',
  title: 'AI funding rounds',
  description:
    'Funding rounds of AI companies, US and China first: company, business, round, amount as reported (the words ' +
    "kept) and parsed (number, currency, over/about/up-to flags), USD at the announcement date's FX with the " +
    'rate and its date, valuation, investors and source links; the same round from two sources is one record ' +
    'with both. Companies (funding history; registry facts where a source states them) are in /data/ai_funding.json.',
  about: 'funding rounds of AI companies with amounts in USD and their sources',
  rest: false,
  dataset: AI_FUNDING,
  feed: 'ai_funding.json',
  item: FundingRound,
  extras: {
    companies: z
      .array(FundingCompany)
      .describe('Companies with their funding history (feed only; absent from paged answers)')
      .optional(),
    as_of_basis: z.string().optional().describe('What as_of dates'),
  },
  feedOnly: ['companies'],
  filters: aiFundingFilter,
  match: matchAiFunding,
  limit: { fallback: 20, max: 200 },
})

export const AiFundingPayload = aiFunding.payload
export default aiFunding.tool
