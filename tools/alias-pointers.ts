// Which dated snapshot a rolling id (gpt-4o, mistral-large-latest, deepseek-chat, qwen-max...) pointed
// to, and when: data/registry/alias-pointers.csv, each row a statement read on a page or
// in a docs commit, with its URL, date and words. A price history asked by a rolling id names, for
// each day, the snapshot a statement puts behind it, or null where no source says.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseCsv } from './csv.ts'
import type { PriceRecord } from './schemas.ts'
import { canonicalModelId } from './vendors.ts'
import { DATE_BASES, isDateBasis } from './price-terms.ts'

const ALIAS_POINTERS_FILE = fileURLToPath(new URL('../data/registry/alias-pointers.csv', import.meta.url))

/** How a pointer's dates are known, strongest first. */
export const POINTER_BASES = [...DATE_BASES, 'secondary', 'not found'] as const
export type PointerBasis = (typeof POINTER_BASES)[number]

export interface AliasPointer {
  alias: string
  /** The snapshot (a model id, or the seller's version name); empty when no statement was found. */
  snapshot: string
  /** First day it pointed there (inclusive); empty when the statement gives none. */
  from: string
  /** The day it stopped (exclusive); empty while it still does, as far as the sources say. */
  until: string
  basis: PointerBasis
  source_url: string
  page_date: string
  words: string
}

/** A dated snapshot id: a stem and a date or `latest` suffix (gpt-4o-2024-08-06, mistral-large-2411). */
export const SNAPSHOT_ID = /^(.+?)-(latest|\d{8}|\d{4}-\d{2}-\d{2}|\d{2}-\d{2}|\d{4})$/

/** The ids of a list that roll: `-latest` ids, and ids that are the stem of a dated snapshot in the list. */
export function rollingIds(ids: Iterable<string>): string[] {
  const all = new Set(ids)
  const stems = new Set<string>()
  for (const id of all) {
    const m = SNAPSHOT_ID.exec(id)
    if (m && m[2] !== 'latest') stems.add(m[1])
  }
  return [...all].filter((id) => id.endsWith('-latest') || stems.has(id)).sort()
}

/** The table; a malformed row throws (the table is ours: a typo must not pass silently). */
function parsePointers(csv: string): AliasPointer[] {
  return parseCsv(csv).map((r, i) => {
    const ok =
      r.alias &&
      (POINTER_BASES as readonly string[]).includes(r.basis) &&
      (r.basis === 'not found' ? !r.snapshot : r.snapshot && /^https?:\/\//.test(r.source_url)) &&
      (r.words ?? '').length >= 10
    if (!ok) throw new Error(`alias-pointers.csv line ${i + 2}: malformed`)
    return { ...(r as unknown as AliasPointer), alias: canonicalModelId(r.alias) }
  })
}

export const ALIAS_POINTERS = parsePointers(readFileSync(ALIAS_POINTERS_FILE, 'utf8'))

/** Every row about one rolling id. */
export const pointersOf = (alias: string) => ALIAS_POINTERS.filter((p) => p.alias === canonicalModelId(alias))

/**
 * The statement that puts a snapshot behind `alias` on `date`: among the rows whose window holds the
 * day (an undated "currently points to" holds only on its page's date), the strongest basis, then the
 * latest start. Null when no source says.
 */
export function pointerOn(pointers: AliasPointer[], date: string): AliasPointer | null {
  const holds = (p: AliasPointer) =>
    p.snapshot !== '' &&
    (p.from || p.until
      ? (!p.from || p.from <= date) && (!p.until || date < p.until)
      : p.page_date !== '' && p.page_date === date)
  const rank = (p: AliasPointer) => POINTER_BASES.indexOf(p.basis)
  return pointers.filter(holds).sort((a, b) => rank(a) - rank(b) || b.from.localeCompare(a.from))[0] ?? null
}

/** Pointers a seller states (its changelog, docs commits, its page), not a third party's report. */

/** The model id a pointer's snapshot names: "DeepSeek-V3.2 (non-thinking)" -> deepseek-v3-2. */
export const snapshotId = (snapshot: string) => canonicalModelId(snapshot.replace(/\s*\(.*\)\s*$/, ''))

/** The statement of the seller that puts a snapshot behind rolling `id` on `date`, or null. */
const sellerPointer = (id: string, date: string): AliasPointer | null =>
  pointerOn(
    pointersOf(id).filter((p) => isDateBasis(p.basis)),
    date,
  )

/** The snapshot the seller says `asked` pointed to on `date` (its id, and the statement in words), or null. */
export function pointedOn(asked: string, date: string): { id: string; note: string } | null {
  const id = canonicalModelId(asked)
  const pointer = sellerPointer(id, date)
  return (
    pointer && {
      id: snapshotId(pointer.snapshot),
      note: `${id} pointed to ${pointer.snapshot} on ${date} (${pointer.source_url})`,
    }
  )
}

/** How an id asked was resolved: the id priced (a record's, or one with history only) and why. */
export interface Resolution {
  asked: string
  /** The id priced. */
  id: string
  /** How: its own id, the snapshot a seller says it pointed to (an alias pointer), a spelling folded into a record. */
  via: 'own' | 'pointer' | 'spelling'
  /** The record it names, when the latest prices have one. */
  record?: PriceRecord
  /** In words, when the id priced is not the id asked. */
  note?: string
}

/**
 * Resolves `asked` among `records` on `date`: its own record, else the snapshot its seller says it
 * pointed to that day (when that snapshot has a record), else the record that lists it among its spellings,
 * else the id itself (its own history, if any).
 */
export function resolveModel(asked: string, records: PriceRecord[], date: string): Resolution {
  const id = canonicalModelId(asked)
  const own = records.find((r) => r.model === id)
  if (own) return { asked, id, via: 'own', record: own }
  // Words with spaces are a description, not an id a seller accepts: the answer names ids instead.
  if (/\s/.test(asked.trim())) return { asked, id, via: 'own' }
  const pointer = pointedOn(id, date)
  const snap = pointer?.id
  const target =
    snap && (records.find((r) => r.model === snap) ?? records.find((r) => (r.aliases ?? []).includes(snap)))
  if (pointer && target)
    return {
      asked,
      id: target.model,
      via: 'pointer',
      record: target,
      note: `${pointer.note}, filed as ${target.model}`,
    }
  const folded =
    records.find((r) => (r.aliases ?? []).includes(id)) ??
    // A -latest id rolls over its stem's snapshots, which the stem's record folds in.
    (id.endsWith('-latest') ? records.find((r) => r.model === id.slice(0, -'-latest'.length)) : undefined)
  if (folded)
    return { asked, id: folded.model, via: 'spelling', record: folded, note: `${id} is filed under ${folded.model}` }
  return { asked, id, via: 'own' }
}
