// xAI: the docs pricing page's Text API table, one row per model with its short- and long-context
// prices (input, cached, output each), the long-context threshold written in the model cell
// ("grok-4.7 Long context ≥ 200k tokens"). The prices are the global rates: the page bills the US
// regional endpoint at a 1.1x premium, a multiplier and no price of its own, so it is not a row.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { amountOf, pipeTables, wholeTable } from './markdown.ts'
import { rowDefaults, type ModelLife, type PageText, type SellerAdapter, type SellerRead } from './types.ts'

const URL_MD = 'https://docs.x.ai/developers/pricing.md'

/** '200k' -> 200000. */
const tokens = (s: string) =>
  Math.round(Number(s.replace(/[km]$/i, '')) * (/m$/i.test(s) ? 1e6 : /k$/i.test(s) ? 1e3 : 1))

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const rows: OfficialPrice[] = []
  const lives: ModelLife[] = []
  const problems: string[] = []
  let complete: string | undefined
  for (const page of pages) {
    // The text rendering runs the table's caption into its header line: the table starts at its first pipe.
    const text = page.text.replace(/^[^|\n]+(\| Model \| Context \|)/m, '$1')
    const table = pipeTables(text).find((t) => t.header[0] === 'Model' && t.header.includes('Short context'))
    if (!table) {
      problems.push(`${page.url}: no Text API table (Model | Context | Short context | Long context)`)
      continue
    }
    complete = wholeTable(table, 'Text API')
    const head = `| ${table.header.join(' | ')} |`
    for (const { cells, line } of table.rows) {
      const amounts = cells.slice(2, 8).map(amountOf)
      if (!/^grok/i.test(cells[0]) || amounts.some((n) => n == null)) continue
      const model = cells[0].split(/\s+/)[0]
      const threshold = /≥\s*([\d.]+[km]?)\s*tokens/i.exec(cells[0])
      const base = {
        ...rowDefaults,
        model,
        model_name_on_page: cells[0],
        developer: 'xai',
        currency: 'USD' as const,
        unit_stated: 'Prices per 1M tokens',
        mode: 'standard' as const,
        region: 'global',
        status: 'listed' as const,
        status_date: null,
        url: page.url,
        page_date: seen.date,
        page_date_basis: seen.basis,
        evidence: `${head} ${line}`,
        adapter: 'official/xai',
      }
      const [input, cached, output, longInput, longCached, longOutput] = amounts as number[]
      const edge = threshold ? tokens(threshold[1]) - 1 : undefined
      rows.push({
        ...base,
        input,
        cache_read: cached,
        output,
        ...(edge
          ? {
              condition: { input_tokens_max: edge },
              condition_text: `Short context (prompt under ${threshold![1]} tokens)`,
            }
          : {}),
      })
      if (edge)
        rows.push({
          ...base,
          input: longInput,
          cache_read: longCached,
          output: longOutput,
          condition: { input_tokens_min: edge, input_tokens_max: null },
          condition_text: cells[0].slice(model.length).trim(),
        })
      lives.push({ model, aliases: [], status: 'listed', status_date: null, url: page.url, words: line })
    }
  }
  return { rows, lives, problems, ...(complete ? { complete } : {}) }
}

export default {
  seller: 'xai',
  seller_name: 'xAI',
  developer_of_models: ['xai'],
  pages: [
    {
      url: URL_MD,
      fixture: 'xai/pricing.md',
      copy: 'text-rendering',
      origin:
        'search tool, docs corpus: text rendering of https://docs.x.ai/developers/pricing?campaign=imagine-landing ' +
        '(undated; the Imagine API section cut off); the live .md twin is unproven',
    },
  ],
  recorded: '2026-11-25',
  recorded_basis: 'undated stored copy of the page (search corpus), read 2026-11-25',
  parse,
} satisfies SellerAdapter
