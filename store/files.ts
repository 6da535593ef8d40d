// What the embedded store reads back from its own files, checked on read: a file edited by hand or
// written by another version is refused with its name and the field, never taken as typed data.
import { z } from 'zod'
import type { Lease } from './shared.ts'
import type { ApiKey, DatasetReport, RefreshRun } from './types.ts'

const ApiKeyRecord = z.object({
  id: z.string(),
  hash: z.string(),
  tier: z.string(),
  active: z.boolean(),
  created_at: z.string(),
  last_used_at: z.string().optional(),
  label: z.string().optional(),
}) satisfies z.ZodType<ApiKey>

const DatasetReportRecord = z.object({
  status: z.enum(['ok', 'failed']),
  records: z.number(),
  rejected: z.number(),
  dropped_by_reason: z.record(z.string(), z.number()).optional(),
  ms: z.number(),
  error: z.string().optional(),
}) satisfies z.ZodType<DatasetReport>

const RefreshRunRecord = z.object({
  id: z.string(),
  kind: z.enum(['refresh', 'seed']).optional(),
  started_at: z.string(),
  finished_at: z.string().optional(),
  status: z.enum(['running', 'ok', 'partial', 'failed']),
  counts: z.record(z.string(), z.object({ records: z.number(), rejected: z.number() })),
  quarantined: z.array(z.object({ source: z.string(), record: z.string(), reason: z.string() })),
  errors: z.array(z.string()),
  date: z.string().optional(),
  datasets: z.record(z.string(), DatasetReportRecord).optional(),
  reports: z.record(z.string(), z.unknown()).optional(),
}) satisfies z.ZodType<RefreshRun>

/** keys.json: every API key, its secret only as a hash. */
export const KeysFile = z.array(ApiKeyRecord)
/** runs.json: the newest refresh runs. */
export const RunsFile = z.array(RefreshRunRecord)
/** A lease's file: the lease, and which process on which host holds it (so a dead holder frees it). */
export const LeaseFile = z.object({
  acquired: z.boolean(),
  holder: z.string(),
  expires_at: z.string(),
  pid: z.number().int(),
  host: z.string(),
}) satisfies z.ZodType<Lease>

/** The JSON in `text`, checked against `schema`; otherwise an error naming the file and the field. */
export function parseStoreFile<T>(text: string, schema: z.ZodType<T>, path: string): T {
  const parsed = schema.safeParse(JSON.parse(text))
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new Error(`${path}: ${issue.path.join('.') || 'top level'}: ${issue.message}`)
}
