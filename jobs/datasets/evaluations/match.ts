// Matching benchmark names to priced model ids. The rule: a name maps to exactly one priced id, or
// it is reported unmatched or ambiguous with the reason. Rules run in a fixed order and the first
// rule that finds a priced id decides; nothing is matched by similarity. Method: docs/methods/evaluations.md
import { ALIAS_POINTERS, SNAPSHOT_ID } from '../../../tools/alias-pointers.ts'
import { canonicalModelId } from '../../../tools/vendors.ts'
import { isDateBasis } from '../../../tools/price-domain.ts'
import { SPELLINGS } from '../../../tools/spellings.ts'
import { ALIASES, CHINESE_NAMES, KNOWN_AMBIGUOUS, SNAPSHOT_OF } from './aliases.ts'
import type { PriceInput } from './build.ts'

export type MatchResult =
  | { status: 'matched'; model: string; rule: MatchRule; variant: string | null }
  | { status: 'unmatched'; reason: string }
  | { status: 'ambiguous'; candidates: string[]; reason: string }

type MatchRule = 'exact' | 'alias' | 'setting' | 'normalised' | 'snapshot'

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
// DeepSeek's "(Reasoner)" and "(Chat)" name the thinking and non-thinking mode of one API model.
const SETTING_PAREN = new RegExp(
  '^(?:minimal|low|medium|high|xhigh|default|default think|no think|no thinking|' +
    '\\d+k think(?:ing)?(?: tokens)?|reasoner|chat)$',
)
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
function pricedKeys(id: string): string[] {
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

// A seller's own statement that a rolling id now serves a snapshot ("qwen-max 当前等同qwen-max-2024-09-19",
// "Default snapshot: gpt-4-0613"): the rolling id's price is that snapshot's, so the snapshot's score may
// go to it. A secondary source (a forum, a pull request) is not enough, and a pointer that has ended is not.
/** gpt-4o-2024-08-06 -> gpt-4o-0806: the month-day spelling leaderboards use for a dated id. */
const shortDated = (key: string) => key.replace(/-20\d{2}-(\d{2})-(\d{2})$/, '-$1$2')
const pointedBy = new Map<string, string>()
for (const p of ALIAS_POINTERS) {
  if (!p.snapshot || p.until || !isDateBasis(p.basis)) continue
  const snapshot = canonicalModelId(p.snapshot)
  for (const key of [snapshot, shortDated(snapshot)]) pointedBy.set(key, p.alias)
}

/**
 * The price list as the matcher sees it: a dated snapshot folded into a record at the same price
 * (gpt-4o-2024-08-06 under gpt-4o, claude-3-5-sonnet-20240620 under claude-3-5-sonnet) becomes a
 * record of its own, so a leaderboard's dated row scores the snapshot it measured, never the rolling
 * id, whose target moves. Two exceptions stay on the record: spellings of one snapshot
 * (data/registry/spellings.csv), and the snapshot the seller says the record's id now is ("Default
 * snapshot: gpt-4-0613"), which leaves the record's aliases so that its rows match by the `snapshot`
 * rule, naming the statement, rather than silently.
 */
export function snapshotsApart<T extends Pick<PriceInput, 'model' | 'aliases'>>(prices: T[]): T[] {
  return prices.flatMap((record) => {
    const own = SNAPSHOT_ID.exec(record.model)?.[2]
    const ids = new Set([record.model, ...(record.aliases ?? [])])
    const pointedHere = (id: string) => ids.has(pointedBy.get(id) ?? '')
    const apart: string[] = []
    const kept: string[] = []
    for (const id of record.aliases ?? []) {
      const date = SNAPSHOT_ID.exec(id)?.[2]
      if (pointedHere(id)) continue
      if (date && date !== 'latest' && date !== own && !SPELLINGS.has(id)) apart.push(id)
      else kept.push(id)
    }
    if (kept.length === (record.aliases ?? []).length) return [record]
    return [{ ...record, aliases: kept }, ...apart.map((id) => ({ ...record, model: id, aliases: [] as string[] }))]
  })
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
    if (priced.has(key)) return { status: 'matched', model: key, rule: ruleFor('exact'), variant: setting }
    // A priced id is never overruled by a table: a dated id priced again scores itself.
    const alias = ALIASES[key]
    if (alias) {
      if (alias.target && priced.has(alias.target))
        return { status: 'matched', model: alias.target, rule: 'alias', variant: setting }
      return { status: 'unmatched', reason: alias.target ? `alias target ${alias.target} is not priced` : alias.why }
    }
    const spelt = SPELLINGS.get(key)?.canonical
    if (spelt && priced.has(spelt)) return { status: 'matched', model: spelt, rule: 'alias', variant: setting }
    const loose = byKey.get(reorderClaude(key)) ?? []
    if (loose.length === 1) return { status: 'matched', model: loose[0], rule: 'normalised', variant: setting }
    if (loose.length > 1)
      return { status: 'ambiguous', candidates: [...loose].sort(), reason: `"${key}" fits ${loose.length} priced ids` }
    const dated = datedIn(key)
    if (dated) return { status: 'matched', model: dated, rule: 'normalised', variant: setting }
    const pointed = pointedBy.get(key)
    if (pointed && priced.has(pointed)) return { status: 'matched', model: pointed, rule: 'snapshot', variant: setting }
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

  // "qwen-plus-0125": a leaderboard's month-day for the priced qwen-plus-2025-01-25, when one year fits.
  function datedIn(key: string): string | null {
    const m = /^(.+)-(\d{4})$/.exec(key)
    if (!m) return null
    const fits = pricedIds.filter((id) => {
      const d = /^(.+)-20\d{2}-(\d{2})-(\d{2})$/.exec(id)
      return d !== null && d[1] === m[1] && d[2] + d[3] === m[2]
    })
    return fits.length === 1 ? fits[0] : null
  }

  // Say why, so the run report shows which rule held the name back.
  function unmatchedReason(key: string): string {
    const base = key.replace(DATED, '')
    if (base !== key && priced.has(base))
      return `dated snapshot; only the undated alias ${base} is priced, and an alias may point to another snapshot`
    const pointer = ALIAS_POINTERS.find((p) => p.alias === base && isDateBasis(p.basis) && !p.until)
    if (pointer && priced.has(base))
      return `dated snapshot; the seller says ${base} now points to ${pointer.snapshot}, not to this one`
    const near = pricedIds.filter((id) => id.startsWith(`${key}-`) || key.startsWith(`${id}-`)).slice(0, 4)
    return near.length
      ? `no priced id "${key}" (priced near names, not the same model: ${near.join(', ')})`
      : `no priced id "${key}"`
  }
}
