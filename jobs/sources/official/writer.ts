// Writer: the pricing page's Markdown twin (dev.writer.com/home/pricing.md, listed in dev.writer.com/llms.txt).
// Its '## Base model' pipe table (Model name | Model ID | Input / 1M | Output / 1M, USD) gives one standard
// row per model under the Model ID the page writes; '## Palmyra Vision' prices palmyra-vision by input type,
// of which only the 'Text' line is per token. Not read: WRITER Agent (an app's usage, not a model),
// Knowledge Graph, Tools and Translation API (per page, per GB, per word), and the 'Deprecated models' table
// (names without model ids, deprecated since 2024-2025: no current offer). A removal notice ('... are
// deprecated and will be removed on **July 13, 2026**: `palmyra-med`, ...'), on the price page or on the
// models overview (dev.writer.com/home/models-overview.md, read for that notice only), ends the named
// models' rows on that day, in its words.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { isoDay } from './dates.ts'
import { amountOf, column, pipeTables, wholeTable } from './markdown.ts'
import { newRead, readOn, rowDefaults, type PageText, type SellerAdapter, type SellerRead } from './types.ts'

const URL_MD = 'https://dev.writer.com/home/pricing.md'
const URL_OVERVIEW = 'https://dev.writer.com/home/models-overview.md'

/** The removal a page announces: its day, the model ids it names, and its words. */
function removal(text: string): { day: string; models: string[]; words: string } | undefined {
  // '... deprecated and will be removed on **July 13, 2026**: `palmyra-med`, ..., and `palmyra-creative`.'
  // (a text rendering drops the marks); the list ends at the sentence's full stop.
  const m = /deprecated and will be removed on \*{0,2}([A-Z][a-z]+ \d{1,2}, \d{4})\*{0,2}:\s*([^.\n]*)\./.exec(text)
  const day = isoDay(m?.[1])
  if (!m || !day) return undefined
  return {
    day,
    models: [...m[2].matchAll(/[a-z0-9]+(?:-[a-z0-9]+)+/g)].map((x) => x[0]),
    words: m[0].replace(/\*\*|`/g, '').trim(),
  }
}

/** The '## <name>' section's text, up to the next '## '. */
function section(text: string, name: string): string {
  const at = text.search(new RegExp(`^## ${name}\\s*$`, 'm'))
  if (at < 0) return ''
  const rest = text.slice(at)
  const next = rest.slice(3).search(/^## /m)
  return next < 0 ? rest : rest.slice(0, next + 3)
}

const linkText = (cell: string) => /^\[([^\]]+)\]/.exec(cell)?.[1] ?? cell

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const { rows, lives, problems } = newRead()
  let complete: string | undefined
  // A removal notice on any page (the price page's own, or the models overview's) ends the named rows.
  const notices = pages.flatMap((p) => {
    const r = removal(p.text)
    return r ? [{ ...r, url: p.url }] : []
  })
  for (const page of pages) {
    const ends = notices.find((n) => n.url === page.url) ?? notices[0]
    if (page.url === URL_OVERVIEW) continue
    const base = pipeTables(page.text).find((t) => column(t.header, /^Model ID$/) >= 0)
    if (!base) {
      problems.push(`${page.url}: no '## Base model' table (Model name | Model ID | Input / 1M | Output / 1M)`)
      continue
    }
    complete = wholeTable(base, 'Base model')
    const at = (re: RegExp) => column(base.header, re)
    const [id, input, output] = [/^Model ID$/, /^Input/, /^Output/].map(at)
    const head = `| ${base.header.join(' | ')} |`
    const add = (model: string, name: string, i: number, o: number, evidence: string, more: Partial<OfficialPrice>) => {
      const end = ends?.models.includes(model) ? ends : undefined
      lives.push({
        model,
        aliases: [],
        status: end ? 'deprecated' : 'listed',
        status_date: end?.day ?? null,
        url: page.url,
        words: end ? `${evidence} ${end.words}` : evidence,
      })
      rows.push({
        ...rowDefaults,
        model,
        model_name_on_page: name,
        developer: 'writer',
        currency: 'USD',
        unit_stated: '$ per 1M tokens',
        input: i,
        output: o,
        mode: 'standard',
        ...more,
        evidence: end ? `${evidence} ${end.words}` : evidence,
        ...readOn(page.url, page.seen ?? seen, 'official/writer'),
        ...(end
          ? {
              status: 'deprecated' as const,
              status_date: end.day,
              effective_until: end.day,
              effective_basis: `page: '${end.words}'${end.url === page.url ? '' : ` (${end.url})`}`,
            }
          : {}),
      })
    }
    for (const { cells, line } of base.rows) {
      const model = cells[id].replace(/`/g, '').trim()
      const [i, o] = [amountOf(cells[input]), amountOf(cells[output])]
      if (!model || i == null || o == null) {
        problems.push(`no model id, input or output price in "${line}"`)
        continue
      }
      add(model, linkText(cells[0]), i, o, `${head} ${line}`, {})
    }
    // Palmyra Vision: only its 'Text' input line is a per-token price ('$7.50/1M').
    const vision = pipeTables(section(page.text, 'Palmyra Vision')).find((t) => t.header[0] === 'Type')
    const text = vision?.rows.find((r) => r.cells[0] === 'Text')
    if (vision && text) {
      const [i, o] = [amountOf(text.cells[1]), amountOf(text.cells[2])]
      const others = vision.rows.filter((r) => r !== text).map((r) => `${r.cells[0]} ${r.cells[1].replace(/\\/g, '')}`)
      if (i != null && o != null && /\/1M/.test(text.cells[1]))
        add(
          'palmyra-vision',
          'Palmyra Vision',
          i,
          o,
          `## Palmyra Vision | ${vision.header.join(' | ')} | ${text.line}`,
          {
            condition_text: `page: the 'Text' input line; ${others.join(', ')} are not token prices`,
          },
        )
      else problems.push(`palmyra-vision: no per-1M 'Text' line in "${text.line}"`)
    }
  }
  return { rows, lives, problems, ...(complete ? { complete } : {}) }
}

const PRICING_COPY = {
  date: '2025-12-22',
  basis:
    "undated copy; dated on the newest day it states: its 'Deprecated tools' table dates AI detection and " +
    "Medical comprehend '2025-12-22' (a deprecation the page may have announced ahead of the day); it lacks " +
    'the 2026 removal notice, so it is earlier than the copies that show it',
}

export default {
  seller: 'writer',
  seller_name: 'Writer',
  developer_of_models: ['writer'],
  pages: [
    {
      url: URL_MD,
      fixture: 'writer/pricing.md',
      copy: 'text-rendering',
      origin:
        'code index (find_string, read_file), file id 16085887905 (5,048 characters; a docs snapshot, the same ' +
        'path as roboalchemist/llm-code-docs docs/llms-txt/dev/pricing.md): the Markdown twin as its ' +
        "'> ## Documentation Index' head shows, with one line the snapshot added at its top ('# Source: " +
        "https://dev.writer.com/home/pricing.md'), whole to its last table (Deprecated tools); recorded as read, " +
        'undated',
      recorded: PRICING_COPY,
    },
    {
      url: URL_OVERVIEW,
      fixture: 'writer/models-overview.txt',
      copy: 'text-rendering',
      origin:
        "the search tool's pages-corpus text rendering of dev.writer.com/home/models-overview (its Documentation " +
        'Index head, the deprecation notice, the Palmyra and external model tables), cut after the external ' +
        "models table ('F'); recorded as read 2026-11-27; undated. Read only for its removal notice (no prices)",
    },
  ],
  earlier: [{ ...PRICING_COPY, copies: [{ url: URL_MD, fixture: 'writer/pricing.md' }, null] }],
  notFound:
    'searched 2026-11-27 (docs and pages corpora: dev.writer.com pricing Palmyra, models-overview; code index ' +
    "'The table below outlines our [base model]', '`palmyra-x-003-instruct` | $7.50'): the price page's 2026 " +
    'copy in the docs corpus opens with the same removal notice as the models overview but is cut inside the ' +
    'Base model table header, before any price (not read). No copy of the price page newer than 2025-12-22 ' +
    'with its table was found, so no 2026 price of palmyra-x5 / palmyra-x4 is read',
  recorded: '2026-07-12',
  recorded_basis:
    "undated copy of the models overview (pages corpus, read 2026-11-27): its notice says the models 'will be " +
    "removed on July 13, 2026', still to come, so the copy is of a day before: dated the last day before. The " +
    'price page read with it is the 2025-12-22 copy, whose rows keep that date',
  parse,
} satisfies SellerAdapter
