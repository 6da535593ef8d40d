// The China cost of capability starts from DeepSeek's own CNY prices, not from the lower prices of a
// host's table that the CNY history source printed under DeepSeek's section (百度千帆, 2025-02-06/-26).
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { parseCnyHistory } from '../../../../jobs/datasets/llm-prices/sources/cny-history.ts'

const csv = readFileSync(
  new URL('../../../../data/bundled/cny_llm_price_tables_history_2024_2026.csv', import.meta.url),
  'utf8',
)
const syaoranwe = parseCnyHistory(csv).get('syaoranwe/LLM-Price')!

const start = suite('CNY history :: a host table under a vendor section is not the vendor list price')
start('DeepSeek-V3 0.8/1.6 and DeepSeek-R1 2/8 (百度千帆) :: held back, naming the host', () => {
  const hosted = syaoranwe.observations.filter(
    (o) => o.vendor === 'deepseek' && /^DeepSeek-(V3|R1)$/.test(o.source_model_id ?? ''),
  )
  assert.equal(hosted, [])
  const held = syaoranwe.rejected.filter((r) => /DeepSeek-(V3|R1)$/.test(r.record))
  assert.is(held.length, 4)
  for (const r of held) assert.match(r.reason, /百度千帆/)
})
start.run()
