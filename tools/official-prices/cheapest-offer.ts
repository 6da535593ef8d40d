// The question an assistant asks first: which offer is cheapest for a workload on a day, among those
// that meet its constraints (a minimum LMArena score that day, the seller's billing currency, a
// region). Pure over a small list of candidate offers, so a list of sellers' offers can feed it too.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseCsv } from '../csv.ts'

/** A benchmark score as it stood on a day: the leaderboard's name for the model and its date. */
export interface DatedScore {
  source: string
  score: number
  /** The leaderboard's date. */
  date: string
  name: string
  url: string
}

/** One priced offer the comparison may pick. */
export interface Candidate {
  model: string
  seller: string
  region: string | null
  /** The seller's billing currency. */
  currency: 'USD' | 'CNY'
  /** What the workload costs on it, in the answer's currency. */
  total: number
  scores: DatedScore[]
}

export interface Constraints {
  min_lmarena?: number
  billed_in?: 'USD' | 'CNY'
  region?: string
}

/** An offer that met every constraint, with why, or one that did not, with why not. */
export type Verdict<C extends Candidate> =
  | { offer: C; qualified: true; why: string }
  | { offer: C; qualified: false; why: string }

/** Judges each candidate against the constraints; the qualified ones cheapest first, then the rest. */
export function compareOffers<C extends Candidate>(candidates: C[], c: Constraints): Verdict<C>[] {
  const verdicts = candidates.map((offer): Verdict<C> => {
    const met: string[] = []
    const missed: string[] = []
    if (c.billed_in) (offer.currency === c.billed_in ? met : missed).push(`billed in ${offer.currency}`)
    if (c.region) (offer.region === c.region ? met : missed).push(`region ${offer.region ?? 'unknown'}`)
    if (c.min_lmarena !== undefined) {
      const s = offer.scores.find((x) => x.source === 'lmarena')
      if (!s) missed.push('no LMArena score that day')
      else
        (s.score >= c.min_lmarena ? met : missed).push(
          `LMArena ${s.score} ${s.score >= c.min_lmarena ? '>=' : '<'} ${c.min_lmarena} ('${s.name}', ${s.date})`,
        )
    }
    return missed.length
      ? { offer, qualified: false, why: `not qualified: ${missed.join('; ')}` }
      : { offer, qualified: true, why: met.join('; ') }
  })
  return verdicts.sort(
    (a, b) =>
      Number(b.qualified) - Number(a.qualified) ||
      a.offer.total - b.offer.total ||
      a.offer.model.localeCompare(b.offer.model),
  )
}

const ARENA_HISTORY_FILE = fileURLToPath(
  new URL('../../data/bundled/evaluations/arena_catalog_text_full_history.csv', import.meta.url),
)
const ARENA_URL = 'https://github.com/lmarena/arena-catalog/blob'
let arena: Map<string, { date: string; rating: number; commit: string }[]> | undefined

/**
 * The LMArena rating of the leaderboard name `name` as it stood on `date`: the newest dated row of
 * the leaderboard's git history (lmarena/arena-catalog, default variant) on or before the day.
 */
export function lmarenaOn(name: string, date: string): DatedScore | undefined {
  if (!arena) {
    arena = new Map()
    for (const r of parseCsv(readFileSync(ARENA_HISTORY_FILE, 'utf8'))) {
      if (r.variant !== 'default') continue
      const rows = arena.get(r.model) ?? []
      rows.push({ date: r.date, rating: Number(r.rating), commit: r.source_commit })
      arena.set(r.model, rows)
    }
    for (const rows of arena.values()) rows.sort((a, b) => a.date.localeCompare(b.date))
  }
  const row = (arena.get(name) ?? []).filter((r) => r.date <= date).pop()
  return row
    ? {
        source: 'lmarena',
        score: row.rating,
        date: row.date,
        name,
        url: `${ARENA_URL}/${row.commit}/data/leaderboard-text.json`,
      }
    : undefined
}
