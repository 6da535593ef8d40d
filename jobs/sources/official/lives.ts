// What a seller's pages say of its models' lives, read after read: the last word on each model they
// name, priced there or not. A retirement notice names models it gives no price (xAI's migration
// guide retires grok-4-0709), and an older page gives a model's other names (grok-3 as grok-3-latest):
// both stay known after the page moves on, so the model and its names retire together.
import type { OfficialLife, OfficialPrice } from '../../../tools/official-price.ts'
import { modelKey } from './keys.ts'
import type { ModelLife } from './types.ts'

/**
 * `before` with one read's lives (seen on `seen`) landed on it, ordered by model. A model the read does
 * not name whose rows the read retired (gone from a copy proven whole: history.ts) is retired with them.
 */
export function landLives(
  before: OfficialLife[],
  lives: ModelLife[],
  seen: string,
  rows: OfficialPrice[],
): OfficialLife[] {
  const out = new Map(before.map((l) => [modelKey(l.model), l]))
  // A read that names a model twice (two pages) says most by its retirement, then by its dated status.
  const weight = (l: ModelLife) => (l.status === 'retired' ? 2 : 0) + (l.status_date ? 1 : 0)
  const today = new Map<string, ModelLife>()
  for (const l of lives) {
    const other = today.get(modelKey(l.model))
    const aliases = [...new Set([...(other?.aliases ?? []), ...l.aliases])]
    today.set(modelKey(l.model), { ...(!other || weight(l) > weight(other) ? l : other), aliases })
  }
  for (const l of today.values()) {
    const was = out.get(modelKey(l.model))
    const same = was?.status === l.status
    const aliases = [...new Set([...(was?.aliases ?? []), ...l.aliases])]
      .filter((a) => modelKey(a) !== modelKey(l.model))
      .sort()
    // Under the id as the page now spells it.
    out.set(modelKey(l.model), {
      model: l.model,
      aliases,
      ...(aliases.length
        ? { aliases_since: Object.fromEntries(aliases.map((a) => [a, was?.aliases_since?.[a] ?? seen])) }
        : {}),
      status: l.status,
      status_date: l.status_date ?? (same ? was.status_date : null),
      since: same ? was.since : seen,
      url: l.url,
      words: l.words,
      ...(l.developer ? { developer: l.developer } : {}),
    })
  }
  for (const [key, l] of out) {
    if (l.status === 'retired' || today.has(key)) continue
    const own = rows.filter((r) => modelKey(r.model) === key)
    const gone = own.find((r) => r.status === 'retired' && r.effective_until)
    if (!gone || own.some((r) => !r.effective_until)) continue
    out.set(key, {
      ...l,
      status: 'retired',
      status_date: gone.status_date ?? null,
      since: seen,
      url: gone.url,
      words: gone.effective_basis ?? l.words,
    })
  }
  return [...out.values()].sort(byModel)
}

/** Each model's life as the later of the two say it (by the day first seen in its status), names joined. */
export function mergeLives(shipped: OfficialLife[], kept: OfficialLife[]): OfficialLife[] {
  const out = new Map(shipped.map((l) => [modelKey(l.model), l]))
  for (const l of kept) {
    const was = out.get(modelKey(l.model))
    const later = !was || l.since >= was.since ? l : was
    const aliases = [...new Set([...(was?.aliases ?? []), ...l.aliases])].sort()
    // Each name from the earlier of the two days it was first seen.
    const first = (a: string) =>
      [was?.aliases_since?.[a], l.aliases_since?.[a]].filter((d): d is string => !!d).sort()[0]
    const since = Object.fromEntries(aliases.flatMap((a) => (first(a) ? [[a, first(a)!]] : [])))
    // Whose model it is stays known whichever says it (a state kept by an older release lacks the field).
    const developer = later.developer ?? was?.developer ?? l.developer
    out.set(modelKey(l.model), {
      ...later,
      aliases,
      ...(Object.keys(since).length ? { aliases_since: since } : {}),
      ...(developer ? { developer } : {}),
    })
  }
  return [...out.values()].sort(byModel)
}

const byModel = (a: OfficialLife, b: OfficialLife) => (a.model < b.model ? -1 : a.model > b.model ? 1 : 0)
