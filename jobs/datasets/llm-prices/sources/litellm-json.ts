// Adapter: litellm's current model_prices_and_context_window.json (per-token USD prices).
// Only first-party providers' chat models: resellers' prices are not the vendor's list price.
import { Collector, perMillion } from './catalogue.ts'
import type { SourceAdapter } from './types.ts'

const FIRST_PARTY = new Set(['openai', 'anthropic', 'gemini', 'deepseek', 'mistral', 'xai', 'dashscope', 'moonshot', 'zai', 'minimax', 'cohere_chat', 'volcengine'])
const SKIP = /(^ft:|realtime|audio|tts|image|search-preview|embedding|gemma|transcribe)/

export default {
  name: 'litellm',
  title: 'litellm model_prices_and_context_window.json',
  license: 'MIT',
  url: 'https://raw.githubusercontent.com/BerriAI/litellm/main/model_prices_and_context_window.json',
  fixtures: ['litellm_model_prices_and_context_window.json'],
  parse([text], { observed, url }) {
    const out = new Collector('litellm model_prices_and_context_window.json')
    const entries = JSON.parse(text) as Record<string, Record<string, unknown>>
    for (const [id, e] of Object.entries(entries)) {
      if (id === 'sample_spec' || !FIRST_PARTY.has(String(e.litellm_provider)) || SKIP.test(id)) continue
      if (e.mode && e.mode !== 'chat') continue
      out.add({
        id, provider: String(e.litellm_provider), observed, url,
        prices: { input: perMillion(e.input_cost_per_token), output: perMillion(e.output_cost_per_token),
          cache_read: perMillion(e.cache_read_input_token_cost), cache_write: perMillion(e.cache_creation_input_token_cost) },
      })
    }
    return out.result
  },
} satisfies SourceAdapter
