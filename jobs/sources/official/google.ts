import { isoDay } from './dates.ts'
import { changelogShutdowns, isChangelog } from './google-changelog.ts'
import { isPartnerDeprecations, partnerDeprecations } from './google-partner-models.ts'
import { cellsOf } from './markdown.ts'
import {
  type Lineup,
  newRead,
  readOn,
  rowDefaults,
  type PageText,
  type SellerAdapter,
  type SellerRead,
} from './types.ts'

const URL_MD = 'https://ai.google.dev/gemini-api/docs/pricing.md.txt'

/** Sections priced in other units than text tokens, or no model at all. */
const NOT_TEXT = /Image|TTS|Live|Audio|Embedding|Imagen|Veo|Lyria|Gemma|Pricing for|Notes/i

type Field = 'input' | 'output' | 'cache_read'
const FIELDS: [RegExp, Field][] = [
  [/^Input price/, 'input'],
  [/^Output price/, 'output'],
  [/^Context caching price$/, 'cache_read'],
]

interface Cell {
  /** One price, or the price up to `edge` input tokens and the price above it. */
  prices: { max: number | null; min: number; value: number }[]
  audio: boolean
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
  const first = /\$([\d.]+)/.exec(text)
  if (!first) return undefined
  return { prices: [{ min: 0, max: null, value: Number(first[1]) }], audio: /\(audio\)/.test(text) }
}

interface Section {
  title: string
  ids: string[]
  tiers: Map<'standard' | 'batch', { cells: Partial<Record<Field, Cell>>; lines: string[] }>
}

/** The page's model sections, and whether its Notes section (the page's end) was seen. */
function sectionsOf(text: string): { sections: Section[]; notes: boolean } {
  const sections: Section[] = []
  let notes = false
  let at: Section | undefined
  let tier: 'standard' | 'batch' = 'standard'
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (/## Notes\s*$/.test(line)) notes = true
    // A heading may follow a link on the same line ('[No](/gemini-api/terms)## Gemini 2.5 Flash').
    const head = /(?:^|\))## (?!Source:)(.+)$/.exec(line)
    if (head) {
      at = { title: head[1].trim(), ids: [], tiers: new Map() }
      sections.push(at)
      tier = 'standard'
      continue
    }
    if (!at) continue
    if (/### Batch\s*$/.test(line)) tier = 'batch'
    else if (/### Standard\s*$/.test(line)) tier = 'standard'
    const id = /^(?:,\s*|and\s+)?`([\w.-]+)`$/.exec(line)
    if (id) at.ids.push(id[1])
    if (!line.startsWith('|')) continue
    const cells = cellsOf(line)
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
 * Google Cloud's partner models deprecations page, stored in English and Japanese, each copy undated: dated
 * the last day before the first shutdown it still announces ('will be shut down on July 5, 2026').
 */
const PARTNER_COPIES = [
  {
    url: 'https://docs.cloud.google.com/vertex-ai/generative-ai/docs/deprecations/partner-models',
    fixture: 'partner-models-deprecations-en.txt',
    recorded: { date: '2026-07-04', basis: "undated; it announces Claude 3.5 Haiku's shutdown on July 5, 2026" },
  },
  {
    url: 'https://docs.cloud.google.com/vertex-ai/generative-ai/docs/deprecations/partner-models?hl=ja',
    fixture: 'partner-models-deprecations-ja.txt',
    recorded: { date: '2026-01-22', basis: "undated; it announces Codestral 25.01's shutdown on January 23, 2026" },
  },
  {
    url: 'https://docs.cloud.google.com/gemini-enterprise-agent-platform/models/deprecations/partner-models?hl=ja',
    fixture: 'agent-platform-partner-models-deprecations-ja.txt',
    recorded: { date: '2026-07-04', basis: "undated; it announces Claude 3.5 Haiku's shutdown on July 5, 2026" },
  },
]

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const { rows, lives, problems } = newRead()
  let complete: string | undefined
  let lineup: Lineup | undefined
  for (const page of pages) {
    // The release notes price nothing: they say which models have been shut down, and on which day.
    if (isChangelog(page)) {
      lives.push(...changelogShutdowns(page))
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
    const { sections, notes } = sectionsOf(page.text)
    const priced = sections.filter((s) => s.ids.length && !NOT_TEXT.test(s.title))
    if (!priced.length) problems.push(`${page.url}: no model section with a token price table`)
    if (notes && priced.length) {
      complete = `${sections.length} sections, ${priced.length} of text models, then the page's Notes section`
      // Every section to the Notes names the models on sale, text or not: the whole page is the line-up.
      const named = sections.filter((s) => s.ids.length)
      lineup = {
        models: [...new Set(named.flatMap((s) => s.ids))],
        url: page.url,
        words: named.map((s) => `${s.title} (${s.ids.join(', ')})`).join('; '),
      }
    }
    for (const s of priced) {
      const model = s.ids[0]
      lives.push({ model, aliases: s.ids.slice(1), status: 'listed', status_date: null, url: page.url, words: s.title })
      for (const [tier, { cells, lines }] of s.tiers) {
        const { input, output, cache_read: cache } = cells
        if (!input || !output) continue
        const ids = s.ids.map((i) => `\`${i}\``).join(' ')
        const evidence = `## ${s.title} ${ids} ### ${tier === 'batch' ? 'Batch' : 'Standard'} ${lines.join(' ')}`
        const banded = input.prices.length > 1
        for (const [i, p] of input.prices.entries()) {
          const pick = (c: Cell | undefined) => (c ? (c.prices[banded ? i : 0] ?? c.prices[0]).value : null)
          rows.push({
            ...rowDefaults,
            model,
            model_name_on_page: s.title,
            developer: 'google',
            currency: 'USD',
            unit_stated: 'per 1M tokens',
            input: p.value,
            output: pick(output),
            cache_read: pick(cache),
            mode: tier,
            ...(banded
              ? {
                  condition: { input_tokens_min: p.min, input_tokens_max: p.max },
                  condition_text: `page: 'prompts ${p.max ? `<= ${p.max / 1000}k` : `> ${p.min / 1000}k`} tokens'`,
                }
              : input.audio
                ? { condition_text: 'input price is the text / image / video price; audio input is priced apart' }
                : {}),
            ...readOn(page.url, seen, 'official/google'),
            evidence,
          })
        }
      }
    }
  }
  return { rows, lives, problems, ...(complete ? { complete, ...(lineup ? { lineup } : {}) } : {}) }
}

export default {
  seller: 'google',
  seller_name: 'Google',
  developer_of_models: ['google'],
  pages: [
    {
      url: URL_MD,
      fixture: 'google/pricing.md',
      copy: 'text-rendering',
      origin:
        "the pricing section ('## Source: https://ai.google.dev/gemini-api/docs/pricing') of a scrape of " +
        "ai.google.dev/gemini-api/docs headed 'Scraped on: 2026-03-30', kept in a public GitHub repository " +
        '(code-index file id 52181089172, characters 38002-69900); a rendering of the HTML page that keeps its ' +
        'headings and tables, whole to its Notes section. The live pricing.md.txt twin is unproven',
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
    ...PARTNER_COPIES.map(({ url, fixture, recorded }) => ({
      url,
      fixture: `google/${fixture}`,
      copy: 'text-rendering' as const,
      origin:
        "search tool, docs corpus: the opening of Google Cloud's partner models deprecations page (Vertex AI " +
        "Model Garden, 'Model deprecations (MaaS)'), as its text rendering keeps it, cut after a section or two",
      recorded,
    })),
  ],
  notFound:
    'no copy of ai.google.dev/gemini-api/docs/pricing newer than the 2026-03-30 scrape: the code ' +
    "index ('Root Source: https://ai.google.dev/gemini-api', '`gemini-3.5-flash`', 'Gemini 3.5 Flash-" +
    "Lite Preview', '| Output price (including thinking tokens) | Free') holds only test fixtures and" +
    ' notes quoting a few rows; the docs store holds third-party transcriptions (api-evangelist ' +
    'plans, read 2026-09-20 and 2026-10-07, a subset of rows), not the page. Searched again 2026-11-27 ' +
    "(code index: 'Output price (including thinking tokens)', '*`gemini-3.8-flash`*', 'through December 31, " +
    "2026', 'Root Source: https://ai.google.dev/gemini-api'; docs and pages stores: the pricing page in " +
    'English and Japanese wording, Gemini 3.8 Flash prices): still only fixtures, notes and resellers. The ' +
    'docs store holds ai.google.dev/gemini-api/docs/deprecations (?authuser=10 lists gemini-3.8-flash), but ' +
    "its stored openings end before the older models' rows, and the page says its shutdown dates are the " +
    "'earliest possible dates', so no retirement is read from it. The release notes (changelog) are read " +
    'instead, from the stored openings in English (entries to January 29, 2026), Portuguese (to February 19) ' +
    'and Chinese (to May 19 and to June 17): what they say has been shut down retires on that day. No stored ' +
    'opening covers February 20 to April 13, 2026 (searched 2026-11-27: the English, Spanish, Italian, ' +
    "Turkish, Arabic, Japanese and Chinese copies): gemini-3-pro-preview's shutdown, dated March 9, 2026 on the " +
    'deprecations page and by third parties, is not read, nor anything after June 17 (the July 21 opening ' +
    "reports no shutdown). Google Cloud's partner models deprecations page is stored only in openings (English: " +
    'Claude 3.5 Haiku; Japanese: Claude 3.7 Sonnet and Codestral 25.01; the agent platform copy in Japanese: ' +
    'Claude 3 Haiku, cut inside Claude 3.5 Haiku): Claude 3 Opus, which a catalogue still lists as sold by ' +
    'Google, is in none of them (searched 2026-11-27), so its resale is not judged',
  recorded: '2026-03-30',
  recorded_basis:
    "date stated in the header of the scrape ('# Ai Documentation > Scraped on: 2026-03-30 | Root Source: " +
    "https://ai.google.dev/gemini-api/docs'; code-index file id 52181089172)",
  parse,
} satisfies SellerAdapter
