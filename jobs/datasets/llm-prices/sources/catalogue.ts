// Shared by the catalogue adapters: build an Observation from a catalogue record, refusing
// anything that is not a plain non-negative price.
import { z } from 'zod'
import type { Observation } from '../../../../tools/observation.ts'
import { countryOf, modelIdOf, vendorOf } from '../../../../tools/vendors.ts'
import type { AdapterResult } from './types.ts'
import { checkedRecords } from '../../../../tools/rejected.ts'
import { roundPerMillion } from '../../../../tools/round.ts'

const price = z.number().finite().nonnegative()
const optionalPrice = price.nullable().optional()

const Prices = z.object({ input: price, output: price, cache_read: optionalPrice, cache_write: optionalPrice })

/** Collects observations and rejections for one source. */
export class Collector {
  readonly result: AdapterResult = { observations: [], rejected: [] }
  constructor(readonly source: string) {}

  reject(record: string, reason: string): void {
    this.result.rejected.push({ source: this.source, record, reason })
  }

  /** Validates the prices (per 1M tokens, native currency) and adds the observation. */
  add(raw: {
    id: string
    provider: string
    currency?: 'USD' | 'CNY'
    observed: string
    url: string
    via?: string
    prices: Record<string, unknown>
    tiers?: Observation['tiers']
    conditions?: string
    components?: Observation['components']
  }): void {
    const named = modelIdOf(raw.id)
    if ('reason' in named) {
      this.reject(raw.id, named.reason)
      return
    }
    const parsed = Prices.safeParse(raw.prices)
    if (!parsed.success) {
      this.reject(raw.id, `${parsed.error.issues[0].path.join('.') || 'prices'}: ${parsed.error.issues[0].message}`)
      return
    }
    const vendor = vendorOf(raw.provider)
    const p = parsed.data
    const obs: Observation = {
      model: named.id,
      source_model_id: raw.id,
      vendor,
      country: countryOf(vendor),
      currency: raw.currency ?? 'USD',
      input: p.input,
      output: p.output,
      cache_read: p.cache_read ?? null,
      cache_write: p.cache_write ?? null,
      observed: raw.observed,
      source_name: this.source,
      source_url: raw.url,
      ...(raw.via ? { via: raw.via } : {}),
      ...(raw.tiers?.length ? { tiers: raw.tiers } : {}),
      ...(raw.conditions ? { conditions: raw.conditions } : {}),
      ...(raw.components?.length ? { components: raw.components } : {}),
    }
    this.result.observations.push(obs)
  }
}

/** USD per token (as catalogues store it) to USD per 1M tokens, without float noise. */
export const perMillion = (perToken: unknown) =>
  perToken === null || perToken === undefined || perToken === '' ? null : roundPerMillion(Number(perToken) * 1e6)

/** A catalogue's records that fit `schema`; each other one is rejected by name (the caller checks the file's shape). */
export const recordsOf = <T>(
  out: Collector,
  list: readonly unknown[],
  schema: z.ZodType<T>,
  idOf?: (raw: unknown, at: number) => string,
): T[] => checkedRecords(out.source, list, schema, out.result.rejected, idOf)
