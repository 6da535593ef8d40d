// Moonshot's Platform Changelog (platform.kimi.ai, English): one <Update label="August 2026"> entry per
// month, whose sentences retire models ('were retired', 'discontinued `kimi-latest`') or close them to new
// users ('no longer offered to newly registered users', counted as retiring, as the model list's
// 停止新用户使用 is). An entry names its month only, so each is read as retired by that month's last day:
// the entry proves the model was gone within the month, and no earlier day is stated.
import { isoDay } from './dates.ts'
import type { ModelLife, PageText } from './types.ts'

/** The Markdown twin of the changelog. */
export const CHANGELOG = 'https://platform.kimi.ai/docs/platform-changelog.md'

/** The last day of a month label ('August 2026' → 2026-08-31), or null when the label is no month. */
export function monthEnd(label: string): string | null {
  const m = /^([A-Z][a-z]+) (\d{4})$/.exec(label.trim())
  const first = m && isoDay(`${m[1]} 1, ${m[2]}`)
  if (!first) return null
  const [year, month] = first.split('-').map(Number)
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)
}

/** A clause that takes models off the API: retired or discontinued, or closed to newly registered users. */
const RETIRING = /\bretired\b|\bdiscontinued\b|\bno longer offered to newly registered users\b/

/** A model id set as code (`kimi-k2.5`), and whether the page calls it a series ('`moonshot-v1` series'). */
const CODE_ID = /`([a-z][a-z0-9.-]*)`(\s+series\b)?/g

interface Said {
  model: string
  series: boolean
  day: string
  words: string
}

/** Every model or series a retiring clause names, with its entry's month end and the clause's words. */
function retiringClauses(page: PageText): { said: Said[]; problems: string[] } {
  const said: Said[] = []
  const problems: string[] = []
  const entries = [...page.text.matchAll(/<Update label="([^"]*)">([\s\S]*?)<\/Update>/g)]
  if (!entries.length) problems.push(`${page.url}: no <Update label="…"> entry`)
  for (const [, label, body] of entries) {
    const clauses = body.split(/\n|;\s/).filter((c) => RETIRING.test(c))
    const day = monthEnd(label)
    if (!day && clauses.length) problems.push(`${page.url}: "${label}" is no month (${clauses[0].trim()})`)
    for (const clause of clauses)
      for (const m of clause.matchAll(CODE_ID))
        if (day) said.push({ model: m[1], series: !!m[2], day, words: `${label}: ${clause.trim()}` })
  }
  return { said, problems }
}

/**
 * The changelog's retirements as lives: each model it names, and each model of a series it names (the
 * series' name itself, and every id the read names, `named`, or the changelog names, that starts with
 * '<series>-'), retired on the entry's month end; a model named by several entries keeps the earliest.
 */
export function changelogLives(page: PageText, named: Iterable<string>): { lives: ModelLife[]; problems: string[] } {
  const { said, problems } = retiringClauses(page)
  const ids = new Set([...named, ...said.map((s) => s.model)])
  const earliest = new Map<string, ModelLife>()
  const retire = (model: string, s: Said) => {
    const was = earliest.get(model)
    if (was && was.status_date! <= s.day) return
    earliest.set(model, { model, aliases: [], status: 'retired', status_date: s.day, url: page.url, words: s.words })
  }
  for (const s of said) {
    retire(s.model, s)
    if (s.series) for (const id of ids) if (id.startsWith(`${s.model}-`)) retire(id, s)
  }
  return { lives: [...earliest.values()], problems }
}
