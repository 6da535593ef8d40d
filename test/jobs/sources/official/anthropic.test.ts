// Anthropic's adapter on real text renderings of its pricing page (the search store's; the live .md
// twin is unproven) and of its model deprecations page: the late-2026 copies parsed, the early-2026
// pricing copy read before them, and what lies between them: launches, and the models the pages mark
// retired (no longer current offers, even from the cut copy), each ended on the day the deprecations
// page states, while the models below the cut that it does not retire stay current; and the later models
// of the models overview page's lineup and of a model's own page, which the cut pricing copy does not show.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import anthropic from '../../../../jobs/sources/official/anthropic.ts'
import { recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { current } from '../../../../jobs/sources/official/keys.ts'
import { readSeller } from '../../../../jobs/sources/official/read.ts'
import { rowProblems } from '../../../../tools/official-price.ts'
import { copyOf } from './copies.ts'

const seen = { date: '2026-11-26', basis: 'read 2026-11-26' }
const test = suite('official anthropic')

test('the recorded copy parses into sound rows; the copy is cut, and says so', () => {
  const read = anthropic.parse(recordedPages(anthropic), seen)
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  const fable = read.rows.filter((r) => r.model === 'claude-fable-5-1')
  assert.equal(
    fable.map((r) => [r.input, r.output, r.cache_read ?? null, r.cache_write, r.cache_write_ttl]),
    [
      [10, 50, 0.25, 12.5, '5m'],
      [null, null, null, 20, '1h'],
    ],
  )
  assert.match(read.partial ?? '', /ends inside the model table/)
  const opus41 = read.rows.find((r) => r.model === 'claude-opus-4-1')!
  // Marked retired on the pricing page, dated by the deprecations page's status table.
  assert.equal([opus41.status, opus41.status_date, opus41.effective_until], ['retired', '2026-08-05', '2026-08-05'])
  assert.match(opus41.effective_basis ?? '', /claude-opus-4-1-20250805 +\| Retired +\| June 5, 2026 +\| August 5, 2026/)
  // The row the copy ends in names Claude Opus 4 retired, though its prices are cut.
  assert.ok(read.lives?.some((l) => l.model === 'claude-opus-4' && l.status === 'retired'))
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
  const sonnet45 = read.lives?.find((l) => l.model === 'claude-sonnet-4-5')
  assert.equal([sonnet45?.status, sonnet45?.aliases], ['listed', []])
  assert.is(anthropic.pages[1].recorded?.date, '2026-09-26')
})

test("the models overview page's lineup: the latest models the pricing copy does not show, input and output", () => {
  const read = anthropic.parse(recordedPages(anthropic), seen)
  const lineup = read.rows.filter((r) => r.url === anthropic.pages[2].url)
  assert.equal(
    lineup.map((r) => [r.model, r.input, r.output, r.cache_read ?? null, r.cache_write, r.page_date]),
    [
      ['claude-fable-5-2', 8, 40, null, null, '2026-11-26'],
      ['claude-opus-5-5', 4, 20, null, null, '2026-11-26'],
      ['claude-sonnet-5-5', 2, 10, null, null, '2026-11-26'],
    ],
  )
  assert.is(lineup[1].evidence, 'Claude Opus 5.5 … $4 / input MTok$20 / output MTok')
  // 'From $0.10': only the lowest of Haiku 5.5's prices, so the lineup does not read it, and says so...
  const alone = anthropic.parse([recordedPages(anthropic)[2]], seen)
  assert.not.ok(alone.rows.some((r) => r.model === 'claude-haiku-5-5'))
  assert.ok(alone.problems.some((p) => /Claude Haiku 5\.5: "From \$0\.10/.test(p)))
  assert.ok(alone.lives?.some((l) => l.model === 'claude-haiku-5-5' && l.status === 'listed'))
  // ...while Haiku 5.5's own page, read first, gives both its bands.
  assert.not.ok(read.problems.some((p) => /Haiku 5\.5/.test(p)))
  // A model the pricing table lists keeps the pricing table's row (with its cache prices).
  const pricing = recordedPages(anthropic)[0]
  const both = anthropic.parse(
    [pricing, { ...recordedPages(anthropic)[2], text: 'FeatureClaude Opus 5\n$9 / input MTok$9 / output MTok' }],
    seen,
  )
  assert.equal(
    both.rows.filter((r) => r.model === 'claude-opus-5' && r.input != null).map((r) => r.input),
    [5],
  )
})

test("a model's own page: its Model ID, its input and output price, its life; no effective date", () => {
  const read = anthropic.parse(recordedPages(anthropic), seen)
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
  const read = anthropic.parse(recordedPages(anthropic), seen)
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

test('two copies: launches; what the pages mark retired ends on the stated day, what lies below the cut stays', () => {
  const early = readSeller(anthropic, copyOf(anthropic, '2026-04-15'), { date: '2026-04-15', basis: 'copy' }, [])
  const late = readSeller(anthropic, recordedPages(anthropic), seen, early.rows)
  assert.is(late.failure, undefined)
  const launched = late.events.filter((e) => e.kind === 'launch').map((e) => e.model)
  assert.equal(launched, [
    'claude-fable-5-1',
    'claude-mythos-5-1',
    'claude-fable-5',
    'claude-mythos-5',
    'claude-opus-5',
    'claude-opus-4-8',
    'claude-opus-4-7',
    'claude-sonnet-5',
    'claude-haiku-5-5',
    'claude-fable-5-2',
    'claude-opus-5-5',
    'claude-sonnet-5-5',
  ])
  assert.ok(late.problems.some((p) => /completeness not proven .*ends inside the model table/.test(p)))
  // The pricing copy is cut, but a mark stands from any copy: Opus 4.1 marked above the cut, Opus 4 in
  // the row it is cut in, and below the cut the models the deprecations page marks retired.
  const retired = late.events.filter((e) => e.kind === 'retirement')
  assert.equal([...new Set(retired.map((e) => `${e.model} ${e.date}`))].sort(), [
    'claude-haiku-3 2026-04-20',
    'claude-haiku-3-5 2026-02-19',
    'claude-opus-3 2026-01-05',
    'claude-opus-4 2026-06-15',
    'claude-opus-4-1 2026-08-05',
    'claude-sonnet-3-7 2026-02-19',
    'claude-sonnet-4 2026-06-15',
  ])
  for (const m of ['claude-opus-4-1', 'claude-opus-4', 'claude-sonnet-3-7']) {
    const rows = late.rows.filter((r) => r.model === m)
    assert.ok(rows.length && rows.every((r) => !current(r) && r.status === 'retired'), m)
    // Their price history is kept: the early copy's prices, ended.
    assert.ok(
      rows.some((r) => r.input != null && r.output != null),
      m,
    )
  }
  const sonnet37 = late.rows.find((r) => r.model === 'claude-sonnet-3-7' && r.input != null)!
  assert.equal([sonnet37.input, sonnet37.output, sonnet37.effective_until], [3, 15, '2026-02-19'])
  // Sonnet 4.6 is below the cut and active: its absence proves nothing, it stays current from the early copy.
  const sonnet = late.rows.find((r) => r.model === 'claude-sonnet-4-6' && r.input != null)!
  assert.equal([current(sonnet), sonnet.page_date, sonnet.input], [true, '2026-04-15', 3])
})

test('a whole copy retires what it marks retired and what it no longer lists; history kept', () => {
  const early = readSeller(anthropic, copyOf(anthropic, '2026-04-15'), { date: '2026-04-15', basis: 'copy' }, [])
  const cut = recordedPages(anthropic)[0]
  // TEST-ONLY: the recorded copy without the row it is cut in, the table closed by a following line.
  const lines = cut.text.trimEnd().split('\n')
  const whole = { ...cut, text: `${lines.slice(0, -1).join('\n')}\n\nPrices are per million tokens.\n` }
  const late = readSeller(anthropic, [whole], seen, early.rows)
  const retired = new Set(late.events.filter((e) => e.kind === 'retirement').map((e) => e.model))
  assert.ok(retired.has('claude-opus-4-1'), [...retired].join(', '))
  const opus41 = late.rows.filter((r) => r.model === 'claude-opus-4-1')
  assert.ok(opus41.length && opus41.every((r) => !current(r)))
  assert.ok(
    opus41.some((r) => r.input === 15),
    'its price history is kept',
  )
})
test.run()
