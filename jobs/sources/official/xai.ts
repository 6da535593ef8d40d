// xAI: the docs pricing page's text table, one row per model with its short- and long-context prices
// (input, cached, output each), the long-context threshold written in the model cell ("grok-4.7 Long
// context ≥ 200k tokens"). The prices are the global rates: the page bills the US regional endpoint at
// a 1.1x premium, a multiplier and no price of its own, so it is not a row.
// Earlier forms of xAI's pages, read from dated copies: the spring-2026 Chat API table (Model |
// Context | Input | Cached input | Output), the models page's table with one pricing cell ('$2.00
// ($0.20) / $6.00'), and the 2025 models page's price blocks (a model id, its aliases, its context,
// then 'Text Input' / 'Cached Text Input' / 'Text Completion' each above its amount). The migration
// guide's retirement ('Effective May 15, 2026 at 12:00 PM PT, the following models will be retired')
// ends the named models on the day it states.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { isoDay } from './dates.ts'
import { amountOf, column, pipeTables, wholeTable, type PipeTable } from './markdown.ts'
import { rowDefaults, type ModelLife, type PageText, type SellerAdapter, type SellerRead } from './types.ts'

const URL_MD = 'https://docs.x.ai/developers/pricing.md'
const URL_MIGRATION = 'https://docs.x.ai/developers/migration/may-15-retirement.md'
const URL_RELEASE_NOTES = 'https://docs.x.ai/developers/release-notes'

/** '200k' -> 200000. */
const tokens = (s: string) =>
  Math.round(Number(s.replace(/[km]$/i, '')) * (/m$/i.test(s) ? 1e6 : /k$/i.test(s) ? 1e3 : 1))

type Seen = { date: string; basis: string }

const rowOf = (
  page: PageText,
  seen: Seen,
  model: string,
  cell: string,
  prices: { input: number; cache_read: number | null; output: number },
  evidence: string,
): OfficialPrice => ({
  ...rowDefaults,
  model,
  model_name_on_page: cell,
  developer: 'xai',
  currency: 'USD' as const,
  unit_stated: 'Prices per 1M tokens',
  mode: 'standard' as const,
  region: 'global',
  status: 'listed' as const,
  status_date: null,
  url: page.url,
  page_date: seen.date,
  page_date_basis: seen.basis,
  evidence,
  adapter: 'official/xai',
  ...prices,
})

const listed = (model: string, page: PageText, words: string): ModelLife => ({
  model,
  aliases: [],
  status: 'listed',
  status_date: null,
  url: page.url,
  words,
})

/** The text rendering runs a table's caption into its header line ('Prices per 1M tokensModel | Context |'). */
const unrun = (text: string) =>
  text.replace(/^[^|\n]*?(\|?\s*Model \| (?:Context|Modalities) \|)/gm, (_, head: string) =>
    head.startsWith('|') ? head : `| ${head}`,
  )

/** A cell's text without its Markdown links ('[grok-4.7](https://docs.x.ai/...) Long' -> 'grok-4.7 Long'). */
const plain = (cell: string) => cell.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')

/** The late-2026 Text API table: short and long context, three prices each. */
function readBands(page: PageText, table: PipeTable, seen: Seen, out: SellerRead & { lives: ModelLife[] }) {
  const head = `| ${table.header.join(' | ')} |`
  for (const { cells: linked, line } of table.rows) {
    // A reader's rendering links each model cell to its page: the id is the link's text.
    const cells = linked.map(plain)
    const amounts = cells.slice(2, 8).map(amountOf)
    if (!/^grok/i.test(cells[0]) || amounts.some((n) => n == null)) continue
    const model = cells[0].split(/\s+/)[0]
    const threshold = /≥\s*([\d.]+[km]?)\s*tokens/i.exec(cells[0])
    const [input, cached, output, longInput, longCached, longOutput] = amounts as number[]
    const edge = threshold ? tokens(threshold[1]) - 1 : undefined
    const base = rowOf(page, seen, model, cells[0], { input, cache_read: cached, output }, `${head} ${line}`)
    out.rows.push({
      ...base,
      ...(edge
        ? {
            condition: { input_tokens_max: edge },
            condition_text: `Short context (prompt under ${threshold![1]} tokens)`,
          }
        : {}),
    })
    if (edge)
      out.rows.push({
        ...base,
        input: longInput,
        cache_read: longCached,
        output: longOutput,
        condition: { input_tokens_min: edge, input_tokens_max: null },
        condition_text: cells[0].slice(model.length).trim(),
      })
    out.lives.push(listed(model, page, line))
  }
}

/** One price per model in named columns: the spring-2026 Chat API table (Model | Context | Input | ...). */
function readFlat(page: PageText, table: PipeTable, seen: Seen, out: SellerRead & { lives: ModelLife[] }) {
  const [i, c, o] = [/^Input$/i, /^Cached input$/i, /^Output$/i].map((re) => column(table.header, re))
  const head = `| ${table.header.join(' | ')} |`
  for (const { cells, line } of table.rows) {
    const [input, cached, output] = [i, c, o].map((k) => amountOf(cells[k]))
    if (!/^grok/i.test(cells[0]) || input == null || output == null) continue
    out.rows.push(rowOf(page, seen, cells[0], cells[0], { input, cache_read: cached, output }, `${head} ${line}`))
    out.lives.push(listed(cells[0], page, line))
  }
}

/** The models page's table, its prices in one cell: '$2.00 ($0.20) / $6.00' (in, cached in, out). */
function readCell(page: PageText, table: PipeTable, seen: Seen, out: SellerRead & { lives: ModelLife[] }) {
  const k = column(table.header, /^Pricing/i)
  const head = `| ${table.header.join(' | ')} |`
  const seenModels = new Set<string>()
  for (const { cells, line } of table.rows) {
    const m = /^\$([\d.]+)\s*\(\$([\d.]+)\)\s*\/\s*\$([\d.]+)$/.exec(cells[k] ?? '')
    // The page lists a model once per region, the same line twice: one row.
    if (!m || !/^grok/i.test(cells[0]) || seenModels.has(cells[0])) continue
    seenModels.add(cells[0])
    const [input, cached, output] = [m[1], m[2], m[3]].map(Number)
    out.rows.push(rowOf(page, seen, cells[0], cells[0], { input, cache_read: cached, output }, `${head} ${line}`))
    out.lives.push(listed(cells[0], page, line))
  }
}

/**
 * The 2025 models page's 'Model Pricing' blocks: a model id line and its aliases, its context, then
 * each price label above its amount ('Text Input' / '$3.00'). A block with no text price (an image
 * model, 'Each Generated Image') is no row.
 */
function readBlocks(page: PageText, seen: Seen, out: SellerRead & { lives: ModelLife[] }) {
  const start = page.text.indexOf('\nModel Pricing\n')
  const end = page.text.indexOf('\nShow deprecated models', start)
  const lines = page.text
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(1)
  type Block = { ids: string[]; lines: string[] }
  const blocks: Block[] = []
  for (const line of lines) {
    const last = blocks.at(-1)
    if (/^grok-[\w.-]+$/.test(line) && (!last || last.lines.length > last.ids.length + 1)) {
      blocks.push({ ids: [line], lines: [line] })
      continue
    }
    if (!last) continue
    if (/^grok-[\w.-]+$/.test(line) && last.lines.length === last.ids.length) last.ids.push(line)
    last.lines.push(line)
  }
  for (const b of blocks) {
    const after = (label: string) => {
      const at = b.lines.indexOf(label)
      return at < 0 ? null : amountOf(b.lines[at + 1])
    }
    const [input, cached, output] = ['Text Input', 'Cached Text Input', 'Text Completion'].map(after)
    if (input == null || output == null) continue
    const [model] = b.ids
    out.rows.push(rowOf(page, seen, model, model, { input, cache_read: cached, output }, b.lines.join(' | ')))
    out.lives.push({ ...listed(model, page, b.lines.join(' | ')), aliases: b.ids.slice(1) })
  }
}

/** The migration guide's retirement: its day and the models it names, with its words. */
export function retirement(text: string): { date: string; models: string[]; words: string } | undefined {
  const stated =
    /Effective (?:\*\*)?([A-Z][a-z]+ \d{1,2}, \d{4}) at [^*\n]*?(?:\*\*)?, the following models will be retired/
  const m = new RegExp(`${stated.source}.*`).exec(text)
  const date = m && isoDay(m[1])
  if (!m || !date) return undefined
  const models: string[] = []
  for (const line of text.slice(m.index + m[0].length).split('\n')) {
    const item = /^\s*[*-]\s+`?([\w.-]+)`?\s*$/.exec(line)
    if (item) models.push(item[1])
    else if (models.length && line.trim()) break
  }
  return { date, models, words: m[0].replace(/\*\*/g, '') }
}

/** A launch the release notes state: the model, its day, the prices they give (by context band), their words. */
export interface Launch {
  model: string
  day: string
  short: Partial<Record<'input' | 'cache_read' | 'output', number>>
  long?: Partial<Record<'input' | 'cache_read' | 'output', number>>
  words: string
}

const MONTH = /^(January|February|March|April|May|June|July|August|September|October|November|December)(?: (\d{4}))?$/
const DAY = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* (\d{1,2})$/
const THREE = String.raw`\$([\d.]+) \/ \$([\d.]+) \/ \$([\d.]+)`
const BANDED = new RegExp(
  String.raw`${THREE} per 1M tokens \(input \/ cached input \/ output\) below \d+k prompt tokens, and ${THREE} above`,
)
const PAIR = /Priced at \$([\d.]+) \/ 1M input tokens and \$([\d.]+) \/ 1M output tokens/

/**
 * The release notes' model launches with a price ('August 12' / 'Grok 4.6' / '... is now available on the xAI API.
 * ... Pricing is $2 / $0.50 / $6 per 1M tokens (input / cached input / output) below 200k prompt tokens, and $4 / $1
 * / $12 above.'). A month heading without a year ('August') is of the year of the page's 'Last updated' line (the
 * older ones say theirs: 'December 2025'). The model id is the name the heading gives, as the price table writes
 * it ('Grok 4.6' -> 'grok-4.6'); a launch is used only where that row shows the very prices stated.
 */
export function launches(text: string): Launch[] {
  const updated = /^Last updated: ([A-Z][a-z]+ \d{1,2}, (\d{4}))$/m.exec(text)
  if (!updated) return []
  const lines = text.split('\n').map((l) => l.trim())
  const out: Launch[] = []
  let year = updated[2]
  for (let i = 0; i + 2 < lines.length; i++) {
    const month = MONTH.exec(lines[i])
    if (month) year = month[2] ?? updated[2]
    const day = DAY.exec(lines[i])
    const name = /^Grok (\d[\w.]*)$/.exec(lines[i + 1])
    const body = lines[i + 2]
    if (!day || !name || !/is now available on the xAI API/.test(body)) continue
    const at = isoDay(`${lines[i]}, ${year}`)
    const banded = BANDED.exec(body)
    const pair = PAIR.exec(body)
    if (!at || (!banded && !pair)) continue
    const n = (m: RegExpExecArray, k: number) => Number(m[k])
    out.push({
      model: `grok-${name[1]}`,
      day: at,
      short: banded
        ? { input: n(banded, 1), cache_read: n(banded, 2), output: n(banded, 3) }
        : { input: n(pair!, 1), output: n(pair!, 2) },
      ...(banded ? { long: { input: n(banded, 4), cache_read: n(banded, 5), output: n(banded, 6) } } : {}),
      words: `${lines[i]} | ${lines[i + 1]} | ${body}`,
    })
  }
  return out
}

/**
 * A row of a launched model dated by its launch, where it shows every price the notes state for its band and
 * the launch is not after the read: the launch price, in force from the stated day.
 */
function launchDated(rows: OfficialPrice[], said: Launch[], seen: Seen, url: string, updated: string) {
  return rows.map((r) => {
    const launch = said.find((l) => l.model === r.model && l.day <= (r.page_date ?? seen.date))
    const stated = r.condition?.input_tokens_min ? launch?.long : launch?.short
    if (!launch || !stated || r.effective_from) return r
    const same = Object.entries(stated).every(([k, v]) => r[k as keyof typeof stated] === v)
    if (!same) return r
    const basis = `page (release notes, ${url}, '${updated}'): '${launch.words}'`
    return { ...r, effective_from: launch.day, effective_basis: basis }
  })
}

const GROK_ID = /\bgrok-[a-z0-9.-]*[a-z0-9]/gi

/**
 * The model cells of the Imagine API section's table ('| grok-imagine-image | $0.02 / image |'), when the
 * table ends and the page goes on after it ('Voice API'); undefined when the copy stops inside it.
 */
function imagineModels(text: string): string[] | undefined {
  const at = text.indexOf('\nImagine API\n')
  if (at < 0) return undefined
  const lines = text
    .slice(at + 1)
    .split('\n')
    .slice(2)
  const end = lines.findIndex((l) => !l.trim().startsWith('|'))
  if (end < 0 || !lines[end].trim()) return undefined
  const rows = lines.slice(0, end).filter((l) => /\|\s*grok-/.test(l) && l.split('|').length > 3)
  return rows.length ? rows.map((l) => l.split('|')[1].trim()) : undefined
}

function parse(pages: PageText[], seen: Seen): SellerRead {
  const out = { rows: [] as OfficialPrice[], lives: [] as ModelLife[], problems: [] as string[] }
  const whole: (string | undefined)[] = []
  // The model cells of the price tables and of the Imagine API section: the line-up, where the text table is
  // proven whole and the Imagine table ends before the page does (a copy cut inside it shows no line-up).
  const cells: string[] = []
  let imagine: string[] | undefined
  const said: { launches: Launch[]; url: string; updated: string }[] = []
  for (const page of pages) {
    const at = page.seen ?? seen
    const updated = /^Last updated: .+$/m.exec(page.text)
    if (updated && /Release Notes/.test(page.text)) {
      said.push({ launches: launches(page.text), url: page.url, updated: updated[0] })
      continue
    }
    const gone = retirement(page.text)
    if (gone) {
      for (const model of gone.models)
        out.lives.push({
          model,
          aliases: [],
          status: 'retired',
          status_date: gone.date,
          url: page.url,
          words: gone.words,
        })
      continue
    }
    const tables = pipeTables(unrun(page.text))
    const bands = tables.find((t) => t.header[0] === 'Model' && t.header.includes('Short context'))
    const flat = tables.find((t) => t.header[0] === 'Model' && column(t.header, /^Cached input$/i) > 0)
    const cell = tables.find((t) => t.header[0] === 'Model' && column(t.header, /^Pricing/i) > 0)
    cells.push(...[bands, flat, cell].flatMap((t) => t?.rows.map((r) => plain(r.cells[0])) ?? []))
    imagine ??= imagineModels(page.text)
    if (bands) {
      readBands(page, bands, at, out)
      whole.push(wholeTable(bands, 'Text API'))
    } else if (flat) {
      readFlat(page, flat, at, out)
      whole.push(wholeTable(flat, 'Chat API'))
    } else if (cell) {
      readCell(page, cell, at, out)
      whole.push(wholeTable(cell, 'Models and Pricing'))
    } else if (page.text.includes('\nModel Pricing\n')) {
      readBlocks(page, at, out)
      whole.push(undefined) // the store's copy of the 2025 page: no end of its list proven
    } else out.problems.push(`${page.url}: no price table (Text API, Chat API, Models and Pricing)`)
  }
  // Whole only if every price page is: a cut copy adds and changes prices but retires nothing.
  const complete = whole.length && whole.every(Boolean) ? whole.join('; ') : undefined
  for (const notes of said) out.rows = launchDated(out.rows, notes.launches, seen, notes.url, notes.updated)
  const price = pages.find((p) => !retirement(p.text) && !said.some((n) => n.url === p.url))
  const named = [...cells, ...(imagine ?? [])]
  const ids = [...new Set(named.flatMap((c) => c.match(GROK_ID) ?? []))].map((m) => m.toLowerCase())
  const lineup = complete && imagine && price ? { models: ids, url: price.url, words: named.join(' | ') } : undefined
  return { ...out, ...(complete ? { complete } : {}), ...(lineup ? { lineup } : {}) }
}

export default {
  seller: 'xai',
  seller_name: 'xAI',
  developer_of_models: ['xai'],
  pages: [
    {
      url: URL_MD,
      fixture: 'xai/pricing.md',
      copy: 'text-rendering',
      origin:
        'search tool, docs corpus: text rendering of https://docs.x.ai/developers/pricing?campaign=imagine-landing ' +
        '(undated; the Imagine API section cut off); the live .md twin is unproven',
    },
    {
      url: URL_MIGRATION,
      fixture: 'xai/may-15-retirement.md',
      copy: 'text-rendering',
      origin:
        'search tool, pages corpus: https://docs.x.ai/developers/migration/may-15-retirement.md as the store kept ' +
        'it (the Markdown twin; cut inside its Recommended Replacements table): the retirement it states, ' +
        "'Effective May 15, 2026 at 12:00 PM PT', with the eight models it names",
      recorded: {
        date: '2026-05-15',
        basis: "the page's own words: 'Effective May 15, 2026 at 12:00 PM PT, the following models will be retired'",
      },
    },
    {
      url: URL_RELEASE_NOTES,
      fixture: 'xai/release-notes.md',
      copy: 'text-rendering',
      origin:
        'zhangchen456/maasweekly, data/snapshots/2026-10-10/xAI__changelog__2026-10-10.md at 995cc904 (code-index ' +
        'file id 71627806059): a daily capture of the release notes, whole, as read. Read for its model launches ' +
        "with a price only ('September 21' Grok 4.7, 'August 12' Grok 4.6, 'July 8' Grok 4.5): the day dates the " +
        "launch price a price table shows. The capture's HTML-to-text step drops text between '<' and '>'; the " +
        "launch sentences read have neither. 'Mar 10' Grok 4.20 ('are live') and 'May 19' Grok Build 0.1 state no " +
        'price, so they date no row',
      recorded: {
        date: '2026-10-10',
        basis:
          "the capture's header '<!-- fetched: 2026-10-10T08:43:38.577706+08:00 -->' (the page: 'Last updated: " +
          "October 9, 2026')",
      },
    },
  ],
  notFound:
    'searched 2026-11-27 (docs and pages corpora, code index): xAI release notes ' +
    "(docs.x.ai/developers/release-notes, captured 2026-10-10) state no price change: 'Mar 10 Grok 4.20 and Grok " +
    "4.20 Multi-agent are live' gives no price, so no page of xAI states the day grok-4.20 went from $2.00/$6.00 to " +
    '$1.25/$2.50: the change is dated by the first copy showing it (2026-05-15, the last day a copy listing ' +
    'grok-4-1-fast can have been made). No stored copy of xAI pages gives prices of grok-4-0709, grok-4-fast or ' +
    'grok-code-fast-1 (the 2025-10-21 archive of the models page shows them without prices).',
  earlier: [
    {
      date: '2025-06-02',
      basis:
        "archive.fo/dYUtw, a snapshot of xAI's 'Models and Pricing | xAI Docs' page archived 2 Jun 2025 10:51:50 UTC " +
        '(pages corpus; cut after its price blocks)',
      copies: [{ url: 'https://docs.x.ai/docs/models', fixture: 'xai-history/2025-06-02-models.md' }, null],
    },
    {
      date: '2026-03-09',
      basis:
        'undated stored copy (docs corpus) of https://docs.x.ai/developers/models.md, cut inside its table: it lists ' +
        'the grok-4.20-0309 models (xAI dates a snapshot in its id: 0309) at $2.00 ($0.20) / $6.00 and opens its ' +
        'table with them, where the 2026-05-15 copy opens with grok-4.3; dated the earliest day it can show them',
      copies: [{ url: 'https://docs.x.ai/developers/models.md', fixture: 'xai-history/2026-03-09-models.md' }, null],
    },
    {
      date: '2026-05-15',
      basis:
        'undated stored copy (pages corpus) of https://docs.x.ai//developers/pricing: it lists grok-4.3 and ' +
        "grok-4-1-fast-reasoning at prices, and xAI's migration guide retires grok-4-1-fast-reasoning 'Effective " +
        "May 15, 2026 at 12:00 PM PT', so the copy was made by then: dated the last day it can have been made",
      copies: [
        { url: 'https://docs.x.ai/developers/pricing', fixture: 'xai-history/2026-05-15-pricing.md' },
        { url: URL_MIGRATION, fixture: 'xai-history/2026-05-15-may-15-retirement.md' },
      ],
    },
    {
      date: '2026-09-29',
      basis:
        "dated by its header 'Published Time: 2026-09-29T00:00:00Z': a reader's Markdown rendering of " +
        'https://docs.x.ai/docs/pricing (Title / URL Source / Published Time / Markdown Content) kept in a public ' +
        'GitHub repository (code-index file id 70924232786), whole, as read; its model cells link to their pages. ' +
        'Read with the release notes as captured 2026-10-10 (their launch days, all before 2026-09-29, date the ' +
        'launch prices)',
      copies: [
        { url: 'https://docs.x.ai/docs/pricing', fixture: 'xai-history/2026-09-29-pricing.md' },
        null,
        { url: URL_RELEASE_NOTES, fixture: 'xai/release-notes.md' },
      ],
    },
  ],
  recorded: '2026-11-25',
  recorded_basis: 'undated stored copy of the page (search corpus), read 2026-11-25',
  parse,
} satisfies SellerAdapter
