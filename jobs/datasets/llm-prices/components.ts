// Price components as named units: the headline input/output/cache_read are the standard
// price of the first context band; bands by request size, time-of-day windows and the components a
// source names (cache writes by TTL) are listed beside them, in the native currency.
import type { Observation } from '../../../tools/observation.ts'
import type { PriceComponent } from '../../../tools/schemas.ts'
import type { z } from 'zod'

type Component = z.infer<typeof PriceComponent>

/** The requests a context band prices, in words: 'requests of up to 272000 input tokens', 'requests over ...'. */
export const bandWords = (from: number | null, upTo: number | null) =>
  upTo === null
    ? `requests over ${from} input tokens`
    : `requests of ${from ? `${from} to ` : 'up to '}${upTo} input tokens`

/** The named components of an observation, from its tiers, its conditions and what the source named. */
export function componentsOf(obs: Observation): Component[] {
  const out: Component[] = []
  const tiers = obs.tiers ?? []
  tiers.forEach((t, i) => {
    const from = i === 0 ? 0 : tiers[i - 1].up_to_input_tokens
    const applies = bandWords(from, t.up_to_input_tokens)
    out.push({ name: 'context_band', applies, input: t.input, output: t.output, cache_read: t.cache_read })
  })
  if (obs.conditions) {
    // genai-prices states time-of-day constraints as alternatives with their own prices.
    try {
      for (const alt of JSON.parse(obs.conditions) as {
        constraint: Record<string, unknown>
        prices: Record<string, unknown>
      }[]) {
        const num = (v: unknown) =>
          typeof v === 'number'
            ? v
            : typeof v === 'object' && v && 'base' in v
              ? Number((v as { base: number }).base)
              : null
        out.push({
          name: 'off_peak',
          applies: JSON.stringify(alt.constraint),
          input: num(alt.prices.input_mtok),
          output: num(alt.prices.output_mtok),
          cache_read: num(alt.prices.cache_read_mtok),
        })
      }
    } catch {
      /* not the genai-prices form: the conditions string stays on the record as stated */
    }
  }
  return [...out, ...(obs.components ?? [])]
}
