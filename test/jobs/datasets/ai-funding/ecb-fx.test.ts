import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { produceAiFunding } from '../../../../jobs/datasets/ai-funding/build.ts'
import { fxTableFromEcb } from '../../../../tools/fx.ts'
import { BUNDLED_DIR } from '../../../../jobs/bundled.ts'

const ecb = fxTableFromEcb(readFileSync(`${BUNDLED_DIR}/ecb_eur_reference_rates_usd_cny_daily.csv`, 'utf8'))
const test = suite('fxTableFromEcb :: cross-check of FRED')

test("2025-05-09 :: 8.147 / 1.1252 = 7.2405, the file's own cross column", () => {
  assert.equal([ecb.on('2025-05-09').rate, ecb.last.date], [7.2405, '2025-05-09'])
})
test('every CNY round converted at a FRED daily rate :: ECB cross within 0.5%', () => {
  const { payload } = produceAiFunding()
  const daily = payload.items.filter((i) => i.amount.currency === 'CNY' && /DEXCHUS/.test(i.amount_usd.fx_source ?? ''))
  let worst = 0
  for (const r of daily) {
    const dev = Math.abs(ecb.on(r.amount_usd.fx_date!).rate / r.amount_usd.fx_rate! - 1)
    worst = Math.max(worst, dev)
    assert.ok(dev < 0.005, `${r.id}: ${dev}`)
  }
  assert.ok(daily.length >= 2)
  console.log(`ECB vs FRED on ${daily.length} CNY rounds: worst deviation ${(worst * 100).toFixed(3)}%`)
})
test.run()
