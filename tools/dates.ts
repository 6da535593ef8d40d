// Calendar arithmetic on YYYY-MM-DD strings, in UTC so no day is skipped or doubled by a time zone.

/** The day after `date`. */
export function nextDay(date: string): string {
  let next = nextDays.get(date)
  if (next === undefined) {
    next = addDays(date, 1)
    if (nextDays.size < 100_000) nextDays.set(date, next)
  }
  return next
}
/** Days already stepped: a daily history steps through the same few thousand days once per model. */
const nextDays = new Map<string, string>()

/** `date` moved by `days` (negative: earlier). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** Whole days from `a` to `b` (positive when b is later). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000)
}

/** A date of any precision as the first day it can mean (2026 -> 2026-01-01, 2026-06 -> 2026-06-01). */
export const firstDay = (date: string) =>
  date.length === 4 ? `${date}-01-01` : date.length === 7 ? `${date}-01` : date

/** The day of a day or an instant (YYYY-MM-DD or YYYY-MM-DDTHH:MMZ). */
export const dayOf = (t: string) => t.slice(0, 10)

/** Today in UTC. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}
