// An aggregator's price is not a developer's own: genai-prices files OpenRouter's gpt-oss-120b price
// (0.039/0.18 USD) under its openai provider with "Imported from OpenRouter pricing"; OpenAI does not
// sell gpt-oss on its API. Such entries are held back, so no derived feed sees them as OpenAI's price.
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import genaiPrices from '../../../jobs/datasets/llm-prices/sources/genai-prices.ts'

const text = readFileSync(new URL('../../../data/sources/genai-prices_data_v2.json', import.meta.url), 'utf8')
const { observations, rejected } = genaiPrices.parse([text], { observed: '2026-08-21', url: genaiPrices.url })

const test = suite('genai-prices :: an entry imported from OpenRouter is not the developer price')
test('gpt-oss-120b, gpt-oss-20b, minimax-m1 and the rest :: no observation; held back naming OpenRouter', () => {
  const imported = ['gpt-oss-120b', 'gpt-oss-20b', 'gpt-oss-safeguard-20b', 'minimax-m1', 'gemma-4-31b-it']
  for (const id of imported) {
    assert.not.ok(
      observations.some((o) => o.source_model_id === id || o.model === id),
      `${id} published`,
    )
    assert.ok(
      rejected.some((r) => r.record.includes(id) && /OpenRouter/.test(r.reason)),
      `${id} not held back`,
    )
  }
  assert.ok(
    observations.some((o) => o.model === 'gpt-4o'),
    "the developer's own entries stay",
  )
})
test.run()
