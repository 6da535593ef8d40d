// Prices a seller has announced for a day still to come (an introductory price's end, a dated change on
// its page): not in force, so not in a record's price fields, but said beside them, so a reader asking
// today learns what the price will be and from when. Re-read on every run: a day reached moves the
// price into the record's fields and out of this list.
import type { Observation } from '../../../tools/observation.ts'
import type { PriceRecord } from '../../../tools/schemas.ts'

type Scheduled = NonNullable<PriceRecord['scheduled']>[number]

/**
 * Per model, the announced prices after `date`: the sellers' own rows and third parties' quotes of them (the
 * observations that carry a date_basis, the catalogues' never do), the developer's own sale only (a resale is
 * an offer of its own), one per day and currency in the order of precedence (the results' order).
 */
export function announcedAfter(results: { observations: Observation[] }[], date: string): Map<string, Scheduled[]> {
  const byModel = new Map<string, Scheduled[]>()
  for (const { observations } of results)
    for (const o of observations) {
      if (o.observed <= date || !o.date_basis || (o.seller && o.seller !== o.vendor)) continue
      const list = byModel.get(o.model) ?? []
      if (list.some((s) => s.from === o.observed && s.currency === o.currency)) continue
      list.push({
        from: o.observed,
        currency: o.currency,
        input: o.input,
        output: o.output,
        cache_read: o.cache_read,
        source_name: o.source_name,
        source_url: o.source_url,
        date_basis: o.date_basis,
      })
      byModel.set(o.model, list)
    }
  for (const list of byModel.values()) list.sort((a, b) => a.from.localeCompare(b.from))
  return byModel
}

/** The records with the prices announced for their model (under its id or one of its aliases). */
export const withScheduled = (records: PriceRecord[], announced: Map<string, Scheduled[]>): PriceRecord[] =>
  records.map((r) => {
    const all = [r.model, ...(r.aliases ?? [])].flatMap((id) => announced.get(id) ?? [])
    const list = all.filter((s, i) => all.findIndex((t) => t.from === s.from && t.currency === s.currency) === i)
    return list.length ? { ...r, scheduled: list } : r
  })
