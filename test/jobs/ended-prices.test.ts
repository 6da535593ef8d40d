// No derived feed reads a price its seller says has ended: the seeded enterprise cost, role budgets,
// evaluations and price index, each price checked against the sellers' own rows on its day.
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { DATASETS } from '../../jobs/datasets/index.ts'
import { endedPrices, replacedBySeller, sellerIdsOf, withoutEndedPrices } from '../../jobs/ended-prices.ts'
import { loadFx } from '../../jobs/fx.ts'
import { seedStore } from '../../jobs/seed.ts'
import { EmbeddedStore } from '../../store/embedded.ts'
import { PRICE_HISTORY } from '../../tools/llm-prices/llm-price-history.ts'
import type { OfficialPriceItem } from '../../tools/official-prices/schema.ts'
import { type BasePayload, readPayload } from '../../tools/snapshot.ts'
import { seededDataDir } from '../helpers/seeded.ts'
import { snapshotsApart } from '../../jobs/datasets/evaluations/match.ts'

type Items<T> = BasePayload & { items: T[] }
type Priced = { model: string; input_usd: number; output_usd: number }

const ended = suite('derived feeds :: no price its seller says has ended')
let dir = ''
let store: EmbeddedStore
let check: ReturnType<typeof endedPrices>

ended.before(async () => {
  // A copy of the run's seed (the same seedStore over DATASETS on the bundled data).
  dir = await seededDataDir({ feeds: false })
  store = new EmbeddedStore(join(dir, 'store'))
  await store.init()
  assert.is(await seedStore({ store, datasets: DATASETS, fx: await loadFx() }), null, 'the copy holds every snapshot')
  check = endedPrices((await readPayload<Items<OfficialPriceItem>>(store, 'official_prices')).items)
})
ended.after(async () => {
  await store.close()
  await rm(dir, { recursive: true, force: true })
})

const usd = (p: Priced, date: string) =>
  check({ model: p.model, currency: 'USD', input: p.input_usd, output: p.output_usd, date })

ended('the rule :: deepseek-v3 at 0.27/1.10 USD is deepseek-chat price that ended on 2025-09-05', () => {
  assert.ok(sellerIdsOf('deepseek-v3').includes('deepseek-chat'))
  const v3 = { model: 'deepseek-v3', input_usd: 0.27, output_usd: 1.1 }
  assert.match(usd(v3, '2026-11-25') ?? '', /deepseek-chat price that ended on 2025-09-05/)
  assert.is(usd(v3, '2025-08-01'), undefined, 'in force before its end')
  // The list after it ended with DeepSeek-V3.2-Exp's (2025-09-29), and that one when DeepSeek's page of
  // 2026-04-26 gave the name deepseek-chat to V4 Flash.
  const next = { ...v3, input_usd: 0.56, output_usd: 1.68 }
  assert.is(usd(next, '2025-09-15'), undefined)
  assert.match(usd(next, '2026-01-15') ?? '', /deepseek-chat price that ended on 2025-09-29/)
  const exp = { ...v3, input_usd: 0.28, output_usd: 0.42 }
  assert.is(usd(exp, '2026-01-15'), undefined)
  assert.match(usd(exp, '2026-11-25') ?? '', /deepseek-chat price that ended on 2026-04-26/)
})
ended('a version its seller sold only behind rolling ids :: replaced once every one of them moved on', () => {
  // DeepSeek's updates page: deepseek-chat and deepseek-reasoner served V3.2-Exp from 2025-09-29, V3.2 from 2025-12-01.
  assert.match(
    replacedBySeller('deepseek-v3-2-exp', '2026-11-25') ?? '',
    /deepseek-chat and deepseek-reasoner.*2025-12-01/,
  )
  assert.is(replacedBySeller('deepseek-v3-2-exp', '2025-11-30'), undefined, 'still served the day before')
  assert.is(replacedBySeller('deepseek-v3-2', '2026-04-25'), undefined, 'the version they served until V4')
  assert.match(
    replacedBySeller('deepseek-v3-2', '2026-11-25') ?? '',
    /DeepSeek-V4-Flash \(non-thinking\) from 2026-04-26 \(https:\/\/api-docs\.deepseek\.com\/quick_start\/pricing\)/,
  )
  assert.is(replacedBySeller('mistral-large-2407', '2026-11-25'), undefined, 'an id sold in its own name')
  const exp = { model: 'deepseek-v3-2-exp', vendor: 'deepseek', seller: 'deepseek', input_usd: 0.27, output_usd: 0.41 }
  const { kept, rejected } = withoutEndedPrices([exp, { ...exp, seller: 'siliconflow' }], [], '2026-11-25', 'prices')
  assert.equal([kept.length, kept[0].seller, rejected[0]?.record], [1, 'siliconflow', 'deepseek-v3-2-exp'])
})
ended(
  'every derived feed :: no model its seller has replaced (the role budget picked deepseek-v3-2-exp in 60 cells)',
  async () => {
    const prices = await readPayload<Items<{ model: string; vendor: string; seller?: string }>>(store, 'llm_prices')
    // Another seller's own page may still sell a version its developer replaced (as Alibaba sold deepseek-v3.1
    // until Model Studio took it offline on 2026-10-10).
    const resold = new Set(prices.items.filter((r) => r.seller && r.seller !== r.vendor).map((r) => r.model))
    const models = [
      ...(await readPayload<Items<{ model: string }>>(store, 'evaluations')).items.map((e) => e.model),
      ...(
        await readPayload<Items<{ best_any: { model: string } | null; best_cn: { model: string } | null }>>(
          store,
          'role_token_budget',
        )
      ).items.flatMap((r) => [r.best_any?.model, r.best_cn?.model]),
    ]
    for (const m of models) if (m && !resold.has(m)) assert.is(replacedBySeller(m, prices.as_of), undefined, m)
    assert.ok(models.filter(Boolean).length > 100, `${models.length} picks and evaluations checked`)
  },
)
ended(
  "enterprise_ai_cost :: the open model's API price is a seller's own page in force (DeepSeek's deepseek-flash)",
  async () => {
    const p = await readPayload<
      Items<unknown> & {
        open_model: Record<string, { value: number }> & { price: { model: string; source_url: string } }
      }
    >(store, 'enterprise_ai_cost')
    const om = p.open_model
    const price = { model: om.price.model, input_usd: om.input_usd_per_m.value, output_usd: om.output_usd_per_m.value }
    assert.is(usd(price, p.as_of), undefined)
    // No seller's page sells V3 any more (DeepSeek's 2025 deepseek-chat list of 0.56/1.68 USD is not in force,
    // Alibaba's and Google Cloud's resales ended in October 2026): DeepSeek's own successor is the API.
    assert.is(price.model, 'deepseek-flash')
    const figures = om as unknown as Record<string, { value: number; kind: string }>
    // Its price as the page states it (sourced: '| PEAK | $0.3 | $1.2 |'), the CNY one converted from it.
    assert.equal(
      [figures.input_usd_per_m.value, figures.output_usd_per_m.value, figures.input_usd_per_m.kind],
      [0.3, 1.2, 'sourced'],
    )
    assert.is(figures.input_cny_per_m.kind, 'derived')
    assert.is(om.price.source_url, 'https://api-docs.deepseek.com/quick_start/pricing.md')
  },
)
ended('evaluations :: no price column holds an ended price', async () => {
  const p = await readPayload<Items<Priced>>(store, 'evaluations')
  for (const e of p.items) assert.is(usd(e, p.as_of), undefined, e.model)
})
ended('role_token_budget :: no best model is priced at an ended price', async () => {
  const prices = await readPayload<Items<Priced>>(store, 'llm_prices')
  // A dated snapshot folded into a record is priced apart, as the role budget reads it.
  const byModel = new Map(snapshotsApart(prices.items).map((r) => [r.model, r]))
  const p = await readPayload<
    Items<{ id: string; best_any: { model: string } | null; best_cn: { model: string } | null }>
  >(store, 'role_token_budget')
  for (const r of p.items)
    for (const best of [r.best_any, r.best_cn])
      if (best) {
        assert.ok(byModel.has(best.model), `${r.id} ${best.model}: not in llm_prices`)
        assert.is(usd(byModel.get(best.model)!, prices.as_of), undefined, `${r.id} ${best.model}`)
      }
})
ended('price_index :: no cost-of-capability point is a model on a day its price had ended', async () => {
  const p = await readPayload<Items<unknown> & { cost_of_capability: { points: { date: string; model: string }[] }[] }>(
    store,
    'price_index',
  )
  const rows = new Map<string, Priced>()
  for await (const r of store.allSeries(PRICE_HISTORY)) rows.set(`${r.model} ${r.date}`, r)
  let n = 0
  for (const s of p.cost_of_capability)
    for (const pt of s.points) {
      const row = rows.get(`${pt.model} ${pt.date}`)
      if (!row) continue
      n++
      assert.is(usd(row, pt.date), undefined, `${pt.model} ${pt.date}`)
    }
  assert.ok(n > 1000, `${n} points checked`)
})
ended.run()
