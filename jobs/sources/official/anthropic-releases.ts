// Anthropic's release notes (platform.claude.com/docs/<lang>/release-notes/overview): dated entries, newest
// first, a heading a day ('### 2026年11月9日' in a Markdown twin, a line 'October 7, 2026' in a rendering).
// Only the entries that state a model launch with its price, a price change, or a deprecation with its retirement
// day are read, each on the day its heading states. They are not a price list: they date the rows of the price
// tables that show the very prices they state; a model they price that no table shows (Claude Mythos 5.2) is a
// row of its own, from the note; a model they deprecate is offered until the retirement day they state.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { isoDay } from './dates.ts'
import { rowDefaults, type ModelLife, type PageText } from './types.ts'

/** A release-notes page, in any language or form (its Markdown twin, or a rendering with ?entry=...). */
export const isReleaseNotes = (url: string) => /\/release-notes\/overview(\.md)?(\?|$)/.test(url)

type Component = 'input' | 'output' | 'cache_read'

/** What one entry states: the models, the day, the prices (after the change), their words. */
export interface Note {
  kind: 'launch' | 'price_change'
  models: string[]
  day: string
  prices: Partial<Record<Component, number>>
  /** The price before a change, as the entry states it. */
  before?: Partial<Record<Component, number>>
  url: string
  words: string
  /** The day of the copy that says it (its newest entry), for a row of its own. */
  seen: { date: string; basis: string }
  /** What states it, where not the release notes ('pricing page, release day from the model page'). */
  source?: string
}

/** An entry's heading: 'September 1, 2026' (English) or '2026年11月9日' (Japanese, Chinese), '### ' or bare. */
const HEADING = /^(?:### )?([A-Z][a-z]+ \d{1,2}, \d{4}|\d{4}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日)\s*$/

const MODEL_ID = /\bclaude-[a-z]+-\d+(?:-\d+)?\b/g

/**
 * A launch as each language states it, from its opening to its price: "We've launched Claude Fable 5.1
 * (claude-fable-5-1), ... at $10 / $50 USD per MTok, ..., with cache reads cut to $0.25 per MTok", or
 * "**Claude Fable 5.2**（`claude-fable-5-2`）をリリースしました。... 料金は入力がMTokあたり$8 USD、出力がMTokあたり
 * $40 USDです". The model ids are those the entry names before its price.
 */
const LAUNCHES = [
  new RegExp(
    String.raw`We've launched [\s\S]*?at \$([\d.]+) \/ \$([\d.]+) USD per MTok` +
      String.raw`(?:[^.]*?with cache reads cut to \$([\d.]+) per MTok)?`,
  ),
  /[^。\n]*をリリースしました。[\s\S]*?料金は入力がMTokあたり\$([\d.]+) USD、出力がMTokあたり\$([\d.]+) USDです/,
]

/** "We've lowered the price of prompt cache reads on Claude Sonnet 5.5 from $0.20 USD to $0.10 USD ...". */
const CACHE_READ_CUT = new RegExp(
  String.raw`We've lowered the price of prompt cache reads on (Claude [A-Z][a-z]+ \d+(?:\.\d+)?) ` +
    String.raw`from \$([\d.]+) USD to \$([\d.]+) USD per million tokens`,
)

/**
 * A deprecation announced with its retirement day: "We announced the deprecation of the Claude Sonnet 4.5 model
 * (claude-sonnet-4-5-20250929), with retirement on the Claude API scheduled for November 30, 2026." (earlier
 * entries: "..., with retirement scheduled for April 20, 2026."). One sentence: a '.' only inside a version (4.5).
 */
const DEPRECATION = new RegExp(
  String.raw`We announced the deprecation of (?:[^.]|\.(?=\d))*?, with retirement (?:on the Claude API )?` +
    String.raw`scheduled for ([A-Z][a-z]+ \d{1,2}, \d{4})\.`,
  'g',
)

/** An API id in parentheses, as a rendering ('(claude-sonnet-4-5-20250929)') or a twin ('(`claude-…`)') writes it. */
const API_ID = /\(\s*`?(claude-[a-z0-9.-]+)`?\s*\)/g

/** A retirement an entry announces ahead: the API ids it names, the day of the entry, the day it states. */
export interface Retiring {
  apiIds: string[]
  day: string
  until: string
  url: string
  words: string
}

/** 'Claude Sonnet 5.5' as the id the price table implies ('claude-sonnet-5-5'). */
const idOf = (name: string) => name.toLowerCase().replace(/[\s.]+/g, '-')

/** An entry's words as read: its list mark and its links' targets dropped, its whitespace one space. */
const plain = (text: string) =>
  text
    .replace(/^\s*[*-]\s+/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()

/** The entries of a page: each heading's day and the text up to the next heading. */
function entriesOf(text: string): { heading: string; day: string; body: string }[] {
  const out: { heading: string; day: string; body: string }[] = []
  for (const line of text.split('\n')) {
    const heading = HEADING.exec(line.trim())
    const day = heading ? isoDay(heading[1]) : null
    if (heading && day) out.push({ heading: heading[1], day, body: '' })
    else if (out.length) out[out.length - 1].body += `${line}\n`
  }
  return out
}

/** Every launch with a price and every price change the page's entries state, on their days. */
export function notesIn(page: PageText, seen: { date: string; basis: string }): Note[] {
  const out: Note[] = []
  const at = { url: page.url, seen: page.seen ?? seen }
  for (const { heading, day, body } of entriesOf(page.text)) {
    for (const said of LAUNCHES) {
      const m = said.exec(body)
      if (!m) continue
      const models = [...new Set(m[0].match(MODEL_ID) ?? [])]
      const prices = { input: Number(m[1]), output: Number(m[2]), ...(m[3] ? { cache_read: Number(m[3]) } : {}) }
      if (models.length) out.push({ kind: 'launch', models, day, prices, words: `${heading} | ${plain(m[0])}`, ...at })
    }
    const cut = CACHE_READ_CUT.exec(body)
    if (cut)
      out.push({
        kind: 'price_change',
        models: [idOf(cut[1])],
        day,
        prices: { cache_read: Number(cut[3]) },
        before: { cache_read: Number(cut[2]) },
        words: `${heading} | ${plain(cut[0])}`,
        ...at,
      })
  }
  return out
}

/** Every deprecation the page's entries announce with a retirement day, on the day of its entry. */
export function retiringIn(page: PageText): Retiring[] {
  const out: Retiring[] = []
  for (const { heading, day, body } of entriesOf(page.text))
    for (const m of body.matchAll(DEPRECATION)) {
      const until = isoDay(m[1])
      const apiIds = [...m[0].matchAll(API_ID)].map((id) => id[1])
      if (until && apiIds.length) out.push({ apiIds, day, until, url: page.url, words: `${heading} | ${plain(m[0])}` })
    }
  return out
}

/** Does the row show every price the note states (a launch at the table's price, a change to it)? */
const shows = (r: OfficialPrice, n: Note) => Object.entries(n.prices).every(([k, v]) => r[k as Component] === v)

/**
 * Rows that show the prices a note states for their model, on or after its day, take that day as their
 * start: the first copy that showed them dates only when they were first seen.
 */
export function noteDated(rows: OfficialPrice[], notes: Note[]): OfficialPrice[] {
  return rows.map((r) => {
    const note = notes.find((n) => n.models.includes(r.model) && n.day <= r.page_date && shows(r, n))
    if (!note || r.effective_from) return r
    const from = note.source ?? 'release notes'
    const basis = `page (${from}, ${note.url}): '${note.words}'; the price is the price table's`
    return { ...r, effective_from: note.day, effective_basis: basis }
  })
}

/** A row of its own for each model a launch note prices that no row of the read shows, with its life. */
export function noteRows(notes: Note[], listed: Set<string>): { rows: OfficialPrice[]; lives: ModelLife[] } {
  const rows: OfficialPrice[] = []
  const lives: ModelLife[] = []
  for (const n of notes.filter((x) => x.kind === 'launch'))
    for (const model of n.models.filter((m) => !listed.has(m))) {
      listed.add(model)
      lives.push({ model, aliases: [], status: 'listed', status_date: null, url: n.url, words: n.words })
      rows.push({
        ...rowDefaults,
        model,
        model_name_on_page: model,
        developer: 'anthropic',
        currency: 'USD',
        unit_stated: '$ / MTok',
        mode: 'standard',
        input: n.prices.input ?? null,
        output: n.prices.output ?? null,
        ...(n.prices.cache_read != null ? { cache_read: n.prices.cache_read } : {}),
        status: 'listed',
        status_date: null,
        url: n.url,
        page_date: n.seen.date,
        page_date_basis: n.seen.basis,
        effective_from: n.day,
        effective_basis: `page (release notes, ${n.url}): '${n.words}'`,
        evidence: n.words,
        adapter: 'official/anthropic',
      })
    }
  return { rows, lives }
}
