// OpenAI's API changelog (developers.openai.com/api/docs/changelog): entries under month headings
// ('September, 2026'), each a day ('Sep 3'), its kind ('Feature', 'Update', ...), the model ids and endpoints
// it concerns (one a line), then its words. It is no price list: read for the days it states, it dates the
// price pages' rows that show what an entry says. A new price of a model ('GPT-5.6 Sol now costs $4 per million
// input tokens and $20 per million output tokens') dates the rows at exactly those prices; a release ('Released
// GPT-6 Astra') dates the model's Standard rows, at the prices it states where it states them, else as the first
// copy after it shows them if that copy is made within three weeks (a later one may show a price changed since).
// A cut by a share ('Starting July 30, GPT-5.6 Luna costs 80% less') dates the Standard rows of the first copy
// after it, as the changelog states no other change of that model's price in between.
// A shutdown on a stated day ('were deprecated and removed from the API on May 12, 2026') retires the models it
// names once the day has come.
import { addDays } from '../../../tools/dates.ts'
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { isoDay } from './dates.ts'
import type { ModelLife, PageText } from './types.ts'

/** The changelog, as its rendered page or its Markdown twin. */
export const isChangelog = (url: string) => /\/api\/docs\/changelog(\.md)?$/.test(url)

/** How long after a release the first copy may be and still show the model's launch price. */
const LAUNCH_WINDOW_DAYS = 21

type Component = 'input' | 'cache_read' | 'cache_write' | 'output'

/**
 * What one entry says of one model's price: its new price, a cut by a share ('costs 80% less'), or its release
 * (with its price, if stated).
 */
export interface ChangelogNote {
  kind: 'price' | 'share' | 'release'
  model: string
  day: string
  /** The Standard prices the entry states (for prompts up to 272K where it says so); none: a release unpriced. */
  prices: Partial<Record<Component, number>>
  words: string
  url: string
}

interface Entry {
  heading: string
  day: string
  /** The model ids the entry names on their own lines (its endpoints, 'v1/...', left out). */
  models: string[]
  lines: string[]
}

const MONTH =
  /^#*\s*((?:January|February|March|April|May|June|July|August|September|October|November|December)), (\d{4})$/
const DAY = /^#*\s*((?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2})$/
const KIND = /^(?:Feature|Update|Fix|Announcement)$/
/** A line naming one model id or endpoint: lower case, no spaces. */
const TAG = /^[a-z0-9][\w.{}/-]*$/

/** The entries of the page, each dated by its day and the year of the month heading above it. */
function entriesOf(text: string): Entry[] {
  const out: Entry[] = []
  const lines = text.split('\n').map((l) => l.trim())
  let year = ''
  for (let i = 0; i < lines.length; i++) {
    const month = MONTH.exec(lines[i])
    if (month) year = month[2]
    const day = DAY.exec(lines[i])
    const iso = day && year && KIND.test(lines[i + 1] ?? '') ? isoDay(`${day[1]}, ${year}`) : null
    if (iso) {
      out.push({ heading: `${day![1]}, ${year}`, day: iso, models: [], lines: [] })
      i++
      while (TAG.test(lines[i + 1] ?? '')) {
        i++
        if (!lines[i].startsWith('v1/')) out[out.length - 1].models.push(lines[i])
      }
    } else if (out.length && !month && lines[i]) out[out.length - 1].lines.push(lines[i])
  }
  return out
}

/** 'gpt-6-astra' as the entries name it in words, lower cased: 'gpt-6 astra' ('gpt-5.5' stays). */
function nameOf(id: string): string {
  const m = /^(gpt-[\d.]+)-(.+)$/.exec(id)
  return m ? `${m[1]} ${m[2].replace(/-/g, ' ')}` : id
}

/** An id or its name as a whole word of a line, lower cased. */
const names = (line: string, id: string) =>
  [id, nameOf(id)].some((n) =>
    new RegExp(`(?<![\\w.-])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-]|\\.\\d)`).test(line.toLowerCase()),
  )

const NOW_COSTS =
  /(GPT-[\d.]+(?: [A-Z][a-z]+)?) now costs \$([\d.]+) per million input tokens and \$([\d.]+) per million output tokens/

/** 'Starting July 30, GPT-5.6 Luna costs 80% less, while GPT-5.6 Terra costs 20% less.' */
const COSTS_LESS = /(GPT-[\d.]+(?: [A-Z][a-z]+)?) costs (\d+)% less/g
const STARTING = /^Starting ([A-Z][a-z]+ \d{1,2})\b/

/** What 'Released' names, up to where the sentence goes on about it ('Released GPT-6 Astra, our most ...'). */
const RELEASED = /\b[Rr]eleased (?:the )?(.+?)(?=[.,;:]\s|\.$| for | to | with | in |$)/g

/** The models a line releases, of those the entry names: each item of the list after 'Released'. */
function releasedIn(line: string, models: string[]): string[] {
  const out = new Set<string>()
  for (const [, object] of line.matchAll(RELEASED)) {
    // 'Released the GPT-5.6 model family, including GPT-5.6 Sol ..., GPT-5.6 Terra ...': each model the line names.
    if (/ model family$/.test(object)) for (const m of models.filter((id) => names(line, id))) out.add(m)
    for (const item of object.split(/, and |, | and /)) {
      const [, name, id] = /^(.*?)(?:\s*\(([^)]+)\))?$/.exec(item.trim())!
      for (const m of models) if (m === id || m === name.toLowerCase() || nameOf(m) === name.toLowerCase()) out.add(m)
    }
  }
  return [...out]
}

const COMPONENTS: Record<string, Component> = {
  input: 'input',
  'cached input': 'cache_read',
  'cache write': 'cache_write',
  output: 'output',
}

/** '$2 input, $0.10 cached input, $2.50 cache write, and $10 output' as prices. */
function pricesIn(text: string): ChangelogNote['prices'] {
  const out: ChangelogNote['prices'] = {}
  for (const [, amount, what] of text.matchAll(/\$([\d.]+) (cached input|cache write|input|output)\b/g))
    out[COMPONENTS[what]] = Number(amount)
  return out
}

/**
 * A release's Standard prices for prompts up to 272K tokens: one list for the one model released ('... input
 * tokens is $2 input, ...'), or a line per model after the heading line ('GPT-6 Sol: $2 input, ...').
 */
function releasePrices(entry: Entry, model: string): { prices: ChangelogNote['prices']; line?: string } {
  const at = entry.lines.findIndex((l) => /^Standard pricing per 1M tokens for prompts with up to 272K input/.test(l))
  if (at < 0) return { prices: {} }
  const own = / tokens is (\$.*)$/.exec(entry.lines[at])
  if (own) return { prices: pricesIn(own[1]), line: entry.lines[at] }
  const line = entry.lines.slice(at + 1).find((l) => /^GPT-[^:]+: \$/.test(l) && names(l.split(':')[0], model))
  return line ? { prices: pricesIn(line), line: `${entry.lines[at]} ${line}` } : { prices: {} }
}

/** Every new price and release of a model the page's dated entries state. */
export function changelogNotes(page: PageText): ChangelogNote[] {
  const out: ChangelogNote[] = []
  for (const entry of entriesOf(page.text)) {
    const at = { day: entry.day, url: page.url }
    for (const line of entry.lines) {
      const cost = NOW_COSTS.exec(line)
      const model = cost && entry.models.find((m) => nameOf(m) === cost[1].toLowerCase())
      if (cost && model) {
        const prices = { input: Number(cost[2]), output: Number(cost[3]) }
        out.push({ kind: 'price', model, prices, words: `${entry.heading} | ${line}`, ...at })
      }
      // A cut by a share from a day the entry states (in its own year), else the entry's day.
      const starting = STARTING.exec(line)?.[1]
      const from = (starting && isoDay(`${starting}, ${entry.day.slice(0, 4)}`)) || entry.day
      for (const [, name] of line.matchAll(COSTS_LESS)) {
        const model = entry.models.find((m) => nameOf(m) === name.toLowerCase())
        if (model) out.push({ kind: 'share', model, prices: {}, words: `${entry.heading} | ${line}`, ...at, day: from })
      }
      for (const released of releasedIn(line, entry.models)) {
        if (out.some((n) => n.kind === 'release' && n.model === released && n.day === entry.day)) continue
        const priced = releasePrices(entry, released)
        const words = [`${entry.heading} | ${line}`, priced.line].filter(Boolean).join(' ')
        out.push({ kind: 'release', model: released, prices: priced.prices, words, ...at })
      }
    }
  }
  return out
}

const SHUTDOWN = /(?:shut down|removed from the API) on ([A-Z][a-z]+ \d{1,2}, \d{4})/

/**
 * The models an entry says shut down on a day no later than `today` (a day still ahead may move): each model
 * id of the entry its line names, retired on that day.
 */
export function changelogShutdowns(page: PageText, today: string): ModelLife[] {
  const out: ModelLife[] = []
  for (const entry of entriesOf(page.text))
    for (const line of entry.lines) {
      const day = isoDay(SHUTDOWN.exec(line)?.[1])
      if (!day || day > today) continue
      for (const model of entry.models.filter((m) => names(line, m) && !out.some((l) => l.model === m)))
        out.push({
          model,
          aliases: [],
          status: 'retired',
          status_date: day,
          url: page.url,
          words: `${entry.heading} | ${line}`,
          stated: true,
        })
    }
  return out
}

const lowestBand = (r: OfficialPrice) => !r.condition?.input_tokens_min
/** Does the row show every price the note states? */
const shows = (r: OfficialPrice, n: ChangelogNote) =>
  Object.entries(n.prices).every(([k, v]) => r[k as Component] === v)

/**
 * The row a note dates (its lowest band: the price an entry states), and why; undefined: none. A cut by a share
 * states no price: it dates the Standard rows of the first copy after it, if no other entry changes the model's
 * price in between (the changelog states every change of a price: 'now costs', 'costs 80% less').
 */
function dates(r: OfficialPrice, n: ChangelogNote, notes: ChangelogNote[]): string | undefined {
  if (r.model !== n.model || !lowestBand(r) || n.day > r.page_date) return undefined
  const said = `page (changelog, ${n.url}): '${n.words}'`
  if (n.kind === 'price') return shows(r, n) ? `${said}; the price is the price page's` : undefined
  if (r.mode !== 'standard') return undefined
  if (n.kind === 'share') {
    const first = r.first_seen ?? r.page_date
    const between = notes.some(
      (o) => o !== n && o.kind !== 'release' && o.model === n.model && o.day > n.day && o.day <= first,
    )
    if (between || first < n.day) return undefined
    return `${said}; the entry states no price: the price is the one the first copy after it shows (${first})`
  }
  if (Object.keys(n.prices).length) return shows(r, n) ? `${said}; the price is the price page's` : undefined
  if (r.page_date >= addDays(n.day, LAUNCH_WINDOW_DAYS)) return undefined
  return (
    `${said}; the entry states no price: the launch price is the one the first copy after it shows ` +
    `(${r.page_date}, within ${LAUNCH_WINDOW_DAYS} days of the release)`
  )
}

/** One offer's rows: its bands, read from one page. */
const offerOf = (r: OfficialPrice) => [r.model, r.mode, r.currency, r.url].join('|')

/**
 * The rows of an offer one of whose rows shows what a note says take the note's day as their start, its other
 * bands with it (an offer's bands are one page's): the first copy that showed them dates only when they were seen.
 */
export function changelogDated(rows: OfficialPrice[], notes: ChangelogNote[]): OfficialPrice[] {
  const start = new Map<string, { day: string; basis: string }>()
  for (const n of notes)
    for (const r of rows) {
      const basis = dates(r, n, notes)
      if (basis && !start.has(offerOf(r))) start.set(offerOf(r), { day: n.day, basis })
    }
  return rows.map((r) => {
    const s = start.get(offerOf(r))
    return s && !r.effective_from ? { ...r, effective_from: s.day, effective_basis: s.basis } : r
  })
}
