// Adapter: simonw/llm-prices (one JSON per vendor, dated price periods, USD per 1M tokens): the
// period still open (no to_date) is the current price.
import { z } from 'zod'
import { Collector, recordsOf } from './catalogue.ts'
import type { Observation } from '../../../../tools/observation.ts'
import type { SourceAdapter } from './types.ts'

const FILES = [
  'amazon',
  'anthropic',
  'deepseek',
  'google',
  'meta-ai',
  'minimax',
  'mistral',
  'moonshot-ai',
  'openai',
  'qwen',
  'xai',
]

const Period = z.object({
  input: z.unknown(),
  output: z.unknown(),
  input_cached: z.unknown(),
  from_date: z.string().nullable(),
  to_date: z.string().nullable(),
})
const Model = z.object({ id: z.string().min(1), name: z.string().optional(), price_history: z.array(Period) })
type Model = z.infer<typeof Model>

/**
 * The file gives a model's upper context band an entry of its own ('claude-sonnet-4.5-200k', named 'Claude Sonnet
 * 4 and 4.5 >200k', beside 'claude-sonnet-4.5', '... ≤200k') and splits an image model by token kind
 * ('gpt-image-2-text', '... (image gen) text tokens'). Served under those ids they would be models no seller
 * sells: a band is read as the upper tier of its model's entry, a token kind is refused.
 */
const upperBand = (m: Model) => {
  const over = m.name?.match(/>\s*(\d+)\s*k\b/i)
  const base = m.id.match(/^(.+)-\d+k$/i)?.[1]
  return over && base ? { base, tokens: Number(over[1]) * 1000, label: over[0].replace(/\s+/g, '') } : undefined
}
const tokenKind = (m: Model) => m.name?.match(/\b(image|text|audio) tokens$/)?.[0]

/** The open period (no to_date): the current price; none when every period has ended (withdrawn). */
const currentOf = (m: Model) => m.price_history.find((p) => !p.to_date)
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)

/** The model's tiers by context length when the file has its upper band apart and both are priced; else none. */
function tiersOf(m: Model, band: Model, tokens: number): Observation['tiers'] {
  const [low, high] = [currentOf(m), currentOf(band)]
  if (!low || !high || num(low.input) === null || num(high.input) === null) return undefined
  return [
    { up_to_input_tokens: tokens, input: num(low.input)!, output: num(low.output), cache_read: num(low.input_cached) },
    { up_to_input_tokens: null, input: num(high.input)!, output: num(high.output), cache_read: num(high.input_cached) },
  ]
}
const File = z.object({ vendor: z.string().min(1), models: z.array(z.unknown()) })

export default {
  name: 'llm-prices',
  title: 'llm-prices (simonw)',
  license: 'no license file upstream',
  url: 'https://raw.githubusercontent.com/simonw/llm-prices/main/data/{vendor}.json',
  fixtures: FILES.map((f) => `simonw-llm-prices/${f}.json`),
  parse(texts, { observed }) {
    const out = new Collector('llm-prices (simonw)')
    for (const text of texts) {
      const file = File.parse(JSON.parse(text))
      const models = recordsOf(out, file.models, Model)
      const ids = new Set(models.map((m) => m.id))
      const bands = new Map<string, { entry: Model; tokens: number }>()
      // Entries that are part of another's price: refused here, each with its reason, and not read below.
      const parts = new Set<string>()
      for (const m of models) {
        const band = upperBand(m)
        const kind = tokenKind(m)
        if (band || kind) parts.add(m.id)
        if (band && ids.has(band.base)) {
          bands.set(band.base, { entry: m, tokens: band.tokens })
          out.reject(m.id, `the context band ${band.label} of ${band.base} ('${m.name}'): read as its upper tier`)
        } else if (band || kind) {
          out.reject(
            m.id,
            `${band ? `a context band (${band.label})` : `one token kind (${kind})`} of another ` +
              `entry's model, not a model ('${m.name}')`,
          )
        }
      }
      for (const model of models) {
        if (parts.has(model.id)) continue
        const current = currentOf(model)
        if (!current) continue // withdrawn: every period has ended
        const band = bands.get(model.id)
        out.add({
          id: model.id,
          provider: file.vendor,
          observed,
          url: `https://www.llm-prices.com/#it=${encodeURIComponent(model.id)}`,
          prices: { input: current.input, output: current.output, cache_read: current.input_cached },
          tiers: band && tiersOf(model, band.entry, band.tokens),
        })
      }
    }
    return out.result
  },
} satisfies SourceAdapter
