// The USD/CNY table every producer converts with, from its recorded real rates (FRED daily, then
// FRED monthly); the arithmetic is tools/fx.ts.
import { readFile } from 'node:fs/promises'
import { fxTableFromFred } from '../tools/fx.ts'
import { BUNDLED_DIR } from './bundled.ts'

export async function loadFx(dir = BUNDLED_DIR) {
  const read = (name: string) => readFile(`${dir}/${name}`, 'utf8')
  return fxTableFromFred(await read('usd_cny_daily_fred_dexchus.csv'), await read('exchange_rates_monthly_fred_all_countries.csv'))
}
