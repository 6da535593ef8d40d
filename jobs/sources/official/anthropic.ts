// Anthropic: the docs pricing page, whose Markdown twin (pricing.md) holds the model table: base
// input, 5-minute and 1-hour cache writes, cache hits, output, per MTok in USD. A row label carries
// the model's life: "(deprecated)", "(retired, except on Bedrock and Google Cloud)". The model
// deprecations page states the day each model was retired: its "Model status" table (API id, current
// state, tentative retirement date) and its dated history sections, one table each. The models overview
// page's lineup and a model's own page give the input and output prices of later models, read for those
// the pricing copy does not show.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { isoDay } from './dates.ts'
import { amountOf, column, pipeTables, wholeTable, type PipeTable } from './markdown.ts'
import { rowDefaults, type ModelLife, type PageText, type SellerAdapter, type SellerRead } from './types.ts'

const URL_MD = 'https://platform.claude.com/docs/en/about-claude/pricing.md'
const URL_DEPRECATIONS = 'https://platform.claude.com/docs/en/about-claude/model-deprecations'
const URL_OVERVIEW = 'https://platform.claude.com/docs/en/models/overview.md'

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

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const rows: OfficialPrice[] = []
  const lives: ModelLife[] = []
  const dated: ModelLife[] = []
  const problems: string[] = []
  let partial: string | undefined
  let complete: string | undefined
  // The deprecations page first: a row the pricing page marks retired ends on the day it states.
  const retiredOn = new Map<string, ModelLife>()
  for (const page of pages) {
    const tables = pipeTables(page.text)
    if (!tables.some((t) => column(t.header, /current state/i) >= 0)) continue
    const found = deprecationLives(page, tables)
    if (!found.length) problems.push(`${page.url}: no model status or retired model read from the deprecations page`)
    dated.push(...found)
    for (const l of found) if (l.status === 'retired' && l.status_date) retiredOn.set(l.model, l)
  }
  const lineups: PageText[] = []
  for (const page of pages) {
    const tables = pipeTables(page.text)
    if (tables.some((t) => column(t.header, /current state/i) >= 0)) continue
    const table = tables.find((t) => column(t.header, /base input/i) >= 0)
    if (!table && (LINEUP_PRICE.test(page.text) || /Model ID: `|\n- Input\n- \$/.test(page.text))) {
      lineups.push(page)
      continue
    }
    if (!table) {
      problems.push(`${page.url}: no model table (a header with "Base input tokens")`)
      continue
    }
    if (table.cut) partial = `${page.url}: the copy ends inside the model table`
    complete = wholeTable(table, 'model')
    const at = (re: RegExp) => column(table.header, re)
    const [input, w5, w1, hit, output] = [/base input/i, /5m cache/i, /1h cache/i, /cache hits/i, /output/i].map(at)
    const head = `| ${table.header.join(' | ')} |`
    // The row a cut copy ends in still names the model and its life, though not its prices.
    for (const { cells, line } of [...table.rows, ...(table.last ? [table.last] : [])]) {
      const label = labelOf(cells[0])
      const stated = label.status === 'retired' ? retiredOn.get(label.id) : undefined
      lives.push({ model: label.id, aliases: [], status: label.status, status_date: null, url: page.url, words: line })
      const base = {
        ...rowDefaults,
        model: label.id,
        model_name_on_page: cells[0],
        developer: 'anthropic',
        currency: 'USD' as const,
        unit_stated: '$ / MTok',
        mode: 'standard' as const,
        status: label.status,
        status_date: stated?.status_date ?? null,
        ...(stated
          ? {
              effective_until: stated.status_date,
              effective_basis: `page: retired ${stated.status_date} (${stated.url}: "${stated.words}")`,
            }
          : label.status === 'retired'
            ? {
                effective_until: seen.date,
                effective_basis: `page: "(${label.words})", no date given; first seen ${seen.date}`,
              }
            : {}),
        url: page.url,
        page_date: seen.date,
        page_date_basis: seen.basis,
        evidence: `${head} ${line}`,
        adapter: 'official/anthropic',
      }
      const standard = { ...base, input: amountOf(cells[input]), output: amountOf(cells[output]) }
      if (standard.input == null || standard.output == null) {
        problems.push(`${label.name}: no input or output price in "${line}"`)
        continue
      }
      rows.push({
        ...standard,
        cache_read: amountOf(cells[hit]),
        cache_write: amountOf(cells[w5]),
        cache_write_ttl: '5m',
      })
      const hour = amountOf(cells[w1])
      if (hour != null)
        rows.push({
          ...base,
          input: null,
          output: null,
          cache_write: hour,
          cache_write_ttl: '1h',
          condition_text: table.header[w1],
        })
    }
  }
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
  // A model the deprecations page dates as retired takes that life over the pricing page's undated one.
  const all = [...lives, ...(more.lives ?? [])].filter((l) => !retiredOn.has(l.model))
  return { rows, lives: [...all, ...dated], problems, ...(partial ? { partial } : complete ? { complete } : {}) }
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
        'search tool, docs corpus: text rendering of https://platform.claude.com/docs/en/about-claude/pricing' +
        '?ref=optimizesmart.com (undated; cut off after the Claude Opus 4 row); the live .md is unproven',
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
      url: 'https://platform.claude.com/docs/id/models/sonnet-5/overview.md',
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
      ],
    },
  ],
  notFound:
    'no whole copy of the pricing table newer than the recorded one (searched 2026-11-27): the docs store ' +
    "keeps only its opening rows, and the claude-wiki mirror's renderings of 2026-08-02 and 2026-09-26 drop the " +
    "table ('[TABLE]'); the code index's rows of Claude Opus 5.5, Sonnet 5.5, Haiku 5.5 and Fable 5.2 are test " +
    "fixtures and notes quoting a few rows ('| Claude Opus 5.5 | $4 / MTok', 'Claude Fable 5.2 | $8'), not the " +
    "page. So the later models' cache prices are not read: the models overview page's lineup and the model " +
    "pages read (Sonnet 5, Haiku 5.5) state input and output only in their stored openings; Anthropic's other " +
    'model pages in the docs store (zh-CN opus-5-5 and sonnet-5-5 overview, which state cache prices) name Claude ' +
    'Haiku 4.5 as the latest Haiku, so they predate Haiku 5.5 (released October 7, 2026), the day catalogues ' +
    "report Sonnet 5.5's cache price was cut: not recorded. The docs store also keeps the Markdown twins of " +
    "older models' own pages, undated and of a late-2026 lineup (searched 2026-11-27: sonnet-4-5, sonnet-4-6, " +
    "opus-4-5, opus-4-8 overview.md in zh-CN, zh-TW, pt-BR, ja, de): Claude Sonnet 4.5 'is deprecated ... and " +
    "retires on November 30, 2026', the others 'Legacy', each at the input and output price the table gives. Not " +
    'read: their rows would state no cache price beside the table rows that do (read as a change), and the ' +
    "retirement falls after the data's date",
  recorded: '2026-11-25',
  recorded_basis:
    'undated stored copy (search store, docs corpus, as it stood when data/official was read on 2026-11-25; ' +
    'copied 2026-11-26); it lists Claude Fable 5.1',
  parse,
} satisfies SellerAdapter
