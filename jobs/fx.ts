// The USD/CNY table every producer converts with, from its recorded real rates (FRED daily, the
// ECB's daily cross rate after it, then FRED monthly); the arithmetic is tools/fx.ts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  ECB_2025_2026_SOURCE,
  ECB_SOURCE,
  ecbCrossRates,
  type FxRate,
  type FxTable,
  fxTableFromFred,
} from '../tools/fx.ts'
import type { DatasetSource } from '../tools/envelope.ts'
import { BUNDLED_DIR } from './bundled.ts'

/** The ECB copies, as each dataset that converts with this table cites them. */
export const ECB_DATASET_SOURCES: DatasetSource[] = [
  {
    name:
      'ECB euro reference rates, USD and CNY to 2025-05-09 (via ' +
      'h0tbird/eurofxref); cross rate CNY/USD = CNY per EUR / USD per EUR',
    url: 'https://github.com/h0tbird/eurofxref/tree/d21ffee4b337f6d7ea9eb59045155aadf7b48b98',
    license: 'ECB: reuse with the source acknowledged',
    retrieved: '2025-05-11',
  },
  {
    name:
      'ECB euro reference rates, USD and CNY 2025-05-12..2026-08-21 (via SALV19/MachineLearning); cross rate ' +
      'CNY/USD = CNY per EUR / USD per EUR',
    url: 'https://github.com/SALV19/MachineLearning/blob/96f5cd8652c4275b4c6b385cabd3626589c28293/eurofxref-hist.csv',
    license: 'ECB: reuse with the source acknowledged',
    retrieved: '2026-08-21',
  },
]

export const FX_FILES = {
  fredDaily: 'usd_cny_daily_fred_dexchus.csv',
  fredMonthly: 'exchange_rates_monthly_fred_all_countries.csv',
  /** The ECB files, each with the copy it came from (data/bundled/PROVENANCE.md); the first one holding a day wins. */
  ecb: [
    { name: 'ecb_eur_reference_rates_usd_cny_daily.csv', source: ECB_SOURCE },
    { name: 'ecb_eur_reference_rates_usd_cny_daily_2025_2026.csv', source: ECB_2025_2026_SOURCE },
  ],
} as const

const read = (dir: string, name: string) => readFileSync(join(dir, name), 'utf8')

/** Every bundled ECB cross rate, one per day, by date. */
export function readEcbRates(dir = BUNDLED_DIR): FxRate[] {
  const byDate = new Map<string, FxRate>()
  for (const file of FX_FILES.ecb) {
    for (const rate of ecbCrossRates(read(dir, file.name), file.source))
      if (!byDate.has(rate.date)) byDate.set(rate.date, rate)
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date))
}

/** The one USD/CNY table of every producer. */
export function loadFxSync(dir = BUNDLED_DIR): FxTable {
  return fxTableFromFred(read(dir, FX_FILES.fredDaily), read(dir, FX_FILES.fredMonthly), readEcbRates(dir))
}

export async function loadFx(dir = BUNDLED_DIR): Promise<FxTable> {
  return loadFxSync(dir)
}
