// The real switch: on 2026-11-25 glm-4-7 is served from Z.ai's international USD list, the day before
// from Zhipu's mainland CNY list. The index does not link it that day (its link is the one without it),
// and no price change is recorded: a switch of offer is not a move.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { buildFromBundled } from '../../../../jobs/datasets/llm-prices/bundled.ts'
import { computeIndexSeries } from '../../../../jobs/datasets/price-index/index-series.ts'
import type { HistoryRow } from '../../../../tools/schemas.ts'
import type { PriceChange } from '../../../../tools/schemas.ts'

const SWITCH = '2026-11-25'
const BEFORE = '2026-11-24'
const GLM = ['glm-4-7']

const real = suite('price index :: the GLM switch of offer in the real history')
let rows: HistoryRow[] = []
let changes: PriceChange[] = []
real.before(async () => {
  const built = await buildFromBundled()
  rows = built.history.filter((r) => r.date >= '2026-11-01').sort((a, b) => a.date.localeCompare(b.date))
  changes = built.changes
})

real('the switch is in the data :: mainland CNY offer, then the international USD offer', () => {
  for (const model of GLM) {
    const day = (date: string) => rows.find((r) => r.model === model && r.date === date)!
    assert.equal([day(BEFORE).offer, day(BEFORE).native_currency], [`${model}@zhipu/cn`, 'CNY'])
    assert.equal([day(SWITCH).offer, day(SWITCH).native_currency], [`${model}@zhipu/intl`, 'USD'])
    assert.ok(day(SWITCH).source_url.startsWith('https://docs.z.ai/'), day(SWITCH).source_url)
  }
})

real('index :: the CN link on the switch day is the link without the model', () => {
  const cn = (list: HistoryRow[]) => computeIndexSeries(list).items.find((p) => p.group === 'CN' && p.date === SWITCH)!
  const withGlm = cn(rows)
  const withoutGlm = cn(rows.filter((r) => !(GLM.includes(r.model) && r.date === SWITCH)))
  assert.is(withGlm.link_models, withoutGlm.link_models)
  assert.is(withGlm.link_usd, withoutGlm.link_usd)
  assert.is(withGlm.link_cny, withoutGlm.link_cny)
  // Read as one offer from one source, the switch would move the CN index that day.
  const blind = rows.map((r) => (GLM.includes(r.model) ? { ...r, offer: 'one', source_name: 'one' } : r))
  assert.is(cn(blind).link_models, withGlm.link_models + GLM.length)
  assert.ok(cn(blind).link_cny > withGlm.link_cny, `${cn(blind).link_cny} vs ${withGlm.link_cny}`)
})

real('price changes :: no record for the model on the switch day', () => {
  assert.equal(
    changes.filter((c) => GLM.includes(c.model) && c.date === SWITCH),
    [],
  )
})

real.run()
