// The one daily-history builder of the price domain (re-exported by price-domain.ts): the seed's past, the
// daily refresh's new days and every other offer's days are all built by dailyRows, so a history seeded
// over D..D+n is the same rows as one seeded over D..D+k and refreshed day by day to D+n.
import { addDays, nextDay } from './dates.ts'
import { basisOf, isSecondary } from './price-terms.ts'

/** A price no source has shown for this many days is no longer carried, and yields to another source's. */
export const STALE_DAYS = 90

/** What a price carried day by day needs: the day it was observed, and where its source says it ended. */
export interface Carried {
  observed: string
  /** The source's next snapshot date, or the day the seller's page says the price ended (exclusive). */
  valid_until?: string
  /**
   * The last day its source shows the price held (its next copy showed it again unchanged, nothing else between,
   * or its page states the price's end): carried to then however long that took, stale only STALE_DAYS after.
   */
  held_until?: string
  date_basis?: string
}

/** A price of a series and the first day it holds (its observed day, or later when that day is already written). */
export interface Step<T extends Carried> {
  from: string
  obs: T
}

/** A series of observations, oldest first, as steps that each start on their observed day. */
export const stepsOf = <T extends Carried>(series: T[]): Step<T>[] => series.map((obs) => ({ from: obs.observed, obs }))

/**
 * The day staleness is measured from: the catalogues' newest snapshot (a catalogue's observation, or the
 * seller's price a catalogue showed again). Staleness is a catalogue's silence, judged by the catalogues'
 * own time: the sellers' own rows end by their pages (a retirement, a stated end), and the days those pages
 * state or were read on (months after the catalogues' last snapshot) say nothing of what the catalogues
 * still list; nor do the third parties' pages quoting a seller (secondary). Each price still says how old it is
 * (last_observed).
 */
export function staleClock(list: Pick<Carried, 'observed' | 'date_basis'>[]): string {
  let max = ''
  for (const o of list)
    if (basisOf(o.date_basis) === undefined && !isSecondary(o.date_basis) && o.observed > max) max = o.observed
  return max
}

/**
 * The first day a price is no longer carried (STALE_DAYS after it was observed, or last shown again unchanged),
 * once the clock has passed it.
 */
export function staleFrom(obs: Pick<Carried, 'observed' | 'held_until'>, clock: string): string | undefined {
  const seen = obs.held_until && obs.held_until > obs.observed ? obs.held_until : obs.observed
  const limit = addDays(seen, STALE_DAYS + 1)
  return clock >= limit ? limit : undefined
}

/** Is a price still carried on `day`: before the day its source says it ended, and not stale by `clock`? */
export function carriedOn(obs: Carried, day: string, clock: string): boolean {
  const stale = staleFrom(obs, clock)
  return (!obs.valid_until || day < obs.valid_until) && (!stale || day < stale)
}

/**
 * The rows of one series on the days `from`..`to`: each step's price holds from its first day until the
 * next step's, the day its source says it ended (valid_until), and, given the data's stale `clock`, never
 * more than STALE_DAYS after it was observed. `row` turns a price into a row's fields (once per step).
 */
export function dailyRows<T extends Carried, R>(
  steps: Step<T>[],
  window: { from?: string; to: string; clock?: string },
  row: (obs: T) => R,
): (R & { date: string })[] {
  const rows: (R & { date: string })[] = []
  const end = nextDay(window.to)
  steps.forEach(({ from, obs }, i) => {
    const start = window.from && window.from > from ? window.from : from
    const stale = window.clock === undefined ? undefined : staleFrom(obs, window.clock)
    const stop = [steps[i + 1]?.from ?? end, end, obs.valid_until, stale].filter((d) => d !== undefined).sort()[0]
    if (start >= stop) return
    const fields = row(obs)
    // Each day's row copied from one row of the step ({ date, ...fields }: the same fields in the same
    // order), which the engine copies whole instead of adding the fields one by one, day after day.
    // A date among the fields wins, as it does in that spread.
    const shape: R & { date: string } = { date: start, ...fields }
    const fieldsDate = Object.keys(fields as object).includes('date')
    for (let day = start; day < stop; day = nextDay(day)) {
      const dayRow = { ...shape }
      if (!fieldsDate) dayRow.date = day
      rows.push(dayRow)
    }
  })
  return rows
}
