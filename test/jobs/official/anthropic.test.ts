// Anthropic's adapter on real text renderings of its pricing page (the search store's; the live .md
// twin is unproven): the late-2026 copy parsed, the early-2026 copy read before it, and what lies
// between them: launches, and Claude Opus 4.1 and Opus 4 marked retired (no longer current offers).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import anthropic from '../../../jobs/datasets/llm-prices/sources/official/anthropic.ts'
import { recordedPages } from '../../../jobs/datasets/llm-prices/sources/official/baseline.ts'
import { current } from '../../../jobs/datasets/llm-prices/sources/official/keys.ts'
import { readSeller } from '../../../jobs/datasets/llm-prices/sources/official/read.ts'
import { rowProblems } from '../../../tools/official-price.ts'
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

test('two copies of the page: launches, two retirements, and nothing retired for being past the cut', () => {
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
  const retired = [...new Set(late.events.filter((e) => e.kind === 'retirement').map((e) => e.model))]
  assert.equal(retired.sort(), ['claude-opus-4', 'claude-opus-4-1'])
  const opus4 = late.rows.filter((r) => r.model === 'claude-opus-4')
  assert.ok(opus4.length && opus4.every((r) => !current(r) && r.effective_until === '2026-11-26'))
  assert.equal(opus4.find((r) => r.cache_write_ttl === '5m')?.input, 15, 'its price history is kept')
  // Sonnet 4.6 is below the cut: still current, from the early copy.
  const sonnet = late.rows.find((r) => r.model === 'claude-sonnet-4-6' && r.input != null)!
  assert.equal([current(sonnet), sonnet.page_date, sonnet.input], [true, '2026-04-15', 3])
})
test.run()
