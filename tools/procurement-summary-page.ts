// The procurement summary's page: the summary's figures come with the feed; the page lists every
// record it names, each linked to its own page.
import { defineView, field } from './page.ts'
import { PROCUREMENT_SUMMARY, type ProcurementSummaryPayload } from './procurement-summary.ts'

type RecordLink = ProcurementSummaryPayload['items'][number]

export const procurementSummaryPage = defineView<RecordLink>({
  dataset: PROCUREMENT_SUMMARY,
  title: 'China AI-compute procurement: summary',
  about:
    'Counts and budget and award totals over the 7 and 30 days before as_of (and the latest 7 and 30 days that ' +
    'hold records), the category split, the largest projects, upcoming deadlines and top suppliers; below, ' +
    'every record with its page.',
  method: 'procurement',
  columns: [
    field('title', 'Notice', 'text', { link: (r) => r.page }),
    field('kind', 'Kind', 'text', { filter: true }),
    field('page_date', 'Page date', 'date'),
    field('url', 'Source', 'url'),
  ],
})
