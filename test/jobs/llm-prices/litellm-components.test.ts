// Price components from litellm's recorded JSON (data/sources, 2026-07-24): service tiers, 1-hour
// cache writes and context bands, each a named unit beside the standard price.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import litellm from '../../../jobs/datasets/llm-prices/sources/litellm-json.ts'
import { FIXTURES_DIR } from '../../../jobs/fetch.ts'

const text = readFileSync(join(FIXTURES_DIR, 'litellm_model_prices_and_context_window.json'), 'utf8')
const { observations } = litellm.parse([text], { observed: '2026-07-24', url: litellm.url })
const obs = (model: string) => observations.find((o) => o.model === model)!
const component = (model: string, name: string) => obs(model).components?.find((c) => c.name === name)

const test = suite('litellm :: named price components')

test('gpt-4o :: batch 1.25/5 and priority 4.25/17 (cache 2.125) beside the standard 2.5/10', () => {
  assert.equal([obs('gpt-4o').input, obs('gpt-4o').output], [2.5, 10])
  assert.equal(component('gpt-4o', 'batch'), {
    name: 'batch',
    applies: 'Batch API (asynchronous, results within 24 hours)',
    input: 1.25,
    output: 5,
    cache_read: null,
  })
  assert.equal(
    [
      component('gpt-4o', 'priority')?.input,
      component('gpt-4o', 'priority')?.output,
      component('gpt-4o', 'priority')?.cache_read,
    ],
    [4.25, 17, 2.125],
  )
})

test('gpt-5 :: flex 0.625/5 (cache 0.0625)', () => {
  assert.equal(
    [component('gpt-5', 'flex')?.input, component('gpt-5', 'flex')?.output, component('gpt-5', 'flex')?.cache_read],
    [0.625, 5, 0.0625],
  )
})

test('claude-sonnet-4-5 :: 1-hour cache write 6 beside the 5-minute 3.75; a band past 200k tokens at 6/22.5', () => {
  assert.is(obs('claude-sonnet-4-5').cache_write, 3.75)
  assert.is(component('claude-sonnet-4-5', 'cache_write')?.input, 6)
  assert.equal(obs('claude-sonnet-4-5').tiers, [
    { up_to_input_tokens: 200000, input: 3, output: 15, cache_read: 0.3 },
    { up_to_input_tokens: null, input: 6, output: 22.5, cache_read: 0.6 },
  ])
})

test('a model with none :: no components, no tiers', () => {
  const plain = observations.filter((o) => !o.components?.length && !o.tiers)
  assert.ok(plain.length > 0)
  const counts: Record<string, number> = {}
  for (const o of observations) for (const c of o.components ?? []) counts[c.name] = (counts[c.name] ?? 0) + 1
  console.log(
    `  ${observations.length} litellm observations; components:`,
    counts,
    `; with context bands: ${observations.filter((o) => o.tiers).length}`,
  )
})

test.run()
