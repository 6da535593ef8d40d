import { z } from 'zod'
import { defineTool } from '../define.ts'
import { envelope } from '../envelope.ts'
import { ProcurementSummaryPayload as SummaryBase } from './schema.ts'
import { readPayload } from '../snapshot.ts'

/** The dataset name its editions are stored under, shared by the producer and this tool. */
export const PROCUREMENT_SUMMARY = 'procurement_summary'

/** A winning company, one row per company of data/registry/suppliers.csv. */
const TopSupplier = z
  .object({
    supplier_id: z.string().describe('Row id in data/registry/suppliers.csv'),
    name: z
      .string()
      .describe("The table's name for the company: its legal name when a notice wrote it, else its short name"),
    legal_name: z.string().nullable().describe('Legal name as a bundled notice writes it; null when none does'),
    english_name: z.string().nullable().describe('English name as a bundled source writes it'),
    names_as_written: z.array(z.string()).describe('Every supplier entry, as written, that named it as a winner'),
    projects: z.number().int().describe('Projects it won (match_group, else notice), alone or in a consortium'),
    awards: z.number().int().describe('Award notices naming it a winner (ranked first, or unranked)'),
    consortium_awards: z.number().int().describe('Of those, awards won as a consortium (联合体) lead or member'),
    candidates: z.number().int().describe('Candidate lists naming it (bids, not counted as wins)'),
    stated_amount_cny: z
      .number()
      .describe(
        'Stated, non-estimate CNY amounts of the awards it won alone (its ' +
          "own figure, else the notice's when it is the only winner)",
      ),
    consortium_amount_cny: z
      .number()
      .describe(
        'Stated, non-estimate CNY amounts of the awards its consortium won (shared with the other members, not split)',
      ),
    deal_ids: z.array(z.string()).describe('Award notices it won'),
  })
  .describe('A winning supplier company')

export const ProcurementSummaryPayload = SummaryBase.extend({
  top_suppliers: z
    .array(TopSupplier)
    .describe('Companies by projects won: award winners only, every spelling of a company under one name'),
}).describe('procurement-summary feed')
export type ProcurementSummaryPayload = z.infer<typeof ProcurementSummaryPayload>

const { as_of: _a, sources: _s, note: _n, ...body } = ProcurementSummaryPayload.shape
const SECTIONS = Object.keys(body) as [keyof typeof body, ...(keyof typeof body)[]]
/** Every section, each optional: a `section` query answers with that one only. */
const sections = Object.fromEntries(Object.entries(body).map(([name, schema]) => [name, schema.optional()])) as {
  [K in keyof typeof body]: z.ZodOptional<(typeof body)[K]>
}

export default defineTool({
  name: 'get_procurement_summary',
  title: 'China AI-compute procurement summary',
  description:
    'Dated counts and budget and award totals over the 7 and 30 days before as_of (and the latest 7 and 30 days ' +
    'that hold records, each window dated), the category split, the largest projects, upcoming deadlines, top ' +
    'suppliers, and the page link of each record it names.',
  about: 'the last 7 and 30 days of China AI-compute procurement in counts and totals',
  dataset: PROCUREMENT_SUMMARY,
  auth: 'none',
  rest: false,
  feed: { file: 'procurement_summary.json', contentType: 'application/json', whole: true },
  input: z.strictObject({
    section: z.enum(SECTIONS).optional().describe('Only this part of the summary; default: all'),
  }),
  output: envelope.extend(sections),
  async handler(input, { store }) {
    const payload = await readPayload<z.infer<typeof ProcurementSummaryPayload>>(store, PROCUREMENT_SUMMARY)
    if (!input.section) return payload
    return {
      as_of: payload.as_of,
      sources: payload.sources,
      ...(payload.note ? { note: payload.note } : {}),
      [input.section]: payload[input.section],
    }
  },
})
