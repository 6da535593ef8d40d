// The AI funding pages: the table of rounds, a page per round with its amounts, investors and evidence.
import { AI_FUNDING } from './tool.ts'
import { col, defineSection, defineView, field } from '../page.ts'
import type { FundingRound } from './schema.ts'

type FundingSource = FundingRound['sources'][number]

export const aiFundingPage = defineView<FundingRound>({
  dataset: AI_FUNDING,
  title: 'AI funding rounds',
  about:
    'Funding rounds of AI companies, US and China first: company, round, amount as reported (the words kept) ' +
    "and parsed, USD at the announcement date's FX with the rate and its date, valuation, investors and " +
    'source links.',
  method: 'ai-funding',
  key: (f) => f.id,
  recordTitle: (f) => `${f.company}: ${f.round}`,
  columns: [
    field('company', 'Company', 'text', { link: 'record' }),
    field('company_zh', '公司'),
    field('country', 'Country', 'text', { filter: true }),
    field('round', 'Round'),
    field('date_announced', 'Announced', 'date'),
    col('amount.reported', 'Amount as reported', (f) => f.amount.reported),
    col('amount_usd.value', 'USD', (f) => f.amount_usd.value, 'usd'),
    field('valuation_usd', 'Valuation USD', 'usd'),
    field('status', 'Status', 'text', { filter: true }),
  ],
  fields: [
    field('company', 'Company'),
    field('company_zh', '公司'),
    field('country', 'Country'),
    field('business', 'Business'),
    field('round', 'Round'),
    field('date_announced', 'Announced'),
    field('date_note', 'Date note'),
    field('status', 'Status'),
    col('amount.reported', 'Amount as reported', (f) => f.amount.reported),
    col('amount.value', 'Amount', (f) => f.amount.value, 'money'),
    col('amount.currency', 'Currency', (f) => f.amount.currency),
    col('amount.qualifier', 'Qualifier', (f) => f.amount.qualifier),
    col('amount_usd.value', 'USD', (f) => f.amount_usd.value, 'usd'),
    col('amount_usd.fx_rate', 'FX rate', (f) => f.amount_usd.fx_rate, 'number'),
    col('amount_usd.fx_date', 'FX date', (f) => f.amount_usd.fx_date, 'date'),
    col('amount_usd.fx_source', 'FX source', (f) => f.amount_usd.fx_source),
    col('amount_usd.reason', 'Why no USD', (f) => f.amount_usd.reason),
    field('valuation_reported', 'Valuation as reported'),
    field('valuation_usd', 'Valuation USD', 'usd'),
    field('valuation_cny', 'Valuation CNY', 'cny'),
    field('lead_investors', 'Lead investors'),
    field('other_investors', 'Other investors'),
    field('notes', 'Notes'),
  ],
  cites: (f) => f.sources.map((s) => ({ label: `${s.dataset} ${s.record_id}`, url: s.url, observed: s.page_date })),
  sections: [
    defineSection<FundingRound, FundingSource>({
      title: 'Evidence',
      rows: (data) => data.record.sources,
      columns: [
        field('dataset', 'Dataset'),
        field('record_id', 'Record'),
        field('page_date', 'Page date', 'date'),
        field('evidence', 'Evidence (as the source words it)'),
        field('url', 'Source', 'url'),
      ],
      empty: 'No source.',
    }),
  ],
  defaultSort: { id: 'date_announced', dir: 'desc' },
})
