// One seller read on one day: parse its pages, check the read against the last good rows (guard.ts),
// and land it on them (history.ts). A read that fails keeps the last good rows and says why.
import type { OfficialPrice } from '../../../../../tools/official-price.ts'
import { suspectRead } from './guard.ts'
import { applyRead, endByLives, type OfficialEvent } from './history.ts'
import type { PageText, SellerAdapter } from './types.ts'

export interface SellerOutcome {
  seller: string
  rows: OfficialPrice[]
  events: OfficialEvent[]
  /** Why this read was refused (its last good rows were kept); absent: the read was taken. */
  failure?: string
  /** What the parse could not read, beside a read that was taken. */
  problems: string[]
}

export function readSeller(
  adapter: SellerAdapter,
  pages: PageText[],
  seen: { date: string; basis: string },
  lastGood: OfficialPrice[],
  /** The seller's rows typed by hand: what the page says of a model's life ends them too. */
  byHand: OfficialPrice[] = [],
): SellerOutcome & { byHand: OfficialPrice[] } {
  const keep = (failure: string, problems: string[] = []) => ({
    seller: adapter.seller,
    byHand,
    rows: lastGood,
    events: [],
    failure,
    problems,
  })
  let read: ReturnType<SellerAdapter['parse']>
  try {
    read = adapter.parse(pages, seen)
  } catch (e) {
    return keep(`the page could not be parsed: ${(e as Error).message}`)
  }
  const suspect = suspectRead(read.rows, lastGood)
  if (suspect) return keep(`${suspect}; the last good rows are kept`, read.problems)
  const landed = applyRead(lastGood, read.rows, seen.date, !!read.partial)
  const lives = read.lives ?? []
  const own = endByLives(landed.rows, lives, seen.date)
  const hand = endByLives(byHand, lives, seen.date)
  const rows = own.rows
  const events = [...landed.events, ...own.events, ...hand.events]
  return {
    seller: adapter.seller,
    rows,
    byHand: hand.rows,
    events,
    problems: read.partial ? [...read.problems, read.partial] : read.problems,
  }
}
