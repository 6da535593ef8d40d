// Alibaba's adapter on its recorded copies of the 模型调用价格 page: the Markdown rendering of 2026-06-08 (one
// cell a line, '#### 华北2（北京）' headings; code index file 56160251087) and a third party's daily captures of
// 2026-09-02 .. 2026-10-10 (zhangchen456/maasweekly, a cell a line, rows opened by '|'), beside Alibaba Cloud's
// notice 731 retiring five models on 2026-10-10 and Model Studio's list of the models it takes offline. Each price
// checked here is the page's own words.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import alibaba, { mainlandListings } from '../../../../jobs/sources/official/alibaba.ts'
import { capturedListings } from '../../../../jobs/sources/official/alibaba-capture.ts'
import { baseline, recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { PAGES_DIR } from '../../../../jobs/sources/official/types.ts'
import { offersOfTable } from '../../../../tools/price-domain.ts'
import { rowProblems, type OfficialPrice } from '../../../../tools/official-price.ts'

const test = suite('official alibaba')
const URL_CN = 'https://help.aliyun.com/zh/model-studio/model-pricing'
const URL_DEPRECIATION = 'https://help.aliyun.com/zh/model-studio/model-depreciation'
const june = readFileSync(join(PAGES_DIR, 'alibaba-history/2026-06-08-model-pricing.md'), 'utf8')
const read = alibaba.parse([{ url: URL_CN, text: june }], { date: '2026-06-08', basis: 'copy' })
const rowsOf = (model: string, mode = 'standard') =>
  read.rows
    .filter((r) => r.model === model && r.mode === mode)
    .map((r) => [r.condition?.input_tokens_min ?? null, r.condition?.input_tokens_max ?? null, r.input, r.output])

test('the copy of 2026-06-08: every row CNY on the mainland page, every number in its words', () => {
  assert.ok(read.rows.length > 100)
  for (const r of read.rows) {
    assert.equal(rowProblems(r), [], `${r.model} ${r.mode}`)
    assert.is(r.currency, 'CNY')
    assert.is(r.url, 'https://help.aliyun.com/zh/model-studio/model-pricing')
    assert.is(r.page_date, '2026-06-08')
  }
  // Every listing is priced: the two free for now at 0, mode free, in the page's words.
  assert.equal(read.problems, [])
  const free = read.rows.filter((r) => r.mode === 'free')
  assert.equal(
    free.map((r) => [r.model, r.input, r.output, r.evidence]),
    [
      ['deepseek-r1-distill-qwen-1.5b', 0, 0, 'deepseek-r1-distill-qwen-1.5b 中国内地 限时免费'],
      ['deepseek-r1-distill-llama-8b', 0, 0, 'deepseek-r1-distill-llama-8b 中国内地 限时免费'],
    ],
  )
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

// The capture of 2026-10-10 (the recorded copy) and the notice: what is served on 2026-11-25.
const october = alibaba.parse(recordedPages(alibaba), { date: '2026-10-10', basis: 'capture' })
const octoberRows = (model: string, mode = 'standard') =>
  october.rows
    .filter((r) => r.model === model && r.mode === mode)
    .map((r) => [r.condition?.input_tokens_min ?? null, r.condition?.input_tokens_max ?? null, r.input, r.output])

test('the capture of 2026-10-10: every row CNY and in its words; the flagship qwen3.8-max and its snapshot', () => {
  assert.ok(october.rows.length > 200)
  for (const r of october.rows) assert.equal(rowProblems(r), [], `${r.model} ${r.mode}`)
  assert.equal(octoberRows('qwen3.8-max'), [[0, 1000000, 12, 36]])
  assert.equal(octoberRows('qwen3.8-max-0902'), [[0, 1000000, 12, 36]])
  assert.equal(octoberRows('qwen3.8-max-prime'), [[0, 1000000, 24, 72]])
  assert.equal(octoberRows('qwen3.8-flash'), [[0, 1000000, 0.8, 2.7]])
  assert.equal(octoberRows('glm-5.3'), [[null, null, 8, 28]])
  // Sections of other token prices: vision, coder, the open Qwen3.8.
  assert.equal(octoberRows('qwen-vl-max'), [[null, null, 1.6, 4]])
  assert.equal(octoberRows('qwen3.8-27b'), [[0, 1000000, 3, 12]])
  assert.equal(octoberRows('qwen3-coder-plus').at(-1), [256000, 1000000, 20, 200])
  // Other regions (新加坡 '国际' 14.988元) are not read as the mainland.
  assert.ok(!october.rows.some((r) => r.input === 14.988))
  assert.ok(october.partial)
})

test("a list price beside a time-limited discount is the list price ('原价2元（限时8折）')", () => {
  assert.equal(octoberRows('qwen3.7-plus'), [
    [0, 256000, 2, 8],
    [256000, 1000000, 6, 24],
  ])
  const row = october.rows.find((r) => r.model === 'qwen3.7-plus')!
  assert.match(row.evidence, /原价2元（限时8折） 原价8元（限时8折）/)
  assert.match(row.condition_text!, /list price \(原价\)/)
})

test("DeepSeek's peak and off-peak prices: 忙时 standard, 闲时 in the page's hours, 0731 from its stated day", () => {
  assert.equal(octoberRows('deepseek-v4.1-flash'), [[null, null, 2, 8]])
  const off = october.rows.find((r) => r.model === 'deepseek-v4.1-flash' && r.mode === 'off_peak')!
  assert.equal(
    [off.input, off.output, off.condition?.window],
    [1, 4, { start: '22:00', end: '08:00', tz: 'Asia/Shanghai', weekdays: null }],
  )
  const flash0731 = october.rows.filter((r) => r.model === 'deepseek-v4-flash-0731')
  assert.equal(
    flash0731.map((r) => [r.mode, r.input, r.output, r.effective_from]),
    [
      ['standard', 3, 9, '2026-08-16T16:00Z'],
      ['off_peak', 1.5, 4.5, '2026-08-16T16:00Z'],
    ],
  )
  // A copy that states no hours writes no off-peak row (2026-09-14's note has none).
  const sept = readFileSync(join(PAGES_DIR, 'alibaba-history/2026-09-14-model-pricing.md'), 'utf8')
  const early = alibaba.parse([{ url: URL_CN, text: sept }], { date: '2026-09-14', basis: 'capture' })
  assert.ok(!early.rows.some((r) => r.mode === 'off_peak'))
  assert.equal(early.rows.find((r) => r.model === 'deepseek-v4.1-flash')?.input, 2)
})

test("notice 731 retires qwen-turbo, qwen-vl-max/-plus, qwq-plus and qvq-max on 2026-10-10; '已下线' is read", () => {
  const retired = october.lives!.filter((l) => l.status === 'retired' && l.url !== URL_DEPRECIATION)
  assert.equal(retired.map((l) => [l.model, l.status_date]).sort(), [
    ['deepseek-r1-distill-llama-8b', null],
    ['qvq-max', '2026-10-10'],
    ['qwen-turbo', '2026-10-10'],
    ['qwen-vl-max', '2026-10-10'],
    ['qwen-vl-plus', '2026-10-10'],
    ['qwq-plus', '2026-10-10'],
  ])
  assert.match(retired.find((l) => l.model === 'qwq-plus')!.words, /2026 年 10 月 10 日/)
})

test("Model Studio's list of models taken offline: each dated section's models, not the replacements it names", () => {
  const off = new Map(
    october.lives!.filter((l) => l.url === URL_DEPRECIATION).map((l) => [l.model, [l.status_date, l.developer]]),
  )
  // '### **2026年10月10日将下线**' (notices 118344, 118345, 118434, 118177): 千问Max 'qwen3.6-max-preview |
  // 2026年10月10日00:00:00 | qwen3.7-max', then qwen3-max-preview and qwen3-max under the same replacement.
  for (const m of ['qwen3-max', 'qwen3-max-2025-09-23', 'qwen3-32b', 'qwen3-coder-plus', 'qwen-plus-2025-07-28'])
    assert.equal(off.get(m), ['2026-10-10', undefined], m)
  // The hosted models of other developers are Alibaba's resale: that offer ends, not their developer's own.
  assert.equal(off.get('deepseek-v3.2'), ['2026-10-10', 'deepseek'])
  assert.equal(off.get('glm-4.7'), ['2026-10-10', 'zhipu'])
  // The replacements each section names stay on sale: the cell after 下线时间, and those the page gives below it.
  for (const m of ['qwen3.7-max', 'qwen3.7-plus', 'qwen3.6-flash', 'glm-5.2', 'qwen-mt-flash'])
    assert.not.ok(off.has(m), m)
  // Earlier sections keep their own days; a day's replacement may retire on a later day (qwen-max-2025-01-25).
  assert.equal(off.get('qwen-max-latest')?.[0], '2026-05-13')
  assert.equal(off.get('qwen-max-2025-01-25')?.[0], '2026-05-13')
  assert.equal(off.get('qwen-plus-2024-09-19')?.[0], '2026-01-30')
  assert.ok(
    october.problems.every((p) => !p.includes(URL_DEPRECIATION)),
    october.problems.join('; '),
  )
  // A copy that lost a replacement the code names says so: its models may be read wrong.
  const page = readFileSync(join(PAGES_DIR, 'alibaba/model-depreciation.md'), 'utf8').replace('glm-5.2\n', '')
  const cut = alibaba.parse([{ url: URL_DEPRECIATION, text: page }], { date: '2026-10-10', basis: 'copy' })
  assert.ok(cut.problems.some((p) => p.includes('2026-10-10: the replacement glm-5.2 is not in the page')))
  // A snapshot the list writes in short is the price page's long id of that day ('又称qwen-max-0107' its convention).
  const ocr = october.lives!.find((l) => l.url === URL_DEPRECIATION && l.aliases.includes('qwen-vl-ocr-1028'))
  assert.equal([ocr?.model, ocr?.status_date], ['qwen-vl-ocr-2024-10-28', '2026-10-10'])
  // A price page read a week or more after the list's day that still prices a model outweighs the list for it
  // (a misread replacement corrects itself); the capture of that morning does not.
  const later = alibaba.parse(recordedPages(alibaba), { date: '2026-10-17', basis: 'capture' })
  assert.not.ok(later.lives!.some((l) => l.url === URL_DEPRECIATION && l.model === 'qwen3-max'))
  assert.ok(
    later.lives!.some((l) => l.url === URL_DEPRECIATION && l.model === 'qwen-max-latest'),
    'not priced: kept',
  )
  assert.ok(later.rows.filter((r) => r.model === 'qwen3-max').every((r) => !r.effective_until))
  // The price page still listing them that morning ends their rows on the day (history kept).
  const qwen3max = october.rows.filter((r) => r.model === 'qwen3-max' && r.mode === 'standard')
  assert.ok(qwen3max.length && qwen3max.every((r) => r.effective_until === '2026-10-10' && r.status === 'retired'))
})

test('the captures in date order: launches first seen, the notice retirements on their day, prices kept', () => {
  const b = baseline(alibaba)
  assert.equal(b.failures, [])
  const day = (kind: string, model: string) => b.events.find((e) => e.kind === kind && e.model === model)?.date
  assert.equal(
    ['qwen3.8-max', 'deepseek-v4.1-flash', 'glm-5.3', 'deepseek-v4-flash-0731'].map((m) => day('launch', m)),
    ['2026-09-02', '2026-09-14', '2026-09-18', '2026-08-16'],
  )
  assert.equal(
    ['qwen-turbo', 'qwq-plus', 'qvq-max', 'qwen-vl-max', 'qwen-vl-plus'].map((m) => day('retirement', m)),
    Array(5).fill('2026-10-10'),
  )
  assert.ok(!b.events.some((e) => e.kind === 'price_change'))
  // On 2026-11-25 qwen-turbo is no offer; qwen-plus keeps its three bands.
  const offers = offersOfTable({ seller: 'alibaba', rows: b.rows }, '2026-11-25')
  assert.equal(offers.get('qwen-turbo') ?? [], [])
  assert.equal(offers.get('qwen-plus')?.[0]?.bands?.length, 3)
})

test('a capture row opened by a band prices the model above; a glued provider id is not read', () => {
  const text = [
    '千问Max',
    '计费规则：按输入Token和输出Token计费。',
    '华北2（北京） |',
    '| 模型 ID（Model ID） | 模式 | 单次请求的输入Token数 | 输入单价（每百万Token） | 输出单价（每百万Token）',
    '|',
    'qwen3.6-max-preview',
    '上下文缓存享有折扣',
    '|',
    '非思考和思考模式 |',
    '0<Token≤128K |',
    '9元 |',
    '54元 |',
    '100万Token',
    '|',
    '128K<Token≤256K |',
    '15元 |',
    '90元',
    '|',
    'kimi/kimi-k3上下文缓存享有折扣 |',
    '20元 |',
    '100元',
    '新加坡 |',
    '|',
    'qwen3.6-max-preview',
    '国际 |',
  ].join('\n')
  assert.equal(
    capturedListings(text).map((l) => [l.id, l.section, l.bands.map((b) => [b.words, ...b.prices])]),
    [
      [
        'qwen3.6-max-preview',
        '千问Max',
        [
          ['0<Token≤128K', 9, 54],
          ['128K<Token≤256K', 15, 90],
        ],
      ],
    ],
  )
})

test.run()
