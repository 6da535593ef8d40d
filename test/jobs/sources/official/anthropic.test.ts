// Anthropic's adapter on real copies of its pages: the pricing page as a third party's daily text capture
// (zhangchen456/maasweekly; its table one row a line until 2026-09-23, flattened from 2026-09-24), the
// deprecations page, the models overview page, two model pages and the release notes from the search store; the
// earlier copies read before them (a docs-store copy of April 2026, then the captures of 2026-09-02, -09-23,
// -09-29, -10-08, the first and the last with the release notes dating what they first show), and what lies between
// them: launches, Sonnet 5.5's cache read cut, and the models the deprecations page retires, ended on the day it
// states, whether or not the pricing page still marks them; and Claude Sonnet 4.5, whose deprecation the release
// notes announce (the third party's capture of 2026-10-10), offered until the retirement day they state.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import anthropic from '../../../../jobs/sources/official/anthropic.ts'
import { baseline, recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { current } from '../../../../jobs/sources/official/keys.ts'
import { readSeller } from '../../../../jobs/sources/official/read.ts'
import { notesIn, retiringIn } from '../../../../jobs/sources/official/anthropic-releases.ts'
import { PAGES_DIR } from '../../../../jobs/sources/official/types.ts'
import { rowProblems } from '../../../../tools/official-price.ts'
import { offersOfTable } from '../../../../tools/price-domain.ts'
import { copyOf } from './copies.ts'

const seen = { date: '2026-11-26', basis: 'read 2026-11-26' }
const test = suite('official anthropic')

test('the recorded capture parses into sound rows: every model with its cache prices, bands and batch', () => {
  const read = anthropic.parse(recordedPages(anthropic), seen)
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  const prices = (m: string, mode = 'standard') =>
    read.rows
      .filter((r) => r.model === m && r.mode === mode)
      .map((r) => [r.input, r.output, r.cache_read ?? null, r.cache_write, r.cache_write_ttl, r.condition ?? null])
  assert.equal(prices('claude-opus-5-5'), [
    [4, 20, 0.2, 5, '5m', null],
    [null, null, null, 8, '1h', null],
  ])
  assert.equal(prices('claude-sonnet-5-5')[0], [2, 10, 0.1, 2.5, '5m', null])
  // Haiku 5.5 priced by prompt length: two lines of prices, each its band.
  const short = { input_tokens_min: 0, input_tokens_max: 100000 }
  const long = { input_tokens_min: 100000, input_tokens_max: null }
  // Its 1-hour writes: each its band's (a 150,000-token prompt writes at $1, not at $0.20).
  assert.equal(prices('claude-haiku-5-5'), [
    [0.1, 0.5, 0.01, 0.125, '5m', short],
    [null, null, null, 0.2, '1h', short],
    [0.5, 2.5, 0.05, 0.625, '5m', long],
    [null, null, null, 1, '1h', long],
  ])
  assert.equal(prices('claude-haiku-5-5', 'batch'), [
    [0.05, 0.25, null, null, null, short],
    [0.25, 1.25, null, null, null, long],
  ])
  assert.equal(prices('claude-opus-5', 'batch'), [[2.5, 12.5, null, null, null, null]])
  const haiku = read.rows.find((r) => r.model === 'claude-haiku-5-5' && r.condition?.input_tokens_min === 100000)!
  assert.is(haiku.condition_text, "page: 'for prompts over 100,000 tokens'")
  assert.match(haiku.evidence, /Claude Haiku 5\.5For high-volume.* … \$0\.50 \/ MTokfor prompts over 100,000 tokens \|/)
  // Dated by the capture's own header, apart from the read.
  assert.equal([haiku.page_date, anthropic.pages[0].recorded?.date], ['2026-10-10', '2026-10-10'])
  // Every model of the table is read, and a capture proves no model gone by its absence.
  const models = new Set(read.rows.filter((r) => r.url === anthropic.pages[0].url).map((r) => r.model))
  assert.is(models.size, 20)
  assert.match(read.partial ?? '', /deletes text between '<' and '>'/)
  // Claude Opus 4.1: listed unmarked under 'Additional models', retired on the day the deprecations page states.
  const opus41 = read.rows.find((r) => r.model === 'claude-opus-4-1')!
  assert.equal([opus41.status, opus41.status_date, opus41.effective_until], ['retired', '2026-08-05', '2026-08-05'])
  assert.match(opus41.effective_basis ?? '', /claude-opus-4-1-20250805 +\| Retired +\| June 5, 2026 +\| August 5, 2026/)
})

test('the capture of 2026-09-02: one row a line under a header with no rule line, marks kept', () => {
  const read = anthropic.parse(copyOf(anthropic, '2026-09-02'), { date: '2026-09-02', basis: 'copy' })
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  const fable = read.rows.filter((r) => r.model === 'claude-fable-5-1' && r.mode === 'standard')
  assert.equal(
    fable.map((r) => [r.input, r.output, r.cache_read ?? null, r.cache_write, r.cache_write_ttl]),
    [
      [10, 50, 0.25, 12.5, '5m'],
      [null, null, null, 20, '1h'],
    ],
  )
  assert.equal(
    read.rows.filter((r) => r.model === 'claude-fable-5-1' && r.mode === 'batch').map((r) => [r.input, r.output]),
    [[5, 25]],
  )
  assert.not.ok(read.rows.some((r) => r.model === 'claude-opus-5-5'))
  assert.is(read.rows.find((r) => r.model === 'claude-haiku-3-5')?.status_date, '2026-02-19')
})

test("the capture of 2026-09-02 says Sonnet 5's price is its launch price: the row holds from its release day", () => {
  const read = anthropic.parse(copyOf(anthropic, '2026-09-02'), { date: '2026-09-02', basis: 'copy' })
  const sonnet5 = read.rows.filter((r) => r.model === 'claude-sonnet-5' && r.mode === 'standard' && r.input != null)
  assert.equal(
    sonnet5.map((r) => [r.input, r.output, r.effective_from]),
    [[2, 10, '2026-06-30']],
  )
  // The pricing page's words and the model page's, both quoted.
  assert.match(sonnet5[0].effective_basis ?? '', /announced at launch as introductory pricing through August 31, 2026/)
  assert.match(sonnet5[0].effective_basis ?? '', /sonnet-5\/overview\.md: \*\*Legacy\.\*\* Released June 30, 2026\./)
  // Without the model page there is no launch day: the row is first seen, as before.
  const alone = anthropic.parse(
    copyOf(anthropic, '2026-09-02').filter((p) => !p.url.includes('/models/sonnet-5/')),
    { date: '2026-09-02', basis: 'copy' },
  )
  assert.ok(alone.rows.filter((r) => r.model === 'claude-sonnet-5').every((r) => !r.effective_from))
})

test('the deprecations page: each retired model under the id the pricing table uses, on the day it states', () => {
  const read = anthropic.parse(recordedPages(anthropic), seen)
  const retired = Object.fromEntries(
    (read.lives ?? []).filter((l) => l.status === 'retired').map((l) => [l.model, [l.status_date, l.aliases]]),
  )
  assert.equal(retired['claude-sonnet-3-7'], ['2026-02-19', ['claude-3-7-sonnet-20250219']])
  assert.equal(retired['claude-haiku-3-5'], ['2026-02-19', ['claude-3-5-haiku-20241022']])
  assert.equal(retired['claude-haiku-3'], ['2026-04-20', ['claude-3-haiku-20240307']])
  assert.equal(retired['claude-opus-4'], ['2026-06-15', ['claude-opus-4-20250514']])
  assert.equal(retired['claude-sonnet-4'], ['2026-06-15', ['claude-sonnet-4-20250514']])
  assert.equal(retired['claude-opus-4-1'], ['2026-08-05', ['claude-opus-4-1-20250805']])
  // Only in a history section ("This model was retired January 5, 2026."), not in the status table.
  assert.equal(retired['claude-opus-3'], ['2026-01-05', ['claude-3-opus-20240229']])
  // Active models stay listed, with no other name (their rows keep their own).
  const alone = anthropic.parse([recordedPages(anthropic)[1]], seen)
  const sonnet45 = alone.lives?.find((l) => l.model === 'claude-sonnet-4-5')
  assert.equal([sonnet45?.status, sonnet45?.aliases], ['listed', []])
  assert.is(anthropic.pages[1].recorded?.date, '2026-09-26')
})

test("the models overview page's lineup: the latest models the pricing copy does not show, input and output", () => {
  const read = anthropic.parse(recordedPages(anthropic), seen)
  const lineup = read.rows.filter((r) => r.url === anthropic.pages[2].url)
  assert.equal(
    lineup.map((r) => [r.model, r.input, r.output, r.cache_read ?? null, r.cache_write, r.page_date]),
    [['claude-fable-5-2', 8, 40, null, null, '2026-11-26']],
  )
  assert.is(lineup[0].evidence, 'Claude Fable 5.2 … $8 / input MTok$40 / output MTok')
  // 'From $0.10': only the lowest of Haiku 5.5's prices, so the lineup does not read it, and says so...
  const alone = anthropic.parse([recordedPages(anthropic)[2]], seen)
  assert.not.ok(alone.rows.some((r) => r.model === 'claude-haiku-5-5'))
  assert.ok(alone.problems.some((p) => /Claude Haiku 5\.5: "From \$0\.10/.test(p)))
  assert.ok(alone.lives?.some((l) => l.model === 'claude-haiku-5-5' && l.status === 'listed'))
  // ...while the pricing table, read first, gives every band of it with its cache prices.
  assert.not.ok(read.problems.some((p) => /Haiku 5\.5/.test(p)))
  // A model the pricing table lists keeps the pricing table's row (with its cache prices).
  const pricing = recordedPages(anthropic)[0]
  const both = anthropic.parse(
    [pricing, { ...recordedPages(anthropic)[2], text: 'FeatureClaude Opus 5\n$9 / input MTok$9 / output MTok' }],
    seen,
  )
  assert.equal(
    both.rows
      .filter((r) => r.model === 'claude-opus-5' && r.mode === 'standard' && r.input != null)
      .map((r) => r.input),
    [5],
  )
})

test("a model's own page: its Model ID, its input and output price, its life; no effective date", () => {
  const read = anthropic.parse([recordedPages(anthropic)[3]], seen)
  const sonnet5 = read.rows.filter((r) => r.model === 'claude-sonnet-5')
  assert.equal(
    sonnet5.map((r) => [r.input, r.output, r.status, r.effective_from, r.url]),
    [[2, 10, 'listed', null, anthropic.pages[3].url]],
  )
  assert.is(sonnet5[0].evidence, 'Model ID: `claude-sonnet-5` Input pricing: $2 / MTok · Output pricing: $10 / MTok')
  assert.ok(
    read.lives?.some((l) => l.model === 'claude-sonnet-5' && /Legacy\.\*\* Released June 30, 2026/.test(l.words)),
  )
})

test("a model's own page as rendered: one row per prompt-length band, input and output", () => {
  const read = anthropic.parse([recordedPages(anthropic)[4]], seen)
  const haiku = read.rows.filter((r) => r.model === 'claude-haiku-5-5')
  assert.equal(
    haiku.map((r) => [r.input, r.output, r.condition?.input_tokens_min, r.condition?.input_tokens_max ?? null]),
    [
      [0.1, 0.5, 0, 100000],
      [0.5, 2.5, 100000, null],
    ],
  )
  assert.equal(
    haiku.map((r) => r.condition_text),
    ["page: 'for prompts up to 100,000 tokens'", "page: 'for prompts over 100,000 tokens'"],
  )
  assert.ok(
    haiku.every((r) => r.url === anthropic.pages[4].url && r.evidence.includes('$2.50 / MTok for prompts over')),
  )
})

test('the copies in turn: launches stated or first seen, the cache read cut, retirements on their day', () => {
  const b = baseline(anthropic)
  assert.equal(b.failures, [])
  const launched = b.events.filter((e) => e.kind === 'launch' && e.date > '2026-04-15')
  assert.equal(
    launched.map((e) => `${e.model} ${e.date}`),
    [
      'claude-fable-5-1 2026-09-01',
      'claude-mythos-5-1 2026-09-01',
      'claude-fable-5 2026-09-02',
      'claude-mythos-5 2026-09-02',
      'claude-opus-5 2026-09-02',
      'claude-opus-4-8 2026-09-02',
      'claude-opus-4-7 2026-09-02',
      // Its price the one it launched at, as the capture says: from the day its own page says it was released.
      'claude-sonnet-5 2026-06-30',
      'claude-opus-5-5 2026-09-22',
      'claude-sonnet-5-5 2026-09-29',
      'claude-haiku-5-5 2026-10-08',
      'claude-fable-5-2 2026-11-09',
      'claude-mythos-5-2 2026-11-09',
    ],
  )
  // Launches the release notes state with the price the table shows are dated by their words.
  const fable52 = launched.find((e) => e.model === 'claude-fable-5-2')!
  assert.equal([fable52.date_basis, fable52.after?.input, fable52.after?.output], ['page', 8, 40])
  // The capture of the notes of 2026-09-23 dates Opus 5.5's launch, the day before its table was first seen.
  const opus55 = launched.find((e) => e.model === 'claude-opus-5-5')!
  assert.equal([opus55.date_basis, opus55.after?.input, opus55.after?.output], ['page', 4, 20])
  const cut = b.events.filter((e) => e.kind === 'price_change')
  assert.equal(
    cut.map((e) => [e.model, e.date, e.before?.cache_read, e.after?.cache_read]),
    [['claude-sonnet-5-5', '2026-10-07', 0.2, 0.1]],
  )
  assert.match(cut[0].date_basis, /release notes.*'October 7, 2026 \| We've lowered the price of prompt cache reads/)
  const retired = b.events.filter((e) => e.kind === 'retirement')
  assert.equal([...new Set(retired.map((e) => `${e.model} ${e.date}`))].sort(), [
    'claude-haiku-3 2026-04-20',
    'claude-haiku-3-5 2026-02-19',
    'claude-opus-3 2026-01-05',
    'claude-opus-4 2026-06-15',
    'claude-opus-4-1 2026-08-05',
    'claude-sonnet-3-7 2026-02-19',
    'claude-sonnet-4 2026-06-15',
  ])
  // No model is retired twice, nor listed again once retired, though the flattened table lists them unmarked.
  for (const m of ['claude-opus-4-1', 'claude-opus-4', 'claude-sonnet-4', 'claude-haiku-3-5']) {
    const rows = b.rows.filter((r) => r.model === m)
    assert.ok(rows.length && rows.every((r) => !current(r) && r.status === 'retired'), m)
  }
  // Every model of the newest capture is current, with its cache prices; the 10-10 copy dates them. Claude
  // Sonnet 4.5, deprecated, is offered until the retirement day the release notes state, so no longer open-ended.
  const now = b.rows.filter((r) => current(r) && r.mode === 'standard' && r.cache_write_ttl === '5m')
  assert.is(new Set(now.map((r) => r.model)).size, 15)
  assert.not.ok(now.some((r) => r.model === 'claude-sonnet-4-5'))
  assert.ok(now.every((r) => r.cache_read != null && r.cache_write != null && r.page_date === '2026-10-10'))
  const sonnet = b.rows.filter((r) => r.model === 'claude-sonnet-5-5' && r.cache_write_ttl === '5m')
  assert.equal(
    sonnet.map((r) => [r.cache_read, r.effective_from ?? null, r.effective_until ?? null]),
    [
      [0.2, null, '2026-10-07'],
      [0.1, '2026-10-07', null],
    ],
  )
})

test('the release notes: launches with their price and the cache read cut, each on the day its entry states', () => {
  const notes = (fixture: string) => {
    const page = { url: 'https://platform.claude.com/docs/ja/release-notes/overview.md', text: '' }
    page.text = readFileSync(join(PAGES_DIR, fixture), 'utf8')
    return notesIn(page, { date: 'copy', basis: 'copy' }).map((n) => [n.kind, n.day, n.models, n.prices, n.before])
  }
  // The Japanese .md twin: '### 2026年11月9日', the ids in backticks, '料金は入力がMTokあたり$8 USD、出力が…$40 USD'.
  assert.equal(notes('anthropic/release-notes.md'), [
    ['launch', '2026-11-09', ['claude-fable-5-2', 'claude-mythos-5-2'], { input: 8, output: 40 }, undefined],
  ])
  // The English rendering: 'September 1, 2026', '... at $10 / $50 USD per MTok, ... cache reads cut to $0.25'.
  assert.equal(notes('anthropic-history/2026-09-01-release-notes.md'), [
    [
      'launch',
      '2026-09-01',
      ['claude-fable-5-1', 'claude-mythos-5-1'],
      { input: 10, output: 50, cache_read: 0.25 },
      undefined,
    ],
  ])
  assert.equal(notes('anthropic-history/2026-10-09-release-notes.md'), [
    ['price_change', '2026-10-07', ['claude-sonnet-5-5'], { cache_read: 0.1 }, { cache_read: 0.2 }],
  ])
  // Read with the recorded copies: the lineup's Claude Fable 5.2 starts on the day of its launch, at the price
  // the lineup shows; Claude Mythos 5.2, which no table shows, is a row of its own from the note, in its words.
  const read = anthropic.parse(recordedPages(anthropic), seen)
  const rows = (m: string) =>
    read.rows
      .filter((r) => r.model === m)
      .map((r) => [r.input, r.output, r.cache_read ?? null, r.effective_from, r.page_date, r.url])
  assert.equal(rows('claude-fable-5-2'), [[8, 40, null, '2026-11-09', '2026-11-26', anthropic.pages[2].url]])
  assert.equal(rows('claude-mythos-5-2'), [[8, 40, null, '2026-11-09', '2026-11-09', anthropic.pages[5].url]])
  const mythos = read.rows.find((r) => r.model === 'claude-mythos-5-2')!
  assert.match(
    mythos.evidence,
    /^2026年11月9日 \| .*（`claude-mythos-5-2`）.*料金は入力がMTokあたり\$8 USD、出力がMTokあたり\$40 USDです$/,
  )
  assert.ok(read.lives?.some((l) => l.model === 'claude-mythos-5-2' && l.status === 'listed'))
  // A row at another price than the note states is not dated by it (the batch table's Fable 5.1, $5 / $25).
  const early = anthropic.parse(copyOf(anthropic, '2026-09-02'), { date: '2026-09-02', basis: 'copy' })
  const fable = early.rows.filter((r) => r.model === 'claude-fable-5-1')
  assert.equal(
    fable.map((r) => [r.mode, r.cache_write_ttl, r.effective_from]),
    [
      ['standard', '5m', '2026-09-01'],
      ['standard', '1h', null],
      ['batch', null, null],
    ],
  )
})

test('a deprecation the release notes announce: deprecated from its entry, offered until its retirement day', () => {
  const page = recordedPages(anthropic)[6]
  // The capture of 2026-10-10, its entry of September 30, 2026: the API id, the day announced, the day retired.
  assert.equal(
    retiringIn(page).map((n) => [n.apiIds, n.day, n.until]),
    [[['claude-sonnet-4-5-20250929'], '2026-09-30', '2026-11-30']],
  )
  assert.is(page.seen?.date, '2026-10-10')
  const words =
    'September 30, 2026 | We announced the deprecation of the Claude Sonnet 4.5 model (claude-sonnet-4-5-20250929), ' +
    'with retirement on the Claude API scheduled for November 30, 2026.'
  assert.is(retiringIn(page)[0].words, words)
  // Read with the pricing capture of its day: every row of the model (standard, 1-hour write, batch) is
  // deprecated from the entry's day and ends on the retirement day, in the entry's words.
  const read = anthropic.parse(recordedPages(anthropic), seen)
  const rows = read.rows.filter((r) => r.model === 'claude-sonnet-4-5')
  assert.equal(
    rows.map((r) => [r.mode, r.cache_write_ttl, r.status, r.status_date, r.effective_until, r.page_date]),
    [
      ['standard', '5m', 'deprecated', '2026-09-30', '2026-11-30', '2026-10-10'],
      ['standard', '1h', 'deprecated', '2026-09-30', '2026-11-30', '2026-10-10'],
      ['batch', null, 'deprecated', '2026-09-30', '2026-11-30', '2026-10-10'],
    ],
  )
  for (const r of rows)
    assert.is(r.effective_basis, `page: retired 2026-11-30, announced ahead (release notes, ${page.url}: '${words}')`)
  const life = read.lives?.find((l) => l.model === 'claude-sonnet-4-5' && l.status !== 'listed')
  assert.equal([life?.status, life?.status_date, life?.words], ['deprecated', '2026-09-30', words])
  // A model the deprecations page retires keeps its day: no row of another model is touched.
  assert.ok(read.rows.filter((r) => r.model !== 'claude-sonnet-4-5').every((r) => r.status !== 'deprecated'))
  // Through the copies in turn: on sale until the day before its retirement, and not from that day.
  const b = baseline(anthropic)
  assert.equal(b.failures, [])
  const table = { seller: 'anthropic', adapter: 'official/anthropic', rows: b.rows }
  assert.ok(offersOfTable(table, '2026-11-29').has('claude-sonnet-4-5'))
  assert.not.ok(offersOfTable(table, '2026-11-30').has('claude-sonnet-4-5'))
  assert.equal(
    b.lives.filter((l) => l.model === 'claude-sonnet-4-5').map((l) => [l.status, l.status_date]),
    [['deprecated', '2026-09-30']],
  )
  // TEST-ONLY: the same pricing capture dated on the retirement day: the model is retired on it.
  const late = recordedPages(anthropic).map((p, i) =>
    i === 0 ? { ...p, seen: { date: '2026-11-30', basis: 'test' } } : p,
  )
  const ended = anthropic.parse(late, { date: '2026-11-30', basis: 'test' })
  const gone = ended.rows.filter((r) => r.model === 'claude-sonnet-4-5')
  assert.ok(gone.every((r) => r.status === 'retired' && r.status_date === '2026-11-30'))
  assert.match(gone[0].effective_basis ?? '', /^page: retired 2026-11-30 \(release notes, /)
  const goneLife = ended.lives?.find((l) => l.model === 'claude-sonnet-4-5' && l.status === 'retired')
  assert.equal(goneLife?.aliases, ['claude-sonnet-4-5-20250929'])
})

test('a Markdown copy shown whole retires what it no longer lists; a capture does not', () => {
  const early = readSeller(anthropic, copyOf(anthropic, '2026-04-15'), { date: '2026-04-15', basis: 'copy' }, [])
  const md = copyOf(anthropic, '2026-04-15')[0]
  // TEST-ONLY: the April copy without its Claude Opus 3 row (its table closed by the page's next line).
  const whole = { ...md, text: md.text.replace(/\| Claude Opus 3 \(deprecated\)[^\n]*\n/, '') }
  const late = readSeller(anthropic, [whole], seen, early.rows)
  assert.ok(late.events.some((e) => e.kind === 'retirement' && e.model === 'claude-opus-3'))
  // TEST-ONLY: the capture of 2026-10-10 without its Claude Haiku 3.5 row: nothing retired.
  const cap = recordedPages(anthropic)[0]
  const less = { ...cap, text: cap.text.replace('|\nClaude Haiku 3.5 |\n$0.80 / MTok |\n$4 / MTok |\n', '|\n') }
  const after = readSeller(anthropic, [less], seen, early.rows)
  assert.not.ok(after.events.some((e) => e.kind === 'retirement' && e.model === 'claude-haiku-3-5'))
})
test.run()
