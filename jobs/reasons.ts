// Why a record was held back, counted: one short name per reason, shared by the run report and the
// price coverage table.

/** The short name of a reason: its leading "gate:" word, else its first words up to a colon or a number. */
export const reasonKind = (reason: string) =>
  /^([a-z_]+):/.exec(reason)?.[1] ??
  reason
    .split(/[:;(\d"']/)[0]
    .trim()
    .slice(0, 60)

/** Records counted by the kind of their reason. */
export function countByReason(records: { reason: string }[]): Record<string, number> {
  const out: Record<string, number> = {}
  for (const r of records) {
    const k = reasonKind(r.reason)
    out[k] = (out[k] ?? 0) + 1
  }
  return out
}
