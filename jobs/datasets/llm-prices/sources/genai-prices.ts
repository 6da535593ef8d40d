// Adapter: pydantic genai-prices (data_v2.json): per-provider price lists with the vendor's
// pricing page. Tiered prices publish their base tier; dated alternatives take the one in force.
import { z } from 'zod'
import { Collector, recordsOf } from './catalogue.ts'
import type { SourceAdapter } from './types.ts'

const FIRST_PARTY = new Set([
  'anthropic',
  'openai',
  'google',
  'deepseek',
  'mistral',
  'x-ai',
  'moonshotai',
  'zai',
  'zhipuai',
  'minimax',
  'cohere',
])
const PROVIDER: Record<string, string> = { 'x-ai': 'xai', moonshotai: 'moonshot', zhipuai: 'zhipu', zai: 'zhipu' }

type Amount = number | { base: number; tiers?: { start: number; price: number }[] } | undefined
const base = (v: Amount) => (typeof v === 'object' && v !== null ? v.base : v) ?? null

/** A component's price for requests of more than `start` input tokens. */
const priceFrom = (v: Amount, start: number) =>
  typeof v === 'object' && v ? ([...(v.tiers ?? [])].reverse().find((t) => t.start <= start)?.price ?? v.base) : base(v)

/** Tiers by request size from the per-component {base, tiers[start, price]} form; none when flat. */
function tiersOf(p: Record<string, Amount>) {
  const starts = [
    ...new Set(
      Object.values(p).flatMap((v) => (typeof v === 'object' && v ? (v.tiers ?? []).map((t) => t.start) : [])),
    ),
  ].sort((a, b) => a - b)
  if (!starts.length) return undefined
  const bounds = [0, ...starts]
  return bounds.map((from, i) => ({
    up_to_input_tokens: starts[i] ?? null,
    input: priceFrom(p.input_mtok, from) ?? 0,
    output: priceFrom(p.output_mtok, from),
    cache_read: priceFrom(p.cache_read_mtok, from),
  }))
}

/** Constraints other than a start date (time of day, for instance), kept as the source states them. */
function conditionsOf(prices: unknown): string | undefined {
  if (!Array.isArray(prices)) return undefined
  const other = prices.filter((o) => o.constraint && Object.keys(o.constraint).some((k) => k !== 'start_date'))
  return other.length ? JSON.stringify(other) : undefined
}

/** genai-prices' price set for `date`, in its format: the latest alternative started by then, else the undated one. */
function priceSetOn(prices: unknown, date: string): Record<string, Amount> | undefined {
  if (!Array.isArray(prices)) return prices as Record<string, Amount>
  const options = prices as { constraint?: { start_date?: string }; prices: Record<string, Amount> }[]
  const dated = options
    .filter((o) => o.constraint?.start_date && o.constraint.start_date <= date)
    .sort((a, b) => b.constraint!.start_date!.localeCompare(a.constraint!.start_date!))
  return (dated[0] ?? options.find((o) => !o.constraint))?.prices
}

type Option = {
  constraint?: { start_date?: string; start_time?: string; end_time?: string }
  prices: Record<string, Amount>
}

/** Minutes of the day a window HH:MM:SSZ-HH:MM:SSZ covers (one running past midnight included). */
function minutesOf(c: { start_time?: string; end_time?: string }): number {
  const at = (t = '') => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))
  const m = at(c.end_time) - at(c.start_time)
  return m <= 0 ? m + 1440 : m
}

/**
 * genai-prices writes a time-of-day schedule as a default price plus the window that differs from
 * it. The list price is the one in force most of the day: DeepSeek's is written as a default of
 * 0.135/0.55 and a 00:30-16:30 UTC window of 0.27/1.10, while DeepSeek's page calls 0.27/1.10 the
 * standard price (UTC 00:30-16:30) and 0.135/0.55 the discount (16:30-00:30). So when one undated
 * window covers more of the day than the default, it is the headline and the default becomes the
 * off-peak window (the rest of the day).
 */
function schedule(prices: unknown): { headline: Record<string, Amount>; conditions: string } | undefined {
  if (!Array.isArray(prices)) return undefined
  const options = prices as Option[]
  const fallback = options.find((o) => !o.constraint)
  const windows = options.filter((o) => o.constraint?.start_time && o.constraint.end_time && !o.constraint.start_date)
  if (!fallback || windows.length !== 1 || options.some((o) => o.constraint?.start_date)) return undefined
  const [window] = windows
  if (minutesOf(window.constraint!) <= 720) return undefined
  const rest = { start_time: window.constraint!.end_time, end_time: window.constraint!.start_time }
  return { headline: window.prices, conditions: JSON.stringify([{ constraint: rest, prices: fallback.prices }]) }
}

const Model = z.object({ id: z.string().min(1), prices: z.unknown(), price_comments: z.string().optional() })
const Provider = z.object({
  id: z.string().min(1),
  pricing_urls: z.array(z.string()).optional(),
  models: z.array(z.unknown()),
})

export default {
  name: 'genai-prices',
  title: 'genai-prices (pydantic)',
  license: 'MIT',
  url: 'https://raw.githubusercontent.com/pydantic/genai-prices/main/prices/data.json',
  fixtures: ['genai-prices_data_v2.json'],
  parse([text], { observed }) {
    const out = new Collector('genai-prices (pydantic)')
    for (const provider of recordsOf(out, z.array(z.unknown()).parse(JSON.parse(text)), Provider)) {
      if (!FIRST_PARTY.has(provider.id)) continue
      for (const model of recordsOf(out, provider.models, Model)) {
        // An entry "Imported from OpenRouter pricing" is an aggregator's price, not the developer's own.
        if (/imported from openrouter/i.test(model.price_comments ?? '')) {
          out.reject(model.id, `an aggregator's price filed under the developer: "${model.price_comments}"`)
          continue
        }
        const scheduled = schedule(model.prices)
        const p = scheduled?.headline ?? priceSetOn(model.prices, observed)
        if (!p) {
          out.reject(model.id, 'no price in force')
          continue
        }
        out.add({
          id: model.id,
          provider: PROVIDER[provider.id] ?? provider.id,
          observed,
          url: provider.pricing_urls?.[0] ?? 'https://github.com/pydantic/genai-prices',
          ...(provider.pricing_urls?.[0]
            ? { via: `genai-prices data.json (github.com/pydantic/genai-prices), recorded ${observed}` }
            : {}),
          prices: {
            input: base(p.input_mtok),
            output: base(p.output_mtok),
            cache_read: base(p.cache_read_mtok),
            cache_write: base(p.cache_write_mtok),
          },
          tiers: tiersOf(p),
          conditions: scheduled?.conditions ?? conditionsOf(model.prices),
          components:
            typeof p.cache_write_1h_mtok === 'number'
              ? [
                  {
                    name: 'cache_write',
                    applies:
                      'cache write with a 1-hour TTL (the headline cache_write ' +
                      'is the 5-minute TTL), per 1M input tokens written',
                    input: p.cache_write_1h_mtok,
                    output: null,
                    cache_read: null,
                  },
                ]
              : undefined,
        })
      }
    }
    return out.result
  },
} satisfies SourceAdapter
