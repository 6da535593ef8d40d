// An adapter's last good read from its recorded copies: each earlier copy, oldest first, then the
// recorded one, landed in turn (read.ts). What data/official/<seller>.json holds for an adapter's
// seller, and what a refresh lands today's read on.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PAGES_DIR } from './types.ts'
import type { OfficialLife, OfficialLineup, OfficialPrice } from '../../../tools/official-price.ts'
import type { OfficialEvent } from './history.ts'
import { landLives } from './lives.ts'
import { endByMoves } from './moved-names.ts'
import { readSeller } from './read.ts'
import type { PageText, SellerAdapter } from './types.ts'

const text = (fixture: string, dir: string) => readFileSync(join(dir, fixture), 'utf8')

/** The recorded copy's pages. */
export const recordedPages = (a: SellerAdapter, dir = PAGES_DIR): PageText[] =>
  a.pages.map((p) => ({ url: p.url, text: text(p.fixture, dir), ...(p.recorded ? { seen: p.recorded } : {}) }))

export interface Baseline {
  rows: OfficialPrice[]
  byHand: OfficialPrice[]
  lives: OfficialLife[]
  lineups: OfficialLineup[]
  events: OfficialEvent[]
  problems: string[]
  failures: string[]
}

/** Every recorded copy of the adapter's pages read in date order over the seller's rows typed by hand. */
export function baseline(a: SellerAdapter, byHand: OfficialPrice[] = [], dir = PAGES_DIR): Baseline {
  const reads = [
    ...(a.earlier ?? []).map((e) => ({
      date: e.date,
      basis: e.basis,
      pages: e.copies.flatMap((c) => (c ? [{ url: c.url, text: text(c.fixture, dir) }] : [])),
      // An excerpt, as a redesign, shows fewer rows by design: not a lost table (guard.ts).
      redesign: e.redesign ?? e.excerpt,
    })),
    { date: a.recorded, basis: a.recorded_basis, pages: recordedPages(a, dir) },
  ]
  const out: Baseline = {
    rows: [],
    byHand: endByMoves(byHand),
    lives: [],
    lineups: [],
    events: [],
    problems: [],
    failures: [],
  }
  for (const r of reads) {
    const redesign = 'redesign' in r ? r.redesign : undefined
    const got = readSeller(a, r.pages, { date: r.date, basis: r.basis }, out.rows, out.byHand, redesign)
    if (got.failure) out.failures.push(`${r.date}: ${got.failure}`)
    out.rows = got.rows
    out.byHand = got.byHand
    out.lives = landLives(out.lives, got.lives, r.date, got.rows)
    if (got.lineup) out.lineups.push({ day: r.date, ...got.lineup })
    out.events.push(...got.events)
    out.problems.push(...got.problems.map((p) => `${r.date}: ${p}`))
  }
  return out
}
