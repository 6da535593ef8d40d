// A read that looks wrong fails its seller, loudly: the last good rows stay and the run names the
// seller and the reason. A parse that lost the table must never read as a mass retirement.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { current, offerKey } from './keys.ts'

/** A price this many times off the last good one, with no date on the page saying so, is a misread. */
const SUSPECT_FACTOR = 10

/**
 * Why the read `rows` cannot be trusted against the last good `previous` rows; undefined: it can. `redesign`:
 * the recorded copy's words on a page that moved prices off itself, so fewer rows are the page's, not a lost table.
 */
export function suspectRead(rows: OfficialPrice[], previous: OfficialPrice[], redesign?: string): string | undefined {
  if (!rows.length) return 'no price table read from the page'
  // The rows the last good read saw (a model kept from an earlier read, unseen since, does not count).
  const open = previous.filter(current)
  const newest = open.reduce((a, r) => (r.page_date > a ? r.page_date : a), '')
  const before = open.filter((r) => r.page_date === newest)
  if (before.length && rows.length < before.length / 2 && !redesign)
    return `${rows.length} rows read, under half of the ${before.length} current rows of the last good read`
  // A price is checked against its offer's last good row, whichever day its page was seen (a read's recorded
  // copies can each have their own day, so the newest day alone may hold a few pages' rows).
  const last = new Map(open.map((r) => [offerKey(r), r]))
  for (const r of rows) {
    const was = last.get(offerKey(r))
    if (!was || r.effective_from) continue
    for (const f of ['input', 'output'] as const) {
      const a = was[f]
      const b = r[f]
      if (!a || !b) continue
      const ratio = b / a
      if (ratio >= SUSPECT_FACTOR || ratio <= 1 / SUSPECT_FACTOR)
        return (
          `${r.model} ${f} ${a} -> ${b} ${r.currency}, ${SUSPECT_FACTOR}x off the last good read ` +
          'with no date on the page saying so'
        )
    }
  }
  return undefined
}
