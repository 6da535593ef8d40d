// Adapter: models.dev (providers' TOML assembled to JSON): USD per 1M tokens per provider model.
// First-party providers only.
import { z } from 'zod'
import { Collector } from './catalogue.ts'
import type { SourceAdapter } from './types.ts'

const PROVIDER: Record<string, string> = {
  openai: 'openai',
  anthropic: 'anthropic',
  google: 'google',
  deepseek: 'deepseek',
  xai: 'xai',
  mistral: 'mistral',
  alibaba: 'alibaba',
  moonshotai: 'moonshot',
  zhipuai: 'zhipu',
  zai: 'zhipu',
  minimax: 'minimax',
}

const Model = z.object({ cost: z.record(z.string(), z.unknown()).optional() })
const Providers = z.record(z.string(), z.object({ models: z.record(z.string(), z.unknown()).optional() }))
const File = z.object({ providers: z.record(z.string(), z.unknown()).optional() }).catchall(z.unknown())

export default {
  name: 'models.dev',
  title: 'models.dev',
  license: 'MIT',
  url: 'https://models.dev/api.json',
  fixtures: ['modelsdev_providers_models.json'],
  parse([text], { observed }) {
    const out = new Collector('models.dev')
    // The recording (the repository's TOML assembled at a commit) wraps the providers in `providers`;
    // the live models.dev/api.json keys them at the top level. Both are read.
    const file = File.parse(JSON.parse(text))
    const providers =
      file.providers && !('models' in file.providers) ? Providers.parse(file.providers) : Providers.parse(file)
    for (const [pid, vendor] of Object.entries(PROVIDER)) {
      for (const [id, raw] of Object.entries(providers[pid]?.models ?? {})) {
        const parsed = Model.safeParse(raw)
        if (!parsed.success) {
          out.reject(id, `${parsed.error.issues[0].path.join('.') || 'record'}: ${parsed.error.issues[0].message}`)
          continue
        }
        const model = parsed.data
        if (!model.cost) continue // not priced (image models, retired entries)
        out.add({
          id,
          provider: vendor,
          observed,
          url: `https://models.dev/?search=${encodeURIComponent(id)}`,
          prices: {
            input: model.cost.input,
            output: model.cost.output,
            cache_read: model.cost.cache_read,
            cache_write: model.cost.cache_write,
          },
        })
      }
    }
    return out.result
  },
} satisfies SourceAdapter
