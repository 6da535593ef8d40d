// OpenAI's per-model pages (developers.openai.com/api/docs/models/<id>): each states its model's
// standard text-token prices in a 'Text tokens / Per 1M tokens' block, and marks a model deprecated or
// shut down in its header. The live read fetches each page's Markdown twin (<id>.md, a Metric | Price |
// Unit table); the recorded copies are the docs store's text of either form, some in the site's
// localized renderings (ko-KR, ja-JP), whose labels are read in those languages. The central pricing page (its
// Markdown twin's Standard and Batch tables, short and long context columns) adds the models no model page here
// shows, every model's Batch price and long-context band. The deprecations page (its Markdown twin)
// states each model's shutdown day in its 'Shutdown date' tables: a model it names, by its id or its default
// snapshot's, is retired on that day, even one still ahead of the copy, so no shut-down model stays on offer.
// A third party's daily captures of the rendered pricing page (its flagship tables) are read as dated earlier
// copies: the day each flagship Standard and Batch offer is first seen. The API changelog (openai-changelog.ts),
// read with them, dates the rows showing a price or a release its entries state on their own days.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { roundPerMillion } from '../../../tools/round.ts'
import { isoDay } from './dates.ts'
import { offerKey, samePrices } from './keys.ts'
import { amountOf, cellsOf, column, pipeTables } from './markdown.ts'
import { changelogDated, changelogNotes, changelogShutdowns, isChangelog } from './openai-changelog.ts'
import { isSdk, SDK_URL, sdkShutdowns } from './openai-sdk.ts'
import {
  newRead,
  readOn,
  rowDefaults,
  type EarlierCopy,
  type OfficialPage,
  type PageText,
  type SellerAdapter,
  type SellerRead,
} from './types.ts'

const MODELS_URL = 'https://developers.openai.com/api/docs/models/'
const DEPRECATIONS_URL = 'https://developers.openai.com/api/docs/deprecations.md'
/** The rendered HTML page, whose newer table (Shutdown date | Affected model | Status | ...) the docs store keeps. */
const DEPRECATIONS_HTML = 'https://developers.openai.com/api/docs/deprecations'
const isDeprecations = (url: string) => url === DEPRECATIONS_URL || url === DEPRECATIONS_HTML
const PRICING_URL = 'https://developers.openai.com/api/docs/pricing.md'
/** The rendered pricing page, as a third party's daily capture keeps its text (its flagship tables only). */
const PRICING_HTML = 'https://developers.openai.com/api/docs/pricing'
const isPricing = (url: string) => url === PRICING_URL || url === PRICING_HTML
/** The API changelog's rendered page, as the same third party's daily capture keeps its text. */
const CHANGELOG_URL = 'https://developers.openai.com/api/docs/changelog'
const CHANGELOG_FIXTURE = 'openai/changelog-2026-10-10.txt'
const CHANGELOG_COMMIT = '995cc9049f262067e9759312e51697139ae5f79e'

/** The pricing page's tier sections ('### Standard pricing data') and the mode of their rows. */
const TIERS: [string, OfficialPrice['mode']][] = [
  ['Standard', 'standard'],
  ['Batch', 'batch'],
  ['Flex', 'flex'],
  ['Priority', 'priority'],
  ['Fast', 'priority'],
]
const PRICE_COLUMNS = ['input', 'cached input', 'cache writes', 'output'] as const
/** The band a model's 'Long context' columns price: prompts over 272K input tokens (the model pages' words). */
const LONG_FROM = 272_000
/** A model cell stating that its short context prices hold below 272K ('gpt-5.5-pro (<272K context length)'). */
const SHORT_BOUND = /\(<\s*272K context length\)/i

/** A model page's model id, from its address. */
const modelOf = (url: string) => decodeURIComponent(url.slice(MODELS_URL.length)).replace(/\.md$/, '')

interface TierLine {
  model: string
  mode: OfficialPrice['mode']
  tier: string
  /** Short context prices (input, cached input, cache writes, output), then long context ones; null: '-'. */
  short: (number | null)[]
  long: (number | null)[]
  /** The model cell bounds its short prices ('gpt-5.5-pro (<272K context length)'), long prices stated or not. */
  bounded: boolean
  /** The model as its line names it. */
  name: string
  /** The day a note under the table says billing begins ('Billing for <model> begins on October 5, 2026.'). */
  from?: { day: string; words: string }
  words: string
}

/** The pricing page's tier tables, from its Markdown twin or from a capture of its rendered page. */
const tierLines = (page: PageText, problems: string[]) =>
  page.url === PRICING_HTML ? renderedTierLines(page.text, problems) : twinTierLines(page.text, problems)

/** The Markdown twin's tier tables: | Model | Short context input | ... | Long context output |. */
function twinTierLines(text: string, problems: string[]): TierLine[] {
  const out: TierLine[] = []
  for (const [tier, mode] of TIERS) {
    const at = text.search(new RegExp(`^### ${tier} pricing data$`, 'm'))
    if (at < 0) continue
    const table = pipeTables(text.slice(at)).find((t) => t.header[0] === 'Model')
    const col = (ctx: string, what: string) => table?.header.findIndex((h) => h === `${ctx} context ${what}`) ?? -1
    const cols = ['Short', 'Long'].map((ctx) => PRICE_COLUMNS.map((w) => col(ctx, w)))
    if (!table || cols[0].some((c) => c < 0)) {
      problems.push(`${PRICING_URL}: the ${tier} table has no 'Short context' price columns`)
      continue
    }
    const head = `${tier} | ${table.header.join(' | ')}`
    for (const { cells, line } of table.rows) {
      // A column the table lacks (-1) is no cell: no price, as a cell with no number ('-').
      const price = (c: number) => amountOf(cells[c])
      out.push({
        model: cells[0].replace(/\s*\(.*\)\s*$/, ''),
        mode,
        tier,
        short: cols[0].map(price),
        long: cols[1].map(price),
        bounded: SHORT_BOUND.test(cells[0]),
        name: cells[0],
        words: `${head} ... ${line}`,
      })
    }
  }
  return out
}

/** The rendered page's two header lines of a flagship tier table (short context columns, then long context ones). */
const RENDERED_HEAD = [
  '| | Short context | Long context',
  '| Model | Input | Cached input | Cache writes | Output | Input | Cached input | Cache writes | Output',
]

/**
 * The rendered page's flagship tables (a capture's text of the HTML page): a tier's name on its own line, a
 * lone '|', the two header lines, then one '| <model> | $.. |' line per model. Standard and Batch only, as the
 * Markdown twin's copy is read; the sections after the flagship tables ('Cyber models' on) are other offers.
 */
function renderedTierLines(text: string, problems: string[]): TierLine[] {
  // A recorded capture marks what it left out with a line '[…]': the flagship tables end there too.
  const end = text.search(/^(Cyber models|\[…\])$/m)
  const lines = text.slice(0, end < 0 ? undefined : end).split('\n')
  const out: TierLine[] = []
  for (const [tier, mode] of TIERS.slice(0, 2)) {
    const at = lines.findIndex(
      (l, i) =>
        l === tier && lines[i + 1] === '|' && lines[i + 2] === RENDERED_HEAD[0] && lines[i + 3] === RENDERED_HEAD[1],
    )
    if (at < 0) {
      problems.push(`${PRICING_HTML}: no flagship ${tier} table`)
      continue
    }
    const head = [tier, ...RENDERED_HEAD].join(' ')
    for (const line of lines.slice(at + 4)) {
      if (!line.startsWith('| ')) break
      const cells = cellsOf(line)
      out.push({
        model: cells[0],
        mode,
        tier,
        short: cells.slice(1, 5).map((c) => amountOf(c)),
        long: cells.slice(5, 9).map((c) => amountOf(c)),
        // The capture's text step deletes what stands between '<' and '>': a '(<272K ...)' cell is not read whole.
        bounded: false,
        name: cells[0],
        words: `${head} ... ${line}`,
      })
    }
  }
  return [...out, ...oneBandLines(text)]
}

/**
 * The rendered page's tables of one price per column (no context bands), each under its title: 'Specialized
 * models' (ChatGPT's chat-latest, Codex's gpt-5.3-codex; read at its Standard tab, its Fast tab being a premium
 * mode of one model, as the flagship Fast is not read) and 'Life sciences models' (GPT-Rosalind, from 2026-10-10).
 */
const ONE_BAND_TABLES = [
  { title: 'Specialized models', head: '| Category | Model | Input | Cached input | Output' },
  { title: 'Life sciences models', head: '| Model | Input | Cached input | Output' },
]
/** A note under such a table: the day billing of a model begins. */
const BILLING_FROM = /^Billing for (\S+) begins on ([A-Z][a-z]+ \d{1,2}, \d{4})\./m

/**
 * Each such table: its title, a line or two (a tab strip, the Standard tab's name), a lone '|', the header, then
 * one '| [<category> |] <model> | $.. |' line per model; a note under it may state when billing begins.
 */
function oneBandLines(text: string): TierLine[] {
  const lines = text.split('\n')
  return ONE_BAND_TABLES.flatMap(({ title, head }) => {
    const from = lines.indexOf(title)
    const at = lines.findIndex((l, i) => i > from && i <= from + 5 && l === head && lines[i - 1] === '|')
    if (from < 0 || at < 0) return []
    const tab = lines[at - 2] === 'Standard' ? ' Standard' : ''
    const named = head.startsWith('| Category') ? 1 : 0
    const rows = lines.slice(at + 1)
    const end = rows.findIndex((l) => !l.startsWith('| '))
    const table = end < 0 ? rows : rows.slice(0, end)
    const note = BILLING_FROM.exec(rows.slice(table.length, table.length + 3).join('\n'))
    const noteDay = note ? isoDay(note[2]) : undefined
    return table.map((line) => {
      const cells = cellsOf(line)
      const [input, cached, output] = cells.slice(named + 1, named + 4).map((c) => amountOf(c))
      const words = `${title}${tab} ${head} ... ${line}`
      return {
        model: cells[named],
        mode: 'standard' as const,
        tier: 'Standard',
        short: [input, cached, null, output],
        long: [null, null, null, null],
        bounded: false,
        name: cells[named],
        // Its note is part of the offer's words (who may buy it, what does not apply).
        ...(note && noteDay && note[1] === cells[named]
          ? { from: { day: noteDay, words: note[0] }, words: `${words} ... ${noteLine(rows, note[0])}` }
          : { words }),
      }
    })
  })
}

/** The whole line a note's sentence opens. */
const noteLine = (lines: string[], sentence: string) => lines.find((l) => l.startsWith(sentence)) ?? sentence

/** The block's labels as the English, Korean, German, Portuguese, Japanese and Chinese pages write them. */
const LABELS: Record<string, RegExp> = {
  input: /^(Input|입력|Eingabe|Entrada|入力|输入)$/,
  cache_read: /^(Cached input|Entrada em cache|キャッシュ済み入力|缓存输入)$/,
  cache_write: /^Cache writes$/,
  output: /^(Output|출력|Ausgabe|Saída|出力|输出)$/,
}
type Field = 'input' | 'cache_read' | 'cache_write' | 'output'
const fieldOf = (label: string) => (Object.keys(LABELS) as Field[]).find((f) => LABELS[f].test(label.trim()))

/** The header's life marker, before the price block: 'Shut down' retires, 'Deprecated' deprecates. */
const RETIRED = /^(Shut down|서비스 종료|Eingestellt|サービス終了|已停用)$/m
const DEPRECATED = /^(Deprecated|사용 중단 예정|Veraltet|非推奨|已弃用)$/m
/** A cell that is a day and nothing else ('October 23, 2026', 'Dec 11, 2026', '2026-09-28'). */
const DAY_CELL = /^(?:\d{4}-\d{2}-\d{2}|[A-Z][a-z]{2}[a-z]*\.? \d{1,2}, \d{4})$/

/** A day cell (its hyphens possibly non-breaking) as an ISO day, read by the adapters' one date reader. */
function dayOfCell(cell: string): string | undefined {
  const text = cell.trim().replace(/[\u2010-\u2015]/g, '-')
  return DAY_CELL.test(text) ? (isoDay(text) ?? undefined) : undefined
}

interface Shutdown {
  day: string
  /** The table row as the page writes it. */
  words: string
  /** The copy it was read from. */
  url: string
}

/** A stand-in for a cell's escaped pipe while the row is cut into cells. */
const ESCAPED = '\u241c'

/**
 * The deprecations page's 'Shutdown date' tables: each model id a row names (in backticks, its
 * snapshots and aliases alike) with the day it shuts down. Rows of systems (an API, a beta header) name none.
 */
function shutdownsOf({ text, url }: PageText): Map<string, Shutdown> {
  const out = new Map<string, Shutdown>()
  for (const table of pipeTables(text)) {
    if (table.header[0] !== 'Shutdown date') continue
    for (const { line } of table.rows) {
      // A cell's escaped pipes ('`o1-2024-12-17` \| `o1`') part a snapshot from its aliases, not two cells.
      const cells = cellsOf(line.replace(/\\\|/g, ESCAPED)).map((c) => c.split(ESCAPED).join('|'))
      const day = dayOfCell(cells[0])
      if (!day) continue
      const words = line.replace(/\s{2,}/g, ' ')
      for (const [, id] of (cells[1] ?? '').matchAll(/`([^`]+)`/g)) if (!out.has(id)) out.set(id, { day, words, url })
    }
  }
  // The rendered page's rows, each cut over lines: '| Dec 11, 2026 | gpt-5, gpt-5-2025-08-07 |' then its status.
  for (const m of text.matchAll(/^\| ([A-Z][a-z]+ \d{1,2}, \d{4}) \| ([^|\n]+) \|\n(Deprecated|Shutdown) \|/gm)) {
    const day = dayOfCell(m[1])
    if (!day) continue
    const words = m[0].replace(/\n/g, ' ')
    for (const id of m[2].split(',').map((i) => i.trim())) if (!out.has(id)) out.set(id, { day, words, url })
  }
  return out
}

/**
 * The deprecations page's older tables also state the price a model had when it was shut down ('Deprecated
 * model price': '$60.00 / 1M input tokens + $120 / 1M output tokens', or one price per 1M tokens, prompt and
 * completion alike, for the completions models): a retired row each, ended on its shutdown day. Embedding
 * models (one input price) and fine-tuning prices are left out.
 */
function retiredPrices(page: PageText, seen: { date: string; basis: string }): OfficialPrice[] {
  const rows: OfficialPrice[] = []
  const seenIds = new Set<string>()
  for (const table of pipeTables(page.text)) {
    const at = column(table.header, /model price$/i)
    if (table.header[0] !== 'Shutdown date' || at < 0) continue
    for (const { cells, line } of table.rows) {
      const day = dayOfCell(cells[0])
      const pair = /^\$([\d.]+) \/ 1M input tokens \+ \$([\d.]+) \/ 1M output tokens$/.exec(cells[at] ?? '')
      const one = /^\$([\d.]+) \/ 1M tokens$/.exec(cells[at] ?? '')
      for (const [, id] of (cells[1] ?? '').matchAll(/`([^`]+)`/g)) {
        if (!day || (!pair && !one) || seenIds.has(id) || /search|similarity/.test(id)) continue
        seenIds.add(id)
        const words = line.replace(/\s{2,}/g, ' ')
        rows.push({
          ...rowDefaults,
          model: id,
          model_name_on_page: id,
          developer: 'openai',
          currency: 'USD',
          unit_stated: 'per 1M tokens',
          input: Number((pair ?? one)![1]),
          output: Number(pair ? pair[2] : one![1]),
          cache_read: null,
          mode: 'standard',
          ...(one
            ? { condition_text: `page: one price per 1M tokens ('${cells[at]}'), prompt and completion alike` }
            : {}),
          ...readOn(page.url, seen, 'official/openai'),
          status: 'retired',
          status_date: day,
          effective_until: day,
          effective_basis: `page: retired ${day} (the price it had then: "${words}")`,
          evidence: `${table.header.join(' | ')} ... ${words}`,
        })
      }
    }
  }
  return rows
}

/** The snapshot a model page names as its default ('Default snapshot: `gpt-5-mini-2025-08-07`', or the
 * rendered header's dated id line). */
function snapshotOf(model: string, text: string): string | undefined {
  const md = /Default snapshot: `([^`]+)`/.exec(text)?.[1]
  if (md) return md
  const escaped = model.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^(${escaped}-\\d{4}-\\d{2}-\\d{2})$`, 'm').exec(text)?.[1]
}

/** 'was shut down on October 23, 2026' -> 2026-10-23. */
function shutDownDay(text: string): { day: string; words: string } | undefined {
  const month = '(?:January|February|March|April|May|June|July|August|September|October|November|December)'
  const m = new RegExp(`was shut down on (${month} \\d{1,2}, \\d{4})`).exec(text)
  const day = m && isoDay(m[1])
  return day ? { day, words: m[0] } : undefined
}

interface Block {
  prices: Partial<Record<Field, number>>
  /** The page's words of the block, each label with its price as written. */
  words: string
  /** The block ends and the page goes on (the proof it is whole). */
  whole: boolean
}

/** The Markdown twin's '### Text tokens' table: | Metric | Price | Unit |. */
function markdownBlock(text: string): Block | undefined {
  const at = text.indexOf('### Text tokens')
  if (at < 0) return undefined
  const table = pipeTables(text.slice(at)).find((t) => t.header[0] === 'Metric' && t.header[1] === 'Price')
  if (!table) return undefined
  const prices: Block['prices'] = {}
  for (const { cells } of table.rows) {
    const f = fieldOf(cells[0])
    const n = amountOf(cells[1])
    if (f && n != null && /1M tokens/.test(cells[2] ?? '')) prices[f] = n
  }
  const words = `### Text tokens | ${table.header.join(' | ')} | ${table.rows.map((r) => r.line).join(' ')}`
  return { prices, words, whole: !table.cut && !!table.after }
}

/** The rendered page's 'Text tokens / Per 1M tokens' lines: a label, then its price, until the next section. */
function renderedBlock(text: string): Block | undefined {
  const lines = text.split('\n').map((l) => l.trim())
  const start = lines.findIndex((l, i) => l === 'Text tokens' && lines[i + 1] === 'Per 1M tokens')
  if (start < 0) return undefined
  const prices: Block['prices'] = {}
  const words = ['Text tokens', 'Per 1M tokens']
  let i = start + 2
  for (; i < lines.length; i++) {
    const l = lines[i]
    // The tier switch the page shows beside the block ('∙ Batch API price') is not a price.
    if (l === '∙' || /Batch API/.test(l)) continue
    const f = fieldOf(l)
    const n = f && /^\$\d/.test(lines[i + 1] ?? '') ? amountOf(lines[i + 1]) : null
    if (!f || n == null) break
    prices[f] = n
    words.push(l, lines[i + 1])
    i++
  }
  return { prices, words: words.join(' '), whole: lines.slice(i).some(Boolean) }
}

/**
 * The sentence of the page on long prompts priced apart ('Prompts with >272K input tokens are priced at ...';
 * the Japanese page: '入力トークン数が 272K を超える場合 ...').
 */
const LONG_PROMPTS = /[^\n]*(?:>272K input tokens|more than 272K input tokens|272K を超える)[^\n]*/

/**
 * What that sentence multiplies for the long band: input (and cache, where it says so) and output, as in
 * 'priced at 2x input and cache rates and 1.5x output' or '入力とキャッシュの単価は通常の 2 倍、出力の単価は通常の
 * 1.5 倍'. Undefined: the sentence gives no multipliers this reads.
 */
export function longMultipliers(sentence: string): { input: number; cache: boolean; output: number } | undefined {
  const en = /priced at ([\d.]+)x input( and cache rates)? and ([\d.]+)x output/.exec(sentence)
  if (en) return { input: Number(en[1]), cache: !!en[2], output: Number(en[3]) }
  const ja = /入力(とキャッシュ)?の単価は通常の\s*([\d.]+)\s*倍、出力の単価は通常の\s*([\d.]+)\s*倍/.exec(sentence)
  if (ja) return { input: Number(ja[2]), cache: !!ja[1], output: Number(ja[3]) }
  return undefined
}

const times = (price: number | null | undefined, k: number) => (price == null ? null : roundPerMillion(price * k))

/**
 * The model page's long band (prompts over 272K input tokens), as its own sentence prices it from its price
 * block: the same page, so the same offer as the short band. A cache price the sentence does not multiply
 * ('2x input and 1.5x output') is not given: the pricing page's 'Long context' columns state one, but that
 * page is another copy of another day (July), and a band's prices are one page's.
 */
function longBand(short: OfficialPrice, sentence: string): OfficialPrice | undefined {
  const k = longMultipliers(sentence)
  if (!k || !short.condition) return undefined
  return {
    ...short,
    input: times(short.input, k.input),
    output: times(short.output, k.output),
    cache_read: k.cache ? times(short.cache_read, k.input) : null,
    cache_write: k.cache ? times(short.cache_write, k.input) : null,
    condition: { ...short.condition, input_tokens_min: LONG_FROM, input_tokens_max: null },
    // Each price the sentence makes, as the product of the block's price and its multiple (official-price.ts).
    scale_note: `the page's sentence multiplies its price block: ${[
      `input ${short.input} x ${k.input}`,
      `output ${short.output} x ${k.output}`,
      ...(k.cache && short.cache_read != null ? [`cache_read ${short.cache_read} x ${k.input}`] : []),
      ...(k.cache && short.cache_write != null ? [`cache_write ${short.cache_write} x ${k.input}`] : []),
    ].join(', ')}`,
    condition_text:
      `page: '${sentence}' (this band: ${k.input}x input${k.cache ? ' and cache' : ''}, ${k.output}x output of ` +
      'the price block)',
  }
}

/**
 * The sentence of a page whose price block is a promotion ('... promotional pricing is available at least
 * through November 21, 2026.').
 */
const PROMOTION = /[^\n]*promotional pricing is available at least through (\w+ \d{1,2}, \d{4})\./
/** The pricing page's note naming the model whose Standard price is promotional ('GPT-5.6 Sol’s promotional ...'). */
const PROMOTION_OF =
  /([\w.-]+(?: [A-Z][a-z]+)?)[’']s promotional pricing is available at least through (\w+ \d{1,2}, \d{4})\./

/** The day a page's copy shows: its own stored copy's date, else the read's. */
const copyDay = (page: PageText, seen: { date: string }) => (page.seen ?? seen).date

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const { rows, lives, problems } = newRead()
  const cut: string[] = []
  const deprecations = pages.filter((p) => isDeprecations(p.url))
  // Pricing copies oldest first: a newer copy's line of an offer replaces an older one's (deduped below).
  const pricing = pages.filter((p) => isPricing(p.url)).sort((a, b) => copyDay(a, seen).localeCompare(copyDay(b, seen)))
  // A later copy's day for an id overrides an earlier one's (pages in date order); OpenAI's SDK speaks for the
  // ids no copy of the page names (the alias beside a snapshot the page names alone).
  const sdk = pages.filter((p) => isSdk(p.url))
  // Each copy parsed once: its days, and a copy naming none is a problem of the read.
  const daysOf = <S>(copies: PageText[], read: (p: PageText) => Map<string, S>, none: string) =>
    new Map(
      copies.flatMap((p) => {
        const days = read(p)
        if (!days.size) problems.push(`${p.url}: ${none}`)
        return [...days]
      }),
    )
  const onPage = daysOf(deprecations, shutdownsOf, "no 'Shutdown date' table naming a model")
  const marked = daysOf(sdk, sdkShutdowns, 'no model id marked with a shutdown date')
  const shutdowns = new Map([...marked, ...onPage])
  const announced = (deprecations[0]?.seen ?? seen).date
  const changelogs = pages.filter((p) => isChangelog(p.url))
  const modelPageCopies = pages.filter(
    (p) => !isDeprecations(p.url) && !isPricing(p.url) && !isChangelog(p.url) && !isSdk(p.url),
  )
  for (const page of modelPageCopies) {
    const model = modelOf(page.url)
    const block = markdownBlock(page.text) ?? renderedBlock(page.text)
    if (!block || block.prices.input == null || block.prices.output == null) {
      problems.push(`${page.url}: no 'Text tokens' price block with an input and an output price`)
      cut.push(model)
      continue
    }
    if (!block.whole) cut.push(model)
    const head = page.text.slice(0, page.text.search(/Pricing|요금 안내|Preise|料金|定价/))
    const retired = RETIRED.exec(head)
    const deprecated = DEPRECATED.exec(head)
    const shut = shutDownDay(page.text)
    const snapshot = snapshotOf(model, page.text)
    // The deprecations page's day for the model, or for its default snapshot (gpt-5-mini-2025-08-07), else the SDK's.
    const listed = onPage.get(model) ?? (snapshot ? onPage.get(snapshot) : undefined) ?? marked.get(model)
    const status = retired || listed ? 'retired' : deprecated ? 'deprecated' : 'listed'
    const marker = (retired ?? deprecated)?.[0]
    const until = shut?.day ?? listed?.day
    const long = LONG_PROMPTS.exec(page.text)?.[0].trim().replace(/^- /, '')
    const promo = PROMOTION.exec(page.text)
    const promoUntil = promo ? dayOfCell(promo[1]) : undefined
    const lifeWords = [marker && `"${marker}"`, shut && `"${shut.words}"`, !shut && listed && `"${listed.words}"`]
      .filter(Boolean)
      .join(' ')
    lives.push({
      model,
      aliases: [],
      status,
      status_date: status === 'retired' ? (until ?? null) : null,
      url: !shut && listed ? listed.url : page.url,
      words: lifeWords || model,
    })
    const basis = shut
      ? `page: retired ${shut.day} ("${shut.words}")`
      : listed
        ? `page: retired ${listed.day}${listed.day > announced ? ', announced ahead' : ''} ` +
          `(${listed.url}: "${listed.words}")`
        : `page: "${marker}", no date given; first seen ${seen.date}`
    const row: OfficialPrice = {
      ...rowDefaults,
      model,
      model_name_on_page: model,
      developer: 'openai',
      currency: 'USD',
      unit_stated: 'per 1M tokens',
      input: block.prices.input,
      output: block.prices.output,
      cache_read: block.prices.cache_read ?? null,
      cache_write: block.prices.cache_write ?? null,
      // A price the page calls promotional: 'at least through' a day, so no end is stated (it stands until a
      // read shows otherwise).
      mode: promoUntil ? 'promotion' : 'standard',
      ...(long || promoUntil
        ? {
            condition: {
              ...(long ? { input_tokens_min: 0, input_tokens_max: 272_000 } : {}),
              ...(promoUntil ? { promotion_until: promoUntil, promotion_open_ended: true as const } : {}),
            },
            condition_text: [promo?.[0].trim().replace(/^- /, ''), long].filter(Boolean).join(' '),
          }
        : {}),
      ...readOn(page.url, page.seen ?? seen, 'official/openai'),
      status,
      status_date: status === 'retired' ? (until ?? null) : null,
      ...(status === 'retired' ? { effective_until: until ?? seen.date, effective_basis: basis } : {}),
      evidence: [model, marker, block.words, promo?.[0].trim().replace(/^- /, ''), long, !shut && listed?.words]
        .filter(Boolean)
        .join(' ... '),
    }
    rows.push(row)
    const band = long ? longBand(row, long) : undefined
    if (band) rows.push(band)
    else if (long) problems.push(`${page.url}: no multipliers read in "${long}"`)
  }
  const modelPages = pages.filter((p) => p.url.startsWith(MODELS_URL))
  for (const page of pricing)
    readPricing(page, modelPages, page.seen ?? seen, { rows, lives, problems }, shutdowns, announced)
  // Each offer once, as the newest pricing copy shows it (copies read oldest first, the last kept in place).
  const newest = [...new Map(rows.map((r) => [offerKey(r), r])).values()]
  rows.splice(0, rows.length, ...newest)
  // Prices of models shut down long ago, as the deprecations page states them: none a page here shows.
  const priced = new Set(rows.map((r) => r.model))
  for (const p of deprecations) rows.push(...retiredPrices(p, p.seen ?? seen).filter((r) => !priced.has(r.model)))
  // Models the deprecations page shuts down that no page here shows: their lives end rows kept elsewhere.
  const shown = new Set(lives.map((l) => l.model))
  for (const [id, s] of shutdowns)
    if (!shown.has(id))
      lives.push({
        model: id,
        aliases: [],
        status: 'retired',
        status_date: s.day,
        url: s.url,
        words: s.words,
      })
  // The changelog's shutdowns of models the deprecations page of the read does not name (it speaks for those).
  for (const p of changelogs) lives.push(...changelogShutdowns(p, seen.date).filter((l) => !shutdowns.has(l.model)))
  // The changelog's new prices and releases date the rows that show them.
  const notes = changelogs.flatMap(changelogNotes)
  for (const p of changelogs)
    if (!notes.some((n) => n.url === p.url)) problems.push(`${p.url}: no dated entry stating a price or a release`)
  rows.splice(0, rows.length, ...changelogDated(rows, notes))
  // A capture of the rendered page shows its flagship and Specialized models tables only ('All models'
  // collapsed): a model it leaves out is not gone.
  const flagshipOnly = pricing.length > 0 && pricing.every((p) => p.url === PRICING_HTML)
  const partial = [
    cut.length ? `the price block of ${cut.join(', ')} is cut or missing` : '',
    flagshipOnly
      ? "the pricing page's copy shows its flagship and Specialized models tables only ('All models' collapsed)"
      : '',
  ]
    .filter(Boolean)
    .join('; ')
  return partial
    ? { rows, lives, problems, partial }
    : {
        rows,
        lives,
        problems,
        complete:
          `each of the ${modelPages.length} model pages shows its price block whole, the page going on after it` +
          (pricing.length ? '; the pricing page shows its Standard and Batch tables whole' : '') +
          (deprecations.length ? `; the deprecations page names ${onPage.size} shut-down ids by day` : '') +
          (sdk.length ? `; OpenAI's SDK marks ${marked.size} ids with their shutdown day` : ''),
        // A capture of the rendered page read beside them still shows its tables' first rows only.
        wholePages: pages.map((p) => p.url).filter((u) => u !== PRICING_HTML),
      }
}

/**
 * The pricing page's Standard and Batch rows: short context prices (a band up to 272K tokens where the
 * model has long context prices) and long context prices (above). A model whose own page this read holds
 * keeps that page's Standard row (the newer copy); the pricing page adds its Batch rows (in bands where that
 * page states the 272K band). Retirements: the deprecations page's days, by model id.
 */
function readPricing(
  page: PageText,
  pages: PageText[],
  seen: { date: string; basis: string },
  read: ReturnType<typeof newRead>,
  shutdowns: Map<string, Shutdown>,
  announced: string,
) {
  // Each model page's first band (its long band, where it has one, is read beside it).
  const own = new Map(
    read.rows.filter((r) => r.url.startsWith(MODELS_URL) && !r.condition?.input_tokens_min).map((r) => [r.model, r]),
  )
  const shown = new Set(pages.map((p) => modelOf(p.url)))
  const lines = tierLines(page, read.problems)
  if (!lines.length) read.problems.push(`${page.url}: no tier table read`)
  const promo = PROMOTION_OF.exec(page.text)
  const promoModel = promo?.[1].toLowerCase().replace(/\s+/g, '-')
  const promoUntil = promo ? dayOfCell(promo[2]) : undefined
  for (const line of lines) {
    const paged = own.get(line.model)
    const pagedLong = paged && read.rows.find((r) => r.url === paged.url && r.condition?.input_tokens_min === LONG_FROM)
    const hasLong = line.long.some((n) => n != null)
    // Standard lines in the bands of the model's own page (the offer's other rows); a Batch offer's bands are
    // all the pricing page's, as its columns state them.
    // A model page that states no long band, at the pricing page's short price: the pricing page's two bands
    // stand for the Standard offer (an offer's bands are one page's), and the model page's row gives way.
    // So too a page that states no cache writes where the pricing page does, at every other price the page
    // states in both bands (GPT-5.6 Terra's page, older in form): the pricing page states the same offer whole,
    // as a capture of it read alone does, so the offer runs on from the capture's day without a false change.
    const standardPage = !!paged && line.mode === 'standard' && paged.mode === 'standard' && hasLong
    const adopt =
      standardPage &&
      ((!paged.condition && sameShort(paged, line.short)) ||
        (paged.cache_write == null &&
          line.short[2] != null &&
          !!pagedLong &&
          statesPartOf(paged, line.short) &&
          statesPartOf(pagedLong, line.long)))
    const band =
      adopt ||
      (paged && line.mode === 'standard' ? paged.condition?.input_tokens_max === LONG_FROM : hasLong || line.bounded)
    const gone = shutdowns.get(line.model)
    // A model whose own page is read lives as that page says (its default snapshot's shutdown included).
    const life = paged
      ? {
          status: paged.status,
          status_date: paged.status_date,
          effective_until: paged.effective_until,
          effective_basis: paged.effective_basis,
        }
      : gone
        ? {
            status: 'retired' as const,
            status_date: gone.day,
            effective_until: gone.day,
            effective_basis:
              `page: retired ${gone.day}${gone.day > announced ? ', announced ahead' : ''} ` +
              `(${gone.url}: "${gone.words}")`,
          }
        : {}
    const promoted = promoModel === line.model && promoUntil
    const row = (prices: (number | null)[], long: boolean): OfficialPrice => ({
      ...rowDefaults,
      model: line.model,
      model_name_on_page: line.name,
      developer: 'openai',
      currency: 'USD' as const,
      unit_stated: 'per 1M tokens',
      input: prices[0],
      cache_read: prices[1],
      cache_write: prices[2],
      output: prices[3],
      // A price the page calls promotional is a promotion (its Batch price, half of it, ends with it).
      mode: promoted && line.mode === 'standard' ? ('promotion' as const) : line.mode,
      ...(band || long || promoted
        ? {
            condition: {
              ...(long
                ? { input_tokens_min: LONG_FROM, input_tokens_max: null }
                : band
                  ? { input_tokens_min: 0, input_tokens_max: LONG_FROM }
                  : {}),
              ...(promoted ? { promotion_until: promoUntil, promotion_open_ended: true as const } : {}),
            },
            condition_text: [
              band || long
                ? `page: '${long ? 'Long' : 'Short'} context' columns (the model pages: prompts with more than 272K ` +
                  'input tokens are priced apart)'
                : '',
              promoted ? `page: '${promo![0].trim()}'` : '',
            ]
              .filter(Boolean)
              .join('; '),
          }
        : {}),
      ...readOn(page.url, seen, 'official/openai'),
      ...(line.from ? { effective_from: line.from.day, effective_basis: `page: '${line.from.words}'` } : {}),
      ...life,
      evidence: line.words,
    })
    // A model page cut before its price block still holds the model's Standard price: its last good row.
    const standard = line.mode === 'standard'
    // A capture read alone dates the Standard offers it shows (GPT-6 Astra from 2026-09-04), but not a promotion
    // of a model the adapter reads its own page of: that page states the promotion, and its copy of the
    // capture's day dates it (the capture's line states cache writes the page does not).
    if (standard && promoted && !shown.has(line.model) && page.url === PRICING_HTML && hasOwnPage(line.model)) continue
    const out = []
    const ownRow = shown.has(line.model) && standard && !adopt
    if (adopt) for (const r of [paged, pagedLong]) if (r) read.rows.splice(read.rows.indexOf(r), 1)
    if (!ownRow) out.push(row(line.short, false))
    // Its Standard long band only beside its short band: an offer's bands are one page's (price-domain.ts).
    if (band && hasLong && !ownRow) out.push(row(line.long, true))
    for (const r of out) if (r.input != null || r.output != null) read.rows.push(r)
    // The model's own page is the newer copy; where this earlier page showed the same Standard price under
    // the same terms, the offer was already there that day (its launch is not the model page's date).
    if (ownRow)
      for (const r of band && hasLong ? [row(line.short, false), row(line.long, true)] : [row(line.short, false)])
        firstSeenBy(r, read.rows)
    if (!shown.has(line.model) && standard)
      read.lives.push({
        model: line.model,
        aliases: [],
        status: gone ? 'retired' : 'listed',
        status_date: gone?.day ?? null,
        url: gone ? gone.url : page.url,
        words: gone?.words ?? line.words.split(' ... ')[1],
      })
  }
}

/** Does a model page's row state the pricing page's short-context prices (input, cached, cache write, output)? */
const sameShort = (r: OfficialPrice, short: (number | null)[]) =>
  [r.input, r.cache_read, r.cache_write, r.output].every((v, i) => (v ?? null) === (short[i] ?? null))

/** Is every price a model page's row states one the pricing page's line states (the line may state more)? */
const statesPartOf = (r: OfficialPrice, prices: (number | null)[]) =>
  [r.input, r.cache_read, r.cache_write, r.output].every((v, i) => v == null || v === prices[i])

/** The row of `rows` that is `earlier`'s offer at its prices and terms learns that it was seen on `earlier`'s day. */
function firstSeenBy(earlier: OfficialPrice, rows: OfficialPrice[]) {
  const same = rows.find(
    (r) =>
      offerKey(r) === offerKey(earlier) &&
      samePrices(r, earlier) &&
      JSON.stringify(r.condition ?? null) === JSON.stringify(earlier.condition ?? null),
  )
  if (same && earlier.page_date < (same.first_seen ?? same.page_date)) same.first_seen = earlier.page_date
}

/** A model page: its live Markdown twin, its recorded copy and where that copy was found. */
const page = (id: string, fixture: string, stored: string, form: string) => ({
  url: `${MODELS_URL}${id}.md`,
  fixture: `openai/${fixture}`,
  copy: 'text-rendering' as const,
  origin:
    `the search tool's docs store, ${stored} (${form}), undated; recorded from its opening through the heading ` +
    'after the price block, the rest of the excerpt (endpoints, features, rate limits) left out',
})
/** A model page whose Markdown twin a public GitHub repository keeps, found in the code index (no repository named). */
const indexed = (id: string, fileId: number, chars: string, form: string, recorded?: OfficialPage['recorded']) => ({
  url: `${MODELS_URL}${id}.md`,
  fixture: `openai/${id}.md`,
  copy: 'text-rendering' as const,
  origin:
    `code index (find_string), file id ${fileId} (${chars} characters; the index names no repository): the page's ` +
    `Markdown twin, ${form}; recorded as read${recorded ? '' : ', undated'}`,
  ...(recorded ? { recorded } : {}),
})
const THROUGH = 'from its opening through the heading after the price block'
const MAASWEEKLY = 'zhangchen456/maasweekly'
/** A daily capture of the rendered pricing page in a public repository: where it is, and what of it is recorded. */
const capture = (day: string, commit: string) =>
  `a third party's daily capture of the rendered page (public GitHub repository ${MAASWEEKLY}, commit ${commit}, ` +
  `data/snapshots/${day}/OpenAI__pricing__${day}.md, its HTML-to-text rendering); recorded in part, cut at line ` +
  "boundaries: its first four lines (the capture's url and fetched comments, the page title), then from 'Copy " +
  "Page' / 'Pricing' / 'Copy Page' through the line before 'Cyber models' (the flagship tier tables and their " +
  "notes), then, each after a line '[…]', the 'Life sciences models' section where the page has one (its table " +
  "and notes, to the line before 'Multimodal models') and the 'Specialized models' section through its Standard " +
  'table and the notes under it, to the line before its Fast tab; the site navigation and the other sections ' +
  'are left out'
/** A capture's own date: its 'fetched' line. */
const captureDay = (day: string, commit: string, fetched: string) => ({
  date: day,
  basis:
    `the capture's own line '<!-- fetched: ${fetched} -->' (${MAASWEEKLY} commit ${commit}, ` +
    `data/snapshots/${day}/OpenAI__pricing__${day}.md)`,
})
/** Seven model pages kept verbatim in one file, its header dating them. */
const SEPT_24 = {
  date: '2026-09-24',
  basis:
    "the header of the file that keeps the page verbatim (code-index file id 69348329629): 'the `.md` version " +
    "OpenAI publishes of the page, downloaded 2026-09-24'",
}
const MD = 'the Markdown twin itself'
const HTML = 'a text rendering of the HTML page'
const KO = 'a text rendering of the Korean-localized HTML page, its price labels in Korean'
const JA = 'a text rendering of the Japanese-localized HTML page, its input and output labels in Japanese'

const PAGES: OfficialPage[] = [
  page('gpt-6.2-sol', 'gpt-6.2-sol.md', `${MODELS_URL}gpt-6.2-sol.md`, `${MD}; the excerpt stops in the notes`),
  page('gpt-6-sol', 'gpt-6-sol.md', `${MODELS_URL}gpt-6-sol.md`, `${MD}; the excerpt stops in the notes`),
  page('gpt-6-luna', 'gpt-6-luna.txt', 'https://developers.openai.com/ja-JP/api/docs/models/gpt-6-luna', JA),
  page('gpt-5.6-luna', 'gpt-5.6-luna.txt', `${MODELS_URL}gpt-5.6-luna?frmapp=yes`, HTML),
  page('gpt-5-nano', 'gpt-5-nano.md', `${MODELS_URL}gpt-5-nano.md`, MD),
  page('gpt-5-mini', 'gpt-5-mini.txt', 'https://developers.openai.com/ko-KR/api/docs/models/gpt-5-mini', KO),
  page('gpt-5-pro', 'gpt-5-pro.txt', 'https://developers.openai.com/ko-KR/api/docs/models/gpt-5-pro', KO),
  page(
    'gpt-5-codex',
    'gpt-5-codex.txt',
    `${MODELS_URL}gpt-5-codex?nx_click_id=3b9da44a-f0c-tools_directory-753-mw14p0xe`,
    HTML,
  ),
  page('gpt-4.1-nano', 'gpt-4.1-nano.txt', 'https://developers.openai.com/ko-KR/api/docs/models/gpt-4.1-nano', KO),
  page('gpt-4-turbo-preview', 'gpt-4-turbo-preview.md', `${MODELS_URL}gpt-4-turbo-preview.md`, MD),
  page('gpt-4', 'gpt-4.md', `${MODELS_URL}gpt-4.md`, MD),
  page(
    'gpt-3.5-turbo',
    'gpt-3.5-turbo.txt',
    `${MODELS_URL}gpt-3.5-turbo?snapshot=gpt-3.5-turbo-0125`,
    `${HTML}; the store's copy of gpt-3.5-turbo.md, older, still says the model is available`,
  ),
  page('gpt-3.5-turbo-instruct', 'gpt-3.5-turbo-instruct.md', `${MODELS_URL}gpt-3.5-turbo-instruct.md`, MD),
  indexed('gpt-6.1-sol', 70201015375, '4,434', THROUGH),
  indexed('gpt-6-astra', 69348329629, '23,571, seven model pages', `${THROUGH}, its section of that file`, SEPT_24),
  indexed('gpt-5.6-sol', 68869530143, '1,571', 'whole: its opening through its price notes'),
  indexed('gpt-5.6-terra', 69255467391, '587', "cut: from its 'Model ID' line through its price notes"),
  indexed('gpt-5.5', 69524461283, '1,340', 'whole: its opening through its price notes'),
  indexed('gpt-5.4', 59247466854, '1,174', 'whole: its opening through its price notes'),
  indexed('gpt-5.4-pro', 59892572621, '4,328', THROUGH),
  indexed('gpt-5.2-chat-latest', 59721441219, '3,138', THROUGH),
  indexed('gpt-4.1', 59875976521, '3,768', THROUGH),
  indexed('gpt-4.1-mini', 59974298497, '3,827', THROUGH),
  indexed('gpt-4o', 69348329629, '23,571, seven model pages', `${THROUGH}, its section of that file`, SEPT_24),
  indexed('gpt-4o-mini', 69348329629, '23,571, seven model pages', `${THROUGH}, its section of that file`, SEPT_24),
  indexed('o3-pro', 59783524249, '3,681', THROUGH),
  indexed('o3-mini', 59791806782, '3,364', THROUGH),
  indexed('o3-deep-research', 59980047737, '3,509', THROUGH),
  indexed('o1-preview', 59740531211, '3,198', THROUGH),
  indexed('gpt-4.5-preview', 60059599893, '3,108', THROUGH),
  indexed('chatgpt-4o-latest', 60184079178, '3,094', THROUGH),
  indexed('codex-mini-latest', 59727362014, '3,228', THROUGH),
  indexed('gpt-5.1-chat-latest', 59667867635, '3,420', THROUGH),
  indexed('o4-mini-deep-research', 60033715020, '3,548', THROUGH),
  indexed('gpt-4o-search-preview', 59886260104, '3,224', THROUGH),
  indexed('computer-use-preview', 59984169052, '3,182', THROUGH),
  indexed('gpt-5.2-codex', 59741232774, '3,600', THROUGH),
  indexed('gpt-4-turbo', 59974304906, '3,086', THROUGH),
  {
    url: PRICING_URL,
    fixture: 'openai/pricing.md',
    copy: 'text-rendering',
    origin:
      'code index (find_string), file id 71053967748 (7,315 characters; the index names no repository): the ' +
      "page's Markdown twin from its opening through its Standard and Batch tables and their notes, cut where the " +
      "Flex section begins ('Flex'); recorded whole as read",
    recorded: {
      date: '2026-09-23',
      basis:
        "undated copy; it lists gpt-6-sol and gpt-6-luna, which OpenAI's changelog says were released on " +
        "2026-09-22 ('Released GPT-6 Sol (`gpt-6-sol`) and GPT-6 Luna (`gpt-6-luna`)', code-index file id " +
        '70635548480) and a dated capture of the rendered page first shows on 2026-09-23 (below), and not ' +
        'gpt-6.1-sol, which the captures show from 2026-09-30: dated 2026-09-23, the first day a dated copy ' +
        'shows what it shows',
    },
  },
  {
    url: PRICING_HTML,
    fixture: 'openai/pricing-2026-10-10.txt',
    copy: 'text-rendering',
    origin:
      `${capture('2026-10-10', '995cc9049f262067e9759312e51697139ae5f79e')}; read beside the Markdown twin ` +
      "above (older, whole): its flagship rows are the newest copy's (gpt-6.1-sol's Batch line, which the twin's " +
      'copy predates)',
    recorded: captureDay('2026-10-10', '995cc9049f262067e9759312e51697139ae5f79e', '2026-10-10T08:43:28.240922+08:00'),
  },
  {
    url: DEPRECATIONS_URL,
    fixture: 'openai/deprecations.md',
    copy: 'text-rendering',
    origin:
      'code index (find_string), file id 70287583121 (37,967 characters; the index names no repository): the ' +
      "page's Markdown twin, whole, from its title to its closing list of plain-text aliases; recorded as read",
    recorded: {
      date: '2026-09-11',
      basis:
        "undated copy; its newest announcement is '2026-09-11: GPT-5.4-Cyber', so dated that day, the earliest it " +
        'can be (it lacks the gpt-4o and gpt-4.1 shutdown of January 14, 2027 that third parties report OpenAI ' +
        'announced on 2026-10-14)',
    },
  },
  {
    url: DEPRECATIONS_HTML,
    fixture: 'openai/deprecations.txt',
    copy: 'text-rendering',
    origin:
      "the search tool's docs store, " +
      'https://developers.openai.com/api/docs/deprecations?translationFallback=zh-Hans (a text rendering of ' +
      'the HTML page, newer than the Markdown twin above: its table names gpt-6.1-sol and ' +
      "gpt-6.1-terra as replacements and each model's alias beside its snapshot), undated; the excerpt stops in " +
      "its sixth row ('gpt-5-nano, gpt-5-nano-2025-08-07'), recorded whole as read",
  },
  {
    url: SDK_URL,
    fixture: 'openai/openai-ruby-chat-model.rb',
    copy: 'verbatim',
    origin:
      "code index, file id 71101315000 (14,371 characters), openai/openai-ruby's lib/openai/models/chat_model.rb " +
      "(OpenAI's own SDK; the index's commit label, 5e669fba, is a 2025-11-13 commit whose file differs, so the " +
      'version is known by its content alone); the whole file, recorded as read. Read for its shutdown marks only',
    recorded: {
      date: '2026-09-30',
      basis:
        'undated copy; it lists gpt-6.1-sol (first in the dated captures of the pricing page on 2026-09-30) and ' +
        "marks no shutdown of gpt-4o or gpt-4.1 (announced on 2026-10-14, as third parties report OpenAI's page): " +
        'dated 2026-09-30, the earliest it can be',
    },
  },
  {
    url: CHANGELOG_URL,
    fixture: CHANGELOG_FIXTURE,
    copy: 'text-rendering',
    origin:
      `a third party's daily capture of the rendered page (public GitHub repository ${MAASWEEKLY}, commit ` +
      `${CHANGELOG_COMMIT}, data/snapshots/2026-10-10/OpenAI__changelog__2026-10-10.md, code-index file id ` +
      '70989657583, its HTML-to-text rendering); recorded from its first four lines (its url and fetched comments, ' +
      "the page title), then, the site navigation cut ([…]), from 'Changelog' / 'Upcoming deprecations can be " +
      "found on the deprecations page.' through its last 2026 entry (Jan 9), cut ([…]) before 'December, 2025': " +
      "the capture's characters 10,800 to 39,082, checked at both ends and at 16,000 and 32,000. The capture of " +
      '2026-09-04 (code-index file id 62752754929) holds the same 2026 entries up to Sep 3 (none dropped since; ' +
      'its Jul 9, Jul 30, Aug 21, Sep 3 and May 12 entries word for word, one Feb 24 entry worded otherwise). Read ' +
      'for the days it states: each new price, release and past shutdown of a model',
    recorded: {
      date: '2026-10-10',
      basis:
        "the capture's own line '<!-- fetched: 2026-10-10T08:43:28.386582+08:00 -->' (" +
        `${MAASWEEKLY} commit ${CHANGELOG_COMMIT}, data/snapshots/2026-10-10/OpenAI__changelog__2026-10-10.md)`,
    },
  },
]

/** Does the adapter read the model's own page (any of its recorded copies)? */
const hasOwnPage = (model: string) => PAGES.some((p) => p.url === `${MODELS_URL}${model}.md`)

/** The GPT-5.6 Sol page: its model page copy's index among the adapter's pages is found by its address. */
const SOL = `${MODELS_URL}gpt-5.6-sol.md`
/**
 * A copy of one page, in `pages` order (the rest null), for an earlier read, with the changelog's copy: it is
 * newer than the read, but the days its entries state are past, and it dates the rows that read first shows.
 */
const only = (url: string, fixture: string) => (p: { url: string }) =>
  p.url === url ? { url, fixture } : p.url === CHANGELOG_URL ? { url: p.url, fixture: CHANGELOG_FIXTURE } : null

/** The captures of the rendered pricing page read before the recorded copies: the first, and each first change. */
const CAPTURES: [string, string, string][] = [
  ['2026-09-04', '292badcb72f460884090c9a9b3f4491276b47024', '2026-09-04T14:17:40.810981'],
  // gpt-rosalind-research first shown in the Specialized models table (not on 2026-09-11's capture).
  ['2026-09-12', 'dbc09c89c68c24139e04a224b1b0d6822e6d4311', '2026-09-12T07:00:00.916145'],
  // GPT-6 Sol and Luna first shown (not on 2026-09-22's capture); GPT-5.6 Sol, Terra and Luna leave the flagship.
  ['2026-09-23', 'c5c22026ac1910b85bf145031966ae94ac8a91f0', '2026-09-23T07:31:26.909858'],
  // GPT-6.1 Sol first shown in GPT-6 Sol's place (not on 2026-09-29's capture).
  ['2026-09-30', 'f684fc186c7cebe3e6c9848d06be2daf557a6cfe', '2026-09-30T08:06:00.166595'],
]

/**
 * GPT-5.6 Sol before and after its promotion: the page at its launch price ($5 / $30), from the family's release
 * (2026-07-09), then its promotional price ($4 / $20) from the day the changelog states (2026-08-21); then the
 * captures of the rendered pricing page, each read alone (flagship tables only: nothing retired by absence).
 */
const history = (pages: OfficialPage[]): EarlierCopy[] => [
  {
    date: '2026-07-09',
    basis:
      "undated copy of the page (code-index file id 57759957688, the Markdown twin: 'the frontier model in the " +
      "GPT-5.6 family', at $5 / $0.5 / $30); dated 2026-07-09, the day OpenAI's changelog says the family was " +
      "released to the API ('Jul 9 ... Released the GPT-5.6 model family, including GPT-5.6 Sol for frontier " +
      "capability'): the earliest a price it charges can be (third-party pages say GPT-5.6 was announced on " +
      '2026-06-26, at $5 / $30 for Sol)',
    copies: pages.map(only(SOL, 'openai-history/gpt-5.6-sol.md')),
  },
  {
    date: '2026-08-21',
    basis:
      "the promotional copy of the page (recorded, undated), read on the day OpenAI's changelog says the price " +
      "took effect ('Aug 21 ... GPT-5.6 Sol now costs $4 per million input tokens and $20 per million output " +
      "tokens ... GPT-5.6 Sol’s promotional pricing is available at least through November 21, 2026'): the " +
      `earliest it can be; the first dated copy of the pricing page (2026-09-04, ${MAASWEEKLY}) states the same ` +
      '$4 / $0.40 / $20 and the same note',
    copies: pages.map(only(SOL, 'openai/gpt-5.6-sol.md')),
  },
  ...CAPTURES.map(([day, commit, fetched]) => ({
    date: day,
    basis: `${captureDay(day, commit, fetched).basis}; the copy: ${capture(day, commit)}`,
    copies: pages.map(only(PRICING_HTML, `openai-history/pricing-${day}.txt`)),
  })),
]

export default {
  seller: 'openai',
  seller_name: 'OpenAI',
  developer_of_models: ['openai'],
  pages: PAGES,
  earlier: history(PAGES),
  notFound:
    "OpenAI's central pricing page is read from a copy cut where its Flex section begins: no Flex or Fast " +
    '(Priority) rows (the model pages give them only as multipliers of Standard). Searched again 2026-11-27: the ' +
    'docs and pages stores (model pages by id and tagline, the pricing and deprecations pages, localized copies) ' +
    "and the code index for the twins' own lines ('Model ID: `<id>`', 'Default snapshot: `<id>-', '| Metric | " +
    "Price | Unit |', '# Pricing', the deprecations headings): found and recorded the Markdown twins of the " +
    'pricing page, the deprecations page and the model pages of gpt-6.1-sol, gpt-6-astra, gpt-5.6-sol, ' +
    'gpt-5.6-terra, gpt-5.5, gpt-5.4, gpt-5.4-pro, gpt-5.2-chat-latest, gpt-4.1, gpt-4.1-mini, gpt-4o, ' +
    'gpt-4o-mini, o3-pro, o3-mini, o3-deep-research, o1-preview, gpt-4.5-preview, chatgpt-4o-latest, ' +
    'codex-mini-latest, gpt-5.1-chat-latest, o4-mini-deep-research, gpt-4o-search-preview, ' +
    'computer-use-preview, gpt-5.2-codex and gpt-4-turbo (the ' +
    'two localized copies typed by hand before, de-DE gpt-5.6-terra and ' +
    'pt-BR gpt-5.6-sol, are the same pages: their rows are now read from the English twins). No copy of the ' +
    'model pages of gpt-5, gpt-5.1, gpt-5.2, gpt-5.4-mini, gpt-5.4-nano, gpt-5.5-pro, o1, o3, o4-mini, o1-mini, ' +
    'gpt-5.1-codex(-max, -mini), gpt-5.3-chat-latest or gpt-4o-realtime-preview (searched by id; the first nine ' +
    "priced by the pricing page); the deprecations page's Markdown twin names o3's shutdown (2026-12-11) " +
    "only by its dated snapshot (o3-2025-04-16), and the rendered page's newer table, which names each alias, is " +
    "cut before o3: o3's own day (2026-12-11) is read from OpenAI's Ruby SDK, which marks each id with its " +
    'announced shutdown date (a version of 2026-09-30 to 10-13; it predates the gpt-4o and gpt-4.1 shutdown of ' +
    "2027-01-14, which no copy of OpenAI's own shows). The Markdown twin of the " +
    'pricing page is the one whole copy (2026-09-23; gpt-6.2-sol is read from its own page only). Daily captures ' +
    `of the rendered pricing page (${MAASWEEKLY}, 2026-09-04 to 2026-10-10) show the first rows of each table ` +
    "only ('All models' collapsed); read: the first (2026-09-04), the first to show gpt-rosalind-research " +
    '(2026-09-12; not 2026-09-11), the first to show GPT-6 Sol and Luna (2026-09-23; not 2026-09-22), the ' +
    'first to show GPT-6.1 Sol (2026-09-30; not 2026-09-29) and the last (2026-10-10, where GPT-Rosalind has a ' +
    "'Life sciences models' table of its own, with gpt-rosalind-discovery); each model has the same " +
    'flagship prices in every capture looked at (also 2026-09-22, -26, -28, -29 and 10-08). Their Flex, Fast, ' +
    'Ultrafast and Cyber tables and the Specialized Fast tab are not read (the twin is cut before Flex). ' +
    "GPT-5.6 Sol's launch price " +
    '($5 / $30, an earlier copy of its page, from the release of 2026-07-09 the changelog states) gives way to ' +
    "its promotion on 2026-08-21, the day the changelog states (no dated copy between). The changelog's " +
    "'Starting July 30, GPT-5.6 Luna costs 80% less, while GPT-5.6 Terra costs 20% less' dates nothing: it states " +
    'no price, and no copy shows their prices before the cut (third-party pages say GPT-5.6 Terra and Luna ' +
    'launched at $2.50 / $15 and $1 / $6; no official copy at those prices was found: code index ' +
    "'Model ID: `gpt-5.6-terra`', '`gpt-5.6-luna`'; the capture of 2026-09-04 already shows $2 / $12 and " +
    '$0.20 / $1.20), so Terra and Luna stand from 2026-09-04, first seen, and their July 9 release dates neither ' +
    '(its first copy is eight weeks later). ' +
    "The deprecations page's copy predates the shutdown of gpt-4o, " +
    'gpt-4o-mini, gpt-4.1 and gpt-4.1-mini on January 14, 2027 that third-party pages say OpenAI announced on ' +
    "2026-10-14 (the docs store's zh-Hans rendering of the page is cut before those rows): not read, so those four " +
    "stay listed. OpenAI's Priority processing page (openai.com/api-priority-processing): two undated stored " +
    'copies, not recorded (their Priority prices cannot be placed in time).',
  recorded: '2026-11-25',
  recorded_basis:
    "undated stored copies of the pages (the search tool's docs store), read 2026-11-25, the day the rows typed " +
    'by hand before this adapter were read from them',
  parse,
} satisfies SellerAdapter
