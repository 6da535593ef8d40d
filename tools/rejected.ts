// The one shape of a refused record, shared by every dataset's builder and by the refresh's run report
// (the type was declared once per dataset).
import { z } from 'zod'

/** A record a source sent that is not published, and why: the source's name, which record, the reason in words. */
export interface Rejected {
  source: string
  record: string
  reason: string
}

/**
 * The records of a file that fit `schema`. Each other record is rejected as `source`'s, by its id,
 * with the field where it does not fit and why, and the rest are read on: one bad record never
 * stops a file, and none is published unchecked.
 */
export function checkedRecords<T>(
  source: string,
  list: readonly unknown[],
  schema: z.ZodType<T>,
  rejected: Rejected[],
  idOf: (raw: unknown, at: number) => string = (raw, at) => String((raw as { id?: unknown })?.id ?? `#${at}`),
): T[] {
  const records: T[] = []
  list.forEach((raw, at) => {
    const parsed = schema.safeParse(raw)
    if (parsed.success) records.push(parsed.data)
    else {
      const issue = parsed.error.issues[0]
      rejected.push({ source, record: idOf(raw, at), reason: `${issue.path.join('.') || 'record'}: ${issue.message}` })
    }
  })
  return records
}

/** A hand-compiled file of sourced records: the day it was compiled, then the records, each checked on read. */
export const RecordsFile = z.object({ compiled_on: z.iso.date(), records: z.array(z.unknown()) })
