// The envelope every output carries (spec 2.2): as_of, source_url, license, plus the upstream
// datasets the numbers come from.
import { z } from 'zod'
import { isoDate } from './schemas.ts'

/** The license of this service's compilation; each upstream dataset keeps its own (listed in `sources`). */
export const LICENSE = 'CC-BY-4.0 (this compilation; cite the page URL and date). Upstream licenses: see sources.'

export const DatasetSource = z
  .object({
    name: z.string().describe('Upstream dataset'),
    url: z.string().describe('Where it is published (repository file at a commit, or page)'),
    license: z.string().describe('Its license'),
    retrieved: isoDate.describe('Date of the upstream version used'),
  })
  .describe('An upstream dataset behind these numbers')

export type DatasetSource = z.infer<typeof DatasetSource>

export const envelope = z.object({
  as_of: isoDate.describe('Date of the data: the latest upstream observation in it'),
  source_url: z.string().describe('Citable URL of this data on this service; cite it with the as_of date'),
  license: z.string().describe('License of this data'),
  sources: z.array(DatasetSource).describe('Upstream datasets the numbers come from'),
  note: z.string().optional().describe('Why a list is empty or partial, when it is'),
})
