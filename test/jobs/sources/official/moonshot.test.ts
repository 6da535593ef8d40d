// Moonshot's adapter on two whole copies of its CNY chat price page, each dated by its own 'Last
// updated on' line (Markdown renderings kept in public repositories; the live page is unproven): the
// later copy launches kimi-k2.5 and, being proven whole, retires kimi-latest, whose bands stay history.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { current } from '../../../../jobs/sources/official/keys.ts'
import moonshot, { docTablesAsPipes, lastUpdated, offlineModels } from '../../../../jobs/sources/official/moonshot.ts'
import {
  CHANGELOG,
  CHANGELOG_CN,
  changelogLives,
  monthEnd,
} from '../../../../jobs/sources/official/moonshot-changelog.ts'
import { OFFICIAL_DIR } from '../../../../jobs/official.ts'
import { baseline } from '../../../../jobs/sources/official/baseline.ts'
import { readSeller } from '../../../../jobs/sources/official/read.ts'
import { PAGES_DIR } from '../../../../jobs/sources/official/types.ts'
import { type OfficialPrice, rowProblems } from '../../../../tools/official-price.ts'

import { copyOf } from './copies.ts'

const test = suite('official moonshot')
const feb = copyOf(moonshot, '2026-02-09')
const early = [
  {
    url: moonshot.pages[0].url,
    text: readFileSync(join(PAGES_DIR, 'moonshot-history', '2025-11-11-chat.md'), 'utf8'),
  },
]

test('each copy: three tables, kimi-latest by request-context band, proven whole by its last line', () => {
  const read = moonshot.parse(early, { date: '2025-11-11', basis: 'copy' })
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model}`)
  assert.equal(
    read.rows
      .filter((r) => r.model === 'kimi-latest')
      .map((r) => [r.condition?.input_tokens_min, r.condition?.input_tokens_max, r.input, r.output, r.cache_read]),
    [
      [0, 8192, 2, 10, 1],
      [8192, 32768, 5, 20, 1],
      [32768, 131072, 10, 30, 1],
    ],
  )
  assert.match(read.complete ?? '', /Last updated on 2025年11月11日/)
  assert.is(lastUpdated(feb[0].text), '2026-02-09')
})

test('two dated copies: kimi-k2.5 launched, kimi-latest retired on the day the model list gives, prices kept', () => {
  const a = readSeller(moonshot, early, { date: '2025-11-11', basis: 'copy' }, [])
  const b = readSeller(moonshot, feb, { date: '2026-02-09', basis: 'copy' }, a.rows)
  assert.is(b.failure, undefined)
  const launch = b.events.find((e) => e.kind === 'launch')!
  assert.equal(
    [launch.model, launch.date, launch.after?.input, launch.after?.output],
    ['kimi-k2.5', '2026-02-09', 4, 21],
  )
  const retired = b.events.filter((e) => e.kind === 'retirement')
  // Gone from the whole price page (first missed 2026-02-09); the model list read with it says it closed to
  // new users on 2026-01-28: the stated day, told once.
  assert.equal([...new Set(retired.map((e) => `${e.model} ${e.date}`))], ['kimi-latest 2026-01-28'])
  const latest = b.rows.filter((r) => r.model === 'kimi-latest')
  assert.equal(
    latest.map((r) => [r.input, r.effective_until, r.effective_basis, current(r)]),
    [
      [2, '2026-01-28', 'page: retired 2026-01-28', false],
      [5, '2026-01-28', 'page: retired 2026-01-28', false],
      [10, '2026-01-28', 'page: retired 2026-01-28', false],
    ],
  )
  // Without the model list, the price page alone retires it the day it was first missed.
  const alone = readSeller(moonshot, feb.slice(0, 1), { date: '2026-02-09', basis: 'copy' }, a.rows)
  assert.equal(
    [...new Set(alone.rows.filter((r) => r.model === 'kimi-latest').map((r) => r.effective_until))],
    ['2026-02-09'],
  )
  assert.ok(b.rows.some((r) => r.model === 'moonshot-v1-8k' && current(r) && r.input === 2))
})
test("kimi.com's own pages (2026-04-20): each DocTable read as the table it renders, kimi-k2.6 launched", () => {
  const april = copyOf(moonshot, '2026-04-20')
  assert.match(
    docTablesAsPipes(april[0].text),
    /\| kimi-k2\.6 \| 1M tokens \| ¥1\.10 \| ¥6\.50 \| ¥27\.00 \| 262,144 tokens \|/,
  )
  const read = moonshot.parse(april, { date: '2026-04-20', basis: 'copy' })
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model}`)
  assert.equal(
    read.rows.slice(0, 3).map((r) => [r.model, r.input, r.output, r.cache_read]),
    [
      ['kimi-k2.6', 6.5, 27, 1.1],
      ['kimi-k2.5', 4, 21, 0.7],
      ['moonshot-v1-8k', 2, 10, null],
    ],
  )
  // Three of the site's pages, not its whole list: what they leave out (the K2 series) is not retired.
  assert.is(read.complete, undefined)
  const a = readSeller(moonshot, feb, { date: '2026-02-09', basis: 'copy' }, [])
  const b = readSeller(moonshot, april, { date: '2026-04-20', basis: 'copy' }, a.rows)
  assert.is(b.failure, undefined)
  assert.equal(
    b.events.map((e) => `${e.kind} ${e.model} ${e.date}`),
    ['launch kimi-k2.6 2026-04-20'],
  )
  assert.ok(b.rows.some((r) => r.model === 'kimi-k2-thinking' && current(r) && r.page_date === '2026-02-09'))
})

test('the central page (2026-10-05): K3 by cache-write TTL, K2.7 Code launched, each model once', () => {
  const read = moonshot.parse(recordedPages(moonshot), { date: moonshot.recorded, basis: 'copy' })
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model}`)
  assert.equal(
    read.rows
      .filter((r) => r.model === 'kimi-k3')
      .map((r) => [r.currency, r.region, r.input, r.output, r.cache_read, r.cache_write, r.cache_write_ttl]),
    [
      ['CNY', 'mainland China', 20, 100, 2, 20, '5m'],
      ['CNY', 'mainland China', 20, 100, 2, 40, '1h'],
      ['USD', 'international', 3, 15, 0.3, 3, '5m'],
      ['USD', 'international', 3, 15, 0.3, 6, '1h'],
    ],
  )
  // kimi-k2.6 is on the central page and its own: read once, from the central page of the later day.
  const k26 = read.rows.filter((r) => r.model === 'kimi-k2.6' && r.currency === 'CNY')
  assert.equal(
    k26.map((r) => [r.url, r.page_date]),
    [['https://platform.kimi.com/docs/pricing/chat.md', '2026-10-05']],
  )
  // kimi-k2.5 and moonshot-v1 are not on the central page any more: read from their own pages, of their day.
  assert.equal(read.rows.find((r) => r.model === 'kimi-k2.5')?.page_date, '2026-04-20')
  const before = readSeller(moonshot, copyOf(moonshot, '2026-04-20'), { date: '2026-04-20', basis: 'copy' }, [])
  const b = readSeller(moonshot, recordedPages(moonshot), { date: moonshot.recorded, basis: 'copy' }, before.rows)
  assert.is(b.failure, undefined)
  const launches = b.events.filter((e) => e.kind === 'launch')
  assert.equal([...new Set(launches.map((e) => `${e.kind} ${e.model} ${e.date}`))].sort(), [
    'launch kimi-k2.7-code 2026-10-05',
    'launch kimi-k2.7-code-highspeed 2026-10-05',
    'launch kimi-k3 2026-10-05',
  ])
})
test("the model list's 已下线模型: each model retired on its day, closing to new users counted as retiring", () => {
  const page = recordedPages(moonshot).find((p) => p.url === 'https://platform.kimi.com/docs/models')!
  const read = offlineModels(page)
  assert.equal(read.problems, [])
  assert.equal(
    read.lives.map((l) => [l.model, l.status, l.status_date]),
    [
      ['kimi-latest', 'retired', '2026-01-28'],
      ['kimi-thinking-preview', 'retired', '2025-11-11'],
    ],
  )
  assert.match(read.lives[0].words, /停止新用户使用/)
  // A copy cut before the section says so and retires nothing; a line whose day is cut is reported.
  const cut = offlineModels({ ...page, text: page.text.slice(0, page.text.indexOf('已下线模型')) })
  assert.equal([cut.lives, cut.problems.length], [[], 1])
  const torn = offlineModels({ ...page, text: page.text.replace('2025 年 11 月 11 日下线', '') })
  assert.equal(
    torn.lives.map((l) => l.model),
    ['kimi-latest'],
  )
  assert.match(torn.problems.join(), /kimi-thinking-preview: no day taken offline/)
  // In the seller's history: kimi-thinking-preview, never on a price page read, is known retired; the
  // page's day stands for kimi-latest, whose prices end that day too (not the day the price page dropped it).
  const lives = new Map(baseline(moonshot).lives.map((l) => [l.model, l]))
  assert.equal(
    ['kimi-thinking-preview', 'kimi-latest'].map((m) => [lives.get(m)?.status, lives.get(m)?.status_date]),
    [
      ['retired', '2025-11-11'],
      ['retired', '2026-01-28'],
    ],
  )
  const kept = baseline(moonshot).rows.filter((r) => r.model === 'kimi-latest')
  assert.equal([...new Set(kept.map((r) => r.effective_until))], ['2026-01-28'])
})
test("the changelog (2026-09-01): each retirement by its month's last day, closing to new users counted", () => {
  const page = recordedPages(moonshot).find((p) => p.url === CHANGELOG)!
  assert.equal(
    [monthEnd('May 2026'), monthEnd('February 2028'), monthEnd('Spring 2026')],
    ['2026-05-31', '2028-02-29', null],
  )
  const read = changelogLives(page, ['moonshot-v1-8k', 'moonshot-v1-8k-vision-preview', 'kimi-k2.6', 'kimi-k2.7-code'])
  assert.equal(read.problems, [])
  const day = new Map(read.lives.map((l) => [l.model, l.status_date]))
  // July closes kimi-k2.5 and the moonshot-v1 series to new users (the earliest of its two entries), the series
  // being every moonshot-v1-* id the read names and moonshot-v1-auto, which August names.
  for (const m of ['kimi-k2.5', 'moonshot-v1', 'moonshot-v1-8k', 'moonshot-v1-8k-vision-preview', 'moonshot-v1-auto'])
    assert.is(day.get(m), '2026-07-31', m)
  assert.match(read.lives.find((l) => l.model === 'kimi-k2.5')!.words, /^July 2026: .*no longer offered to newly/)
  // May retires the kimi-k2 series, each member it names; kimi-k2.6 and kimi-k2.7-code are no kimi-k2-* id.
  for (const m of ['kimi-k2', 'kimi-k2-0905-preview', 'kimi-k2-0711-preview', 'kimi-k2-thinking-turbo'])
    assert.is(day.get(m), '2026-05-31', m)
  assert.equal([day.get('kimi-k2.6'), day.get('kimi-k2.7-code')], [undefined, undefined])
  // Models the model list retired on a stated day keep that day in the seller's read (not the month's end).
  assert.equal([day.get('kimi-latest'), day.get('kimi-thinking-preview')], ['2026-01-31', '2025-11-30'])
  const lives = new Map(baseline(moonshot).lives.map((l) => [l.model, l.status_date]))
  assert.equal([lives.get('kimi-latest'), lives.get('kimi-thinking-preview')], ['2026-01-28', '2025-11-11'])
  const torn = changelogLives({ ...page, text: page.text.replaceAll('<Update label=', '<Entry label=') }, [])
  assert.equal([torn.lives, torn.problems.length], [[], 1])
})

test('the changelogs in the history: K2 series retired 2026-05-25, kimi-k2.5 and moonshot-v1 2026-07-31', () => {
  const b = baseline(moonshot)
  assert.equal(b.failures, [])
  const retired = b.events.filter((e) => e.kind === 'retirement' && (e.url === CHANGELOG || e.url === CHANGELOG_CN))
  assert.equal([...new Set(retired.map((e) => `${e.model} ${e.date}`))].sort(), [
    'kimi-k2-0711-preview 2026-05-25',
    'kimi-k2-0905-preview 2026-05-25',
    'kimi-k2-thinking 2026-05-25',
    'kimi-k2-thinking-turbo 2026-05-25',
    'kimi-k2-turbo-preview 2026-05-25',
    'kimi-k2.5 2026-07-31',
    'moonshot-v1-128k 2026-07-31',
    'moonshot-v1-128k-vision-preview 2026-07-31',
    'moonshot-v1-32k 2026-07-31',
    'moonshot-v1-32k-vision-preview 2026-07-31',
    'moonshot-v1-8k 2026-07-31',
    'moonshot-v1-8k-vision-preview 2026-07-31',
  ])
  // Their prices stay as history, ended that day; what is still sold is kimi-k3, kimi-k2.7-code(-highspeed), kimi-k2.6.
  const k25 = b.rows.find((r) => r.model === 'kimi-k2.5')!
  assert.equal([k25.input, k25.output, k25.effective_until, k25.status], [4, 21, '2026-07-31', 'retired'])
  assert.equal([...new Set(b.rows.filter(current).map((r) => r.model))].sort(), [
    'kimi-k2.6',
    'kimi-k2.7-code',
    'kimi-k2.7-code-highspeed',
    'kimi-k3',
  ])
})
test("the Chinese changelog (2026-09-16): each retirement on its entry's day, the earlier of two editions kept", () => {
  const page = recordedPages(moonshot).find((p) => p.url === CHANGELOG_CN)!
  assert.match(page.text, /^<!-- url: see sources config -->\n<!-- fetched: 2026-09-16T07:25:35\.849211 -->\n/)
  const read = changelogLives(page, ['moonshot-v1-8k', 'moonshot-v1-8k-vision-preview', 'kimi-k2.6', 'kimi-latest'])
  assert.equal(read.problems, [])
  const day = new Map(read.lives.map((l) => [l.model, l.status_date]))
  // '2026年5月25日 kimi-k2 系列模型（含 …）已于今日下线': the series, each member it names, on that day.
  for (const m of ['kimi-k2', 'kimi-k2-0905-preview', 'kimi-k2-0711-preview', 'kimi-k2-turbo-preview'])
    assert.is(day.get(m), '2026-05-25', m)
  assert.match(
    read.lives.find((l) => l.model === 'kimi-k2-thinking')!.words,
    /^2026年5月25日: kimi-k2 系列.*已于今日下线/,
  )
  // '2026年8月31日 kimi-k2.5 与 moonshot-v1 全系列模型（含 -vision-preview、moonshot-v1-auto）已于今日 16:00 … 下线':
  // the series is every moonshot-v1-* id; '-vision-preview' is a suffix, no id.
  for (const m of ['kimi-k2.5', 'moonshot-v1', 'moonshot-v1-8k', 'moonshot-v1-8k-vision-preview', 'moonshot-v1-auto'])
    assert.is(day.get(m), '2026-08-31', m)
  assert.is(day.has('vision-preview'), false)
  // Launches ('kimi-latest 模型上线') retire nothing; kimi-k2.6 is no kimi-k2-* id.
  assert.equal([day.get('kimi-latest'), day.get('kimi-k2.6')], [undefined, undefined])
  const cut = changelogLives({ ...page, text: page.text.replace(/^\d{4}年\d{1,2}月\d{1,2}日$/gm, '') }, [])
  assert.equal([cut.lives, cut.problems.length], [[], 1])
  // The page's later layout heads its entries by month ('2026年5月'): nothing dated, and no failed parse.
  const months = changelogLives({ ...page, text: page.text.replace(/^(\d{4}年\d{1,2}月)\d{1,2}日$/gm, '$1') }, [])
  assert.equal([months.lives, months.problems], [[], []])
  // Read with the English edition: the day stated (2026-05-25) before May's end; July's closing to new users
  // (2026-07-31) before the Chinese 2026-08-31, which does not move the end later.
  const b = baseline(moonshot)
  const cny = b.rows.filter((r) => r.currency === 'CNY')
  const k2 = cny.filter((r) => r.model.startsWith('kimi-k2-'))
  assert.equal(k2.length, 5)
  for (const r of k2) assert.equal([r.effective_until, r.effective_basis], ['2026-05-25', 'page: retired 2026-05-25'])
  assert.equal(cny.find((r) => r.model === 'kimi-k2.5')?.effective_until, '2026-07-31')
  const words = new Map(b.lives.map((l) => [l.model, l]))
  assert.equal([words.get('kimi-k2-thinking')?.url, words.get('kimi-k2.5')?.url], [CHANGELOG_CN, CHANGELOG])
  // Without the Chinese copy, the English month end stands.
  const english = moonshot.parse(
    recordedPages(moonshot).filter((p) => p.url !== CHANGELOG_CN),
    { date: moonshot.recorded, basis: 'copy' },
  )
  assert.is(english.lives?.find((l) => l.model === 'kimi-k2-thinking')?.status_date, '2026-05-31')
})

test("the USD K2 rows typed by hand (platform.moonshot.ai, 2026-03-26) end on the Chinese changelog's day", () => {
  const hand = JSON.parse(readFileSync(join(OFFICIAL_DIR, 'dated-moonshot.json'), 'utf8')).rows as OfficialPrice[]
  // As typed, before any read ended them: the read ends them, and writes them back so (write.ts).
  const typed = hand.map((r) =>
    r.model.startsWith('kimi-k2-')
      ? { ...r, effective_until: null, effective_basis: null, status: undefined, status_date: undefined }
      : r,
  )
  const k2 = baseline(moonshot, typed).byHand.filter((r) => r.model.startsWith('kimi-k2-'))
  assert.equal(
    k2.map((r) => [r.model, r.currency, r.effective_until, r.status]),
    [
      ['kimi-k2-0905-preview', 'USD', '2026-05-25', 'retired'],
      ['kimi-k2-0711-preview', 'USD', '2026-05-25', 'retired'],
    ],
  )
  assert.equal(
    hand.filter((r) => r.model.startsWith('kimi-k2-')).map((r) => r.effective_until),
    ['2026-05-25', '2026-05-25'],
  )
})

test('platform.kimi.ai (USD, international): its own offers beside the CNY ones, batch at its own mode', () => {
  const b = baseline(moonshot)
  assert.equal(b.failures, [])
  const usd = b.rows.filter((r) => r.currency === 'USD' && current(r))
  for (const r of usd) assert.equal([r.region, rowProblems(r)], ['international', []], r.model)
  assert.equal(
    usd.map((r) => [r.model, r.mode, r.input, r.output, r.cache_read, r.cache_write, r.cache_write_ttl]),
    [
      ['kimi-k3', 'standard', 3, 15, 0.3, 3, '5m'],
      ['kimi-k3', 'standard', 3, 15, 0.3, 6, '1h'],
      ['kimi-k2.7-code', 'standard', 0.95, 4, 0.19, null, null],
      ['kimi-k2.7-code-highspeed', 'standard', 1.9, 8, 0.38, null, null],
      ['kimi-k2.6', 'standard', 0.95, 4, 0.16, null, null],
      ['kimi-k2.7-code', 'batch', 0.57, 2.4, 0.114, null, null],
      ['kimi-k2.6', 'batch', 0.57, 2.4, 0.1, null, null],
    ],
  )
  // K3's own page of its launch day (2026-07-16) launches it; the batch page fetched 2026-08-13 still shows
  // kimi-k2.5, which the changelog had retired (July: closed to new users): it stays history.
  const events = b.events.map((e) => `${e.kind} ${e.model} ${e.currency} ${e.date}`)
  assert.ok(events.includes('launch kimi-k3 USD 2026-07-16'), events.join('; '))
  const k25 = b.rows.find((r) => r.model === 'kimi-k2.5' && r.currency === 'USD' && r.mode === 'batch')!
  assert.equal([k25.input, k25.status, k25.effective_until], [0.36, 'retired', '2026-07-31'])
  const v1 = b.rows.filter((r) => r.model.startsWith('moonshot-v1') && r.currency === 'USD')
  assert.equal([v1.length, v1.every((r) => !current(r) && r.effective_until === '2026-07-31')], [6, true])
})

test("the captures of the mainland page: K3's cache writes by TTL first seen 2026-09-20, its line changed", () => {
  const b = baseline(moonshot)
  const k3 = b.rows.filter((r) => r.model === 'kimi-k3' && r.currency === 'CNY')
  assert.equal(
    k3.map((r) => [r.cache_write, r.cache_write_ttl, r.effective_from ?? r.first_seen ?? r.page_date, current(r)]),
    [
      [null, '5m', '2026-09-16', false],
      [20, '5m', '2026-09-20', true],
      [40, '1h', '2026-09-20', true],
    ],
  )
  assert.ok(b.events.some((e) => e.kind === 'price_change' && e.model === 'kimi-k3' && e.date === '2026-09-20'))
})

test.run()
