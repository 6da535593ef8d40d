// Anthropic: the docs pricing page, its model table (base input, 5-minute and 1-hour cache writes, cache
// hits, output, per MTok in USD; Claude Haiku 5.5 a line per prompt-length band) and its batch table. Read
// from a Markdown pipe table, else from a third party's daily text capture of the page (anthropic-capture.ts).
// A row label carries the model's life: "(deprecated)", "(retired, except on Bedrock and Google Cloud)". The
// model deprecations page states the day each model was retired: its "Model status" table (API id, current
// state, tentative retirement date) and its dated history sections, one table each; a model it retires is
// retired on that day, marked or not on the pricing page. The models overview page's lineup and a model's own
// page give the input and output prices of later models, read for those the pricing copy does not show. The
// release notes date the launches and price changes they state, and end a model's offers on the retirement day a
// deprecation they announce states (anthropic-releases.ts).
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { isoDay } from './dates.ts'
import { type Band, capturedTable, type PriceRow, type PriceTable } from './anthropic-capture.ts'
import {
  isReleaseNotes,
  type Note,
  noteDated,
  noteRows,
  notesIn,
  type Retiring,
  retiringIn,
} from './anthropic-releases.ts'
import { amountOf, column, pipeTables, wholeTable, type PipeTable } from './markdown.ts'
import { rowDefaults, type ModelLife, type PageText, type SellerAdapter, type SellerRead } from './types.ts'

const URL_MD = 'https://platform.claude.com/docs/en/about-claude/pricing.md'
const URL_DEPRECATIONS = 'https://platform.claude.com/docs/en/about-claude/model-deprecations'
const URL_OVERVIEW = 'https://platform.claude.com/docs/en/models/overview.md'
const URL_SONNET_5 = 'https://platform.claude.com/docs/id/models/sonnet-5/overview.md'
const URL_NOTES_JA = 'https://platform.claude.com/docs/ja/release-notes/overview.md'
/** The English release notes as rendered, each stored copy under the ?entry= address it was kept at. */
const URL_NOTES_EN = 'https://platform.claude.com/docs/en/release-notes/overview?entry='
/** The English release notes' Markdown twin, fetched live; the daily captures read the HTML page. */
const URL_NOTES_EN_MD = 'https://platform.claude.com/docs/en/release-notes/overview.md'
/** The English release notes as rendered, as the third party's daily captures read them. */
const URL_NOTES_EN_PAGE = 'https://platform.claude.com/docs/en/release-notes/overview'
/** The HTML page the daily captures read. */
const URL_PAGE = 'https://platform.claude.com/docs/en/about-claude/pricing'
/** Where the captures of the pricing page come from, and how they were recorded. */
const CAPTURE =
  `text capture of ${URL_PAGE} ('Pricing - Claude Platform Docs') kept by the public GitHub repository ` +
  "zhangchen456/maasweekly, a third party's daily verbatim capture, transcribed from the code index's text view " +
  "from its first line through the Long context pricing section (cut before 'Tool use pricing'); the index " +
  'counts some 30 to 45 characters more up to that cut, in whitespace its view does not show (no visible word ' +
  'differs). Its HTML-to-text step deletes text between a "<" and the next ">": no price or band is read from ' +
  'such a spot (the bands read are worded "up to" and "over"). Capture of'

/** 'Claude Opus 4.6 (deprecated)' -> the id the page implies, the name, and what it says of the model's life. */
function labelOf(cell: string) {
  const words = /\(([^)]*)\)/.exec(cell)?.[1] ?? ''
  const name = cell.replace(/\([^)]*\)/g, '').trim()
  const status = /retired/i.test(words) ? 'retired' : /deprecated/i.test(words) ? 'deprecated' : 'listed'
  return { id: name.toLowerCase().replace(/[\s.]+/g, '-'), name, status, words } as const
}

/**
 * The id the pricing table implies for an API id: its snapshot date dropped, and the old order of
 * version and family turned ('claude-3-7-sonnet-20250219' -> 'claude-sonnet-3-7', as "Claude Sonnet 3.7").
 */
function tableIdOf(apiId: string): string {
  const bare = apiId.replace(/-\d{8}$/, '')
  const old = /^claude-(\d+)(?:-(\d+))?-(opus|sonnet|haiku)$/.exec(bare)
  return old ? `claude-${old[3]}-${old[1]}${old[2] ? `-${old[2]}` : ''}` : bare
}

const STATES = { active: 'listed', deprecated: 'deprecated', retired: 'retired' } as const

/**
 * The deprecations page's lives: each model of the "Model status" table in its state, retired on the
 * date it states; and each model of a history section whose note says it was retired ("This model was
 * retired January 5, 2026."), on the date of its table's row. Keyed by the id the pricing table uses,
 * the API id as its other name (a retired model only: an active one's rows stay under their own name).
 */
function deprecationLives(page: PageText, tables: PipeTable[]): ModelLife[] {
  const out = new Map<string, ModelLife>()
  const life = (apiId: string, state: keyof typeof STATES, day: string | null, words: string) => {
    const model = tableIdOf(apiId)
    const status = STATES[state]
    // Two API ids of one model (claude-3-5-sonnet-20240620 and -20241022) are both its names.
    const before = out.get(model)?.aliases ?? []
    out.set(model, {
      model,
      aliases: status === 'retired' && model !== apiId ? [...new Set([...before, apiId])] : before,
      status,
      status_date: status === 'retired' ? day : null,
      url: page.url,
      words,
    })
  }
  const status = tables.find((t) => column(t.header, /api model name/i) >= 0 && column(t.header, /current state/i) >= 0)
  if (status) {
    const [id, state, until] = [/api model name/i, /current state/i, /retirement date/i].map((re) =>
      column(status.header, re),
    )
    const head = `| ${status.header.join(' | ')} |`
    for (const { cells, line } of status.rows) {
      const key = cells[state]?.toLowerCase() as keyof typeof STATES
      if (STATES[key]) life(cells[id].replace(/`/g, ''), key, isoDay(cells[until]), `${head} ${line}`)
    }
  }
  // History sections: '### 2025-06-30: Claude Opus 3 model', the note of its retirement, its table.
  for (const section of page.text.split(/\n(?=### )/).slice(1)) {
    const title = section.split('\n')[0].replace(/^###\s*/, '')
    const note = /(?:This model was|These models were) retired ([A-Z][a-z]+ \d{1,2}, \d{4})\./.exec(section)
    if (!note) continue
    for (const table of pipeTables(section).filter((t) => column(t.header, /deprecated model/i) >= 0)) {
      const [on, id] = [/retirement date/i, /deprecated model/i].map((re) => column(table.header, re))
      for (const { cells, line } of table.rows) {
        const apiId = cells[id].replace(/`/g, '')
        const known = out.get(tableIdOf(apiId))
        // The status table said it first: the history adds only another API id of the model.
        if (known?.status === 'retired') {
          if (!known.aliases.includes(apiId) && apiId !== known.model) known.aliases.push(apiId)
          continue
        }
        life(apiId, 'retired', isoDay(cells[on]) ?? isoDay(note[1]), `### ${title} ${note[0]} ${line}`)
      }
    }
  }
  return [...out.values()]
}

/** A row of a page that states only a model's input and output price (no cache prices). */
function inputOutputRow(
  model: string,
  name: string,
  input: number,
  output: number,
  evidence: string,
  page: PageText,
  seen: { date: string; basis: string },
): OfficialPrice {
  return {
    ...rowDefaults,
    model,
    model_name_on_page: name,
    developer: 'anthropic',
    currency: 'USD',
    unit_stated: '$ / MTok',
    mode: 'standard',
    input,
    output,
    status: 'listed',
    status_date: null,
    url: page.url,
    page_date: page.seen?.date ?? seen.date,
    page_date_basis: page.seen?.basis ?? seen.basis,
    // The page's words for the model and its prices, as it states them.
    evidence,
    adapter: 'official/anthropic',
  }
}

/**
 * A model's own page (its .md twin): 'Model ID: `claude-sonnet-5`' and 'Input pricing: $2 / MTok · Output
 * pricing: $10 / MTok', under its life ('**Legacy.** Released June 30, 2026.'). Read for a model the
 * pricing table does not list; the release day is the model's, not its price's, so no effective date.
 */
function modelPageOf(page: PageText, listed: Set<string>, seen: { date: string; basis: string }, read: SellerRead) {
  const id = /Model ID: `([\w.-]+)`/.exec(page.text)
  const price = /Input pricing: \$([\d.]+) \/ MTok · Output pricing: \$([\d.]+) \/ MTok/.exec(page.text)
  const life = /\*\*(Legacy|Active|Latest|Deprecated)\.\*\* Released [A-Z][a-z]+ \d{1,2}, \d{4}\./.exec(page.text)
  const name = /^title: (.+)$/m.exec(page.text)?.[1].trim() ?? id?.[1] ?? page.url
  if (!id || !price) {
    read.problems.push(`${page.url}: no model ID or no input and output price on the model page`)
    return
  }
  const model = tableIdOf(id[1])
  const status = life?.[1] === 'Deprecated' ? 'deprecated' : 'listed'
  read.lives?.push({ model, aliases: [], status, status_date: null, url: page.url, words: life?.[0] ?? id[0] })
  if (listed.has(model)) return
  const row = inputOutputRow(model, name, Number(price[1]), Number(price[2]), `${id[0]} ${price[0]}`, page, seen)
  read.rows.push({ ...row, status })
}

/**
 * The pricing page's words that a price shown is the one its model launched at: 'The $2/$10 per million
 * input/output token pricing for Claude Sonnet 5, announced at launch as introductory pricing through August
 * 31, 2026, is now the standard price.' The launch day is the model's own page's ('**Legacy.** Released June
 * 30, 2026.'), read with the copy: the row showing that price holds from then.
 */
const LAUNCH_PRICE = new RegExp(
  String.raw`The \$([\d.]+)\/\$([\d.]+) per million input\/output token pricing for ` +
    String.raw`(Claude [A-Z][a-z]+ \d+(?:\.\d+)?), announced at launch as introductory pricing through ` +
    String.raw`[A-Z][a-z]+ \d{1,2}, \d{4}, is now the standard price\.`,
)

/** A model page's release day, as its life line states it ('**Legacy.** Released June 30, 2026.'). */
const RELEASED = / Released ([A-Z][a-z]+ \d{1,2}, \d{4})\./

/** A launch note for each price the pricing page says its model launched at, on the day its own page states. */
function launchPriceNotes(pages: PageText[], lives: ModelLife[], seen: { date: string; basis: string }): Note[] {
  const notes: Note[] = []
  for (const page of pages) {
    const stated = LAUNCH_PRICE.exec(page.text)
    if (!stated) continue
    const model = labelOf(stated[3]).id
    const released = (l: ModelLife) => (l.model === model ? isoDay(RELEASED.exec(l.words)?.[1]) : null)
    const life = lives.find(released)
    const day = life && released(life)
    if (!life || !day) continue
    notes.push({
      kind: 'launch',
      models: [model],
      day,
      prices: { input: Number(stated[1]), output: Number(stated[2]) },
      url: page.url,
      words: `${stated[0]} | ${life.url}: ${life.words}`,
      seen: page.seen ?? seen,
      source: 'pricing page, the launch day from the model page',
    })
  }
  return notes
}

/** A price cell of a model page's rendering: '$0.10 / MTok for prompts up to 100,000 tokens', or '$4 / MTok'. */
const BAND = /\$([\d.]+) \/ MTok(?: for prompts (up to|over) ([\d,]+) tokens)?/g

/**
 * A model's own page as rendered ('Claude Haiku 5.5Latest', then its Pricing list: '- Input', '- $0.10 /
 * MTok for prompts up to 100,000 tokens$0.50 / MTok for prompts over 100,000 tokens', '- Output', ...):
 * one row per prompt-length band, input and output only. Read for a model the pricing table does not list.
 */
function renderedModelOf(page: PageText, listed: Set<string>, seen: { date: string; basis: string }, read: SellerRead) {
  const name = /Claude [A-Z][a-z]+ \d+(?:\.\d+)?/.exec(page.text)?.[0]
  const cells = /\n- Input\n- (.+)\n- Output\n- (.+)\n/.exec(page.text)
  const [input, output] = [cells?.[1], cells?.[2]].map((c) => [...(c ?? '').matchAll(BAND)])
  if (!name || !input.length || input.length !== output.length) {
    read.problems.push(`${page.url}: no model name, or no input and output prices of as many bands`)
    return
  }
  const model = labelOf(name).id
  read.lives?.push({ model, aliases: [], status: 'listed', status_date: null, url: page.url, words: name })
  if (listed.has(model)) return
  const evidence = `${name} … - Input - ${cells![1]} - Output - ${cells![2]}`
  for (const [i, band] of input.entries()) {
    const edge = band[3] ? Number(band[3].replace(/,/g, '')) : null
    const row = inputOutputRow(model, name, Number(band[1]), Number(output[i][1]), evidence, page, seen)
    read.rows.push(
      edge == null
        ? row
        : {
            ...row,
            condition:
              band[2] === 'over'
                ? { input_tokens_min: edge, input_tokens_max: null }
                : { input_tokens_min: 0, input_tokens_max: edge },
            condition_text: `page: '${band[0].replace(/^.*? for /, 'for ')}'`,
          },
    )
  }
}

/** A lineup price: '$8 / input MTok$40 / output MTok'; 'From $0.10 / input MTok' names only a lowest band. */
const LINEUP_PRICE = /(From )?\$([\d.]+) \/ input MTok[^$]*?(From )?\$([\d.]+) \/ output MTok/

/**
 * The models overview page's lineup: its 'Feature' line names the latest models in order, its price line
 * gives each one's input and output price, in the same order. Only models the pricing table does not
 * list are taken from it (it states no cache prices), and a price 'From' is only a model's lowest band.
 */
function lineupOf(page: PageText, listed: Set<string>, seen: { date: string; basis: string }, read: SellerRead) {
  const lines = page.text.split('\n')
  const names = lines.find((l) => /Feature/.test(l) && /Claude /.test(l))?.match(/Claude [A-Z][a-z]+ \d+(?:\.\d+)?/g)
  const priceLine = lines.find((l) => LINEUP_PRICE.test(l))
  const prices = priceLine ? [...priceLine.matchAll(new RegExp(LINEUP_PRICE, 'g'))] : []
  if (!names?.length || names.length !== prices.length) {
    read.problems.push(`${page.url}: ${names?.length ?? 0} models named and ${prices.length} prices in the lineup`)
    return
  }
  for (const [i, name] of names.entries()) {
    const label = labelOf(name)
    const [, fromIn, input, fromOut, output] = prices[i]
    read.lives?.push({ model: label.id, aliases: [], status: 'listed', status_date: null, url: page.url, words: name })
    if (listed.has(label.id)) continue
    if (fromIn || fromOut) {
      read.problems.push(`${name}: "${prices[i][0]}" states only the lowest of its prices, not read`)
      continue
    }
    read.rows.push(
      inputOutputRow(label.id, name, Number(input), Number(output), `${name} … ${prices[i][0]}`, page, seen),
    )
  }
}

/** The life a price row carries: retired on the day the deprecations page states, else as its label says. */
function lifeOf(label: ReturnType<typeof labelOf>, retiredOn: Map<string, ModelLife>, day: string) {
  // The deprecations page of the same read dates a retirement even where the pricing page no longer marks
  // it (its layout of late September 2026 lists retired models unmarked under 'Additional models').
  const stated = retiredOn.get(label.id)
  if (stated)
    return {
      status: 'retired' as const,
      status_date: stated.status_date,
      effective_until: stated.status_date,
      effective_basis: `page: retired ${stated.status_date} (${stated.url}: "${stated.words}")`,
    }
  if (label.status === 'retired')
    return {
      status: label.status,
      status_date: null,
      effective_until: day,
      effective_basis: `page: "(${label.words})", no date given; first seen ${day}`,
    }
  return { status: label.status, status_date: null }
}

/**
 * The retirements the release notes announce, by the id the pricing table uses: of two entries on one model,
 * the newer's.
 */
function retiringByModel(notes: Retiring[]): Map<string, Retiring> {
  const out = new Map<string, Retiring>()
  for (const n of notes)
    for (const model of n.apiIds.map(tableIdOf)) {
      const was = out.get(model)
      if (!was || was.day < n.day) out.set(model, n)
    }
  return out
}

/** Where a retirement the release notes announce says so, in their words. */
const saidIn = (n: Retiring) => `(release notes, ${n.url}: '${n.words}')`

/**
 * A row read on or after the day of the entry that deprecates its model: deprecated from that day and offered
 * until the retirement day the entry states, its end worded as other adapters word a day announced ahead ('page:
 * retired 2026-11-30, announced ahead (...)'), or retired on that day once the row's copy is that late. A row
 * already retired (the deprecations page dates it, read first) stays as it is; a start the row has keeps its
 * words beside the end's.
 */
function endedAhead(r: OfficialPrice, n: Retiring | undefined): OfficialPrice {
  if (!n || r.page_date < n.day || r.status === 'retired') return r
  const gone = r.page_date >= n.until
  const end = `page: retired ${n.until}${gone ? '' : ', announced ahead'} ${saidIn(n)}`
  return {
    ...r,
    status: gone ? 'retired' : 'deprecated',
    status_date: gone ? n.until : n.day,
    effective_until: n.until,
    effective_basis: r.effective_from && r.effective_basis ? `${r.effective_basis}; until ${end}` : end,
  }
}

/** The life of each model a deprecation with a retirement day names, as of the read's day. */
function retiringLives(retiring: Map<string, Retiring>, day: string): ModelLife[] {
  return [...retiring].map(([model, n]) => {
    const gone = day >= n.until
    const apiIds = n.apiIds.filter((id) => tableIdOf(id) === model && id !== model)
    return {
      model,
      aliases: gone ? apiIds : [],
      status: gone ? 'retired' : 'deprecated',
      status_date: gone ? n.until : n.day,
      url: n.url,
      words: n.words,
    }
  })
}

/** The model table of a page: a Markdown pipe table, else a text capture's (anthropic-capture.ts). */
function tablesOf(page: PageText): { model?: PriceTable; batch?: PriceTable; captured: boolean } {
  const table = pipeTables(page.text).find((t) => column(t.header, /base input/i) >= 0)
  if (table) return { model: table, captured: false }
  const model = capturedTable(page.text, 'model')
  return model ? { model, batch: capturedTable(page.text, 'batch'), captured: true } : { captured: false }
}

/** A table's header as one pipe line, for the evidence. */
const headLine = (t: PriceTable) => `| ${t.header.join(' | ')} |`

/**
 * The rows of the model table: base input and output with the 5-minute cache write and the cache hit,
 * and the 1-hour cache write on a row of its own; a band of prompt length (Claude Haiku 5.5) as its
 * condition. The headers name the columns ('Base input tokens' ... 'Output tokens', or 'Input',
 * 'Output', '5m writes', '1h writes', 'Hits and refreshes'), in either order.
 */
function modelRows(page: PageText, table: PriceTable, read: Read): void {
  const at = (re: RegExp) => column(table.header, re)
  const [input, w5, w1, hit, output] = [/input/i, /5m/i, /1h/i, /hits/i, /output/i].map(at)
  // The row a cut copy ends in still names the model and its life, though not its prices.
  for (const row of [...table.rows, ...(table.last ? [table.last] : [])] as PriceRow[]) {
    const { cells, line, band } = row
    const label = labelOf(cells[0])
    read.lives.push({
      model: label.id,
      aliases: [],
      status: label.status,
      status_date: null,
      url: page.url,
      words: line,
    })
    const base = baseRow(page, label, cells[0], `${headLine(table)} ${line}`, read, band)
    const standard = { ...base, input: amountOf(cells[input]), output: amountOf(cells[output]) }
    if (standard.input == null || standard.output == null) {
      read.problems.push(`${label.name}: no input or output price in "${line}"`)
      continue
    }
    read.rows.push({
      ...standard,
      cache_read: amountOf(cells[hit]),
      cache_write: amountOf(cells[w5]),
      cache_write_ttl: '5m',
    })
    const hour = amountOf(cells[w1])
    const hourText = band ? `${table.header[w1]}; ${band.text}` : table.header[w1]
    // The 1-hour write carries its band's bounds: a request is billed the write of its own band.
    if (hour != null)
      read.rows.push({
        ...base,
        condition: band ? band.condition : null,
        input: null,
        output: null,
        cache_write: hour,
        cache_write_ttl: '1h',
        condition_text: hourText,
      })
  }
}

/** The batch table's rows (the Batch API's input and output prices, half the standard ones). */
function batchRows(page: PageText, table: PriceTable, read: Read): void {
  const [input, output] = [/input/i, /output/i].map((re) => column(table.header, re))
  for (const { cells, line, band } of table.rows as PriceRow[]) {
    const label = labelOf(cells[0])
    const prices = { input: amountOf(cells[input]), output: amountOf(cells[output]) }
    if (prices.input == null || prices.output == null) {
      read.problems.push(`${label.name}: no batch input or output price in "${line}"`)
      continue
    }
    read.rows.push({
      ...baseRow(page, label, cells[0], `${headLine(table)} ${line}`, read, band),
      ...prices,
      mode: 'batch',
    })
  }
}

/** What one read gathers as its pages are parsed. */
interface Read {
  rows: OfficialPrice[]
  lives: ModelLife[]
  problems: string[]
  retiredOn: Map<string, ModelLife>
  day: { date: string; basis: string }
}

/** The fields of a price row of the model or batch table, but its prices. */
function baseRow(
  page: PageText,
  label: ReturnType<typeof labelOf>,
  name: string,
  evidence: string,
  read: Read,
  band?: Band,
) {
  return {
    ...rowDefaults,
    model: label.id,
    model_name_on_page: name,
    developer: 'anthropic',
    currency: 'USD' as const,
    unit_stated: '$ / MTok',
    mode: 'standard' as const,
    ...lifeOf(label, read.retiredOn, read.day.date),
    ...(band ? { condition: band.condition, condition_text: band.text } : {}),
    url: page.url,
    page_date: read.day.date,
    page_date_basis: read.day.basis,
    evidence,
    adapter: 'official/anthropic',
  }
}

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const dated: ModelLife[] = []
  const problems: string[] = []
  let partial: string | undefined
  let complete: string | undefined
  // The deprecations page first: a row of a model it dates as retired ends on the day it states.
  const retiredOn = new Map<string, ModelLife>()
  for (const page of pages) {
    const tables = pipeTables(page.text)
    if (!tables.some((t) => column(t.header, /current state/i) >= 0)) continue
    const found = deprecationLives(page, tables)
    if (!found.length) problems.push(`${page.url}: no model status or retired model read from the deprecations page`)
    dated.push(...found)
    for (const l of found) if (l.status === 'retired' && l.status_date) retiredOn.set(l.model, l)
  }
  const read: Read = { rows: [], lives: [], problems, retiredOn, day: seen }
  const lineups: PageText[] = []
  const notes: Note[] = []
  const retirings: Retiring[] = []
  for (const page of pages) {
    if (isReleaseNotes(page.url)) {
      notes.push(...notesIn(page, seen))
      retirings.push(...retiringIn(page))
      continue
    }
    if (pipeTables(page.text).some((t) => column(t.header, /current state/i) >= 0)) continue
    const { model, batch, captured } = tablesOf(page)
    if (!model && (LINEUP_PRICE.test(page.text) || /Model ID: `|\n- Input\n- \$/.test(page.text))) {
      lineups.push(page)
      continue
    }
    if (!model) {
      problems.push(`${page.url}: no model table (a header with "Base input tokens" or "Base tokens")`)
      continue
    }
    if (model.cut) partial = `${page.url}: the copy ends inside the model table`
    // A third party's capture: its HTML-to-text step deletes text between a '<' and the next '>', which may
    // take rows with it, so a model it does not show is not proven gone.
    else if (captured)
      partial =
        `${page.url}: a text capture whose HTML-to-text step deletes text between '<' and '>'; ` +
        'absence proves nothing'
    complete = wholeTable(model as PipeTable, 'model')
    const pageRead = { ...read, day: page.seen ?? seen }
    modelRows(page, model, pageRead)
    if (batch) batchRows(page, batch, pageRead)
  }
  const { rows, lives } = read
  // The lineup adds the latest models the pricing copy does not show (a cut copy: only its top rows).
  const listed = new Set(rows.map((r) => r.model))
  const more: SellerRead = { rows: [], lives: [], problems: [] }
  // A model's own page first: its prices are its own, where the lineup may give only the lowest band.
  const own = (p: PageText) => /Model ID: `|\n- Input\n- \$/.test(p.text)
  for (const page of [...lineups.filter(own), ...lineups.filter((p) => !own(p))]) {
    if (/Model ID: `/.test(page.text)) modelPageOf(page, listed, seen, more)
    else if (/\n- Input\n- \$/.test(page.text)) renderedModelOf(page, listed, seen, more)
    else lineupOf(page, listed, seen, more)
    for (const r of more.rows) listed.add(r.model)
  }
  rows.push(...more.rows)
  problems.push(...more.problems)
  notes.push(...launchPriceNotes(pages, more.lives ?? [], seen))
  // The release notes date the rows showing the prices they state, and price a model no table shows.
  const priced = noteRows(notes, listed)
  // A retirement they announce ends the offers of its model on its day (the deprecations page's day stands).
  const retiring = retiringByModel(retirings)
  const noted = noteDated([...rows, ...priced.rows], notes).map((r) => endedAhead(r, retiring.get(r.model)))
  // A model the deprecations page dates as retired takes that life over the pricing page's undated one.
  const all = [...lives, ...(more.lives ?? []), ...priced.lives, ...retiringLives(retiring, seen.date)].filter(
    (l) => !retiredOn.has(l.model),
  )
  return {
    rows: noted,
    lives: [...all, ...dated],
    problems,
    ...(partial ? { partial } : complete ? { complete } : {}),
  }
}

/**
 * The English release notes read with the capture that first shows what they date: the launch of Claude Fable
 * 5.1 and Claude Mythos 5.1 (first captured 2026-09-02), and Sonnet 5.5's cache read cut (first captured
 * 2026-10-08; the only stored copy with its entry is newer, its newest entry of October 9, 2026).
 */
const NOTES_READ_WITH: Record<string, { url: string; fixture: string; words: string }> = {
  '2026-09-02': {
    url: `${URL_NOTES_EN}2026-09-01-2df3f01ad7fac00e`,
    fixture: 'anthropic-history/2026-09-01-release-notes.md',
    words:
      'the release notes as rendered (search tool, docs corpus; their opening only, cut inside their newest entry, ' +
      "'September 1, 2026'; dated by it)",
  },
  '2026-09-23': {
    url: URL_NOTES_EN_PAGE,
    fixture: 'anthropic-history/2026-09-23-release-notes.md',
    words:
      'the capture of the release notes of the same day ' +
      '(data/snapshots/2026-09-23/Anthropic__changelog__2026-09-23.md, ' +
      "code-index file id 68722590173, '<!-- fetched: 2026-09-23T07:31:29.051638 -->'; transcribed: its title, " +
      "then the first paragraph of its newest entry, 'September 22, 2026', the launch of Claude Opus 5.5 at its " +
      'price, the rest cut), read for the day that entry states',
  },
  '2026-10-08': {
    url: `${URL_NOTES_EN}2026-10-08-eb9a2f8c3565aed4`,
    fixture: 'anthropic-history/2026-10-09-release-notes.md',
    words:
      'the release notes as rendered (search tool, docs corpus; their opening only, from their newest entry, ' +
      "'October 9, 2026', to the cut inside that of 'October 7, 2026'; dated by the newest): a day newer than " +
      'the capture, read with it for the day its entry states, October 7, of the change the capture first shows',
  },
}

export default {
  seller: 'anthropic',
  seller_name: 'Anthropic',
  developer_of_models: ['anthropic'],
  pages: [
    {
      url: URL_MD,
      fixture: 'anthropic/pricing.md',
      copy: 'text-rendering',
      origin:
        `${CAPTURE} 2026-10-10 (data/snapshots/2026-10-10/Anthropic__pricing__2026-10-10.md, ` +
        'code-index file id 71394170782)',
      recorded: {
        date: '2026-10-10',
        basis: "the capture's header '<!-- fetched: 2026-10-10T08:43:29.834053+08:00 -->'",
      },
    },
    {
      url: URL_DEPRECATIONS,
      fixture: 'anthropic/model-deprecations.md',
      copy: 'text-rendering',
      origin:
        "a rendering of the HTML page headed 'fetched_at: \"2026-09-26T06:38:17Z\"' and 'source_url: " +
        '"https://platform.claude.com/docs/en/about-claude/model-deprecations"\', kept in the public GitHub ' +
        'repository johnzfitch/claude-wiki (20-Models/about-claude-model-deprecations.md at commit ' +
        "68bc267526a625ddd0c9063fcd563766c175b85d; code-index file id 70787414918), whole to the page's last " +
        "line; its links rewritten to the mirror's files. Copied from the index's text view, which reports " +
        '15,243 characters where this copy has 15,199: the difference lies in its runs of blank lines, no ' +
        'visible word differs',
      recorded: {
        date: '2026-09-26',
        basis: "fetched_at date in the copy's header ('2026-09-26T06:38:17Z')",
      },
    },
    {
      url: URL_OVERVIEW,
      fixture: 'anthropic/models-overview.md',
      copy: 'text-rendering',
      origin:
        'search tool, docs corpus: text rendering of https://platform.claude.com/docs/en/models/overview' +
        '?model=claude-opus-5-5&seen=1790094772856 (undated; its opening only, cut after the lineup table); its ' +
        'lineup names Claude Fable 5.2, Opus 5.5, Sonnet 5.5 and Haiku 5.5 with their input and output prices. ' +
        'Dated as the recorded pricing copy: it names Claude Fable 5.2, which neither that copy nor the ' +
        'deprecations page of 2026-09-26 lists, so it is no older than them. The live .md twin is unproven',
    },
    {
      url: URL_SONNET_5,
      fixture: 'anthropic/model-sonnet-5.md',
      copy: 'text-rendering',
      origin:
        "search tool, docs corpus: the .md twin of Claude Sonnet 5's own page (Indonesian edition, its model " +
        'lines in English; undated, its opening only, cut inside its lineup table): Model ID, lifecycle ' +
        "('Legacy. Released June 30, 2026'), input and output price. Dated as the recorded pricing copy: its " +
        'lineup names Claude Fable 5.2, as the models overview page does',
    },
    {
      url: 'https://platform.claude.com/docs/zh-CN/models/haiku-5-5/overview',
      fixture: 'anthropic/model-haiku-5-5.md',
      copy: 'text-rendering',
      origin:
        "search tool, docs corpus: text rendering of Claude Haiku 5.5's own page (Chinese edition, its pricing " +
        'list in English; undated, its opening only, cut inside its cache prices): input and output per prompt ' +
        "length, 'for prompts up to 100,000 tokens' and 'over 100,000 tokens'. It names Claude Haiku 5.5, which " +
        "Anthropic's English .md twin of the same page says was 'Released October 7, 2026'; dated as the " +
        'recorded pricing copy',
    },
    {
      url: URL_NOTES_JA,
      fixture: 'anthropic/release-notes.md',
      copy: 'text-rendering',
      origin:
        "search tool, docs corpus: the Japanese .md twin of the release notes ('title: Claude Platform " +
        "リリースノート'), its opening only, cut inside its newest entry ('### 2026年11月9日'), after the launch of " +
        'Claude Fable 5.2 and Claude Mythos 5.2 and their price. The Korean and Chinese (zh-TW) .md twins, cut ' +
        'there too, state the same ids and $8 / $40 USD per MTok; the Spanish and Portuguese twins stop before ' +
        'the price, and no English copy of that entry is stored. Read for its dated launches with a price only',
      recorded: { date: '2026-11-09', basis: "its newest entry, headed '### 2026年11月9日'" },
    },
    {
      url: URL_NOTES_EN_MD,
      fixture: 'anthropic/release-notes-2026-10-10.md',
      copy: 'text-rendering',
      origin:
        "text capture of https://platform.claude.com/docs/en/release-notes/overview ('Claude Platform release " +
        "notes - Claude Platform Docs') kept by the public GitHub repository zhangchen456/maasweekly, a third " +
        "party's daily verbatim capture (data/snapshots/2026-10-10/Anthropic__changelog__2026-10-10.md, code-index " +
        "file id 71515955449), transcribed from the index's text view: its first four lines, then ([…]) its entry " +
        "of 'September 30, 2026', whole, the rest cut ([…]). Read for the deprecation of Claude Sonnet 4.5 that " +
        "entry announces with its retirement day. The captures first show the entry on 2026-10-01 ('<!-- fetched: " +
        "2026-10-01T08:24:38.793848 -->'; that of 2026-09-30, fetched 08:06:02, has not); the capture of 2026-10-10 " +
        'is read with the pricing capture of its day. The Markdown twin fetched live is unproven',
      recorded: {
        date: '2026-10-10',
        basis: "the capture's header '<!-- fetched: 2026-10-10T08:43:30.412910+08:00 -->'",
      },
    },
  ],
  earlier: [
    {
      date: '2026-04-15',
      basis:
        'undated stored copy (search corpus text rendering), read 2026-11-26; the newest model it lists is ' +
        'Claude Opus 4.6 and it does not list Claude Opus 4.7 (claude-opus-4-7-20260416), so dated the day before',
      copies: [
        {
          url: 'https://platform.claude.com/docs/en/docs/about-claude/pricing',
          fixture: 'anthropic-history/2026-04-15-pricing.md',
        },
        null,
        null,
        null,
        null,
        null,
        null,
      ],
    },
    // The first capture, then the first to show each change: Opus 5.5 (09-23), Sonnet 5.5 (09-29; the table
    // flattened from 09-24, its prices unchanged), Sonnet 5.5's cache hit at $0.10 and Haiku 5.5 (10-08; no
    // capture of 10-05 to 10-07 is kept). The last, of 10-10, is the recorded copy.
    ...(
      [
        ['2026-09-02', '2026-09-02T21:16:34.906157', 62692436097],
        ['2026-09-23', '2026-09-23T07:31:28.556264', 68772091607],
        ['2026-09-29', '2026-09-29T08:51:18.482208', 71019135895],
        ['2026-10-08', '2026-10-08T08:48:47.961258+08:00', 70898696684],
      ] as const
    ).map(([date, fetched, id]) => {
      const notes = NOTES_READ_WITH[date]
      return {
        date,
        basis:
          `${CAPTURE} ${date} (data/snapshots/${date}/Anthropic__pricing__${date}.md, code-index file id ${id}), ` +
          `dated by its header '<!-- fetched: ${fetched} -->'; read with the deprecations page as recorded ` +
          '2026-09-26, every retirement it states falling before 2026-09-02' +
          (notes ? `; and with ${notes.words}` : '') +
          (date === '2026-09-02'
            ? "; and with Claude Sonnet 5's own page as recorded, for the launch day of the price the capture " +
              "says Sonnet 5 launched at ('Released June 30, 2026')"
            : ''),
        copies: [
          { url: URL_PAGE, fixture: `anthropic-history/${date}-pricing.md` },
          { url: URL_DEPRECATIONS, fixture: 'anthropic/model-deprecations.md' },
          null,
          // The capture says Sonnet 5's price is the one it launched at; its own page says when that was.
          date === '2026-09-02' ? { url: URL_SONNET_5, fixture: 'anthropic/model-sonnet-5.md' } : null,
          null,
          notes ? { url: notes.url, fixture: notes.fixture } : null,
          null,
        ],
      }
    }),
  ],
  notFound:
    'no copy of the pricing page newer than the capture of 2026-10-10 (searched 2026-11-27): the docs store ' +
    'keeps only its opening rows, of a state before Claude Opus 5.5 (that copy, recorded here before, is dropped: ' +
    "the dated captures of 2026-09-02 to -09-22 show the same rows), and the claude-wiki mirror's renderings drop " +
    "the table ('[TABLE]'). So Claude Fable 5.2 (the models overview page's lineup) and Claude Mythos 5.2 (the " +
    "release notes) have no cache price read: the stored copies of 'What's new in Claude Fable 5.2' (English, " +
    'Spanish, Chinese) stop before its pricing section (searched 2026-11-28). No capture of 2026-10-05 to ' +
    '2026-10-07 is kept: Claude Haiku 5.5 is first seen 2026-10-08. The release notes (capture of 2026-09-23) ' +
    "date Claude Opus 5.5's launch, September 22, at its price; those of Claude Sonnet 5.5 (September 28) and " +
    "Haiku 5.5 (October 7) state no price ('For its context window, output limits, and prices, see the Claude " +
    "Sonnet 5.5 model page'), so those two stay first seen, a day later. The fast mode table is not read",
  recorded: '2026-11-25',
  recorded_basis:
    'undated stored copies (search store, docs corpus, as they stood when data/official was read on 2026-11-25; ' +
    'copied 2026-11-26): the models overview page and two model pages; the pricing page and the deprecations ' +
    'page, the release notes (by their newest entry) are dated apart',
  parse,
} satisfies SellerAdapter
