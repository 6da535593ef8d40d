// OpenAI's adapter on the stored copies of its per-model pages (the docs store's text and the code index's
// Markdown twins; English, Korean and Japanese renderings of the HTML page): each page's price block, its life
// marker ('Shut down', '사용 중단 예정'), a dated shutdown, a promotional price; the deprecations page's shutdown
// days; a copy cut inside a block keeps that model's last good row.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { baseline, recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { current } from '../../../../jobs/sources/official/keys.ts'
import openai, { longMultipliers } from '../../../../jobs/sources/official/openai.ts'
import {
  changelogDated,
  changelogNotes,
  changelogShutdowns,
} from '../../../../jobs/sources/official/openai-changelog.ts'
import { readSeller } from '../../../../jobs/sources/official/read.ts'
import { PAGES_DIR } from '../../../../jobs/sources/official/types.ts'
import { type OfficialPrice, rowProblems } from '../../../../tools/official-price.ts'
import { offersOfTable } from '../../../../tools/price-domain.ts'

const test = suite('official openai')
const seen = { date: '2026-11-25', basis: 'copy' }
const copy = (name: string) => readFileSync(join(PAGES_DIR, 'openai-history', name), 'utf8')

test('every model page parses into a sound row: Markdown tables, English, Korean and Japanese renderings', () => {
  const read = openai.parse(recordedPages(openai), seen)
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  // The model pages without the pricing page: each page's own row (beside it some give way to its fuller rows).
  const pagesOnly = openai.parse(
    recordedPages(openai).filter((p) => !/\/pricing(\.md)?$/.test(p.url)),
    seen,
  )
  const row = (m: string) => pagesOnly.rows.find((r) => r.model === m)!
  const prices = (m: string) => [row(m).input, row(m).cache_read, row(m).cache_write, row(m).output]
  assert.equal(prices('gpt-6.2-sol'), [2, 0.1, 2.5, 10])
  assert.equal(prices('gpt-5-nano'), [0.05, 0.005, null, 0.4])
  // The Korean page's labels: 입력 (input), 출력 (output).
  assert.equal(prices('gpt-5-mini'), [0.25, 0.025, null, 2])
  assert.equal(prices('gpt-5-pro'), [15, null, null, 120])
  // The Japanese page's labels: 入力, 出力; its long-prompt sentence makes the band.
  assert.equal(prices('gpt-6-luna'), [0.1, 0.01, 0.125, 0.5])
  assert.equal(row('gpt-6-luna').condition, { input_tokens_min: 0, input_tokens_max: 272_000 })
  assert.equal(row('gpt-5.6-luna').condition, { input_tokens_min: 0, input_tokens_max: 272_000 })
  assert.match(row('gpt-5.6-luna').condition_text ?? '', /Prompts with >272K input tokens/)
  // The Markdown twins the code index keeps (recorded as read).
  assert.equal(prices('gpt-6.1-sol'), [2, 0.1, 2.5, 10])
  assert.equal(prices('gpt-6-astra'), [10, 1, 12.5, 50])
  assert.equal(prices('gpt-5.5'), [5, 0.5, null, 30])
  assert.equal(prices('gpt-5.4'), [2.5, 0.25, null, 15])
  assert.equal(prices('gpt-5.4-pro'), [30, null, null, 180])
  assert.equal(prices('gpt-5.6-terra'), [2, 0.2, null, 12])
  assert.equal(prices('gpt-4.1'), [2, 0.5, null, 8])
  assert.equal(prices('gpt-4.1-mini'), [0.4, 0.1, null, 1.6])
  assert.equal(prices('gpt-4o'), [2.5, 1.25, null, 10])
  assert.equal(prices('gpt-4o-mini'), [0.15, 0.075, null, 0.6])
  // Three twins kept in one file dated by its header ('downloaded 2026-09-24').
  assert.equal(
    ['gpt-6-astra', 'gpt-4o', 'gpt-4o-mini', 'gpt-4.1'].map((m) => row(m).page_date),
    ['2026-09-24', '2026-09-24', '2026-09-24', '2026-11-25'],
  )
  assert.equal(row('gpt-4').status, 'retired')
  assert.match(
    read.complete ?? '',
    /each of the 38 model pages .*; the pricing page shows its Standard and Batch tables whole; .* 152 shut-down/,
  )
})

test('a promotional price is a promotion row until the day the page names, never the standard offer', () => {
  const read = openai.parse(recordedPages(openai), seen)
  const sol = read.rows.filter((r) => r.model === 'gpt-5.6-sol' && r.url.includes('/models/'))
  assert.equal(
    sol.map((r) => [r.mode, r.input, r.cache_read, r.output, r.condition?.promotion_until]),
    [
      ['promotion', 4, 0.4, 20, '2026-11-21'],
      // Its long band, priced by the page's own sentence (2x input, 1.5x output), a promotion too.
      ['promotion', 8, null, 30, '2026-11-21'],
    ],
  )
  assert.match(
    sol[0].condition_text ?? '',
    /^GPT-5.6 Sol costs \$4 per million .* at least through November 21, 2026\./,
  )
  assert.equal(sol[0].condition?.input_tokens_max, 272_000)
  const offers = offersOfTable({ seller: 'openai', adapter: 'official/openai', rows: read.rows }, '2026-11-20')
  assert.not.ok(offers.has('gpt-5-6-sol'))
})

test("a model page's long band: its sentence's multiples of its price block, as the pricing page's columns", () => {
  const read = openai.parse(recordedPages(openai), seen)
  const long = (m: string) =>
    read.rows.filter((r) => r.model === m && r.mode === 'standard' && r.condition?.input_tokens_min === 272_000)
  const prices = (r: OfficialPrice) => [r.input, r.cache_read, r.output, r.url.split('/').at(-1)]
  // '2x input and 1.5x output': the cache price is not multiplied by words that do not say so.
  assert.equal(long('gpt-5.4').map(prices), [[5, null, 22.5, 'gpt-5.4.md']])
  // '2x input and cache rates and 1.5x output'; the Japanese page: '入力とキャッシュの単価は通常の 2 倍'.
  assert.equal(long('gpt-6.1-sol').map(prices), [[4, 0.2, 15, 'gpt-6.1-sol.md']])
  assert.equal(long('gpt-6-luna').map(prices), [[0.2, 0.02, 0.75, 'gpt-6-luna.md']])
  for (const r of [...long('gpt-5.4'), ...long('gpt-6-luna')]) assert.equal(rowProblems(r), [], r.model)
  // Each price is the product its scale note names: one the sentence does not make is not let through (a cache
  // price '2x input' does not multiply, another field's multiple, a number of the model's name times two).
  const band = long('gpt-5.4')[0]
  for (const wrong of [{ cache_read: 0.5 }, { input: 22.5 }, { output: 10.8 }, { input: 5000 }])
    assert.equal(rowProblems({ ...band, ...wrong }).length, 1, JSON.stringify(wrong))
  // Nor does a note the evidence does not bear out: multiples swapped between fields, a cache the sentence
  // does not multiply, a price block number that is only the multiple ('2x') or part of another ('2.5').
  const note = (n: string) => ({ ...band, scale_note: `the page's sentence multiplies its price block: ${n}` })
  const bad = [
    { ...note('input 2.5 x 1.5, output 15 x 2'), input: 3.75, output: 30 },
    { ...note('input 2.5 x 2, output 15 x 1.5, cache_read 0.25 x 2'), cache_read: 0.5 },
    { ...note('input 2 x 2, output 15 x 1.5'), input: 4 },
  ]
  assert.equal(
    bad.map((r) => rowProblems(r).length),
    [2, 1, 1],
  )
  // A price written beside its unit ('$2 x 1M tokens') is a price, not a multiple.
  const unit = {
    ...note('input 2 x 2, output 15 x 1.5'),
    input: 4,
    evidence: 'TEST-ONLY | Input | $2 x 1M tokens | Output | $15 | ... priced at 2x input and 1.5x output',
  }
  assert.equal(rowProblems(unit), [])
  // The short band ends where the long one starts, and the sentence is quoted whole.
  const short = read.rows.find((r) => r.model === 'gpt-5.4' && r.mode === 'standard')!
  assert.equal(short.condition?.input_tokens_max, 272_000)
  assert.match(
    short.condition_text ?? '',
    /^For models with a 1\.05M context window \(GPT-5\.4 and GPT-5\.4 Pro\), .*flex\.$/,
  )
  // The pricing page's own long columns (read where no model page is) give the same prices.
  const central = openai.parse(
    recordedPages(openai).filter((p) => !p.url.includes('/models/')),
    seen,
  )
  for (const m of ['gpt-5.4', 'gpt-5.5', 'gpt-5.4-pro']) {
    const col = central.rows.find(
      (r) => r.model === m && r.mode === 'standard' && r.condition?.input_tokens_min === 272_000,
    )!
    assert.equal([long(m)[0].input, long(m)[0].output], [col.input, col.output], m)
  }
  // A sentence this does not read multiples from gives no multiples (the adapter then reports it, no band).
  assert.is(longMultipliers('Prompts with >272K input tokens are priced at a higher rate.'), undefined)
})

test('the pricing page: Standard and Batch rows, long-context bands, and models with no page of their own', () => {
  const read = openai.parse(recordedPages(openai), seen)
  const of = (m: string, mode: string, min = 0) =>
    read.rows.filter(
      (r) =>
        r.model === m &&
        r.mode === mode &&
        (r.condition?.input_tokens_min ?? 0) === min &&
        /\/pricing(\.md)?$/.test(r.url),
    )
  const prices = (r: OfficialPrice) => [r.input, r.cache_read, r.cache_write, r.output]
  // Models no model page here shows: their Standard price from the central page, dated by its copy.
  assert.equal(of('gpt-5.2', 'standard').map(prices), [[1.75, 0.175, null, 14]])
  assert.equal(of('gpt-5.4-mini', 'standard').map(prices), [[0.75, 0.075, null, 4.5]])
  assert.equal(of('o3', 'standard').map(prices), [[2, 0.5, null, 8]])
  assert.equal(of('gpt-5.2', 'standard')[0].page_date, '2026-09-23')
  // '(<272K context length)': the short band up to 272K, the long band above it.
  assert.equal(
    of('gpt-5.5-pro', 'standard').map((r) => [r.condition?.input_tokens_max, r.input, r.output]),
    [[272_000, 30, 180]],
  )
  assert.equal(
    of('gpt-5.5-pro', 'standard', 272_000).map((r) => [r.input, r.output]),
    [[60, 270]],
  )
  // Its Batch line states no long price: '| gpt-5.5-pro (<272K context length) | $15.00 | - | - | $90.00 | - | - |
  // - | - |' prices prompts below 272K only (the raw HTML of 2026-10-10 names the row the same way).
  assert.equal(
    read.rows
      .filter((r) => r.model === 'gpt-5.5-pro' && r.mode === 'batch')
      .map((r) => [r.condition?.input_tokens_min, r.condition?.input_tokens_max, r.input, r.output]),
    [[0, 272_000, 15, 90]],
  )
  // A model with its own page keeps that page's Standard row (an offer's bands are one page's); the central
  // page adds its Batch rows, in the bands its own page states.
  assert.equal(of('gpt-6-astra', 'standard'), [])
  assert.equal(of('gpt-6-astra', 'standard', 272_000), [])
  assert.equal(of('gpt-6-astra', 'batch').map(prices), [[5, 0.5, 6.25, 25]])
  // A model page that states no long band (GPT-6 Sol's copy ends before any) gives way to the pricing page's
  // two bands at the same short price: the offer is not served its short price for long prompts.
  assert.equal(
    [...of('gpt-6-sol', 'standard'), ...of('gpt-6-sol', 'standard', 272_000)].map((r) => [
      r.condition?.input_tokens_min,
      ...prices(r),
    ]),
    [
      [0, 2, 0.2, 2.5, 10],
      [272_000, 4, 0.4, 5, 15],
    ],
  )
  // A model page that states no cache writes, at every other price of the pricing page's line (GPT-5.6 Terra and
  // Luna, both bands), gives way to the pricing page's rows, which state the offer whole.
  assert.equal(
    ['gpt-5.6-terra', 'gpt-5.6-luna'].flatMap((m) =>
      [...of(m, 'standard'), ...of(m, 'standard', 272_000)].map((r) => [
        m,
        r.condition?.input_tokens_min,
        ...prices(r),
      ]),
    ),
    [
      ['gpt-5.6-terra', 0, 2, 0.2, 2.5, 12],
      ['gpt-5.6-terra', 272_000, 4, 0.4, 5, 18],
      ['gpt-5.6-luna', 0, 0.2, 0.02, 0.25, 1.2],
      ['gpt-5.6-luna', 272_000, 0.4, 0.04, 0.5, 1.8],
    ],
  )
  assert.not.ok(read.rows.some((r) => /^gpt-5\.6-(terra|luna)$/.test(r.model) && r.url.includes('/models/')))
  // ... and its own page's row learns that this earlier copy already showed it at that price, in both bands.
  const paged = (m: string, min = 0) =>
    read.rows.find(
      (r) =>
        r.model === m &&
        r.mode === 'standard' &&
        (r.condition?.input_tokens_min ?? 0) === min &&
        r.url.includes('/models/'),
    )
  assert.equal([paged('gpt-6-astra')?.page_date, paged('gpt-6-astra')?.first_seen], ['2026-09-24', '2026-09-23'])
  assert.equal(paged('gpt-6-astra', 272_000)?.first_seen, '2026-09-23')
  // A page whose price differs from the central page's learns nothing from it (GPT-5.6 Sol's launch price).
  assert.equal(paged('gpt-5.6-sol')?.first_seen, undefined)
  assert.equal(of('gpt-6-astra', 'batch', 272_000).map(prices), [[10, 1, 12.5, 37.5]])
  assert.equal(of('gpt-5-mini', 'batch').map(prices), [[0.125, 0.0125, null, 1]])
  // ... and lives as its page says (gpt-5-mini: retired on 2026-12-11, by its default snapshot).
  assert.equal(of('gpt-5-mini', 'batch')[0].effective_until, '2026-12-11')
  // The note naming GPT-5.6 Sol's promotional pricing makes its rows promotions, Batch ones with it, promised
  // 'at least through' a day: no end stated.
  assert.equal(of('gpt-5.6-sol', 'batch', 272_000)[0].condition?.promotion_until, '2026-11-21')
  assert.equal(of('gpt-5.6-sol', 'batch')[0].condition?.promotion_until, '2026-11-21')
  assert.is(of('gpt-5.6-sol', 'batch')[0].condition?.promotion_open_ended, true)
  // Shut down on the deprecations page: ended on that day (o1 and o4-mini on 2026-10-23).
  for (const m of ['o1', 'o4-mini', 'gpt-4o-2024-05-13'])
    assert.equal([of(m, 'standard')[0].status, of(m, 'standard')[0].effective_until], ['retired', '2026-10-23'], m)
  const offers = offersOfTable({ seller: 'openai', adapter: 'official/openai', rows: read.rows }, '2026-11-26')
  assert.ok(offers.has('gpt-5-2') && offers.has('o3') && offers.has('gpt-5-4-nano'))
  assert.not.ok(offers.has('o1') || offers.has('o4-mini'))
})

test("the deprecations page's older tables: the price a model had when it shut down, a retired row", () => {
  const read = openai.parse(recordedPages(openai), seen)
  const of = (m: string) => read.rows.filter((r) => r.model === m && r.url.endsWith('/deprecations.md'))
  const life = (m: string) => of(m).map((r) => [r.input, r.output, r.status, r.effective_until])
  // '$60.00 / 1M input tokens + $120 / 1M output tokens'
  assert.equal(life('gpt-4-32k'), [[60, 120, 'retired', '2025-06-06']])
  assert.equal(life('gpt-4-vision-preview'), [[10, 30, 'retired', '2024-12-06']])
  assert.equal(life('gpt-3.5-turbo-16k-0613'), [[3, 4, 'retired', '2024-09-13']])
  // One price per 1M tokens for a completions model: prompt and completion alike, said so.
  assert.equal(life('text-davinci-003'), [[20, 20, 'retired', '2024-01-04']])
  assert.match(of('text-davinci-003')[0].condition_text ?? '', /one price per 1M tokens \('\$20\.00 \/ 1M tokens'\)/)
  // Embedding models (one input price), fine-tuning prices and 'at earliest' days are not rows.
  assert.equal(of('text-similarity-ada-001'), [])
  assert.equal(of('gpt-4-0314'), [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
})

test('GPT-5.6 Sol in two copies dated by the changelog: its launch price ends the day its promotion starts', () => {
  const got = baseline(openai)
  assert.equal(got.failures, [])
  const sol = got.rows.filter((r) => r.model === 'gpt-5.6-sol' && r.url.endsWith('/gpt-5.6-sol.md'))
  assert.equal(
    sol.map((r) => [r.mode, r.input, r.cache_read, r.output, r.page_date, r.effective_from, r.effective_until]),
    [
      ['standard', 5, 0.5, 30, '2026-07-09', '2026-07-09', '2026-08-21'],
      ['standard', 10, null, 45, '2026-07-09', '2026-07-09', '2026-08-21'],
      ['promotion', 4, 0.4, 20, '2026-11-25', '2026-08-21', null],
      ['promotion', 8, null, 30, '2026-11-25', '2026-08-21', null],
    ],
  )
  // Both bands of the promotion start on the day the changelog states, in its words.
  for (const r of sol.slice(2)) assert.match(r.effective_basis ?? '', /Aug 21, 2026 \| GPT-5\.6 Sol now costs \$4 per/)
  // The family's release dates the launch price (the undated copy is read on that day, the earliest it can be).
  assert.match(sol[0].effective_basis ?? '', /line gone from the page, first missed 2026-08-21/)
  const launch = got.events.find((e) => e.kind === 'launch' && e.model === 'gpt-5.6-sol')!
  assert.equal([launch.date, launch.after?.input, launch.after?.output], ['2026-07-09', 5, 30])
})

test("the deprecations page's shutdown days retire the models it names, by id or by default snapshot", () => {
  const read = openai.parse(recordedPages(openai), seen)
  const row = (m: string) => read.rows.find((r) => r.model === m)!
  const life = (m: string) => [row(m).status, row(m).status_date, row(m).effective_until]
  // By the alias in its row ('`gpt-4-0613` \| `gpt-4`, ...'): the model page itself still reads as listed.
  assert.equal(life('gpt-4'), ['retired', '2026-10-23', '2026-10-23'])
  // By the default snapshot the page names (gpt-5-mini-2025-08-07): announced ahead, offered until that day.
  assert.equal(life('gpt-5-mini'), ['retired', '2026-12-11', '2026-12-11'])
  assert.equal(life('o3-pro'), ['retired', '2026-12-11', '2026-12-11'])
  // The page names only its dated snapshot (`o3-2025-04-16`); OpenAI's SDK marks the alias itself ('# @deprecated
  // Announced shutdown date: 2026-12-11.' above 'O3 = :o3'): retired that day, announced ahead. Without the SDK's
  // copy nothing here ties o3 to its snapshot: it stays listed.
  assert.equal(life('o3'), ['retired', '2026-12-11', '2026-12-11'])
  assert.match(
    row('o3').effective_basis ?? '',
    /announced ahead \(\S+\/chat_model\.rb: "# @deprecated Announced shutdown date: 2026-12-11\. … O3 = :o3"\)/,
  )
  const noSdk = openai.parse(
    recordedPages(openai).filter((p) => !p.url.endsWith('chat_model.rb')),
    seen,
  )
  assert.equal(noSdk.rows.find((r) => r.model === 'o3')!.status, 'listed')
  // The SDK marks ids the page names too: the page's words are kept for those.
  assert.match(row('gpt-5-mini').effective_basis ?? '', /deprecations/)
  // An SDK copy with no shutdown mark is a problem of the read, and retires nothing.
  const unmarked = recordedPages(openai).map((p) =>
    p.url.endsWith('chat_model.rb')
      ? { ...p, text: p.text.replaceAll('@deprecated Announced shutdown', 'shutdown') }
      : p,
  )
  const blind = openai.parse(unmarked, seen)
  assert.ok(blind.problems.some((x) => /chat_model\.rb: no model id marked with a shutdown date/.test(x)))
  assert.equal(blind.rows.find((r) => r.model === 'o3')!.status, 'listed')
  assert.match(
    row('gpt-5-mini').effective_basis ?? '',
    /^page: retired 2026-12-11, announced ahead \(\S+\/deprecations: "\| Dec 11, 2026 \| gpt-5-mini, gpt-5-mini-2025/,
  )
  // The Markdown twin names only the snapshot; its day is the same (read without the SDK, which names aliases).
  const twin = openai.parse(
    recordedPages(openai).filter((p) => !p.url.endsWith('/deprecations') && !p.url.endsWith('chat_model.rb')),
    seen,
  )
  assert.match(
    twin.rows.find((r) => r.model === 'gpt-5-mini')!.effective_basis ?? '',
    /\(\S+\/deprecations\.md: "\| Dec 11, 2026 \| `gpt-5-mini-2025-08-07`/,
  )
  // The rendered page's newer table names the alias beside the snapshot: gpt-5 (priced by the pricing page only).
  assert.equal(life('gpt-5'), ['retired', '2026-12-11', '2026-12-11'])
  assert.equal(twin.rows.find((r) => r.model === 'gpt-5')!.status, 'listed')
  // A page marking it shut down with no day gets the day from the deprecations page.
  assert.equal(life('gpt-5-codex'), ['retired', '2026-07-23', '2026-07-23'])
  assert.equal(life('gpt-4.1-nano'), ['retired', '2026-10-23', '2026-10-23'])
  // Dates as the page writes them: 'Aug 10, 2026', '2026-09-28', and '2026‑03‑26' with non-breaking hyphens.
  assert.equal(life('gpt-5.2-chat-latest'), ['retired', '2026-08-10', '2026-08-10'])
  assert.equal(life('gpt-3.5-turbo-instruct'), ['retired', '2026-09-28', '2026-09-28'])
  assert.equal(life('gpt-4-turbo-preview'), ['retired', '2026-03-26', '2026-03-26'])
  // Pages of models shut down before the copy: their prices end on the page's day (o1-preview, ChatGPT-4o).
  assert.equal(life('o1-preview'), ['retired', '2025-07-28', '2025-07-28'])
  assert.equal(life('chatgpt-4o-latest'), ['retired', '2026-02-17', '2026-02-17'])
  assert.equal(life('o3-deep-research'), ['retired', '2026-07-23', '2026-07-23'])
  // gpt-4o's default snapshot is not the one shut down (gpt-4o-2024-05-13): still listed.
  assert.equal(life('gpt-4o'), ['listed', null, null])
  // Models with no page here: their lives end rows kept elsewhere (o4-mini by its alias).
  const o4 = read.lives!.find((l) => l.model === 'o4-mini')!
  assert.equal([o4.status, o4.status_date], ['retired', '2026-10-23'])
  const offers = offersOfTable({ seller: 'openai', adapter: 'official/openai', rows: read.rows }, '2026-11-26')
  assert.ok(offers.has('gpt-5-mini'), 'offered until its shutdown day')
  const later = offersOfTable({ seller: 'openai', adapter: 'official/openai', rows: read.rows }, '2026-12-11')
  assert.not.ok(later.has('gpt-5-mini'))
  assert.ok(later.has('gpt-4-1') && later.has('gpt-6-1-sol'))
})

test('a page that marks its model shut down retires it, on the day it states, else the day seen', () => {
  const read = openai.parse(recordedPages(openai), seen)
  const turbo = read.rows.find((r) => r.model === 'gpt-3.5-turbo')!
  assert.equal([turbo.status, turbo.status_date, turbo.effective_until], ['retired', '2026-10-23', '2026-10-23'])
  assert.match(turbo.effective_basis ?? '', /was shut down on October 23, 2026/)
  // Without the deprecations page, a 'Shut down' marker with no day ends the model the day it was seen.
  const alone = openai.parse(
    recordedPages(openai).filter((p) => !p.url.endsWith('/deprecations.md')),
    seen,
  )
  const codex = alone.rows.find((r) => r.model === 'gpt-5-codex')!
  assert.equal([codex.status, codex.effective_until], ['retired', '2026-11-25'])
  // 서비스 종료: the Korean page's 'Shut down'.
  assert.is(read.rows.find((r) => r.model === 'gpt-4.1-nano')!.status, 'retired')
})

test('retired models are no current offer; their rows, with their prices, stay as history', () => {
  const got = readSeller(openai, recordedPages(openai), seen, [])
  assert.is(got.failure, undefined)
  const offers = offersOfTable({ seller: 'openai', adapter: 'official/openai', rows: got.rows }, '2026-11-26')
  for (const m of ['gpt-3-5-turbo', 'gpt-5-codex', 'gpt-4-1-nano', 'gpt-4', 'gpt-3-5-turbo-instruct']) {
    assert.not.ok(offers.has(m), `${m} is still offered`)
  }
  assert.ok(offers.has('gpt-6-2-sol') && offers.has('gpt-5-mini'))
  const kept = got.rows.filter(
    (r) => r.status === 'retired' && r.effective_until! <= '2026-11-26' && r.url.includes('/models/'),
  )
  assert.equal(kept.map((r) => [r.model, r.input]).sort(), [
    ['chatgpt-4o-latest', 5],
    ['codex-mini-latest', 1.5],
    ['computer-use-preview', 3],
    ['gpt-3.5-turbo', 0.5],
    ['gpt-3.5-turbo-instruct', 1.5],
    ['gpt-4', 30],
    ['gpt-4-turbo', 10],
    ['gpt-4-turbo-preview', 10],
    ['gpt-4.1-nano', 0.1],
    ['gpt-4.5-preview', 75],
    ['gpt-4o-search-preview', 2.5],
    ['gpt-5-codex', 1.25],
    ['gpt-5.1-chat-latest', 1.25],
    ['gpt-5.2-chat-latest', 1.75],
    ['gpt-5.2-codex', 1.75],
    ['o1-preview', 15],
    ['o3-deep-research', 10],
    ['o3-mini', 1.1],
    ['o4-mini-deep-research', 2],
  ])
})

test('a copy cut inside one price block keeps that model at its last good row, retires nothing, and says so', () => {
  const pages = recordedPages(openai)
  const last = readSeller(openai, pages, seen, [])
  const at = pages.findIndex((p) => p.url.endsWith('/gpt-6-sol.md'))
  const text = pages[at].text
  // TEST-ONLY: the gpt-6-sol page as if the transfer stopped inside its price table.
  const cut = { ...pages[at], text: text.slice(0, text.indexOf('| Cache writes')) }
  const later = { date: '2026-11-27', basis: 'copy' }
  const got = readSeller(
    openai,
    pages.map((p, i) => (i === at ? cut : p)),
    later,
    last.rows,
  )
  assert.is(got.failure, undefined)
  assert.ok(
    got.problems.some((p) => /completeness not proven .*gpt-6-sol/.test(p)),
    got.problems.join('; '),
  )
  assert.equal(
    got.events.filter((e) => e.kind === 'retirement'),
    [],
  )
  const sol = got.rows.filter((r) => r.model === 'gpt-6-sol' && r.mode === 'standard' && current(r))
  // Its two bands, as the pricing page states them (the model page states no long band).
  assert.equal(
    sol.map((r) => [r.input, r.cache_write, r.output]),
    [
      [2, 2.5, 10],
      [4, 5, 15],
    ],
  )
})

test('a capture of the rendered pricing page: its flagship Standard and Batch tables, in both bands', () => {
  const capture = { url: 'https://developers.openai.com/api/docs/pricing', text: copy('pricing-2026-09-30.txt') }
  const read = openai.parse([capture], { date: '2026-09-30', basis: 'capture' })
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  const line = (r: OfficialPrice) => [
    r.model,
    r.mode,
    r.condition?.input_tokens_min,
    r.input,
    r.cache_read,
    r.cache_write,
    r.output,
  ]
  // Read alone, the capture dates the Standard and Batch offers it shows, though each flagship model has its own
  // page (Flex, Fast and Ultrafast are not read).
  assert.equal(read.rows.filter((r) => r.model === 'gpt-6.1-sol').map(line), [
    ['gpt-6.1-sol', 'standard', 0, 2, 0.1, 2.5, 10],
    ['gpt-6.1-sol', 'standard', 272_000, 4, 0.2, 5, 15],
    ['gpt-6.1-sol', 'batch', 0, 1, 0.05, 1.25, 5],
    ['gpt-6.1-sol', 'batch', 272_000, 2, 0.1, 2.5, 7.5],
  ])
  assert.equal([...new Set(read.rows.map((r) => r.mode))], ['standard', 'batch'])
  assert.match(read.rows[0].evidence, /^Standard \| \| Short context .* \.\.\. \| gpt-6-astra \| \$10\.00 \| \$1\.00 /)
  // The flagship tables name a few models only: the read retires none by absence.
  assert.match(read.partial ?? '', /flagship and Specialized models tables only/)
  // The capture of 2026-09-04: GPT-5.6 Sol's Batch lines end with its promotion, as the note says.
  const early = openai.parse([{ url: capture.url, text: copy('pricing-2026-09-04.txt') }], {
    date: '2026-09-04',
    basis: 'capture',
  })
  // Its Standard line is a promotion its own page states (that page's copy of the day dates it): not read here.
  const sol = early.rows.filter((r) => r.model === 'gpt-5.6-sol')
  assert.equal(
    sol.map((r) => [r.mode, r.input, r.output, r.condition?.promotion_until]),
    [
      ['batch', 2, 10, '2026-11-21'],
      ['batch', 4, 15, '2026-11-21'],
    ],
  )
  assert.equal(
    early.rows.filter((r) => r.model === 'gpt-6-astra' && r.mode === 'standard').map((r) => [r.input, r.output]),
    [
      [10, 50],
      [20, 75],
    ],
  )
})

test("the Specialized models table: one price per column, a note's billing day, first seen by the captures", () => {
  const capture = { url: 'https://developers.openai.com/api/docs/pricing', text: copy('pricing-2026-09-30.txt') }
  const read = openai.parse([capture], { date: '2026-09-30', basis: 'capture' })
  const special = read.rows.filter((r) => /^Specialized models/.test(r.evidence))
  assert.equal(
    special.map((r) => [
      r.model,
      r.mode,
      r.input,
      r.cache_read,
      r.cache_write,
      r.output,
      r.condition,
      r.effective_from,
    ]),
    [
      ['chat-latest', 'standard', 5, 0.5, null, 30, null, null],
      ['gpt-5.3-codex', 'standard', 1.75, 0.175, null, 14, null, null],
      ['gpt-rosalind-research', 'standard', 5, 0.5, null, 25, null, '2026-10-05'],
    ],
  )
  // Billing begins on the day the note under the table states; the note's words travel with the offer.
  const rosalind = special[2]
  assert.match(rosalind.effective_basis ?? '', /^page: 'Billing for gpt-rosalind-research begins on October 5, 2026\.'/)
  assert.match(rosalind.evidence, /\| Life Sciences \| gpt-rosalind-research \| \$5\.00 .* trusted-access program/)
  // The dated captures: chat-latest and gpt-5.3-codex are on the first (2026-09-04), gpt-rosalind-research first
  // on 2026-09-12's; on 2026-10-10 it has moved to a table of its own, 'Life sciences models', beside
  // gpt-rosalind-discovery: the same offer, in that table's words.
  const got = baseline(openai)
  const row = (m: string) => got.rows.find((r) => r.model === m)!
  assert.equal(
    ['chat-latest', 'gpt-5.3-codex', 'gpt-rosalind-research', 'gpt-rosalind-discovery'].map((m) => [
      row(m).first_seen ?? row(m).page_date,
      row(m).effective_from,
      row(m).status,
      row(m).effective_until,
      row(m).output,
    ]),
    [
      ['2026-09-04', null, 'listed', null, 30],
      ['2026-09-04', null, 'listed', null, 14],
      ['2026-09-12', '2026-10-05', 'listed', null, 25],
      ['2026-10-10', null, 'listed', null, 25],
    ],
  )
  assert.match(row('gpt-rosalind-research').evidence, /^Life sciences models \| Model \| Input .* begins on October 5/)
  const launch = got.events.find((e) => e.kind === 'launch' && e.model === 'gpt-rosalind-research')
  assert.equal([launch?.date, launch?.date_basis], ['2026-10-05', 'page'])
})

test('the dated captures: each flagship model launches on the day the changelog states, nothing changes', () => {
  const got = baseline(openai)
  assert.equal(got.failures, [])
  // A page's row kept over a capture's (the same prices) states them in its own words: its long band's note
  // of multiples comes with them.
  for (const r of got.rows) assert.equal(rowProblems(r), [], `${r.model} ${r.mode} ${r.condition?.input_tokens_min}`)
  const launch = (m: string) => got.events.find((e) => e.kind === 'launch' && e.model === m)
  assert.equal(
    ['gpt-6-astra', 'gpt-6-sol', 'gpt-6-luna', 'gpt-6.1-sol'].map((m) => [launch(m)?.date, launch(m)?.date_basis]),
    [
      ['2026-09-03', 'page'],
      ['2026-09-22', 'page'],
      ['2026-09-22', 'page'],
      ['2026-09-29', 'page'],
    ],
  )
  // The pages' Standard rows and the captures' Batch rows are one price list: no change, nothing ended.
  assert.equal(
    got.events.filter((e) => e.kind === 'price_change'),
    [],
  )
  const ended = got.rows.filter((r) => /^gpt-6/.test(r.model) && r.effective_until)
  assert.equal(ended, [])
  // Each flagship Standard offer runs from the first capture that shows it, its own page's later row the same offer.
  const standard = (m: string) =>
    got.rows
      .filter((r) => r.model === m && r.mode === 'standard')
      .map((r) => [r.condition?.input_tokens_min, r.page_date, r.first_seen])
  assert.equal(standard('gpt-6-astra'), [
    [0, '2026-09-24', '2026-09-04'],
    [272_000, '2026-09-24', '2026-09-04'],
  ])
  assert.equal(standard('gpt-6.1-sol'), [
    [0, '2026-11-25', '2026-09-30'],
    [272_000, '2026-11-25', '2026-09-30'],
  ])
  assert.equal(standard('gpt-5.6-terra'), [
    [0, '2026-09-23', '2026-09-04'],
    [272_000, '2026-09-23', '2026-09-04'],
  ])
  // GPT-6.1 Sol's Batch lines, which the Markdown twin's copy of 2026-09-23 predates, stand from the captures.
  const batch = got.rows.filter((r) => r.model === 'gpt-6.1-sol' && r.mode === 'batch')
  assert.equal(
    batch.map((r) => [r.input, r.output, r.page_date, r.first_seen]),
    [
      [1, 5, '2026-10-10', '2026-09-30'],
      [2, 7.5, '2026-10-10', '2026-09-30'],
    ],
  )
  // The Markdown twin lists GPT-6 Sol and Luna and not GPT-6.1 Sol: dated by the first capture that shows them.
  const twin = openai.pages.find((p) => p.url.endsWith('/pricing.md'))!
  assert.equal(twin.recorded?.date, '2026-09-23')
  assert.match(twin.recorded?.basis ?? '', /released on 2026-09-22/)
})

const CHANGELOG = {
  url: 'https://developers.openai.com/api/docs/changelog',
  text: readFileSync(join(PAGES_DIR, 'openai', 'changelog-2026-10-10.txt'), 'utf8'),
}

test("the changelog's entries: a model's new price and its releases, each on the day its entry states", () => {
  const notes = changelogNotes(CHANGELOG).map((n) => [n.kind, n.model, n.day, n.prices])
  const of = (model: string) => notes.filter((n) => n[1] === model)
  assert.equal(of('gpt-5.6-sol'), [
    ['price', 'gpt-5.6-sol', '2026-08-21', { input: 4, output: 20 }],
    ['release', 'gpt-5.6-sol', '2026-07-09', {}],
  ])
  // 'Released the Decisions API in beta with gpt-6-luna' (Oct 6) releases no model.
  assert.equal(of('gpt-6-luna'), [
    ['release', 'gpt-6-luna', '2026-09-22', { input: 0.1, cache_read: 0.01, output: 0.5 }],
  ])
  assert.equal(of('gpt-6-sol'), [['release', 'gpt-6-sol', '2026-09-22', { input: 2, cache_read: 0.2, output: 10 }]])
  assert.equal(of('gpt-6.1-sol'), [
    ['release', 'gpt-6.1-sol', '2026-09-29', { input: 2, cache_read: 0.1, cache_write: 2.5, output: 10 }],
  ])
  assert.equal(of('gpt-6-astra'), [['release', 'gpt-6-astra', '2026-09-03', {}]])
  // 'Starting July 30, GPT-5.6 Luna costs 80% less, while GPT-5.6 Terra costs 20% less': a cut by a share.
  assert.equal(
    notes.filter((n) => n[0] === 'share'),
    [
      ['share', 'gpt-5.6-luna', '2026-07-30', {}],
      ['share', 'gpt-5.6-terra', '2026-07-30', {}],
    ],
  )
  assert.equal(
    notes.filter((n) => n[2] === '2026-07-09').map((n) => n[1]),
    ['gpt-5.6-sol', 'gpt-5.6-terra', 'gpt-5.6-luna'],
  )
  assert.ok(of('gpt-5.4-mini').length && of('gpt-5.5-pro').length && of('gpt-5.2-codex').length)
})

test("the changelog's shutdowns: a model named on the line of a past day is retired; one ahead is not", () => {
  const retired = (today: string) => changelogShutdowns(CHANGELOG, today).map((l) => [l.model, l.status_date])
  assert.equal(retired('2026-11-25'), [
    ['dall-e-2', '2026-05-12'],
    ['dall-e-3', '2026-05-12'],
  ])
  // 'These models will shut down on February 26, 2027': once the day has come.
  assert.equal(
    retired('2027-03-01').filter(([m]) => !m!.startsWith('dall-e')),
    ['whisper-1', 'gpt-4o-transcribe', 'gpt-4o-mini-transcribe', 'gpt-4o-transcribe-diarize'].map((m) => [
      m,
      '2027-02-26',
    ]),
  )
})

test('a changelog note dates only the offers showing what it says, both bands, never a copy before its day', () => {
  const row = (model: string, mode: OfficialPrice['mode'], min: number, prices: number[], page_date: string) =>
    ({
      model,
      mode,
      currency: 'USD',
      url: `u/${model}`,
      page_date,
      condition: { input_tokens_min: min, input_tokens_max: min ? null : 272_000 },
      input: prices[0],
      cache_read: prices[1],
      output: prices[2],
      effective_from: null,
    }) as unknown as OfficialPrice
  const rows = [
    row('gpt-5.6-sol', 'promotion', 0, [4, 0.4, 20], '2026-09-04'),
    row('gpt-5.6-sol', 'promotion', 272_000, [8, 0, 30], '2026-09-04'),
    row('gpt-5.6-sol', 'batch', 0, [2, 0.2, 10], '2026-09-04'),
    // A release's stated price the row does not show: not dated.
    row('gpt-6-sol', 'standard', 0, [3, 0.2, 10], '2026-09-23'),
    // An unpriced release: its first copy within three weeks dates it, a later one does not.
    row('gpt-6-astra', 'standard', 0, [10, 1, 50], '2026-09-04'),
    // 'Starting July 30, ... GPT-5.6 Terra costs 20% less': the first copy after it, no other change between.
    row('gpt-5.6-terra', 'standard', 0, [2, 0.2, 12], '2026-09-04'),
    // A copy older than the entry's day: not dated.
    row('gpt-6.1-sol', 'standard', 0, [2, 0.1, 10], '2026-09-28'),
  ]
  const dated = changelogDated(rows, changelogNotes(CHANGELOG))
  assert.equal(
    dated.map((r) => [r.model, r.mode, r.effective_from]),
    [
      ['gpt-5.6-sol', 'promotion', '2026-08-21'],
      ['gpt-5.6-sol', 'promotion', '2026-08-21'],
      ['gpt-5.6-sol', 'batch', null],
      ['gpt-6-sol', 'standard', null],
      ['gpt-6-astra', 'standard', '2026-09-03'],
      ['gpt-5.6-terra', 'standard', '2026-07-30'],
      ['gpt-6.1-sol', 'standard', null],
    ],
  )
  assert.match(dated[4].effective_basis ?? '', /states no price: the launch price is the one the first copy after it/)
  assert.match(dated[5].effective_basis ?? '', /GPT-5.6 Terra costs 20% less.*first copy after it shows \(2026-09-04\)/)
  // Another change of the model's price between the cut and the copy: the copy may show that one, so not dated.
  const share = changelogNotes(CHANGELOG).find((n) => n.kind === 'share' && n.model === 'gpt-5.6-terra')!
  const later = { ...share, kind: 'price' as const, day: '2026-08-15', prices: { input: 9, output: 9 } }
  assert.is(changelogDated([rows[5]], [share, later])[0].effective_from, null)
})

test.run()
