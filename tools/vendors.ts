// Who makes a model and where: the vendor table every source adapter maps its provider names onto.

export type Country = 'CN' | 'US' | 'other'

/** Vendor id -> country of the vendor's headquarters (spec: groups CN, US, global). */
export const VENDOR_COUNTRY: Record<string, Country> = {
  openai: 'US',
  anthropic: 'US',
  google: 'US',
  xai: 'US',
  perplexity: 'US',
  writer: 'US',
  meta: 'US',
  amazon: 'US',
  microsoft: 'US',
  mistral: 'other',
  cohere: 'other',
  deepseek: 'CN',
  alibaba: 'CN',
  moonshot: 'CN',
  zhipu: 'CN',
  minimax: 'CN',
  bytedance: 'CN',
  baidu: 'CN',
  tencent: 'CN',
  xfyun: 'CN',
  baichuan: 'CN',
  stepfun: 'CN',
  meituan: 'CN',
  xiaomi: 'CN',
  '01ai': 'CN',
}

/** Catalogue provider names -> our vendor ids (litellm's `litellm_provider`, llm-prices-cn `vendor_id`). */
const PROVIDER_VENDOR: Record<string, string> = {
  gemini: 'google',
  palm: 'google',
  vertex_ai: 'google',
  dashscope: 'alibaba',
  qwen: 'alibaba',
  zai: 'zhipu',
  volcengine: 'bytedance',
  cohere_chat: 'cohere',
  'meta-ai': 'meta',
  'moonshot-ai': 'moonshot',
}

/** Our vendor id for a catalogue's provider name. */
export function vendorOf(provider: string): string {
  const key = provider.trim().toLowerCase()
  return PROVIDER_VENDOR[key] ?? key
}

/** The country group of a vendor; unknown vendors are 'other' rather than guessed. */
export function countryOf(vendor: string): Country {
  return VENDOR_COUNTRY[vendor] ?? 'other'
}

/**
 * The canonical model id: lower case, no provider route prefix, dots as hyphens.
 * Catalogues spell one model as `gemini/gemini-2.5-flash` or `gemini-2-5-flash`; both become
 * `gemini-2-5-flash`, and queries are normalised the same way so either spelling finds it.
 */
export function canonicalModelId(raw: string): string {
  const bare = raw.includes('/') ? raw.slice(raw.lastIndexOf('/') + 1) : raw
  return bare
    .trim()
    .toLowerCase()
    .replace(/[.\s_]+/g, '-')
}

/**
 * The canonical id rule: lower-case ASCII, starts with a letter, words joined by single hyphens.
 * Every published id matches it (`0-6b` and names ending in 系列 did not).
 */
export const CANONICAL_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/

/**
 * The canonical id of a source's model name, or why it has none. A provider route prefix
 * (`gemini/`, `deepseek/`) is dropped; a compound name listing several sizes
 * (`qwen3-4b/1.7b/0.6b`) or a series heading (`…系列`) names no single model and is refused.
 */
export function modelIdOf(raw: string): { id: string } | { reason: string } {
  const parts = raw.trim().split('/')
  // A route prefix is a word (letters, maybe digits/hyphens) before the model; a part that starts
  // with a digit is another size of the same name, not a model of its own.
  if (parts.length > 1 && parts.slice(1).some((p) => /^\s*\d/.test(p)))
    return { reason: `compound name '${raw}' lists several models` }
  const id = canonicalModelId(raw)
  if (!CANONICAL_ID.test(id))
    return { reason: `'${raw}' gives id '${id}', which does not match the canonical id rule ${CANONICAL_ID}` }
  return { id }
}
