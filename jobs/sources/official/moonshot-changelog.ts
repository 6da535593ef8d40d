// Moonshot's changelog, read for retirements only, in two editions. The English one (platform.kimi.ai) has one
// <Update label="August 2026"> entry per month, whose sentences retire models ('were retired', 'discontinued
// `kimi-latest`') or close them to new users ('no longer offered to newly registered users', counted as retiring,
// as the model list's 停止新用户使用 is). An entry names its month only, so each is read as retired by that month's
// last day: the entry proves the model was gone within the month, and no earlier day is stated.
// The Chinese one (platform.kimi.com, 平台新功能发布记录), as captured on 2026-09-16, heads each entry with its day
// ('2026年5月25日') and says the models were taken offline that day ('已于今日下线'): each is retired on that day.
import { isoDay } from './dates.ts'
import type { ModelLife, PageText } from './types.ts'

/** The Markdown twin of the English changelog. */
export const CHANGELOG = 'https://platform.kimi.ai/docs/platform-changelog.md'
/** The Chinese changelog's page, as rendered (a third party's text capture of it). */
export const CHANGELOG_CN = 'https://platform.kimi.com/docs/changelog'
export const isChangelog = (url: string) => url === CHANGELOG || url === CHANGELOG_CN

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

/** A line of the Chinese edition that takes models off the API ('已于今日下线', '已于今日 16:00 … 下线'). */
const RETIRING_CN = /下线/

/**
 * A model id in Chinese running text ('kimi-k2-0905-preview'; not a bare suffix such as '-vision-preview'),
 * and whether a series is meant ('kimi-k2 系列模型', 'moonshot-v1 全系列模型').
 */
const TEXT_ID = /(?<![\w.-])([a-z][a-z0-9]*(?:[.-][a-z0-9]+)+)(\s*全?系列)?/g

/** A dated entry's heading in the Chinese edition ('2026年5月25日'). */
const DAY_HEADING = /^\d{4}年\d{1,2}月\d{1,2}日$/
/**
 * A month's heading ('2026年5月'): the edition's later layout (a copy of the afternoon of 2026-09-16 on) heads
 * its entries by month only. Its lines state no day: read, they date nothing, and the English edition's months
 * stand; the layout is the page's own, so it is no failed parse.
 */
const MONTH_HEADING = /^\d{4}年\d{1,2}月$/

interface Said {
  model: string
  series: boolean
  day: string
  words: string
}

/** Every model or series a retiring clause of the English edition names, with its month end and the words. */
function monthClauses(page: PageText): { said: Said[]; problems: string[] } {
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

/** Every model or series a retiring line of the Chinese edition names, with its entry's day and the words. */
function dayClauses(page: PageText): { said: Said[]; problems: string[] } {
  const said: Said[] = []
  // The day heading over the line (a month's dates nothing), and whether any entry heading was seen.
  let heading: string | null = null
  let headed = false
  for (const raw of page.text.split('\n')) {
    const line = raw.trim()
    if (DAY_HEADING.test(line)) [heading, headed] = [line, true]
    else if (MONTH_HEADING.test(line)) [heading, headed] = [null, true]
    else if (heading && RETIRING_CN.test(line))
      for (const m of line.matchAll(TEXT_ID))
        said.push({ model: m[1], series: !!m[2], day: isoDay(heading)!, words: `${heading}: ${line}` })
  }
  const problems = headed ? [] : [`${page.url}: no entry headed by its day ('2026年5月25日') or month`]
  return { said, problems }
}

/**
 * The changelog's retirements as lives: each model it names, and each model of a series it names (the
 * series' name itself, and every id the read names, `named`, or the changelog names, that starts with
 * '<series>-'), retired on the entry's day (the English edition's month end); a model named by several entries
 * keeps the earliest.
 */
export function changelogLives(page: PageText, named: Iterable<string>): { lives: ModelLife[]; problems: string[] } {
  const { said, problems } = page.url === CHANGELOG_CN ? dayClauses(page) : monthClauses(page)
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
