// OpenAI's per-model pages (developers.openai.com/api/docs/models/<id>): each states its model's
// standard text-token prices in a 'Text tokens / Per 1M tokens' block, and marks a model deprecated or
// shut down in its header. The live read fetches each page's Markdown twin (<id>.md, a Metric | Price |
// Unit table); the recorded copies are the docs store's text of either form, some in the site's
// localized renderings (ko-KR, ja-JP), whose labels are read in those languages. OpenAI's central pricing page
// (Batch, Flex, Priority tiers) has no stored copy and is not read.
import { amountOf, pipeTables } from './markdown.ts'
import { newRead, readOn, rowDefaults, type PageText, type SellerAdapter, type SellerRead } from './types.ts'

const MODELS_URL = 'https://developers.openai.com/api/docs/models/'

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
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
].concat(['November', 'December'])

/** 'was shut down on October 23, 2026' -> 2026-10-23. */
function shutDownDay(text: string): { day: string; words: string } | undefined {
  const m = /was shut down on (\w+) (\d{1,2}), (\d{4})/.exec(text)
  const month = m ? MONTHS.indexOf(m[1]) + 1 : 0
  if (!m || !month) return undefined
  return { day: `${m[3]}-${String(month).padStart(2, '0')}-${m[2].padStart(2, '0')}`, words: m[0] }
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
const LONG_PROMPTS =
  /[^.\n]*(?:>272K input tokens|more than 272K input tokens)[^.\n]*\.|[^。\n]*272K を超える[^。\n]*。/

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const { rows, lives, problems } = newRead()
  const cut: string[] = []
  for (const page of pages) {
    const model = decodeURIComponent(page.url.slice(MODELS_URL.length)).replace(/\.md$/, '')
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
    const status = retired ? 'retired' : deprecated ? 'deprecated' : 'listed'
    const marker = (retired ?? deprecated)?.[0]
    const long = LONG_PROMPTS.exec(page.text)?.[0].trim()
    const lifeWords = [marker && `"${marker}"`, shut && `"${shut.words}"`].filter(Boolean).join(' ')
    lives.push({
      model,
      aliases: [],
      status,
      status_date: status === 'retired' ? (shut?.day ?? null) : null,
      url: page.url,
      words: lifeWords || model,
    })
    rows.push({
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
      mode: 'standard',
      ...(long ? { condition: { input_tokens_min: 0, input_tokens_max: 272_000 }, condition_text: long } : {}),
      ...readOn(page.url, page.seen ?? seen, 'official/openai'),
      status,
      status_date: status === 'retired' ? (shut?.day ?? null) : null,
      ...(status === 'retired'
        ? {
            effective_until: shut?.day ?? seen.date,
            effective_basis: shut
              ? `page: retired ${shut.day} ("${shut.words}")`
              : `page: "${marker}", no date given; first seen ${seen.date}`,
          }
        : {}),
      evidence: [model, marker, block.words, long].filter(Boolean).join(' ... '),
    })
  }
  return cut.length
    ? { rows, lives, problems, partial: `the price block of ${cut.join(', ')} is cut or missing` }
    : {
        rows,
        lives,
        problems,
        complete: `each of the ${pages.length} model pages shows its price block whole, the page going on after it`,
      }
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
const MD = 'the Markdown twin itself'
const HTML = 'a text rendering of the HTML page'
const KO = 'a text rendering of the Korean-localized HTML page, its price labels in Korean'
const JA = 'a text rendering of the Japanese-localized HTML page, its input and output labels in Japanese'

export default {
  seller: 'openai',
  seller_name: 'OpenAI',
  developer_of_models: ['openai'],
  pages: [
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
  ],
  notFound:
    "OpenAI's central pricing page (developers.openai.com/api/docs/pricing, platform.openai.com/docs/pricing, " +
    'openai.com/api/pricing) has no stored copy, so no Batch, Flex or Priority rows; no official copy of the model ' +
    'pages of gpt-5, gpt-5.1, gpt-5.2, the gpt-5.4 family, gpt-5.5(-pro), gpt-6.1-sol, gpt-6-astra, gpt-4.1(-mini), ' +
    'gpt-4o(-mini), o1, o3(-mini, -pro), o4-mini (only third-party copies, not used). Long-context and cache-write ' +
    'prices the pages give only as multipliers (2x input above 272K tokens) are not rows. gpt-5.6-terra and ' +
    'gpt-5.6-sol stay typed by hand (dated-openai.json) from localized copies (de-DE, pt-BR) not recorded: the ' +
    "terra copy did not surface again, and sol's promotional price needs its Portuguese terms read. Searched " +
    'again 2026-11-27 (docs and pages stores: pricing page, Standard/Batch/Flex/Priority wording): still no copy of ' +
    "the central page. Found: OpenAI's Priority processing page (openai.com/api-priority-processing) in two " +
    'undated stored copies (an older one listing GPT-4.1 to o4-mini, a newer one opening with GPT-5.5, cut off); ' +
    'not recorded: neither copy is dated, so its Priority prices cannot be placed in time.',
  recorded: '2026-11-25',
  recorded_basis:
    "undated stored copies of the pages (the search tool's docs store), read 2026-11-25, the day the rows typed " +
    'by hand before this adapter were read from them',
  parse,
} satisfies SellerAdapter
