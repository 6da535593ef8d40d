// Baidu's adapter on the stored copies of its 2024 price index and its prompt-cache notice: per-千-token
// prices scaled to 1M, each page dated as it is (the index by its own 更新时间 line), both proven whole;
// and on a third party's captures of its current price page (模型服务计费, 2026-09-04 to 2026-10-10), which the
// capture's '<' fault cut: its readable 按量后付费 lines are read, bands and cache hits with them, and the
// 国庆限时活动 block's regular and offer prices; only what the whole 深度思考 table held retires by absence.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import baidu from '../../../../jobs/sources/official/baidu.ts'
import { baseline, recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { readSeller } from '../../../../jobs/sources/official/read.ts'
import { PAGES_DIR } from '../../../../jobs/sources/official/types.ts'
import { type OfficialPrice, rowProblems } from '../../../../tools/official-price.ts'

const test = suite('official baidu')
const seen = { date: '2026-11-25', basis: 'copy' }

test('the 模型服务 lines and the cache notice, scaled from 元/千tokens, each row dated by its page', () => {
  const read = baidu.parse(recordedPages(baidu), seen)
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], r.model)
  assert.equal(
    read.rows.filter((r) => r.url !== QIANFAN).map((r) => [r.model, r.input, r.output, r.cache_read, r.page_date]),
    [
      ['ernie-bot-8k', 24, 48, null, '2024-01-19'],
      ['ernie-bot', 12, 12, null, '2024-01-19'],
      ['ernie-4.0-turbo-8k', 3, 9, 1.2, '2026-11-25'],
    ],
  )
  assert.match(read.rows[0].scale_note ?? '', /¥0.024 .* x1000 = ¥24/)
  const old = baidu.parse(recordedPages(baidu).slice(0, 2), seen)
  assert.match(old.complete ?? '', /next section follows/)
})

const QIANFAN = 'https://cloud.baidu.com/doc/qianfan/s/wmh4sv6ya'
const band = (r: OfficialPrice) =>
  r.condition ? `${r.condition.input_tokens_min}-${r.condition.input_tokens_max ?? ''}` : ''

test('the Qianfan price page of 2026-10-10: 按量后付费 lines per 1M, bands and cache hits, resales named', () => {
  const read = baidu.parse(recordedPages(baidu), seen)
  const rows = read.rows.filter((r) => r.url === QIANFAN)
  assert.ok(rows.every((r) => r.page_date === '2026-10-10' && r.currency === 'CNY' && r.mode === 'standard'))
  const line = (m: string) => rows.filter((r) => r.model === m).map((r) => [band(r), r.input, r.output, r.cache_read])
  assert.equal(line('ernie-5.1'), [
    ['0-32000', 4, 18, null],
    ['32000-128000', 6, 22, null],
  ])
  assert.equal(line('ernie-5.0-thinking-latest'), [
    ['0-32000', 6, 24, null],
    ['32000-128000', 10, 40, null],
  ])
  assert.equal(line('ernie-x1.1-preview'), [['', 1, 4, null]])
  assert.equal(line('deepseek-v4-pro'), [['', 12, 24, 1]])
  assert.equal(line('glm-5.3-flash'), [['', 0.8, 2.8, 0.23]])
  assert.equal(line('glm-5.1'), [
    ['0-32000', 6, 24, 1.3],
    ['32000-200000', 8, 28, 2],
  ])
  assert.equal(line('kimi-k2.6'), [['', 6.5, 27, 1.1]])
  // '(128k,256]': the upper bound has no unit on the page, so it is left unread and the words kept.
  assert.equal(line('qwen3.5-27b'), [
    ['0-128000', 0.6, 4.8, null],
    ['128000-', 1.8, 14.4, null],
  ])
  assert.match(
    rows.find((r) => r.model === 'qwen3.5-27b' && r.condition?.input_tokens_min)?.condition_text ?? '',
    /256\]/,
  )
  assert.equal(
    [...new Set(rows.map((r) => `${r.model.split(/[-.]/)[0]}:${r.developer}`))],
    ['ernie:baidu', 'deepseek:deepseek', 'glm:zhipu', 'kimi:moonshot', 'qwen3:alibaba'],
  )
  assert.is(rows.length, 29)
  assert.equal(
    read.lives?.filter((l) => l.status === 'deprecated').map((l) => l.model),
    ['ernie-x1.1-preview', 'glm-5', 'kimi-k2.6'],
  )
  // The capture's fault cut the 文本生成 table at ERNIE 5.0: the read is partial and retires nothing.
  assert.match(read.partial ?? '', /cut at ERNIE 5.0: '输入（输入='/)
  assert.is(read.complete, undefined)
})

test('the capture of 2026-09-04 first: its batch and off-peak lines, GLM-5.2-Fast first seen 2026-10-10', () => {
  const b = baseline(baidu)
  assert.equal(b.failures, [])
  const at = (m: string, mode: string) =>
    b.rows.filter((r) => r.model === m && r.mode === mode).map((r) => [band(r), r.input, r.output, r.cache_read])
  // 批量推理（原价） read as batch; the 2月/3月活动价 columns (no year) are not.
  assert.equal(at('deepseek-v3.2-think', 'batch'), [
    ['0-32000', 0.8, 1.2, null],
    ['32000-128000', 1.6, 2.4, null],
  ])
  const offPeak = b.rows.find((r) => r.model === 'glm-5.2' && r.mode === 'off_peak')
  assert.equal([offPeak?.input, offPeak?.output, offPeak?.cache_read], [6.4, 22.4, 1.6])
  assert.equal(offPeak?.condition?.window, { start: '22:00', end: '08:00', tz: 'Asia/Shanghai', weekdays: null })
  assert.is(offPeak?.page_date, '2026-09-04')
  const later = b.events.filter((e) => e.url === QIANFAN && e.date !== '2026-09-04' && e.kind === 'launch')
  assert.equal(
    later.map((e) => [e.kind, e.model, e.date_basis]),
    [
      ['launch', 'deepseek-v4.1-flash', 'first seen 2026-09-24'],
      ['launch', 'deepseek-v4-pro-0813', 'first seen 2026-09-24'],
      ['launch', 'glm-5.2-fast', 'first seen 2026-10-10'],
    ],
  )
})

test('gone from the whole 深度思考 table of a cut copy: ended, first missed; a cut table or the block retires none', () => {
  const b = baseline(baidu)
  const retired = b.events.filter((e) => e.kind === 'retirement')
  assert.equal(
    retired.map((e) => [e.model, e.mode, e.date, e.date_basis]),
    [
      ['deepseek-v4-flash', 'standard', '2026-10-10', 'gone from the page, first missed 2026-10-10'],
      ['deepseek-v3.2-think', 'standard', '2026-10-10', 'gone from the page, first missed 2026-10-10'],
      ['deepseek-v3.2-think', 'batch', '2026-10-10', 'gone from the page, first missed 2026-10-10'],
      ['deepseek-v3.2-think', 'standard', '2026-10-10', 'gone from the page, first missed 2026-10-10'],
      ['deepseek-v3.2-think', 'batch', '2026-10-10', 'gone from the page, first missed 2026-10-10'],
    ],
  )
  // Last seen in the capture of 2026-10-08; marked 即将下线 from the first copy read (2026-09-04).
  const gone = b.rows.filter((r) => r.model === 'deepseek-v4-flash' || r.model === 'deepseek-v3.2-think')
  assert.ok(
    gone.every((r) => r.status === 'retired' && r.effective_until === '2026-10-10' && r.page_date === '2026-10-08'),
  )
  assert.equal(
    b.lives.filter((l) => gone.some((r) => r.model === l.model)).map((l) => [l.model, l.status, l.since]),
    [
      ['deepseek-v3.2-think', 'retired', '2026-10-10'],
      ['deepseek-v4-flash', 'retired', '2026-10-10'],
    ],
  )
  // GLM-5.2's idle-hours line is gone from the whole table of 2026-09-23; its list price stays.
  const glm = b.rows.filter((r) => r.model === 'glm-5.2').map((r) => [r.mode, r.effective_until, r.effective_basis])
  assert.equal(glm, [
    ['off_peak', '2026-09-23', 'line gone from the page, first missed 2026-09-23'],
    ['standard', null, null],
  ])
  // The block left the page on 2026-10-09; its models' regular offers stand (their 文本生成 rows are cut).
  const block = b.rows.filter((r) => /^deepseek-v4(\.1-flash|-pro-0813)$/.test(r.model) && r.mode !== 'promotion')
  assert.equal(block.length, 4)
  assert.ok(block.every((r) => r.effective_until === null && r.status === 'listed'))
})

test('a cut copy retires by absence from its whole 深度思考 table only, and only while that table ends whole', () => {
  const pages = recordedPages(baidu)
  const last = readSeller(baidu, pages, seen, []).rows
  const at = pages.findIndex((p) => p.url === QIANFAN)
  const later = { date: '2026-11-27', basis: 'copy' }
  const readWith = (text: string) =>
    readSeller(baidu, pages.with(at, { ...pages[at], text, seen: undefined }), later, last)
  const qianfan = pages[at].text
  const ended = (got: ReturnType<typeof readWith>) =>
    got.events.filter((e) => e.kind === 'retirement').map((e) => e.model)
  // TEST-ONLY: the copy as if ERNIE 5.1 left the cut 文本生成 table and GLM-5.1 the whole 深度思考 table.
  const noErnie = qianfan.replace(/\| ERNIE 5\.1\n\| ERNIE-5\.1\n[\s\S]*?(?=\| ERNIE 5\.0\n)/, '')
  const noGlm = noErnie.replace(/\| GLM-5\.1\n\| GLM-5\.1\n[\s\S]*?(?=\| GLM-5\n)/, '')
  assert.equal(ended(readWith(noErnie)), [])
  assert.equal(ended(readWith(noGlm)), ['glm-5.1', 'glm-5.1'])
  // TEST-ONLY: the same copy cut before the heading that ends the 深度思考 table: nothing goes by absence.
  const unended = readWith(noGlm.replace(/\n按量包付费\n$/, '\n'))
  assert.equal(ended(unended), [])
  const why = unended.problems.find((p) => /深度思考 table runs to the end of the copy/.test(p)) ?? ''
  assert.match(why, /no retirement by absence, but of what the price table of/)
  assert.not.match(why, /but of what the 深度思考 table/)
})

/** An earlier recorded copy of the Qianfan page, by its day. */
const earlier = (day: string) => {
  const copy = baidu.earlier?.find((e) => e.date === day)?.copies[2]
  return { url: QIANFAN, text: readFileSync(join(PAGES_DIR, copy?.fixture ?? ''), 'utf8') }
}
const prices = (r: OfficialPrice) => [r.mode, r.input, r.output, r.cache_read, r.condition?.window?.start ?? '']

test('the 国庆限时活动 block of 2026-09-24: regular prices (busy, idle) and the offer over its stated window', () => {
  const read = baidu.parse([earlier('2026-09-24')], { date: '2026-09-24', basis: 'copy' })
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model} ${r.mode}`)
  const of = (m: string) => read.rows.filter((r) => r.model === m)
  assert.equal(of('deepseek-v4.1-flash').map(prices), [
    ['standard', 2, 8, 0.04, ''],
    ['off_peak', 1, 4, 0.02, '22:00'],
    ['promotion', 1.2, 4.8, 0.024, ''],
    ['promotion', 0.6, 2.4, 0.012, '22:00'],
  ])
  assert.equal(of('deepseek-v4-pro-0813').map(prices), [
    ['standard', 9, 27, 0.3, ''],
    ['off_peak', 4.5, 13.5, 0.15, '22:00'],
    ['promotion', 5.4, 16.2, 0.18, ''],
    ['promotion', 2.7, 8.1, 0.09, '22:00'],
  ])
  // GLM-5.3's regular price is the 深度思考 table's ('原价：0.008国庆限定价：0.0048': its list price), which
  // also proves the block's unit; the block adds its all-day offer.
  assert.equal(of('glm-5.3').map(prices), [
    ['standard', 8, 28, 2, ''],
    ['promotion', 4.8, 16.8, 1.2, ''],
  ])
  assert.match(of('glm-5.3')[0].evidence, /深度思考 .* 输入 原价：0\.008国庆限定价：0\.0048/)
  const offer = read.rows.filter((r) => r.mode === 'promotion')
  assert.ok(offer.every((r) => r.effective_from === '2026-09-23T16:00Z' && r.effective_until === '2026-10-07T15:59Z'))
  assert.ok(offer.every((r) => r.condition?.promotion_until === '2026-10-07T15:59Z'))
  assert.match(offer[0].effective_basis ?? '', /活动时间：2026年9月24日 00:00 – 2026年10月7日 23:59.*Beijing/)
  const idle = of('deepseek-v4-pro-0813').find((r) => r.mode === 'off_peak')
  assert.equal(idle?.condition?.window, { start: '22:00', end: '08:00', tz: 'Asia/Shanghai', weekdays: null })
  assert.match(idle?.condition_text ?? '', /闲时 22:00–次日8:00/)
  assert.equal(
    read.lives?.filter((l) => /0813|v4\.1/.test(l.model)).map((l) => [l.model, l.status, l.developer]),
    [
      ['deepseek-v4.1-flash', 'listed', 'deepseek'],
      ['deepseek-v4-pro-0813', 'listed', 'deepseek'],
    ],
  )
})

test('an offer block whose unit no price table proves is not read', () => {
  const copy = earlier('2026-09-24')
  // TEST-ONLY: the copy as if the 深度思考 table listed no GLM-5.3 (the model proving the block's 元/千tokens).
  const text = copy.text.replace(/\| GLM-5\.3\n\| GLM-5\.3\n[\s\S]*?(?=\| GLM-5\.2\n)/, '')
  const read = baidu.parse([{ ...copy, text }], { date: '2026-09-24', basis: 'copy' })
  assert.ok(read.problems.some((p) => /offer block states no unit/.test(p)))
  assert.not.ok(read.rows.some((r) => r.model === 'deepseek-v4.1-flash' || r.mode === 'promotion'))
})

test('an index cut inside its 模型服务 lines keeps the last good rows and is reported', () => {
  const pages = recordedPages(baidu)
  const last = readSeller(baidu, pages, seen, [])
  // TEST-ONLY: the index as if the copy stopped after ERNIE-Bot-8k's input line.
  const cut = { ...pages[0], text: pages[0].text.slice(0, pages[0].text.indexOf('ERNIE-Bot-8k 输出')) }
  const got = readSeller(baidu, [cut, pages[1]], { date: '2026-11-27', basis: 'copy' }, last.rows)
  assert.is(got.failure, undefined)
  assert.ok(got.problems.some((p) => /ERNIE-Bot-8k: no input or output line/.test(p)))
  assert.ok(got.problems.some((p) => /completeness not proven/.test(p)))
  assert.equal(
    got.events.filter((e) => e.kind === 'retirement'),
    [],
  )
  assert.equal(
    got.rows.filter((r) => r.model === 'ernie-bot-8k').map((r) => [r.input, r.output]),
    [[24, 48]],
  )
})
test.run()
