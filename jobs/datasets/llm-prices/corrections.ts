// Corrections of upstream errors, only through data/corrections.csv: each row names the record
// (model, source, observed range, field), the old and the new value, and the source URL and date
// of the new value. A row whose old value no longer matches is not applied (and is reported).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseCsv } from '../../../tools/csv.ts'
import type { Observation } from '../../../tools/observation.ts'

const CORRECTIONS_FILE = fileURLToPath(new URL('../../../data/corrections.csv', import.meta.url))

export interface Correction {
  model: string
  source: string
  observed_from: string
  observed_to: string
  field: 'input' | 'output' | 'cache_read'
  old_value: number
  new_value: number
  source_url: string
  source_date: string
  note: string
}

/** The corrections table; a malformed row throws (the table is ours, a typo must not pass silently). */
function parseCorrections(csv: string): Correction[] {
  return parseCsv(csv).map((r, i) => {
    const c = { ...r, old_value: Number(r.old_value), new_value: Number(r.new_value) } as unknown as Correction
    if (
      !['input', 'output', 'cache_read'].includes(c.field) ||
      !Number.isFinite(c.old_value) ||
      !Number.isFinite(c.new_value) ||
      !/^https?:\/\//.test(c.source_url) ||
      !/^\d{4}-\d{2}-\d{2}$/.test(c.source_date)
    )
      throw new Error(`corrections.csv line ${i + 2}: malformed`)
    return c
  })
}

export const readCorrections = () => parseCorrections(readFileSync(CORRECTIONS_FILE, 'utf8'))

/** Applies the corrections to each list; returns the lists and what was applied, row by row. */
export function applyCorrections(lists: Observation[][], corrections: Correction[]) {
  const applied: { correction: Correction; record: string }[] = []
  const out = lists.map((list) =>
    list.map((obs) => {
      let o = obs
      for (const c of corrections) {
        if (
          c.model !== o.model ||
          !o.source_name.startsWith(c.source) ||
          o.observed < c.observed_from ||
          o.observed > c.observed_to
        )
          continue
        if (o[c.field] !== c.old_value) continue
        o = {
          ...o,
          [c.field]: c.new_value,
          source_name:
            `${o.source_name}; ${c.field} corrected ${c.old_value} -> ${c.new_value} per ${c.source_url} ` +
            `(${c.source_date}), data/corrections.csv`,
        }
        applied.push({ correction: c, record: `${o.model} ${o.observed}` })
      }
      return o
    }),
  )
  return { lists: out, applied }
}
