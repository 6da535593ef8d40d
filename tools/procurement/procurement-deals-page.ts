// The awards' pages: the table of award and candidate notices, a page per notice with its suppliers
// resolved to the companies of data/registry/suppliers.csv.
import { col, defineSection, defineView, field } from '../page.ts'
import { PROCUREMENT_NOTE } from './procurement-demands-page.ts'
import { PROCUREMENT_DEALS, type ProcurementDeal } from './procurement-deals.ts'

type Supplier = ProcurementDeal['suppliers'][number]

export const procurementDealsPage = defineView<ProcurementDeal>({
  dataset: PROCUREMENT_DEALS,
  title: 'China AI-compute awards and candidate lists',
  about:
    'Award (中标/成交) and candidate-list (中标候选人) notices for AI compute in China: buyer, suppliers, amount as ' +
    'written and parsed, cancelled (废标) flag; the Chinese text and the evidence quoted from the source page ' +
    'kept.',
  method: 'procurement',
  note: () => PROCUREMENT_NOTE,
  key: (d) => d.id,
  recordTitle: (d) => d.title,
  columns: [
    field('title', 'Project', 'text', { link: 'record' }),
    field('kind', 'Kind', 'text', { filter: true }),
    field('buyer', 'Buyer'),
    col('suppliers', 'Suppliers', (d) => d.suppliers.map((s) => s.name).join('、')),
    col('amount.value', 'Amount', (d) => d.amount?.value, 'money'),
    col('amount.currency', 'Currency', (d) => d.amount?.currency),
    field('amount_raw', 'Amount as written'),
    field('cancelled', '废标', 'bool', { filter: true }),
    field('province', 'Province', 'text', { filter: true }),
    field('page_date', 'Page date', 'date'),
  ],
  fields: [
    field('title', 'Project'),
    field('kind', 'Kind'),
    field('buyer', 'Buyer'),
    field('buyer_type', 'Buyer type'),
    field('project_id', 'Project id'),
    field('category', 'Category'),
    field('region', 'Region'),
    field('province', 'Province'),
    field('amount_raw', 'Amount as written'),
    col('amount.value', 'Amount (parsed)', (d) => d.amount?.value, 'money'),
    col('amount.currency', 'Currency', (d) => d.amount?.currency),
    col('amount.tax', 'Tax basis', (d) => d.amount?.tax),
    field('amount_is_estimate', 'Estimate', 'bool'),
    field('cancelled', 'Cancelled (废标)', 'bool'),
    field('cancelled_reason', 'Cancellation'),
    field('match_group', 'Linked notices'),
    field('page_date_raw', 'Date as written'),
    field('source_publisher', 'Publisher'),
    field('source_kind', 'Source kind'),
    field('evidence', 'Evidence (quoted)'),
    field('notes', 'Notes'),
  ],
  cites: (d) => [{ label: d.source_publisher ?? d.source_kind, url: d.url, observed: d.page_date ?? d.observed }],
  sections: [
    defineSection<ProcurementDeal, Supplier>({
      title: 'Suppliers',
      rows: (data) => data.record.suppliers,
      columns: [
        field('name', 'Supplier'),
        col('entities', 'Company (suppliers.csv)', (s) =>
          s.entities.map((e) => (e.role === 'sole' ? e.name : `${e.name} (${e.role})`)).join('、'),
        ),
        field('rank', 'Rank', 'int'),
        col('amount.raw', 'Amount as written', (s) => s.amount?.raw),
        col('amount.value', 'Amount', (s) => s.amount?.value, 'money'),
        field('share', 'Share'),
      ],
      empty: 'No supplier named.',
    }),
  ],
})
