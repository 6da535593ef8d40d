// Two reads of one seller's pages, told apart as dated events, and the rows they leave: a changed
// price ends the old row and starts the new one (on the page's stated day, else the day first seen);
// a new model is a launch; a model the page marks retired, or that is gone from the page, leaves the
// current offers and keeps its history (its rows end, they are never deleted).
import { dayOf } from '../../../tools/dates.ts'
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { current, offerKey, pricesOf, samePrices } from './keys.ts'
import type { ModelLife } from './types.ts'

type OfficialEventKind = 'launch' | 'price_change' | 'retirement'

export interface OfficialEvent {
  kind: OfficialEventKind
  model: string
  currency: string
  mode: string
  date: string
  /** How the date is known: the page's words, or the day the change was first seen. */
  date_basis: string
  before: Record<string, number | null> | null
  after: Record<string, number | null> | null
  url: string
  words: string
}

/**
 * The page's words on when a list ends ("page: 'The new prices take effect at 16:00 UTC on August 16,
 * 2026'"), on a row whose basis is those words or ends with them (a changed price first seen on the day
 * its page also stated its end: "first seen changed 2026-08-16; until page: '...'").
 */
const endWords = (basis: string | null | undefined) =>
  basis?.includes('; until page:')
    ? basis.slice(basis.indexOf('; until page:') + '; until '.length)
    : basis?.startsWith('page:')
      ? basis
      : undefined

/** How a row's start is known, without the words of its end. */
const startWords = (basis: string | null | undefined) => basis?.split('; until ')[0] || 'page'

/** The basis of a row ended for `why`: a stated start keeps its words, the end's follow them. */
const endedFor = (r: OfficialPrice, why: string) =>
  r.effective_from ? `${startWords(r.effective_basis)}; until ${why}` : why

/** The end of a row whose id a later read names another model's alias: inferred, not stated by the page. */
const ALIAS_END = 'the name is now an alias of '
export const isAliasEnd = (basis: string | null | undefined) => !!basis?.startsWith(ALIAS_END)

/** A row's basis: how its start is known, and (in the page's words) its end where the page states one. */
const withEnd = (start: string, r: OfficialPrice) => {
  const until = r.effective_until ? endWords(r.effective_basis) : undefined
  return until && until !== start ? `${start}; until ${until}` : start
}

const pick = <T, K extends keyof T>(o: T, keys: K[]) => Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>

/**
 * What a row's price is for (its band, its hours), without when an offer ends: a copy that now states the end of
 * an offer another copy showed undated (bigmodel.cn's note dating GLM-5.3-Flash's half price) shows the same offer.
 */
const termsOf = (r: OfficialPrice) => {
  const { promotion_until: _, promotion_open_ended: __, ...terms } = r.condition ?? {}
  return JSON.stringify(Object.keys(terms).length ? terms : null)
}

/**
 * The rows after `read` (seen on `seen`) lands on the rows kept so far, and the events between them. `partial`:
 * the read is a cut copy (true), or proves whole only some of its pages' lists (the rows it does not prove gone).
 */
export function applyRead(
  previous: OfficialPrice[],
  read: OfficialPrice[],
  seen: string,
  partial: boolean | ((r: OfficialPrice) => boolean) = false,
): { rows: OfficialPrice[]; events: OfficialEvent[] } {
  const unproven = typeof partial === 'function' ? partial : () => partial
  // A price the page states from a later day beside the one in force (next year's beside this year's) is landed
  // apart, so that it neither ends the current row of its offer nor reads as a change on the day seen.
  const aheadRead = statedAhead(read, seen)
  const aheadBefore = statedAhead(previous, seen)
  const now = landInForce(
    previous.filter((r) => !aheadBefore(r)),
    read.filter((r) => !aheadRead(r)),
    seen,
    unproven,
  )
  const later = landAhead(previous.filter(aheadBefore), read.filter(aheadRead), unproven, now.rows)
  return { rows: [...now.rows, ...later.rows], events: [...now.events, ...later.events] }
}

/**
 * Rows not in force on the day seen whose offer has a row that is (or was): a next price stated beside the
 * current one. A row from a later day alone in its offer (a new model's billing day) lands as any other.
 */
function statedAhead(rows: OfficialPrice[], seen: string): (r: OfficialPrice) => boolean {
  const later = (r: OfficialPrice) => !!r.effective_from && dayOf(r.effective_from) > dayOf(seen)
  const started = new Set(rows.filter((r) => !later(r)).map(offerKey))
  return (r) => later(r) && started.has(offerKey(r))
}

/** An event of an offer: a launch, a change (before and after) or a retirement, in the page's words. */
const eventOf = (
  kind: OfficialEventKind,
  r: OfficialPrice,
  date: string,
  basis: string,
  before: OfficialPrice | null,
): OfficialEvent => ({
  kind,
  model: r.model,
  currency: r.currency,
  mode: r.mode,
  date,
  date_basis: basis,
  before: before ? pricesOf(before) : null,
  after: kind === 'retirement' ? null : pricesOf(r),
  url: r.url,
  words: r.evidence,
})

/**
 * Rows the read states from a day after it was seen, landed on those the last read stated so: the same offer
 * from the same day at the same prices is seen again; a new one (or new prices) is announced, a change on its
 * own day from the row it follows; one a whole read no longer states is withdrawn (it never took effect).
 */
function landAhead(
  previous: OfficialPrice[],
  read: OfficialPrice[],
  unproven: (r: OfficialPrice) => boolean,
  inForce: OfficialPrice[],
): { rows: OfficialPrice[]; events: OfficialEvent[] } {
  const keyOf = (r: OfficialPrice) => `${offerKey(r)}|${r.effective_from}`
  const stated = new Map(previous.map((r) => [keyOf(r), r]))
  const rows: OfficialPrice[] = []
  const events: OfficialEvent[] = []
  for (const r of read) {
    const was = stated.get(keyOf(r))
    stated.delete(keyOf(r))
    if (was && samePrices(was, r)) {
      const first = was.first_seen ?? was.page_date
      rows.push(first < r.page_date ? { ...r, first_seen: first } : r)
      continue
    }
    rows.push(r)
    const follows = inForce.find((c) => offerKey(c) === offerKey(r) && c.effective_until === r.effective_from)
    events.push(eventOf('price_change', r, dayOf(r.effective_from!), startWords(r.effective_basis), follows ?? null))
  }
  // A cut copy says nothing of what it does not show.
  rows.push(...[...stated.values()].filter(unproven))
  return { rows, events }
}

/**
 * An end announced ahead of its day that a later copy states otherwise (Mistral filed Codestral 25.01 to retire on
 * January 31, 2026, then on November 30, 2025): the ended row with the later copy's end, which stands, and the
 * first copy's day kept (the price held from then to the end now stated); undefined when nothing moved.
 */
function restatedEnd(ended: OfficialPrice, r: OfficialPrice): OfficialPrice | undefined {
  const ahead = ended.effective_until && ended.page_date < dayOf(ended.effective_until)
  if (!ahead || !r.effective_until || r.effective_until === ended.effective_until || r.page_date <= ended.page_date)
    return undefined
  const moved = pick(r, ['effective_until', 'effective_basis', 'status', 'status_date', 'page_date'])
  return { ...ended, ...moved, page_date_basis: r.page_date_basis, first_seen: ended.first_seen ?? ended.page_date }
}

/**
 * A row whose stated end is still ahead ('$0.75 through December 31, 2026'), shown again as it was by a later
 * copy: in force that day too (its page day moves on, the first copy's day stays); undefined otherwise.
 */
function seenBeforeItsEnd(ended: OfficialPrice, r: OfficialPrice): OfficialPrice | undefined {
  if (!ended.effective_until || dayOf(ended.effective_until) <= r.page_date || ended.status === 'retired') return
  if (r.effective_until !== ended.effective_until || r.page_date <= ended.page_date) return
  const seen = pick(r, ['page_date', 'page_date_basis', 'url', 'evidence'])
  return { ...ended, ...seen, first_seen: ended.first_seen ?? ended.page_date }
}

/** The rows in force (or ended) after `read` lands on them: see applyRead. */
function landInForce(
  previous: OfficialPrice[],
  read: OfficialPrice[],
  seen: string,
  unproven: (r: OfficialPrice) => boolean,
): { rows: OfficialPrice[]; events: OfficialEvent[] } {
  const events: OfficialEvent[] = []
  const rows = previous.filter((r) => !current(r))
  const open = new Map(previous.filter(current).map((r) => [offerKey(r), r]))
  const closed = new Map(previous.filter((r) => !current(r)).map((r) => [offerKey(r), r]))
  const readModels = new Set(read.filter((r) => !unproven(r)).map((r) => r.model))
  const knownModels = new Set(previous.map((r) => r.model))
  const lastRead = previous.reduce((last, r) => (r.page_date > last ? r.page_date : last), '')
  const event = (
    kind: OfficialEventKind,
    r: OfficialPrice,
    date: string,
    basis: string,
    before: OfficialPrice | null,
  ) => events.push(eventOf(kind, r, date, basis, before))
  for (const r of read) {
    const was = open.get(offerKey(r))
    open.delete(offerKey(r))
    if (!was) {
      const ended = closed.get(offerKey(r))
      if (!current(r) && ended && samePrices(ended, r)) {
        const restated = restatedEnd(ended, r)
        const landed = restated ?? seenBeforeItsEnd(ended, r)
        if (landed) {
          const at = rows.indexOf(ended)
          if (at >= 0) rows[at] = landed
          closed.set(offerKey(r), landed)
          if (restated && r.status === 'retired')
            event('retirement', r, dayOf(r.effective_until!), r.effective_basis ?? 'page', ended)
        }
        continue // already history
      }
      // The page announced when the old list ends: the new price takes effect then, in its words.
      if (ended?.effective_until && ended.status !== 'retired' && !samePrices(ended, r) && !r.effective_from) {
        const from = ended.effective_until
        const words = endWords(ended.effective_basis) ?? ended.effective_basis
        const next = { ...r, effective_from: from, effective_basis: words ? withEnd(words, r) : words }
        rows.push(next)
        event('price_change', next, dayOf(from), words ?? 'page', ended)
        continue
      }
      // A copy stating an earlier start for new prices of an offer already ended (a discount's cache-hit
      // price cut on 2026-04-26 12:15 UTC, inside the offer's stated term): the old prices end at that start.
      if (ended && r.effective_from && ended.effective_until && r.effective_from < ended.effective_until) {
        if (!samePrices(ended, r) && (ended.effective_from ?? ended.page_date) <= r.effective_from) {
          const basis = startWords(r.effective_basis)
          rows[rows.indexOf(ended)] = {
            ...ended,
            effective_until: r.effective_from,
            effective_basis: `superseded: ${basis}`,
          }
          rows.push(r)
          event('price_change', r, dayOf(r.effective_from), basis, ended)
          continue
        }
      }
      // A new line of a model whose list the page said ends at an instant (off-peak rows beside the
      // new peak price) takes effect then too, in the same words.
      // Only a list seen on the last read ends where the new line starts (a line added later is first seen),
      // and of those the last to end.
      const announced = [...closed.values()]
        .filter(
          (c) =>
            c.model === r.model &&
            c.currency === r.currency &&
            c.effective_until &&
            c.status !== 'retired' &&
            c.page_date === lastRead &&
            // A promotion's end says when the offer stops, not when a new list starts.
            c.mode !== 'promotion' &&
            endWords(c.effective_basis),
        )
        .sort((a, b) => (b.effective_until ?? '').localeCompare(a.effective_until ?? ''))[0]
      if (!ended && announced && !r.effective_from && knownModels.has(r.model)) {
        rows.push({
          ...r,
          effective_from: announced.effective_until,
          effective_basis: endWords(announced.effective_basis),
        })
        continue
      }
      if (!knownModels.has(r.model) && r.mode !== 'thinking') {
        knownModels.add(r.model)
        // A copy in this read older than the read itself may have shown it first (first_seen).
        const first = r.first_seen && r.first_seen < seen ? r.first_seen : seen
        event('launch', r, dayOf(r.effective_from ?? first), r.effective_from ? 'page' : `first seen ${first}`, null)
      }
      rows.push(r)
      if (r.status === 'retired') event('retirement', r, dayOf(r.effective_until!), r.effective_basis ?? 'page', null)
      continue
    }
    if (samePrices(was, r)) {
      // Unchanged: the day it took effect stays; the page was seen in force again today, in today's words.
      const kept = {
        ...was,
        // ... and under today's condition: a band the page now states (a long-context tier beside the
        // same short-context price) bounds the kept row too.
        ...pick(r, [
          // The id as the page now spells it.
          'model',
          'status',
          'status_date',
          'url',
          'page_date',
          'page_date_basis',
          'evidence',
          // How today's words make its prices (a band the page prices as a multiple of its price block).
          'scale_note',
          'model_name_on_page',
          'condition',
          'condition_text',
        ]),
      }
      // The first copy that showed it as it is stays known: a price with no stated start holds from then.
      // A copy under other terms (a band the page now adds) says nothing of these terms before today.
      const first = was.first_seen ?? was.page_date
      const sameTerms = termsOf(was) === termsOf(r)
      if (sameTerms && first < kept.page_date) kept.first_seen = first
      else delete kept.first_seen
      if (!current(r)) {
        // The start stays known in its words beside the end the page now states.
        const basis = was.effective_from && was.effective_basis ? withEnd(was.effective_basis, r) : r.effective_basis
        Object.assign(kept, { effective_until: r.effective_until, effective_basis: basis })
        if (r.status === 'retired') event('retirement', r, dayOf(r.effective_until!), r.effective_basis ?? 'page', was)
      }
      rows.push(kept)
      continue
    }
    // The stated instant stays (2026-04-26T12:15Z); the event is on its day.
    const from = r.effective_from ?? seen
    const basis = r.effective_from ? startWords(r.effective_basis) : `first seen changed ${seen}`
    rows.push({ ...was, effective_until: from, effective_basis: `superseded: ${basis}` })
    // A list whose page also states its end keeps those words beside its start's.
    rows.push({ ...r, effective_from: from, effective_basis: withEnd(basis, r) })
    event('price_change', r, dayOf(from), basis, was)
    if (r.status === 'retired') event('retirement', r, dayOf(r.effective_until!), r.effective_basis ?? 'page', was)
  }
  // Offers no longer on the page: a model gone altogether is retired on the day it was first missed.
  for (const was of open.values()) {
    if (unproven(was)) {
      rows.push(was) // a cut copy says nothing of what it does not show
      continue
    }
    if (readModels.has(was.model)) {
      rows.push({ ...was, effective_until: seen, effective_basis: `line gone from the page, first missed ${seen}` })
      continue
    }
    const gone = {
      ...was,
      status: 'retired' as const,
      status_date: seen,
      effective_until: seen,
      effective_basis: `gone from the page, first missed ${seen}`,
    }
    rows.push(gone)
    event('retirement', gone, seen, gone.effective_basis, was)
  }
  return { rows, events }
}

/** A row's retirement as its event names it (model, currency, mode and its prices). */
export const restatedKey = (e: Pick<OfficialEvent, 'model' | 'currency' | 'mode'> | OfficialPrice) =>
  `${e.model}|${e.currency}|${e.mode}|${JSON.stringify('before' in e ? e.before : pricesOf(e as OfficialPrice))}`

/** A row's retirement as an event: its last prices, the day, how the day is known, and the page's words. */
const retirementOf = (r: OfficialPrice, date: string, basis: string, said: { url: string; words: string }) =>
  ({
    kind: 'retirement',
    model: r.model,
    currency: r.currency,
    mode: r.mode,
    date,
    date_basis: basis,
    before: pricesOf(r),
    after: null,
    url: said.url,
    words: said.words,
  }) satisfies OfficialEvent

/**
 * A row in force on the day the seller says its model was retired, whose page stated a later end (a price
 * 'through December 31, 2026' of a model retired on 2026-10-08): the retirement ends it on its day, and the
 * stated end is kept in its words. Rows with no end, or an end not in the page's words (gone from it,
 * superseded), are the caller's; a row that began on or after the day, or had ended by then, is left as it is.
 */
function cutByRetirement(r: OfficialPrice, life: ModelLife | undefined): { day: string; basis: string } | null {
  const day = life?.status === 'retired' ? life.status_date : null
  if (!day || !r.effective_until || r.status === 'retired' || r.effective_until.slice(0, 10) <= day) return null
  const stated = endWords(r.effective_basis)
  if (!stated || (r.effective_from ?? r.first_seen ?? r.page_date).slice(0, 10) >= day) return null
  return { day, basis: `page: retired ${day}, before the end its page stated (${stated})` }
}

/**
 * Rows the read did not write (typed by hand, or an earlier read's) that what the page says ends: a
 * model it marks retired ends on the stated day (else the day seen); a row under a name that is now
 * another model's alias (mistral-large-latest) is superseded from the day seen.
 */
export function endByLives(
  rows: OfficialPrice[],
  lives: ModelLife[],
  seen: string,
): { rows: OfficialPrice[]; events: OfficialEvent[]; restated: Map<string, number> } {
  const events: OfficialEvent[] = []
  const byId = new Map(lives.map((l) => [l.model, l]))
  const byAlias = new Map(lives.flatMap((l) => l.aliases.map((a) => [a, l] as const)))
  // Rows this read ended by absence that a page of the same read says ended earlier (Moonshot's model list:
  // kimi-latest closed 2026-01-28, gone from the price page first missed 2026-02-09): the stated day.
  // How many rows under each event key were moved: that many absence events are superseded (read.ts).
  const restated = new Map<string, number>()
  const out = rows.map((r) => {
    const life = byId.get(r.model) ?? byAlias.get(r.model)
    const cut = cutByRetirement(r, life)
    if (cut) {
      events.push(retirementOf(r, cut.day, cut.basis, { url: life!.url, words: life!.words }))
      return {
        ...r,
        status: 'retired' as const,
        status_date: cut.day,
        effective_until: cut.day,
        effective_basis: endedFor(r, cut.basis),
      }
    }
    if (!current(r)) {
      const day = life?.status === 'retired' ? life.status_date : null
      const gone = r.effective_until === seen && /^(line )?gone from the page/.test(r.effective_basis ?? '')
      if (!day || !gone || day >= seen || day <= (r.effective_from?.slice(0, 10) ?? r.page_date)) return r
      const basis = `page: retired ${day}`
      restated.set(restatedKey(r), (restated.get(restatedKey(r)) ?? 0) + 1)
      events.push(retirementOf(r, day, basis, { url: life!.url, words: life!.words }))
      return {
        ...r,
        status: 'retired' as const,
        status_date: day,
        effective_until: day,
        effective_basis: endedFor(r, basis),
      }
    }
    if (!life) return r
    if (life.status === 'retired') {
      const until = life.status_date ?? seen
      const basis = life.status_date ? `page: retired ${life.status_date}` : `page marks it retired, first seen ${seen}`
      events.push(retirementOf(r, until, basis, { url: life.url, words: life.words }))
      return {
        ...r,
        status: 'retired' as const,
        status_date: life.status_date,
        effective_until: until,
        effective_basis: endedFor(r, basis),
      }
    }
    if (life.model !== r.model && r.page_date < seen)
      return {
        ...r,
        effective_until: seen,
        effective_basis: endedFor(r, `${ALIAS_END}${life.model}, first seen ${seen}`),
      }
    return r
  })
  return { rows: out, events, restated }
}

/** A page's address as read, whichever form was fetched: its Markdown twin (.md, .md.txt) or the page. */
const pageOf = (url: string) =>
  url
    .toLowerCase()
    .replace(/^https?:\/\/(www\.)?/, '')
    .replace(/[?#].*$/, '')
    .replace(/\/$/, '')
    .replace(/\.md(\.txt)?$/, '')

/**
 * Rows typed by hand from an older copy of a page the read has just shown whole, of models it no longer
 * names (Gemini 1.5 on Google's price page of May 2025, gone by March 2026): retired on the day first
 * missed, as the adapter's own rows are. A row typed from another page is not the read's to judge.
 */
export function endGoneByHand(
  byHand: OfficialPrice[],
  read: { rows: OfficialPrice[]; lives?: ModelLife[] },
  pages: { url: string }[],
  seen: string,
): { rows: OfficialPrice[]; events: OfficialEvent[] } {
  const shown = new Set(pages.map((p) => pageOf(p.url)))
  const named = new Set(
    [...read.rows.map((r) => r.model), ...(read.lives ?? []).flatMap((l) => [l.model, ...l.aliases])].map((m) =>
      m.toLowerCase(),
    ),
  )
  const events: OfficialEvent[] = []
  const rows = byHand.map((r) => {
    if (!current(r) || r.page_date >= seen || !shown.has(pageOf(r.url)) || named.has(r.model.toLowerCase())) return r
    const basis = `gone from the page, first missed ${seen}`
    events.push(retirementOf(r, seen, basis, { url: r.url, words: r.evidence }))
    return { ...r, status: 'retired' as const, status_date: seen, effective_until: seen, effective_basis: basis }
  })
  return { rows, events }
}
