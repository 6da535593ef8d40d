import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { csvLine, parseCsv } from '../../tools/csv.ts'
import { BUNDLED_DIR } from '../../jobs/bundled.ts'
import { parseLitellmHistory } from '../../jobs/datasets/llm-prices/sources/litellm-history.ts'
import { parseLlmPricesCn } from '../../jobs/datasets/llm-prices/sources/llm-prices-cn.ts'
import { canonicalModelId } from '../../tools/vendors.ts'

const sources = suite('sources :: adapters on the bundled real files')

sources('litellm history :: every real row parses; the two spellings of one model collapse', () => {
  const csv = readFileSync(`${BUNDLED_DIR}/litellm_monthly_first_party_prices_2023_2026.csv`, 'utf8')
  const { observations, rejected } = parseLitellmHistory(csv)
  assert.is(rejected.length, 0)
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
