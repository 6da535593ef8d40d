// Days as sellers write them ('2026-05-22', 'July 31, 2026', '2026年9月9日') to ISO days.

/** The ISO day a page's date names, or null when it names none. */
export function isoDay(text: string | null | undefined): string | null {
  if (!text) return null
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim())
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`
  const cjk = /(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/.exec(text)
  if (cjk) return `${cjk[1]}-${cjk[2].padStart(2, '0')}-${cjk[3].padStart(2, '0')}`
  const at = Date.parse(`${text} UTC`)
  return Number.isNaN(at) ? null : new Date(at).toISOString().slice(0, 10)
}

/** A day and time a mainland page states in Beijing time (UTC+8) as a UTC instant, '2026-09-23T16:00Z'. */
export function beijingInstant(year: number, month: number, day: number, hour: number, minute: number): string {
  return `${new Date(Date.UTC(year, month - 1, day, hour - 8, minute)).toISOString().slice(0, 16)}Z`
}
