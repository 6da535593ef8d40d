// The real switch: on 2026-09-11 deepseek-v4-pro is served from DeepSeek's mainland CNY page (zh-cn), the day
// before from its English USD page (the first copy of the CNY page to show it is of 2026-09-11). The index does
// not link it that day (its link is the one without it), and no price change is recorded: a switch of offer is
// not a move.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { buildFromBundled } from '../../../../jobs/datasets/llm-prices/bundled.ts'
import type { IndexRow } from '../../../../jobs/datasets/price-index/blend.ts'
import { computeIndexSeries } from '../../../../jobs/datasets/price-index/index-series.ts'
import type { HistoryRow } from '../../../../tools/schemas.ts'
import type { PriceChange } from '../../../../tools/schemas.ts'

const SWITCH = '2026-09-11'
const BEFORE = '2026-09-10'
const MODELS = ['deepseek-v4-pro']

const real = suite('price index :: the switch of offer in the real history')
let rows: HistoryRow[] = []
let april: HistoryRow[] = []
let changes: PriceChange[] = []
real.before(async () => {
  const built = await buildFromBundled()
  const within = (from: string, to: string) =>
    built.history.filter((r) => r.date >= from && r.date <= to).sort((a, b) => a.date.localeCompare(b.date))
  rows = within('2026-09-01', '2026-09-30')
  april = within('2026-04-10', '2026-04-30')
  changes = built.changes
})

real('the switch is in the data :: the international USD offer, then the mainland CNY offer', () => {
  for (const model of MODELS) {
    const day = (date: string) => rows.find((r) => r.model === model && r.date === date)!
    assert.equal([day(BEFORE).offer, day(BEFORE).native_currency], [`${model}@deepseek/intl`, 'USD'])
    assert.equal([day(SWITCH).offer, day(SWITCH).native_currency], [`${model}@deepseek/cn`, 'CNY'])
    assert.ok(day(SWITCH).source_url.startsWith('https://api-docs.deepseek.com/zh-cn/'), day(SWITCH).source_url)
  }
})

real('index :: the CN link on the switch day is the link without the model', () => {
  const cn = (list: IndexRow[]) => computeIndexSeries(list).items.find((p) => p.group === 'CN' && p.date === SWITCH)!
  const withModel = cn(rows)
  const withoutModel = cn(rows.filter((r) => !(MODELS.includes(r.model) && r.date === SWITCH)))
  assert.is(withModel.link_models, withoutModel.link_models)
  assert.is(withModel.link_usd, withoutModel.link_usd)
  assert.is(withModel.link_cny, withoutModel.link_cny)
  // Read as one offer from one source, its USD figure as converted, the switch would move the CN index that day.
  const blind = rows.map((r) =>
    MODELS.includes(r.model) ? { ...r, offer: 'one', source_name: 'one', fx_usd_cny: undefined } : r,
  )
  assert.is(cn(blind).link_models, withModel.link_models + MODELS.length)
  assert.is.not(cn(blind).link_cny, withModel.link_cny)
})

real("the seller's own USD figure beside a CNY price :: a switch from the day's conversion, not a move", () => {
  // moonshot-v1-128k's mainland page, 10 / 30 CNY, seen again on 2026-04-20 within 90 days of Moonshot's USD page
  // ($2 / $5): that day's row carries the seller's USD figure, the day before a conversion of the same CNY price.
  const day = (date: string) => april.find((r) => r.model === 'moonshot-v1-128k' && r.date === date)!
  const [before, after] = [day('2026-04-19'), day('2026-04-20')]
  assert.equal(
    [before.offer, before.input_cny, after.offer, after.input_cny, after.input_usd],
    [after.offer, 10, before.offer, 10, 2],
  )
  assert.ok(Math.abs(before.input_usd * before.fx_usd_cny - 10) < 0.01, `${before.input_usd} converted`)
  const cn = (list: HistoryRow[]) =>
    computeIndexSeries(list).items.find((p) => p.group === 'CN' && p.date === '2026-04-20')!
  // The mainland list's moonshot-v1 models (8k, 32k, 128k and their vision previews), all seen again that day.
  const moonshot = (r: HistoryRow) => /^moonshot-v1-\d+k(-vision-preview)?$/.test(r.model) && r.date === '2026-04-20'
  const withModels = cn(april)
  const withoutModels = cn(april.filter((r) => !moonshot(r)))
  assert.is(withModels.link_models, withoutModels.link_models)
  assert.is(withModels.link_usd, withoutModels.link_usd)
})

real('price changes :: no record for the model on the switch day', () => {
  assert.equal(
    changes.filter((c) => MODELS.includes(c.model) && c.date === SWITCH),
    [],
  )
})

real.run()
