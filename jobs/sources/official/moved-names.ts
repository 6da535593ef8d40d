// A row typed by hand under a rolling id (mistral-large-latest at $8 / $24 on Mistral's docs of March 2024)
// priced the snapshot the id named on the page's day. When the seller moved the id to another snapshot
// (data/registry/alias-pointers.csv, a dated statement of its own), the row no longer priced the id: it ends
// on the move, unless a copy made after the move shows it again. Left in force, it would price the id
// again wherever no other source does, years on.
import { pointedOn, pointersOf } from '../../../tools/alias-pointers.ts'
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { isDateBasis } from '../../../tools/price-terms.ts'
import { isAliasEnd } from './history.ts'

/** The first day after `from` on which the seller's statements put another snapshot behind `id`, with the words. */
export function firstMove(id: string, from: string): { day: string; from: string; to: string; said: string } | null {
  const before = pointedOn(id, from)
  if (!before) return null
  const statements = pointersOf(id).filter((p) => isDateBasis(p.basis))
  const days = [...new Set(statements.flatMap((p) => [p.from, p.until]))].filter((d) => d > from).sort()
  for (const day of days) {
    const now = pointedOn(id, day)
    if (!now || now.id === before.id) continue
    const by = statements.find((p) => p.from === day) ?? statements.find((p) => p.until === day)
    const said = by ? `${by.source_url}: '${by.words.slice(0, 160)}'` : now.note
    return { day, from: before.id, to: now.id, said }
  }
  return null
}

/**
 * Ends each row typed by hand under a rolling id on the seller's first move of the id after the row's last
 * copy. An end the page states stands (a row already ended on or before the move is left as it is); an end
 * only inferred from a later read naming the id another model's alias gives way to the earlier move.
 */
export function endByMoves(rows: OfficialPrice[]): OfficialPrice[] {
  return rows.map((r) => {
    if (r.status === 'retired' || r.effective_from) return r
    const move = firstMove(r.model, r.page_date)
    if (!move) return r
    const until = r.effective_until?.slice(0, 10)
    if (until && (until <= move.day || !isAliasEnd(r.effective_basis))) return r
    return {
      ...r,
      effective_until: move.day,
      effective_basis: `the seller moved ${r.model} from ${move.from} to ${move.to} on ${move.day} (${move.said})`,
    }
  })
}
