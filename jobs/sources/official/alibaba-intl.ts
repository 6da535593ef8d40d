// Alibaba Cloud Model Studio, international site (alibabacloud.com, prices in USD), from the pages of which
// copies are stored: the billing page's flagship table (qwen-max/plus/turbo per 1,000 tokens; its 2024 form
// 'Input unit price', its 2025 form 'Minimum input price', a from-price), the Qwen-Math, Qwen-MT and
// role-play pages (one table cell per line: the model id, then its figures, '$0.574' per 1M tokens) and
// per-model pages (a pipe table per region: '入力 | 0.16 | 100 万トークンあたり |'), and the central price list
// (model-pricing, alibaba-intl-list.ts) as far as its one stored copy goes: no copy is whole, so no model is ever
// concluded gone from these; a notice (731) retires what it names.
import { readPriceList } from './alibaba-intl-list.ts'
import { NOTICE_731_PAGE, noticeLives, retireNoticed, URL_NOTICE_731 } from './alibaba-notice.ts'
import { DEPRECIATION_PAGE, depreciationLives, URL_DEPRECIATION, againstPrices } from './alibaba-depreciation.ts'
import { newRead, readOn, rowDefaults, type PageText, type SellerAdapter, type SellerRead } from './types.ts'

const ADAPTER = 'official/alibaba-intl'
const HELP = 'https://www.alibabacloud.com/help'
const FLAGSHIP_URL = 'https://alibabacloud.com/help/en/model-studio/billing-for-model-studio'
const FLAGSHIP_2024_URL = 'https://alibabacloud.com/help/en/model-studio/developer-reference/billing-for-tongyiqianwen'
const MATH_URL = `${HELP}/en/model-studio/math-language-model`
const MT_URL = `${HELP}/en/model-studio/videos/translation-ability`
const ROLE_URL = `${HELP}/en/model-studio/role-play`
/** The central price list, as its Markdown twin (the form of the stored copy). */
const LIST_URL = `${HELP}/en/model-studio/model-pricing.md`
const LIST_FIXTURE = 'alibaba-intl/model-pricing.md'
/** The copy states no date: the newest dated id it lists bounds it (the list names no later model). */
const LIST_DATE = {
  date: '2026-09-02',
  basis:
    "undated stored copy (no 'Last Updated' line in the Markdown twin); dated the earliest day it can be: it " +
    'lists qwen3.8-max-0902, a snapshot id naming 09-02, after qwen3.7-max-2026-06-08',
}

type Seen = { date: string; basis: string }
type Read = ReturnType<typeof newRead>

/** The page's own region names, in English (the region field); a name not listed stays as written. */
const REGION_EN: Record<string, string> = {
  '中国 (北京)': 'China (Beijing)',
  '华北2(北京)': 'China (Beijing)',
  シンガポール: 'Singapore',
  '美国(弗吉尼亚)': 'US (Virginia)',
}
/** A deployment-scope line under a region heading, and whether it names the international scope. */
const SCOPE = /^(スコープ|部署范围|Scope)\s*[:：]\s*(.+)$/
const INTERNATIONAL = /国際|国际|International/

const lineList = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
const dollars = (s: string) => (/^\$\d+(?:\.\d+)?$/.test(s) ? Number(s.slice(1)) : null)
/** A per-1,000-token price scaled to 1M, rounded off float noise (0.0016 x 1000 = 1.6). */
const perMillion = (n: number) => Number((n * 1000).toPrecision(12))

const row = (page: PageText, seen: Seen, model: string, unit: string) => ({
  ...rowDefaults,
  model,
  model_name_on_page: model,
  developer: 'alibaba',
  currency: 'USD' as const,
  unit_stated: unit,
  mode: 'standard' as const,
  cache_read: null,
  ...readOn(page.url, page.seen ?? seen, ADAPTER),
})

const listed = (page: PageText, model: string, words: string) => ({
  model,
  aliases: [],
  status: 'listed' as const,
  status_date: null,
  url: page.url,
  words,
})

/** The page's own date line ('Last Updated:Oct 20, 2025', 'Updated at: 2025-04-03 08:21'), for the words. */
const dateLine = (lines: string[]) => lines.find((l) => /^(Last Updated|Updated at)\s*:/.test(l)) ?? ''

/**
 * The flagship table: the names ('通义new Qwen-Max', or the 'Model name for API calls' ids), then per
 * direction a header ('Input unit price' / 'Minimum input price'), '(1,000 tokens)' and one '$' cell a model.
 */
function readFlagship(page: PageText, seen: Seen, out: Read) {
  const lines = lineList(page.text)
  const api = lines.indexOf('Model name for API calls')
  const names = lines.filter((l) => l.startsWith('通义new ')).map((l) => l.slice('通义new '.length))
  const ids = api >= 0 ? lines.slice(api + 1, api + 1 + names.length) : names.map((n) => n.toLowerCase())
  const column = (dir: 'input' | 'output') => {
    const head = lines.findIndex((l) => new RegExp(`^(Minimum ${dir} price|${dir} unit price)$`, 'i').test(l))
    if (head < 0 || lines[head + 1] !== '(1,000 tokens)') return null
    const cells = lines.slice(head + 2, head + 2 + ids.length)
    const prices = cells.map(dollars)
    return prices.every((p) => p != null) ? { head: lines[head], cells, prices: prices as number[] } : null
  }
  const [input, output] = [column('input'), column('output')]
  if (!ids.length || !input || !output || !ids.every((id) => /^qwen-[a-z]+$/.test(id))) {
    out.problems.push(`${page.url}: no flagship table (names, input and output price per 1,000 tokens) read`)
    return
  }
  const minimum = input.head.startsWith('Minimum')
  const words =
    `${dateLine(lines)} ... Flagship models | ${(api >= 0 ? ids : names).join(' | ')} | ` +
    `${input.head} (1,000 tokens) | ${input.cells.join(' | ')} | ` +
    `${output.head} (1,000 tokens) | ${output.cells.join(' | ')}`
  ids.forEach((id, i) => {
    out.lives.push(listed(page, id, words))
    const [inK, outK] = [input.prices[i], output.prices[i]]
    out.rows.push({
      ...row(page, seen, id, 'per 1K tokens'),
      model_name_on_page: names[i] ? `${names[i]} ${id}` : id,
      input: perMillion(inK),
      output: perMillion(outK),
      bound: minimum ? ('min' as const) : null,
      condition_text: minimum ? 'Minimum input price / Minimum output price (flagship table)' : null,
      scale_note: `page states $${inK} input and $${outK} output per 1,000 tokens; x1000 to per 1M`,
      evidence: words,
    })
  })
}

/**
 * A table written one cell a line (Qwen-Math, Qwen-MT, role-play): a model id, then its cells up to the
 * next id; its prices are the first two '$' cells (per 1M tokens), or 'Free for a limited time' twice.
 * `from`/`to` bound the section read (role-play: the International table, up to Mainland China).
 */
function readCellTable(
  page: PageText,
  seen: Seen,
  out: Read,
  how: { region: string | null; note: string; from?: string; to?: string },
) {
  const all = lineList(page.text)
  const start = how.from ? all.indexOf(how.from) : 0
  const end = how.to ? all.indexOf(how.to, start) : -1
  const lines = all.slice(Math.max(start, 0), end < 0 ? undefined : end)
  const isId = (l: string) => /^(qwen|qwq)[\w.-]*$/.test(l)
  const before = lines.findIndex(isId)
  if (start < 0 || before < 0) {
    out.problems.push(`${page.url}: no model table read${how.from ? ` (no '${how.from}' section)` : ''}`)
    return
  }
  const head = `${all.find((l) => l.includes(':') && /Alibaba Cloud Model Studio:|^:/.test(l)) ?? ''} ${dateLine(all)}`
  for (let i = before; i < lines.length; i++) {
    if (!isId(lines[i])) continue
    const next = lines.findIndex((l, j) => j > i && isId(l))
    const cells = lines.slice(i + 1, next < 0 ? undefined : next)
    const prices = cells.map(dollars).filter((p): p is number => p != null)
    const free = cells.filter((c) => c === 'Free for a limited time').length >= 2
    const id = lines[i]
    const stated = free ? 'Free for a limited time Free for a limited time' : `$${prices[0]} $${prices[1]}`
    const words = `${head} ... ${how.note} ... ${id} ${stated}`
    out.lives.push(listed(page, id, words))
    if (prices.length < 2 && !free) {
      out.problems.push(`${id}: no input and output price read on ${page.url}`)
      continue
    }
    out.rows.push({
      ...row(page, seen, id, 'per 1M tokens'),
      region: how.region,
      mode: free ? 'free' : 'standard',
      input: free ? 0 : prices[0],
      output: free ? 0 : prices[1],
      condition_text: free ? `Free for a limited time; ${how.note}` : how.note,
      evidence: words,
    })
  }
}

/** A per-model page's price section: per region heading (and scope line), its rows '<item> | <price> | <unit> |'. */
function regionsOf(lines: string[]) {
  const start = lines.findIndex((l) => l === '料金' || l === '模型价格' || l === 'Pricing')
  const end = lines.findIndex((l, i) => i > start && /^(レート制限|限流|Rate Limits)$/.test(l))
  const regions: { name: string; scope: string; items: Map<string, number>; lines: string[] }[] = []
  for (const l of start < 0 ? [] : lines.slice(start + 1, end < 0 ? undefined : end)) {
    const cells = l.split('|').map((c) => c.trim())
    const scope = SCOPE.exec(l)
    if (scope && regions.length) regions[regions.length - 1].scope = scope[2]
    else if (cells.length >= 3 && regions.length) {
      const price = /^\d+(?:\.\d+)?$/.test(cells[1]) ? Number(cells[1]) : null
      if (price != null) regions[regions.length - 1].items.set(cells[0], price)
      if (price != null) regions[regions.length - 1].lines.push(l)
    } else if (cells.length === 1 && !/[。、,]/.test(l))
      regions.push({ name: l, scope: '', items: new Map(), lines: [] })
  }
  return regions.filter((r) => r.items.size)
}

/** The item names of a per-model page (ja, zh) by price field. */
const ITEMS = {
  input: ['入力', '输入', 'Input'],
  output: ['出力', '输出', 'Output'],
  cache_write: ['显式缓存创建'],
  cache_read: ['显式缓存命中'],
} as const
const itemOf = (items: Map<string, number>, names: readonly string[]) =>
  names.map((n) => items.get(n)).find((v) => v != null) ?? null

/**
 * A per-model page: the row is its international (国際/国际) scope where the page prices one, else the one
 * region it prices (Beijing, US (Virginia)), the other regions' prices quoted in the condition.
 */
function readModelPage(page: PageText, seen: Seen, out: Read) {
  const lines = lineList(page.text)
  const id = /\/model-studio\/([\w.-]+)$/.exec(page.url)?.[1] ?? ''
  const regions = regionsOf(lines)
  const chosen = regions.find((r) => INTERNATIONAL.test(r.scope)) ?? (regions.length === 1 ? regions[0] : undefined)
  const [input, output] = chosen ? [itemOf(chosen.items, ITEMS.input), itemOf(chosen.items, ITEMS.output)] : []
  if (!id || !chosen || input == null || output == null) {
    out.problems.push(`${page.url}: no price table of one region (or of the international scope) read`)
    return
  }
  const name = REGION_EN[chosen.name] ?? chosen.name
  const others = regions.filter((r) => r !== chosen)
  const where = `${chosen.name}${chosen.scope ? ` ${chosen.scope}` : ''}`
  const words = `${id} ... ${where} | ${chosen.lines.join(' ')}`
  out.lives.push(listed(page, id, words))
  const cacheWrite = itemOf(chosen.items, ITEMS.cache_write)
  const cacheRead = itemOf(chosen.items, ITEMS.cache_read)
  out.rows.push({
    ...row(page, seen, id, 'per 1M tokens'),
    region: chosen.scope ? `${name} (scope: ${chosen.scope})` : name,
    input,
    output,
    cache_read: cacheRead,
    cache_write: cacheWrite,
    condition_text:
      `${where} / ${name}, priced in USD on the international site` +
      (cacheWrite != null
        ? '; cache prices are explicit cache (显式缓存创建 = cache_write, 显式缓存命中 = cache_read)'
        : '') +
      others.map((o) => `; the same page lists ${o.name}: ${o.lines.join(' ')}`).join(''),
    evidence: words,
  })
}

function parse(pages: PageText[], seen: Seen): SellerRead {
  const out = newRead()
  for (const page of pages) {
    if (page.url === LIST_URL) readPriceList(page, seen, out)
    else if (page.url === URL_NOTICE_731 || page.url === URL_DEPRECIATION) {
      // The notice retires its models on the Singapore (international) site too, and Model Studio's list of
      // models taken offline names the international deployments' ids (qwen-plus-us, qwen-mt-lite-us) among them.
      const notice = page.url === URL_NOTICE_731 ? noticeLives(page) : depreciationLives(page)
      out.lives.push(...notice.lives)
      out.problems.push(...notice.problems)
    } else if (page.url === FLAGSHIP_URL || page.url === FLAGSHIP_2024_URL) readFlagship(page, seen, out)
    else if (page.url === MATH_URL)
      readCellTable(page, seen, out, {
        region: 'China (Beijing)',
        note:
          'China (Beijing) region, priced in USD ' +
          "(page: 'This document applies only to the China (Beijing) region')",
      })
    else if (page.url === MT_URL) readCellTable(page, seen, out, { region: null, note: 'Qwen-MT supported models' })
    else if (page.url === ROLE_URL)
      readCellTable(page, seen, out, {
        region: 'International',
        note: 'International deployment scope (Supported models: International)',
        from: 'International',
        to: 'Mainland China',
      })
    else readModelPage(page, seen, out)
  }
  // Its copies are undated (read 2026-11-25, written any day before): a price they show outweighs no list.
  const lives = againstPrices(out.lives, out.rows, '')
  return {
    ...out,
    lives,
    rows: retireNoticed(out.rows, lives),
    partial:
      "the copies are single model families' pages, the billing page's flagship table and the price list " +
      '(model-pricing) cut inside Qwen-Plus (China (Beijing) tab): no copy shows the whole list',
  }
}

const STORED = "the search tool's stored text of the page"
const undated = (what: string) => `${STORED} (${what}), undated; recorded through its price table and rate limits`

export default {
  seller: 'alibaba-intl',
  seller_name: 'Alibaba Cloud Model Studio (International)',
  developer_of_models: [],
  pages: [
    {
      url: LIST_URL,
      fixture: LIST_FIXTURE,
      copy: 'text-rendering',
      origin:
        'code index (read_file / find_string), file id 71211610645 (84,528 characters; the index names no ' +
        "repository): the Markdown twin of 'Model inference pricing' (MDX: <Tabs> of regions, JSX tables with " +
        'rowSpan), transcribed whole as read. The stored file itself breaks off inside the Qwen-Plus China ' +
        '(Beijing) tab and resumes with one Qwen-Omni row (qwen3.8-omni-flash), then ends: both cuts marked […]. ' +
        'Read: Qwen-Max in six region tabs (Singapore, China (Beijing), Hong Kong (China), Germany (Frankfurt), ' +
        'US (Virginia), Japan (Tokyo)), Qwen-Plus in Singapore and two models of Beijing, Qwen-Omni in Singapore',
      recorded: LIST_DATE,
    },
    {
      url: FLAGSHIP_URL,
      fixture: 'alibaba-intl/billing-for-model-studio.txt',
      copy: 'text-rendering',
      origin: `${STORED} (pages corpus), one table cell per line, cut short by the store in its Context cache section`,
      recorded: { date: '2025-04-03', basis: "page's 'Updated at: 2025-04-03 08:21' line (stored copy)" },
    },
    {
      url: MATH_URL,
      fixture: 'alibaba-intl/math-language-model.txt',
      copy: 'text-rendering',
      origin: `${STORED} (docs corpus), cut short by the store after its Getting started heading`,
      recorded: { date: '2025-10-20', basis: "page's 'Last Updated:Oct 20, 2025' line (stored copy)" },
    },
    {
      url: MT_URL,
      fixture: 'alibaba-intl/translation-ability.txt',
      copy: 'text-rendering',
      origin: `${STORED} (pages corpus), cut short by the store in its Simple example section`,
      recorded: { date: '2025-04-27', basis: "page's 'Last Updated:Apr 27, 2025' line (stored copy)" },
    },
    {
      url: ROLE_URL,
      fixture: 'alibaba-intl/role-play.txt',
      copy: 'text-rendering',
      origin: `${STORED} (docs corpus), cut short by the store after its Mainland China table`,
      recorded: { date: '2026-01-30', basis: "page's 'Last Updated:Jan 30, 2026' line (stored copy)" },
    },
    {
      url: `${HELP}/ja/model-studio/qwen-mt-turbo`,
      fixture: 'alibaba-intl/qwen-mt-turbo.ja.txt',
      copy: 'text-rendering',
      origin: undated('docs corpus, Japanese'),
    },
    {
      url: `${HELP}/zh/model-studio/qwen-mt-lite-us`,
      fixture: 'alibaba-intl/qwen-mt-lite-us.zh.txt',
      copy: 'text-rendering',
      origin: undated('docs corpus, Chinese'),
    },
    {
      url: `${HELP}/ja/model-studio/qwen-coder-turbo`,
      fixture: 'alibaba-intl/qwen-coder-turbo.ja.txt',
      copy: 'text-rendering',
      origin: undated('docs corpus, Japanese'),
    },
    {
      url: `${HELP}/zh/model-studio/qwen-doc-turbo`,
      fixture: 'alibaba-intl/qwen-doc-turbo.zh.txt',
      copy: 'text-rendering',
      origin: undated('docs corpus, Chinese'),
    },
    NOTICE_731_PAGE,
    DEPRECIATION_PAGE,
  ],
  earlier: [
    {
      date: '2024-12-16',
      basis: "page's 'Last Updated:Dec 16, 2024' line (stored copy; a copy of Nov 27, 2024 shows the same prices)",
      copies: [{ url: FLAGSHIP_2024_URL, fixture: 'alibaba-intl/billing-for-tongyiqianwen.txt' }],
    },
    {
      date: '2025-04-03',
      basis: "page's 'Updated at: 2025-04-03 08:21' line (stored copy)",
      copies: [{ url: FLAGSHIP_URL, fixture: 'alibaba-intl/billing-for-model-studio.txt' }],
    },
    // Read on its own day first, so the models it adds and the prices it changes are dated by it.
    { ...LIST_DATE, copies: [{ url: LIST_URL, fixture: LIST_FIXTURE }] },
  ],
  notFound:
    'the rest of the USD price list (model-pricing): its one stored copy (code index, undated) breaks off inside ' +
    'Qwen-Plus, so Qwen-Plus outside Singapore, Qwen-Flash, Qwen-Turbo, QwQ, Qwen-Long, Qwen-Coder, Qwen-VL, the ' +
    'open-source Qwen3 models and the rest of Qwen-Omni have no stored USD price, and no later or dated copy ' +
    "was found (docs and pages corpora, code index on its rows' words, searched 2026-11-28). The stored " +
    'per-model pages (qwen-turbo, qwq-plus, in .md and HTML) end before their Singapore price tables. The ' +
    "Chinese page read by official/alibaba states the 国际 (新加坡) scope in 元, Alibaba's conversion of the " +
    'USD list: not recorded as this offer. A copy of billing-for-model-studio with per-million flagship prices ' +
    '(Apr 22, 2025) exists only on a proxy mirror domain (jollibeefood.rest) and is not used.',
  recorded: '2026-11-25',
  recorded_basis: 'undated stored copies of the per-model pages (search corpus), read 2026-11-25',
  parse,
} satisfies SellerAdapter
