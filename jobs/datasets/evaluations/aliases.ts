// Hand-written name tables for the matcher. Each entry is a fact read from the name itself or from
// the vendor's model list, with the reason on the line; nothing here is inferred from a score.

/** Chinese product names -> the Latin family prefix the price list uses (applied before splitting). */
export const CHINESE_NAMES: [RegExp, string][] = [
  [/通义千问/g, 'qwen'],
  [/文心一言|文心/g, 'ernie-'],
  [/云雀大模型|豆包/g, 'doubao-'],
  [/讯飞星火|星火/g, 'spark-'],
  [/腾讯混元|混元/g, 'hunyuan-'],
  [/百川/g, 'baichuan-'],
  [/智谱清言/g, 'chatglm-'],
  [/月之暗面/g, 'moonshot-'],
]

/**
 * Benchmark names (after normalisation) whose spelling no rule turns into the priced id. A string
 * target is the priced id; null states on purpose that no priced model is meant.
 */
export const ALIASES: Record<string, { target: string | null; why: string }> = {
  // LiveBench marks "thinking off" with -base on Claude names; the model is the dated snapshot.
  'claude-4-1-opus-20250805-base': {
    target: 'claude-opus-4-1-20250805',
    why: 'LiveBench spells Claude Opus 4.1 as claude-4-1-opus; -base = thinking off',
  },
  'claude-4-sonnet-20250514-base': { target: 'claude-4-sonnet-20250514', why: 'LiveBench -base = thinking off' },
  'claude-4-1-opus-20250805-thinking-32k': {
    target: 'claude-opus-4-1-20250805',
    why: 'LiveBench spells Claude Opus 4.1 as claude-4-1-opus',
  },
  // Google published one Gemini 3 Pro preview id; LiveBench adds the month of the release.
  'gemini-3-pro-preview-11-2025': {
    target: 'gemini-3-pro-preview',
    why: 'the only Gemini 3 Pro preview id (released 2025-11)',
  },
  // Aider display names that carry the provider or the run setting in words.
  'qwen3-235b-a22b-diff-no-think-alibaba-api': {
    target: 'qwen3-235b-a22b',
    why: 'Aider: diff edit format, thinking off, via the Alibaba API',
  },
  'command-a-03-2025-quality': { target: 'command-a-03-2025', why: 'Aider run label; the model is Command A 03-2025' },
  // LMArena shows Gemini 3 Pro without "-preview"; on its 2025-12-11 date the API id was the preview.
  'gemini-3-pro': {
    target: 'gemini-3-pro-preview',
    why: 'on 2025-12-11 Gemini 3 Pro was served only as gemini-3-pro-preview',
  },
  // Dated names whose rolling id is priced and, by the seller's word or as the model's only release, is
  // that snapshot. Kept out of spellings.csv: there they would merge price histories the list keeps
  // apart, or make the priced id a rolling id with no pointer statement in alias-pointers.csv.
  'gemini-1-5-pro-002': {
    target: 'gemini-1-5-pro',
    why: "Google's stable alias gemini-1.5-pro pointed to gemini-1.5-pro-002 from 2024-09-24 on; -001 is another model",
  },
  'gemini-1-5-flash-002': {
    target: 'gemini-1-5-flash',
    why: "Google's stable alias gemini-1.5-flash pointed to gemini-1.5-flash-002 from 2024-09-24 on",
  },
  'gpt-4-5-preview-2025-02-27': {
    target: 'gpt-4-5-preview',
    why: 'the one snapshot of gpt-4.5-preview OpenAI released, at the same price',
  },
  'o1-mini-2024-09-12': { target: 'o1-mini', why: 'the one snapshot of o1-mini OpenAI released, at the same price' },
  'claude-3-5-haiku-20241022': {
    target: 'claude-3-5-haiku-latest',
    why: 'Claude Haiku 3.5 had one snapshot, which claude-3-5-haiku-latest named (same 0.8/4 USD)',
  },
  'gpt-5-pro-2025-10-06': {
    target: 'gpt-5-pro',
    why: "OpenAI's GPT-5 Pro page names gpt-5-pro-2025-10-06 as its snapshot (data/official/openai.json)",
  },
  'glm-4-plus-0111': {
    target: 'glm-4-plus',
    why: "Zhipu shipped GLM-4-Plus's 2025-01-11 update under the same API id glm-4-plus; no dated id is sold",
  },
  'mistral-small-3-1-24b-instruct-2503': {
    target: 'mistral-small-3-1-24b-instruct',
    why: 'Mistral Small 3.1 had one release, 25.03 (mistral-small-2503); LMArena prints the weights name',
  },
  // Mistral's dated id for Mistral Small 3.2; the price list spells the version out.
  'mistral-small-2506': { target: 'mistral-small-3-2-2506', why: 'mistral-small-2506 is Mistral Small 3.2 (25.06)' },
}

/**
 * Names (source/normalised name) a source uses for a model family while several priced snapshots
 * fit and the name alone cannot tell which one was tested: reported as ambiguous, never matched.
 */
export const KNOWN_AMBIGUOUS: Record<string, { candidates: string[]; why: string }> = {
  'superclue/gpt-4-turbo': {
    candidates: ['gpt-4-turbo', 'gpt-4-turbo-preview', 'gpt-4-1106-preview', 'gpt-4-0125-preview'],
    why:
      'SuperCLUE 2023-12 names "GPT4-Turbo": then gpt-4-1106-preview; the ' +
      'priced gpt-4-turbo alias now points to the 2024-04-09 snapshot',
  },
  'superclue/gpt-3-5-turbo': {
    candidates: ['gpt-3-5-turbo', 'gpt-3-5-turbo-1106', 'gpt-3-5-turbo-0125'],
    why:
      'SuperCLUE 2023-12 names "GPT3.5-Turbo": the alias then pointed to a ' +
      'snapshot the price list does not hold, and has moved since',
  },
}

/**
 * Dated snapshot -> undated priced id, only where the vendor documents that the undated id is that
 * snapshot and the price list holds no dated id of the model. Empty on purpose until such a
 * statement is bundled: an undated alias moves, so a dated score is not attributed to it.
 */
export const SNAPSHOT_OF: Record<string, { target: string; source_url: string }> = {}
