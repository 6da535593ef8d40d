// The price of an offer at an instant (tools/price-at.ts) on the sellers' own rows (data/official):
// DeepSeek's discount window and its change at 16:00 UTC on 2025-09-05, Anthropic's cache writes by TTL,
// xAI's context band, Zhipu's promotion ending at an instant, Google's batch prices: each a real example.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { loadOfficialTables } from '../../jobs/official.ts'
import { priceAt } from '../../tools/price-at.ts'

const rowsOf = async (seller: string) => (await loadOfficialTables()).sellers.find((s) => s.seller === seller)!.rows

test('DeepSeek :: the standard price by day, the discount from 16:30 to 00:30 UTC', async () => {
  const rows = await rowsOf('deepseek')
  const at = (t: string) => priceAt(rows, 'deepseek-chat', t)!
  assert.equal([at('2025-08-01T12:00:00Z').input, at('2025-08-01T12:00:00Z').output], [0.27, 1.1])
  assert.equal(
    [at('2025-08-01T17:00:00Z').input, at('2025-08-01T17:00:00Z').output, at('2025-08-01T17:00:00Z').cache_read],
    [0.135, 0.55, 0.035],
  )
  // The window runs past midnight: 00:15 is inside, 00:30 is not.
  assert.is(at('2025-08-02T00:15:00Z').input, 0.135)
  assert.is(at('2025-08-02T00:30:00Z').input, 0.27)
  assert.match(at('2025-08-01T17:00:00Z').applied[0], /off_peak 16:30-00:30 UTC/)
})

test('DeepSeek :: the list changes at 16:00 UTC on 2025-09-05 and the discount ends', async () => {
  const rows = await rowsOf('deepseek')
  const before = priceAt(rows, 'deepseek-reasoner', '2025-09-05T15:59:00Z')!
  const after = priceAt(rows, 'deepseek-reasoner', '2025-09-05T16:01:00Z')!
  assert.equal([before.input, before.output], [0.55, 2.19])
  assert.equal([after.input, after.output, after.cache_read], [0.56, 1.68, 0.07])
  assert.equal(priceAt(rows, 'deepseek-chat', '2025-09-06T17:00:00Z')!.applied, [])
})

test("Anthropic :: a cache write costs its TTL's price", async () => {
  const rows = await rowsOf('anthropic')
  assert.equal(
    [
      priceAt(rows, 'claude-opus-4-1', '2026-01-01', { cache_write_ttl: '5m' })!.cache_write,
      priceAt(rows, 'claude-opus-4-1', '2026-01-01', { cache_write_ttl: '1h' })!.cache_write,
    ],
    [18.75, 30],
  )
  assert.equal(priceAt(rows, 'claude-haiku-3-5', '2026-01-01')!.cache_write_ttl, '5m')
  assert.is(priceAt(rows, 'no-such-model', '2026-01-01'), undefined)
})

test("Anthropic :: a cache write by prompt length: Haiku 5.5 writes for an hour at its band's price", async () => {
  // The capture of 2026-10-10: '$0.20 / MTok for prompts up to 100,000 tokens', '$1 / MTok for prompts over 100,000'.
  const rows = await rowsOf('anthropic')
  const hour = (tokens: number) =>
    priceAt(rows, 'claude-haiku-5-5', '2026-11-25', { input_tokens: tokens, cache_write_ttl: '1h' })!
  assert.equal([hour(50_000).cache_write, hour(50_000).input], [0.2, 0.1])
  assert.equal([hour(150_000).cache_write, hour(150_000).input], [1, 0.5])
})

test('xAI :: a context band: a prompt of 200k tokens or more bills the long-context rates', async () => {
  const rows = await rowsOf('xai')
  const short = priceAt(rows, 'grok-4.3', '2026-01-01', { input_tokens: 150_000 })!
  const long = priceAt(rows, 'grok-4.3', '2026-01-01', { input_tokens: 200_000 })!
  assert.equal([short.input, short.cache_read, short.output], [1.25, 0.2, 2.5])
  assert.equal([long.input, long.cache_read, long.output], [2.5, 0.4, 5])
  assert.equal(priceAt(rows, 'grok-4.3', '2026-01-01')!.input, 1.25, 'no request size given: the lowest band')
})

test(
  'Zhipu :: a promotion ends at its instant: GLM-5.3-Flash half ' + 'price until 2026-09-09 24:00 Beijing time',
  async () => {
    // docs.bigmodel.cn: "当前限时 5 折优惠，活动截止 2026 年 9 月 9 日 24:00（UTC+8，北京时间），到期后自动恢复为刊例价"
    const rows = await rowsOf('zhipu')
    const during = priceAt(rows, 'glm-5.3-flash', '2026-09-09T15:59:00Z')!
    const after = priceAt(rows, 'glm-5.3-flash', '2026-09-09T16:00:00Z')!
    assert.equal([during.currency, during.input, during.output, during.cache_read], ['CNY', 0.4, 1.4, 0.115])
    assert.match(during.applied.join(' '), /promotion/)
    assert.equal([after.input, after.output, after.cache_read, after.applied], [0.8, 2.8, 0.23, []])
  },
)

test(
  'DeepSeek :: from 2026-08-16 16:00 UTC, peak 01:00-04:00 and ' +
    '06:00-10:00 UTC, off-peak the rest (two windows a day)',
  async () => {
    // api-docs.deepseek.com: 'Peak hours are 01:00 - 04:00 and 06:00 - 10:00 UTC (all other hours are off-peak)'.
    const rows = await rowsOf('deepseek')
    const at = (t: string) => priceAt(rows, 'deepseek-v4-flash', t)!
    assert.equal(
      [at('2026-08-16T12:00:00Z').input, at('2026-08-16T12:00:00Z').output],
      [0.14, 0.28],
      'before the change: one flat price',
    )
    assert.equal(
      [at('2026-08-17T02:00:00Z').input, at('2026-08-17T02:00:00Z').output],
      [0.44, 1.32],
      'peak, first window',
    )
    assert.equal(
      [at('2026-08-17T05:00:00Z').input, at('2026-08-17T05:00:00Z').applied],
      [0.22, ['off_peak 04:00-06:00 UTC']],
      'between the two peak windows',
    )
    assert.equal(at('2026-08-17T07:30:00Z').input, 0.44, 'peak, second window')
    assert.equal(
      [at('2026-08-17T23:00:00Z').input, at('2026-08-17T23:00:00Z').applied],
      [0.22, ['off_peak 10:00-01:00 UTC']],
      'off-peak past midnight',
    )
  },
)

test("Google :: batch halves Gemini 2.5 Flash's token prices; the standard price without batch", async () => {
  // ai.google.dev pricing (copy of 2026-03-30): Standard $0.30 / $2.50, Batch $0.15 / $1.25 per 1M tokens.
  const rows = await rowsOf('google')
  const standard = priceAt(rows, 'gemini-2.5-flash', '2026-03-30T12:00:00Z')!
  const batch = priceAt(rows, 'gemini-2.5-flash', '2026-03-30T12:00:00Z', { mode: 'batch' })!
  assert.equal([standard.input, standard.output], [0.3, 2.5])
  assert.equal([batch.input, batch.output, batch.applied], [0.15, 1.25, ['batch']])
  // A mode the seller does not price apart for the model falls back to standard, and says so (the page prices
  // Flex for Gemini 2.5 Flash from October 2026, never for Gemini 2.0 Flash).
  assert.equal(priceAt(rows, 'gemini-2.0-flash', '2026-03-30T12:00:00Z', { mode: 'flex' })!.applied, [
    'no flex price stated: standard prices',
  ])
})

test.run()
