// Alibaba's adapter on its recorded copy: the mainland (华北2（北京）) tables of the 模型调用价格 page, a
// Markdown rendering with one table cell per line (code index file 56160251087, transcribed section by
// section). Each price checked here is the page's own words.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import alibaba, { mainlandListings } from '../../../../jobs/sources/official/alibaba.ts'
import { recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { offersOfTable } from '../../../../tools/price-domain.ts'
import { rowProblems, type OfficialPrice } from '../../../../tools/official-price.ts'

const test = suite('official alibaba')
const read = alibaba.parse(recordedPages(alibaba), { date: '2026-06-08', basis: 'copy' })
const rowsOf = (model: string, mode = 'standard') =>
  read.rows
    .filter((r) => r.model === model && r.mode === mode)
    .map((r) => [r.condition?.input_tokens_min ?? null, r.condition?.input_tokens_max ?? null, r.input, r.output])

test('every row is CNY on the mainland page, every number in its words, dated by the copy', () => {
  assert.ok(read.rows.length > 100)
  for (const r of read.rows) {
    assert.equal(rowProblems(r), [], `${r.model} ${r.mode}`)
    assert.is(r.currency, 'CNY')
    assert.is(r.url, 'https://help.aliyun.com/zh/model-studio/model-pricing')
    assert.is(r.page_date, '2026-06-08')
  }
  // Only the free models are not priced, and the read says so.
  assert.equal(read.problems, [
    "deepseek-r1-distill-qwen-1.5b: '限时免费' (free for a while), no price recorded",
    "deepseek-r1-distill-llama-8b: '限时免费' (free for a while), no price recorded",
  ])
  // An excerpt: no model may be retired for its absence.
  assert.ok(read.partial)
})

test("qwen-plus: three bands, thinking output apart ('qwen-plus 中国内地 0<Token≤128K 0.8元 2元 8元')", () => {
  assert.equal(rowsOf('qwen-plus'), [
    [0, 128000, 0.8, 2],
    [128000, 256000, 2.4, 20],
    [256000, 1000000, 4.8, 48],
  ])
  assert.equal(rowsOf('qwen-plus', 'thinking'), [
    [0, 128000, 0.8, 8],
    [128000, 256000, 2.4, 24],
    [256000, 1000000, 4.8, 64],
  ])
  const first = read.rows.find((r) => r.model === 'qwen-plus')!
  assert.is(first.evidence, 'qwen-plus 中国内地 0<Token≤128K 0.8元 2元 8元')
})

test('qwen-flash and qwen3-max: their own bands; qwen-max one price (无阶梯计价)', () => {
  assert.equal(rowsOf('qwen-flash'), [
    [0, 128000, 0.15, 1.5],
    [128000, 256000, 0.6, 6],
    [256000, 1000000, 1.2, 12],
  ])
  assert.equal(rowsOf('qwen3-max'), [
    [0, 32000, 2.5, 10],
    [32000, 128000, 4, 16],
    [128000, 256000, 7, 28],
  ])
  assert.equal(rowsOf('qwen-max'), [[null, null, 2.4, 9.6]])
  assert.equal(rowsOf('qwen-turbo'), [[null, null, 0.3, 0.6]])
  assert.equal(rowsOf('qwen-turbo', 'thinking'), [[null, null, 0.3, 3]])
})

test("Qwen3 open models: a thinking-only model's one output is its price ('2元 \\- 20元')", () => {
  assert.equal(rowsOf('qwen3-235b-a22b'), [[null, null, 2, 8]])
  assert.equal(rowsOf('qwen3-235b-a22b', 'thinking'), [[null, null, 2, 20]])
  assert.equal(rowsOf('qwen3-235b-a22b-thinking-2507'), [[null, null, 2, 20]])
  assert.match(
    read.rows.find((r) => r.model === 'qwen3-235b-a22b-thinking-2507')!.condition_text!,
    /仅思考模式; output: 思考模式/,
  )
})

test("resale: DeepSeek, Kimi, GLM and MiniMax models filed under their developer, Alibaba's price", () => {
  const dev = (m: string) => read.rows.find((r) => r.model === m)?.developer
  assert.equal(['deepseek-v3.2', 'kimi-k2.6', 'glm-5.1', 'MiniMax-M2.5', 'qwen-plus'].map(dev), [
    'deepseek',
    'moonshot',
    'zhipu',
    'minimax',
    'alibaba',
  ])
  assert.equal(rowsOf('deepseek-v3.2'), [[null, null, 2, 3]])
  assert.equal(rowsOf('glm-5.1'), [
    [0, 32000, 6, 24],
    [32000, 200000, 8, 28],
  ])
  // Ids with a provider prefix (kimi/kimi-k2.6, siliconflow/...) are that provider's own endpoint: not read.
  assert.ok(!mainlandListings('#### 华北2（北京）\n\nkimi/kimi-k2.6\n\n中国内地\n\n6.5元\n\n27元').length)
})

test('other regions are not read as the mainland: a 新加坡 table priced in 元 is left out', () => {
  const text = [
    '### **千问Plus**',
    '#### 新加坡',
    'qwen-plus',
    '国际',
    '0<Token≤256K',
    '2.936元',
    '8.807元',
    '#### 华北2（北京）',
    'qwen-plus',
    '中国内地',
    '0<Token≤128K',
    '0.8元',
    '2元',
  ].join('\n\n')
  const got = mainlandListings(text)
  assert.equal(
    got.map((l) => [l.id, l.scope, l.bands[0].prices]),
    [['qwen-plus', '中国内地', [0.8, 2]]],
  )
})

test('the offer qwen-plus@alibaba/cn carries the three bands', () => {
  const table = { seller: 'alibaba', rows: read.rows as OfficialPrice[] }
  const plus = offersOfTable(table, '2026-11-25').get('qwen-plus')!
  assert.equal(
    plus.map((o) => [o.id, o.currency, o.input, o.output, o.bands?.length]),
    [['qwen-plus@alibaba/cn', 'CNY', 0.8, 2, 3]],
  )
  // A resale hangs under the developer's model, by its canonical id, with the cloud as seller.
  const v32 = offersOfTable(table, '2026-11-25').get('deepseek-v3-2')!
  assert.equal(
    v32.map((o) => [o.id, o.input, o.output]),
    [['deepseek-v3-2@alibaba/cn', 2, 3]],
  )
})

test.run()
