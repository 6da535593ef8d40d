// Anthropic: the docs pricing page, whose Markdown twin (pricing.md) holds the model table: base
// input, 5-minute and 1-hour cache writes, cache hits, output, per MTok in USD. A row label carries
// the model's life: "(deprecated)", "(retired, except on Bedrock and Google Cloud)".
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { amountOf, column, pipeTables, wholeTable } from './markdown.ts'
import { rowDefaults, type ModelLife, type PageText, type SellerAdapter, type SellerRead } from './types.ts'

const URL_MD = 'https://platform.claude.com/docs/en/about-claude/pricing.md'

/** 'Claude Opus 4.6 (deprecated)' -> the id the page implies, the name, and what it says of the model's life. */
function labelOf(cell: string) {
  const words = /\(([^)]*)\)/.exec(cell)?.[1] ?? ''
  const name = cell.replace(/\([^)]*\)/g, '').trim()
  const status = /retired/i.test(words) ? 'retired' : /deprecated/i.test(words) ? 'deprecated' : 'listed'
  return { id: name.toLowerCase().replace(/[\s.]+/g, '-'), name, status, words } as const
}

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const rows: OfficialPrice[] = []
  const lives: ModelLife[] = []
  const problems: string[] = []
  let partial: string | undefined
  let complete: string | undefined
  for (const page of pages) {
    const table = pipeTables(page.text).find((t) => column(t.header, /base input/i) >= 0)
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
        status_date: null,
        ...(label.status === 'retired'
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
  return { rows, lives, problems, ...(partial ? { partial } : complete ? { complete } : {}) }
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
      ],
    },
  ],
  recorded: '2026-11-25',
  recorded_basis:
    'undated stored copy (search store, docs corpus, as it stood when data/official was read on 2026-11-25; ' +
    'copied 2026-11-26); it lists Claude Fable 5.1',
  parse,
} satisfies SellerAdapter
