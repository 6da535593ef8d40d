import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { csvLine, parseCsv } from '../../tools/csv.ts'
import { BUNDLED_DIR } from '../../jobs/bundled.ts'
import { parseLitellmEvents } from '../../jobs/datasets/llm-prices/sources/litellm-events.ts'
import { parseLitellmHistory } from '../../jobs/datasets/llm-prices/sources/litellm-history.ts'
import { parseLlmPricesCn } from '../../jobs/datasets/llm-prices/sources/llm-prices-cn.ts'
import { canonicalModelId } from '../../tools/vendors.ts'

const sources = suite('sources :: adapters on the bundled real files')

sources('litellm history :: every real row parses; the two spellings of one model collapse', () => {
  const csv = readFileSync(`${BUNDLED_DIR}/litellm_monthly_first_party_prices_2023_2026.csv`, 'utf8')
  const { observations, rejected } = parseLitellmHistory(csv)
  // OpenRouter's resale of o1 (2024-09) is the only entry not under a first-party route.
  assert.equal([...new Set(rejected.map((r) => r.record.split(' ')[1].split('/')[0]))], ['openrouter'])
  const keys = observations.map((o) => `${o.model}|${o.observed}`)
  assert.is(new Set(keys).size, keys.length)
  const gpt4o = observations.filter((o) => o.model === 'gpt-4o')
  assert.ok(gpt4o.every((o) => o.vendor === 'openai' && o.country === 'US' && o.currency === 'USD'))
})

sources('litellm history :: a bad row is rejected with its reason, the rest kept', () => {
  const header =
    'date,model,provider,input_usd_per_mtok,output_usd_per_mtok,cache_read_usd_per_mtok,source_commit,source_repo\n'
  const commit = 'a'.repeat(40)
  // Test-only sample rows, not real prices.
  const csv = `${header}2024-01-31,test-model,openai,1,2,,${commit},o/r\n2024-01-31,broken,openai,-1,2,,${commit},o/r\n`
  const { observations, rejected } = parseLitellmHistory(csv)
  assert.equal(
    observations.map((o) => o.model),
    ['test-model'],
  )
  assert.is(rejected.length, 1)
  assert.match(rejected[0].record, /broken/)
})

sources("litellm events :: a deployment option or a reseller under the seller's model name is no list price", () => {
  const csv = readFileSync(`${BUNDLED_DIR}/litellm_price_change_events_2023_2026.csv`, 'utf8')
  const { observations, rejected } = parseLitellmEvents(csv)
  // litellm filed Anthropic's US-only inference (1.1x) as us/claude-opus-4-6 and its fast mode (6x) as
  // fast/claude-opus-4-6 in February 2026: Claude Opus 4.6's price is $5 / $25 throughout.
  const opus = observations.filter((o) => o.model === 'claude-opus-4-6')
  assert.equal([...new Set(opus.map((o) => `${o.input}/${o.output}`))], ['5/25'])
  assert.ok(observations.filter((o) => o.model === 'claude-sonnet-4-6').every((o) => o.input === 3 && o.output === 15))
  const routes = new Set(rejected.map((r) => r.record.split(' ')[1].split('/')[0]))
  assert.equal([...routes].sort(), ['azure', 'fast', 'openrouter', 'us'])
  assert.match(rejected.find((r) => r.record.includes('us/claude-opus-4-6'))!.reason, /not the seller's own list/)
})

sources('llm-prices-cn :: CNY native kept, retired model rejected', () => {
  const { observations, rejected } = parseLlmPricesCn(readFileSync(`${BUNDLED_DIR}/llm_prices_cn_szp2005.json`, 'utf8'))
  assert.ok(observations.some((o) => o.currency === 'CNY' && o.country === 'CN'))
  assert.equal(
    rejected.map((r) => r.reason),
    ['retired: no longer a current list price'],
  )
})

sources('canonical ids :: catalogue spellings meet', () => {
  assert.is(canonicalModelId('gemini/gemini-2.5-flash'), 'gemini-2-5-flash')
  assert.is(canonicalModelId('gemini-2-5-flash'), 'gemini-2-5-flash')
  assert.is(canonicalModelId('minimax/MiniMax-M2.1'), 'minimax-m2-1')
})

sources('csv :: quotes, commas and newlines round-trip', () => {
  const line = csvLine(['a,b', 'say "hi"', 'two\nlines', null, 3])
  assert.equal(parseCsv(`h1,h2,h3,h4,h5\n${line}`), [{ h1: 'a,b', h2: 'say "hi"', h3: 'two\nlines', h4: '', h5: '3' }])
})

sources.run()
