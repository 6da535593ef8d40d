// Zhipu's adapter on its two docs pricing pages (copies of their Markdown twins: the search store's, and
// a public repository's concatenation of docs.z.ai pages; the live .md twins are unproven): Z.ai's Text
// and Vision Models tables in USD (a GLM-5-era copy cut inside the first, a whole GLM-5.1-era copy), and
// bigmodel.cn's 旗舰模型 table in CNY, whose discounted price carries its struck-through list price and a
// dated end; and bigmodel.cn/pricing's 旗舰模型 and 其它模型和服务 cards as a third party captured the rendered page
// (2026-09-08, the GLM-5.3-Flash offer struck through; 2026-09-10 and 2026-10-08, the list price only).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { baseline, recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { htmlAsText } from '../../../../jobs/sources/official/html-text.ts'
import { PAGES_DIR } from '../../../../jobs/sources/official/types.ts'
import zhipu from '../../../../jobs/sources/official/zhipu.ts'
import { rowProblems } from '../../../../tools/official-price.ts'
import { type Band, offersOfTable } from '../../../../tools/price-domain.ts'
import { copyOf } from './copies.ts'

const test = suite('official zhipu')
const seen = { date: '2026-11-25', basis: 'copy' }

test('bigmodel.cn: the list price and the offer beside it, the offer ending at the hour the note states', () => {
  const read = zhipu.parse(recordedPages(zhipu), seen)
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model} ${r.mode}`)
  const cny = read.rows.filter((r) => r.currency === 'CNY')
  assert.equal(
    cny.map((r) => [r.model, r.mode, r.input, r.output, r.cache_read, r.effective_until, r.page_date]),
    [
      ['glm-5.3', 'standard', 8, 28, 2, null, '2026-09-09'],
      ['glm-5.3-flash', 'standard', 0.8, 2.8, 0.23, null, '2026-09-09'],
      ['glm-5.3-flash', 'promotion', 0.4, 1.4, 0.115, '2026-09-09T16:00Z', '2026-09-09'],
    ],
  )
  assert.match(cny[2].effective_basis ?? '', /活动截止 2026 年 9 月 9 日 24:00（UTC\+8/)
})

const cards = (day: string) => ({
  url: 'https://bigmodel.cn/pricing',
  text: readFileSync(join(PAGES_DIR, `zhipu-cn-history/${day}-pricing.html`), 'utf8'),
})

test('struck-through text in HTML (a style line-through, <s>, <del>) is written ~~thus~~, in a cell or not', () => {
  const cell = '<td><span style="text-decoration:line-through">1</span>2</td>'
  const html = `<p>a <del>b</del> c</p><table><tr><td>k</td></tr><tr>${cell}</tr></table>`
  assert.is(htmlAsText(html), 'a ~~b~~ c\n| k |\n|---|\n| ~~1~~2 |\n')
})

test('bigmodel.cn/pricing cards, 2026-09-08: the struck list price and the offer beside it; a cut copy', () => {
  const read = zhipu.parse([cards('2026-09-08')], { date: '2026-09-08', basis: 'capture' })
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model} ${r.mode}`)
  assert.equal(
    read.rows.map((r) => [r.model, r.mode, r.currency, r.input, r.output, r.cache_read, r.effective_until]),
    [
      ['glm-5.3', 'standard', 'CNY', 8, 28, 2, null],
      ['glm-5.3-flash', 'standard', 'CNY', 0.8, 2.8, 0.23, null],
      ['glm-5.3-flash', 'promotion', 'CNY', 0.4, 1.4, 0.115, null],
      ['glm-5.2', 'standard', 'CNY', 8, 28, 2, null],
      ['glm-ocr', 'standard', 'CNY', 0.2, 0.2, null, null],
    ],
  )
  assert.match(read.rows[2].evidence, /GLM-5.3-Flash 5折限时两周 .*\| 输入单价 \| ~~0\.8元 \/ M~~0\.4元 \/ M \|/)
  assert.ok(read.partial)
  assert.is(read.complete, undefined)
})

test('bigmodel.cn/pricing 其它模型和服务: a bare 元 per million tokens by the FAQ, GLM-TTS (per 万字符) not read', () => {
  const read = zhipu.parse([cards('2026-10-08')], { date: '2026-10-08', basis: 'capture' })
  const glm52 = read.rows.find((r) => r.model === 'glm-5.2')!
  assert.match(glm52.evidence, /^其它模型和服务 GLM-5.2 文本模型 上下文 1M 输入单价 8元 输出单价 28元 .*缓存命中 2元/)
  assert.match(glm52.unit_stated, /文本与视觉模型均按“元\/百万tokens”计费/)
  assert.match(read.rows.find((r) => r.model === 'glm-ocr')!.evidence, /输入价格 0\.2元\/百万Tokens 输出价格 0\.2元/)
  assert.not.ok(read.rows.some((r) => r.model === 'glm-tts'))
  // Without the FAQ's words a bare '8元' states no unit: the card is not read.
  const bare = cards('2026-10-08').text.replace('文本与视觉模型均按', '')
  const unitless = zhipu.parse([{ url: 'https://bigmodel.cn/pricing', text: bare }], { date: 'x', basis: 'x' })
  assert.not.ok(unitless.rows.some((r) => r.model === 'glm-5.2'))
  assert.match(unitless.problems.join(' '), /GLM-5.2: a price not per million tokens/)
})

test('bigmodel.cn/pricing cards, 2026-09-10 and 2026-10-08: the list price only, the offer gone', () => {
  for (const day of ['2026-09-10', '2026-10-08']) {
    const read = zhipu.parse([cards(day)], { date: day, basis: 'capture' })
    assert.equal(read.problems, [])
    assert.equal(
      read.rows.map((r) => [r.model, r.mode, r.input, r.output, r.cache_read]),
      [
        ['glm-5.3', 'standard', 8, 28, 2],
        ['glm-5.3-flash', 'standard', 0.8, 2.8, 0.23],
        ['glm-5.2', 'standard', 8, 28, 2],
        ['glm-ocr', 'standard', 0.2, 0.2, null],
      ],
      day,
    )
  }
})

test('bigmodel.cn/pricing, 2026-09-06 (table layout): 旗舰模型 rows by input band, 模型推理 one price per M', () => {
  const read = zhipu.parse([cards('2026-09-06')], { date: '2026-09-06', basis: 'capture' })
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model} ${r.mode}`)
  const at = (m: string) =>
    read.rows
      .filter((r) => r.model === m)
      .map((r) => [r.mode, r.condition?.input_tokens_min ?? null, r.condition?.input_tokens_max, r.input, r.output])
  // '| GLM-5.1 | 输入长度 [0, 32) | 6元 | 24元 | 限时免费 | 1.3元 | 文本 |', then '输入长度 [32+)' at 8元 and 28元.
  assert.equal(at('glm-5.1'), [
    ['standard', 0, 32000, 6, 24],
    ['standard', 32000, null, 8, 28],
  ])
  assert.equal(at('glm-4.5v'), [
    ['standard', 0, 32000, 2, 6],
    ['standard', 32000, 64000, 4, 12],
  ])
  // The offer as two prices beside the tag '5折限时两周': the first half the second, the list price.
  assert.equal(at('glm-5.3-flash'), [
    ['standard', null, undefined, 0.8, 2.8],
    ['promotion', null, undefined, 0.4, 1.4],
  ])
  assert.equal(at('glm-4.7-flash'), [['free', null, undefined, 0, 0]])
  // 模型推理: '| GLM-4-Plus | Flagship | 128K | ¥5 / M Tokens | ¥2.5 / M Tokens |'.
  assert.equal(at('glm-4-plus'), [
    ['standard', null, undefined, 5, 5],
    ['batch', null, undefined, 2.5, 2.5],
  ])
  assert.equal(at('glm-z1-airx'), [['standard', null, undefined, 5, 5]])
  assert.equal(at('glm-4-flash'), [['free', null, undefined, 0, 0]])
  // Per request or not a chat model: no row.
  for (const m of ['cogview-4', 'cogvideox-3', 'embedding-3', 'rerank', 'glm-4-voice', 'glm-asr'])
    assert.equal(at(m), [], m)
  // GLM-4.7's [0, 32) band is split by output length: '| GLM-4.7 | 输入长度 [0, 32) 输出长度 [0, 0.2) | 2元 | 8元 |
  // 限时免费 | 0.4元 | 文本 |', then 输出长度 [0.2+) at 3元 and 14元 (a band in 千tokens: 0.2 is 200 tokens).
  const byOutput = (m: string) =>
    read.rows
      .filter((r) => r.model === m)
      .map((r) => [
        r.condition?.input_tokens_max,
        r.condition?.output_tokens_min,
        r.condition?.output_tokens_max,
        r.input,
        r.output,
      ])
  assert.equal(byOutput('glm-4.7'), [
    [32000, 0, 200, 2, 8],
    [32000, 200, null, 3, 14],
    [200000, undefined, undefined, 4, 16],
  ])
  assert.equal(byOutput('glm-4.5-air')[1], [32000, 200, null, 0.8, 6])
  assert.equal(read.problems, [])
  assert.equal(read.rows.length, 54)
})

test('history: the CNY models launch on the first capture; the offer, first seen then, ends as noted', () => {
  const b = baseline(zhipu)
  assert.equal(b.failures, [])
  const launched = b.events.filter((e) => e.kind === 'launch' && e.currency === 'CNY')
  const on = (day: string) => launched.filter((e) => e.date === day).map((e) => e.model)
  assert.ok(['glm-5.3', 'glm-5.3-flash', 'glm-5.2', 'glm-4-plus'].every((m) => on('2026-09-06').includes(m)))
  // GLM-OCR is on no table of 2026-09-06 and first shown by the cards of 2026-09-08.
  assert.equal(on('2026-09-08'), ['glm-ocr'])
  const offer = b.rows.filter((r) => r.model === 'glm-5.3-flash' && r.mode === 'promotion')
  // The docs page's copy (2026-09-09) states the end the table (2026-09-06) and card (2026-09-08) did not: the
  // same offer, seen first on 2026-09-06.
  assert.equal(
    offer.map((r) => [r.input, r.first_seen, r.page_date, r.effective_until]),
    [[0.4, '2026-09-06', '2026-09-09', '2026-09-09T16:00Z']],
  )
  assert.match(offer[0].effective_basis ?? '', /活动截止 2026 年 9 月 9 日 24:00/)
  const list = b.rows.find((r) => r.model === 'glm-5.3-flash' && r.mode === 'standard' && r.currency === 'CNY')
  assert.is(list?.first_seen, '2026-09-06')
})

test('history: the cards of 2026-09-08 show fewer models, by the redesign, and retire none of the tables', () => {
  const b = baseline(zhipu)
  const plus = b.rows.filter((r) => r.model === 'glm-4-plus')
  assert.equal(
    plus.map((r) => [r.mode, r.input, r.status, r.effective_until, r.page_date]),
    [
      ['standard', 5, 'listed', null, '2026-09-06'],
      ['batch', 2.5, 'listed', null, '2026-09-06'],
    ],
  )
  assert.not.ok(b.events.some((e) => e.kind === 'retirement' && e.currency === 'CNY'))
  // Without the copy's words on the redesign, the cards' few rows are refused as a lost table.
  const plain = { ...zhipu, earlier: zhipu.earlier.map(({ redesign: _, ...e }) => e) }
  assert.match(baseline(plain).failures.join(' '), /2026-09-08: 5 rows read, under half/)
})

test('offers: banded by output length too, an offer heads with its smallest request and lists every band', () => {
  const offers = offersOfTable({ seller: 'zhipu', adapter: 'official/zhipu', rows: baseline(zhipu).rows }, '2026-11-25')
  const mainland = (model: string) => (offers.get(model) ?? []).filter((o) => o.currency === 'CNY')
  const band = (b: Band) => [b.input_tokens_min, b.input_tokens_max, b.output_tokens_min, b.output_tokens_max, b.input]
  assert.equal(
    mainland('glm-4-7').map((o) => [o.input, o.output, o.cache_read, o.bands?.map(band)]),
    [
      [
        2,
        8,
        0.4,
        [
          [0, 32000, 0, 200, 2],
          [0, 32000, 200, null, 3],
          [32000, 200000, undefined, undefined, 4],
        ],
      ],
    ],
  )
  const glm5 = mainland('glm-5')
  assert.equal(
    glm5.map((o) => [o.input, o.output, o.bands?.map((b) => [b.input_tokens_min, b.input, b.output])]),
    [
      [
        4,
        18,
        [
          [0, 4, 18],
          [32000, 6, 22],
        ],
      ],
    ],
  )
})

test('Z.ai, the GLM-5-era copy: the Text Models table in USD, cut inside it, so it proves nothing whole', () => {
  const read = zhipu.parse(copyOf(zhipu, '2026-11-25'), seen)
  const usd = read.rows.filter((r) => r.currency === 'USD')
  assert.ok(usd.length >= 10, `${usd.length} rows`)
  assert.equal(
    usd.filter((r) => r.model === 'glm-5').map((r) => [r.input, r.output, r.cache_read]),
    [[1, 3.2, 0.2]],
  )
  assert.match(read.partial ?? '', /ends inside the Text Models table/)
  assert.is(read.complete, undefined)
})

test('Z.ai, the GLM-5.1-era copy: Text and Vision Models read whole, "Free" a free row, "\\\\" no cache price', () => {
  const [zai] = recordedPages(zhipu)
  const read = zhipu.parse([zai], seen)
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model} ${r.mode}`)
  const at = (m: string) => read.rows.filter((r) => r.model === m).map((r) => [r.mode, r.input, r.cache_read, r.output])
  // The page's words: '| GLM-5.1 | \$1.4 | \$0.26 | Limited-time Free | \$4.4 |'.
  assert.equal(at('glm-5.1'), [['standard', 1.4, 0.26, 4.4]])
  assert.equal(at('glm-5v-turbo'), [['standard', 1.2, 0.24, 4]])
  assert.equal(at('glm-ocr'), [['standard', 0.03, null, 0.03]])
  assert.equal(at('glm-4.5-flash'), [['free', 0, 0, 0]])
  assert.equal(read.rows.length, 19)
  assert.ok(!read.rows.some((r) => r.model === 'glm-5-code'))
  assert.match(read.complete ?? '', /Text Models table ends after 13 rows.*Vision Models table ends after 6 rows/)
})

test('Z.ai copies in turn: GLM-5.1 and the vision models launch, GLM-5-Code ends when the whole copy drops it', () => {
  const { rows, events, failures } = baseline(zhipu)
  assert.equal(failures, [])
  const code = rows.find((r) => r.model === 'glm-5-code')!
  assert.equal([code.input, code.status, code.effective_until], [1.2, 'retired', '2026-11-25'])
  // The whole USD list retires no CNY offer: GLM-5.2, which no read of 2026-11-25 shows in CNY, stays in force.
  const cny52 = rows.filter((r) => r.model === 'glm-5.2' && r.currency === 'CNY')
  assert.equal(
    cny52.map((r) => [r.input, r.status, r.effective_until]),
    [[8, 'listed', null]],
  )
  const launched = events.filter((e) => e.kind === 'launch').map((e) => e.model)
  assert.ok(
    ['glm-5.1', 'glm-5v-turbo', 'glm-4.6v'].every((m) => launched.includes(m)),
    launched.join(' '),
  )
})
test.run()
