import { z } from 'zod'
import { defineTool } from './define.ts'
import { envelope } from './envelope.ts'
import { ProcurementSummaryPayload } from './schemas/procurement.ts'
import { readPayload } from './snapshot.ts'

/** Snapshot name shared by the producer and this tool. */
export const PROCUREMENT_SUMMARY = 'procurement_summary'

const { as_of: _a, sources: _s, note: _n, ...body } = ProcurementSummaryPayload.shape

export default defineTool({
  name: 'get_procurement_summary',
  title: 'China AI-compute procurement summary',
  description: 'Dated counts and budget and award totals over the 7 and 30 days before as_of (and the latest 7 and 30 days that hold records, each window dated), the category split, the largest projects, upcoming deadlines, top suppliers, and the page link of each record it names.',
  about: 'the last 7 and 30 days of China AI-compute procurement in counts and totals',
  dataset: PROCUREMENT_SUMMARY,
  auth: 'none',
  rest: false,
  feed: { file: 'procurement_summary.json', contentType: 'application/json', whole: true },
  input: z.strictObject({}),
  output: envelope.extend(body),
  async handler(_input, { store }) {
    return readPayload<z.infer<typeof ProcurementSummaryPayload>>(store, PROCUREMENT_SUMMARY)
  },
})
