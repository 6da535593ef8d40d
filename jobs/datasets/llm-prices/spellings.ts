// Two ids for one model: a catalogue's other spelling of a dated snapshot, or a rolling
// name of a model with one dated snapshot, only through data/registry/spellings.csv (each row with
// its basis). Observations are filed under the canonical id; the other ids become its spellings (the
// record's `aliases` field), so a
// query by either finds the one record and its history.
import type { Observation } from '../../../tools/observation.ts'
import type { OfficialPrice } from '../../../tools/official-price.ts'
import { canonicalModelId } from '../../../tools/vendors.ts'
import type { PriceRecord } from '../../../tools/schemas.ts'
import { asResale } from '../../../tools/price-domain.ts'
import { SPELLINGS } from '../../../tools/spellings.ts'

/** The observation filed under its canonical id (its source id kept in source_model_id). */
export const respell = (obs: Observation): Observation => {
  const s = SPELLINGS.get(obs.model)
  return asResale(s ? { ...obs, model: s.canonical } : obs)
}

/** Each record with the other ids that name it. */
export function withSpellings(records: PriceRecord[]): PriceRecord[] {
  const others = new Map<string, string[]>()
  for (const s of SPELLINGS.values()) others.set(s.canonical, [...(others.get(s.canonical) ?? []), s.spelling])
  return records.map((r) => {
    const more = others.get(r.model)
    return more ? { ...r, aliases: [...new Set([...(r.aliases ?? []), ...more])].sort() } : r
  })
}

/**
 * The sellers' tables with each row's model under the id it is served as (a seller's own spelling of a
 * model, e.g. Mistral's zai-glm-5-2 for GLM 5.2, becomes its offer of that model); the page's spelling
 * stays in model_name_on_page.
 */
export function respellTables<T extends { rows: OfficialPrice[] }>(tables: T[]): T[] {
  return tables.map((t) => ({
    ...t,
    rows: t.rows.map((r) => {
      const s = SPELLINGS.get(canonicalModelId(r.model))
      return s ? { ...r, model: s.canonical, model_name_on_page: r.model_name_on_page ?? r.model } : r
    }),
  }))
}
