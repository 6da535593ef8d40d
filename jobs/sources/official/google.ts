import { isoDay } from './dates.ts'
import { addDays } from '../../../tools/dates.ts'
import { type AnnouncedShutdown, changelogAnnouncements, changelogShutdowns, isChangelog } from './google-changelog.ts'
import { ALL_MODELS_WORDS, isModelsPage, markedShutDown, modelsLineup } from './google-models.ts'
import { isPartnerDeprecations, partnerDeprecations } from './google-partner-models.ts'
import { cellsOf } from './markdown.ts'
import { asPipeText, isCellPerLine } from './google-capture.ts'
import { htmlAsText } from './html-text.ts'
import type { OfficialPrice } from '../../../tools/official-price.ts'
import {
  type Lineup,
  type ModelLife,
  newRead,
  readOn,
  rowDefaults,
  type PageText,
  type SellerAdapter,
  type SellerRead,
} from './types.ts'

const URL_MD = 'https://ai.google.dev/gemini-api/docs/pricing.md.txt'
/** The pricing page itself: what the daily captures are of (its HTML, rendered as text by html-text.ts live). */
const PRICING_URL = 'https://ai.google.dev/gemini-api/docs/pricing'
/**
 * The same page in English by name: the address of the part of its HTML kept (a page of its own, so that
 * each copy has one address); live it serves the whole page again, whose tabs the first copy read already.
 */
const PRICING_URL_EN = `${PRICING_URL}?hl=en`
/**
 * The price page in each form read: what a copy proven whole proves (wholePages). The other pages of a read
 * (release notes, the models page's excerpt) are not whole, so nothing last read from them goes by absence.
 */
const PRICE_PAGE_FORMS = [URL_MD, PRICING_URL, PRICING_URL_EN]

/** Sections priced in other units than text tokens, or no model at all. */
const NOT_TEXT =
  /Image|TTS|Live|Audio|Embedding|Imagen|Veo|Lyria|Gemma|Omni|Transcribe|Translate|Nano Banana|Pricing for|Notes/i

type Field = 'input' | 'output' | 'cache_read'
const FIELDS: [RegExp, Field][] = [
  [/^Input price/, 'input'],
  [/^Output price/, 'output'],
  [/^Context caching price$/, 'cache_read'],
]

/** A mode of the domain (tools/official-price.ts): the page's tiers are standard, batch, flex and priority. */
type Tier = OfficialPrice['mode']
const TIER_NAMES = /Standard|Batch|Flex|Priority/g

interface Cell {
  /** One price, or the price up to `edge` input tokens and the price above it. */
  prices: { max: number | null; min: number; value: number }[]
  audio: boolean
  /** A band the copy lost ('$2.00, prompts 200k tokens': its '<= ... >' cut out): no price is read from it. */
  mangled?: boolean
  /**
   * A price the page says holds through a day, the next one stated from the day after: that day (the end of
   * the first, the start of the next), the next price, and the words.
   */
  until?: { day: string; next: number; words: string }
}

/**
 * A price through a stated day, then the next from the day after ('$0.75 through December 31, 2026. $1.50
 * starting January 1, 2027.'): the first price, the start of the next (the end of the first, exclusive), the
 * next price and the words. A start that is not the day after the end is not read as one.
 */
function datedCell(text: string): { value: number; day: string; next: number; words: string } | undefined {
  const day = '([A-Z][a-z]+ \\d{1,2}, \\d{4})'
  const price = '\\$([\\d.]+)(?: \\([^)]*\\))?'
  const m = new RegExp(`${price} through ${day}\\.\\s+${price} starting ${day}\\.`).exec(text)
  const last = m && isoDay(m[2])
  const next = m && isoDay(m[4])
  if (!m || !last || !next || addDays(last, 1) !== next) return undefined
  return { value: Number(m[1]), day: next, next: Number(m[3]), words: m[0] }
}

/** The paid-tier cell as prices: bands where the cell states them, else its first price; none: not offered. */
function cellOf(text: string): Cell | undefined {
  const band = /\$([\d.]+), prompts <= (\d+)k tokens \$([\d.]+), prompts > \d+k/.exec(text)
  if (band) {
    const edge = Number(band[2]) * 1000
    return {
      prices: [
        { min: 0, max: edge, value: Number(band[1]) },
        { min: edge, max: null, value: Number(band[3]) },
      ],
      audio: false,
    }
  }
  if (/\$[\d.]+, prompts \d+k/.test(text)) return { prices: [], audio: false, mangled: true }
  const audio = /\(audio\)/.test(text)
  const dated = datedCell(text)
  if (dated)
    return {
      prices: [{ min: 0, max: null, value: dated.value }],
      audio,
      until: { day: dated.day, next: dated.next, words: dated.words },
    }
  const first = /\$([\d.]+)/.exec(text)
  if (!first) return undefined
  return { prices: [{ min: 0, max: null, value: Number(first[1]) }], audio }
}

interface Section {
  title: string
  ids: string[]
  tiers: Map<Tier, { cells: Partial<Record<Field, Cell>>; lines: string[] }>
}

/** The ids of a line that holds backticked ids only ('`a`', '`a` and `b`', ', `b`'), else none. */
function backtickIds(line: string): string[] {
  const ids = [...line.matchAll(/`([\w.-]+)`/g)].map((m) => m[1])
  return ids.length && line.replace(/`[\w.-]+`|,|\band\b|\s/g, '') === '' ? ids : []
}

/** The page's model sections, and whether its Notes section (the page's end) was seen. */
function sectionsOf(text: string): { sections: Section[]; notes: boolean } {
  const sections: Section[] = []
  let notes = false
  let at: Section | undefined
  let tier: Tier = 'standard'
  // Tabs rendered as one line of their names ('StandardBatchFlexPriority'): each next table is the next tab.
  let tabs: Tier[] = []
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (/## Notes\s*$/.test(line)) notes = true
    // A heading may follow a link on the same line ('[No](/gemini-api/terms)## Gemini 2.5 Flash').
    const head = /(?:^|\))## (?!Source:)(.+)$/.exec(line)
    if (head) {
      at = { title: head[1].trim(), ids: [], tiers: new Map() }
      sections.push(at)
      tier = 'standard'
      tabs = []
      continue
    }
    if (!at) continue
    const tab = /(?:^|\))### (Standard|Batch|Flex|Priority)\s*$/.exec(line)
    if (tab) tier = tab[1].toLowerCase() as Tier
    if (/^(?:Standard|Batch|Flex|Priority){2,}$/.test(line))
      tabs = (line.match(TIER_NAMES) ?? []).map((t) => t.toLowerCase() as Tier)
    at.ids.push(...backtickIds(line))
    if (!line.startsWith('|')) continue
    const cells = cellsOf(line)
    if (cells[1] === 'Free Tier' && tabs.length) tier = tabs.shift()!
    const field = FIELDS.find(([re]) => re.test(cells[0]))?.[1]
    if (!field || cells.length < 3) continue
    const got = at.tiers.get(tier) ?? { cells: {}, lines: [] }
    const cell = cellOf(cells[2])
    if (cell) got.cells[field] = cell
    got.lines.push(line)
    at.tiers.set(tier, got)
  }
  return { sections, notes }
}

/**
 * What a Google docs page says was shut down, in the past tense ('Gemini 2.0 Flash and Flash-Lite models
 * were shut down on June 1, 2026'): each model, by the id its family and tier name
 * (gemini-2.0-flash, gemini-2.0-flash-lite), retired on that day.
 */
export function shutDown(page: PageText): NonNullable<SellerRead['lives']> {
  const said =
    /Gemini (\d+(?:\.\d+)?) ([A-Z][\w-]*(?: and [A-Z][\w-]*)*) models were shut down on\s+([A-Z][a-z]+ \d{1,2}, \d{4})/
  const m = said.exec(page.text)
  const day = m ? isoDay(m[3]) : null
  if (!m || !day) return []
  const words = m[0].replace(/\s+/g, ' ')
  return m[2].split(' and ').map((tier) => ({
    model: `gemini-${m[1]}-${tier.toLowerCase()}`,
    aliases: [],
    status: 'retired' as const,
    status_date: day,
    url: page.url,
    words,
  }))
}

/** The stored openings of the release notes, each in the language Google served it in, newest entry first. */
const CHANGELOG_COPIES = [
  {
    url: 'https://ai.google.dev/docs/changelog',
    fixture: 'changelog-en.txt',
    newest: '2026-01-29',
    language: 'English',
  },
  {
    url: 'https://ai.google.dev/gemini-api/docs/changelog?hl=pt-br',
    fixture: 'changelog-pt-br.txt',
    newest: '2026-02-19',
    language: 'Portuguese',
  },
  {
    url: 'https://ai.google.dev/gemini-api/docs/changelog?authuser=2&hl=zh-cn',
    fixture: 'changelog-zh-cn-2026-05-19.txt',
    newest: '2026-05-19',
    language: 'Chinese',
  },
  {
    url: 'https://ai.google.dev/gemini-api/docs/changelog?authuser=4&hl=zh-cn',
    fixture: 'changelog-zh-cn-2026-06-17.txt',
    newest: '2026-06-17',
    language: 'Chinese',
  },
]

/**
 * The third party's daily captures of the price page before the recorded one, each the first to show a change
 * of a text model's price or line-up, or the last before one (the days between show the same, by their
 * 'Last updated' line and length): read with the text step's bands lost, so they retire nothing by absence.
 */
const CAPTURED_PRICING = [
  // Gemini 3.8, 3.7, 3.6 and 3.5 Flash, 3.5 Flash-Lite, Robotics ER 2 at $2.00 / $10.00, ER 1.6 Preview.
  { day: '2026-09-04', fetched: '2026-09-04T14:17:45.425322', id: '62728585089', updated: '2026-09-03' },
  // Robotics ER 2 Preview and Streaming at $1.00 / $5.00 through December 31, 2026 (the captures of 09-05 to
  // 09-08, 'Last updated 2026-09-04', still show $2.00 / $10.00; they differ from 09-04 by Lyria 3.5 only).
  { day: '2026-09-09', fetched: '2026-09-09T07:13:24.442385', id: '66159774652', updated: '2026-09-08' },
]

const MAASWEEKLY_REPO = 'GitHub zhangchen456/maasweekly'

/** The third party's daily captures of Google's pages (data/snapshots/<day>/ at commit 995cc904). */
const MAASWEEKLY = `${MAASWEEKLY_REPO}@995cc9049f262067e9759312e51697139ae5f79e data/snapshots/2026-10-10`

/**
 * The release notes as that third party captured them, each from its opening (its language menu cut, marked
 * […]) to the end of the last entry read: whole entries only.
 */
const CAPTURED_CHANGELOGS = [
  {
    fixture: 'changelog-en-2026-09-06.txt',
    path: 'data/snapshots/2026-09-06/Google_Gemini_API__changelog__2026-09-06.md (code-index file id 62472338441)',
    fetched: '2026-09-06T06:39:48',
    through: 'March 9, 2026 (cut before March 3)',
  },
  {
    fixture: 'changelog-en-2026-10-10.txt',
    path: 'data/snapshots/2026-10-10/Google_Gemini_API__changelog__2026-10-10.md (code-index file id 71276139598)',
    fetched: '2026-10-10T08:43:31+08:00',
    through: 'October 8, 2026, its newest (cut before October 6)',
  },
]

/**
 * Google Cloud's partner models deprecations page, stored in English and Japanese: the docs store's openings,
 * each undated (dated the last day before the first shutdown it still announces: 'will be shut down on July
 * 5, 2026'), and a docs mirror's whole copy, dated by its commit.
 */
const DOCS_MIRROR = 'apstndb/gemini-enterprise-agent-platform-docs-mirror'
const OPENING =
  "search tool, docs corpus: the opening of Google Cloud's partner models deprecations page (Vertex AI Model " +
  "Garden, 'Model deprecations (MaaS)'), as its text rendering keeps it, cut after a section or two"
const PARTNER_COPIES = [
  {
    url: 'https://docs.cloud.google.com/vertex-ai/generative-ai/docs/deprecations/partner-models',
    fixture: 'partner-models-deprecations-en.txt',
    recorded: { date: '2026-07-04', basis: "undated; it announces Claude 3.5 Haiku's shutdown on July 5, 2026" },
    origin: OPENING,
  },
  {
    url: 'https://docs.cloud.google.com/vertex-ai/generative-ai/docs/deprecations/partner-models?hl=ja',
    fixture: 'partner-models-deprecations-ja.txt',
    recorded: { date: '2026-01-22', basis: "undated; it announces Codestral 25.01's shutdown on January 23, 2026" },
    origin: OPENING,
  },
  {
    url: 'https://docs.cloud.google.com/gemini-enterprise-agent-platform/models/deprecations/partner-models?hl=ja',
    fixture: 'agent-platform-partner-models-deprecations-ja.txt',
    recorded: { date: '2026-07-04', basis: "undated; it announces Claude 3.5 Haiku's shutdown on July 5, 2026" },
    origin: OPENING,
  },
  {
    url: 'https://docs.cloud.google.com/gemini-enterprise-agent-platform/models/deprecations/partner-models',
    fixture: 'agent-platform-partner-models-deprecations-en-2026-07-22.md',
    recorded: {
      date: '2026-07-22',
      basis: `the commit date of ${DOCS_MIRROR}@48f8a6fd (2026-07-22), its daily update, the page's last change there`,
    },
    origin:
      `the whole page as Markdown, kept by the public GitHub repository ${DOCS_MIRROR}, a daily mirror of the ` +
      "Agent Platform docs (its front matter names the page's uri), file docs/docs.cloud.google.com/" +
      'gemini-enterprise-agent-platform/models/deprecations/partner-models.md at 48f8a6fd, git show; its ' +
      'earlier versions (2026-05-23, 06-25, 07-08) hold the same eight notices',
  },
]

/**
 * A shutdown the release notes announced for a day now past, of a model no other page read on or after that
 * day names (the models page lists even what it marks shut down): retired on the announced day. One a later
 * page still names stands (gemini-robotics-er-1.6-preview, announced for August 31, 2026, is on the models
 * page of 2026-10-04): its day moved.
 */
function announcedAndGone(
  announced: AnnouncedShutdown[],
  named: { url: string; day: string; text: string }[],
  lives: ModelLife[],
): ModelLife[] {
  const out = new Map<string, ModelLife>()
  for (const a of announced) {
    if (out.has(a.model) || lives.some((l) => l.model === a.model && l.status === 'retired')) continue
    const after = named.filter((p) => p.day >= a.day)
    if (!after.length || after.some((p) => p.text.includes(a.model))) continue
    const read = after.map((p) => `${p.url} (${p.day})`).join(', ')
    out.set(a.model, {
      model: a.model,
      aliases: [],
      status: 'retired',
      status_date: a.day,
      url: a.url,
      words: `${a.words}; named on no page read on or after that day: ${read}`,
    })
  }
  return [...out.values()]
}

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const { rows, lives, problems } = newRead()
  let complete: string | undefined
  let lineup: Lineup | undefined
  // Each model's tab read so far, and the tabs whose bands a copy lost.
  const read = new Set<string>()
  const lost = new Set<string>()
  // What the models page marks shut down, dated by its copy: a day another page states goes first (below).
  const marked: ModelLife[] = []
  // The shutdowns the release notes announce, and every other page read (the models it names).
  const announced: AnnouncedShutdown[] = []
  const named: { url: string; day: string; text: string }[] = []
  // The models page's whole line-up, where the read has one; with the price page's models it is the read's.
  let listedOn: { ids: string[]; url: string; day: string } | undefined
  const onPricePage: string[] = []
  for (const page of pages) {
    // The release notes price nothing: they say which models have been shut down, and on which day.
    if (isChangelog(page)) {
      lives.push(...changelogShutdowns(page))
      announced.push(...changelogAnnouncements(page))
      continue
    }
    const day = (page.seen ?? seen).date
    named.push({ url: page.url, day, text: page.text })
    // The models page prices nothing: it marks which models are shut down, on no day.
    if (isModelsPage(page)) {
      marked.push(...markedShutDown(page, day, problems))
      const ids = modelsLineup(page)
      if (ids) listedOn = { ids, url: page.url, day }
      continue
    }
    // Google Cloud's partner models it no longer offers to new customers: resales, no price.
    if (isPartnerDeprecations(page)) {
      lives.push(...partnerDeprecations(page, problems))
      continue
    }
    // A page that only says what was shut down (a Firebase AI Logic docs page's banner) prices nothing.
    const gone = shutDown(page)
    if (gone.length) {
      lives.push(...gone)
      continue
    }
    const { sections, notes } = sectionsOf(pricingText(page.text))
    const priced = sections.filter((s) => s.ids.length && !NOT_TEXT.test(s.title))
    if (!priced.length) problems.push(`${page.url}: no model section with a token price table`)
    if (notes && priced.length) {
      complete = `${sections.length} sections, ${priced.length} of text models, then the page's Notes section`
      // Every section to the Notes names the models on sale, text or not: the whole page is the line-up. Not
      // the capture's (2026-10-10): the line-up rule (datasets/llm-prices/ended.ts) dates a model left off
      // from the first line-up after its last listing, so 3.5 Flash (launched May 19) and 3.7 Flash (August 13),
      // on neither copy, would be taken off sale from 2026-03-30; the release notes retire them on their day.
      const named = sections.filter((s) => s.ids.length)
      if (!isCellPerLine(page.text))
        lineup = {
          models: [...new Set(named.flatMap((s) => s.ids))],
          url: page.url,
          words: named.map((s) => `${s.title} (${s.ids.join(', ')})`).join('; '),
        }
    }
    onPricePage.push(...sections.flatMap((s) => s.ids))
    for (const s of priced) {
      const model = s.ids[0]
      if (!lives.some((l) => l.model === model))
        lives.push({
          model,
          aliases: s.ids.slice(1),
          status: 'listed',
          status_date: null,
          url: page.url,
          words: s.title,
        })
      for (const [tier, tab] of s.tiers) {
        const key = `${model} ${tier}`
        // A tab another copy of the same day read already (the capture and the part of its HTML kept).
        if (read.has(key)) continue
        // A band the copy lost is read from another copy of the day (the part of the HTML kept), else not at all.
        if (Object.values(tab.cells).some((c) => c?.mangled)) {
          lost.add(key)
          continue
        }
        const got = rowsOf(s, tier, tab, page.url, seen, problems)
        if (got.length) read.add(key)
        rows.push(...got)
      }
    }
  }
  // A model another page retires on a day it states keeps that day; the mark dates only the others.
  const dated = new Set(lives.filter((l) => l.status === 'retired').map((l) => l.model))
  lives.push(...marked.filter((l) => !dated.has(l.model)))
  lives.push(...announcedAndGone(announced, named, lives))
  // Every model the models page lists (2026-10-04: 'all the models available through the Gemini API') or the
  // price page prices: what the Gemini API sells that day. Endpoints the overview leaves out (the customtools
  // variant, a deprecated preview still priced) are on the price page. Only a models page of the read's week
  // speaks for it, and a price page proven whole (the scrape of 2026-03-30) is a line-up of its own.
  const ofTheWeek = !!listedOn && listedOn.day <= seen.date && addDays(listedOn.day, 7) >= seen.date
  if (!lineup && listedOn && ofTheWeek && onPricePage.length)
    lineup = {
      models: [...new Set([...listedOn.ids, ...onPricePage])],
      url: listedOn.url,
      words:
        `the models page of ${listedOn.day} ('${ALL_MODELS_WORDS}'): ${listedOn.ids.join(', ')}; ` +
        `and the price page: ${[...new Set(onPricePage)].filter((id) => !listedOn?.ids.includes(id)).join(', ')}`,
    }
  const unread = [...lost].filter((k) => !read.has(k))
  if (unread.length) problems.push(`context bands cut out of the copy and read from no other: ${unread.join(', ')}`)
  const partial = unread.length ? `the prices of ${unread.join(', ')} were not read (bands cut out)` : undefined
  return {
    rows,
    lives,
    problems,
    ...(partial ? { partial } : {}),
    ...(complete ? { complete, wholePages: PRICE_PAGE_FORMS } : {}),
    ...(lineup ? { lineup } : {}),
  }
}

/** A price page's text as the adapter reads it: a part of its HTML rendered, a capture's cells as pipe rows. */
const pricingText = (text: string) =>
  /^\s*<(?!!--)/.test(text) ? htmlAsText(text) : isCellPerLine(text) ? asPipeText(text) : text

const TAB_NAME: Partial<Record<Tier, string>> = {
  standard: 'Standard',
  batch: 'Batch',
  flex: 'Flex',
  priority: 'Priority',
}

/**
 * One tab's rows: a row per context band (or one), with the page's words. A price the page says holds
 * through a day, the next stated from the day after, ends then, and the next is a row of its own from that
 * day (nextRow): the price domain serves no row before its effective_from.
 */
function rowsOf(
  s: Section,
  tier: Tier,
  { cells, lines }: { cells: Partial<Record<Field, Cell>>; lines: string[] },
  url: string,
  seen: { date: string; basis: string },
  problems: string[],
): OfficialPrice[] {
  const { input, output, cache_read: cache } = cells
  if (!input || !output) return []
  const until = input.until
  if ((output.until?.day ?? null) !== (until?.day ?? null)) {
    problems.push(`${s.ids[0]} ${tier}: input and output prices end on different days`)
    return []
  }
  const ids = s.ids.map((i) => `\`${i}\``).join(' ')
  const evidence = `## ${s.title} ${ids} ### ${TAB_NAME[tier]} ${lines.join(' ')}`
  const banded = input.prices.length > 1
  const rows = input.prices.map((p, i) => {
    const pick = (c: Cell | undefined) => (c ? (c.prices[banded ? i : 0] ?? c.prices[0]).value : null)
    const conditions = [
      banded ? `page: 'prompts ${p.max ? `<= ${p.max / 1000}k` : `> ${p.min / 1000}k`} tokens'` : '',
      !banded && input.audio ? 'input price is the text / image / video price; audio input is priced apart' : '',
      until ? `page: '${until.words}'` : '',
    ].filter(Boolean)
    return {
      ...rowDefaults,
      model: s.ids[0],
      model_name_on_page: s.title,
      developer: 'google',
      currency: 'USD' as const,
      unit_stated: 'per 1M tokens',
      input: p.value,
      output: pick(output),
      cache_read: pick(cache),
      mode: tier,
      ...(banded ? { condition: { input_tokens_min: p.min, input_tokens_max: p.max } } : {}),
      ...(conditions.length ? { condition_text: conditions.join('; ') } : {}),
      ...(until ? { effective_until: until.day, effective_basis: `page: '${until.words}'` } : {}),
      ...readOn(url, seen, 'official/google'),
      evidence,
    }
  })
  // A dated cell is one price, never banded: its next price follows the tab's one row.
  return until && rows.length === 1 ? [...rows, nextRow(rows[0], output, cache, until)] : rows
}

/**
 * The price a tab states from the day after the current one ends ('$1.50 starting January 1, 2027.'), from
 * that day: input and output as their cells state it, cache where its cell dates the same change (an undated
 * cache price holds on; one dated another day is not read). The same evidence: its lines hold both prices.
 */
function nextRow(now: OfficialPrice, output: Cell, cache: Cell | undefined, until: NonNullable<Cell['until']>) {
  const cacheNext = !cache
    ? null
    : cache.until
      ? cache.until.day === until.day
        ? cache.until.next
        : null
      : (cache.prices[0]?.value ?? null)
  return {
    ...now,
    input: until.next,
    output: output.until?.next ?? null,
    cache_read: cacheNext,
    effective_from: until.day,
    effective_until: null,
    effective_basis: `page: '${until.words}'`,
  }
}

export default {
  seller: 'google',
  seller_name: 'Google',
  developer_of_models: ['google'],
  pages: [
    {
      url: PRICING_URL,
      fixture: 'google/pricing-2026-10-10.txt',
      copy: 'text-rendering',
      origin:
        `${MAASWEEKLY}/Google_Gemini_API__pricing__2026-10-10.md (code-index file id 70968152788): a third ` +
        "party's daily capture of the page as text, one table cell a line, from its '<!-- fetched: " +
        "2026-10-10T08:43:31+08:00 -->' line to the page's 'Last updated 2026-10-09 UTC.' and feedback line, " +
        'transcribed as read except its 22-line language menu (English ... 한국어), cut and marked […]. Its ' +
        "HTML-to-text step drops what lies between a '<' and the next '>': the context bands of Gemini 3.1 Pro " +
        "Preview and Gemini 2.5 Pro ('$2.00, prompts 200k tokens') are not read from it but from the part of " +
        'the raw HTML below',
    },
    {
      url: PRICING_URL_EN,
      fixture: 'google/pricing-2026-10-10-bands.html',
      copy: 'verbatim',
      origin:
        `${MAASWEEKLY}/pricing__google.html (code-index file id 71470706801), the same repository's raw HTML ` +
        'of the page captured the same day: two parts transcribed as read, cut at line boundaries and joined by ' +
        "a line '[…]': the Gemini 3.1 Pro Preview section (characters 191105-200326: its four tabs and " +
        'footnotes) and the Gemini 2.5 Pro section (characters 247569-255495: its four tabs), which keep both ' +
        'context bands of every tab',
    },
    {
      url: 'https://firebase.google.com/docs/ai-logic/prompt-design?api=dev&hl=zh-cn',
      fixture: 'google/firebase-ai-logic-prompt-design.md',
      copy: 'text-rendering',
      origin:
        "search tool, docs corpus: text rendering of Google's Firebase AI Logic docs page (Gemini Developer API " +
        "view, Chinese), whole; its English banner says 'Gemini 2.0 Flash and Flash-Lite models were shut down on " +
        "June 1, 2026'. The Gemini API's own deprecations page (ai.google.dev/gemini-api/docs/deprecations) is " +
        'stored only cut before its Gemini 2.0 rows',
      recorded: {
        date: '2026-06-18',
        basis: "the page's own date: '最后更新时间 (UTC):2026-06-18' (last updated, UTC)",
      },
    },
    ...CHANGELOG_COPIES.map(({ url, fixture, newest, language }) => ({
      url,
      fixture: `google/${fixture}`,
      copy: 'text-rendering' as const,
      origin:
        `search tool, docs corpus: the opening of Google's Gemini API release notes in ${language}, as its ` +
        'text rendering keeps it (inline code glued to the words around it), cut after a few months of entries',
      recorded: { date: newest, basis: "the copy's newest dated entry" },
    })),
    ...CAPTURED_CHANGELOGS.map(({ fixture, path, fetched, through }) => ({
      url: 'https://ai.google.dev/gemini-api/docs/changelog',
      fixture: `google/${fixture}`,
      copy: 'text-rendering' as const,
      origin:
        `GitHub zhangchen456/maasweekly@995cc9049f262067e9759312e51697139ae5f79e ${path}: a third party's ` +
        `capture of the release notes as text, transcribed as read from its opening through the entries of ${through}`,
      recorded: { date: fetched.slice(0, 10), basis: `the capture's '<!-- fetched: ${fetched} -->' line` },
    })),
    {
      url: 'https://ai.google.dev/gemini-api/docs/models',
      fixture: 'google/models-2026-10-04.txt',
      copy: 'text-rendering',
      origin:
        `${MAASWEEKLY_REPO}@799a013eb1ae169cb7bb135ec4ebd483f1b0c74b data/snapshots/2026-10-04/` +
        "Google_Gemini_API__model_list__2026-10-04.md (code-index file id 71527355355): a third party's capture " +
        'of the models page as text, one table cell a line, transcribed as read in three parts joined by lines ' +
        "'[…]': its opening up to its language menu; from its 'Send feedback' line through every model section " +
        "('Gemini 3' ... 'Previous models') to the 'Model version name patterns' heading after them; and its " +
        "'Last updated 2026-10-01 UTC.' line. The first stored capture that marks 'Computer Use (Shut down)': " +
        "the one of 2026-09-30 ('Last updated 2026-09-24 UTC.') lists it unmarked, and none of 10-01 to 10-03 is " +
        'stored',
      recorded: {
        date: '2026-10-04',
        basis: "the capture's '<!-- fetched: 2026-10-04T07:33:55.049023+08:00 -->' line",
      },
    },
    ...PARTNER_COPIES.map(({ fixture, ...page }) => ({
      ...page,
      fixture: `google/${fixture}`,
      copy: 'text-rendering' as const,
    })),
  ],
  notFound:
    "the price page is read from the scrape of 2026-03-30 and the third party's captures (zhangchen456/" +
    'maasweekly, data/snapshots/<day>/) of 2026-09-04, 2026-09-09 and 2026-10-10; the days between were compared ' +
    "by their 'Last updated' line and length (searched 2026-11-28): 09-05 to 09-08 (2026-09-04) differ from 09-04 " +
    'by Lyria 3.5 only; 09-12 and 09-15 (2026-09-11) no longer list Robotics ER 1.6 Preview nor Gemini Embedding; ' +
    'by 10-08 (2026-10-07) 2.5 Computer Use Preview is gone. Those later captures are not recorded: their text ' +
    "loses the context bands (what lies between a '<' and a '>'), so none is proven whole and none could retire " +
    'a model by absence. 2.5 Computer Use ends on 2026-10-01: the first stored capture of the models page to mark ' +
    "it 'Computer Use (Shut down)' (2026-10-04; the mark states no day) says 'Last updated 2026-10-01 UTC.', its " +
    'capture of 09-30 (updated 2026-09-24) lists the model unmarked, and none of 10-01 to 10-03 is stored. ' +
    'ER 1.6 ends on 2026-10-10, ' +
    'first missed on the price page captured that day, whose bands come from the part of the raw HTML kept: ' +
    "nothing Google states dates its end. The release notes' 'will be shut down on August 31, 2026' (July 30) " +
    'is an announcement, and the price page still listed it on 09-09; the models page lists Gemini Robotics ER ' +
    '1.6 unmarked on 10-04 and 10-10, and the release notes to October 8 report no shutdown of it (searched ' +
    '2026-11-28). 3.7 and 3.5 Flash retire on 2026-10-08 (release ' +
    'notes), 3.7 Flash before the end its page stated. The docs store holds ' +
    'ai.google.dev/gemini-api/docs/deprecations, but its ' +
    "stored openings end before the older models' rows, and the page says its shutdown dates are the " +
    "'earliest possible dates', so no retirement is read from it. The release notes (changelog) are read " +
    'instead: the stored openings in English (entries to January 29, 2026), Portuguese (to February 19) and ' +
    "Chinese (to May 19 and to June 17), and the third party's captures of 2026-09-06 (its entries from " +
    'September 3 back to March 9, 2026) and 2026-10-10 (its newest entry, October 8): what they say has been ' +
    'shut down, or is now served by another model, retires on that day; a shutdown they announce (in English) ' +
    'for a day now past retires on it a model no other page read since names (Gemini 3 Pro Image Preview and ' +
    '3.1 Flash Image Preview, June 25, 2026: on neither the price page nor the whole models page). The models ' +
    "page of 2026-10-04 ('all the models available through the Gemini API') with the price page of 2026-10-10 " +
    "is that read's line-up: a catalogue's Gemini API model on neither (Gemini 1.0 Pro Vision, a Vertex AI " +
    "id, another host's Gemma price) is not Google's offer. Entries " +
    'between January 29 and March 9, ' +
    "2026 are read only in Portuguese. Google Cloud's partner models deprecations page is stored in the docs " +
    'store only in openings (English: Claude 3.5 Haiku; Japanese: Claude 3.7 Sonnet and Codestral 25.01; the ' +
    'agent platform copy in Japanese: Claude 3 Haiku, cut inside Claude 3.5 Haiku); its whole English page is ' +
    `read from the docs mirror ${DOCS_MIRROR} (2026-07-22), which closes Claude 3 Opus, 3.5 Sonnet and 3.5 ` +
    'Sonnet v2 to new customers too; its Jamba 1.5 notices name no model the catalogues file as a resale',
  recorded: '2026-10-10',
  recorded_basis:
    `the capture's own line '<!-- fetched: 2026-10-10T08:43:31.301934+08:00 -->' (${MAASWEEKLY}/` +
    "Google_Gemini_API__pricing__2026-10-10.md); the page itself says 'Last updated 2026-10-09 UTC.'",
  earlier: [
    {
      date: '2026-03-30',
      basis:
        "date stated in the header of the scrape ('# Ai Documentation > Scraped on: 2026-03-30 | Root Source: " +
        "https://ai.google.dev/gemini-api/docs'; code-index file id 52181089172)",
      // The pricing section of that scrape (characters 38002-69900), as read, whole to its Notes section.
      copies: [{ url: URL_MD, fixture: 'google-history/2026-03-30-pricing.md' }],
    },
    ...CAPTURED_PRICING.map(({ day, fetched, id, updated }) => ({
      date: day,
      basis:
        `the capture's '<!-- fetched: ${fetched} -->' line (${MAASWEEKLY_REPO} data/snapshots/${day}/` +
        `Google_Gemini_API__pricing__${day}.md, code-index file id ${id}), whole but for its language menu (cut, ` +
        `marked […]); the page says 'Last updated ${updated} UTC.'`,
      copies: [{ url: PRICING_URL, fixture: `google-history/${day}-pricing.txt` }],
    })),
  ],
  parse,
} satisfies SellerAdapter
