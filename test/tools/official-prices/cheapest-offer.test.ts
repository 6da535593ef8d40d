// The cheapest offer that meets constraints, in one call of get_workload_cost (min_lmarena,
// billed_in), each answer worked by hand below from the data files: the sellers' rows in
// data/official, the CNY tables' history in data/bundled, LMArena's leaderboard history in
// data/bundled/evaluations/arena_catalog_text_full_history.csv.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { compareOffers, lmarenaOn } from '../../../tools/official-prices/cheapest-offer.ts'
import { connectMcp } from '../../helpers/mcp.ts'
import { startTestServer, type TestServer } from '../../helpers/server.ts'

const unit = suite('cheapest offer :: the comparison')

unit('qualified offers cheapest first, each saying why; the others say why not', () => {
  const score = (s: number) => [{ source: 'lmarena', score: s, date: '2025-12-11', name: 'x', url: 'u' }]
  const base = { seller: 's', region: null }
  const v = compareOffers(
    [
      { ...base, model: 'a', currency: 'CNY' as const, total: 30, scores: score(1350) },
      { ...base, model: 'b', currency: 'CNY' as const, total: 10, scores: score(1250) },
      { ...base, model: 'c', currency: 'USD' as const, total: 5, scores: score(1400) },
      { ...base, model: 'd', currency: 'CNY' as const, total: 20, scores: [] },
    ],
    { min_lmarena: 1300, billed_in: 'CNY' },
  )
  assert.equal(
    v.map((x) => [x.offer.model, x.qualified]),
    [
      ['a', true],
      ['c', false],
      ['b', false],
      ['d', false],
    ],
  )
  assert.match(v[0].why, /billed in CNY; LMArena 1350 >= 1300/)
  assert.match(v[1].why, /not qualified: billed in USD/)
  assert.match(v[3].why, /no LMArena score that day/)
})

unit("LMArena on a day :: the leaderboard's newest row on or before it", () => {
  // arena_catalog_text_full_history.csv, default variant: glm-4-plus-0111 1307.664 on 2025-05-21,
  // 1307.331 on 2025-05-24 (commit 209556be); no row before 2025-03-07.
  assert.is(lmarenaOn('glm-4-plus-0111', '2025-05-23')?.score, 1307.664)
  assert.is(lmarenaOn('glm-4-plus-0111', '2025-06-01')?.score, 1307.331)
  assert.is(lmarenaOn('glm-4-plus-0111', '2025-06-01')?.date, '2025-05-24')
  assert.is(lmarenaOn('glm-4-plus-0111', '2024-12-01'), undefined)
})

let server: TestServer
const call = suite('cheapest offer :: one call, worked by hand')
call.before(async () => {
  server = await startTestServer()
})
call.after(() => server.close())

interface Answer {
  items: {
    model: string
    offer?: string
    total: number
    billed_in: string
    qualified: string
    lines: { native_price_per_1m: number }[]
    prices: { applied: string[] }[]
  }[]
  unpriced: { model: string; reason: string }[]
}
async function cheapest(date: string, more: Record<string, number> = {}): Promise<Answer> {
  const client = await connectMcp(server.url, '2026-07-28')
  const r = await client.callTool({
    name: 'get_workload_cost',
    arguments: {
      min_lmarena: 1300,
      billed_in: 'CNY',
      date,
      input_tokens: 1_000_000,
      output_tokens: 1_000_000,
      currency: 'CNY',
      limit: 50,
      ...more,
    },
  })
  await client.close()
  assert.not.ok(r.isError, JSON.stringify(r.content).slice(0, 300))
  return r.structuredContent as unknown as Answer
}

call('2026-11-25 :: glm-4-5-air and qwen-plus-2025-01-25, 2.8 CNY a month of 1M in and 1M out', async () => {
  const a = await cheapest('2026-11-25')
  // bigmodel.cn/pricing (data/official-pages/zhipu-cn-history/2026-09-06-pricing.html), 旗舰模型, CNY per 1M:
  //   GLM-4.5-Air  输入长度 [0, 32) 输出长度 [0, 0.2)  0.8元 / 2元 -> 2.8 CNY, requests of up to 200 output tokens
  //                输入长度 [0, 32) 输出长度 [0.2+)     0.8元 / 6元    (its lowest band: no output per request given)
  // help.aliyun.com/zh/model-studio/model-pricing (data/official-pages/alibaba/model-pricing.md, the capture
  // of 2026-10-10; the same prices as the copy of 2026-06-08), 华北2（北京）, CNY per 1M, input / output (non-thinking):
  //   qwen-plus-2025-01-25         无阶梯计价 0.8元 / 2元 -> 0.8 + 2 = 2.8 CNY  (LMArena 1326.5, 'qwen-plus-0125')
  // bigmodel.cn: GLM-4.5V 输入长度 [0, 32) 2元 / 6元 -> 8 CNY; GLM-4-Plus ¥5 / M Tokens -> 10 CNY. MiniMax's
  // pricing-paygo page: MiniMax-M2 2.1 / 8.4 -> 10.5 CNY.
  // qwen3-30b-a3b (0.75元 / 3元), qwen3-30b-a3b-instruct-2507, qwen3-next-80b-a3b-instruct and Alibaba's resale of
  // deepseek-v3.2 and v3.2-exp (2元 / 3元) went offline on 2026-10-10 (Model Studio's list of models taken
  // offline): the page of that morning still priced them, and they are no offer on 2026-11-25.
  // The tie goes to the id first in order. Offers scoring >= 1300 but billed in USD (DeepSeek's
  // English page, z.ai, the catalogue's USD records) do not qualify.
  assert.equal(
    a.items.slice(0, 7).map((i) => [i.model, i.total]),
    [
      ['glm-4-5-air', 2.8],
      ['qwen-plus-2025-01-25', 2.8],
      ['glm-4-5v', 8],
      ['glm-4-plus', 10],
      ['minimax-m2', 10.5],
    ],
  )
  const [air, plus] = a.items
  assert.equal(
    [air, plus].map((i) => i.lines.map((l) => l.native_price_per_1m)),
    [
      [0.8, 2],
      [0.8, 2],
    ],
  )
  assert.equal(air.prices[0].applied, [
    'the band of requests of up to 200 output tokens (output tokens per request not given)',
  ])
  assert.match(plus.qualified, /^billed in CNY; LMArena 1326.5 >= 1300 \('qwen-plus-0125', 2025-12-11\)$/)
  // The snapshot is priced through the qwen-plus record it is folded into; its offer names the snapshot.
  assert.is(plus.offer, 'qwen-plus-2025-01-25@alibaba/cn')
  // The offers that miss a constraint each say which; the answer lists the 20 cheapest of them (since the
  // capture of 2026-10-10 cheap unscored CNY offers come before the scored USD ones).
  assert.ok(a.unpriced.length && a.unpriced.every((u) => /^not qualified: /.test(u.reason)))
  assert.ok(
    a.unpriced.some((u) => /not qualified: billed in USD/.test(u.reason)),
    'the compared offers billed in USD say so',
  )
})

call('2026-11-25, answers of 1,000 tokens :: GLM-4.5-Air at its band over 200 output tokens, 6.8 CNY', async () => {
  const a = await cheapest('2026-11-25', { output_tokens_per_request: 1000 })
  // GLM-4.5-Air 输入长度 [0, 32) 输出长度 [0.2+): 0.8元 / 6元 -> 0.8 + 6 = 6.8 CNY; qwen-plus-2025-01-25 heads alone.
  const air = a.items.find((i) => i.model === 'glm-4-5-air')
  assert.equal(
    air?.lines.map((l) => l.native_price_per_1m),
    [0.8, 6],
  )
  assert.equal(air?.prices[0].applied, [])
  assert.equal(a.items[0].model, 'qwen-plus-2025-01-25')
})

call('2025-06-01 :: glm-4-plus, 10 CNY, scored 1307.331 on the leaderboard of 2025-05-24', async () => {
  const a = await cheapest('2025-06-01')
  // cny_llm_price_tables_history_2024_2026.csv, syaoranwe/LLM-Price@768e1431 (2025-05-08):
  // GLM-4-Plus 5 CNY input, 5 CNY output per 1M (50 / 50 until the table of 2025-04-23).
  //   1 x 5 + 1 x 5 = 10 CNY
  // LMArena that day: glm-4-plus-0111, 1307.331 on 2025-05-24 >= 1300. The other CNY offers of that day
  // have no LMArena score by then or score under 1300; the December 2025 scores are not used.
  assert.equal(
    a.items.map((i) => [i.model, i.total, i.billed_in]),
    [['glm-4-plus', 10, 'CNY']],
  )
  assert.equal(
    a.items[0].lines.map((l) => l.native_price_per_1m),
    [5, 5],
  )
  assert.match(a.items[0].qualified, /LMArena 1307.331 >= 1300 \('glm-4-plus-0111', 2025-05-24\)/)
})

unit.run()
call.run()
