// The offer nouns and the headline rule, on the sellers' own rows (data/official) and the golden latest.json.
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { loadOfficialTables } from '../../jobs/official.ts'
import { parseSecondary, SECONDARY_FILE } from '../../jobs/datasets/llm-prices/sources/secondary.ts'
import type { Observation } from '../../tools/observation.ts'
import {
  developerOfId,
  headline,
  offerId,
  offersByModel,
  parseOfferId,
  regionOf,
  withOffers,
  type Offer,
} from '../../tools/price-domain.ts'

const test = suite('price domain :: offers and the headline rule')
const AS_OF = '2026-11-25'

test('an offer id is model@seller/region and reads back', () => {
  assert.is(offerId('qwen-plus', 'alibaba', 'cn'), 'qwen-plus@alibaba/cn')
  assert.equal(parseOfferId('qwen-plus@alibaba/cn'), { model: 'qwen-plus', seller: 'alibaba', region: 'cn' })
  assert.is(parseOfferId('qwen-plus@alibaba'), undefined)
})

test('a region from the page: help.aliyun.com and bigmodel.cn mainland, alibabacloud.com and z.ai intl', () => {
  assert.is(regionOf('https://help.aliyun.com/zh/model-studio/user-guide/qwen-coder', 'CNY'), 'cn')
  assert.is(regionOf('https://docs.bigmodel.cn/cn/guide/start/pricing.md', 'USD'), 'cn')
  assert.is(regionOf('https://alibabacloud.com/help/en/model-studio/billing-for-model-studio', 'USD'), 'intl')
  assert.is(regionOf('https://docs.z.ai/guides/overview/pricing.md', 'USD'), 'intl')
})

test('Alibaba mainland (CNY) and international (USD) are two offers of qwen-max, each from its page', async () => {
  const { sellers } = await loadOfficialTables()
  const offers = offersByModel(sellers, AS_OF).get('qwen-max')!
  const cn = offers.find((o) => o.id === 'qwen-max@alibaba/cn')!
  const intl = offers.find((o) => o.id === 'qwen-max@alibaba/intl')!
  // The mainland 模型调用价格 page: 'qwen-max 中国内地 仅非思考模式 无阶梯计价 2.4元 9.6元' (the older 模型列表's
  // 0.02 / 0.06 元 per 千Token is the price it superseded), seen again in the capture of 2026-10-10.
  assert.equal([cn.currency, cn.input, cn.output, cn.date], ['CNY', 2.4, 9.6, '2026-10-10'])
  assert.is(cn.source_url, 'https://help.aliyun.com/zh/model-studio/model-pricing')
  // The international price list (its copy dated 2026-09-02), newer than the billing page of 2025-04-03 and at
  // its price: 'qwen-max | International | Non-Thinking mode only | No tiered pricing | $1.6 | $6.4'.
  assert.equal([intl.currency, intl.input, intl.output, intl.date], ['USD', 1.6, 6.4, '2026-09-02'])
  assert.is(intl.source_url, 'https://www.alibabacloud.com/help/en/model-studio/model-pricing.md')
})

test("a seller's context bands stay on its offer: qwen3.7-plus 0<Token≤256K 2元 8元, 256K<Token≤1M 6元 24元", async () => {
  const { sellers } = await loadOfficialTables()
  const o = offersByModel(sellers, AS_OF)
    .get('qwen3-7-plus')!
    .find((x) => x.region === 'cn')!
  assert.equal(
    o.bands?.map((b) => [b.input_tokens_min, b.input_tokens_max, b.input, b.output]),
    [
      [0, 256000, 2, 8],
      [256000, 1000000, 6, 24],
    ],
  )
  // qwen3-coder-plus, banded four ways, left the mainland list on 2026-10-10 (Model Studio's list of models taken
  // offline): no offer of it that day.
  assert.not.ok(
    offersByModel(sellers, AS_OF)
      .get('qwen3-coder-plus')
      ?.some((x) => x.region === 'cn'),
  )
})

const offer = (id: string, currency: 'USD' | 'CNY', date = AS_OF): Offer => {
  const p = parseOfferId(id)!
  return {
    id,
    seller: p.seller,
    region: p.region,
    currency,
    input: 1,
    output: 2,
    cache_read: null,
    source_url: 'x',
    date,
  }
}

test("the headline: the developer's own offer in its home currency, then its other offers, then resale", () => {
  const cn = offer('glm-5@zhipu/cn', 'CNY', '2025-01-01')
  const intl = offer('glm-5@zhipu/intl', 'USD')
  const resale = offer('glm-5@alibaba/cn', 'CNY')
  assert.is(headline([intl, resale, cn], 'zhipu'), cn)
  assert.is(headline([intl, resale], 'zhipu'), intl)
  assert.is(headline([resale], 'zhipu'), resale)
  // Of resales, the one in the developer's home currency, though older (a cloud's USD resale of a Chinese model).
  const cloud = offer('glm-5@google-cloud/intl', 'USD')
  const older = offer('glm-5@alibaba/cn', 'CNY', '2025-01-01')
  assert.is(headline([cloud, older], 'zhipu'), older)
  // A US developer's home currency is USD.
  assert.is(
    headline(
      [offer('claude-3-5-haiku@vertex/intl', 'USD'), offer('claude-3-5-haiku@anthropic/intl', 'USD')],
      'anthropic',
    )!.seller,
    'anthropic',
  )
})

test('latest.json: one item per model, each with its offers, the served one listed, the headline by the rule', () => {
  const items = JSON.parse(readFileSync(new URL('../fixtures/golden/latest.json', import.meta.url), 'utf8')).items
  assert.is(new Set(items.map((r: { model: string }) => r.model)).size, items.length)
  for (const r of items) {
    const ids = r.offers.map((o: Offer) => o.id)
    assert.ok(ids.includes(r.offer), `${r.model}: served offer ${r.offer} listed`)
    assert.is(headline(r.offers, r.vendor)!.id, r.headline, r.model)
  }
  const plus = items.find((r: { model: string }) => r.model === 'qwen-plus')
  // Served from a USD catalogue; the mainland page's CNY offer is the headline of a Chinese developer.
  assert.is(plus.headline, 'qwen-plus@alibaba/cn')
  assert.ok(plus.offers.some((o: Offer) => o.id === 'qwen-plus@alibaba/intl'))
})

test('withOffers keeps the page of the served price, with its bands', async () => {
  const { sellers } = await loadOfficialTables()
  const [r] = withOffers(
    [
      {
        model: 'qwen3-7-plus',
        vendor: 'alibaba',
        seller: 'alibaba',
        native_currency: 'CNY' as const,
        input_usd: 0.29,
        output_usd: 1.17,
        cache_read_usd: null,
        input_cny: 2,
        output_cny: 8,
        cache_read_cny: null,
        source_url: 'https://help.aliyun.com/zh/model-studio/model-pricing',
        last_observed: AS_OF,
      },
    ],
    sellers,
    AS_OF,
  )
  assert.is(r.offer, 'qwen3-7-plus@alibaba/cn')
  assert.is(r.offers[0].bands?.length, 2)
})

test("a seller's price third parties quote is an offer of its own beside the seller's other page", async () => {
  const { sellers } = await loadOfficialTables()
  const quoted = parseSecondary(readFileSync(SECONDARY_FILE, 'utf8')).observations
  // GLM-5.3 served from bigmodel.cn (CNY); Z.ai's USD price of it is on no stored copy of its page, only quoted.
  const glm = {
    model: 'glm-5-3',
    vendor: 'zhipu',
    seller: 'zhipu',
    native_currency: 'CNY' as const,
    input_usd: 1.19,
    output_usd: 4.17,
    cache_read_usd: 0.3,
    input_cny: 8,
    output_cny: 28,
    cache_read_cny: 2,
    source_url: 'https://docs.bigmodel.cn/cn/guide/start/pricing.md',
    last_observed: AS_OF,
  }
  const [r] = withOffers([glm], sellers, AS_OF, quoted)
  const usd = r.offers.find((o) => o.id === 'glm-5-3@zhipu/intl')
  // '`GLM-5.3 | $1.4 | $0.26 | Limited-time Free | $4.4`' (docs.z.ai's table, as pydantic/genai-prices quotes it).
  assert.equal([usd?.currency, usd?.input, usd?.output, usd?.cache_read], ['USD', 1.4, 4.4, 0.26])
  assert.equal([usd?.adapter, usd?.date], ['secondary', '2026-08-19'])
  assert.match(usd?.words ?? '', /GLM-5\.3 \| \$1\.4 \| \$0\.26/)
  // The headline is still the developer's own page in its home currency.
  assert.equal([r.offer, r.headline], ['glm-5-3@zhipu/cn', 'glm-5-3@zhipu/cn'])
  // Before the day the quotes date, no such offer.
  assert.not.ok(withOffers([glm], sellers, '2026-08-18', quoted)[0].offers.some((o) => o.id === usd?.id))
})

test("a seller's page outranks a quote of the same offer", async () => {
  const { sellers } = await loadOfficialTables()
  // Test-only sample: a quote of Alibaba's international qwen-max price that no page states (not a real price).
  const quote: Observation = {
    model: 'qwen-max',
    source_model_id: 'qwen-max',
    vendor: 'alibaba',
    country: 'CN',
    currency: 'USD',
    input: 9,
    output: 99,
    cache_read: null,
    cache_write: null,
    observed: '2026-11-01',
    source_name: 'test quote',
    source_url: 'https://quotes.example.com/qwen-max',
    words: 'qwen-max: $9 / $99',
  }
  const served = {
    model: 'qwen-max',
    vendor: 'alibaba',
    seller: 'alibaba',
    native_currency: 'CNY' as const,
    input_usd: 0.36,
    output_usd: 1.43,
    cache_read_usd: null,
    input_cny: 2.4,
    output_cny: 9.6,
    cache_read_cny: null,
    source_url: 'https://help.aliyun.com/zh/model-studio/model-pricing',
    last_observed: AS_OF,
  }
  const intl = withOffers([served], sellers, AS_OF, [quote])[0].offers.filter((o) => o.id === 'qwen-max@alibaba/intl')
  assert.equal(
    intl.map((o) => [o.input, o.output, o.adapter]),
    [[1.6, 6.4, 'official/alibaba-intl']],
  )
})

test('no model is filed under a reseller as its developer: Google Cloud resells Claude Opus 4.5', () => {
  const items = JSON.parse(readFileSync(new URL('../fixtures/golden/latest.json', import.meta.url), 'utf8')).items
  for (const r of items) {
    const dev = developerOfId(r.model)
    assert.ok(!dev || dev === r.vendor, `${r.model} filed under ${r.vendor}, made by ${dev}`)
  }
  const opus = items.find((r: { model: string }) => r.model === 'claude-opus-4-5')
  assert.equal(
    [opus.vendor, (opus.offers as Offer[]).some((o) => o.id === 'claude-opus-4-5@google-cloud/intl')],
    ['anthropic', true],
  )
  // Every offer hangs under its own model; a cloud's offer of another developer's model is that model's.
  for (const r of items)
    for (const o of r.offers as Offer[]) assert.ok(o.id.startsWith(`${r.model}@`), `${o.id} under ${r.model}`)
})

test("Alibaba's resale (DeepSeek, Kimi, GLM, MiniMax models on its mainland page) is the developer's model's", () => {
  const items = JSON.parse(readFileSync(new URL('../fixtures/golden/latest.json', import.meta.url), 'utf8')).items
  const offer = (model: string, id: string) => {
    const r = items.find((x: { model: string }) => x.model === model)
    return [r.vendor, (r.offers as Offer[]).find((o) => o.id === id)?.input]
  }
  // The page's words: 'deepseek-v4-flash 华北2（北京） 1元 2元', 'kimi-k2.6 ... 6.5元 27元', 'glm-5.1 ... 0<Token≤32K 6元
  // 24元' (deepseek-v3.2, '2元 3元' there too, went offline on 2026-10-10 with Model Studio's 118345 batch).
  assert.equal(offer('deepseek-v4-flash', 'deepseek-v4-flash@alibaba/cn'), ['deepseek', 1])
  assert.not.ok(items.some((x: { model: string }) => x.model === 'deepseek-v3-2'))
  assert.equal(offer('kimi-k2-6', 'kimi-k2-6@alibaba/cn'), ['moonshot', 6.5])
  assert.equal(offer('glm-5-1', 'glm-5-1@alibaba/cn'), ['zhipu', 6])
  assert.equal(offer('minimax-m2-5', 'minimax-m2-5@alibaba/cn'), ['minimax', 2.1])
  // Resale never heads a model its developer sells itself.
  for (const m of ['kimi-k2-6', 'glm-5-1', 'minimax-m2-5'])
    assert.not.match(items.find((x: { model: string }) => x.model === m).headline, /@alibaba\//)
})

test("DeepSeek's zh-cn page (CNY) and English page (USD) are two offers; the CNY one heads the model", () => {
  const items = JSON.parse(readFileSync(new URL('../fixtures/golden/latest.json', import.meta.url), 'utf8')).items
  for (const [model, cn, intl] of [
    ['deepseek-flash', [2, 8], [0.3, 1.2]],
    ['deepseek-v4-pro', [9, 27], [1.32, 3.96]],
  ] as const) {
    const r = items.find((x: { model: string }) => x.model === model)
    const o = (id: string) => (r.offers as Offer[]).find((x) => x.id === id)!
    // The peak list is the standard price: '| 高峰时段 | 2元 | 9.0元 |' and '| PEAK | $0.3 | $1.32 |'.
    const prices = (id: string) => [o(id).currency, o(id).input, o(id).output]
    assert.equal(prices(`${model}@deepseek/cn`), ['CNY', ...cn])
    assert.equal(prices(`${model}@deepseek/intl`), ['USD', ...intl])
    assert.is(r.headline, `${model}@deepseek/cn`)
  }
})

test("latest.json: every official price names its reader, its page, the page's date and its words", () => {
  const items = JSON.parse(readFileSync(new URL('../fixtures/golden/latest.json', import.meta.url), 'utf8')).items
  const readers = new Map<string, number>()
  for (const r of items) {
    const official = /\(seller's own page\)$/.test(r.source_name)
    for (const o of r.offers as Offer[]) {
      // An offer other than the served one is a seller's page in force, or third parties' quote of one
      // (secondary); the served one is when its source is, or when a page states the catalogue's price (then it
      // is that page's offer).
      if (o.id !== r.offer || official || o.adapter) {
        assert.ok(o.adapter, `${r.model} ${o.id}: no adapter or hand-typed reason`)
        assert.match(o.adapter!, /^(official\/[a-z-]+|hand-typed: .+|secondary)$/, `${r.model} ${o.id}`)
        assert.match(o.source_url, /^https:\/\//, `${r.model} ${o.id}`)
        assert.match(o.date, /^\d{4}-\d{2}-\d{2}$/, `${r.model} ${o.id}`)
        assert.ok(o.words && o.words.length <= 160, `${r.model} ${o.id}: words "${o.words}"`)
        // The words quote the page: they state the offer's price as a number the page writes.
        const stated = [o.input, o.output].filter((n): n is number => n != null && n !== 0)
        if (stated.length && !/free|免费/i.test(o.words!))
          assert.ok(/\d/.test(o.words!), `${r.model} ${o.id}: no number in "${o.words}"`)
        readers.set(o.adapter!, (readers.get(o.adapter!) ?? 0) + 1)
      } else assert.is(o.source_url, r.source_url, `${r.model}: an offer without a reader is the catalogue's price`)
    }
  }
  const adapters = ['openai', 'baidu', 'iflytek', 'anthropic', 'mistral', 'alibaba-intl'].map((s) => `official/${s}`)
  for (const a of adapters) assert.ok(readers.get(a), `no offer read by ${a}`)
  assert.ok([...readers.keys()].some((a) => a.startsWith('hand-typed: ')))
})

test.run()
