// Writer: the pricing page's Markdown twin (dev.writer.com/home/pricing.md, listed in dev.writer.com/llms.txt).
// Its '## Base model' pipe table (Model name | Model ID | Input / 1M | Output / 1M, USD) gives one standard
// row per model under the Model ID the page writes; '## Palmyra Vision' prices palmyra-vision by input type,
// of which only the 'Text' line is per token. Not read: WRITER Agent (an app's usage, not a model),
// Knowledge Graph, Tools and Translation API (per page, per GB, per word), and the 'Deprecated models' table
// (names without model ids, deprecated since 2024-2025: no current offer). A deprecation notice ('... are
// deprecated and will be removed on **July 13, 2026**: `palmyra-med`, ...') ends the named models' rows on
// that day, in its words.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { isoDay } from './dates.ts'
import { amountOf, column, pipeTables, wholeTable } from './markdown.ts'
import { newRead, readOn, rowDefaults, type PageText, type SellerAdapter, type SellerRead } from './types.ts'

const URL_MD = 'https://dev.writer.com/home/pricing.md'

/** The removal the page announces: its day, the model ids it names, and its words. */
function removal(text: string): { day: string; models: string[]; words: string } | undefined {
  const m = /deprecated and will be removed on \*{0,2}([A-Z][a-z]+ \d{1,2}, \d{4})\*{0,2}:([^\n]*)/.exec(text)
  const day = isoDay(m?.[1])
  if (!m || !day) return undefined
  return {
    day,
    models: [...m[2].matchAll(/`([^`]+)`/g)].map((x) => x[1]),
    words: m[0].replace(/\*\*/g, '').trim(),
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
  for (const page of pages) {
    const ends = removal(page.text)
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
        ...readOn(page.url, seen, 'official/writer'),
        ...(end
          ? {
              status: 'deprecated' as const,
              status_date: end.day,
              effective_until: end.day,
              effective_basis: `page: '${end.words}'`,
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
    },
  ],
  notFound:
    'searched 2026-11-27 (docs and pages corpora: dev.writer.com pricing Palmyra; code index ' +
    "'The table below outlines our [base model]', '`palmyra-x-003-instruct` | $7.50'): a later copy (docs " +
    "corpus, 2026) opens with 'The following models are deprecated and will be removed on July 13, 2026: " +
    "palmyra-x-003-instruct, palmyra-vision, palmyra-med, palmyra-fin, and palmyra-creative' but is cut " +
    'inside the Base model table header, before any price: it proves nothing and is not read, so those ' +
    "models' rows stand as of 2025-12-22 until a whole copy states the removal (the parse then ends them on " +
    'the stated day). No copy of the page newer than that was found',
  recorded: '2025-12-22',
  recorded_basis:
    "undated copy; dated on the newest day it states: its 'Deprecated tools' table dates AI detection and " +
    "Medical comprehend '2025-12-22' (a deprecation the page may have announced ahead of the day); it lacks " +
    "the 2026 copy's removal notice, so it is earlier than that copy",
  parse,
} satisfies SellerAdapter
