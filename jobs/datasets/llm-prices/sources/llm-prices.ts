// Adapter: simonw/llm-prices (one JSON per vendor, dated price periods, USD per 1M tokens): the
// period still open (no to_date) is the current price.
import { Collector } from './catalogue.ts'
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

export default {
  name: 'llm-prices',
  title: 'llm-prices (simonw)',
  license: 'no license file upstream',
  url: 'https://raw.githubusercontent.com/simonw/llm-prices/main/data/{vendor}.json',
  fixtures: FILES.map((f) => `simonw-llm-prices/${f}.json`),
  parse(texts, { observed }) {
    const out = new Collector('llm-prices (simonw)')
    for (const text of texts) {
      const file = JSON.parse(text) as {
        vendor: string
        models: {
          id: string
          price_history: {
            input: number
            output: number
            input_cached: number | null
            from_date: string | null
            to_date: string | null
          }[]
        }[]
      }
      for (const model of file.models) {
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
