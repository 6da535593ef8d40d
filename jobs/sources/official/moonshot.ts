// Moonshot AI's own price pages: the mainland sites (platform.moonshot.cn, then platform.kimi.com; CNY, Chinese)
// and the international one (platform.kimi.ai; USD, English), each read as its own offers (currency and region
// by site), with the model list's retirements and those of the changelog in English and in Chinese.
import { isoDay } from './dates.ts'
import { CHANGELOG, CHANGELOG_CN, changelogLives, isChangelog } from './moonshot-changelog.ts'
import { htmlAsText } from './html-text.ts'
import { amountOf, column, pipeTables } from './markdown.ts'
import type { OfficialPrice } from '../../../tools/official-price.ts'
import {
  newRead,
  readOn,
  rowDefaults,
  type ModelLife,
  type PageText,
  type SellerAdapter,
  type SellerRead,
} from './types.ts'

const URL = 'https://platform.moonshot.cn/docs/pricing/chat'
/** The price pages of platform.kimi.com, one per model family (their Markdown twins). */
const KIMI = 'https://platform.kimi.com/docs/pricing/'
/** The model list, whose 已下线模型 section names each model taken off the API and its day. */
const MODELS = 'https://platform.kimi.com/docs/models'

/**
 * The kimi.com twins draw each table with a <DocTable columns={[{ title: "…" }, …]} rows={[["…", …], …]} />
 * component: each one as the pipe table it renders, so one table reader reads both sites.
 */
export function docTablesAsPipes(text: string): string {
  return text.replace(/<DocTable\s+columns=\{\[([\s\S]*?)\]\}\s+rows=\{\[([\s\S]*?)\]\}\s*\/>/g, (_, cols, rows) => {
    const header = [...cols.matchAll(/title:\s*"([^"]*)"/g)].map((m) => m[1])
    const body = [...rows.matchAll(/^\s*\[(.*)\],?\s*$/gm)].map((m) =>
      [...m[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((c) => c[1]),
    )
    const line = (cells: string[]) => `| ${cells.join(' | ')} |`
    return [line(header), line(header.map(() => '---')), ...body.map(line)].join('\n')
  })
}

/** A band cell ('≤ 8,192 tokens', '8,192 < 长度 ≤ 32,768 tokens') as its bounds. */
function bandOf(cell: string): { input_tokens_min: number; input_tokens_max: number } | undefined {
  const n = [...cell.matchAll(/(\d[\d,]*)/g)].map((m) => Number(m[1].replace(/,/g, '')))
  if (!/≤/.test(cell) || !n.length) return undefined
  return n.length === 1
    ? { input_tokens_min: 0, input_tokens_max: n[0] }
    : { input_tokens_min: n[0], input_tokens_max: n[1] }
}

/**
 * The model list's 已下线模型 (taken offline) section: '<id> 已于 2025 年 11 月 11 日下线' retires the model that
 * day; '<id> 已于 2026 年 1 月 28 日停止新用户使用' closes it to new users, which leaves it no public offer, so
 * it too is retired from that day (as Cohere's 'Deprecated'), the page's words kept.
 */
export function offlineModels(page: PageText): { lives: ModelLife[]; problems: string[] } {
  const at = page.text.indexOf('已下线模型')
  if (at < 0) return { lives: [], problems: [`${page.url}: no 已下线模型 section (the copy ends first)`] }
  const lives: ModelLife[] = []
  const problems: string[] = []
  for (const line of page.text.slice(at).split('\n').slice(1)) {
    // A list item ('- ', '• ') or an id set as code ('`kimi-latest`') names its model as a plain line does.
    const id = /^(?:[-*•]\s*)?`?([a-z][a-z0-9.-]*)`?\s/.exec(line.trim())?.[1]
    if (!id) continue
    const m = /已于\s*(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日\s*(下线|停止新用户使用)/.exec(line)
    if (!m) {
      problems.push(`${page.url}: ${id}: no day taken offline in "${line.trim()}"`)
      continue
    }
    const day = `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`
    lives.push({ model: id, aliases: [], status: 'retired', status_date: day, url: page.url, words: line.trim() })
  }
  if (!lives.length && !problems.length) problems.push(`${page.url}: 已下线模型 names no model`)
  return { lives, problems }
}

/** How each site writes its price tables: the mainland ones in Chinese (CNY), platform.kimi.ai in English (USD). */
const SITES = {
  cn: {
    currency: 'CNY' as const,
    region: 'mainland China',
    model: /^模型$/,
    hit: /缓存命中/,
    miss: /缓存未命中/,
    plain: /^输入价格$/,
    output: /输出价格/,
    ttl5m: /缓存写入（TTL 5min）/,
    ttl1h: /缓存写入（TTL 1h）/,
    band: /上下文长度范围/,
  },
  intl: {
    currency: 'USD' as const,
    region: 'international',
    model: /^Model$/,
    // The K3 table names its cache-hit column 'Cached Input Price' and its cache-miss one 'Input Price'.
    hit: /\(Cache Hit\)|^Cached Input Price$/,
    miss: /\(Cache Miss\)/,
    plain: /^Input Price$/,
    output: /^Output Price$/,
    ttl5m: /^Cache Write Price \(TTL 5min\)$/,
    ttl1h: /^Cache Write Price \(TTL 1h\)$/,
    band: /^$/,
  },
}
type Site = (typeof SITES)[keyof typeof SITES]

/** The international site's pages (its price pages, and its changelog, read for retirements only). */
const INTL = 'https://platform.kimi.ai/docs/'
const siteOf = (url: string): Site => (url.startsWith(INTL) ? SITES.intl : SITES.cn)

/**
 * The text a page's tables are read from: a rendered HTML excerpt (a dated capture) as its text rendering;
 * a price cell the English twins write as a fragment (<>{"$"}3.00</>) as the quoted string it shows.
 */
function tableText(text: string): string {
  const plain = /^\s*<(?!!--)/.test(text) ? htmlAsText(text) : text
  return docTablesAsPipes(plain.replace(/<>\{"\$"\}([^<]*)<\/>/g, '"$$$1"'))
}

/** A row's model cell: the id, and the batch mode the batch page marks on it ('kimi-k2.6 (Batch)'). */
function modelCell(cell: string): { model: string; mode: 'standard' | 'batch' } {
  const batch = /\s*\(Batch\)$/.exec(cell)
  // A trailing mark in another script ('kimi-k2-turbo-preview推荐') is no part of the id.
  const model = (batch ? cell.slice(0, batch.index) : cell).replace(/[^\x21-\x7e]+$/u, '').trim()
  return { model, mode: batch ? 'batch' : 'standard' }
}

/**
 * The K3 series, which the pages price by cache-write TTL from September 2026. A copy from before prices no
 * cache write; its line is the one a request naming no TTL is billed by, which the TTL tables call the 5min
 * tier ('不指定 TTL 时默认按 5min 档', 'If no TTL is specified, the 5min tier applies'): read as that tier's
 * line with no write price stated, so the day the write prices appear is a change of that line, not a second one.
 */
const TTL_SERIES = /^kimi-k3(?![\d.])/
const NO_TTL = 'no cache-write price stated; a request naming no TTL is billed at the 5min tier'

function parse(pages: PageText[], seen: { date: string; basis: string }): SellerRead {
  const { rows, lives, problems } = newRead()
  let complete: string | undefined
  // An offer two pages price (the central page and its own): the first page in order states it.
  const stated = new Set<string>()
  const changelogs: PageText[] = []
  for (const page of pages) {
    if (isChangelog(page.url)) {
      changelogs.push(page) // read last: a series it retires is every model of the series the read names
      continue
    }
    if (page.url === MODELS) {
      const offline = offlineModels(page)
      lives.push(...offline.lives)
      problems.push(...offline.problems)
      continue
    }
    const site = siteOf(page.url)
    const firstHere = new Set<string>()
    const tables = pipeTables(tableText(page.text)).filter(
      (t) => site.model.test(t.header[0] ?? '') && column(t.header, site.output) > 0,
    )
    if (!tables.length) problems.push(`${page.url}: no price table (${site.model.source} | … | ${site.output.source})`)
    const updated = /Last updated on (\d{4}年\d{1,2}月\d{1,2}日)/.exec(page.text)
    const note = page.text.includes('此处 1M = 1,000,000')
    if (updated && note && tables.length && !tables.some((t) => t.cut))
      complete = `${tables.length} price tables, the unit note and 'Last updated on ${updated[1]}' after them`
    for (const table of tables) {
      const at = (re: RegExp) => column(table.header, re)
      const [hit, miss, plain, output] = [site.hit, site.miss, site.plain, site.output].map(at)
      const banded = at(site.band) > 0
      const head = `| ${table.header.join(' | ')} |`
      let named = { model: '', mode: 'standard' as 'standard' | 'batch' }
      for (const { cells, line } of table.rows) {
        // A band row names no model: its cells start one column early.
        const shift = banded && cells.length < table.header.length ? 1 : 0
        if (!shift) named = modelCell(cells[0])
        const { model, mode } = named
        const offer = `${model}|${site.currency}|${mode}`
        if (stated.has(offer) && !firstHere.has(offer)) continue
        stated.add(offer)
        firstHere.add(offer)
        const cell = (k: number) => cells[k - shift]
        const input = amountOf(cell(miss >= 0 ? miss : plain))
        const out = amountOf(cell(output))
        if (input == null || out == null) {
          problems.push(`${model}: no input or output price in "${line}"`)
          continue
        }
        if (!shift) lives.push({ model, aliases: [], status: 'listed', status_date: null, url: page.url, words: line })
        const band = banded ? bandOf(cell(1)) : undefined
        const row: OfficialPrice = {
          ...rowDefaults,
          model,
          model_name_on_page: cells[0] === model || shift ? model : cells[0],
          developer: 'moonshot',
          currency: site.currency,
          unit_stated: 'per 1M tokens',
          input,
          output: out,
          cache_read: hit >= 0 ? amountOf(cell(hit)) : null,
          mode,
          ...(band ? { condition: band, condition_text: `请求上下文长度范围 ${cell(1)}` } : {}),
          region: site.region,
          ...readOn(page.url, page.seen ?? seen, 'official/moonshot'),
          evidence: `${head} ${line}${updated ? ` ... Last updated on ${updated[1]}` : ''}`,
        }
        // Cache writes priced by TTL (K3): one row per TTL, each with its write price.
        const ttls = (
          [
            ['5m', at(site.ttl5m)],
            ['1h', at(site.ttl1h)],
          ] as const
        ).filter(([, k]) => k > 0)
        if (!ttls.length)
          rows.push(TTL_SERIES.test(model) ? { ...row, cache_write_ttl: '5m', condition_text: NO_TTL } : row)
        for (const [ttl, k] of ttls)
          rows.push({
            ...row,
            cache_write: amountOf(cell(k)),
            cache_write_ttl: ttl,
            condition_text: `cache write by TTL; this row: ${table.header[k]}`,
          })
      }
    }
  }
  // Both editions: a model both retire keeps the earlier day (earliestRetirements).
  for (const page of changelogs) {
    const said = changelogLives(page, [...rows.map((r) => r.model), ...lives.map((l) => l.model)])
    lives.push(...said.lives)
    problems.push(...said.problems)
  }
  return { rows, lives: earliestRetirements(lives), problems, ...(complete ? { complete } : {}) }
}

/**
 * One life per retired model, the earliest day the pages give (the model list's exact day before the
 * changelog's month end): a model the read lists on an older copy and a page retires is retired.
 */
function earliestRetirements(lives: ModelLife[]): ModelLife[] {
  const first = new Map<string, ModelLife>()
  const day = (l: ModelLife | undefined) => l?.status_date ?? '9999' // a day not stated is no earlier one
  for (const l of lives) if (l.status === 'retired' && day(l) < day(first.get(l.model))) first.set(l.model, l)
  return [...lives.filter((l) => !first.has(l.model)), ...first.values()]
}

/** The day the page says it was last updated, for a recorded copy's date. */
export const lastUpdated = (text: string) => isoDay(/Last updated on (\d{4}年\d{1,2}月\d{1,2}日)/.exec(text)?.[1])

const kimiPage = (name: string, id: number) => ({
  url: `${KIMI}${name}.md`,
  fixture: `moonshot/${name}.md`,
  copy: 'text-rendering' as const,
  origin:
    `a snapshot of the page's Markdown twin kept in a public GitHub repository (code-index file id ${id}; the ` +
    `index names no repository), headed '<!-- source: ${KIMI}${name} -->' by that repository and otherwise ` +
    'as the twin serves it (Documentation Index head, DocTable component), recorded as read; undated',
})

const KIMI_DATE = {
  date: '2026-04-20',
  basis:
    "undated copies of platform.kimi.com's price pages; chat-k26 calls kimi-k2.6 'Kimi 最新最智能的模型', and " +
    "kimi-k2.6 was released 2026-04-20 (docs.venice.ai/it/models/kimi-k2-6.md: 'Rilascio 20 apr 2026'), so " +
    'dated that day, the earliest they can be; Kimi K2 (chat-k2) and 其他 have no stored copy; read again with ' +
    'the central page of 2026-10-05, which no longer lists kimi-k2.5 or moonshot-v1, as their own pages of that date',
}

const MODELS_DATE = {
  date: '2026-01-28',
  basis:
    "undated copy of platform.kimi.com/docs/models; the newest day it states is kimi-latest's '已于 2026 年 1 月 28 " +
    "日停止新用户使用' and it calls kimi-k2.5 'Kimi 最新模型' (before kimi-k2.6, 2026-04-20), so dated 2026-01-28, " +
    'the earliest it can be; first read with the price page of 2026-02-09, the first read on or after that day',
}

const CHANGELOG_DATE = {
  date: '2026-09-01',
  basis:
    "undated copy of platform.kimi.ai's Platform Changelog; its newest entry is 'September 2026', so dated " +
    '2026-09-01, the earliest it can be; its entries name a month only, so each retirement is dated by the ' +
    "month's last day (the entry proves the model was retired within that month, no earlier day is stated), " +
    "and 'no longer offered to newly registered users' counts as retiring, as the model list's 停止新用户使用 does",
}

/** The Chinese changelog's one recorded copy: a capture in zhangchen456/maasweekly, the first of its day. */
const CHANGELOG_CN_CAPTURE =
  'zhangchen456/maasweekly commit 939416503bb125efbeb72d69b3c7ce893b729799, ' +
  'data/snapshots/2026-09-16/Kimi__changelog__2026-09-16.md'

const CHANGELOG_CN_ORIGIN =
  `a third party's daily text capture of the rendered page (public GitHub repository ${CHANGELOG_CN_CAPTURE}, ` +
  "code-index file id 68714398210, 2,396 characters as the store counts them). Its URL line says only 'see " +
  "sources config': the page is platform.kimi.com/docs/changelog by its title '平台新功能发布记录 - Kimi API 开放平台' " +
  "(a third party's list of Kimi's pages names '[平台新功能发布记录](https://platform.kimi.com/docs/changelog)', " +
  'code-index file id 68492477723). Recorded as read from its first four lines (its url and fetched comments, a ' +
  "blank line, the page title), then, the site navigation cut ([…]), from '本文不定期更新 Kimi 开放平台的产品功能和" +
  "对应的文档动态。' (character 485) to its end, every dated entry whole; the store counts one character more than " +
  'its text shows on the blank line before each of the 16 dated headings, not reproduced. The same day at 13:06 ' +
  '(commit 5f68da9d) it read the same; from 14:25 (commit cf2a4162), and in the captures of 2026-09-17 and ' +
  "2026-10-10, the page heads its entries by month only ('2026年5月 kimi-k2 系列模型（…）正式下线'), so this " +
  'copy is the one that states the days. Read for its retirements only'

/** The international site's price pages, read as their Markdown twins like the mainland site's (a mirror keeps
 * each host apart: both sites serve /docs/pricing/chat.md). */
const INTL_PRICING = `${INTL}pricing/`

/** The mainland central price page as the captures read it (its HTML form). */
const CHAT_PAGE = 'https://platform.kimi.com/docs/pricing/chat'

/** A page of platform.kimi.ai whose recorded copy is its .md twin, found in the code index (no repository named). */
const intlTwin = (id: string, what: string) =>
  `code index (find_string), file id ${id}: the page's Markdown twin (${what}), whole as stored, recorded as read`

/** A capture of platform.kimi.com/docs/pricing/chat in zhangchen456/maasweekly (data/snapshots/<day>/). */
const maasweekly = (day: string, commit: string, chars: number, at: number) =>
  `capture of the rendered page in a third party's public repository of daily page captures, ` +
  `zhangchen456/maasweekly@${commit.slice(0, 8)} data/snapshots/${day}/pricing__kimi.html (${chars} characters; ` +
  `canonical https://platform.kimi.com/docs/pricing/chat), dated by its day folder (the raw HTML states no fetch ` +
  `time; the day's text capture Kimi__pricing__${day}.md shows the same layout); recorded as read from its ` +
  `<div class="mdx-content" id="content"> (character ${at}) to that div's end, each heading's anchor icon cut […]`

const CHAT_TABLE_BASIS =
  maasweekly('2026-09-16', '36fe63184c533d12c6aa73ff64b08889bc7f9fba', 249928, 72027) +
  '; the first capture whose central page prices the models (the text captures up to 2026-09-11 show a list of ' +
  "links to each model's page, those of 2026-09-12 to 09-19 one 模型定价 table, its cells lost by their text step)"

const CHAT_TTL_BASIS =
  maasweekly('2026-09-20', '1a5951c874e9e149e815b1ca10931c328b533d7b', 257399, 72031) +
  '; the first capture with the K3 table priced by cache-write TTL (the text capture of 2026-09-19 shows one ' +
  '模型定价 table and no cache-write note), so its cache-write prices are first seen that day'

const K3_DAY = {
  date: '2026-07-16',
  basis:
    "undated copy of platform.kimi.ai/docs/pricing/chat-k3 (kimi-k3 without cache-write prices); Moonshot's own " +
    "site lists '2026-07-16 Kimi K3' under 最新研究 (moonshot.cn, as captured in zhangchen456/maasweekly " +
    "Kimi__blog__2026-09-02.md) and its changelog's July 2026 entry makes K3 available on the API, so dated " +
    '2026-07-16, the earliest it can be',
}

const V1_DAY = {
  basis:
    'undated copy of platform.kimi.ai/docs/pricing/chat-v1; its layout and tax note are those of the K3 page ' +
    "('Prices exclude applicable taxes', where the combined page archived 2026-03-26 read 'inclusive of tax'), and " +
    'the changelog closes moonshot-v1 to new users in July 2026 and retires it in August, so read with the K3 ' +
    'page on its day, a day the page was up',
}

const INTL_K3 = { url: `${INTL_PRICING}chat-k3.md`, fixture: 'moonshot-history/2026-07-16-intl-chat-k3.md' }
const INTL_V1 = { url: `${INTL_PRICING}chat-v1.md`, fixture: 'moonshot-history/2026-07-16-intl-chat-v1.md' }

const BATCH_AUGUST = {
  date: '2026-08-13',
  basis:
    "a copy of platform.kimi.ai/docs/pricing/batch kept in a public repository with the front matter 'source: " +
    "https://platform.kimi.ai/docs/pricing/batch' and 'fetched: 2026-08-13' (code-index file id 70090181326, whole)",
}

const BATCH_DAY = {
  date: '2026-08-14',
  basis:
    'undated copy of platform.kimi.ai/docs/pricing/batch (code-index file id 66622836284, whole) without the ' +
    'kimi-k2.5 (Batch) row that the copy fetched 2026-08-13 still shows, so dated 2026-08-14, the earliest it can be',
}

/** The pages in the adapter's order, then pages of the international site an earlier copy had (not fetched now). */
const SLOTS = [
  ...['chat', 'chat-k26', 'chat-k25', 'chat-v1', 'models', 'changelog', 'changelog-cn', 'intl-chat', 'intl-batch'],
  ...['intl-chat-k3', 'intl-chat-v1'],
] as const
type Slot = (typeof SLOTS)[number]
const copies = (given: Partial<Record<Slot, { url: string; fixture: string }>>) => SLOTS.map((s) => given[s] ?? null)

export default {
  seller: 'moonshot',
  seller_name: 'Moonshot AI (Kimi)',
  developer_of_models: ['moonshot'],
  pages: [
    {
      url: `${KIMI}chat.md`,
      fixture: 'moonshot/chat.md',
      copy: 'text-rendering',
      origin:
        'code index (find_string), file id 70263835555 (2,612 characters; the index names no repository): the ' +
        "page's Markdown twin from its title ('# 模型推理价格说明') to its 模型说明 list, DocTable components kept, " +
        'recorded as read; undated',
    },
    { ...kimiPage('chat-k26', 55062722552), recorded: KIMI_DATE },
    { ...kimiPage('chat-k25', 55395923829), recorded: KIMI_DATE },
    { ...kimiPage('chat-v1', 55388993219), recorded: KIMI_DATE },
    {
      url: MODELS,
      fixture: 'moonshot/models.txt',
      copy: 'text-rendering',
      origin:
        "the docs store's text of the page (search tool, docs corpus; opening '多模态模型 Kimi K2.5'), from its " +
        'model tables to its 已下线模型 section and closing line, recorded as read; undated',
      recorded: MODELS_DATE,
    },
    {
      url: CHANGELOG,
      fixture: 'moonshot/changelog.md',
      copy: 'text-rendering',
      origin:
        'code index (find_string \'<Update label="August 2026">\'), file id 68851760473 (8,033 characters; the ' +
        "index names no repository): the page's Markdown twin (English) from its Documentation Index head to its " +
        "last entry ('April 2024'), whole as stored, recorded as read; undated; read for its retirements only",
      recorded: CHANGELOG_DATE,
    },
    {
      url: CHANGELOG_CN,
      fixture: 'moonshot/changelog-cn.md',
      copy: 'text-rendering',
      origin: CHANGELOG_CN_ORIGIN,
      recorded: {
        date: '2026-09-16',
        basis: `the capture's own line '<!-- fetched: 2026-09-16T07:25:35.849211 -->' (${CHANGELOG_CN_CAPTURE})`,
      },
    },
    {
      url: `${INTL_PRICING}chat.md`,
      fixture: 'moonshot/intl-chat.md',
      copy: 'text-rendering',
      origin:
        "the page's Markdown twin (https://platform.kimi.ai/docs/pricing/chat.md) as a public repository keeps it " +
        'for its tests: uwuclxdy/ai-pricelog@3915b87c tests/fixtures/moonshot_page/chat.md (code-index file id ' +
        '68897943287, 4,356 characters, whole: K3 priced by cache-write TTL, the K2 table, the tax note), recorded ' +
        'as read; undated',
    },
    {
      url: `${INTL_PRICING}batch.md`,
      fixture: 'moonshot/intl-batch.md',
      copy: 'text-rendering',
      origin: intlTwin('66622836284', 'BatchJob Pricing: kimi-k2.7-code and kimi-k2.6 at 60% of the standard price'),
      recorded: BATCH_DAY,
    },
  ],
  earlier: [
    {
      date: '2025-11-11',
      basis: "the page's 'Last updated on 2025年11月11日' line (copy kept in a public GitHub repository)",
      copies: copies({ chat: { url: URL, fixture: 'moonshot-history/2025-11-11-chat.md' } }),
    },
    {
      date: '2026-02-09',
      basis:
        "the page's 'Last updated on 2026年2月9日' line: a Markdown rendering of " +
        'https://platform.moonshot.cn/docs/pricing/chat kept in a public GitHub repository (code-index file id ' +
        '53348264422), whole to that line',
      copies: copies({
        chat: { url: URL, fixture: 'moonshot-history/2026-02-09-chat.md' },
        models: { url: MODELS, fixture: 'moonshot/models.txt' },
      }),
    },
    {
      date: KIMI_DATE.date,
      basis: KIMI_DATE.basis,
      copies: copies({
        ...Object.fromEntries(
          (['chat-k26', 'chat-k25', 'chat-v1'] as const).map((n) => [
            n,
            { url: `${KIMI}${n}.md`, fixture: `moonshot/${n}.md` },
          ]),
        ),
        models: { url: MODELS, fixture: 'moonshot/models.txt' },
      }),
    },
    {
      date: K3_DAY.date,
      basis:
        `${K3_DAY.basis}; ${intlTwin('59346674104', 'Flagship Model Kimi K3 Pricing')}; with it chat-v1: ` +
        `${V1_DAY.basis}; ${intlTwin('59551599325', 'Generation Model Moonshot V1 Pricing')}`,
      copies: copies({ 'intl-chat-k3': INTL_K3, 'intl-chat-v1': INTL_V1 }),
    },
    {
      date: BATCH_AUGUST.date,
      basis: `${BATCH_AUGUST.basis}; with it the K3 page's copy of ${K3_DAY.date}, the newest copy of it held`,
      copies: copies({
        'intl-batch': { url: `${INTL_PRICING}batch.md`, fixture: 'moonshot-history/2026-08-13-intl-batch.md' },
        'intl-chat-k3': INTL_K3,
      }),
    },
    {
      date: '2026-09-16',
      basis: CHAT_TABLE_BASIS,
      copies: copies({ chat: { url: CHAT_PAGE, fixture: 'moonshot-history/2026-09-16-chat.html' } }),
    },
    {
      date: '2026-09-20',
      basis: CHAT_TTL_BASIS,
      copies: copies({ chat: { url: CHAT_PAGE, fixture: 'moonshot-history/2026-09-20-chat.html' } }),
    },
  ],
  recorded: '2026-10-05',
  recorded_basis:
    'undated copy of platform.kimi.com/docs/pricing/chat; its two price tables (K3 with cache writes by TTL, K2: ' +
    'kimi-k2.7-code, -highspeed, kimi-k2.6) are cell for cell those of the capture dated 2026-10-05 that ' +
    "data/official/dated-moonshot.json cites ('采集日 2026-10-05'), so dated by it; its note reads 'TTL（5min / 1h）' " +
    "where that capture reads 'TTL 档位（5min / 1h）': a version of the page near that day, not the same bytes",
  notFound:
    "platform.kimi.com/docs/pricing/chat-k2 (Kimi K2) and the 其他 page: searched the code index for '-- source: " +
    "https://platform.kimi.com/docs/pricing/' (chat-k26, chat-k25, chat-v1 and batch found) and the docs store; " +
    'the central page (chat) is recorded, but no page proves the whole list (no Last updated line), so nothing is ' +
    'retired from it (the docs store keeps chat-k26 without its table); the mainland batch page (its CNY batch ' +
    "prices) is not read; platform.kimi.ai's chat-k26, chat-k25 and chat-k27-code pages have no whole dated copy " +
    '(their models are read from its central page), and no copy dates its central page: it is read with the ' +
    "mainland one's day (2026-10-05), so its cache-write prices are first seen then",
  parse,
} satisfies SellerAdapter
