// Tencent Hunyuan's own billing page for text generation (混元生文计费概述, cloud.tencent.com/document/product/
// 1729/97731) as a third party's daily capture rendered it: each table cell on its own line, a row opened by a
// lone '|' line, the name cell ending ' |', then '输入：0.5元' and '输出：2元' under the header '刊例价（每 百万
// tokens）'. The page is the old Hunyuan platform's, which its own notice says takes no new purchases (new
// models are sold on TokenHub, whose price page has no stored copy): its rows carry that notice, and end on
// the day Tencent's offline notice says the platform stops (tencent-notice.ts).
import type { OfficialPrice } from '../../../tools/official-price.ts'
import {
  MIGRATION_GUIDE_PAGE,
  type NotCarried,
  notCarried,
  OFFLINE_NOTICE_PAGE,
  offlineNotice,
  type PlatformEnd,
  URL_MIGRATION_GUIDE,
  URL_OFFLINE_NOTICE,
} from './tencent-notice.ts'
import {
  type ModelLife,
  newRead,
  readOn,
  rowDefaults,
  type PageText,
  type SellerAdapter,
  type SellerRead,
} from './types.ts'

const URL_PAGE = 'https://cloud.tencent.com/document/product/1729/97731'
const PRICE_HEADER = '刊例价（每 百万 tokens）'
/** The section that follows the price table: the proof the table is whole. */
const NEXT_SECTION = '计费与结算方式'
/** Priced in the table, but the agent-building product, not a model of the API. */
const NOT_MODELS = new Set(['腾讯元器'])

const yuan = (line: string | undefined, side: '输入' | '输出') => {
  const m = new RegExp(`^${side}：(\\d+(?:\\.\\d+)?)元$`).exec(line?.trim() ?? '')
  return m ? Number(m[1]) : null
}

/** The page's notice that the old platform sells no new model service (its words, or none). */
const noticeOf = (text: string) => /[^\n]*停止支持新购模型服务[^\n]*/.exec(text)?.[0] ?? null

/** The price table's rows: '|', '<name> |', '输入：…元', '输出：…元', until the next section. */
function priceRows(lines: string[], start: number) {
  const out: { name: string; lines: string[] }[] = []
  let i = start
  while (lines[i] === '|' && lines[i + 1]?.endsWith(' |')) {
    const name = lines[i + 1].slice(0, -2).trim()
    const cells: string[] = []
    for (i += 2; i < lines.length && /^(输入|输出)：/.test(lines[i]); i++) cells.push(lines[i])
    out.push({ name, lines: cells })
  }
  return { rows: out, end: i }
}

/**
 * The billing page's rows and lives once the platform has stopped: every price ends on its last day (the offer
 * on that platform is over); a model TokenHub will not carry is retired that day, the others may be sold on
 * TokenHub, whose prices no copy shows.
 */
function platformEnded(rows: OfficialPrice[], lives: ModelLife[], end: PlatformEnd, gone: NotCarried) {
  const words = (model: string) =>
    gone.models.has(model) ? `${end.words} (${URL_OFFLINE_NOTICE}); ${gone.words} (${URL_MIGRATION_GUIDE})` : end.words
  const ended = rows.map((r) =>
    r.effective_until && r.effective_until <= end.day
      ? r
      : {
          ...r,
          effective_until: end.day,
          effective_basis: `page: ${words(r.model)}`,
          ...(gone.models.has(r.model) ? { status: 'retired' as const, status_date: end.day } : {}),
        },
  )
  // A model TokenHub will not carry is retired the day the platform stops, named on the billing page or not;
  // one the offline notice retired before keeps its own day.
  const named = new Set(lives.map((l) => l.model))
  const retiredOn = (model: string, l?: ModelLife): ModelLife => ({
    model,
    aliases: l?.aliases ?? [],
    status: 'retired',
    status_date: end.day,
    url: URL_OFFLINE_NOTICE,
    words: words(model),
    stated: true,
  })
  const retired = [
    ...lives.map((l) => (l.url === URL_PAGE && gone.models.has(l.model) ? retiredOn(l.model, l) : l)),
    ...[...gone.models].filter((m) => !named.has(m)).map((m) => retiredOn(m)),
  ]
  return { rows: ended, lives: retired }
}

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const { rows, lives, problems } = newRead()
  let complete: string | undefined
  let platform: PlatformEnd | undefined
  let gone: NotCarried = { models: new Set(), problems: [] }
  for (const page of pages) {
    if (page.url === URL_OFFLINE_NOTICE) {
      const notice = offlineNotice(page)
      lives.push(...notice.lives)
      problems.push(...notice.problems)
      platform = notice.platform
      continue
    }
    if (page.url === URL_MIGRATION_GUIDE) {
      gone = notCarried(page)
      problems.push(...gone.problems)
      continue
    }
    const lines = page.text.split('\n').map((l) => l.trim())
    const head = lines.indexOf(PRICE_HEADER)
    if (head < 1 || lines[head - 1] !== '产品名 |') {
      problems.push(`${page.url}: no price table (产品名 | ${PRICE_HEADER})`)
      continue
    }
    const table = priceRows(lines, head + 1)
    if (lines[table.end] === NEXT_SECTION) complete = `the price table, then the page's next section '${NEXT_SECTION}'`
    const notice = noticeOf(page.text)
    for (const { name, lines: cells } of table.rows) {
      if (NOT_MODELS.has(name)) continue
      const words = `${name} | ${cells.join(' ')}`
      lives.push({ model: name.toLowerCase(), aliases: [], status: 'listed', status_date: null, url: page.url, words })
      const [input, output] = [yuan(cells[0], '输入'), yuan(cells[1], '输出')]
      if (input == null || output == null) {
        problems.push(`${name}: no input and output price in "${words}"`)
        continue
      }
      rows.push({
        ...rowDefaults,
        model: name.toLowerCase(),
        model_name_on_page: name,
        developer: 'tencent',
        currency: 'CNY',
        unit_stated: '元 / 百万 tokens (刊例价)',
        input,
        output,
        cache_read: null,
        mode: 'standard',
        region: 'mainland China',
        condition_text: notice ? `post-paid list price of the old Hunyuan platform; page: '${notice}'` : null,
        ...readOn(page.url, seen, 'official/tencent'),
        evidence: `产品名 | ${PRICE_HEADER} | ${words}`,
      })
    }
  }
  const read = platform ? platformEnded(rows, lives, platform, gone) : { rows, lives }
  return { ...read, problems, ...(complete ? { complete } : {}) }
}

const CAPTURE = 'zhangchen456/maasweekly'
const captured = (commit: string, day: string, at: string) =>
  `the capture's '<!-- fetched: ${at} -->' line: ${CAPTURE}@${commit}, data/snapshots/${day}/` +
  `腾讯混元-TokenHub__pricing__${day}.md, a third party's daily text capture of the page`

export default {
  seller: 'tencent',
  seller_name: 'Tencent Cloud (腾讯混元 / Tencent HY)',
  developer_of_models: ['tencent'],
  pages: [
    {
      url: URL_PAGE,
      fixture: 'tencent/hunyuan-billing.md',
      copy: 'text-rendering',
      origin:
        `${CAPTURE}@995cc90 data/snapshots/2026-10-10/腾讯混元-TokenHub__pricing__2026-10-10.md, whole (from its ` +
        "title to the site footer), transcribed as read. Its URL line says only 'see sources config': the page is " +
        "1729/97731 by its title '混元生文计费概述' (the page Tencent's own API docs link as 购买指南). " +
        'The capture holds 10 characters the reading tool counted but did not show (one on each empty cell ' +
        'line of the free-quota table, three on the blank lines before the price table): they are left out',
    },
    OFFLINE_NOTICE_PAGE,
    MIGRATION_GUIDE_PAGE,
  ],
  notFound:
    "TokenHub's model price page (cloud.tencent.com/document/product/1823/130055: hy3, hunyuan-t1, hunyuan-turbos, " +
    'hunyuan-2.0-thinking/instruct) has no stored copy; the 2026-09/10 captures read here are of the old platform ' +
    "page, which names none of them. Before this adapter: 'No official price table could be read. Searched (docs " +
    'and pages corpora, ~30 queries): 1729/97731, tencentcloud.com product 1284, the TokenHub pages (1823/..., ' +
    "1823/130055; tencentcloud.com product 1300 'Model Pricing'), with model ids and Chinese price wording. Stored " +
    "from Tencent's own domains: the TokenHub 'Billing Methods' page (tencentcloud.com/document/product/1300/78936, " +
    "2026-04-22; 'USD / million tokens', no table), 1823/132252 and 1823/130078 (model ids, no prices). Prices " +
    'seen only in third-party material (one-api ratio maps, LobeChat, a community article, OpenRouter), not used. ' +
    "Searched again 2026-11-26 and 2026-11-27: no price table.' The capture of 2026-09-08 is the same page, word " +
    'for word, as that of 2026-10-10; both say 最近更新时间：2026-06-26.',
  earlier: [
    {
      date: '2026-09-08',
      basis: captured('2d3b6e1', '2026-09-08', '2026-09-08T15:26:52.045083'),
      copies: [{ url: URL_PAGE, fixture: 'tencent-history/2026-09-08-hunyuan-billing.md' }, null, null],
    },
  ],
  recorded: '2026-10-10',
  recorded_basis: captured('995cc90', '2026-10-10', '2026-10-10T08:42:47.313871+08:00'),
  parse,
} satisfies SellerAdapter
