// Cohere: the raw files of its public docs repository (cohere-ai/cohere-developer-experience), which
// docs.cohere.com renders. The models overview (models.mdx) lists every Command, Aya and Transcribe model
// in tables with a Status ('Live', 'Deprecated Sept 15, 2025', 'Retired Apr 4, 2026'), aliases in rows of
// their own ('Alias for `command-r-03-2024`'); each model page's <ModelShowcase> card states its price
// (`pricing: { input: 2.50, output: 10.0 }`, rendered '$2.5 / 1M tokens'). Cohere's 'Deprecated' closes a
// model to new customers (the deprecations page's own definition, quoted in the words): it has no public
// offer from that day, so it is read as retired for the price list, the page's own term kept in the words.
// A card without a price renders a default ('free until rate limits are reached', then a word on
// production use): no list price, not read. The August 2024 changelog's launch prices of the 08-2024
// models are not read as the day the cards' prices start: an official series with one point in 2024 and
// the next in 2026 would leave the years between unserved (derive.ts serves a catalogue only outside it).
// cohere.com/pricing, as a third party's daily text capture keeps it (its tabs of Command prices are drawn
// by script and not in the text), is read for the one token price its FAQ gives a model on sale: Aya
// Expanse. Its 'legacy models' answer prices Command, Command-light, Command R 03-2024 and the R+ models
// 'For existing customers': closed to new ones, so no public offer (as 'Deprecated' above), not read.
import { isoDay } from './dates.ts'
import { column, pipeTables } from './markdown.ts'
import {
  newRead,
  readOn,
  rowDefaults,
  type EarlierCopy,
  type ModelLife,
  type OfficialPage,
  type PageText,
  type SellerAdapter,
  type SellerRead,
} from './types.ts'

const COMMIT = 'e814c8a1822f3b144b3708fdff14c3df0281e961'
const RAW = 'https://raw.githubusercontent.com/cohere-ai/cohere-developer-experience/main/fern/pages/'
const FILES = [
  'models/models.mdx',
  'going-to-production/deprecations.mdx',
  'models/the-command-family-of-models/command-a.mdx',
  'models/the-command-family-of-models/command-r.mdx',
  'models/the-command-family-of-models/command-r-plus.mdx',
  'models/the-command-family-of-models/command-r7b.mdx',
]
const URL_MODELS = `${RAW}${FILES[0]}`
const URL_PRICING = 'https://cohere.com/pricing'

/** The FAQ's price of the research Aya models: 'Aya Expanse models (8B and 32B) on the API are charged at ...'. */
const AYA = new RegExp(
  String.raw`Aya Expanse models \(([\dB and,]+)\) on the API are charged at ` +
    String.raw`\$([\d.]+)/1M tokens for input and \$([\d.]+)/1M tokens for output\.`,
)

/** The deprecations page's definition of 'Deprecated', which makes a deprecated model no public offer. */
function deprecatedMeans(pages: PageText[]): string | undefined {
  for (const p of pages) {
    const m = /\*\*Deprecated:\*\*\s*([^\n]*no longer available to new customers[^\n]*)/.exec(p.text)
    if (m) return `Deprecated: ${m[1].trim()} (${p.url})`
  }
  return undefined
}

/** 'Deprecated Sept 15, 2025' or 'Retired Apr 4, 2026': the mark and its day, read only when whole. */
function statusOf(cell: string): { mark: 'Live' | 'Deprecated' | 'Retired'; day: string | null } | undefined {
  if (cell === 'Live') return { mark: 'Live', day: null }
  const m = /^(Deprecated|Retired)\s+([A-Z][a-z]{2,8}\.? \d{1,2}, \d{4})$/.exec(cell)
  const day = isoDay(m?.[2].replace('.', ''))
  return m && day ? { mark: m[1] as 'Deprecated' | 'Retired', day } : undefined
}

/**
 * The overview's lives: each name its status tables list (Command, Aya, Transcribe; a model or an alias)
 * with its own status. A name without a mark read whole gives no life: what an earlier read marked stands.
 */
function overviewLives(page: PageText, means: string | undefined, problems: string[]): ModelLife[] {
  const tables = pipeTables(page.text).filter(
    (t) => column(t.header, /^Model Name$/) >= 0 && column(t.header, /^Status$/) >= 0,
  )
  if (!tables.some((t) => t.rows.some((r) => /`command-/.test(r.line)))) {
    problems.push(`${page.url}: no table with Model Name and Status columns listing the Command models`)
    return []
  }
  const lives: ModelLife[] = []
  for (const table of tables) {
    const [name, status, about] = [/^Model Name$/, /^Status$/, /^Description$/].map((re) => column(table.header, re))
    for (const { cells, line } of table.rows) {
      const model = cells[name].replace(/`/g, '').trim()
      const stated = cells[status].trim()
      const said = statusOf(stated)
      if (!model || !said) {
        problems.push(`${page.url}: no model id or no status read whole in "${line.slice(0, 120)}"`)
        continue
      }
      if (said.mark === 'Deprecated' && !means) {
        problems.push(`${page.url}: ${model} is '${stated}' but no definition of Deprecated was read`)
        continue
      }
      // An alias has a row and a status of its own ('command-r' | Deprecated Sept 15, 2025 | Alias for
      // `command-r-03-2024`): the name is marked, not only the model it points to. The reason a listing is
      // held quotes the opening of these words, so what Deprecated means comes first.
      const alias = /^Alias for `[^`]+`/.exec(cells[about] ?? '')?.[0]
      const mark = said.mark === 'Deprecated' ? `${stated} (no longer available to new customers)` : stated
      const words = `| ${[cells[name].trim(), mark, alias].filter(Boolean).join(' | ')} |`
      lives.push({
        model,
        aliases: [],
        status: said.mark === 'Live' ? 'listed' : 'retired',
        status_date: said.day,
        url: page.url,
        words: said.mark === 'Deprecated' ? `${words} ${means}` : words,
      })
    }
  }
  return lives
}

/**
 * The Aya Expanse sizes the FAQ prices, each under the id the overview lists it by (c4ai-aya-expanse-32b);
 * a size the overview marks retired (8B, 'Retired Apr 4, 2026') is no offer: the sentence outlived it.
 */
function ayaRows(page: PageText, lives: ModelLife[], seen: { date: string; basis: string }, problems: string[]) {
  const m = AYA.exec(page.text)
  if (!m) {
    problems.push(`${page.url}: no price of the Aya Expanse models read in its FAQ`)
    return []
  }
  const [input, output] = [Number(m[2]), Number(m[3])]
  return m[1].split(/,| and /).flatMap((size) => {
    const model = `c4ai-aya-expanse-${size.trim().toLowerCase()}`
    const life = lives.find((l) => l.model === model)
    if (!life) problems.push(`${model}: priced on ${page.url} but not in the overview's status tables`)
    if (life?.status !== 'listed') return []
    return [
      {
        ...rowDefaults,
        model,
        model_name_on_page: `Aya Expanse ${size.trim()}`,
        developer: 'cohere',
        currency: 'USD' as const,
        unit_stated: '/1M tokens',
        input,
        output,
        cache_read: null,
        mode: 'standard' as const,
        evidence: `What is the cost for accessing the research Aya models via the API? ${m[0]}`,
        ...readOn(page.url, page.seen ?? seen, 'official/cohere'),
      },
    ]
  })
}

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const { rows, problems } = newRead()
  // The overview at any commit (an earlier copy's address names its commit).
  const overview = pages.find((p) => p.url.endsWith(`/fern/pages/${FILES[0]}`))
  const lives = overview ? overviewLives(overview, deprecatedMeans(pages), problems) : []
  if (!overview) problems.push(`${URL_MODELS}: not read`)
  for (const page of pages.filter((p) => /<ModelShowcase/.test(p.text))) {
    const card = /<ModelShowcase model=\{\{([\s\S]*?)\}\}\s*\/>/.exec(page.text)?.[1] ?? ''
    const model = /\bid: '([^']+)'/.exec(card)?.[1]
    const name = /\bname: '([^']+)'/.exec(card)?.[1]
    const price = /pricing: \{ input: ([\d.]+), output: ([\d.]+) \}/.exec(card)
    if (!model || !price) {
      problems.push(`${page.url}: no model id or pricing in its ModelShowcase card`)
      continue
    }
    const [input, output] = [Number(price[1]), Number(price[2])]
    // A card of a model the overview marks deprecated is still read: its life ends the row (read.ts), and a
    // read that dropped it would look like a cut copy to the guard and be refused.
    rows.push({
      ...rowDefaults,
      model,
      model_name_on_page: name ?? model,
      developer: 'cohere',
      currency: 'USD',
      unit_stated: '$ per 1M tokens',
      input,
      output,
      cache_read: null,
      mode: 'standard',
      evidence:
        `${name ?? model} id: '${model}' ${price[0]} ` +
        `(rendered '$${input} / 1M tokens' input, '$${output} / 1M tokens' output)`,
      ...readOn(page.url, page.seen ?? seen, 'official/cohere'),
    })
    if (!lives.some((l) => l.model === model))
      problems.push(`${model}: priced on its page but not in the overview's status tables`)
  }
  if (!rows.length) problems.push('no model page with a price read')
  const pricing = pages.find((p) => p.url === URL_PRICING)
  if (pricing) rows.push(...ayaRows(pricing, lives, seen, problems))
  return { rows, lives, problems }
}

/** The docs repository's snapshot: its newest commit. */
const DOCS_SEEN = {
  date: '2026-08-20',
  basis: `commit date of cohere-ai/cohere-developer-experience@${COMMIT.slice(0, 8)} (2026-08-20), the newest snapshot`,
}
const CAPTURE =
  "a third party's daily text capture of the page, kept by the public GitHub repository zhangchen456/maasweekly"

const pages: OfficialPage[] = [
  ...FILES.map((f) => ({
    url: `${RAW}${f}`,
    fixture: `cohere/${f.split('/').pop()}`,
    copy: 'verbatim' as const,
    origin: `cohere-ai/cohere-developer-experience@${COMMIT} (2026-08-20), git show`,
    recorded: DOCS_SEEN,
  })),
  {
    url: URL_PRICING,
    fixture: 'cohere/pricing.md',
    copy: 'text-rendering',
    origin:
      `${CAPTURE}@995cc9049f262067e9759312e51697139ae5f79e (data/snapshots/2026-10-10/` +
      'Cohere__pricing__2026-10-10.md, code-index file id 71271417988), whole (8,968 characters, as the index ' +
      'counts them)',
    recorded: {
      date: '2026-10-10',
      basis: "the capture's header '<!-- fetched: 2026-10-10T08:43:37.051174+08:00 -->'",
    },
  },
]

/** The docs files alone on their commit's day, then with the first capture of the pricing page. */
const docsCopies = (commit: string) =>
  FILES.map((f) => ({ url: `${RAW.replace('/main/', `/${commit}/`)}${f}`, fixture: `cohere/${f.split('/').pop()}` }))
const earlier: EarlierCopy[] = [
  { date: DOCS_SEEN.date, basis: DOCS_SEEN.basis, copies: [...docsCopies(COMMIT), null] },
  {
    date: '2026-09-02',
    basis:
      `${CAPTURE} (data/snapshots/2026-09-02/Cohere__pricing__2026-09-02.md, code-index file id 63078349013, ` +
      "whole), dated by its header '<!-- fetched: 2026-09-02T21:17:34.967931 -->'; read with the docs files of " +
      `${COMMIT.slice(0, 8)} (2026-08-20), the newest snapshot`,
    copies: [...docsCopies(COMMIT), { url: URL_PRICING, fixture: 'cohere-history/2026-09-02-pricing.md' }],
  },
]

export default {
  seller: 'cohere',
  seller_name: 'Cohere',
  developer_of_models: ['cohere'],
  pages,
  earlier,
  notFound:
    "cohere.com/pricing is read from a third party's captures (2026-09-02, 2026-10-10), whose text holds the " +
    "Model Vault table and the FAQ but not the tabs of per-token prices (drawn by script); the docs repository's " +
    'model cards are read for the Command prices instead. Command A+, Command A Reasoning, Command A Vision and ' +
    'Command A Translate have cards without a price: the last three showed $2.50 / $10 from 2025-09-26 until ' +
    "2025-10-02 ('Remove pricing information from new command-a models'), Command A+ (card added 2026-05-19) " +
    "never had one and is used 'through Cohere's Model Vault': no list price read. The snapshot of the docs " +
    'repository, fetched again 2026-11-28, ends at its 2026-08-20 commit (newer refs are unmerged pull requests ' +
    "of workflows and notebooks). The captures of the docs' model list and release notes (2026-09-02 to " +
    '2026-10-10) show the same Command statuses; their launches since (North Small Translate, free tier; Embed ' +
    "5, Model Vault) state no token price. The FAQ's legacy prices 'For existing customers' are not offers; " +
    'Embed and Rerank are not token-priced chat models here',
  recorded: '2026-10-10',
  recorded_basis:
    "the pricing page's capture '<!-- fetched: 2026-10-10T08:43:37.051174+08:00 -->' (zhangchen456/maasweekly), " +
    `read with the docs files of cohere-ai/cohere-developer-experience@${COMMIT.slice(0, 8)} (2026-08-20)`,
  parse,
} satisfies SellerAdapter
