// The ECB cross rate (CNY per EUR / USD per EUR) as an FxTable: an independent second daily USD/CNY
// source used to cross-check the FRED rates. The bundled ECB file ends on 2025-05-09, like DEXCHUS,
// so it cannot supply later rates (FRED monthly averages do that).
import { parseCsv } from '../../../tools/csv.ts'
import { FxTable } from '../../../tools/fx.ts'

export const ECB_SOURCE = 'ECB euro reference rates, cross rate CNY/USD = CNY per EUR / USD per EUR (via h0tbird/eurofxref)'

/** CNY per USD from the ECB file's cny_per_eur and usd_per_eur columns (rows without CNY skipped). */
export function fxTableFromEcb(csv: string): FxTable {
  const rows = parseCsv(csv)
    .filter((row) => Number(row.cny_per_eur) > 0 && Number(row.usd_per_eur) > 0)
    .map((row) => ({ date: row.date, rate: Math.round((Number(row.cny_per_eur) / Number(row.usd_per_eur)) * 1e4) / 1e4, source: ECB_SOURCE }))
  return new FxTable(rows.sort((a, b) => a.date.localeCompare(b.date)))
}
