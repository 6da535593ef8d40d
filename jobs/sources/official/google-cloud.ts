// Google Cloud's generative AI pricing page (Gemini Enterprise Agent Platform, formerly Vertex AI): Google's
// Gemini models and partners' models (Claude, Grok, DeepSeek, Qwen, GLM, Llama, ...) sold by Google Cloud, a
// seller of its own beside the Gemini API (google.ts). Every row is a resale: no developer is Google Cloud.
// Read: Gemini's token tables (Standard, Priority, Flex/Batch tabs) at the Global endpoint's price, the
// Non-global one in the row's words; partners' per-1M-token tables at the Global tab (Claude's first). Its page of
// the open models it retires (google-cloud-open-models.ts) ends those resales on their day.
import { isoDay } from './dates.ts'
import { addDays } from '../../../tools/dates.ts'
import { type CaptureTable, captureTables } from './google-cloud-tables.ts'
import { endRetired, OPEN_MODELS_PAGE, openModelRetirements, URL_OPEN_MODELS } from './google-cloud-open-models.ts'
import type { OfficialPrice } from '../../../tools/official-price.ts'
import {
  type EarlierCopy,
  newRead,
  readOn,
  rowDefaults,
  type PageText,
  type SellerAdapter,
  type SellerRead,
} from './types.ts'

const URL = 'https://cloud.google.com/gemini-enterprise-agent-platform/generative-ai/pricing'
const ADAPTER = 'official/google-cloud'
const MAASWEEKLY = 'GitHub zhangchen456/maasweekly@995cc9049f262067e9759312e51697139ae5f79e'
/** The address the third party fetches (its data/diff/<day>.json names it), serving 'Agent Platform Pricing'. */
const VERTEX_URL = 'https://cloud.google.com/vertex-ai/generative-ai/pricing'

type Capture = { day: string; commit: string; id: string; fetched: string; diff?: 'json' | 'md' }

/**
 * The third party's earlier captures, transcribed in the same part as the recorded one (each cut marked […]):
 * the earliest, and each first day a model or a price read here appears (the days between differ elsewhere).
 */
const EARLIER_CAPTURES: Capture[] = [
  // Claude Opus 5, Sonnet 5, Fable 5 down to Haiku 4.5; Gemini 3.7 / 3.6 Flash at their introductory price.
  { day: '2026-09-02', commit: '75668f5274f36b853579f570952ec4efb072b47b', id: '62529871694', fetched: '21:17:26' },
  // Gemini 3.8 Flash and Claude Fable 5.1 (no capture of 09-03); Gemini 3 Flash Preview's output line gone.
  { day: '2026-09-04', commit: '292badcb72f460884090c9a9b3f4491276b47024', id: '63016036907', fetched: '14:17:48' },
  // Gemini 3.8 Flash Cyber (each tab); the image models' rows priced, a 'Show discount options' line before each table.
  {
    day: '2026-09-17',
    commit: 'b47aca2c32d09cbd02e0795292efcc53e1081a00',
    id: '68591044601',
    fetched: '07:34:18',
    diff: 'md',
  },
  // Claude Opus 5.5 heads Claude's Global tab; Claude Opus 4.1 gone from the tools' 'Models Supported' line.
  { day: '2026-09-23', commit: 'c5c22026ac1910b85bf145031966ae94ac8a91f0', id: '68361245440', fetched: '07:31:34' },
  // Claude Sonnet 5.5 above Opus 5.5 (cache hit $0.20); Gemini 3.8 Live API heads Gemini 3's Standard tab.
  { day: '2026-09-29', commit: '6fbfb223df843ec9e65073d546cfa6091f9e0c32', id: '71494555497', fetched: '08:51:22' },
  // Grok 4.7 heads xAI's table (not in the capture of 2026-10-01).
  { day: '2026-10-02', commit: '6efd666e1f1363a56b7267b1b535bca987ccec48', id: '71490279033', fetched: '08:33:01' },
  // Claude's table re-laid for Claude Haiku 5.5's 100K columns; Sonnet 5.5's cache hit $0.10; image models' rows gone.
  { day: '2026-10-08', commit: '463195d4e3442b2689c8674ca86b71cb4b0f7f3b', id: '70944039104', fetched: '08:48:52' },
]

// The day's diff that names the address fetched: its .json, or its .md where only that is kept.
const earlier: EarlierCopy[] = EARLIER_CAPTURES.map(({ day, commit, id, fetched, diff = 'json' }) => ({
  date: day,
  basis:
    `the capture's own line '<!-- fetched: ${day}T${fetched} -->' (GitHub zhangchen456/maasweekly@${commit} ` +
    `data/snapshots/${day}/Google_Vertex_AI__pricing__${day}.md, code-index file id ${id}); fetched at ${VERTEX_URL} ` +
    `(data/diff/${day}.${diff}), titled 'Agent Platform Pricing | Google Cloud'`,
  copies: [{ url: VERTEX_URL, fixture: `google-cloud/pricing-${day}.md` }, null],
}))

type Seen = { date: string; basis: string }
type Mode = OfficialPrice['mode']

/** Each section's developer: Google's own families, then the partners' sections by their headings. */
const DEVELOPERS: [RegExp, string][] = [
  [/^(?:Gemini 3|Gemini 2\.5|Gemma)$/, 'google'],
  [/Claude/, 'anthropic'],
  [/Grok/, 'xai'],
  [/Deepseek/i, 'deepseek'],
  [/MiniMax/, 'minimax'],
  [/Moonshot/, 'moonshot'],
  [/Qwen/, 'alibaba'],
  [/GLM/, 'zhipu'],
  [/OpenAI/, 'openai'],
  [/Llama/, 'meta'],
  [/Mistral/, 'mistral'],
]
const developerOf = (section: string) => DEVELOPERS.find(([re]) => re.test(section))?.[1]

/** Gemini's token tables are read by model and modality; the other sections' by price line. */
const isGeminiFamily = (section: string) => /^Gemini \d/.test(section)

/** A price cell: '$0.75' (an empty cell, 'N/A' or a per-page price is none). */
const priceOf = (cell: string | undefined) => (cell && /^\$\d+(?:\.\d+)?$/.test(cell) ? Number(cell.slice(1)) : null)

/** The page's name as an id, written like Google's own ids (gemini-3.1-pro-preview): lower case, hyphens. */
const idOf = (name: string) => name.toLowerCase().replace(/[()]/g, '').trim().replace(/\s+/g, '-')

/** A model cell: its name, and a price it holds 'through' a day or 'starting' one (the words with it). */
function modelCell(cell: string): { name: string; through?: string; starting?: string; words: string } {
  const dated = /^(.*?)\s*(through|starting) ([A-Z][a-z]+ \d{1,2}, \d{4})$/i.exec(cell)
  const name = (dated ? dated[1] : cell).replace(/\*/g, '').replace(/\s+/g, ' ').trim()
  const day = dated ? isoDay(dated[3]) : null
  if (!dated || !day) return { name, words: cell }
  return dated[2].toLowerCase() === 'through'
    ? { name, through: day, words: cell }
    : { name, starting: day, words: cell }
}

/** A tab's modes, by its header's words ('... with Priority', '... with Flex/Batch'), else Standard. */
const modesOf = (header: string[]): Mode[] => {
  const tab = /with ([\w/]+)/.exec(header.join(' '))?.[1] ?? 'Standard'
  return tab.split('/').map((m) => m.toLowerCase() as Mode)
}

/** A table's rows grouped by model, the model cell carried down the rows it spans (and the type cell). */
function blocksOf(t: CaptureTable): { cell: string; rows: string[][] }[] {
  const blocks: { cell: string; rows: string[][] }[] = []
  let type = ''
  for (const r of t.rows) {
    if (r[0]) blocks.push({ cell: r[0], rows: [] })
    if (r[1]) type = r[1]
    blocks.at(-1)?.rows.push([r[0], type, ...r.slice(2)])
  }
  return blocks
}

const BAND = 200_000

/** Gemini's table of one tab: per model, its Global input and output lines, as one row or a row per band. */
function geminiRows(t: CaptureTable, url: string, seen: Seen, problems: string[]): OfficialPrice[] {
  const hasRegion = t.header[2] === 'Region'
  const at = hasRegion ? 3 : 2
  const cached = t.header.length > at + 2
  const out: OfficialPrice[] = []
  const blocks = blocksOf(t)
  for (const block of blocks) {
    const m = modelCell(block.cell)
    // Not text models (Live API, image output), or billed on another model's SKU (Computer Use).
    if (/Live API|Image|Computer Use/.test(m.name)) continue
    if (m.starting) {
      // The next price, stated from the day after the one 'through' which the current holds: a row from that
      // day (the price domain serves none before it), read only where it follows that price.
      const through = blocks.map((b) => modelCell(b.cell)).find((c) => c.name === m.name && c.through)
      const ends = through?.through
      if (!ends || addDays(ends, 1) !== m.starting) {
        problems.push(`${m.name}: '${m.words}' follows no price through the day before`)
        continue
      }
    }
    const said = m.words.replace(/\s+/g, ' ')
    const region = (r: string[]) => (hasRegion ? r[2] : 'Global')
    const isInput = (r: string[]) => /^Input \(text, image, video(?:, audio)?\)$/.test(r[1])
    const isOutput = (r: string[]) => /^Text output \(response and reasoning\)$/.test(r[1])
    for (const mode of modesOf(t.header)) {
      // The Global line of this mode ('Global (Batch)' where the tab splits them), else the tab's 'Global'.
      const globalOf = (pick: (r: string[]) => boolean) =>
        block.rows.find((r) => pick(r) && region(r).toLowerCase() === `global (${mode})`) ??
        block.rows.find((r) => pick(r) && region(r) === 'Global')
      const input = globalOf(isInput)
      const output = globalOf(isOutput)
      if (!input || !output) continue
      const inP = [priceOf(input[at]), priceOf(input[at + 1])]
      const outP = [priceOf(output[at]), priceOf(output[at + 1])]
      const cacheP = cached ? [priceOf(input[at + 2]), priceOf(input[at + 3])] : [null, null]
      if (inP[0] == null || outP[0] == null) continue
      const banded = inP[1] !== inP[0] || outP[1] !== outP[0] || cacheP[1] !== cacheP[0]
      const regional = block.rows.filter((r) => /^Non-global/.test(region(r)) && (isInput(r) || isOutput(r)))
      const audio = block.rows.some((r) => /^(?:Input \(audio\)|Audio Input)$/.test(r[1]))
      const lines = block.rows.filter((r) => isInput(r) || isOutput(r)).map((r) => r.filter(Boolean).join(' | '))
      const evidence = `${t.section} | ${t.header.join(' | ')} | ${m.words} | ${lines.join(' | ')}`
      for (const high of banded ? [false, true] : [false]) {
        const i = high ? 1 : 0
        if (inP[i] == null || outP[i] == null) {
          problems.push(`${m.name} ${mode}: no price of the band ${high ? 'above' : 'up to'} 200K tokens`)
          continue
        }
        const nonGlobal = regional.map((r) => {
          const cache = cached && r[at + 2 + i] !== 'N/A' ? `, cached ${r[at + 2 + i]}` : ''
          return `${r[1]} ${r[2]}: ${r[at + i]}${cache}`
        })
        const words = [
          banded ? `page: '${t.header[at + i]}'` : '',
          nonGlobal.length ? `the Global endpoint's price; ${nonGlobal.join('; ')}` : '',
          mode !== 'standard' ? `page: '${region(input)}', '${t.header[at].replace(/^.*? with /, 'with ')}'` : '',
          audio ? 'input price is the text / image / video price; audio input is priced apart' : '',
          m.through ? `page: '${said}'; '* Promotional pricing provided through 50% credits back'` : '',
          m.starting ? `page: '${said}'` : '',
        ].filter(Boolean)
        out.push({
          ...rowDefaults,
          model: idOf(m.name),
          model_name_on_page: m.name,
          developer: 'google',
          currency: 'USD',
          unit_stated: 'per 1M tokens',
          input: inP[i],
          output: outP[i],
          cache_read: cacheP[i],
          mode,
          ...(banded ? { condition: { input_tokens_min: high ? BAND : 0, input_tokens_max: high ? null : BAND } } : {}),
          ...(words.length ? { condition_text: words.join('; ') } : {}),
          ...(m.through ? { effective_until: addDays(m.through, 1), effective_basis: `page: '${said}'` } : {}),
          ...(m.starting ? { effective_from: m.starting, effective_basis: `page: '${said}'` } : {}),
          region: 'Global',
          ...readOn(url, seen, ADAPTER),
          evidence,
        })
      }
    }
  }
  return out
}

/** A partner line's price field, by the page's name for it. */
const LINES: [RegExp, { mode: Mode; field: 'input' | 'output' | 'cache_read' | 'cache_write'; ttl?: '5m' | '1h' }][] = [
  [/^Input$/, { mode: 'standard', field: 'input' }],
  [/^Output$/, { mode: 'standard', field: 'output' }],
  [/^(?:Cache Hit|Cached Input:)$/, { mode: 'standard', field: 'cache_read' }],
  [/^5m Cache Write$/, { mode: 'standard', field: 'cache_write', ttl: '5m' }],
  [/^1h Cache Write$/, { mode: 'standard', field: 'cache_write', ttl: '1h' }],
  [/^Batch Input$/, { mode: 'batch', field: 'input' }],
  [/^Batch Output$/, { mode: 'batch', field: 'output' }],
  [/^Batch Cache Hit$/, { mode: 'batch', field: 'cache_read' }],
]

/** A price column's band from its header ('=< 200K input tokens', '> 100K'): its bounds, else the whole range. */
function columnBand(head: string): { min: number; max: number | null } {
  const upTo = /(?:=<|<=) ?(\d+)K/.exec(head)
  if (upTo) return { min: 0, max: Number(upTo[1]) * 1000 }
  const over = /> ?(\d+)K/.exec(head)
  return over ? { min: Number(over[1]) * 1000, max: null } : { min: 0, max: null }
}

/** A partner's table: per model, a row per mode and band, and a 1-hour cache write's row of its own. */
function partnerRows(t: CaptureTable, developer: string, url: string, seen: Seen, problems: string[]): OfficialPrice[] {
  const out: OfficialPrice[] = []
  const bands = t.header.slice(2).map(columnBand)
  for (const block of blocksOf(t)) {
    const raw = block.cell.replace(/\s+/g, ' ').trim()
    // Claude's section names some models without the family ('Sonnet 5.5').
    const name = developer === 'anthropic' && !/^Claude /.test(raw) ? `Claude ${raw}` : raw
    // Per column, per line: the first price the page gives (a line repeated with another price is a misprint).
    const got = new Map<string, (number | null)[]>()
    for (const r of block.rows) {
      const line = LINES.find(([re]) => re.test(r[1]))?.[1]
      if (!line) continue
      const key = `${line.mode}|${line.field}|${line.ttl ?? ''}`
      const prices = r.slice(2).map(priceOf)
      const was = got.get(key)
      if (was && prices.some((p, i) => p != null && was[i] != null && p !== was[i]))
        problems.push(`${name}: '${r[1]}' stated twice with different prices`)
      if (!was) got.set(key, prices)
    }
    const input = got.get('standard|input|')
    // The columns this model is priced in: the pair its input line fills (200K, or Claude Haiku 5.5's 100K).
    const first = input?.findIndex((p) => p != null) ?? -1
    if (!input || first < 0) continue
    const cols = bands[first + 1]?.min && bands[first + 1].min === bands[first].max ? [first, first + 1] : [first]
    const at = (key: string, c: number) => got.get(key)?.[c] ?? null
    const keys = [...got.keys()]
    const banded = cols.length > 1 && keys.some((k) => at(k, cols[1]) != null && at(k, cols[1]) !== at(k, cols[0]))
    const evidence =
      `${t.section} | ${t.header.join(' | ')} | ${raw} | ` +
      block.rows
        .filter((r) => LINES.some(([re]) => re.test(r[1])))
        .map((r) => r.slice(1).filter(Boolean).join(' | '))
        .join(' | ')
    const base = {
      ...rowDefaults,
      model: idOf(name),
      ...(name !== idOf(name) ? { model_name_on_page: raw } : {}),
      developer,
      currency: 'USD' as const,
      unit_stated: 'per 1M tokens',
      region: 'Global',
      ...readOn(url, seen, ADAPTER),
      evidence,
    }
    for (const [n, c] of (banded ? cols : cols.slice(0, 1)).entries()) {
      const band = banded ? bands[c] : undefined
      const condition = band ? { condition: { input_tokens_min: band.min, input_tokens_max: band.max } } : {}
      const bandText = band ? `page: '${t.header[c + 2].replace(/ \*+$/, '')}'` : ''
      for (const mode of ['standard', 'batch'] as const) {
        // Batch is priced in the first column only.
        if (mode === 'batch' && n > 0) continue
        const input = at(`${mode}|input|`, c)
        const output = at(`${mode}|output|`, c)
        if (input == null || output == null) {
          if (mode === 'standard') problems.push(`${name}: no input or output price in '${t.header[c + 2]}'`)
          continue
        }
        const write = mode === 'standard' ? at('standard|cache_write|5m', c) : null
        out.push({
          ...base,
          input,
          output,
          cache_read: at(`${mode}|cache_read|`, c),
          cache_write: write,
          cache_write_ttl: write != null ? '5m' : null,
          mode,
          ...condition,
          ...(bandText ? { condition_text: bandText } : {}),
        })
      }
      const hour = at('standard|cache_write|1h', c)
      if (hour != null)
        out.push({
          ...base,
          input: null,
          output: null,
          cache_write: hour,
          cache_write_ttl: '1h',
          mode: 'standard',
          ...condition,
          condition_text: ['1h cache writes', bandText].filter(Boolean).join('; '),
        })
    }
  }
  return out
}

function parse(pages: PageText[], seen: Seen): SellerRead {
  const { rows, lives, problems } = newRead()
  for (const page of pages) {
    if (page.url === URL_OPEN_MODELS) {
      const retired = openModelRetirements(page)
      lives.push(...retired.lives)
      problems.push(...retired.problems)
      continue
    }
    const tables = captureTables(page.text)
    // Claude's tabs (Global, US, EU, regions) follow one another: the first is the Global one.
    const claude = tables.find((t) => developerOf(t.section) === 'anthropic')
    for (const t of tables) {
      const developer = developerOf(t.section)
      if (!developer || (developer === 'anthropic' && t !== claude)) continue
      if (t.misaligned) problems.push(`${t.section}: ${t.misaligned} rows whose cells do not number the header's`)
      // An earlier copy was fetched at Vertex AI's former address: its rows cite the address it was read at.
      rows.push(
        ...(isGeminiFamily(t.section)
          ? geminiRows(t, page.url, seen, problems)
          : partnerRows(t, developer, page.url, seen, problems)),
      )
    }
  }
  if (!rows.length) problems.push(`${URL}: no token price table read`)
  return {
    ...endRetired(rows, lives),
    problems,
    partial:
      'recorded in part (the image, video, audio, embedding, tuning and other sections cut, Claude read at its ' +
      'Global tab): a model missing from it is not taken as gone',
  }
}

export default {
  seller: 'google-cloud',
  seller_name: 'Google Cloud (Gemini Enterprise Agent Platform, formerly Vertex AI)',
  // Google Cloud trains no model: Gemini on it is a resale of Google's, the Gemini API (google.ts) its headline.
  developer_of_models: [],
  pages: [
    {
      url: URL,
      fixture: 'google-cloud/pricing-2026-10-10.md',
      copy: 'text-rendering',
      origin:
        `${MAASWEEKLY} data/snapshots/2026-10-10/Google_Vertex_AI__pricing__2026-10-10.md (code-index file id ` +
        "70921780644, 125,436 characters): a third party's daily capture of the page as text, one table cell a " +
        "line; its own URL line says 'see sources config', its title 'Agent Platform Pricing | Google Cloud' (the " +
        "page's 2026 address, under /gemini-enterprise-agent-platform/). Transcribed as read from its first line " +
        "through the Gemini 3 and Gemini 2.5 tables (each tab), the Gemma table, the partner models' opening, " +
        "Claude's first (Global) tab with its footnotes, and every other partner section to 'Contact sales'; the " +
        'rest cut, each cut marked […] (Live API billing details, grounding, Gemini 2.0, Nano Banana, TTS, Imagen, ' +
        "Veo, Lyria, embeddings, Omni, agents, tuning, Claude's US / EU / regional tabs, the site menu). Its " +
        "HTML-to-text step drops what lies between a '<' and a '>': the tables' '<= 200K' headers survive, and " +
        "every row has the header's number of cells; Gemini 3 Flash Preview's Standard tab has no output line",
    },
    OPEN_MODELS_PAGE,
  ],
  notFound:
    "Gemini 3 Flash Preview's Standard output price (the capture shows its input lines only; Priority and " +
    "Flex/Batch are read); Gemini 2.0, whose tables price per token beside a Batch column (not read); Claude's " +
    'US, EU and regional tabs (their prices are 10% above the Global tab in the capture, not recorded). ' +
    "The third party's captures between those recorded are not: a launch is dated the first recorded copy " +
    'showing it (captures of 2026-09-03, 10-07 and 10-09 are missing), a price changed between two copies by the later',
  recorded: '2026-10-10',
  recorded_basis:
    `the capture's own line '<!-- fetched: 2026-10-10T08:43:34.241534+08:00 -->' (${MAASWEEKLY} ` +
    'data/snapshots/2026-10-10/Google_Vertex_AI__pricing__2026-10-10.md)',
  earlier,
  parse,
} satisfies SellerAdapter
