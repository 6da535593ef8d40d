// Mistral's docs changelog: one file a day in its docs repository (changelog/en/<day>.mdx), front matter
// 'date: <day>', then a bullet a change, each naming its models' API names in backticks, with sub-bullets:
//   - Mistral Large 4 (`mistral-large-4`) is now available in Public Preview. ...
//     - Launch pricing: 50% off for 2 weeks.
// Read here for what the model files cannot say: how long a struck-through launch price lasts.
import { addDays } from '../../../tools/dates.ts'

/** One bullet of a day's changelog, its sub-bullets joined to it. */
export interface ChangelogEntry {
  day: string
  apis: string[]
  words: string
}

/** A launch discount the changelog states: its share off and its last day (the day it starts plus its weeks). */
export interface LaunchOffer {
  percentOff: number
  lastDay: string
  words: string
}

/** The entries of one changelog file; none if its front matter names no day. */
export function changelogEntries(text: string): ChangelogEntry[] {
  const day = /^date:\s*(\d{4}-\d{2}-\d{2})\s*$/m.exec(text)?.[1]
  if (!day) return []
  const body = text.replace(/^---\n[\s\S]*?\n---\n/, '')
  const bullets: string[] = []
  for (const line of body.split('\n')) {
    if (line.startsWith('- ')) bullets.push(line.slice(2).trim())
    else if (/^\s+- /.test(line) && bullets.length) bullets[bullets.length - 1] += ` ${line.trim()}`
  }
  return bullets.map((words) => ({
    day,
    apis: [...words.matchAll(/`([a-z0-9][a-z0-9.-]*)`/g)].map((m) => m[1]),
    words,
  }))
}

const LAUNCH_OFFER = /Launch pricing: (\d+)% off for (\d+) weeks?/

/** Does the entry name one of the model's API names? */
export const names = (entry: ChangelogEntry, apis: string[]) => entry.apis.some((a) => apis.includes(a))

/** The launch discount an entry naming one of the model's API names states, if any. */
export function launchOffer(entries: ChangelogEntry[], apis: string[]): LaunchOffer | undefined {
  for (const e of entries) {
    const m = LAUNCH_OFFER.exec(e.words)
    if (!m || !names(e, apis)) continue
    // '50% off for 2 weeks' from the entry's day: its last day is the day before the same weekday two weeks on.
    return { percentOff: Number(m[1]), lastDay: addDays(e.day, Number(m[2]) * 7 - 1), words: `${e.day}: ${e.words}` }
  }
  return undefined
}
