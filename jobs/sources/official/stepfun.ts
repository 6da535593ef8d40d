import { amountOf, column, pipeTables } from './markdown.ts'
import { newRead, readOn, rowDefaults, type PageText, type SellerAdapter, type SellerRead } from './types.ts'

const URL_MD = 'https://platform.stepfun.com/docs/zh/guides/pricing/details.md'

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

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const { rows, lives, problems } = newRead()
  let complete: string | undefined
  for (const page of pages) {
    const tables = pipeTables(page.text).filter(
      (t) => t.header[0] === '模型' && column(t.header, /输出价格/) > 0 && column(t.header, /缓存命中/) > 0,
    )
    if (!tables.length) problems.push(`${page.url}: no token price table (模型 | 计费单位 | 输入价格 ... | 输出价格)`)
    const limits = page.text.indexOf('\n## 阶梯限速')
    if (tables.length && limits > 0 && !tables.some((t) => t.cut))
      complete = `${tables.length} token price tables, then the page's next section '## 阶梯限速'`
    for (const table of tables) {
      const heading = headingBefore(page.text, table.rows[0]?.line ?? '')
      if (/语音/.test(heading)) continue
      const at = (re: RegExp) => column(table.header, re)
      const [miss, hit, output] = [/缓存未命中/, /缓存命中\)/, /输出价格/].map(at)
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
          currency: 'CNY',
          unit_stated: '元 / 1M tokens',
          input: i,
          output: o,
          cache_read: amountOf(cells[hit]),
          mode: 'standard',
          region: 'mainland China',
          ...readOn(page.url, seen, 'official/stepfun'),
          evidence: `${head} ${line} 此处 1M= 1,000,000`,
        })
      }
    }
  }
  return { rows, lives, problems, ...(complete ? { complete } : {}) }
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
  ],
  notFound:
    'no copy newer than b8kings0ga/stepfun-docs@26f79a9 (2026-06-19): that repository has no later ' +
    'commit (snapshot fetched 2026-11-27); the code index ' +
    "('platform.stepfun.com/docs/zh/guides/pricing') holds only third-party code quoting the same " +
    'step-3.7-flash / step-3.5-flash prices',
  recorded: '2026-06-19',
  recorded_basis:
    'commit date of b8kings0ga/stepfun-docs@26f79a9 (2026-06-19), a snapshot of the official page kept in that ' +
    'GitHub repository; the page itself shows no date',
  parse,
} satisfies SellerAdapter
