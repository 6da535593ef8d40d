// Secondary quotes (jobs/datasets/llm-prices/sources/secondary.ts): a seller's price as third parties state it
// is published only when two publishers agree and one states it as the seller's own; the bundled records pass.
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  parseSecondary,
  SECONDARY_FILE,
  secondaryRetirements,
  withQuotedRetirements,
} from '../../../../../jobs/datasets/llm-prices/sources/secondary.ts'
import type { Observation } from '../../../../../tools/observation.ts'

const test = suite('secondary quotes')

const quote = (publisher: string, words: string, kind = 'quotes-seller', page_date = '2026-10-26') => ({
  url: `https://${publisher}/post`,
  publisher,
  page_date,
  date_basis: "the page's date line",
  kind,
  words,
})
const record = (over: Record<string, unknown> = {}) => ({
  seller: 'test-lab',
  model: 'test-model-1.5-pro',
  model_name: 'Test Model 1.5 Pro',
  event: 'launch',
  effective_from: '2026-10-23',
  effective_basis: "'released on October 23'",
  currency: 'USD',
  input: 2,
  output: 10,
  cache_read: 0.2,
  cache_write: null,
  official_page: 'https://platform.test-lab.example/docs/pricing',
  quotes: [
    quote('news.example', 'Test Lab prices it at $2 per million input tokens, $10 output, $0.20 for cache hits'),
    quote('gateway.example', 'Input $2 / M Tokens, Cache Read $0.2 / M Tokens, Output $10 / M Tokens', 'reseller'),
  ],
  ...over,
})
const parse = (...records: unknown[]) => parseSecondary(JSON.stringify({ compiled_on: '2026-11-28', records }))

test('two publishers agreeing, one quoting the seller: published, dated and labelled secondary', () => {
  const { observations, rejected } = parse(record())
  assert.equal(rejected, [])
  const [o] = observations
  assert.is(o.model, 'test-model-1-5-pro')
  assert.is(o.source_model_id, 'test-model-1.5-pro')
  assert.equal([o.input, o.output, o.cache_read, o.cache_write], [2, 10, 0.2, null])
  assert.is(o.observed, '2026-10-23')
  assert.is(o.source_url, 'https://news.example/post')
  assert.ok(o.date_basis?.startsWith('secondary: from 2026-10-23'), o.date_basis)
  assert.match(o.date_basis!, /news\.example \(2026-10-26\): 'Test Lab prices it at \$2/)
  // The reseller agrees but is not quoted as the seller's price.
  assert.not.match(o.date_basis!, /gateway\.example/)
  assert.match(o.via!, /platform\.test-lab\.example/)
})

test('without a stated day, the first quote of the seller dates it', () => {
  const [o] = parse(record({ effective_from: null, effective_basis: null })).observations
  assert.is(o.observed, '2026-10-26')
})

test('one publisher, resellers only, or a price no quote states: rejected with the reason', () => {
  const one = record({ quotes: [quote('news.example', '$2 input, $10 output, $0.2 cache')] })
  const resellers = record({
    quotes: [quote('a.example', '$2 / $10 / $0.2', 'reseller'), quote('b.example', '$2 / $10 / $0.2', 'reseller')],
  })
  const unsaid = record({ cache_write: 2.5 })
  const disagree = record({
    quotes: [quote('news.example', '$2 input, $10 output, $0.2 cache'), quote('b.example', '$3 input, $15 output')],
  })
  const { observations, rejected } = parse(one, resellers, unsaid, disagree)
  assert.equal(observations, [])
  assert.equal(
    rejected.map((r) => r.reason),
    [
      'one publisher only: a secondary price needs two',
      "no quote states the seller's own input and output price",
      "2.5 is in no quote of the seller's price",
      'one publisher only: a secondary price needs two',
    ],
  )
})

test('a malformed record names its field; the others are read on', () => {
  const { observations, rejected } = parse(record({ input: -1 }), record())
  assert.is(observations.length, 1)
  assert.is(rejected.length, 1)
  assert.match(rejected[0].reason, /^input: /)
})

const retirement = (over: Record<string, unknown> = {}) => ({
  seller: 'test-lab',
  model: 'test-model-1.0',
  model_name: 'Test Model 1.0',
  event: 'retirement',
  effective_from: '2026-10-21',
  effective_basis: "'the old IDs become invalid on October 21, 2026'",
  official_page: 'https://platform.test-lab.example/docs/notice',
  quotes: [
    quote('news.example', "Test Lab's notice: `test-model-1.0` becomes invalid on October 21, 2026"),
    quote('tool.example', 'Test Lab removes test-model-1.0 at 2026-10-21 10:00 UTC+8'),
  ],
  ...over,
})
const catalogue = (observed: string, over: Partial<Observation> = {}) =>
  ({ model: 'test-model-1-0', vendor: 'test-lab', observed, ...over }) as Observation

test("a retirement two publishers report from the seller's notice ends a catalogue's price from that day", () => {
  const file = JSON.stringify({ compiled_on: '2026-11-28', records: [retirement(), record()] })
  assert.equal(parseSecondary(file).rejected, [])
  const gone = secondaryRetirements(file)
  assert.equal([...gone.keys()], ['test-model-1-0'])
  const retired = withQuotedRetirements(() => undefined, gone)
  assert.is(retired(catalogue('2026-10-20')), undefined, 'in force before that day')
  assert.is(retired(catalogue('9999-12-31'))?.since, '2026-10-21')
  assert.match(retired(catalogue('9999-12-31'))!.reason, /news\.example: 'Test Lab's notice/)
  // The seller's own rows end by themselves; a reseller's offer is its own.
  assert.is(retired(catalogue('9999-12-31', { date_basis: 'page seen: x' })), undefined)
  assert.is(retired(catalogue('9999-12-31', { seller: 'host' })), undefined)
  // The sellers' own retirement comes first.
  const own = { since: '2026-09-01', reason: 'page' }
  assert.is(withQuotedRetirements(() => own, gone)(catalogue('9999-12-31')), own)
})

test("a retirement ends the file's own quoted prices of the model that day, not those of another model", () => {
  const launch = record({ model: 'test-model-1.0', effective_from: '2026-06-01' })
  const file = JSON.stringify({ compiled_on: '2026-11-28', records: [retirement(), launch, record()] })
  const [old, other] = parseSecondary(file).observations
  assert.equal([old.model, old.observed, old.valid_until], ['test-model-1-0', '2026-06-01', '2026-10-21'])
  assert.equal([other.model, other.valid_until], ['test-model-1-5-pro', undefined])
})

test('a retirement one publisher reports, or no quote of the seller names: not applied, with the reason', () => {
  const one = retirement({ quotes: [quote('news.example', 'test-model-1.0 becomes invalid on October 21')] })
  const unnamed = retirement({
    quotes: [quote('a.example', 'the old model retires', 'quotes-seller'), quote('b.example', 'old one gone')],
  })
  const file = JSON.stringify({ compiled_on: '2026-11-28', records: [one, unnamed] })
  assert.equal(
    parseSecondary(file).rejected.map((r) => r.reason),
    ['one publisher only: a secondary retirement needs two', "no quote of the seller's notice names the model"],
  )
  assert.is(secondaryRetirements(file).size, 0)
})

test('the bundled records all pass their checks', () => {
  const { observations, rejected } = parseSecondary(readFileSync(SECONDARY_FILE, 'utf8'))
  assert.equal(rejected, [])
  for (const o of observations) assert.ok(o.date_basis?.startsWith('secondary: '), o.model)
})

test.run()
