// Matching benchmark names to priced model ids. The rule: a name maps to exactly one priced id, or
// it is reported unmatched or ambiguous with the reason. Rules run in a fixed order and the first
// rule that finds a priced id decides; nothing is matched by similarity. Method: docs/methods/evaluations.md
import { ALIASES, CHINESE_NAMES, KNOWN_AMBIGUOUS, SNAPSHOT_OF } from './aliases.ts'

export type MatchResult =
  | { status: 'matched'; model: string; rule: MatchRule; variant: string | null }
  | { status: 'unmatched'; reason: string }
  | { status: 'ambiguous'; candidates: string[]; reason: string }

export type MatchRule = 'exact' | 'alias' | 'setting' | 'normalised' | 'snapshot'

// Run settings a leaderboard appends to a model name (reasoning effort, thinking budget). They
// change how the same API model is called, not which model it is, so they are stripped from the
// end, one at a time. Bare "-thinking" is only stripped when the full name is not itself priced
// (kimi-k2-thinking and qwen3-next-80b-a3b-thinking are models of their own).
const SETTING_SUFFIXES = [
  /-(?:minimal|low|medium|high|xhigh)(?:-effort)?$/,
  /-thinking-(?:\d+k|auto)$/,
  /-\d+k-thinking$/,
  /-(?:no-?thinking|no-?think|highthinking)$/,
  /-thinking$/,
]
// Parenthesised settings as Aider prints them: "(high)", "(no thinking)", "(32k thinking tokens)".
const SETTING_PAREN =
  /^(?:minimal|low|medium|high|xhigh|default|default think|no think|no thinking|\d+k think(?:ing)?(?: tokens)?)$/
// "(API)" names the channel SuperCLUE tested through, not a setting: dropped without a trace.
const CHANNEL_PAREN = /^api$/
const DATED = /-(?:20\d{6}|20\d{2}-\d{2}-\d{2}|\d{4}|\d{2}-20\d{2})$/

/** A benchmark name as a key in the price list's spelling: lower case, no route prefix, dots as hyphens. */
export function normaliseName(raw: string): { key: string; settings: string[] } {
  let name = raw.trim().toLowerCase()
  for (const [pattern, latin] of CHINESE_NAMES) name = name.replace(pattern, latin)
  const settings: string[] = []
  name = name.replace(/[(（]([^)）]*)[)）]/g, (_, inner: string) => {
    if (CHANNEL_PAREN.test(inner.trim())) return ''
    if (SETTING_PAREN.test(inner.trim())) {
      settings.push(inner.trim())
      return ''
    }
    return `-${inner}`
  })
  name = name.includes('/') ? name.slice(name.lastIndexOf('/') + 1) : name
  name = name.replace(/^(?:us\.|eu\.)?(?:anthropic|amazon|meta|mistral|cohere)\./, '')
  name = name.replace(/^gpt(?=\d+(?:\.\d+)?(?![a-z0-9]))/, 'gpt-')
  const key = name
    .replace(/[\s._:,/]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
  return { key, settings }
}

/** A priced id's looser key: "系列" (series) and a "（基于 X）" (based on X) note dropped, Claude word order fixed. */
export function pricedKeys(id: string): string[] {
  const keys = new Set<string>()
  const based = /[（(]基于([^）)]+)[）)]/.exec(id)
  const bare = id.replace(/[（(][^）)]*[）)]/g, '').replace(/系列$/, '')
  keys.add(reorderClaude(bare))
  if (based) keys.add(reorderClaude(normaliseName(based[1]).key))
  return [...keys]
}

// claude-4-opus-20250514 and claude-opus-4-20250514 are one model spelled two ways.
function reorderClaude(key: string): string {
  return key.replace(/^claude-(\d(?:-\d)?)-(opus|sonnet|haiku)(?=-|$)/, 'claude-$2-$1')
}

/** A matcher over one price list (ids as in PriceRecord.model). */
export function createMatcher(pricedIds: string[]): (name: string, source?: string) => MatchResult {
  const priced = new Set(pricedIds)
  const byKey = new Map<string, string[]>()
  for (const id of pricedIds) for (const key of pricedKeys(id)) byKey.set(key, [...(byKey.get(key) ?? []), id])

  return (name, source) => {
    if (/\s\+\s/.test(name)) return { status: 'unmatched', reason: 'a run of two models together (architect + editor)' }
    const { key, settings } = normaliseName(name)
    const known = KNOWN_AMBIGUOUS[`${source}/${key}`]
    if (known)
      return { status: 'ambiguous', candidates: known.candidates.filter((id) => priced.has(id)), reason: known.why }
    let stripped = key
    const variant = [...settings]
    for (;;) {
      const found = lookup(stripped, variant)
      if (found) return found
      const rule = SETTING_SUFFIXES.find((suffix) => suffix.test(stripped))
      if (!rule) break
      const next = stripped.replace(rule, '')
      variant.unshift(stripped.slice(next.length + 1))
      stripped = next
    }
    return { status: 'unmatched', reason: unmatchedReason(stripped) }
  }

  function lookup(key: string, variant: string[]): MatchResult | null {
    const setting = variant.length ? variant.join(' ') : null
    const ruleFor = (base: MatchRule): MatchRule => (setting && base === 'exact' ? 'setting' : base)
    const alias = ALIASES[key]
    if (alias) {
      if (alias.target && priced.has(alias.target))
        return { status: 'matched', model: alias.target, rule: 'alias', variant: setting }
      return { status: 'unmatched', reason: alias.target ? `alias target ${alias.target} is not priced` : alias.why }
    }
    if (priced.has(key)) return { status: 'matched', model: key, rule: ruleFor('exact'), variant: setting }
    const loose = byKey.get(reorderClaude(key)) ?? []
    if (loose.length === 1) return { status: 'matched', model: loose[0], rule: 'normalised', variant: setting }
    if (loose.length > 1)
      return { status: 'ambiguous', candidates: [...loose].sort(), reason: `"${key}" fits ${loose.length} priced ids` }
    const snapshot = SNAPSHOT_OF[key]
    if (
      snapshot &&
      priced.has(snapshot.target) &&
      !pricedIds.some((id) => id !== snapshot.target && id.startsWith(`${snapshot.target}-`) && DATED.test(id))
    ) {
      return { status: 'matched', model: snapshot.target, rule: 'snapshot', variant: setting }
    }
    return null
  }

  // Say why, so the run report shows which rule held the name back.
  function unmatchedReason(key: string): string {
    const base = key.replace(DATED, '')
    if (base !== key && priced.has(base))
      return `dated snapshot; only the undated alias ${base} is priced, and an alias may point to another snapshot`
    const near = pricedIds.filter((id) => id.startsWith(`${key}-`) || key.startsWith(`${id}-`)).slice(0, 4)
    return near.length
      ? `no priced id "${key}" (priced near names, not the same model: ${near.join(', ')})`
      : `no priced id "${key}"`
  }
}
