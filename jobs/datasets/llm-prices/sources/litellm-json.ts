// Adapter: litellm's current model_prices_and_context_window.json (per-token USD prices).
// Only first-party providers' chat models: resellers' prices are not the vendor's list price.
import { z } from 'zod'
import type { Observation } from '../../../../tools/observation.ts'
import type { ServiceTier } from '../../../../tools/price-domain.ts'
import { Collector, perMillion } from './catalogue.ts'
import { FIRST_PARTY_PROVIDERS, routeRefused } from './litellm-history.ts'
import type { SourceAdapter } from './types.ts'

type Entry = Record<string, unknown>
type Component = NonNullable<Observation['components']>[number]

/** litellm's service tiers, by the suffix of its price fields, as the component each one is. */
const LITELLM_TIERS: [suffix: string, name: ServiceTier, applies: string][] = [
  ['_batches', 'batch', 'Batch API (asynchronous, results within 24 hours)'],
  ['_priority', 'priority', 'priority processing (service tier "priority")'],
  ['_flex', 'flex', 'flex processing (service tier "flex": slower, may be queued)'],
]

/** The named components litellm states beside the standard price: service tiers and 1-hour cache writes. */
function litellmComponents(e: Entry): Component[] {
  const out: Component[] = []
  for (const [suffix, name, applies] of LITELLM_TIERS) {
    const input = perMillion(e[`input_cost_per_token${suffix}`])
    const output = perMillion(e[`output_cost_per_token${suffix}`])
    if (input === null && output === null) continue
    out.push({ name, applies, input, output, cache_read: perMillion(e[`cache_read_input_token_cost${suffix}`]) })
  }
  const hour = perMillion(e.cache_creation_input_token_cost_above_1hr)
  if (hour !== null)
    out.push({
      name: 'cache_write',
      applies:
        'cache write with a 1-hour TTL (the headline cache_write is the 5-minute TTL), per 1M input tokens written',
      input: hour,
      output: null,
      cache_read: null,
    })
  return out
}

/**
 * Context bands: the standard price up to the threshold litellm names (`*_above_200k_tokens`), its own price past it.
 */
function litellmTiers(e: Entry): Observation['tiers'] {
  const above = Object.keys(e)
    .map((k) => /^input_cost_per_token_above_(\d+)k_tokens$/.exec(k)?.[1])
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b)
  if (!above.length) return undefined
  const tiers: NonNullable<Observation['tiers']> = []
  let standard = {
    input: perMillion(e.input_cost_per_token),
    output: perMillion(e.output_cost_per_token),
    cache_read: perMillion(e.cache_read_input_token_cost),
  }
  for (const k of above) {
    if (standard.input === null) return undefined
    tiers.push({ up_to_input_tokens: k * 1000, ...standard, input: standard.input })
    standard = {
      input: perMillion(e[`input_cost_per_token_above_${k}k_tokens`]),
      output: perMillion(e[`output_cost_per_token_above_${k}k_tokens`]) ?? standard.output,
      cache_read: perMillion(e[`cache_read_input_token_cost_above_${k}k_tokens`]) ?? standard.cache_read,
    }
  }
  if (standard.input === null) return undefined
  tiers.push({ up_to_input_tokens: null, ...standard, input: standard.input })
  return tiers
}

const SKIP = /(^ft:|realtime|audio|tts|image|search-preview|embedding|gemma|transcribe)/

const EntryShape = z.record(z.string(), z.unknown())
const File = z.record(z.string(), z.unknown())

export default {
  name: 'litellm',
  title: 'litellm model_prices_and_context_window.json',
  license: 'MIT',
  url: 'https://raw.githubusercontent.com/BerriAI/litellm/main/model_prices_and_context_window.json',
  fixtures: ['litellm_model_prices_and_context_window.json'],
  parse([text], { observed, url }) {
    const out = new Collector('litellm model_prices_and_context_window.json')
    for (const [id, raw] of Object.entries(File.parse(JSON.parse(text)))) {
      const parsed = EntryShape.safeParse(raw)
      if (!parsed.success) {
        out.reject(id, `record: ${parsed.error.issues[0].message}`)
        continue
      }
      const e: Entry = parsed.data
      if (id === 'sample_spec' || !FIRST_PARTY_PROVIDERS.has(String(e.litellm_provider)) || SKIP.test(id)) continue
      if (e.mode && e.mode !== 'chat') continue
      const refused = routeRefused(id)
      if (refused) {
        out.reject(id, refused)
        continue
      }
      out.add({
        id,
        provider: String(e.litellm_provider),
        observed,
        url,
        prices: {
          input: perMillion(e.input_cost_per_token),
          output: perMillion(e.output_cost_per_token),
          cache_read: perMillion(e.cache_read_input_token_cost),
          cache_write: perMillion(e.cache_creation_input_token_cost),
        },
        tiers: litellmTiers(e),
        components: litellmComponents(e),
      })
    }
    return out.result
  },
} satisfies SourceAdapter
