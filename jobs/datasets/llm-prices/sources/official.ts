// Adapter: the sellers' own price tables (data/official/<seller>.json, read from stored copies of
// the sellers' pages with URL, page date and the page's words). First in precedence: a catalogue
// only fills what no seller's page was found for. Each standard price in force over a period is one
// observation dated the day it took effect (or the page's date where the page gives none), valid
// until the day it stopped; the seller's other rows in force then (context bands, time windows,
// batch/flex/priority, promotions, cache writes by TTL) ride along as its components.
import { readdirSync } from 'node:fs'
import type { Observation } from '../../../../tools/observation.ts'
import type { OfficialPrice } from '../../../../tools/official-price.ts'
import { countryOf, modelIdOf } from '../../../../tools/vendors.ts'
import { OFFICIAL_DIR, parseOfficialTable, type SellerPrices } from '../../../official.ts'
import type { AdapterResult, SourceAdapter } from './types.ts'

type Component = NonNullable<Observation['components']>[number]

const day = (t: string) => t.slice(0, 10)

/** Does `row` hold on `date` (its effective dates)? */
const holdsOn = (row: OfficialPrice, date: string) =>
  (!row.effective_from || day(row.effective_from) <= date) && (!row.effective_until || day(row.effective_until) > date)

/** Is the row the lowest context band (or has none)? */
const lowestBand = (row: OfficialPrice) => (row.condition?.input_tokens_min ?? 0) === 0

/** The conditional rows beside a standard one, as named components. */
function componentOf(row: OfficialPrice): Component | undefined {
  const c = row.condition
  const prices = { input: row.input, output: row.output, cache_read: row.cache_read ?? null }
  if (row.mode === 'off_peak' && c?.window) return { name: 'off_peak', applies: `${c.window.start}-${c.window.end} ${c.window.tz}${c.window.weekdays ? ` weekdays ${c.window.weekdays.join(',')}` : ''}`, ...prices }
  if (row.mode === 'promotion') return { name: 'promotion', applies: c?.promotion_until ? `until ${c.promotion_until}` : row.effective_until ? `until ${row.effective_until}` : row.condition_text ?? 'promotion', ...prices }
  if (row.mode === 'batch' || row.mode === 'flex' || row.mode === 'priority') return { name: row.mode, applies: row.condition_text ?? row.mode, ...prices }
  if (row.mode === 'standard' && !lowestBand(row)) return { name: 'context_band', applies: `input tokens > ${c!.input_tokens_min}${c?.input_tokens_max ? ` and <= ${c.input_tokens_max}` : ''}`, ...prices }
  return undefined
}

/** Observations of one seller's table; rows that cannot stand as a price are rejected with the reason. */
export function officialObservations(table: SellerPrices): AdapterResult {
  const source = `official:${table.seller}`
  const observations: Observation[] = []
  const rejected: AdapterResult['rejected'] = []
  const groups = new Map<string, OfficialPrice[]>()
  for (const row of table.rows) {
    const key = `${row.model}|${row.currency}`
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  for (const rows of groups.values()) {
    // A row stating only a cache write (the other TTL) is a component of its base, not a base.
    for (const base of rows.filter((r) => (r.mode === 'standard' || r.mode === 'free') && lowestBand(r) && (r.input != null || r.output != null))) {
      const record = `${base.model} ${base.currency} from ${base.effective_from ?? base.page_date}`
      const named = modelIdOf(base.model)
      if ('reason' in named) { rejected.push({ source, record, reason: named.reason }); continue }
      if (base.input == null || base.output == null) { rejected.push({ source, record, reason: 'the page states no input or no output price per token' }); continue }
      if (base.bound) { rejected.push({ source, record, reason: `a "${base.bound === 'min' ? 'from' : 'up to'}" price is a bound, not a list price` }); continue }
      const observed = day(base.effective_from ?? base.page_date)
      const beside = rows.filter((r) => r !== base && holdsOn(r, observed))
      const components = beside.map(componentOf).filter((c): c is Component => !!c)
      const writes = [base, ...beside.filter((r) => r.mode === 'standard' && lowestBand(r))].filter((r) => r.cache_write != null)
      const write5m = writes.find((r) => r.cache_write_ttl !== '1h')
      for (const w of writes.filter((r) => r.cache_write_ttl === '1h')) components.push({ name: 'cache_write', applies: 'TTL 1h', input: w.cache_write!, output: null, cache_read: null })
      const bands = rows.filter((r) => r.mode === 'standard' && holdsOn(r, observed) && r.condition?.input_tokens_max !== undefined)
        .sort((a, b) => (a.condition?.input_tokens_min ?? 0) - (b.condition?.input_tokens_min ?? 0))
      observations.push({
        model: named.id, source_model_id: base.model, vendor: base.developer,
        ...(table.seller !== base.developer ? { seller: table.seller } : {}),
        country: countryOf(base.developer), currency: base.currency,
        input: base.input, output: base.output, cache_read: base.cache_read ?? null, cache_write: write5m?.cache_write ?? null,
        observed, source_name: `${table.seller_name} (seller's own page)`, source_url: base.url,
        ...(base.effective_until ? { valid_until: day(base.effective_until) } : {}),
        ...(bands.length > 1 ? { tiers: bands.map((b) => ({ up_to_input_tokens: b.condition?.input_tokens_max ?? null, input: b.input!, output: b.output, cache_read: b.cache_read ?? null })) } : {}),
        ...(components.length ? { components } : {}),
        ...(base.mode === 'free' ? { conditions: `free, as the page says: ${base.evidence}` } : base.condition_text ? { conditions: base.condition_text } : {}),
      })
    }
  }
  return { observations, rejected }
}

/** Every seller file in data/official, as the recordings this source replays. */
const FILES = readdirSync(OFFICIAL_DIR).filter((f) => f.endsWith('.json')).sort()

export default {
  name: 'official',
  title: 'Sellers\' own pricing pages (data/official)',
  license: 'Prices are facts stated on the sellers\' pages; each row cites its page',
  url: 'data/official/README.md',
  fixtures: FILES.map((f) => `../official/${f}`),
  live: false,
  liveNote: 'read from the tables of data/official, each row from a dated copy of the seller\'s page',
  parse: (texts) => {
    const out: AdapterResult = { observations: [], rejected: [] }
    texts.forEach((text, i) => {
      const parsed = parseOfficialTable(text, FILES[i])
      out.rejected.push(...parsed.rejected)
      if (!parsed.table) return
      const got = officialObservations(parsed.table)
      out.observations.push(...got.observations)
      out.rejected.push(...got.rejected)
    })
    return out
  },
} satisfies SourceAdapter
