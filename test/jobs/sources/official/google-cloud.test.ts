// Google Cloud's generative AI pricing page (Gemini Enterprise Agent Platform) as a third party captured it on
// 2026-10-10: Gemini's tabs (Standard, Priority, Flex/Batch) at the Global endpoint's price, context bands,
// prices dated 'through December 31, 2026' and the next from January 1, 2027, and the partners' models as
// resales; Google Cloud sells no model of its own, so the Gemini API (seller google) stays Gemini's headline.
// Its earlier captures, read first, date the launches: Gemini 3.8 Flash and Claude Fable 5.1 (09-04), Gemini
// 3.8 Flash Cyber (09-17), Claude Opus 5.5 (09-23), Sonnet 5.5 (09-29), Grok 4.7 (10-02) and Haiku 5.5 (10-08).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { baseline, recordedPages } from '../../../../jobs/sources/official/baseline.ts'
import { PAGES_DIR } from '../../../../jobs/sources/official/types.ts'
import cloud from '../../../../jobs/sources/official/google-cloud.ts'
import { loadOfficialTables } from '../../../../jobs/official.ts'
import { officialObservations } from '../../../../jobs/datasets/llm-prices/sources/official.ts'
import { headline, inForceOn, offersOfTable } from '../../../../tools/price-domain.ts'
import { rowProblems } from '../../../../tools/official-price.ts'

const test = suite('official google-cloud')
const read = cloud.parse(recordedPages(cloud), { date: '2026-10-10', basis: 'copy' })
const find = (model: string, mode: string) => read.rows.filter((r) => r.model === model && r.mode === mode)
const prices = (model: string, mode: string) =>
  find(model, mode).map((r) => [r.condition ?? null, r.input, r.output, r.cache_read ?? null])

test('every table read, every row valid, the copy said cut (it retires nothing by absence)', () => {
  assert.equal(read.problems, [])
  for (const r of read.rows) assert.equal(rowProblems(r), [], `${r.model} ${r.mode}`)
  assert.ok(read.partial)
  assert.not.ok(read.complete)
})

test("Gemini: the Global endpoint's price per band, per tab; the Non-global price in the words", () => {
  const band = { input_tokens_min: 0, input_tokens_max: 200000 }
  const over = { input_tokens_min: 200000, input_tokens_max: null }
  assert.equal(prices('gemini-3.1-pro-preview', 'standard'), [
    [band, 2, 12, 0.2],
    [over, 4, 18, 0.4],
  ])
  assert.equal(prices('gemini-3.1-pro-preview', 'priority'), [
    [band, 3.6, 21.6, 0.36],
    [over, 7.2, 32.4, 0.72],
  ])
  assert.equal(prices('gemini-2.5-pro', 'batch'), [
    [band, 0.625, 5, null],
    [over, 1.25, 7.5, null],
  ])
  assert.equal(prices('gemini-3.8-flash-cyber', 'standard'), [[null, 1.5, 7.5, 0.15]])
  assert.match(find('gemini-3.8-flash-cyber', 'standard')[0].condition_text ?? '', /Non-global: \$1\.65, cached/)
  // Flex/Batch: one tab, both modes (3.5 Flash splits its Global line by mode).
  assert.equal(prices('gemini-3.5-flash', 'flex'), [[null, 0.75, 4.5, 0.075]])
  assert.equal(prices('gemini-3.5-flash', 'batch'), [[null, 0.75, 4.5, 0.075]])
  // Live API, image models and Computer Use are not text-token offers of their own.
  assert.not.ok(read.rows.some((r) => /live|image|computer/.test(r.model)))
})

test("a price 'through December 31, 2026' ends on 2027-01-01; the price 'starting' then is a row from that day", () => {
  const flash = find('gemini-3.8-flash', 'standard')
  assert.equal(
    flash.map((r) => [r.input, r.output, r.cache_read, r.effective_from, r.effective_until]),
    [
      [0.75, 3.75, 0.075, null, '2027-01-01'],
      [1.5, 7.5, 0.15, '2027-01-01', null],
    ],
  )
  assert.match(flash[0].effective_basis ?? '', /through December 31, 2026/)
  assert.is(flash[1].effective_basis, "page: 'Gemini 3.8 Flash Starting January 1, 2027'")
  assert.match(flash[1].evidence, /Gemini 3\.8 Flash Starting January 1, 2027 \| .*Global \| \$1\.50 .*\$7\.50/)
  assert.equal(
    find('gemini-3.7-flash', 'priority').map((r) => [r.input, r.output, r.effective_from, r.effective_until]),
    [
      [1.35, 6.75, null, '2027-01-01'],
      [2.7, 13.5, '2027-01-01', null],
    ],
  )
  assert.equal(
    ['flex', 'batch'].map((mode) => find('gemini-3.6-flash', mode).map((r) => [r.input, r.effective_from ?? null])),
    [
      [
        [0.375, null],
        [0.75, '2027-01-01'],
      ],
      [
        [0.375, null],
        [0.75, '2027-01-01'],
      ],
    ],
  )
  // Gemini 3 Flash Preview's Standard tab has no output line in the capture: no standard row.
  assert.equal(find('gemini-3-flash-preview', 'standard'), [])
})

test('the history: the current price served on 2026-11-25, the one stated from 2027-01-01 in force that day', () => {
  const { rows, events } = baseline(cloud)
  for (const model of ['gemini-3.8-flash', 'gemini-3.7-flash', 'gemini-3.6-flash']) {
    const standard = rows.filter((r) => r.model === model && r.mode === 'standard')
    const inForce = (day: string) => standard.filter((r) => inForceOn(r, day)).map((r) => [r.input, r.output])
    assert.equal(inForce('2026-11-25'), [[0.75, 3.75]], model)
    assert.equal(inForce('2027-01-01'), [[1.5, 7.5]], model)
    const served = (day: string) =>
      offersOfTable({ seller: 'google-cloud', rows }, day)
        .get(model.replaceAll('.', '-') as never)
        ?.map((o) => o.input)
    assert.equal([served('2026-11-25'), served('2027-01-01')], [[0.75], [1.5]], model)
  }
  // Every copy since each first showed it states the 2027 price: no change before that day.
  const flash = events.filter((e) => e.kind === 'price_change' && /^gemini-3\.[678]-flash$/.test(e.model))
  assert.equal([...new Set(flash.map((e) => e.date))], ['2027-01-01'])
  assert.is(flash.length, 12)
})

test("a partner's model is its developer's, resold: Claude at the Global tab, bands and cache writes by TTL", () => {
  const opus = find('claude-opus-4.7', 'standard')
  assert.ok(opus.every((r) => r.developer === 'anthropic'))
  assert.equal(
    opus.map((r) => [r.input, r.output, r.cache_read ?? null, r.cache_write, r.cache_write_ttl]),
    [
      [5, 25, 0.5, 6.25, '5m'],
      [null, null, null, 10, '1h'],
    ],
  )
  assert.equal(prices('claude-opus-4.7', 'batch'), [[null, 2.5, 12.5, 0.25]])
  // Claude Haiku 5.5 is priced in the 100K columns.
  assert.equal(prices('claude-haiku-5.5', 'standard').slice(0, 1), [
    [{ input_tokens_min: 0, input_tokens_max: 100000 }, 0.1, 0.5, 0.01],
  ])
  const qwen = find('qwen3-coder-480b-a35b-instruct', 'standard')[0]
  assert.equal([qwen.developer, qwen.input, qwen.output, qwen.cache_read], ['alibaba', 0.22, 1.8, 0.022])
  assert.is(find('gpt-oss-120b', 'standard')[0].developer, 'openai')
})

test('served: every Google Cloud offer names its seller; the Gemini API stays the headline', async () => {
  const { sellers } = await loadOfficialTables()
  const table = sellers.find((s) => s.seller === 'google-cloud')!
  const resold = officialObservations(table).observations
  assert.ok(resold.length > 20)
  assert.ok(resold.every((o) => o.seller === 'google-cloud'))
  const own = officialObservations(sellers.find((s) => s.seller === 'google')!).observations
  const offers = [...own, ...resold]
    .filter((o) => o.model === 'gemini-3-1-pro-preview')
    .map((o) => ({
      id: `${o.seller ?? 'google'} ${o.observed}`,
      seller: o.seller ?? 'google',
      currency: o.currency,
      date: o.observed,
    }))
  assert.ok(offers.some((o) => o.seller === 'google-cloud'))
  assert.is(headline(offers, 'google')?.seller, 'google')
})

test("the open models Google Cloud retires (廃止日 2026-10-21): their resale ends, not their developer's", async () => {
  const off = read.lives!.filter((l) => l.status === 'retired')
  assert.equal(
    off.map((l) => [l.model, l.status_date, l.developer]),
    [
      ['deepseek-ocr', '2026-10-21', 'deepseek'],
      ['deepseek-r1-0528', '2026-10-21', 'deepseek'],
      ['deepseek-v3.2', '2026-10-21', 'deepseek'],
      ['deepseek-v3.1', '2026-10-21', 'deepseek'],
      ['glm-5', '2026-10-21', 'zhipu'],
      ['glm-4.7', '2026-10-21', 'zhipu'],
      ['gpt-oss-20b', '2026-10-21', 'openai'],
      ['kimi-k2-thinking', '2026-10-21', 'moonshot'],
      ['llama-3.3-70b-instruct', '2026-10-21', 'meta'],
      ['minimax-m2', '2026-10-21', 'minimax'],
    ],
  )
  assert.match(off[2].words, /deepseek-v3\.2-maas \| 2026 年 7 月 21 日 \| 2026 年 10 月 21 日/)
  // The pricing page of that morning still lists them: their rows end on the day, history kept.
  for (const m of ['deepseek-v3.2', 'kimi-k2-thinking', 'llama-3.3-70b'])
    assert.ok(
      find(m, 'standard').every((r) => r.effective_until === '2026-10-21'),
      m,
    )
  assert.ok(
    find('gpt-oss-120b', 'standard').every((r) => !r.effective_until),
    'a model the page does not name stays',
  )
  const { sellers } = await loadOfficialTables()
  const offers = offersOfTable(sellers.find((s) => s.seller === 'google-cloud')!, '2026-11-25')
  assert.not.ok(offers.has('deepseek-v3-2'))
  assert.ok(offers.has('gpt-oss-120b'))
})

// The third party's earlier captures, read as earlier copies before the recorded one.
const copyOn = (day: string) => {
  const copy = cloud.earlier?.find((e) => e.date === day)?.copies[0]
  if (!copy) throw new Error(`no earlier copy of ${day}`)
  const text = readFileSync(join(PAGES_DIR, copy.fixture), 'utf8')
  return cloud.parse([{ url: copy.url, text }], { date: day, basis: 'copy' })
}

test("the earlier copies read whole in their part, at Vertex AI's former address, and retire nothing", () => {
  const days = (cloud.earlier ?? []).map((e) => e.date)
  assert.equal(days, ['2026-09-02', '2026-09-04', '2026-09-17', '2026-09-23', '2026-09-29', '2026-10-02', '2026-10-08'])
  for (const day of days) {
    const early = copyOn(day)
    assert.equal(early.problems, [], day)
    assert.ok(early.partial)
    assert.ok(early.rows.every((r) => r.url === 'https://cloud.google.com/vertex-ai/generative-ai/pricing'))
  }
  // 2026-09-02: Gemini 2.5's tabs follow one another with no toggle line between them, each read apart.
  const pro = copyOn('2026-09-02').rows.filter((r) => r.model === 'gemini-2.5-pro' && r.mode === 'batch')
  assert.equal(
    pro.map((r) => [r.input, r.output]),
    [
      [0.625, 5],
      [1.25, 7.5],
    ],
  )
})

test('a launch is dated the first copy that shows it: Gemini 3.8 Flash and Claude Fable 5.1 on 2026-09-04', () => {
  const sept2 = copyOn('2026-09-02').rows
  const sept4 = copyOn('2026-09-04').rows
  assert.not.ok(sept2.some((r) => r.model === 'gemini-3.8-flash' || r.model === 'claude-fable-5.1'))
  const fable = sept4.find((r) => r.model === 'claude-fable-5.1' && r.mode === 'standard' && r.input != null)!
  assert.equal([fable.input, fable.output, fable.cache_read, fable.cache_write], [10, 50, 0.25, 12.5])
  const { events, failures, rows } = baseline(cloud)
  assert.equal(failures, [])
  const launch = (model: string) =>
    events.find((e) => e.kind === 'launch' && e.model === model && e.mode === 'standard')
  assert.is(launch('gemini-3.8-flash')?.date, '2026-09-04')
  assert.is(launch('gemini-3.8-flash')?.date_basis, 'first seen 2026-09-04')
  assert.equal(launch('gemini-3.8-flash')?.after, { input: 0.75, output: 3.75, cache_read: 0.075, cache_write: null })
  assert.is(launch('claude-fable-5.1')?.date, '2026-09-04')
  assert.is(launch('claude-fable-5')?.date, '2026-09-02')
  // Between 2026-09-02 and 2026-10-10 one price changed: Claude Sonnet 5.5's cache hit, on 10-08.
  const changes = events.filter((e) => e.kind === 'price_change' && e.date < '2027-01-01')
  assert.equal(
    changes.map((e) => [e.model, e.mode, e.date, e.before?.cache_read, e.after?.cache_read]),
    [
      ['claude-sonnet-5.5', 'standard', '2026-10-08', 0.2, 0.1],
      ['claude-sonnet-5.5', 'batch', '2026-10-08', 0.1, 0.05],
    ],
  )
  // Models the later copies leave out (cut copies) stay current: 3 Flash Preview's Standard price of 09-02.
  const flash = rows.find((r) => r.model === 'gemini-3-flash-preview' && r.mode === 'standard')!
  assert.equal([flash.input, flash.output, flash.page_date, flash.effective_until], [0.5, 3, '2026-09-02', null])
})

test('the launches first seen after 2026-09-04 are dated the first copy that shows them, at its prices', () => {
  const { events } = baseline(cloud)
  const launch = (model: string) =>
    events.find((e) => e.kind === 'launch' && e.model === model && e.mode === 'standard')
  const seen = (model: string) => {
    const e = launch(model)
    return [e?.date, e?.date_basis, e?.after]
  }
  const at = (date: string, input: number, output: number, cache_read: number, cache_write: number | null) => [
    date,
    `first seen ${date}`,
    { input, output, cache_read, cache_write },
  ]
  assert.equal(seen('gemini-3.8-flash-cyber'), at('2026-09-17', 1.5, 7.5, 0.15, null))
  assert.equal(seen('claude-opus-5.5'), at('2026-09-23', 4, 20, 0.2, 5))
  assert.equal(seen('claude-sonnet-5.5'), at('2026-09-29', 2, 10, 0.2, 2.5))
  assert.equal(seen('grok-4.7'), at('2026-10-02', 2, 6, 0.5, null))
  assert.equal(seen('claude-haiku-5.5'), at('2026-10-08', 0.1, 0.5, 0.01, 0.125))
  // Each is absent from the copy before its first day.
  const before: [string, string][] = [
    ['gemini-3.8-flash-cyber', '2026-09-04'],
    ['claude-opus-5.5', '2026-09-17'],
    ['claude-sonnet-5.5', '2026-09-23'],
    ['grok-4.7', '2026-09-29'],
    ['claude-haiku-5.5', '2026-10-02'],
  ]
  for (const [model, day] of before) {
    assert.not.ok(
      copyOn(day).rows.some((r) => r.model === model),
      model,
    )
  }
  // Grok 4.7 is priced in two bands at 200K from its first copy.
  const grok = copyOn('2026-10-02').rows.filter((r) => r.model === 'grok-4.7' && r.mode === 'standard')
  assert.equal(
    grok.map((r) => [r.condition?.input_tokens_min, r.input, r.output, r.cache_read]),
    [
      [0, 2, 6, 0.5],
      [200000, 4, 12, 1],
    ],
  )
})

test.run()
