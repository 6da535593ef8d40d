// AI funding: the sourced rounds merged with Epoch's (data/bundled/ai-funding).
import aiFunding, { AI_FUNDING, AiFundingPayload } from '../../../tools/ai-funding.ts'
import { col, type PageView } from '../../../tools/page.ts'
import { bundledProducer, type Dataset } from '../../dataset.ts'
import { produceAiFunding } from './build.ts'

export default {
  tools: [aiFunding],
  producer: bundledProducer(AI_FUNDING, AiFundingPayload, (ctx) => produceAiFunding(undefined, ctx.fx)),
  page: {
    dataset: AI_FUNDING,
    title: 'AI funding rounds',
    about:
      "Funding rounds of AI companies, US and China first: company, round, amount as reported (the words kept) and parsed, USD at the announcement date's FX with the rate and its date, valuation, investors and source links.",
    method: 'ai-funding',
    key: (f) => f.id,
    recordTitle: (f) => `${f.company}: ${f.round}`,
    columns: [
      col('company', 'Company', 'text', { link: 'record' }),
      col('company_zh', '公司'),
      col('country', 'Country', 'text', { filter: true }),
      col('round', 'Round'),
      col('date_announced', 'Announced', 'date'),
      col('amount.reported', 'Amount as reported'),
      col('amount_usd.value', 'USD', 'usd'),
      col('valuation_usd', 'Valuation USD', 'usd'),
      col('status', 'Status', 'text', { filter: true }),
    ],
    fields: [
      col('company', 'Company'),
      col('company_zh', '公司'),
      col('country', 'Country'),
      col('business', 'Business'),
      col('round', 'Round'),
      col('date_announced', 'Announced'),
      col('date_note', 'Date note'),
      col('status', 'Status'),
      col('amount.reported', 'Amount as reported'),
      col('amount.value', 'Amount', 'number'),
      col('amount.currency', 'Currency'),
      col('amount.qualifier', 'Qualifier'),
      col('amount_usd.value', 'USD', 'usd'),
      col('amount_usd.fx_rate', 'FX rate', 'number'),
      col('amount_usd.fx_date', 'FX date', 'date'),
      col('amount_usd.fx_source', 'FX source'),
      col('amount_usd.reason', 'Why no USD'),
      col('valuation_reported', 'Valuation as reported'),
      col('valuation_usd', 'Valuation USD', 'usd'),
      col('valuation_cny', 'Valuation CNY', 'cny'),
      col('lead_investors', 'Lead investors'),
      col('other_investors', 'Other investors'),
      col('notes', 'Notes'),
    ],
    cites: (f) =>
      f.sources.map((s: { dataset: string; record_id: string; url: string; page_date: string | null }) => ({
        label: `${s.dataset} ${s.record_id}`,
        url: s.url,
        observed: s.page_date,
      })),
    sections: [
      {
        title: 'Evidence',
        rows: (data) => data.record.sources,
        columns: [
          col('dataset', 'Dataset'),
          col('record_id', 'Record'),
          col('page_date', 'Page date', 'date'),
          col('evidence', 'Evidence (as the source words it)'),
          col('url', 'Source', 'url'),
        ],
        empty: 'No source.',
      },
    ],
    defaultSort: { id: 'date_announced', dir: 'desc' },
  } satisfies PageView,
} satisfies Dataset
