// Adapter: OpenRouter's /models (per-token USD strings). A reseller's price, used as an independent
// check and for models no other source lists; first-party vendors only.
import { z } from 'zod'
import { Collector, perMillion, recordsOf } from './catalogue.ts'
import type { SourceAdapter } from './types.ts'

const VENDORS = new Set([
  'openai',
  'anthropic',
  'google',
  'deepseek',
  'mistralai',
  'x-ai',
  'qwen',
  'moonshotai',
  'z-ai',
  'minimax',
  'cohere',
])
const PROVIDER: Record<string, string> = {
  mistralai: 'mistral',
  'x-ai': 'xai',
  qwen: 'alibaba',
  moonshotai: 'moonshot',
  'z-ai': 'zhipu',
}

const Model = z.object({ id: z.string().min(1), pricing: z.record(z.string(), z.unknown()).optional() })
const File = z.object({ data: z.array(z.unknown()) })

export default {
  name: 'openrouter',
  title: 'OpenRouter models API',
  license: 'OpenRouter API terms (snapshot via models.dev, MIT)',
  url: 'https://openrouter.ai/api/v1/models',
  fixtures: ['openrouter_models_snapshot_via_modelsdev.json'],
  parse([text], { observed }) {
    const out = new Collector('OpenRouter models API')
    for (const m of recordsOf(out, File.parse(JSON.parse(text)).data, Model)) {
      const [org, rest] = m.id.split('/')
      if (!rest || !VENDORS.has(org) || /:free$|-fast$/.test(rest)) continue
      const p = m.pricing ?? {}
      out.add({
        id: rest.replace(/:.*$/, ''),
        provider: PROVIDER[org] ?? org,
        observed,
        url: `https://openrouter.ai/${m.id}`,
        prices: {
          input: perMillion(p.prompt),
          output: perMillion(p.completion),
          cache_read: perMillion(p.input_cache_read),
          cache_write: perMillion(p.input_cache_write),
        },
      })
    }
    return out.result
  },
} satisfies SourceAdapter
