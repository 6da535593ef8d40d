// The table of other ids for one model (data/registry/spellings.csv, each row with its basis): a
// catalogue's other spelling of a dated snapshot, or a rolling name of a model with one dated snapshot.
// Read here, beside the price domain, so a query by a spelling finds the model's history even after the
// model left latest.json (its record, whose aliases name the spellings, is gone with it). A row of kind
// `name` is another name of the seller's model at prices that are not the seller's (a catalogue's
// resellers' price under the weights' name): it is not folded into the model, only retired with it.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseCsv } from './csv.ts'

const SPELLINGS_FILE = fileURLToPath(new URL('../data/registry/spellings.csv', import.meta.url))

interface SpellingRow {
  spelling: string
  canonical: string
  kind: 'spelling' | 'alias' | 'name'
  basis: string
}

/** The table; a malformed row throws (the table is ours: a typo must not pass silently). */
function parseSpellings(csv: string): SpellingRow[] {
  return parseCsv(csv).map((r, i) => {
    if (!r.spelling || !r.canonical || !['spelling', 'alias', 'name'].includes(r.kind) || (r.basis ?? '').length < 10)
      throw new Error(`spellings.csv line ${i + 2}: malformed`)
    return r as unknown as SpellingRow
  })
}

const ROWS = parseSpellings(readFileSync(SPELLINGS_FILE, 'utf8'))

/** The ids folded into another: observations are filed under the canonical id. */
export const SPELLINGS = new Map(ROWS.filter((s) => s.kind !== 'name').map((s) => [s.spelling, s]))

/** Other names of a seller's model whose prices stay their own: the model's retirement ends them. */
export const OTHER_NAMES = new Map(ROWS.filter((s) => s.kind === 'name').map((s) => [s.spelling, s]))
