// One order of precedence for the price sources, used by the seed and the daily refresh alike
// (the two used opposite orders). Sources that cite the seller's own pricing page for each
// record come first; aggregated catalogues after; a reseller (OpenRouter) last, mostly a cross-check.
// Native currency first: a Chinese vendor's CNY list price beats any USD figure for its model.

/** Source names (adapter names, plus the seed-only history files) from most to least trusted. */
const PRECEDENCE = [
  'official', // the sellers' own pages (data/official), each row with its URL, date and words
  'secondary', // third-party pages stating a seller's price where no copy of its page is (data/secondary)
  'llm-prices-cn', // vendor page and last_verified per record
  'aliyun-bailian', // Alibaba's own price list (doc URL per model)
  'genai-prices', // provider pricing pages, dated alternatives
  'litellm', // aggregated catalogue (git commits)
  'cny-tables', // README price tables of Chinese vendors (git commits)
  'models.dev',
  'llm-prices',
  'openrouter',
] as const

export type SourceKey = (typeof PRECEDENCE)[number]

/** Catalogues independent of the published record's source, reported for agreement on every refresh. */
export const CATALOGUES: SourceKey[] = ['models.dev', 'openrouter', 'llm-prices', 'genai-prices']

/** Position in the precedence list (unknown names last). */
function rankOf(name: string): number {
  const i = PRECEDENCE.indexOf(name as SourceKey)
  return i < 0 ? PRECEDENCE.length : i
}

/** Sorts named results into precedence order. */
export function byPrecedence<T extends { name: string }>(list: T[]): T[] {
  return [...list].sort((a, b) => rankOf(a.name) - rankOf(b.name))
}
