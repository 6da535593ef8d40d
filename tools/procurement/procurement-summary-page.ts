// The procurement summary's page: the summary's figures (windows, categories, largest projects,
// deadlines, top suppliers) as tables, then every record it names, each linked to its own page.
import { col, defineSummary, defineView, field } from '../page.ts'
import { PROCUREMENT_SUMMARY, type ProcurementSummaryPayload } from './procurement-summary.ts'

type Summary = ProcurementSummaryPayload
type RecordLink = Summary['items'][number]
type Window = NonNullable<Summary['windows']['last_7_days']>

/** A window of the summary with its name in words. */
type NamedWindow = Window & { name: string }

const WINDOW_NAMES: [keyof Summary['windows'], string][] = [
  ['last_7_days', 'Last 7 days'],
  ['last_30_days', 'Last 30 days'],
  ['latest_7_days_with_records', 'Latest 7 days with notices'],
  ['latest_30_days_with_records', 'Latest 30 days with notices'],
]

/** The notices a window leaves out of its totals, in words ("1 without an amount"). */
function leftOut(w: Window): string {
  const n = w.not_in_totals
  const parts = [
    [n.no_amount, 'without an amount'],
    [n.usd, 'in USD only'],
    [n.estimate, 'estimated'],
    [n.cancelled, 'cancelled'],
  ] as const
  return (
    parts
      .filter(([count]) => count > 0)
      .map(([count, why]) => `${count} ${why}`)
      .join(', ') || 'none'
  )
}

const summary = (payload: unknown) => payload as Summary

export const procurementSummaryPage = defineView<RecordLink>({
  dataset: PROCUREMENT_SUMMARY,
  title: 'China AI-compute procurement: summary',
  about:
    'Counts and budget and award totals over the 7 and 30 days before the data date (and the latest 7 and 30 ' +
    'days that hold notices), the category split, the largest projects, upcoming deadlines and top suppliers; ' +
    'below, every notice with its page.',
  method: 'procurement',
  note: () =>
    'Totals are in CNY as the notices write them (万 and 亿 applied). Amounts stated in USD, estimates and ' +
    'cancelled awards are counted beside the totals, not summed in them; an amount written as a floor (超) is ' +
    'summed at that floor.',
  summary: [
    defineSummary<RecordLink, NamedWindow>({
      title: 'Counts and totals by window',
      about: 'Notices by the date of their page; candidate bids are the first-ranked candidate’s.',
      rows: (p) =>
        WINDOW_NAMES.flatMap(([key, name]) => {
          const w = summary(p).windows[key]
          return w ? [{ ...w, name }] : []
        }),
      columns: [
        field('name', 'Window'),
        field('start', 'From', 'date'),
        field('end', 'To', 'date'),
        field('tenders', 'Tenders', 'int'),
        field('awards', 'Awards', 'int'),
        field('candidates', 'Candidate lists', 'int'),
        // A sum over no notice is shown as a dash, not as an amount of 0.
        col('budget_total_cny', 'Budgets', (w) => (w.tenders ? w.budget_total_cny : null), 'cny'),
        col('award_total_cny', 'Awards', (w) => (w.awards ? w.award_total_cny : null), 'cny'),
        col('candidate_total_cny', 'Candidate bids', (w) => (w.candidates ? w.candidate_total_cny : null), 'cny'),
        col('left_out', 'Left out of the totals', leftOut),
      ],
      empty: 'No window.',
    }),
    defineSummary<RecordLink, Summary['category_split'][number]>({
      title: 'By category',
      rows: (p) => summary(p).category_split,
      columns: [
        field('category', 'Category'),
        field('tenders', 'Tenders', 'int'),
        field('deals', 'Awards and candidate lists', 'int'),
        col('budget_total_cny', 'Budgets', (c) => (c.tenders ? c.budget_total_cny : null), 'cny'),
        col('deal_total_cny', 'Deal amounts', (c) => (c.deals ? c.deal_total_cny : null), 'cny'),
      ],
      empty: 'No notice.',
    }),
    defineSummary<RecordLink, Summary['largest_projects'][number]>({
      title: 'Largest projects',
      rows: (p) => summary(p).largest_projects,
      columns: [
        field('title', 'Notice', 'text', { link: (r) => r.page }),
        field('kind', 'Kind'),
        field('page_date', 'Page date', 'date'),
        col('amount_cny', 'Amount', (r) => r.amount_cny, 'cny'),
        col('lower_bound', 'At least', (r) => r.lower_bound),
        field('amount_raw', 'As written'),
      ],
      empty: 'No notice with an amount.',
    }),
    defineSummary<RecordLink, Summary['upcoming_deadlines'][number]>({
      title: 'Upcoming deadlines',
      rows: (p) => summary(p).upcoming_deadlines,
      columns: [
        field('title', 'Tender', 'text', { link: (r) => r.page }),
        field('deadline', 'Deadline', 'date'),
        field('deadline_time', 'Time'),
      ],
      empty: 'No tender in the data has a deadline after the data date.',
    }),
    defineSummary<RecordLink, Summary['top_suppliers'][number]>({
      title: 'Top suppliers',
      about: 'Award winners only, by projects won; every spelling of a company counts under one name.',
      rows: (p) => summary(p).top_suppliers,
      columns: [
        field('name', 'Supplier'),
        field('projects', 'Projects won', 'int'),
        field('awards', 'Awards', 'int'),
        field('candidates', 'Candidate lists', 'int'),
        // 0 in the feed: no amount stated (a dash, never a price of nothing).
        col('stated_amount_cny', 'Stated amounts won', (r) => r.stated_amount_cny || null, 'cny'),
      ],
      empty: 'No award names a winner.',
    }),
  ],
  columns: [
    field('title', 'Notice', 'text', { link: (r) => r.page }),
    field('kind', 'Kind', 'text', { filter: true }),
    field('page_date', 'Page date', 'date'),
    field('url', 'Source', 'url'),
  ],
})
