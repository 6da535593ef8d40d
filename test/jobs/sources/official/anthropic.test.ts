// Anthropic's adapter on real text renderings of its pricing page (the search store's; the live .md
// twin is unproven): the late-2026 copy parsed, the early-2026 copy read before it, and what lies
// between them: launches, and Claude Opus 4.1 and Opus 4 marked retired (no longer current offers, even
// from the cut copy), while the models below its cut stay current.
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
  assert.equal([opus41.status, opus41.effective_until], ['retired', '2026-11-26'])
  assert.match(opus41.effective_basis ?? '', /retired, except on Bedrock and Google Cloud/)
  // The row the copy ends in names Claude Opus 4 retired, though its prices are cut.
  assert.equal(read.lives?.find((l) => l.model === 'claude-opus-4')?.status, 'retired')
})

test('two copies: launches; the cut late copy retires what it marks retired, not what lies below its cut', () => {
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
  ])
  assert.ok(late.problems.some((p) => /completeness not proven .*ends inside the model table/.test(p)))
  // Opus 4.1 is marked retired above the cut, Opus 4 in the row the copy is cut in (its prices cut): the
  // marks stand though the copy is not proven whole. No date on the page: both end the day first seen.
  const retired = late.events.filter((e) => e.kind === 'retirement')
  assert.equal(
    [...new Set(retired.map((e) => `${e.model} ${e.date}`))],
    ['claude-opus-4-1 2026-11-26', 'claude-opus-4 2026-11-26'],
  )
  assert.ok(retired.every((e) => /first seen 2026-11-26/.test(e.date_basis)))
  for (const m of ['claude-opus-4-1', 'claude-opus-4']) {
    const rows = late.rows.filter((r) => r.model === m)
    assert.ok(rows.length && rows.every((r) => !current(r) && r.status === 'retired'), m)
    // Their price history is kept: the early copy's prices, ended.
    const priced = rows.find((r) => r.input != null)!
    assert.equal([priced.input, priced.output, priced.effective_until], [15, 75, '2026-11-26'], m)
  }
  // Sonnet 4.6 is below the cut, not shown: its absence proves nothing, it stays current from the early copy.
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
