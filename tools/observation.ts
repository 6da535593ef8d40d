// The normalised price observation every source adapter produces.
import type { RecordLog } from './series.ts'
import type { Country } from './vendors.ts'
import type { COMPONENT_NAMES } from './price-terms.ts'

/** One source's list price for one model on one date, in the currency the vendor bills in. */
export interface Observation {
  model: string // canonical id (vendors.canonicalModelId)
  source_model_id: string // the id as the source spells it
  vendor: string // the developer of the model
  /** Who sells at this price when it is not the vendor's own API (a host); absent: the vendor. */
  seller?: string
  country: Country
  currency: 'USD' | 'CNY'
  input: number // per 1M tokens, native currency
  output: number
  cache_read: number | null
  cache_write: number | null
  observed: string // YYYY-MM-DD the source saw this price
  source_name: string
  source_url: string
  /** The catalogue that carried the price, with its commit or date, when source_url is the seller's own page. */
  via?: string
  /** The source's next snapshot date (exclusive end of validity); absent: valid until the data's as-of date. */
  valid_until?: string
  /** The last day its source shows this price held: its next copy unchanged, or the eve of an end it states. */
  held_until?: string
  /** Price tiers by request size, native currency, as the source states them. */
  tiers?: { up_to_input_tokens: number | null; input: number; output: number | null; cache_read: number | null }[]
  /** Named components the source states beyond the headline prices (cache write by TTL, batch...). */
  components?: {
    name: (typeof COMPONENT_NAMES)[number]
    applies: string
    input: number | null
    output: number | null
    cache_read: number | null
  }[]
  /** Conditions the source attaches to the prices, as it states them. */
  conditions?: string
  /** The same seller's own prices in the other currency (its other page), so neither figure is converted. */
  stated?: {
    currency: 'USD' | 'CNY'
    input: number
    output: number
    cache_read: number | null
    cache_write: number | null
    source_url: string
  }
  /** How `observed` is known: the day the price took effect, the day a page was seen, or a catalogue's date. */
  date_basis?: string
  /** A quote of the seller's price as a third party words it (secondary), short: what its offer shows. */
  words?: string
}

/** How the store keeps observations: one per model, source and observed date; read by model, oldest first. */
export const OBSERVATIONS: RecordLog<Observation> = {
  name: 'observations',
  id: (obs) => `${obs.model}|${obs.source_name}|${obs.observed}`,
  owner: 'model',
  order: 'observed',
}

/** A source named without its snapshot (a catalogue's commit or table version): one source over its days. */
export const sourceWithoutSnapshot = (name: string) => name.replace(/\s*\(.*\)\s*$/, '').replace(/@[0-9a-f]{6,40}$/, '')
