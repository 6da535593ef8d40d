// Every catalogue adapter checks its file's shape with a schema before reading it: a record of the
// wrong shape is rejected by name with where it is wrong, the file's other records still read; a file
// whose outer shape is wrong throws, so the source fails whole and keeps its last good read.
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import aliyunBailian from '../../../jobs/datasets/llm-prices/sources/aliyun-bailian.ts'
import genaiPrices from '../../../jobs/datasets/llm-prices/sources/genai-prices.ts'
import litellm from '../../../jobs/datasets/llm-prices/sources/litellm-json.ts'
import llmPrices from '../../../jobs/datasets/llm-prices/sources/llm-prices.ts'
import modelsDev from '../../../jobs/datasets/llm-prices/sources/models-dev.ts'
import openrouter from '../../../jobs/datasets/llm-prices/sources/openrouter.ts'
import type { SourceAdapter } from '../../../jobs/datasets/llm-prices/sources/types.ts'
import { FIXTURES_DIR } from '../../../jobs/fetch.ts'

const records = suite('catalogue sources :: each record checked against its schema')
const ctx = { observed: '2026-08-22', url: 'https://example.test/recorded' }
type Json = Record<string, unknown> & { [k: string]: unknown }

// One broken record added to each real recording, and the shape that breaks the file as a whole.
const CASES: { adapter: SourceAdapter; add: (file: Json) => void; rejected: string; wrongFile: string }[] = [
  {
    adapter: aliyunBailian,
    add: (f) => (f.models as unknown[]).push({ model_id: 'broken-qwen', provider: 'qwen', pricing: 'free' }),
    rejected: 'broken-qwen',
    wrongFile: '{"models": 3}',
  },
  {
    adapter: genaiPrices,
    add: (f) => ((f as unknown as Json[]).find((p) => p.id === 'openai')!.models as unknown[]).push({ id: 7 }),
    rejected: '7',
    wrongFile: '{"providers": []}',
  },
  {
    adapter: litellm,
    add: (f) => {
      f['broken-gpt'] = 'not an entry'
    },
    rejected: 'broken-gpt',
    wrongFile: '[1, 2]',
  },
  {
    adapter: modelsDev,
    add: (f) => {
      const providers = (f.providers ?? f) as Record<string, { models: Record<string, unknown> }>
      providers.openai.models['broken-gpt'] = { cost: 'cheap' }
    },
    rejected: 'broken-gpt',
    wrongFile: '{"openai": 5}',
  },
  {
    adapter: openrouter,
    add: (f) => (f.data as unknown[]).push({ id: 'openai/broken-gpt', pricing: 'free' }),
    rejected: 'openai/broken-gpt',
    wrongFile: '{"data": {}}',
  },
]

const texts = (a: SourceAdapter) => a.fixtures.map((f) => readFileSync(`${FIXTURES_DIR}/${f}`, 'utf8'))

for (const c of CASES) {
  records(`${c.adapter.name} :: a record of the wrong shape is rejected by name, the others read`, () => {
    const [text] = texts(c.adapter)
    const before = c.adapter.parse([text], ctx)
    const file = JSON.parse(text)
    c.add(file)
    const after = c.adapter.parse([JSON.stringify(file)], ctx)
    assert.is(after.observations.length, before.observations.length)
    const added = after.rejected.filter((r) => !before.rejected.some((b) => b.record === r.record))
    assert.is(added.length, 1, JSON.stringify(added))
    assert.ok(added[0].record.startsWith(c.rejected), added[0].record)
    assert.match(added[0].reason, /expected|invalid/i)
  })

  records(`${c.adapter.name} :: a file of the wrong shape throws`, () => {
    assert.throws(() => c.adapter.parse([c.wrongFile], ctx))
  })
}

records('llm-prices (simonw) :: a model of the wrong shape is rejected, its vendor file still read', () => {
  const files = texts(llmPrices)
  const before = llmPrices.parse(files, ctx)
  const first = JSON.parse(files[0])
  first.models.push({ id: 'broken-model', price_history: 'always' })
  const after = llmPrices.parse([JSON.stringify(first), ...files.slice(1)], ctx)
  assert.is(after.observations.length, before.observations.length)
  assert.ok(after.rejected.some((r) => r.record === 'broken-model' && /price_history/.test(r.reason)))
  assert.throws(() => llmPrices.parse(['{"models": []}'], ctx))
})

records("llm-prices (simonw) :: an entry that is another's context band or token kind is no model of its own", () => {
  const { observations, rejected } = llmPrices.parse(texts(llmPrices), ctx)
  const ids = new Set(observations.map((o) => o.source_model_id))
  // The upper band (named '… >200k') is read as the upper tier of the model's own entry ('… ≤200k').
  const sonnet = observations.find((o) => o.source_model_id === 'claude-sonnet-4.5')
  assert.equal(sonnet?.tiers, [
    { up_to_input_tokens: 200000, input: 3, output: 15, cache_read: null },
    { up_to_input_tokens: null, input: 6, output: 22.5, cache_read: null },
  ])
  for (const id of ['claude-sonnet-4.5-200k', 'gemini-2.5-pro-200k', 'gpt-5.5-272k', 'qwen3.6-plus-256k']) {
    assert.not.ok(ids.has(id), id)
    assert.match(rejected.find((r) => r.record === id)?.reason ?? '', /the context band >\d+k of .*upper tier/, id)
  }
  assert.equal(observations.find((o) => o.source_model_id === 'gpt-5.5')?.tiers?.[0].up_to_input_tokens, 272000)
  assert.match(rejected.find((r) => r.record === 'gpt-image-2-text')?.reason ?? '', /token kind \(text tokens\)/)
})

records.run()
