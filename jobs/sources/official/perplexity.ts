// Perplexity: the API pricing page's Markdown twin (docs.perplexity.ai/docs/getting-started/pricing.md,
// listed in docs.perplexity.ai/llms.txt). Its Sonar API 'Token Pricing' table is the one per-token price
// list of Perplexity's own models: Model | Input Tokens ($/1M) | Output Tokens ($/1M) | Citation Tokens
// ($/1M) | Search Queries ($/1K) | Reasoning Tokens ($/1M), labels in bold ('**Sonar Pro**'). The API ids
// are the labels lower-cased and hyphenated (sonar-pro), as the page's own PRICING constant pairs them.
// Left out on purpose: the per-request fees (Request Pricing by search context size, Pro Search, the
// Search API, Agent API tools), which are not token prices, and Sonar Deep Research's per-search fee; its
// citation and reasoning token rates ride in the row's words. The Agent API's third-party models are
// resold at their providers' rates on another page (/docs/agent-api/models) and are not read here.
// A notice 'Sonar will be supported until <day>' marks the Sonar models deprecated as of that day, and ends
// their offers after it (the Sonar Chat Completions API is replaced by the Agent API, priced elsewhere).
import { nextDay } from '../../../tools/dates.ts'
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { isoDay } from './dates.ts'
import { amountOf, cellsOf, column } from './markdown.ts'
import { newRead, readOn, rowDefaults, type PageText, type SellerAdapter, type SellerRead } from './types.ts'

const URL_MD = 'https://docs.perplexity.ai/docs/getting-started/pricing.md'
const URL_2025_GUIDES = 'https://docs.perplexity.ai/guides/pricing'
const URL_2025 = 'https://docs.perplexity.ai/getting-started/pricing'

/**
 * The token price table: its header line (the one naming 'Input Tokens'; a text rendering may run it on
 * from the sentence before it, or drop the leading pipe) and the pipe lines after it up to the first line
 * that is not one.
 */
function tokenTable(text: string) {
  const lines = text.split('\n')
  const at = lines.findIndex((l) => /Input Tokens/.test(l) && /Output Tokens/.test(l) && l.includes('|'))
  if (at < 0) return undefined
  const header = cellsOf(lines[at].slice(lines[at].lastIndexOf('Model')))
  const rows: { cells: string[]; line: string }[] = []
  let j = at + 1
  for (; j < lines.length && lines[j].includes('|'); j++) {
    if (/^\s*\|?\s*:?-{3,}/.test(lines[j])) continue
    rows.push({ cells: cellsOf(lines[j]), line: lines[j].trim().replace(/\s{2,}/g, ' ') })
  }
  const after = lines
    .slice(j)
    .find((l) => l.trim())
    ?.trim()
  const head = lines[at].trim().replace(/\s{2,}/g, ' ')
  return { header, rows, after, head: head.slice(head.lastIndexOf('Model') - (head.includes('| Model') ? 2 : 0)) }
}

const idOf = (label: string) => label.toLowerCase().replace(/\s+/g, '-')

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const { rows, lives, problems } = newRead()
  let complete: string | undefined
  for (const page of pages) {
    const table = tokenTable(page.text)
    if (!table?.rows.length) {
      problems.push(`${page.url}: no token price table (Model | Input Tokens ($/1M) | Output Tokens ($/1M) ...)`)
      continue
    }
    const at = (re: RegExp) => column(table.header, re)
    const [input, output, citation, reasoning] = [
      /^Input Tokens/,
      /^Output Tokens/,
      /^Citation Tokens/,
      /^Reasoning Tokens/,
    ].map(at)
    // A table cut short has a last line with fewer cells than its header.
    const cut = table.rows.some((r) => r.cells.length < table.header.length)
    if (!cut && table.after)
      complete =
        `the token price table ends after ${table.rows.length} rows and the page goes on: ` +
        `"${table.after.slice(0, 60)}"`
    const notice = /Sonar will be supported until ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(page.text)
    const until = notice ? (isoDay(notice[1]) ?? undefined) : undefined
    for (const { cells, line } of table.rows) {
      const label = cells[0].replace(/\*/g, '').trim()
      const model = idOf(label)
      const life = until
        ? { status: 'deprecated' as const, status_date: until }
        : { status: 'listed' as const, status_date: null }
      lives.push({ model, aliases: [], ...life, url: page.url, words: notice ? `${line} ${notice[0]}` : line })
      const [i, o] = [amountOf(cells[input]), amountOf(cells[output])]
      if (i == null || o == null) {
        problems.push(`${model}: no input or output price in "${line}"`)
        continue
      }
      // The other token prices in the page's own words (header and cell), beside the row.
      const extra = [citation, reasoning]
        .filter((at) => at >= 0 && amountOf(cells[at]) != null)
        .map((at) => `${table.header[at]} ${cells[at]}`.replace(/\\/g, '').replace(/\s+/g, ' ').trim())
      const row: OfficialPrice = {
        ...rowDefaults,
        model,
        model_name_on_page: label,
        developer: 'perplexity',
        currency: 'USD',
        unit_stated: '$ per 1M tokens',
        input: i,
        output: o,
        mode: 'standard',
        ...(extra.length
          ? { condition_text: `page: also ${extra.join(', ')}; its per-search fee is not a token price` }
          : {}),
        evidence: `${table.head} ${line}${notice ? ` ${notice[0]}` : ''}`,
        ...readOn(page.url, seen, 'official/perplexity'),
        ...life,
        // Supported until that day, the page says: its offer ends after it, as a retirement stated ahead.
        ...(until
          ? { effective_until: nextDay(until), effective_basis: `page: '${notice![0]}' (the last day supported)` }
          : {}),
      }
      rows.push(row)
    }
  }
  return { rows, lives, problems, ...(complete ? { complete } : {}) }
}

const SEARCH_2025 =
  "the search tool's docs-corpus text rendering, cut inside its glossary after the token price table, " +
  'recorded as read 2026-11-27; undated'

export default {
  seller: 'perplexity',
  seller_name: 'Perplexity',
  developer_of_models: ['perplexity'],
  pages: [
    {
      url: URL_MD,
      fixture: 'perplexity/pricing.md',
      copy: 'text-rendering',
      origin:
        'code index (find_string, read_file), file id 69887809389 (110,260 characters; the index names no ' +
        "repository): the page's Markdown twin as its '> ## Documentation Index' head, MDX constants and " +
        '<Tabs> show, whole to its last card. Recorded as read except one cut, marked in the fixture by an HTML ' +
        "comment line: characters 630-96,916 (the 'export const PRICING' object and the PricingCalculator " +
        "component the page renders from it; the PRICING object's 'sonar' block repeats the token table's " +
        "rates, its 'agent.models' are the Agent API page's). Undated",
    },
  ],
  earlier: [
    {
      date: '2025-12-14',
      basis:
        `${SEARCH_2025} (docs.perplexity.ai/guides/pricing?r_done=1). It still lists 'Sonar ` +
        "Reasoning', which Perplexity's changelog (docs.perplexity.ai/docs/resources/changelog, December 2025) " +
        "says 'As of December 15, 2025 ... has been deprecated and removed from the API': dated the last day " +
        'before',
      copies: [{ url: URL_2025_GUIDES, fixture: 'perplexity-history/2025-12-14-guides-pricing.txt' }],
    },
    {
      date: '2025-12-15',
      basis:
        `${SEARCH_2025} (docs.perplexity.ai/getting-started/pricing): the same page without Sonar ` +
        "Reasoning and with a 'Pro Search Pricing' tab: dated the day the changelog says Sonar Reasoning was " +
        'removed (the first day the page can be in this state)',
      copies: [{ url: URL_2025, fixture: 'perplexity-history/2025-12-15-getting-started-pricing.txt' }],
    },
  ],
  notFound:
    'searched 2026-11-27 (docs and pages corpora: Perplexity pricing sonar, docs.perplexity.ai getting-started ' +
    "pricing.md, changelog; code index 'Single source of truth for the PricingCalculator', '| Sonar Reasoning " +
    "Pro | $2 | $8 |'): the docs corpus also holds a later .md (cut inside its PRICING constant) and a rendering " +
    'with the Agent API tools (cut before the Sonar tables); a third copy (code index 16081264496, no deprecation ' +
    'notice) states the same Sonar prices. Not read: per-request fees (Sonar request fees by search context size, ' +
    'Pro Search, Search API, Agent API tools, Deep Research search queries) are not token prices; the Agent ' +
    "API's own perplexity/sonar model and its resold third-party models are priced on /docs/agent-api/models, " +
    'of which no whole copy was found; the Router API (private preview) prices open-weight models of other ' +
    'developers that Perplexity hosts on /docs/router/models (docs corpus copy cut before its table): resales, ' +
    'not read; embeddings are not chat models',
  recorded: '2026-09-27',
  recorded_basis:
    'undated copy (code index, read 2026-11-27), the late-2026 page: dated on the latest day its own words ' +
    "name, its notice 'Sonar will be supported until September 27, 2026' (a later day is not proven; the " +
    'Sonar prices it states are those of the 2025-12-15 copy)',
  parse,
} satisfies SellerAdapter
