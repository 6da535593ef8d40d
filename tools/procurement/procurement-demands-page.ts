// The tenders' pages: the table of tender notices, a page per notice with its budget and evidence.
import { col, defineView, field } from '../page.ts'
import { PROCUREMENT_DEMANDS, type ProcurementDemand } from './procurement-demands.ts'

/** The procurement feeds' note in words, for the tenders' and the awards' pages. */
export const PROCUREMENT_NOTE =
  'The records come from news reports and company disclosures that quote official notices; no page of the ' +
  'official procurement sites (ccgp, ggzy) was available. Amounts stay as written beside their parsed value; ' +
  'estimates are marked as such, and the AI-specific filter keeps AI-only figures.'

export const procurementDemandsPage = defineView<ProcurementDemand>({
  dataset: PROCUREMENT_DEMANDS,
  title: 'China AI-compute tenders',
  about:
    'Tender notices for AI compute and compute-adjacent work in China: buyer, budget as written and parsed, ' +
    'deadline, region, category; the Chinese text and the evidence quoted from the source page kept.',
  method: 'procurement',
  note: () => PROCUREMENT_NOTE,
  key: (t) => t.id,
  recordTitle: (t) => t.title,
  columns: [
    field('title', 'Project', 'text', { link: 'record' }),
    field('buyer', 'Buyer'),
    field('province', 'Province', 'text', { filter: true }),
    field('category', 'Category', 'text', { filter: true }),
    col('budget.value', 'Budget', (t) => t.budget?.value, 'money'),
    col('budget.currency', 'Currency', (t) => t.budget?.currency),
    field('budget_raw', 'Budget as written'),
    field('deadline', 'Deadline', 'date'),
    field('page_date', 'Page date', 'date'),
    field('ai_compute_specific', 'AI-specific', 'bool', { filter: true }),
  ],
  fields: [
    field('title', 'Project'),
    field('buyer', 'Buyer'),
    field('buyer_type', 'Buyer type'),
    field('project_id', 'Project id'),
    field('category', 'Category'),
    field('region', 'Region'),
    field('province', 'Province'),
    field('budget_raw', 'Budget as written'),
    col('budget.value', 'Budget (parsed)', (t) => t.budget?.value, 'money'),
    col('budget.currency', 'Currency', (t) => t.budget?.currency),
    col('budget.tax', 'Tax basis', (t) => t.budget?.tax),
    field('deadline', 'Deadline', 'date'),
    field('deadline_time', 'Deadline time'),
    field('quantity', 'Quantity'),
    field('amount_is_estimate', 'Estimate', 'bool'),
    field('match_group', 'Linked notices'),
    field('page_date_raw', 'Date as written'),
    field('source_publisher', 'Publisher'),
    field('source_kind', 'Source kind'),
    field('evidence', 'Evidence (quoted)'),
    field('notes', 'Notes'),
  ],
  cites: (t) => [{ label: t.source_publisher ?? t.source_kind, url: t.url, observed: t.page_date ?? t.observed }],
})
