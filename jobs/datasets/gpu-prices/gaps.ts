// Why a GPU of the spec table has no price: what the bundled sources hold for the part and why none
// of it is a price of this exact part (the A800 and the Ascend 910C had neither).
import type { GpuPrice } from '../../../tools/gpu-prices/schema.ts'
import { CATALOG, type CatalogEntry } from './catalog.ts'
import { FAMILIES, normPart } from './match.ts'
import type { EpochRow } from './specs.ts'
import type { Rejected } from '../../../tools/rejected.ts'

// Gaps PRICES_README.md names ("Gaps and what was not found"), carried onto the part they name.
const README_GAPS: Record<string, string> = {
  'nvidia-a800-sxm': 'PRICES_README: A800 server prices were not found in the stored pages',
}

/** Catalogue ids a part name can land on (its single id, its forms, its form-not-stated record). */
function idsOfPart(part: string): string[] {
  const family = FAMILIES[normPart(part)]
  if (!family) return []
  return [family.single, family.unstated, ...Object.values(family.forms ?? {})].filter((id): id is string =>
    Boolean(id),
  )
}

/** The stated reason for an empty price list, built from the sources themselves. */
export function priceGapReason(
  entry: CatalogEntry,
  pricesById: Map<string, GpuPrice[]>,
  rejected: (Rejected & { part?: string })[],
  epoch: Map<string, EpochRow>,
): string {
  const parts = ['no quoted price of this exact part in the bundled sources']
  const row = entry.epoch ? epoch.get(entry.epoch) : undefined
  if (row && !(Number(row['Release price (USD)']) > 0))
    parts.push(`Epoch's row '${entry.epoch}' gives no release price`)
  const unstated = CATALOG.find((e) => e.forms?.includes(entry.id))
  const elsewhere = unstated ? (pricesById.get(unstated.id) ?? []) : []
  if (unstated && elsewhere.length) {
    parts.push(
      `prices whose source does not state the form factor are on ${unstated.id} ` +
        `(${elsewhere.map((p) => p.id.toUpperCase()).join(', ')})`,
    )
  }
  for (const r of rejected) {
    if (r.part && idsOfPart(r.part).includes(entry.id)) parts.push(`${r.record} not published: ${r.reason}`)
  }
  if (README_GAPS[entry.id]) parts.push(README_GAPS[entry.id])
  return parts.join('; ')
}
