// Z.ai (Zhipu's international platform, USD): the docs pricing page's Markdown twin (pricing.md,
// listed in docs.z.ai/llms.txt) holds the Text Models table: Input, Cached Input, Cached Input
// Storage, Output per 1M tokens, "Free" for a free model. Cache storage is a storage fee per hour,
// not a cache write, so it is not read as one.
import type { OfficialPrice } from '../../../../../tools/official-price.ts'
import { amountOf, column, pipeTables } from './markdown.ts'
import { rowDefaults, type ModelLife, type PageText, type SellerAdapter, type SellerRead } from './types.ts'

const URL_MD = 'https://docs.z.ai/guides/overview/pricing.md'

/** A price cell: a number, 0 for "Free", null for "-" (not offered). */
const priceOf = (cell: string | undefined) => (/^free$/i.test(cell?.trim() ?? '') ? 0 : amountOf(cell))

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const rows: OfficialPrice[] = []
  const lives: ModelLife[] = []
  const problems: string[] = []
  let partial: string | undefined
  for (const page of pages) {
    const table = pipeTables(page.text).find((t) => t.header[0] === 'Model' && column(t.header, /^Output$/) > 0)
    if (!table) {
      problems.push(`${page.url}: no Text Models table (Model | Input | Cached Input | ... | Output)`)
      continue
    }
    if (table.cut) partial = `${page.url}: the copy ends inside the Text Models table`
    const [input, cached, output] = [/^Input$/, /^Cached Input$/, /^Output$/].map((re) => column(table.header, re))
    const head = `| ${table.header.join(' | ')} |`
    for (const { cells, line } of [...table.rows, ...(table.last ? [table.last] : [])]) {
      const model = cells[0].toLowerCase()
      lives.push({ model, aliases: [], status: 'listed', status_date: null, url: page.url, words: line })
      const [i, c, o] = [input, cached, output].map((k) => priceOf(cells[k]))
      if (i == null || o == null) {
        problems.push(`${cells[0]}: no input or output price in "${line}"`)
        continue
      }
      const free = i === 0 && o === 0
      rows.push({
        ...rowDefaults,
        model,
        model_name_on_page: cells[0],
        developer: 'zhipu',
        currency: 'USD',
        unit_stated: 'Prices per 1M tokens',
        input: i,
        output: o,
        cache_read: c,
        mode: free ? 'free' : 'standard',
        region: 'international',
        status: 'listed',
        status_date: null,
        url: page.url,
        page_date: seen.date,
        page_date_basis: seen.basis,
        evidence: `${head} ${line}`,
        adapter: 'official/zhipu',
      })
    }
  }
  return { rows, lives, problems, ...(partial ? { partial } : {}) }
}

export default {
  seller: 'zhipu',
  seller_name: 'Zhipu AI / Z.ai',
  developer_of_models: ['zhipu'],
  pages: [
    {
      url: URL_MD,
      fixture: 'official/zai/pricing.md',
      copy: 'text-rendering',
      origin:
        'search tool, docs corpus: https://docs.z.ai/guides/overview/pricing.md as the store kept it (the Markdown ' +
        'twin itself, cut after the GLM-4.5-Flash cells; undated, GLM-5 era); the live .md is the same form',
    },
  ],
  recorded: '2026-11-25',
  recorded_basis: 'undated stored copy of the page (search corpus), read 2026-11-25',
  parse,
} satisfies SellerAdapter
