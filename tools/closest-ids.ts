// The ids a caller probably meant when the one asked matches nothing. An empty answer or a 404 page
// names them, so an assistant asks again with an id that exists instead of concluding there is no
// data (h100 -> nvidia-h100-sxm, nvidia-h100-pcie; "deepseek chat" -> deepseek-chat or its family).

/** An id as compared: lower case, separators and spaces dropped ("DeepSeek Chat" = "deepseek-chat"). */
const compact = (id: string) => id.toLowerCase().replace(/[^a-z0-9]+/g, '')
const tokensOf = (id: string) =>
  id
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

/** How close `id` is to what was asked (0: not at all). */
function closeness(asked: string, askedTokens: string[], id: string): number {
  const whole = compact(id)
  if (!asked || !whole) return 0
  if (whole === asked) return 1000
  let score = whole.startsWith(asked) ? 200 : whole.includes(asked) ? 100 : 0
  const tokens = tokensOf(id)
  askedTokens.forEach((t, i) => {
    // The first word names the family (deepseek, nvidia): it weighs more than a later one.
    const weight = i === 0 ? 2 : 1
    if (tokens.includes(t)) score += 20 * weight
    else if (tokens.some((own) => own.startsWith(t) || t.startsWith(own))) score += 5 * weight
  })
  return score
}

/**
 * Up to `max` ids from `ids` closest to `asked`, best first: the whole id (separators dropped) equal,
 * then starting with or holding what was asked, then sharing its words; ties go to the shorter id.
 * None when nothing is close.
 */
export function closestIds(asked: string, ids: Iterable<string>, max = 5): string[] {
  const want = compact(asked)
  const askedTokens = tokensOf(asked)
  const scored: { id: string; score: number }[] = []
  for (const id of new Set(ids)) {
    const score = closeness(want, askedTokens, id)
    if (score > 0) scored.push({ id, score })
  }
  scored.sort((a, b) => b.score - a.score || a.id.length - b.id.length || a.id.localeCompare(b.id))
  return scored.slice(0, max).map((s) => s.id)
}

/**
 * The sentence an empty answer ends with: the `label` (model ids, gpu ids) closest to `asked`;
 * nothing when `asked` is itself one of them (another filter emptied the answer) or none is close.
 */
export function closestHint(label: string, asked: string, ids: Iterable<string>): string {
  const known = [...ids]
  if (known.some((id) => id.toLowerCase() === asked.toLowerCase())) return ''
  const closest = closestIds(asked, known)
  return closest.length ? ` The ${label} closest to '${asked}': ${closest.join(', ')}.` : ''
}
