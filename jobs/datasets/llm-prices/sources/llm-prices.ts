// Adapter: simonw/llm-prices (one JSON per vendor, dated price periods, USD per 1M tokens): the
// period still open (no to_date) is the current price.
import { z } from 'zod'
import { Collector, recordsOf } from './catalogue.ts'
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

/**
 * Why an entry is a part of another's price, not a model, or null. The file gives a model's upper context band
 * an id of its own ('claude-sonnet-4.5-200k', named 'Claude Sonnet 4 and 4.5 >200k') and splits an image model
 * by token kind ('gpt-image-2-text', '... (image gen) text tokens'): served under those ids they would be models
 * no seller sells.
 */
function partOfAnother(name: string | undefined): string | null {
  const band = name?.match(/>\s*\d+\s*[kKmM]\b/)
  if (band) return `a context band (${band[0].replace(/\s+/g, '')}) of another entry's model, not a model ('${name}')`
  const kind = name?.match(/\b(image|text|audio) tokens$/)
  if (kind) return `one token kind (${kind[0]}) of another entry's model, not a model ('${name}')`
  return null
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
      for (const model of recordsOf(out, file.models, Model)) {
        const part = partOfAnother(model.name)
        if (part) {
          out.reject(model.id, part)
          continue
        }
        const current = model.price_history.find((p) => !p.to_date)
        if (!current) continue // withdrawn: every period has ended
        out.add({
          id: model.id,
          provider: file.vendor,
          observed,
          url: `https://www.llm-prices.com/#it=${encodeURIComponent(model.id)}`,
          prices: { input: current.input, output: current.output, cache_read: current.input_cached },
        })
      }
    }
    return out.result
  },
} satisfies SourceAdapter
