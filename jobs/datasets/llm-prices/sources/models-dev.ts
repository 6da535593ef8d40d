// Adapter: models.dev (providers' TOML assembled to JSON): USD per 1M tokens per provider model.
// First-party providers only.
import { Collector } from './catalogue.ts'
import type { SourceAdapter } from './types.ts'

const PROVIDER: Record<string, string> = {
  openai: 'openai', anthropic: 'anthropic', google: 'google', deepseek: 'deepseek', xai: 'xai', mistral: 'mistral',
  alibaba: 'alibaba', moonshotai: 'moonshot', zhipuai: 'zhipu', zai: 'zhipu', minimax: 'minimax',
}

export default {
  name: 'models.dev',
  title: 'models.dev',
  license: 'MIT',
  url: 'https://models.dev/api.json',
  live: false, liveNote: 'models.dev/api.json keys providers at the top level; the recording (TOML assembled at a commit) wraps them in `providers`, which parse reads: live it would read nothing',
  fixtures: ['modelsdev_providers_models.json'],
  parse([text], { observed }) {
    const out = new Collector('models.dev')
    const providers = (JSON.parse(text) as { providers: Record<string, { models?: Record<string, { cost?: Record<string, unknown> }> }> }).providers
    for (const [pid, vendor] of Object.entries(PROVIDER)) {
      for (const [id, model] of Object.entries(providers[pid]?.models ?? {})) {
        if (!model.cost) continue // not priced (image models, retired entries)
        out.add({
          id, provider: vendor, observed, url: `https://models.dev/?search=${encodeURIComponent(id)}`,
          prices: { input: model.cost.input, output: model.cost.output, cache_read: model.cost.cache_read, cache_write: model.cost.cache_write },
        })
      }
    }
    return out.result
  },
} satisfies SourceAdapter
