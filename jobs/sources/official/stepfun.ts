// StepFun, on its two platforms' pricing pages (Markdown twins, details.md): platform.stepfun.com (mainland
// China, CNY, 定价与限速) and platform.stepfun.ai (international, USD, Pricing and Rate Limits), the same
// page in two languages. The token-priced text and vision tables are read, not the speech ones; a page is
// whole when its rate-limit section follows its price tables.
import { amountOf, column, pipeTables } from './markdown.ts'
import { newRead, readOn, rowDefaults, type PageText, type SellerAdapter, type SellerRead } from './types.ts'

const URL_MD = 'https://platform.stepfun.com/docs/zh/guides/pricing/details.md'
const URL_EN = 'https://platform.stepfun.ai/docs/en/guides/pricing/details.md'

/** The `###` heading a table stands under. */
function headingBefore(text: string, line: string): string {
  const at = text.indexOf(line)
  const before = text.slice(0, at).split('\n').reverse()
  return (
    before
      .find((l) => l.startsWith('### '))
      ?.slice(4)
      .trim() ?? ''
  )
}

/** How each platform's page names its columns and states its prices. */
const PLATFORMS = {
  cn: {
    currency: 'CNY' as const,
    unit: '元 / 1M tokens',
    region: 'mainland China',
    model: '模型',
    miss: /缓存未命中/,
    hit: /缓存命中\)/,
    output: /输出价格/,
    speech: /语音/,
    next: '\n## 阶梯限速',
    note: ' 此处 1M= 1,000,000',
  },
  intl: {
    currency: 'USD' as const,
    unit: 'per 1M tokens',
    region: 'international',
    model: 'Model',
    miss: /cache miss/i,
    hit: /cache hit/i,
    output: /^Output$/,
    speech: /Speech/,
    next: '\n## Tiered Rate Limits',
    note: '',
  },
}

/** The international platform (platform.stepfun.ai, USD) or the mainland one (platform.stepfun.com, CNY). */
const platformOf = (url: string) => (url.includes('stepfun.ai') ? PLATFORMS.intl : PLATFORMS.cn)

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const { rows, lives, problems } = newRead()
  const whole: (string | undefined)[] = []
  for (const page of pages) {
    const read = parsePage(page, page.seen ?? seen)
    rows.push(...read.rows)
    lives.push(...read.lives)
    problems.push(...read.problems)
    whole.push(read.complete)
  }
  // Whole only if every page is.
  const complete = whole.length && whole.every(Boolean) ? whole.join('; ') : undefined
  return { rows, lives, problems, ...(complete ? { complete } : {}) }
}

function parsePage(page: PageText, seen: { date: string; basis: string }) {
  const { rows, lives, problems } = newRead()
  const p = platformOf(page.url)
  const tables = pipeTables(page.text).filter(
    (t) => t.header[0] === p.model && column(t.header, p.output) > 0 && column(t.header, p.hit) > 0,
  )
  if (!tables.length) problems.push(`${page.url}: no token price table (${p.model} | ... | ${p.output.source})`)
  const limits = page.text.indexOf(p.next)
  const complete =
    tables.length && limits > 0 && !tables.some((t) => t.cut)
      ? `${page.url}: ${tables.length} token price tables, then the page's next section '${p.next.trim()}'`
      : undefined
  for (const table of tables) {
    const heading = headingBefore(page.text, table.rows[0]?.line ?? '')
    if (p.speech.test(heading)) continue
    const [miss, hit, output] = [p.miss, p.hit, p.output].map((re) => column(table.header, re))
    const head = `### ${heading} | ${table.header.join(' | ')} |`
    for (const { cells, line } of table.rows) {
      const model = cells[0].replace(/`/g, '').trim()
      lives.push({ model, aliases: [], status: 'listed', status_date: null, url: page.url, words: line })
      const [i, o] = [amountOf(cells[miss]), amountOf(cells[output])]
      if (i == null || o == null) {
        problems.push(`${model}: no input or output price in "${line}"`)
        continue
      }
      rows.push({
        ...rowDefaults,
        model,
        model_name_on_page: model,
        developer: 'stepfun',
        currency: p.currency,
        unit_stated: p.unit,
        input: i,
        output: o,
        cache_read: amountOf(cells[hit]),
        mode: 'standard',
        region: p.region,
        ...readOn(page.url, seen, 'official/stepfun'),
        evidence: `${head} ${line}${p.note}`,
      })
    }
  }
  return { rows, lives, problems, complete }
}

export default {
  seller: 'stepfun',
  seller_name: 'StepFun (阶跃星辰)',
  developer_of_models: ['stepfun'],
  pages: [
    {
      url: URL_MD,
      fixture: 'stepfun/pricing-details.md',
      copy: 'text-rendering',
      origin:
        'b8kings0ga/stepfun-docs@26f79a9 (2026-06-19), references/snapshot/pages/zh-guides-pricing-details.md: ' +
        "the page's Markdown twin as that repository saved it, with two comment lines added at its head " +
        "('<!-- title: 定价与限速 -->', '<!-- source: ...details.md -->'); the live .md is the same Markdown",
    },
    {
      url: URL_EN,
      fixture: 'stepfun/pricing-details-en.md',
      copy: 'text-rendering',
      origin:
        'code index (find_string / read_file, file id 71546443437): a public repository file holding the ' +
        "page's Markdown twin whole (from its 'Documentation Index' note to Mintlify's closing line, the " +
        'rate-limit section included), as read; the index names neither the repository nor the commit; the ' +
        'live .md is the same Markdown',
      recorded: {
        date: '2026-06-19',
        basis:
          'undated stored copy of the page (code index, file id 71546443437), found 2026-11-28; by its own words ' +
          "made between 2026-06-12 ('`step-2x-large` has not been free since June 12, 2026') and 2026-10-10 " +
          "('will be retired on October 10, 2026'); it lists step-5-preview and step-3.5-flash-2603, which the CNY " +
          'twin of the same page does not list on 2026-06-19 (b8kings0ga/stepfun-docs@26f79a9), so it is no older ' +
          'than that copy: dated 2026-06-19, the earliest day it can be given both, read beside the CNY copy (the ' +
          'copy may be later than this day, never earlier)',
      },
    },
  ],
  notFound:
    'CNY: no copy newer than b8kings0ga/stepfun-docs@26f79a9 (2026-06-19): that repository has no later ' +
    'commit (snapshot fetched 2026-11-27); the code index ' +
    "('platform.stepfun.com/docs/zh/guides/pricing') holds only third-party code quoting the same " +
    "step-3.7-flash / step-3.5-flash prices. USD: one undated copy of platform.stepfun.ai's page, no dated one, " +
    'so when step-5-preview and step-3.5-flash-2603 first appeared there is not known',
  recorded: '2026-06-19',
  recorded_basis:
    'commit date of b8kings0ga/stepfun-docs@26f79a9 (2026-06-19), a snapshot of the official page kept in that ' +
    'GitHub repository; the page itself shows no date',
  parse,
} satisfies SellerAdapter
