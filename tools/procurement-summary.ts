import { z } from 'zod'
import { defineTool } from './define.ts'
import { envelope } from './envelope.ts'
import { ProcurementSummaryPayload } from './schemas/procurement.ts'
import { readPayload } from './snapshot.ts'

/** Snapshot name shared by the producer and this tool. */
export const PROCUREMENT_SUMMARY = 'procurement_summary'

const { as_of: _a, sources: _s, note: _n, ...body } = ProcurementSummaryPayload.shape
const SECTIONS = Object.keys(body) as [keyof typeof body, ...(keyof typeof body)[]]
/** Every section, each optional: a `section` query answers with that one only. */
const sections = Object.fromEntries(Object.entries(body).map(([name, schema]) => [name, schema.optional()])) as { [K in keyof typeof body]: z.ZodOptional<(typeof body)[K]> }

export default defineTool({
  name: 'get_procurement_summary',
  title: 'China AI-compute procurement summary',
  description: 'Dated counts and budget and award totals over the 7 and 30 days before as_of (and the latest 7 and 30 days that hold records, each window dated), the category split, the largest projects, upcoming deadlines, top suppliers, and the page link of each record it names.',
  about: 'the last 7 and 30 days of China AI-compute procurement in counts and totals',
  dataset: PROCUREMENT_SUMMARY,
  auth: 'none',
  rest: false,
  feed: { file: 'procurement_summary.json', contentType: 'application/json', whole: true },
  input: z.strictObject({
    section: z.enum(SECTIONS).optional().describe(`Only this part of the summary (${SECTIONS.join(', ')}); default: all`),
  }),
  output: envelope.extend(sections),
  async handler(input, { store }) {
    const payload = await readPayload<z.infer<typeof ProcurementSummaryPayload>>(store, PROCUREMENT_SUMMARY)
    if (!input.section) return payload
    return { as_of: payload.as_of, sources: payload.sources, ...(payload.note ? { note: payload.note } : {}), [input.section]: payload[input.section] }
  },
})
