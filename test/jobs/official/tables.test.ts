// The sellers' own price tables (data/official): every row sound (URL, page date with its basis,
// evidence that states its numbers), enough sellers and rows, and the checker refusing a bad row.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { loadOfficialTables, parseOfficialTable } from '../../../jobs/official.ts'
import { rowProblems, type OfficialPrice } from '../../../tools/official-price.ts'

test('official tables :: every row is well formed and states its numbers in its evidence', async () => {
  const { sellers, rejected } = await loadOfficialTables()
  const rows = sellers.reduce((n, s) => n + s.rows.length, 0)
  const withRows = sellers.filter((s) => s.rows.length > 0)
  console.log(`  official tables: ${withRows.length} sellers with rows, ${rows} rows, ${rejected.length} rejected`)
  for (const s of sellers) console.log(`    ${s.seller.padEnd(14)} ${s.rows.length}`)
  assert.equal(rejected, [], 'every row parses and its evidence states its numbers')
  for (const s of sellers)
    for (const r of s.rows) {
      assert.ok(/^https?:\/\//.test(r.url), `${s.seller} ${r.model}: url`)
      assert.ok(r.page_date && r.page_date_basis.length > 2, `${s.seller} ${r.model}: page date and its basis`)
    }
  // at least 14 sellers and 250 rows (Volcengine and Tencent: no copy of a price page was
  // found; their files say what was searched).
  assert.ok(withRows.length >= 14 && rows >= 250, `${withRows.length} sellers, ${rows} rows`)
  for (const s of sellers.filter((s) => !s.rows.length))
    assert.ok((s.coverage_note ?? '').length > 100, `${s.seller}: says what was searched`)
})

const row: OfficialPrice = {
  model: 'deepseek-chat',
  developer: 'deepseek',
  currency: 'USD',
  unit_stated: 'per 1M tokens',
  input: 0.56,
  output: 1.68,
  cache_read: 0.07,
  mode: 'standard',
  url: 'https://api-docs.deepseek.com/quick_start/pricing',
  page_date: '2025-09-10',
  page_date_basis: 'stored copy',
  evidence: '1M INPUT TOKENS (CACHE HIT) | $0.07 | 1M INPUT TOKENS (CACHE MISS) | $0.56 | 1M OUTPUT TOKENS | $1.68',
}

test('official tables :: a number the evidence does not state is refused', () => {
  assert.equal(rowProblems(row), [])
  assert.equal(rowProblems({ ...row, output: 1.69 }), ['output 1.69 is not in the evidence'])
  // 0.5 appears only inside 0.56: a number must stand on its own.
  assert.equal(rowProblems({ ...row, input: 0.5 }), ['input 0.5 is not in the evidence'])
  assert.equal(rowProblems({ ...row, input: null, output: null, cache_read: null }), ['no price stated'])
})

test('official tables :: a per-1K price is found as the page states it', () => {
  const perK = {
    ...row,
    currency: 'CNY' as const,
    unit_stated: '元/千tokens',
    scale_note: '0.0008 元/千tokens x 1000',
    input: 0.8,
    output: 2,
    cache_read: null,
    evidence: '输入 0.0008元/千tokens 输出 0.002元/千tokens',
  }
  assert.equal(rowProblems(perK), [])
  assert.equal(rowProblems({ ...perK, output: 3 }), ['output 3 is not in the evidence'])
})

test('official tables :: a malformed row is rejected by name, the sound ones kept', () => {
  const text = JSON.stringify({
    seller: 'deepseek',
    seller_name: 'DeepSeek',
    rows: [row, { ...row, url: 'not a url' }, { ...row, output: 9 }],
  })
  const parsed = parseOfficialTable(text, 'deepseek.json')
  assert.is(parsed.table?.rows.length, 1)
  assert.is(parsed.rejected.length, 2)
  assert.match(parsed.rejected[0].reason, /url/)
  assert.match(parsed.rejected[1].reason, /output 9 is not in the evidence/)
  assert.match(parseOfficialTable('{', 'x.json').rejected[0].reason, /not JSON/)
})

test.run()
