// One seller read on one day: parse its pages, check the read against the last good rows (guard.ts),
// and land it on them (history.ts). A read that fails keeps the last good rows and says why.
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { suspectRead } from './guard.ts'
import { applyRead, endByLives, endGoneByHand, type OfficialEvent, restatedKey } from './history.ts'
import type { Lineup, ModelLife, PageText, SellerAdapter, SellerRead, Window } from './types.ts'

export interface SellerOutcome {
  seller: string
  rows: OfficialPrice[]
  events: OfficialEvent[]
  /** Why this read was refused (its last good rows were kept); absent: the read was taken. */
  failure?: string
  /** What the parse could not read, beside a read that was taken. */
  problems: string[]
  /** What the pages said of each model's life (none when the read was refused). */
  lives: ModelLife[]
  /** Every model the seller sells, where the pages list them whole (none when the read was refused). */
  lineup?: Lineup
}

export function readSeller(
  adapter: SellerAdapter,
  pages: PageText[],
  seen: { date: string; basis: string },
  lastGood: OfficialPrice[],
  /** The seller's rows typed by hand: what the page says of a model's life ends them too. */
  byHand: OfficialPrice[] = [],
  /** A recorded copy's words on the page's redesign (EarlierCopy.redesign), taken only from a cut copy. */
  redesign?: string,
): SellerOutcome & { byHand: OfficialPrice[] } {
  const keep = (failure: string, problems: string[] = []) => ({
    seller: adapter.seller,
    byHand,
    rows: lastGood,
    events: [],
    failure,
    problems,
    lives: [],
  })
  let read: ReturnType<SellerAdapter['parse']>
  try {
    read = adapter.parse(pages, seen)
  } catch (e) {
    return keep(`the page could not be parsed: ${(e as Error).message}`)
  }
  // A model the page marks retired is retired from any copy, cut or whole: the mark is what the page
  // says, as is a name a sentence gives another model (a stated life). Only a copy proven whole may
  // retire a model by leaving it out, or make a name another model's alias by its layout: from a cut
  // copy, what it does not show is taken as not seen, and its last good rows stay.
  const proven = !!read.complete && !read.partial
  // A cut copy may still show some of its tables whole: what they held may go by absence, nothing else.
  const tables = proven ? undefined : read.wholeTables
  const unproven = proven
    ? []
    : [
        `completeness not proven (${read.partial ?? 'no end of the price list seen'}): no retirement by absence` +
          (tables ? `, but of what ${tables.words} held` : ''),
      ]
  const stated = pages.map((p) => ({ url: p.url, windows: adapter.windowsIn?.(p.text) ?? [] }))
  const whole = withWindows(read.rows, lastGood, stated, adapter.windowsIn)
  const suspect = suspectRead(whole, lastGood, proven ? undefined : redesign)
  if (suspect) return keep(`${suspect}; the last good rows are kept`, read.problems)
  // A read that proves whole some of its pages only says nothing of offers last read from another page.
  const scope = read.wholePages
  const landed = applyRead(lastGood, whole, seen.date, unjudged(proven, scope, tables))
  const lives = proven ? (read.lives ?? []) : (read.lives ?? []).filter((l) => l.status === 'retired' || l.stated)
  const own = endByLives(landed.rows, lives, seen.date)
  const marked = endByLives(byHand, lives, seen.date)
  const shownWhole = scope ? pages.filter((p) => scope.includes(p.url)) : pages
  const hand = proven ? endGoneByHand(marked.rows, read, shownWhole, seen.date) : { rows: marked.rows, events: [] }
  const rows = own.rows
  // A retirement by absence a stated day moved (endByLives) is told once, on that day: one absence event
  // dropped per row moved.
  const moved = new Map(own.restated)
  const absent = (e: OfficialEvent) => {
    const key = restatedKey(e)
    const left = e.kind === 'retirement' && e.date === seen.date ? (moved.get(key) ?? 0) : 0
    if (left) moved.set(key, left - 1)
    return left > 0
  }
  const events = [...landed.events.filter((e) => !absent(e)), ...own.events, ...marked.events, ...hand.events]
  return {
    seller: adapter.seller,
    rows,
    byHand: hand.rows,
    events,
    problems: [...read.problems, ...unproven],
    lives: read.lives ?? [],
    ...(read.lineup ? { lineup: read.lineup } : {}),
  }
}

/**
 * Which offers last read a read cannot take as gone by their absence: a cut copy's all but those its whole tables
 * held; a whole copy's none, or those of the pages its proof does not hold (`scope`).
 */
function unjudged(proven: boolean, scope?: string[], tables?: SellerRead['wholeTables']) {
  if (!proven) return tables ? (r: OfficialPrice) => !tables.holds(r) : true
  return scope ? (r: OfficialPrice) => !scope.includes(r.url) : false
}

/**
 * Off-peak rows take the hours their own page states; a copy that states none (its footnote cut) takes them
 * from the last good rows in the same currency (that model's, else any model's windows, else their words,
 * e.g. an announcement of the hours), said so in their condition text: a read is never less complete than
 * the last, and a page in another currency (its own clock's hours) never lends its hours.
 */
function withWindows(
  rows: OfficialPrice[],
  lastGood: OfficialPrice[],
  stated: { url: string; windows: { window: Window; words: string }[] }[] = [],
  windowsIn?: (text: string) => { window: Window; words: string }[],
): OfficialPrice[] {
  const fromRows = (rs: OfficialPrice[]) =>
    rs
      .filter((g) => g.mode === 'off_peak' && g.condition?.window)
      .map((g) => ({ window: g.condition!.window!, words: (g.condition_text ?? '').replace(/^.*?hours: /, '') }))
  const fromWords = () => {
    for (const g of [...lastGood].reverse()) {
      const found = windowsIn?.(`${g.effective_basis ?? ''} ${g.evidence}`) ?? []
      if (found.length) return found.map((w) => ({ ...w, words: `${w.words} (read ${g.page_date})` }))
    }
    return []
  }
  return rows.flatMap((r) => {
    if (r.mode !== 'off_peak' || r.condition?.window) return [r]
    // The hours its own page states (a CNY page's Beijing hours are not a USD page's), else its own offer's last.
    const onPage = stated.filter((s) => s.url === r.url).flatMap((s) => s.windows)
    const sameCurrency = lastGood.filter((g) => g.currency === r.currency)
    const own = fromRows(sameCurrency.filter((g) => g.model === r.model))
    const found = onPage.length
      ? onPage
      : own.length
        ? own
        : fromRows(sameCurrency).length
          ? fromRows(sameCurrency)
          : fromWords()
    const windows = [...new Map(found.map((w) => [`${w.window.start}-${w.window.end}-${w.window.tz}`, w])).values()]
    if (!windows.length) return [r]
    return windows.map((w) => ({
      ...r,
      condition: { ...r.condition, window: w.window },
      condition_text: `${r.condition_text ?? 'off-peak'}; hours: ${w.words}`,
    }))
  })
}
