// The real switch: on 2026-09-11 deepseek-v4-pro is served from DeepSeek's mainland CNY page (zh-cn), the day
// before from its English USD page (the first copy of the CNY page to show it is of 2026-09-11). The index does
// not link it that day (its link is the one without it), and no price change is recorded: a switch of offer is
// not a move.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { buildFromBundled } from '../../../../jobs/datasets/llm-prices/bundled.ts'
import { computeIndexSeries } from '../../../../jobs/datasets/price-index/index-series.ts'
import type { HistoryRow } from '../../../../tools/schemas.ts'
import type { PriceChange } from '../../../../tools/schemas.ts'

const SWITCH = '2026-09-11'
const BEFORE = '2026-09-10'
const MODELS = ['deepseek-v4-pro']

const real = suite('price index :: the switch of offer in the real history')
let rows: HistoryRow[] = []
let changes: PriceChange[] = []
real.before(async () => {
  const built = await buildFromBundled()
  rows = built.history
    .filter((r) => r.date >= '2026-09-01' && r.date <= '2026-09-30')
    .sort((a, b) => a.date.localeCompare(b.date))
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
  const cn = (list: HistoryRow[]) => computeIndexSeries(list).items.find((p) => p.group === 'CN' && p.date === SWITCH)!
  const withModel = cn(rows)
  const withoutModel = cn(rows.filter((r) => !(MODELS.includes(r.model) && r.date === SWITCH)))
  assert.is(withModel.link_models, withoutModel.link_models)
  assert.is(withModel.link_usd, withoutModel.link_usd)
  assert.is(withModel.link_cny, withoutModel.link_cny)
  // Read as one offer from one source, the switch would move the CN index that day.
  const blind = rows.map((r) => (MODELS.includes(r.model) ? { ...r, offer: 'one', source_name: 'one' } : r))
  assert.is(cn(blind).link_models, withModel.link_models + MODELS.length)
  assert.is.not(cn(blind).link_cny, withModel.link_cny)
})

real('price changes :: no record for the model on the switch day', () => {
  assert.equal(
    changes.filter((c) => MODELS.includes(c.model) && c.date === SWITCH),
    [],
  )
})

real.run()
