// Calendar arithmetic on YYYY-MM-DD strings, in UTC so no day is skipped or doubled by a time zone.

/** The day after `date`. */
export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

/** Today in UTC. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}
